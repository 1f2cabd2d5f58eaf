"""A "he" or "she" whose kinsman the sentence before introduces: "My father came to Dunmore in
1800. He was the rector of the parish." The rector is the father; where the narrator tells his
own life as "I", the "he" right after "my father" is never he, so the source says it of someone
else, though nothing in the sentence itself names another."""

from __future__ import annotations

from .parsed import parse, token_at
from .sentences import Sentence, sentence_spans
from .value_mood import clause_verb

_SUBJECTS = ("nsubj", "nsubjpass")
_THIRD = frozenset({"he", "she"})
_MINE = frozenset({"my", "our"})


def kinsman_before(sentence: Sentence, k: int, kin: frozenset[str]) -> bool:
    """Whether word `k`'s clause has "he" or "she" for its subject and the sentence before it, in
    the same evidence, has the narrator's kinsman for the subject of its main verb ("My father",
    "My eldest brother", "Our mother")."""
    verb = clause_verb(token_at(sentence, k))
    if verb is None or not any(c.dep_ in _SUBJECTS and c.lower_ in _THIRD for c in verb.children):
        return False
    e = sentence.evidence
    spans = sentence_spans(e.text[:sentence.start - e.start])
    if not spans:
        return False
    before = parse(e.text[spans[-1][0]:spans[-1][1]])
    return any(s.dep_ in _SUBJECTS and s.lower_ in kin and any(
        c.dep_ == "poss" and c.lower_ in _MINE for c in s.children)
        for root in (t for t in before if t.dep_ == "ROOT") for s in root.children)
