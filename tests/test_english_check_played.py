"""Issue 43: `check` does not read a claim's noun from a source that tells it as another's ("a
carpenter's son": his father was the carpenter) or as a part he played ("I played a carpenter").
Invented text throughout."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict


@pytest.mark.parametrize("said", ["There I was a carpenter's son.", "I played a carpenter.",
                                  "In the play I played a carpenter."])
def test_anothers_noun_or_a_part_played_is_not_what_he_was(said):
    assert verdict(said, "Ben Weller was a carpenter.", "Ben Weller") != "supported"


@pytest.mark.parametrize("said, claim", [
    ("There I was a carpenter's son.", "Ben Weller was a carpenter's son."),
    ("I played a carpenter.", "Ben Weller played a carpenter."),
    ("There I was a carpenter.", "Ben Weller was a carpenter."),
])
def test_the_same_shape_in_the_claim_stays_supported(said, claim):
    assert verdict(said, claim, "Ben Weller") == "supported"
