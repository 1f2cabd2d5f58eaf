"""Whom the source's words say a claim's fact of, beyond its verb's subject: a noun derived from the
claim's verb (promote: my promotion; study: a student; marry: my marriage), and a verb acting on him.

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

from ..verbs import infinitive, passive
from .sentences import fold

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_SUFFIXES = ("ion", "ation", "ment", "al", "ance", "ence", "ure", "age", "ant", "ent", "or")
_IRREGULAR = {"sell": "sale", "enter": "entrance", "choose": "choice", "speak": "speech", "fly": "flight",
              "receive": "receipt", "pursue": "pursuit", "admit": "admission", "permit": "permission"}
_MINE = frozenset({"my", "our"})  # his own possessors, where he tells it
_BECOMING = frozenset({"be", "become", "remain", "serve", "act", "work", "continue"})  # I was / became / served as
_RECIPROCAL = frozenset({"marry", "wed"})  # one deed both ways: "I was married to her" is "he married her"
_SELF = frozenset({"myself", "himself", "herself", "ourselves", "themselves"})  # the doer as his own object
_THIRD = frozenset({"he", "she"})  # the one a life told of "he" tells of, as a doer
_THIRD_OBJECTS = frozenset({"him", "her"})  # he, as the object of another's deed, in a life told of "he"


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


def denied_noun(token: Token | None, negation: Callable[[str], bool]) -> bool:
    """Whether the clause a derived noun stands in denies it ("my promotion to the captaincy never
    came", "my election was refused", "no election of mine"): a negation on it or on its verb."""
    if token is None:
        return False
    verb = token
    while verb.pos_ not in ("VERB", "AUX") and verb.head.i != verb.i:
        verb = verb.head
    return any(c.dep_ in ("neg", "det") and negation(c.lower_) for c in token.children) or (
        verb is not token and (any(c.dep_ == "neg" for c in verb.children) or negation(verb.lemma_.lower())))


def received_by_him(claim: Doc, verb: Token | None, said: set[str], titles: frozenset[str],
                    him: frozenset[str]) -> bool:
    """Whether the claim has him receive the verb ("he was promoted to a captaincy": a passive whose
    subject is a name or a pronoun) and the source's `verb` acts on him (its object one of `him`:
    "The death of Colonel Bliss, …, promoted me to the captaincy"): what stands before it is then its
    doer, not another of whom the fact is said. Not when a word of the claim's subject stands in the
    sentence too (`said`, its folded words: "Colonel Bliss was promoted" may be of the doer)."""
    passive = [t for t in claim if t.dep_ == "nsubjpass" and t.pos_ in ("PRON", "PROPN")]
    if not passive or verb is None or verb.pos_ != "VERB" or not any(
            c.dep_ == "dobj" and c.lower_ in him for c in verb.children):
        return False
    return not ({fold(t.text) for t in passive[0].subtree} - titles) & said


def voice_flipped(claim: Doc, verb: Token | None, his: Callable[[Token], bool]) -> bool:
    """Whether the source tells the verb done to him ("I was hired by Captain Hale", "I was sold to
    Captain Hale") where the claim has him do it to someone or something ("he hired Captain Hale",
    "he sold himself"): the other man's deed, not his; or the other way round (_done_to_another).
    Not a claim in the voice of the source, nor one whose subject is another ("Hale sold him to
    Pyne"), nor one with no object ("I was graduated": he graduated), nor a reciprocal verb (marry)."""
    if verb is None or verb.pos_ not in ("VERB", "AUX") or verb.lemma_ in _RECIPROCAL:
        return False
    own = [t for t in claim if t.lemma_ == verb.lemma_ and t.pos_ == "VERB"]
    if not passive(verb):
        return _done_to_another(own, verb, his)
    if not any(c.dep_ == "nsubjpass" and his(c) for c in verb.children):
        return False
    return bool(own) and not any(passive(t) for t in own) and any(
        c.dep_ == "nsubj" and his(c) for t in own for c in t.children) and any(
        c.dep_ in ("dobj", "dative") for t in own for c in t.children)


def _done_to_another(own: list[Token], verb: Token, his: Callable[[Token], bool]) -> bool:
    """Whether the source's active `verb` has an object that is not he ("I buried my brother in
    Salem", "There I buried him"; none of its objects or receivers he: "appointed me colonel",
    "offered the post to me") where the claim has him receive it (`own`, the claim's verbs of its
    lemma: "he was buried in Salem"): the buried is another. A "him" or "her" is another where the
    verb's doer is he ("I buried him"); under another doer it may be he ("the priest baptized him",
    of a life told of "he"), and stays as it was read."""
    if not any(passive(t) and any(c.dep_ == "nsubjpass" and his(c) for c in t.children) for t in own):
        return False
    doer = verb.head if verb.dep_ == "conj" and not any(c.dep_ == "nsubj" for c in verb.children) else verb
    by_him = any(c.dep_ == "nsubj" and (his(c) or c.lower_ in _THIRD) for c in doer.children)
    objects = [c for c in verb.children if c.dep_ in ("dobj", "dative")]  # appointed me colonel: his
    to = [g for c in verb.children if c.dep_ in ("prep", "dative") and c.lower_ == "to" for g in c.children]
    return not any(map(his, objects + to)) and any(c.dep_ == "dobj" and c.lower_ not in _SELF and (
        by_him or c.lower_ not in _THIRD_OBJECTS) for c in objects)


def parsed_subjects(claim: Doc, verb: Token | None) -> list[Token]:
    """The active subjects the parse gives the source's `verb`, for an active claim: its own, or for
    a verb joined to an earlier one, or hung on it (not a to-infinitive, whose doer may be the object
    above: "I got the governor to give", doer.py), without a subject of its own, the earlier one's
    ("I now withdrew from the partnership with Boggs, and, in May, 1860, removed to Galena": mine,
    not Boggs's). None for a passive claim: it has him receive the act, which an active subject
    does not say of him ("I sold Tom and sent him to Galena" is not "he was sent to Galena")."""
    if verb is None or verb.pos_ not in ("VERB", "AUX") or any(t.dep_ == "nsubjpass" for t in claim):
        return []
    subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    while not subjects and verb.dep_ in ("conj", "advcl") and verb.head.pos_ in ("VERB", "AUX") and \
            not infinitive(verb):
        verb = verb.head
        subjects = [c for c in verb.children if c.dep_ in ("nsubj", "nsubjpass")]
    return subjects if all(c.dep_ == "nsubj" for c in subjects) else []
