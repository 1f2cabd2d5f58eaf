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
