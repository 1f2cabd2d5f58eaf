"""Whether a name stands on the other side of its verb in the source than in the claim: "Hale
appointed me colonel" is no "he appointed Hale colonel" (nor "I appointed Hale" a "Hale appointed
him"). A name's side is read from the parse of each: its subject or agent does the deed, its object,
receiver or passive subject has it done to him (through a compound: "appointed Hale colonel"). A
deed that is the same both ways ("Jane Hale married me", "Hale met me") has no sides."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .atoms import NAME
from .parsed import parse, token_at

if TYPE_CHECKING:
    from spacy.tokens import Token

    from .atoms import Atom, ClaimReading
    from .sentences import Sentence

_DOER, _DONE_TO = "doer", "done to"
_RECEIVING = frozenset({"dobj", "dative", "iobj", "nsubjpass", "oprd"})
_MUTUAL = frozenset({"marry", "wed", "meet", "encounter", "fight", "battle", "face", "resemble", "join"})


def side(token: Token | None, verb: Token | None) -> str:
    """Whether the name at `token` does `verb`'s deed or has it done to him; "" when neither, or
    when it stands to another verb ("Hale, whom I appointed, led the charge": Hale leads)."""
    while token is not None and token.dep_ in ("compound", "flat") and token.head.i != token.i:
        token = token.head
    if token is None or verb is None:
        return ""
    if token.dep_ == "pobj" and token.head.dep_ == "agent":
        return _DOER if token.head.head.i == verb.i else ""
    if token.head.i != verb.i:
        return ""
    return _DOER if token.dep_ == "nsubj" else _DONE_TO if token.dep_ in _RECEIVING else ""


def swapped(claim: ClaimReading, atom: Atom, sentence: Sentence, at: tuple[int, int]) -> bool:
    """Whether the claim's name `atom` and the sentence's same name stand on opposite sides of
    their verb (`at`: the words of the name's last word and of the verb); never for a deed that is
    the same both ways."""
    if atom.kind != NAME or atom.lemma in _MUTUAL:
        return False
    source, verb = (token_at(sentence, k) for k in at)
    doc = parse(claim.text)
    mine = next((t for t in reversed(doc) if atom.start <= t.idx < atom.end), None)
    own = next((t for t in doc if t.lemma_.lower() == atom.lemma and t.pos_ in ("VERB", "AUX")), None)
    return bool((this := side(mine, own)) and (that := side(source, verb)) and this != that)
