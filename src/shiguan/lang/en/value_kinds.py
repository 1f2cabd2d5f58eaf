"""Whether a fact's value is a place or an event, by its head: the name of a school in the value
("took part in the interests of the Tuskegee Institute") makes no event, nor a war a place."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .facts import FactRules

PLACE_ENTS = frozenset({"GPE", "LOC", "FAC"})
_NOT_PLACE_ENTS = frozenset({"NORP", "LANGUAGE", "EVENT", "WORK_OF_ART", "LAW"})
_EVENT_ENTS = frozenset({"EVENT", "ORG", "NORP"})  # a place is where an event was, not the event


def a_place(token: Any, rules: FactRules, ents: set[str]) -> bool:
    """Whether a phrase is a place by its head: a place's name, or a noun a place's name qualifies
    (a new cabin in West Virginia, the city of Richmond); not a people, a language or a war (came
    near it in French; the American War), nor people a place qualifies (my relations in Ohio).
    spaCy's small model takes many a village for a person (born in Dunmore): the reader refuses a
    place only when the document names that person elsewhere too."""
    if token.ent_type_ in _NOT_PLACE_ENTS or token.lower_ in rules.event_words | rules.not_places:
        return False
    if token.ent_type_ in PLACE_ENTS or token.tag_ in ("NNP", "NNPS") and token.text[:1].isupper() and not any(
            c.dep_ == "amod" and c.text.islower() for c in token.children):  # the free State: no name
        return True
    return token.pos_ == "NOUN" and token.lower_ not in rules.kin_relation and bool(ents & PLACE_ENTS)


def an_event(token: Any, rules: FactRules) -> bool:
    """Whether a phrase names an event by its head and the words before it (the Mexican War, the
    Seneca Falls Convention, the Anti-Slavery Society's meeting), not by a name in a phrase that
    hangs on it (took part in the interests of the Tuskegee Institute: no event)."""
    own = [t for t in token.subtree if t.i <= token.i]
    return bool({t.ent_type_ for t in own} & _EVENT_ENTS) or any(t.lower_ in rules.event_words for t in own)
