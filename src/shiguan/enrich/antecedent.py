"""Whether a "them" has what it stands for in its own sentence: a plural noun before it in its own
clause, or in a clause its own hangs on or is conjoined with ("I drew up the proposals, got them put
into form": the proposals). Only the object a verb acts on: a subject "they" is people acting, and a
plural noun before it does not say who ("I gave up my shop and my tools, and they sent me to
preach": not the tools, but people of the sentence before); one given something or met after a
preposition ("and gave them my sermons", "received letters from them") and a "their" ("in their
house") are mostly people, whom a plural of things before it would wrongly stand for.

A capitalised word before a she, he, they or them clears it only when it names someone (a person,
a body of people, a people: the parser's entities; or a man or woman by a title), not a place ("I
wrote to the elders at Ware, and they answered": Ware does not answer)."""

from __future__ import annotations

from ..lang.en.nlp import load

_OBJECTS = ("dobj", "nsubj")  # "got them put": the parse makes it the subject of "put"
_ACTORS = ("PERSON", "ORG", "NORP")
_PLURALS = ("NNS", "NNPS")
# a clause that hangs on or is conjoined with another: the same telling ("got them put", "and sent them")
_LINKS = ("xcomp", "ccomp", "conj", "dep")  # "dep": the small parser's "…, got them put" after a comma


def stands_in_sentence(sentence: str, start: int) -> bool:
    """Whether the "them" at `start`, an object, follows a plural noun of its own or a linked clause."""
    doc = load()(sentence)
    pronoun = next((t for t in doc if t.idx == start), None)
    if pronoun is None or pronoun.lower_ != "them" or pronoun.dep_ not in _OBJECTS:
        return False
    verb, clauses = _verb(pronoun), set()
    while verb is not None and verb not in clauses:
        clauses.add(verb)
        verb = verb.head if verb.dep_ in _LINKS else None
    return any(t.tag_ in _PLURALS and t.i < pronoun.i and _verb(t) in clauses for t in doc)


def _verb(token):
    """The verb whose clause the token is part of (the sentence's root when none is above it)."""
    while not token.tag_.startswith("VB") and token.head is not token:
        token = token.head
    return token


def actor_before(sentence: str, start: int) -> bool:
    """Whether a person, a body of people or a people is named before `start` (the parser's entities)."""
    return any(e.label_ in _ACTORS and e.end_char <= start for e in load()(sentence).ents)
