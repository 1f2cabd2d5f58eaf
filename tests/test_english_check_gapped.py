"""Issue 43: a deed of two told once, its verb left out for him ("my sister was apprenticed to a
dressmaker and I to a milliner"): what stands after "and I" with the verb's own preposition is his,
what stands before it stays hers; a gapped "my brother" is his brother's; a denied or hoped deed is
none. Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

GAPPED = "So my sister was apprenticed to a dressmaker and I to a milliner."


def _verdict(said: str, claim: str) -> str:
    return verdict(said, claim, "Ben Weller")


def test_the_deed_after_and_i_is_his():
    assert _verdict(GAPPED, "Ben Weller was apprenticed to a milliner.") == "supported"


@pytest.mark.parametrize("said, claim", [
    (GAPPED, "Ben Weller was apprenticed to a dressmaker."),
    ("So I was apprenticed to a dressmaker and my brother to a milliner.", "Ben Weller was apprenticed to a milliner."),
    ("So my sister was not apprenticed to a dressmaker and I to a milliner.",
     "Ben Weller was apprenticed to a milliner."),
    ("So my sister hoped to be apprenticed to a dressmaker and I to a milliner.",
     "Ben Weller was apprenticed to a milliner."),
    ("So my sister was apprenticed to a dressmaker and I went to a milliner.",
     "Ben Weller was apprenticed to a milliner."),
])
def test_hers_his_brother_s_a_denied_or_hoped_deed_is_refused(said, claim):
    """Her dressmaker; his brother's milliner; a denial or a hope over both; a verb of his own."""
    assert _verdict(said, claim) != "supported"


@pytest.mark.parametrize("said, claim", [
    ("I remained in Hull about six months, and Tom Hale in Marton.", "Ben Weller stayed about six months in Marton."),
    ("I remained at Hull, and my brother at Marton.", "Ben Weller stayed at Marton."),
    ("I stayed at Hull, and my brother at Marton.", "Ben Weller stayed at Marton."),
    ("I was born in Marton, and my brother in Hull in 1850.", "Ben Weller was born in Hull."),
])
def test_a_place_after_another_gapped_subject_is_not_his(said, claim):
    """A stay, a residence or a birth told once for two: the place after "and my brother" is his
    brother's (review of ensupport, reven25)."""
    assert _verdict(said, claim) != "supported"


def test_his_own_place_before_the_gap_is_still_his():
    said = "I remained in Hull about six months, and Tom Hale in Marton."
    assert _verdict(said, "Ben Weller stayed about six months in Hull.") == "supported"
