"""A student's entry into a school told by its verb: "I entered the Corliss Institute" says he
studied there, though no word of study stands in the sentence. Only for a claim that he studied
(not that he taught there), only where the school is the entry verb's own object and the claim
names it as a school (its last word a school's kind: institute, college …), and never "as a
teacher" or as anything else; whose verb it is, its negation and mood are the usual checks'."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacy.tokens import Token

    from .atom_match import Match
    from .sentences import Sentence


@dataclass(frozen=True)
class Schooling:
    claims: frozenset[str] = frozenset()  # the claim's lemmas of study: study, attend, student …
    verbs: frozenset[str] = frozenset()  # the source's lemmas of entry: enter, matriculate
    kinds: frozenset[str] = frozenset()  # a school's kind, the last word of its name

    @classmethod
    def from_rules(cls, data: Mapping[str, Any]) -> Schooling:
        return cls(*(frozenset(data.get(key, ())) for key in ("claims", "verbs", "kinds")))

    def entries(self, lemma: str, sentence: Sentence, token_at: Callable[[int], Token | None],
                named: Callable[[], Iterable[Match]]) -> list[int]:
        """Indices of the sentence's verbs of entry into a school the claim names (`named`: where its
        names stand in the sentence), when the claim's word `lemma` says he studied."""
        stems = tuple(v.removesuffix("e") for v in self.verbs)
        ws = sentence.words
        at = [k for k, w in enumerate(ws) if w.norm.startswith(stems)] if lemma in self.claims else []
        spans = [(ws[m.first].start - sentence.start, ws[m.last].end - sentence.start) for m in named()] if at else []
        return [k for k in at if self.entered(token_at(k), spans)]

    def entered(self, verb: Token | None, schools: Iterable[tuple[int, int]]) -> bool:
        """Whether `verb` enters, as its own object, a school standing in one of `schools` (character
        spans in the sentence) and written with its kind ("the Corliss Institute", not "Corliss")."""
        if verb is None or verb.pos_ != "VERB" or verb.lemma_.lower() not in self.verbs:
            return False
        if any(c.dep_ == "prep" and c.lower_ == "as" for c in verb.children):
            return False  # "entered the Institute as a teacher": not as a student
        objects = [c for c in verb.children if c.dep_ == "dobj"] + [
            g for c in verb.children if c.dep_ == "prep" and c.lower_ in ("at", "in") for g in c.children
            if g.dep_ == "pobj"]
        return any(o.lower_ in self.kinds and any(lo <= o.idx < hi for lo, hi in schools) for o in objects)
