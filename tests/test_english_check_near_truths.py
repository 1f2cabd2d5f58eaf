"""Issue 43: `check` refuses the near-truths a reader would try (bench/memoirs/adversarial.toml):
a length of time or an age changed ("for seven years" from "for five years"), which no atom holds;
what "to be" says of another man by name in the narrator's sentence ("… over which Hale was
superintendent"); a claim whose words the source tells mostly under a supposition ("I supposed
he owned …") though its first word is told. Beside each, the nearest true claim stays supported.
Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

FASTED = "I fasted and prayed at the chapel of Ware for five years."
SCHOOL = "I was put to the parish school at nine years of age."
MILL = "I kept the mill with my brother for twenty-two years."
UNCLE = "My uncle was a magistrate of the county, and I supposed he owned the whole valley of the river."


def _verdict(said: str, claim: str) -> str:
    return verdict(said, claim, "Ben Weller")


@pytest.mark.parametrize("said, claim", [
    (FASTED, "Ben Weller fasted and prayed at the chapel of Ware for seven years."),
    (SCHOOL, "Ben Weller was put to the parish school at eleven years of age."),
    (MILL, "Ben Weller kept the mill with his brother for twenty years."),
])
def test_a_changed_length_of_time_or_age_is_refused(said, claim):
    """The claim's count is what it says: three words of four held do not make "seven years"."""
    assert _verdict(said, claim) != "supported"


@pytest.mark.parametrize("said, claim", [
    (FASTED, "Ben Weller fasted and prayed at the chapel of Ware for five years."),
    (SCHOOL, "Ben Weller was put to the parish school at 9 years of age."),
    (MILL, "Ben Weller kept the mill with his brother for twenty-two years."),
    (SCHOOL, "Ben Weller was put to the parish school."),
])
def test_the_same_count_or_none_stays_supported(said, claim):
    assert _verdict(said, claim) == "supported"


def test_a_supposition_after_a_told_clause_is_no_fact():
    """"I supposed he owned the valley": the boy's belief, not his uncle's estate; the told clause
    before it still says what it says."""
    assert _verdict(UNCLE, "Ben Weller's uncle owned the whole valley of the river.") != "supported"
    assert _verdict(UNCLE, "Ben Weller's uncle was a magistrate of the county.") == "supported"


CANAL = ("In 1820 I was employed repairing the canal at Ware, on that section over which William Hale was "
         "superintendent.")


def test_what_to_be_says_of_another_man_is_his():
    """"… over which William Hale was superintendent": Hale's office, in the narrator's sentence;
    the narrator's own employment there, and his own office told of him, stay supported."""
    assert _verdict(CANAL, "Ben Weller was superintendent of a section of the canal at Ware.") != "supported"
    assert _verdict(CANAL, "Ben Weller was employed repairing the canal at Ware.") == "supported"
    assert _verdict("In 1820 I was superintendent of a section of the canal at Ware.",
                    "Ben Weller was superintendent of a section of the canal at Ware.") == "supported"
