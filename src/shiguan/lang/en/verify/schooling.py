"""A student's entry into a school told by its verb: "I entered the Corliss Institute" says he
studied there, though no word of study stands in the sentence. Only for a claim that he studied
(not that he taught there), only where the school is the entry verb's own object and the claim
names it as a school (its last word a school's kind: institute, college …), and only a bare entry
(its doer, tense and a date: never "as a teacher", "to teach", "my son at …"); whose verb it is, its
negation and mood are the usual checks, done on the verb of entry."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .deed_mood import done_so

if TYPE_CHECKING:
    from collections.abc import Callable

    from spacy.tokens import Token

    from ..facts import FactRules
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
                named: Callable[[], Iterable[Match]], rules: FactRules) -> list[int]:
        """Indices of the sentence's verbs of entry into a school the claim names (`named`: where its
        names stand in the sentence), when the claim's word `lemma` says he studied and the verb tells
        it done (facts.done_so: not "I would have entered", whose mood the claim's other verb never meets)."""
        stems = tuple(v.removesuffix("e") for v in self.verbs)
        ws = sentence.words
        at = [k for k, w in enumerate(ws) if w.norm.startswith(stems)] if lemma in self.claims else []
        spans = [(ws[m.first].start - sentence.start, ws[m.last].end - sentence.start) for m in named()] if at else []
        return [k for k in at if self.entered(verb := token_at(k), spans) and done_so(verb, rules)]

    def entered(self, verb: Token | None, schools: Iterable[tuple[int, int]]) -> bool:
        """Whether `verb` enters, as its own object, a school standing in one of `schools` (character
        spans in the sentence) and written with its kind ("the Corliss Institute", not "Corliss")."""
        if verb is None or verb.pos_ != "VERB" or verb.lemma_.lower() not in self.verbs:
            return False
        direct = [c for c in verb.children if c.dep_ in ("dobj", "dative")]
        places = [g for c in verb.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pobj"]
        objects = direct or [g for g in places if g.head.lower_ in ("at", "in")]  # not "entered my son at …"
        if not all(c.dep_ in _BARE for c in verb.children) or any(
                g not in objects and g.ent_type_ not in ("DATE", "GPE", "LOC") for g in places):
            return False  # only a bare entry: not "as a teacher", "to teach", "at the head of my men", "and burned it"
        return any(o.lower_ in self.kinds and any(lo <= o.idx < hi for lo, hi in schools) and not any(
            c.dep_ in ("relcl", "acl", "appos") for c in o.children) for o in objects)  # not ", where I taught"


# what a bare entry holds besides the school: its doer, tense, a time or place and the comma
_BARE = frozenset({"nsubj", "aux", "dobj", "prep", "advmod", "punct"})
