"""`ask` by rules from a sentence that a short one after it dates ("… This was in 1829."): the two
are read as one (sentence_answer.py `dated_by_next`), so the year the question names, or asks, is
the sentence's; not a year told in a longer sentence of another event, nor another man's sentence."""

from __future__ import annotations

import pytest
from english_store import journal_project

from shiguan.lang.en.write.answer import answer

JOURNAL = """In the spring I left the farm of my uncle. I was hired out to one Jacob Marsh,
a miller of the upper valley, for forty dollars a year. This was in 1829.

My brother Amos was hired out to one Peter Vail, a tanner. That was in 1831.

Later I was hired out to one Silas Crane. My brother went to sea on the brig Hope in 1835, and
we did not see him again for nine years.
"""


@pytest.fixture
def weller(tmp_path):
    built = journal_project(tmp_path / "p", JOURNAL)
    yield built
    built.project.close()


def test_the_year_of_a_dating_sentence_is_the_sentence_before_it(weller):
    a = answer(weller.project, "To whom was Thomas Weller hired out in 1829?", None)
    assert a.answered and a.answer == "Jacob Marsh[1]."
    assert a.citations[0].sentence.endswith("This was in 1829.")


def test_a_dating_sentence_answers_when_of_the_sentence_before_it(weller):
    a = answer(weller.project, "In what year was Thomas Weller hired out to Jacob Marsh?", None)
    assert a.answered and a.answer == "1829[1]."


def test_a_dated_sentence_of_another_man_is_no_answer(weller):
    assert not answer(weller.project, "To whom was Thomas Weller hired out in 1831?", None).answered  # Amos was


def test_a_year_told_with_another_event_dates_nothing_before_it(weller):
    assert not answer(weller.project, "To whom was Thomas Weller hired out in 1835?", None).answered  # he sailed


RULES = {"dating_sentence": ["this was", "that was", "this happened", "that happened", "this occurred",
                             "this took place"]}


@pytest.mark.parametrize(("after", "joined"), [
    ("This was in 1829.", True),
    ("That happened in the spring of 1829.", True),
    ("This was in 1829 that my father died.", False),  # its own event
    ("That was not in 1829.", False),
    ("That was before 1829.", False),
    ("That was until 1829.", False),
    ("That was in 1829, I think.", False),
    ("This was in 1829 or later.", False),
])
def test_only_a_sentence_that_only_dates_joins_the_one_before(after, joined):
    from shiguan.lang.en.write.sentence_answer import dated_by_next

    text = f"I was hired out to one Jacob Marsh. {after}"
    spans = [(0, text.index(after) - 1), (text.index(after), len(text))]
    assert (len(dated_by_next(text, spans, RULES)) == 1) is joined
