"""What the words of a fact say, for the rules of `ask` (answer.py): whether its value is a
person, names a thing of a kind, says which one, or where it was held."""

from __future__ import annotations

import re

from ....retrieve.citations import Citer
from ....store import TripleRow
from ..nlp import load
from .answering import WORDS, word_stem, word_stems
from .clauses import value_clause

_AT_PLACE = re.compile(r"\b(?:at|in|near)\s+(?:the\s+)?(?:[\w-]+\s+of\s+(?:the\s+)?)?[A-Z][a-z]")
_DETERMINERS = frozenset({"the", "a", "an", "this", "that", "his", "her", "my", "our", "their", "its"})
NAME_WORD = re.compile(r"(?<=\s)[A-Z][a-z][\w'’]*")  # a capitalised word within a clause: a name


def sentence_stems(citer: Citer, t: TripleRow) -> set[str]:
    """The stems of the sentence a fact was read in."""
    return word_stems(citer.source(t.document_id, t.start, t.end))


def a_person(t: TripleRow, citer: Citer) -> bool:
    """Whether the fact's value is a name spaCy tags as a person in its sentence, but for a title
    before it (lived with Mr. Hugh Auld; not "Chautauqua of the American Association")."""
    sentence = citer.source(t.document_id, t.start, t.end)
    lo, hi = t.value_start - t.start, t.value_end - t.start
    title = len(sentence[lo:hi].split()[0]) + 1 if sentence[lo:hi].split() else 0
    return any(e.label_ == "PERSON" and lo <= e.start_char <= lo + title and e.end_char >= hi
               for e in load()(sentence).ents)


def names_kind(sentence: str, kind: str) -> bool:
    """Whether the sentence names a thing of the kind: the noun heads its phrase ("the Socialist
    Party", "a college"), not only tells of another noun ("the expense of a college education")."""
    stem = word_stem(kind)
    if stem not in word_stems(sentence):
        return False
    return any(word_stem(t.text) == stem and t.dep_ != "compound" for t in load()(sentence))


def held_at(value: str) -> bool:
    """Whether a value names where it was held (an anti-slavery convention at Nantucket; in the
    cloth-room of the Lawrence Mills)."""
    return bool(_AT_PLACE.search(value))


def held_where(value: str, t: TripleRow, citer: Citer) -> bool:
    """Whether a fact's value, or its own words after it up to a comma, names where it was held
    (book-keeper in the cloth-room of the Lawrence Mills; not "1815, the same year that my father,
    … a judge in the State of New York")."""
    return held_at(f"{value} {after_value(t, citer).split(',')[0]}")


def says_which(value: str, after: str, noun: str) -> bool:
    """Whether a value says which thing of the kind `noun` it is (the grammar school, Hampton
    Institute), or its clause names it just after (a school at Erie), not only the kind ("the
    school", "school")."""
    return any(word_stem(w) != word_stem(noun) for w in WORDS.findall(value.lower()) if w not in _DETERMINERS) \
        or bool(NAME_WORD.search(f" {after}"))


def after_value(t: TripleRow, citer: Citer) -> str:
    """The words of the fact's clause after its value ("at Erie" of "opened a school at Erie")."""
    sentence = citer.source(t.document_id, t.start, t.end)
    clause = value_clause(sentence, t.value_start - t.start, t.value_end - t.start)
    value = sentence[t.value_start - t.start:t.value_end - t.start]
    return clause[clause.find(value) + len(value):] if value in clause else ""
