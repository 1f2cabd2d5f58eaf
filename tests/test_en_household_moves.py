"""Where the narrator's household went is where he went: "My father moved us to Boston", "Our family
moved to Boston" ("took me to" is as often a visit: took me to his house at Hull for supper). Not
another household's (my uncle's family, my wife's folks), not a "we" or "us" the sentence leaves
him out of, nor a move denied, supposed or bidden."""

from __future__ import annotations

import pytest

pytest.importorskip("spacy")

from english_store import narrator_values  # noqa: E402


def _places(text: str) -> list[str]:
    return narrator_values(text, "residence")


@pytest.mark.parametrize("text", [
    "I was born in Dover. In 1860 my father moved us all to Boston.",
    "I was born in Dover. My father sent us to Boston in 1860.",
    "I was born in Dover. In 1860 our family moved to Boston.",
    "I was born in Dover. My family removed to Boston when I was six.",
    "I was born in Dover. Our family moved to Boston soon after I was born.",
])
def test_his_household_moved_so_he_did(text):
    assert "Boston" in _places(text), _places(text)


@pytest.mark.parametrize("text", [
    # another household, another man's "us"
    "I was born in Dover. In 1860 my uncle's family moved to Boston.",
    "I was born in Dover. My wife's family moved to Boston.",
    "I was born in Dover. Their family moved to Boston.",
    "I was born in Dover. The Hale family moved to Boston.",
    # left out, gone apart, denied, supposed, bidden
    "I was born in Dover. My family moved to Boston after I had gone to sea.",
    "I was born in Dover. While I was at school in Perth, our family removed to Boston.",
    "I was born in Dover. My father sent us all but me to Boston.",
    "I was born in Dover. My father never took me to Boston.",
    "I was born in Dover. Our family would have moved to Boston had the war not come.",
    "I was born in Dover. My father wished to take me to Boston.",
    "I was born in Dover. My uncle sent us a letter from Boston.",
    # in another's quoted words
    'I was born in Dover. "My family moved to Boston," said Mr. Hale.',
])
def test_no_move_of_his_for_another_household_or_a_move_not_made(text):
    assert "Boston" not in _places(text), _places(text)


@pytest.mark.parametrize("text", [
    # before he was born, while he was away
    "My family had lived in Boston for many years before I was born, and returned to Dover in 1840.",
    "I was born in Dover. Our family had moved to Boston long before I was born.",
    "I was born in Dover. My family lived in Boston while I was away.",
    "I was born in Dover. My family was sent to Boston when I was a prisoner.",
    # a visit
    "I was born in Dover. Tom Hale took me to his house at Boston for supper.",
    "I was born in Dover. My father took us to church at Boston every Sunday.",
])
def test_no_home_of_his_before_his_birth_while_apart_or_on_a_visit(text):
    """Review of enfacts (reven25): each gave him Boston as a residence."""
    assert "Boston" not in _places(text), _places(text)
