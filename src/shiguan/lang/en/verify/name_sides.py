"""Whether a name stands on the other side of its verb in the source than in the claim: "Hale
appointed me colonel" is no "he appointed Hale colonel" (nor "I appointed Hale" a "Hale appointed
him"). A name's side is read from the parse of each: its subject or agent does the deed, its object,
receiver or passive subject has it done to him (through a compound: "appointed Hale colonel"). A
deed that is the same both ways ("Jane Hale married me", "Hale met me") has no sides."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .atoms import NAME
from .parsed import parse

if TYPE_CHECKING:
    from spacy.tokens import Token

    from .atoms import Atom, ClaimReading

_DOER, _DONE_TO = "doer", "done to"
_RECEIVING = frozenset({"dobj", "dative", "iobj", "nsubjpass", "oprd"})
_MUTUAL = frozenset({"marry", "wed", "meet", "encounter", "fight", "battle", "face", "resemble", "join"})


def side(token: Token | None) -> str:
    """Whether the name at `token` does its verb's deed or has it done to him; "" when neither."""
    while token is not None and token.dep_ in ("compound", "flat") and token.head.i != token.i:
        token = token.head
    if token is None:
        return ""
    if token.dep_ == "nsubj" or token.dep_ == "pobj" and token.head.dep_ == "agent":
        return _DOER
    return _DONE_TO if token.dep_ in _RECEIVING else ""


def swapped(claim: ClaimReading, atom: Atom, source: Token | None) -> bool:
    """Whether the claim's name `atom` and the source's same name (at `source`) stand on opposite
    sides of the verb; never for a deed that is the same both ways."""
    if atom.kind != NAME or atom.lemma in _MUTUAL:
        return False
    mine = next((t for t in reversed(parse(claim.text)) if atom.start <= t.idx < atom.end), None)
    return bool((this := side(mine)) and (that := side(source)) and this != that)
