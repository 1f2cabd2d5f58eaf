"""Issue 43: `check` does not read his active deed to another ("I buried my brother in Salem") as
the same deed done to him ("he was buried in Salem"): the buried, killed, baptized is the object,
not the doer. Invented text throughout."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict


@pytest.mark.parametrize("said, claim", [
    ("I buried my brother in Salem.", "Ben Weller was buried in Salem."),
    ("In Salem I buried him.", "Ben Weller was buried in Salem."),
    ("In 1820 I killed a bear.", "Ben Weller was killed in 1820."),
    ("In 1820 I baptized the child in Salem.", "Ben Weller was baptized in Salem."),
    ("In 1820 I educated my sons at Harvard.", "Ben Weller was educated at Harvard."),
])
def test_his_deed_to_another_is_not_done_to_him(said, claim):
    assert verdict(said, claim, "Ben Weller") != "supported"


@pytest.mark.parametrize("said, claim", [
    ("I was buried in Salem.", "Ben Weller was buried in Salem."),
    ("The priest baptized me in Salem.", "Ben Weller was baptized in Salem."),
    ("I buried my brother in Salem.", "Ben Weller buried his brother in Salem."),
    ("I married her in Salem.", "Ben Weller was married in Salem."),  # one deed both ways
])
def test_what_is_done_to_him_or_by_him_stays_his(said, claim):
    assert verdict(said, claim, "Ben Weller") == "supported"


def test_an_office_given_to_him_stays_his():
    """"appointed me colonel", "offered the post to me": the object is the office, he receives it."""
    assert verdict("In 1817 the governor appointed me colonel of the regiment.",
                   "In 1817 Ben Weller was appointed colonel of the regiment.", "Ben Weller") == "supported"
    assert verdict("In 1817 I appointed Tom Hale colonel of the regiment.",
                   "In 1817 Ben Weller was appointed colonel of the regiment.", "Ben Weller") != "supported"
    assert verdict("Colonel Hale sent for me. He offered the post of adjutant to me.",
                   "Ben Weller was offered the post of adjutant.", "Ben Weller") == "supported"
