"""Issue 43: a father or mother word that names no one parent of his neither supports nor
contradicts a claim of his parent: a plural ("the graves of your sires--God and your native land",
a schoolbook's line) or one of "your", "their", "its" ("Their father, John Weller, kept the inn").
His own ("my father", "our father", with his brothers) still does. Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

CLAIM = "Ben Weller's father was Richard Weller."


def _verdict(said: str, claim: str) -> str:
    return verdict(said, claim, "Ben Weller")


@pytest.mark.parametrize("said", [
    '"STRIKE FOR THE GREEN GRAVES OF YOUR SIRES--GOD AND YOUR NATIVE LAND," always reduced me to silence.',
    "STRIKE FOR THE GREEN GRAVES OF YOUR SIRES--GOD AND YOUR NATIVE LAND.",
])
def test_a_plural_or_your_father_word_contradicts_nothing(said):
    assert _verdict(said, CLAIM) == "unsupported"


@pytest.mark.parametrize("said", [
    "My father, John Weller, kept the inn.",
    "Our father, John Weller, kept the inn.",
])
def test_his_own_father_word_still_contradicts(said):
    assert _verdict(said, CLAIM) == "contradicted"


@pytest.mark.parametrize("said", [
    "Their father, John Weller, kept the inn.",
    "Your father, John Weller, kept the inn.",
    "The fathers of the town, John Weller among them, kept the inn.",
])
def test_another_family_s_father_supports_nothing(said):
    assert _verdict(said, "Ben Weller's father was John Weller.") != "supported"


def test_his_father_named_is_supported():
    assert _verdict("My father, John Weller, kept the inn.", "Ben Weller's father was John Weller.") == "supported"


@pytest.mark.parametrize("said", [
    "My father's father, John Weller, kept the inn.",
    "Tom Hale's father, John Weller, kept the inn.",
    "My wife's father, John Weller, kept the inn.",
    "My father-in-law, John Weller, kept the inn.",
    "My step-father, John Weller, kept the inn.",
])
def test_a_father_a_noun_owns_or_by_marriage_supports_nothing(said):
    """His grandfather, a friend's or his wife's father, a parent by marriage (review of ensupport)."""
    assert _verdict(said, "Ben Weller's father was John Weller.") != "supported"
