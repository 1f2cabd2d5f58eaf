"""Whom the source's words say a claim's fact of, beyond its verb's subject: a noun derived from the
claim's verb (promote: my promotion; study: a student; marry: my marriage).

A noun carries no subject of its own, so it says the verb's fact of him only where the parse ties
it to him: his possessor ("my promotion to the captaincy", "Weller's election"), or the noun as
what his verb makes him ("I was a student at Corliss", "I became a resident of Lowell", "I served
as president"). "The election of my brother", "a student at Corliss" about another, say nothing
of him; nor does "my sale of the farm", where he did it to another. The forms come from English
derivational suffixes (-ion, -ation, -ment, -al, -ance, -ure, -age, -ant, -ent, -or) on the verb's
stem, with the few common irregular pairs; over-generating is harmless, only a real word of the
sentence that the parse makes a noun is read.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from spacy.tokens import Token

_SUFFIXES = ("ion", "ation", "ment", "al", "ance", "ence", "ure", "age", "ant", "ent", "or")
_IRREGULAR = {"sell": "sale", "enter": "entrance", "choose": "choice", "speak": "speech", "fly": "flight",
              "receive": "receipt", "pursue": "pursuit", "admit": "admission", "permit": "permission"}
_MINE = frozenset({"my", "our"})  # his own possessors, where he tells it
_BECOMING = frozenset({"be", "become", "remain", "serve", "act", "work", "continue"})  # I was / became / served as


@lru_cache(maxsize=512)
def derivations(lemma: str) -> frozenset[str]:
    """Nouns a verb's lemma may be said by, with their plurals: promote, promotion; marry,
    marriage; study, student; sell, sale."""
    if not lemma.isalpha() or len(lemma) < 3:
        return frozenset()
    stems = {lemma}
    if lemma.endswith("e"):
        stems.add(lemma[:-1])  # promote: promot-ion
    if lemma.endswith("y"):
        stems |= {lemma[:-1], lemma[:-1] + "i"}  # study: stud-ent; marry: marri-age
    nouns = {s + x for s in stems for x in _SUFFIXES} | {lemma + "ment"}
    if lemma in _IRREGULAR:
        nouns.add(_IRREGULAR[lemma])
    return frozenset(nouns | {n + "s" for n in nouns})


def his_noun(token: Token | None, his: Callable[[Token], bool]) -> bool:
    """Whether a derived noun is said of him (see the module's docstring): his possessor, or the
    attribute, or "as" object, of a verb of being whose subject is he."""
    if token is None or token.pos_ != "NOUN":
        return False
    if any(c.dep_ == "poss" and (c.lower_ in _MINE or his(c)) for c in token.children):
        # "my sale of the farm": the possessor did it to what "of" names, it was not done to him
        return not any(c.dep_ == "prep" and c.lower_ == "of" for c in token.children)
    verb = token.head
    if token.dep_ == "pobj" and verb.lower_ == "as":
        verb = verb.head
    elif token.dep_ not in ("attr", "oprd", "acomp"):
        return False
    if verb.lemma_.lower() not in _BECOMING:
        return False
    return any(c.dep_ in ("nsubj", "nsubjpass") and his(c) for c in verb.children)

