"""Issue 43, the last red team's shapes `check` still supported: an office and the body it names
found in two sentences ("Lady Principal" here, "Ware Academy" there); a deed hung on a noun of wish
or proposal ("the temptation to enter public life"); a name on the other side of the verb ("Hale
appointed me" for "he appointed Hale"). Beside each, the nearest true claim stays supported.
Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

ACADEMY = ("My wife was made Lady Principal of the school in 1880. I had then been teaching at Ware Academy "
           "for two years.")
APPOINTED = "In 1861 Governor Hale appointed me colonel of the regiment."


def _verdict(said: str, claim: str, people: tuple[str, ...] = ()) -> str:
    return verdict(said, claim, "Ben Weller", people)


def test_an_office_and_its_body_stand_in_one_sentence():
    assert _verdict(ACADEMY, "Ben Weller was Principal of Ware Academy.") != "supported"
    assert _verdict(ACADEMY, "Ben Weller taught at Ware Academy.") == "supported"
    assert _verdict("In 1880 I was Principal of Ware Academy.", "Ben Weller was Principal of Ware Academy.") \
        == "supported"


@pytest.mark.parametrize("said, claim", [
    ("The temptation to enter public life was strong, but I was kept from it by my duties.",
     "Ben Weller entered public life."),
    ("I had an invitation to visit Boston, but I declined it.", "Ben Weller visited Boston."),
    ("My intention to study law came to nothing.", "Ben Weller studied law."),
    ("The offer to take the mill and run it was refused.", "Ben Weller ran the mill."),
])
def test_a_deed_hung_on_a_wish_or_an_offer_is_no_deed(said, claim):
    assert _verdict(said, claim) != "supported"


@pytest.mark.parametrize("said, claim", [
    ("In 1850 I entered public life.", "Ben Weller entered public life."),
    ("In 1850 I visited Boston to see my uncle.", "Ben Weller visited Boston."),
    ("I accepted an invitation to visit Boston.", "Ben Weller accepted an invitation to visit Boston."),
])
def test_the_deed_told_as_done_stays_supported(said, claim):
    assert _verdict(said, claim) == "supported"


def test_a_name_on_the_other_side_of_the_verb_is_refused():
    """"Hale appointed me": Hale did it to him, not he to Hale; the claim read the right way round,
    and the source that has him do it, stay supported."""
    assert _verdict(APPOINTED, "Ben Weller appointed Hale colonel of the regiment.", ("Hale",)) != "supported"
    assert _verdict(APPOINTED, "Hale appointed Ben Weller colonel of the regiment.", ("Hale",)) == "supported"
    assert _verdict("In 1861 I appointed Hale colonel of the regiment.",
                    "Ben Weller appointed Hale colonel of the regiment.", ("Hale",)) == "supported"
    assert _verdict("Hale, whom I had appointed colonel, led the charge.", "Ben Weller appointed Hale colonel.",
                    ("Hale",)) == "supported"  # Hale the subject of another verb


def test_a_deed_the_same_both_ways_has_no_sides():
    assert _verdict("In 1850 Jane Hale married me at Ware.", "Ben Weller married Jane Hale.", ("Jane", "Hale")) \
        == "supported"
