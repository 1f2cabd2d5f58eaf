"""Issue 43: a stay is told by "remained" as well as "stayed" ("I remained in Marton about six
months"), and is no home: it does not make "lived in Marton"; a brother's stay, another man's, a
denied one or one of another length is refused. Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

STAY = "I remained in Marton about six months."
CLAIM = "Ben Weller stayed about six months in Marton."


def _verdict(said: str, claim: str) -> str:
    return verdict(said, claim, "Ben Weller")


def test_remained_tells_his_stay():
    assert _verdict(STAY, CLAIM) == "supported"


@pytest.mark.parametrize("said, claim", [
    (STAY, "Ben Weller lived in Marton."),
    ("My brother remained in Marton about six months.", CLAIM),
    ("Tom Hale remained in Marton about six months, and I went on.", CLAIM),
    ("I never remained in Marton more than a night.", CLAIM),
    ("I remained in Marton about two months.", CLAIM),
    (STAY, "Ben Weller stayed about six months in Hull."),
])
def test_a_home_or_another_stay_is_refused(said, claim):
    """A stay is no home; his brother's, Tom Hale's; a denied stay; two months; another town."""
    assert _verdict(said, claim) != "supported"
