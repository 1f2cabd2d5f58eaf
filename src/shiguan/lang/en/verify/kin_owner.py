"""Whose parent a claim's "son of", "daughter of" or "mother of" names: a claim may give another
person's parents on its way ("his mother was Ruth Hale, the daughter of Enoch Hale"; "Miss Read,
daughter of the Mr. Read …"; "it became the mother of the Fife libraries"). Such a name is no
parent of his, so his stored father or mother does not contradict it (single.py)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence, Set
from typing import TYPE_CHECKING

from .claims import AtomCheck
from .parsed import parse_as_read
from .sentences import fold, words
from .vocabulary import Vocabulary

if TYPE_CHECKING:
    from spacy.tokens import Token

_OTHERS = frozenset({"it", "its"})  # not "they": they may be he and his brother
_WITHIN = frozenset({"pobj", "prep", "conj", "compound", "flat", "cc", "amod", "nmod", "appos"})


def his_parents(claim: str, facts: Sequence[AtomCheck], about: Iterable[str],
                vocabulary: Vocabulary) -> list[AtomCheck]:
    """The claim's facts less the names it gives as another's parent."""
    his = {w.norm for name in about for w in words(name)}
    kin = frozenset().union(*(vocabulary.groups.get(g, frozenset()) for g in ("child", "father", "mother")))
    return [f for f in facts if not (f.predicate and anothers_parent(
        claim, f.start, f.end, his, kin, vocabulary.titles))]


def anothers_parent(claim: str, start: int, end: int, his: Set[str], kin: Set[str],
                    titles: Set[str]) -> bool:
    """Whether the claim's words [start, end) are the parent named by a kin word (`kin`: its forms)
    that the parse says of someone else: a name with a word not among `his` (folded words of his
    names; `titles` aside when a given name stays: Mr. Ben Weller is he, Mrs. Weller not), or "it";
    not when it is said of him or of no one the parse makes clear."""
    span = parse_as_read(claim).char_span(start, end, alignment_mode="expand")
    if span is None:
        return False
    t = span.root
    while t.dep_ in _WITHIN and t.head.i != t.i:
        t = t.head
        if fold(t.text) in kin and t.pos_ == "NOUN":
            owner = _owner(t)
            return owner is not None and (owner.lower_ in _OTHERS or owner.pos_ == "PROPN" and all(
                _name_words(o, titles) - his for o in (owner, *owner.conjuncts)))  # every one of "Sam and Ben" another
    return False


def _owner(noun: Token) -> Token | None:
    """The person or thing a noun is said of: what it stands beside ("Ruth Hale, the daughter of"),
    or the subject of its copula ("it became the mother of"), through other such nouns ("his
    father's second wife, a daughter of"); None when the parse says neither."""
    for _ in range(4):
        if noun.dep_ == "appos":
            noun = noun.head
        elif noun.dep_ in ("attr", "oprd"):
            noun = next((c for c in noun.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            if noun is None:
                return None
        if noun.pos_ in ("PROPN", "PRON"):
            return noun
        if noun.dep_ not in ("appos", "attr", "oprd"):
            return None
    return None


def _name_words(owner: Token, titles: Set[str]) -> set[str]:
    """The words of a name the parse heads by `owner`, without periods or initials (J.), and
    without `titles` (Mr.) only when more than one word stays: "Mrs. Weller" keeps her title."""
    forms = {f for f in (fold(c.text).rstrip(".") for c in (owner, *owner.children)
                         if c.i == owner.i or c.dep_ in ("compound", "flat")) if len(f) > 1}
    named = forms - titles
    return named if len(named) > 1 else forms

