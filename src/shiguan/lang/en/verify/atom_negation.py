"""Which of a claim's atoms its negation denies: those in the clause of the denying word or in a
clause under it ("he did not go to Boston", "he refused to go to Boston"), not those of another
clause beside it ("In 1736 he lost a son, and regretted not having had him inoculated" denies the
inoculation, not the loss; "he went to Boston and did not stay" denies only the stay)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token


def denied_atoms(doc: Doc, spans: Sequence[tuple[int, int]], denies: Sequence[bool]) -> list[bool]:
    """For each atom (`spans`: its character offsets in the parsed claim), whether a denying token
    (`denies`, by token) stands in its clause or in a clause above it."""
    clauses = [_clause(t) for t, d in zip(doc, denies) if d]
    found = []
    for start, end in spans:
        span = doc.char_span(start, end, alignment_mode="expand")
        if span is None:
            found.append(bool(clauses))  # not located: the whole claim's negation, as before
            continue
        own = _clause(span.root)
        found.append(any(c.i == own.i or c.is_ancestor(own) for c in clauses))
    return found


def _clause(token: Token) -> Token:
    """The verb of the clause a token stands in: itself or the first verb above it (the root if none),
    over auxiliaries ("did not, in 1840, move": the parse may hang the "not" on "did")."""
    while (token.pos_ not in ("VERB", "AUX") or token.dep_ in ("aux", "auxpass")) and token.head.i != token.i:
        token = token.head
    return token
