"""What a "there" beside a verb of going, entering or attending stands for: the value the same
pattern read just before (my sisters attended the seminary at Rockford; I entered there at
seventeen), unless the verb has an object of its own or a place is named in between."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .phrases import phrase
from .verbs import form, walk

_PLACES = frozenset({"GPE", "LOC"})
_OWN_OBJECT_PREPS = frozenset({"as", "into", "upon", "on", "to"})  # entered there as a clerk, into partnership


def antecedent(verb: Any, pattern: Any, titles: frozenset[str], fits: Callable[[Any], bool]) -> list[Any]:
    """The value "there" stands for: the nearest one the same pattern reads before the verb (`fits` it), in
    its sentence or the one before, whether or not that was done (it was arranged that I should go
    to the Wright-Humason School … I went there in October, 1894); none if a place is named after it
    (we removed to Hull), or if the nearest such verb of a pattern with value words named a place
    and no school (the meeting at Rockford; not "I went to bed")."""
    sent = verb.sent
    before = verb.doc[sent.start - 1].sent if sent.start > 0 else None
    tokens = ([*before] if before is not None else []) + [t for t in sent if t.i < verb.i]
    for t in reversed(tokens):
        if form(t) in pattern.trigger:
            walked = [v for path in pattern.value for v in walk(t, path)]
            words = [w for v in walked for w in v.doc[slice(*phrase(v, titles))]]
            if pattern.value_words and not any(w.lower_ in pattern.value_words for w in words) \
                    and any(_a_place(w) for w in words):
                return []
            found = [v for v in walked if fits(v)]
            if found:
                between = verb.doc[phrase(found[0], titles)[1]:verb.i]  # not where that verb went (go … in Leith)
                return [] if any(_a_place(w) and w.head.head.i != t.i for w in between) else found[:1]
    return []


def has_object(verb: Any) -> bool:
    """Whether a verb enters or attends something of its own, so that a "there" beside it is where,
    not what (I entered there the employ of a milliner; I entered there as a teacher, into
    partnership; I was admitted there to the bar)."""
    return any(c.dep_ in ("dobj", "attr", "oprd") or c.dep_ == "prep" and c.lower_ in _OWN_OBJECT_PREPS
               for c in verb.children)


def _a_place(word: Any) -> bool:
    """A word of a place's name: a place, or a proper name after a preposition (to Hull, at Perth: the
    small model tags a town as a person as often as a place)."""
    return word.ent_type_ in _PLACES or word.pos_ == "PROPN" and word.dep_ == "pobj"
