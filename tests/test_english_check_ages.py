"""Issue 43: an age a claim opens with ("At seven Ben Weller went to school") is a count of nothing:
the name after it is the subject, not what it counts, so "at seven I began to go to school"
supports it; a seven that counts something else ("seven miles"), another age, a brother's age or
a denied going do not. Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

SCHOOL = "but at seven I began to go to the village school in Marton, and memory grows clear."
MILL = "but now at fourteen I took my father's place as miller, whilst he carried the sacks."
CLAIM = "At seven Ben Weller went to the village school in Marton."


def _verdict(said: str, claim: str) -> str:
    return verdict(said, claim, "Ben Weller")


@pytest.mark.parametrize("said, claim", [
    (SCHOOL, CLAIM),
    (MILL, "At fourteen Ben Weller took his father's place as miller."),
])
def test_an_age_before_his_name_is_supported(said, claim):
    assert _verdict(said, claim) == "supported"


@pytest.mark.parametrize("said, claim", [
    (SCHOOL, "At eight Ben Weller went to the village school in Marton."),
    ("I went seven miles to the village school in Marton.", CLAIM),
    ("At seven my brother Tom went to the village school in Marton, and I stayed at home.", CLAIM),
    ("At seven I did not go to the village school in Marton.", CLAIM),
    ("At seven Tom Hale went to the village school in Marton.", CLAIM),
])
def test_another_count_age_or_boy_is_refused(said, claim):
    """A different age; seven of something else; his brother's or another boy's going; a denial."""
    assert _verdict(said, claim) != "supported"


@pytest.mark.parametrize("said, claim", [
    ("At ten I went to the village school in Marton, where I stayed seven years.", CLAIM),
    ("Seven years later I went to the village school in Marton.", CLAIM),
    ("For seven years I went to the village school in Marton.", CLAIM),
    ("I remained seven years in Marton and at ten went to Hull.", "At seven Ben Weller went to Hull."),
    ("After fourteen years I took my father's place as miller.",
     "At fourteen Ben Weller took his father's place as miller."),
    ("When my son was seven, I went with him to the village school in Marton.", CLAIM),
    ("When my brother was seven years old, I went to the village school in Marton.", CLAIM),
    ("I married Ann Hale, a girl of twenty, in Marton.", "At twenty Ben Weller married Ann Hale in Marton."),
    ("At seven in the morning I went to the village school in Marton.", CLAIM),
])
def test_a_length_of_time_or_another_age_is_no_age_of_his(said, claim):
    """Years he spent, years after, another's age, an hour: none is his age (revzh review of ensupport)."""
    assert _verdict(said, claim) != "supported"


@pytest.mark.parametrize("said, claim", [
    ("I had two Irish servants.", "Ben Weller had two Irish servants."),
    ("I wrote three long books about the sea.", "Ben Weller wrote three long books about the sea."),
    ("At seven years of age I went to the village school in Marton.", CLAIM),
])
def test_a_count_with_an_adjective_or_an_age_in_years_is_supported(said, claim):
    assert _verdict(said, claim) == "supported"
