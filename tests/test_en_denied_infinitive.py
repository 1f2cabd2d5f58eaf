"""A skill whose infinitive carries its own "not" or "never" is none: "I learned not to annoy
myself", "I learned never to trust him" say what he gave up, while "I learned to read" is a skill."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from shiguan.lang.en.read import read_english  # noqa: E402


def _skills(text: str) -> list[str]:
    r = read_english(text, [(0, len(text))], narrator="Ann Alder")
    return [f.value for key, f in r.facts if f.relation == "skill" and key == "Ann Alder"]


def test_an_infinitive_with_not_is_no_skill_but_one_without_is():
    assert _skills("I learned not to annoy myself on this account.") == []
    assert _skills("I learned never to trust him.") == []
    assert _skills("I learned to read at four.") == ["to read at four"]
