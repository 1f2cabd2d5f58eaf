"""A parent described is no parent's calling: "my father was so distinctly the dominant influence",
"my father was only a man" say what he was to the narrator, not his work; "my father was a member of
the state senate", "my father was a schoolmaster", "my father was a business man" do."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from english_store import narrator_values  # noqa: E402


def _callings(text: str) -> list[str]:
    return narrator_values(text, "calling")


@pytest.mark.parametrize("text", [
    "Because my father was so distinctly the dominant influence, I cannot write of myself without him.",
    "I was a little afraid of my father, but then he played with us; and besides, my father was only a man.",
    "My father was merely a dreamer of great plans.",
    "My mother was quite the most patient woman in the county.",
])
def test_a_parent_described_has_no_calling(text):
    assert _callings(text) == [], _callings(text)


@pytest.mark.parametrize("text, value", [
    ("My father was a member of the state senate for sixteen years.", "member of the state senate"),
    ("I was born in Dover. My father was a schoolmaster.", "schoolmaster"),
    ("My father was a business man of the town.", "business man"),
    ("I was born in Dover, the son of a very poor weaver.", "weaver"),
])
def test_a_parents_work_is_still_his_calling(text, value):
    assert any(value in v for v in _callings(text)), _callings(text)

