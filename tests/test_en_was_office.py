"""A post told with "was" and the noun of an office of work, no verb of appointment: "I was then
book-keeper in the cloth-room of the mills", "in two weeks I was the editor of the paper". Read of
the narrator's own "I" only: "He was a schoolmaster, too" after "my father" is the father's, and
"I was a stranger", "I was not the editor", "I wished that I was the editor" are no post."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from shiguan.lang.en.read import read_english  # noqa: E402


def _posts(text: str) -> list[tuple[str, str]]:
    r = read_english(text, [(0, len(text))], narrator="Ann Alder")
    return [(key, f.value) for key, f in r.facts if f.relation == "position"]


_NO_POST = ("My father had set his heart on my studying. He was a schoolmaster, too.",
            "I was a stranger in the town, and I was not the editor of the paper.",
            "I wished that I was the editor of the paper.",
            "I was his assistant for two years.")


@pytest.mark.parametrize("text, value", [
    ("I was then book-keeper in the cloth-room of the Dunmore Mills.", "book-keeper"),
    ("In two weeks I was the editor of the paper.", "editor of the paper"),
])
def test_was_and_an_office_noun_is_his_post_but_not_his_fathers_nor_a_wish(text, value):
    assert ("Ann Alder", value) in _posts(text)
    for other in _NO_POST:
        assert not any(key == "Ann Alder" for key, _ in _posts(other)), other
