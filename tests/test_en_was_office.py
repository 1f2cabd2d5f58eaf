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


@pytest.mark.parametrize("text", [
    "In our games I was always the teacher, and my sister the pupil.",
    "I was hardly the superintendent in anything but name, for my uncle ruled the mill.",
    "I was always a poor correspondent.",
    "At six I was already a teacher to my younger brothers.",
    "I was an apprentice to sorrow in those years.",
])
def test_a_post_in_play_in_name_or_in_a_manner_is_none(text):
    """A role in a game, a post in name only, a manner of writing letters, a part one plays toward
    one's own, a figure of speech: no post."""
    assert not any(key == "Ann Alder" for key, _ in _posts(text))


def test_a_post_of_an_institution_stays_with_its_words():
    said = _posts("In 1870 I was secretary to the Board of Health.")
    assert any(key == "Ann Alder" and v.startswith("secretary") for key, v in said)
    assert any(key == "Ann Alder" for key, _ in _posts("In my twentieth year I was the editor of the paper."))
