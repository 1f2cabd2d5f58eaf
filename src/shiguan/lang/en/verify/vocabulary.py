"""The English claim Verifier's words, from data/en_verify.toml: which words state one predicate,
which predicates have a single true value, and the negations, conditions, titles and kin words it
reads by."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

from ....rules import load_rules
from ..nlp import lemma, load
from .schooling import Schooling
from .teaching import Teaching

if TYPE_CHECKING:
    from .sentences import Word

# Governing words too general to say what a fact is ("he was in Boston", "he had a farm").
LIGHT_VERBS = frozenset({"be", "have", "do", "get"})


def inflections(word: str) -> set[str]:
    """A word with its regular inflections (over-generating does no harm: only real words are looked up)."""
    forms = {word, word + "s", word + "es", word + "ed", word + "ing", word + "d"}
    if word.endswith("e"):
        forms |= {word[:-1] + "ing", word + "r", word + "rs"}
    if word.endswith("y"):
        forms |= {word[:-1] + "ies", word[:-1] + "ied"}
    if len(word) > 2 and word[-1] not in "aeiouwy":
        forms |= {word + word[-1] + "ed", word + word[-1] + "ing"}  # stopped, modelled
    return forms | {word + "er", word + "ers"}


def counts(unit: str, word: str) -> bool:
    """Whether an evidence word (folded) is the noun a claim's number counts, `unit` being its
    lemma: an inflection, or a plural the lemmatizer knows ("five children" counts child)."""
    return word in inflections(unit) or _lemma_of(word) == unit


@cache
def _lemma_of(word: str) -> str:
    return lemma(load()(word)[0]) if word else ""


@dataclass(frozen=True)
class Vocabulary:
    groups: dict[str, frozenset[str]]  # predicate group -> every form of its words
    single: frozenset[str]  # groups with one true value
    negations: frozenset[str]  # with their inflections: refused, denies
    titles: frozenset[str]
    kin: frozenset[str]
    conditions: frozenset[str]  # if, unless …: what follows is supposed, not said
    schooling: Schooling = Schooling()  # "I entered the Corliss Institute": he studied there
    teaching: Teaching = Teaching()  # "I taught at X" says no study there, "I studied at X" no teaching
    not_stated: frozenset[str] = frozenset()  # "by birth": a predicate's word with the one before it
    short_places: dict[tuple[str, ...], tuple[tuple[str, ...], ...]] = field(default_factory=dict)  # N. Y.

    @classmethod
    def load(cls, project_dir: Path | None = None) -> Vocabulary:
        data = load_rules("en_verify.toml", project_dir)
        groups = {name: frozenset(f for w in g["words"] for f in inflections(w))
                  for name, g in data["predicates"].items()}
        negations = frozenset(f for n in data["negations"] for f in (inflections(n) if len(n) > 3 else {n}))
        return cls(groups, frozenset(n for n, g in data["predicates"].items() if g.get("single")),
                   negations, frozenset(data["titles"]), frozenset(data["kin"]), frozenset(data["conditions"]),
                   Schooling.from_rules(data.get("schooling", {})), Teaching.from_rules(data.get("teaching", {})),
                   frozenset(data.get("not_stated", ())),
                   {tuple(k.split()): tuple(tuple(f.split()) for f in v)
                    for k, v in data.get("short_places", {}).items()})

    def predicate_forms(self, *words: str) -> tuple[frozenset[str], str]:
        """The forms that state what `words` (a lemma and the word as written) state, and the
        group's name ("" when no group holds them: then their own inflections)."""
        for name, forms in self.groups.items():
            if any(w in forms for w in words):
                return forms, name
        return frozenset(f for w in words for f in inflections(w)), ""

    def states(self, ws: Sequence[Word], i: int) -> bool:
        """Whether the word `i` of a sentence's words states its predicate: not "by birth" (not_stated)."""
        return not (i and f"{ws[i - 1].norm} {ws[i].norm}" in self.not_stated)

    def negation(self, norm: str) -> bool:
        return norm in self.negations or norm.endswith(("n't", "'nt"))  # had'nt, the older spelling
