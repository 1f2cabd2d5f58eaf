"""`ask` in English by rules: "how much" asks for a sum of money, read from the one sentence of his
that holds the question's words and names one sum (lang/en/write/sentence_answer.py); a sum told of
another man, or two sums in one sentence, are no answer."""

from __future__ import annotations

import pytest
from english_store import _Doc, build

from shiguan.lang.en.write.answer import answer
from shiguan.lang.en.write.answering import questions_style
from shiguan.lang.en.write.sentence_answer import asks_for
from shiguan.store import AliasRow

JOURNAL = """In the spring of 1815 I called on Mr. Amos Pryor, the engraver of Salem. I
engaged him to teach me the art of engraving on copper for three hundred dollars,
to be paid out of my first wages. I entered upon the work at once.

In 1816 my cousin Robert Hale bought a turning lathe for forty dollars, and he
never used it.

In 1817 I sold my press for sixty dollars and my types for twenty dollars.
"""


@pytest.fixture
def weller(tmp_path):
    built = build(tmp_path / "p")
    journal = _Doc(built.project, "weller.journal.txt", JOURNAL)
    entry = journal.entry(built.narrator, "Thomas Weller", "en-narrator", (0, len(JOURNAL)), 0)
    journal.paragraphs(entry)
    built.project.store.add_aliases([AliasRow(built.narrator, entry, "Thomas Weller", "name", "global", None, None,
                                              "en")])
    yield built
    built.project.close()


def test_how_much_asks_for_a_sum_of_money(weller):
    rules = questions_style(weller.project)
    assert asks_for("For how much did Mr. Pryor agree to teach him engraving?", rules).kind == "money"
    assert asks_for("What fee did he pay?", rules).kind == "money"
    a = answer(weller.project, "For how much did Thomas Weller engage Mr. Pryor to teach him engraving?", None)
    assert a.answered and a.answer == "three hundred dollars[1]."
    assert " ".join(a.citations[0].sentence.split()).startswith("I engaged him to teach me the art of engraving")
    # his cousin's lathe is not his; two sums in one sentence say neither
    assert not answer(weller.project, "How much did Thomas Weller pay for a turning lathe?", None).answered
    assert not answer(weller.project, "For how much did Thomas Weller sell his press and types?", None).answered
