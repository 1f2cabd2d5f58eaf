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
    or of others ("the graves of your sires--God and your native land", "their mothers")."""
    return word is not None and (word.tag_ in ("NNS", "NNPS") or any(
        c.dep_ == "poss" and c.lower_ in _OTHERS_OWN for c in word.children))
