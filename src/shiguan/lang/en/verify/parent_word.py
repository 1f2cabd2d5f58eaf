"""Whether a father or mother word of a source names one parent of his: not a plural nor one of the
reader's or of others ("the graves of your sires--God and your native land", a schoolbook's line;
"Their father, John Weller, kept the inn"), which neither supports nor contradicts a claim of his
parent (atom_match.py); "my father" and "our father" (with his brothers) do."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

_OTHERS_OWN = frozenset({"your", "their", "its", "thy"})


def no_one_parent(word: Token | None) -> bool:
    """Whether a father or mother word names no one parent of his: a plural or one of the reader's
    or of others ("the graves of your sires--God and your native land", "their mothers"), one a
    noun owns or one that owns ("my father's father", "Tom Hale's father", "my wife's father"), or a
    parent by marriage ("my father-in-law", "my step-father")."""
    if word is None:
        return False
    doc = word.doc
    by_marriage = doc[word.i + 1:word.i + 5].text.replace(" ", "").startswith("-in-law") or \
        doc[max(0, word.i - 2):word.i].text.replace(" ", "").lower() == "step-"
    return by_marriage or word.dep_ == "poss" or word.tag_ in ("NNS", "NNPS") or any(
        c.dep_ == "poss" and (c.lower_ in _OTHERS_OWN or c.pos_ in ("NOUN", "PROPN")) for c in word.children)
