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


def test_the_stay_and_its_place_rest_on_one_sentence():
    """The place stands first in a stay of days; the claim's months and place together in the
    later sentence, on which all of it rests (a claim's words stand where its names do)."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    text = "We remained in Marton several days, and I saw the fair. Later I remained in Marton about six months."
    check = ClaimVerifier(about=["Ben Weller"]).check(CLAIM, [Evidence(text, None, 0, len(text))])
    assert check.verdict == "supported"
    assert {f.sentence.text for f in check.facts} == {"Later I remained in Marton about six months."}
    other = "We remained in Marton several days, and I saw the fair. Later I remained in Hull about six months."
    assert ClaimVerifier(about=["Ben Weller"]).check(CLAIM, [Evidence(other, None, 0, len(other))]).facts[0] \
        .sentence.text.startswith("We remained")
