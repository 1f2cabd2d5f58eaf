"""An English claim split into atomic facts: its dates, numbers and named things, each with the
word that governs it in the parse ("born in" Tuckahoe, "married" Anna Murray, "father" Josiah).

A date is found by dates.py, a name by spaCy's entities and by runs of capitalised words the
entity recogniser misses. The claim's subject, when it is a person or the one the text is about,
is not a fact: the evidence calls him "I" or "he". A governing word is found by walking up the
parse from the atom: through prepositions ("in", "to", kept as the predicate's preposition) and
adverbs ("ran away to") to the first verb, or to a noun that names a role ("his brother James",
"son of Josiah", "his father was Josiah": the noun across the copula).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from .. import nlp
from ..dates import DateMention, find_dates, number_value
from ..parsed import for_parser
from .atom_negation import denied_atoms
from .name_bounds import PLACE_KINDS
from .parsed import SUBJECTS
from .sentences import fold, words
from .vocabulary import LIGHT_VERBS, Vocabulary

if TYPE_CHECKING:
    from spacy.tokens import Doc, Span, Token

DATE, NUMBER, NAME = "date", "number", "name"
NAME_LABELS = {"PERSON", "GPE", "LOC", "ORG", "NORP", "FAC", "WORK_OF_ART", "EVENT"}
NUMBER_LABELS = {"CARDINAL", "QUANTITY", "MONEY", "PERCENT", "ORDINAL"}
_CONTENT = {"NOUN", "VERB", "ADJ", "ADV", "PROPN", "NUM"}
_PARTICLES = {"away", "off", "out", "back", "up", "down", "over"}  # "ran away to", parsed as an adverb


@dataclass(frozen=True)
class Atom:
    text: str  # as written in the claim
    start: int  # offsets in the claim
    end: int
    kind: str  # date | number | name
    label: str  # spaCy's entity label; DATE for a date, PROPN for a capitalised run
    predicate: str  # the governing word as written, with its particle and preposition: "born in"; "" for none
    lemma: str  # the governing word's lemma, compared with the evidence
    preposition: str = ""  # the preposition between them ("in" of "born in")
    by_verb: bool = False  # governed by a verb, whose subject stands before it (not a noun: "his brother James")
    date: DateMention | None = None
    value: int | None = None  # a number's value
    unit: str = ""  # the word after a number ("miles")
    negated: bool = False  # a denial in its clause or above it (atom_negation.py), not one beside it

    @property
    def norms(self) -> tuple[str, ...]:
        """The atom's words, folded."""
        return tuple(w.norm for w in words(self.text))


@dataclass(frozen=True)
class ClaimReading:
    text: str
    subject: str  # the grammatical subject as written ("he", "Franklin"); "" when none
    subject_words: frozenset[str]  # folded words of the subject and of the names the text is about
    negated: bool  # "never", "not", "refused to"
    atoms: tuple[Atom, ...]
    words: tuple[tuple[str, str], ...]  # (as written, lemma) of what it says besides its atoms and subject
    word_parts: tuple[int, ...]  # for each of `words`, the semicolon part of the claim it stands in
    parts_negated: tuple[bool, ...]  # for each semicolon part of the claim, whether it denies


def read_claim(claim: str, vocabulary: Vocabulary, about: Iterable[str] = ()) -> ClaimReading:
    """The claim parsed as the reader parses (for_parser: the old "endeavour'd" spelt "-ed", which
    the small model otherwise tags a modal and hangs on the verb as its `neg`, so that a rewrite of
    the narrator's own sentence read as denying what it says); its atoms and subject as written."""
    def untitled(text: str) -> set[str]:  # a name's words but its titles (Governor Hale → hale)
        return {w.norm for w in words(text)} - vocabulary.titles

    doc = nlp.load()(for_parser(claim))
    about_words = {w.norm for name in about for w in words(name)} - vocabulary.titles
    root = next(iter(doc.sents)).root if len(doc) else None
    subject = next((t for t in root.children if t.dep_ in SUBJECTS), None) if root is not None else None
    named = _named_in_full(doc, about)
    subject_span = _name_of(doc, subject, named) if subject is not None else None
    subject_words = {w.norm for w in words(subject_span.text)} if subject_span is not None else set()
    taken: set[int] = {t.i for span in named for t in span}  # token indices already in an atom or the subject
    if subject_span is not None and _is_topic(subject_span, about_words):
        taken |= set(range(subject_span.start, subject_span.end))
    atoms: list[Atom | None] = [_date_atom(doc, d, taken) for d in find_dates(claim)]
    for ent in doc.ents:
        if set(range(ent.start, ent.end)) & taken or ent.label_ not in NAME_LABELS | NUMBER_LABELS:
            continue
        ent = _without_article(ent)
        taken |= set(range(ent.start, ent.end))
        if ent.label_ in NAME_LABELS and untitled(ent.text) <= about_words:
            continue  # the person the text is about, named again ("Franklin's brother")
        if ent.label_ in NUMBER_LABELS:
            value, unit = _value(ent, taken)
            if value is not None:
                atoms.append(_atom(ent, NUMBER, value=value, unit=unit))
        else:
            atoms.append(_atom(ent, NAME))
    # a title alone, before no name, is a word the claim says ("was made Governor of Ohio")
    runs = [r for r in _capitalised_runs(doc, taken)
            if untitled(r.text) or r.end < len(doc) and doc[r.end].text[:1].isupper()]
    taken |= {t.i for run in runs for t in run}
    atoms += [_atom(run, NAME, label="PROPN") for run in runs
              if not untitled(run.text) <= about_words]
    # a noun on spaCy's stop list still says something ("knew his father's name")
    kept = [t for t in doc if t.i not in taken and t.pos_ in _CONTENT and t.is_alpha
            and (t.pos_ == "NOUN" or not t.is_stop) and t.lemma_.lower() not in LIGHT_VERBS]
    said = tuple((t.text, t.lemma_.lower()) for t in kept)
    semicolons = [t.i for t in doc if t.text == ";"]
    part_of = [sum(1 for i in semicolons if i < t.i) for t in doc]
    denies = [t.dep_ == "neg" or vocabulary.negation(fold(t.text)) or vocabulary.negation(t.lemma_.lower())
              for t in doc]
    negated = any(denies)
    found = [a for a in atoms if a is not None]
    written = [replace(a, text=claim[a.start:a.end], negated=n)
               for a, n in zip(found, denied_atoms(doc, [(a.start, a.end) for a in found], denies))]
    return ClaimReading(claim, claim[subject_span.start_char:subject_span.end_char] if subject_span is not None else "",
                        frozenset((subject_words | about_words) - vocabulary.titles), negated,
                        tuple(sorted(written, key=lambda a: a.start)), said, tuple(part_of[t.i] for t in kept),
                        tuple(any(d for d, j in zip(denies, part_of) if j == k) for k in range(len(semicolons) + 1)))


def _named_in_full(doc: Doc, about: Iterable[str]) -> list[Span]:
    """Where the claim writes a name of two words or more of the one the text is about, word for
    word: a name of its own, whatever run of capitals the parse or the entity recogniser joins it
    to ("After Fort Donelson Ulysses S. Grant was promoted": Fort Donelson, and he)."""
    found = []
    for name in about:
        if len(name.split()) < 2:
            continue
        for hit in re.finditer(r"(?<!\w)" + r"\s+".join(map(re.escape, name.split())) + r"(?!\w)", doc.text):
            span = doc.char_span(hit.start(), hit.end(), alignment_mode="expand")
            if span is not None:
                found.append(span)
    return found


def _name_of(doc: Doc, token: Token, named: Iterable[Span] = ()) -> Span:
    """The name of his a token stands in, else the entity, else the token with its compounds ("Mrs. Auld")."""
    for ent in [*named, *doc.ents]:
        if ent.start <= token.i < ent.end:
            return ent
    first = min([token.i] + [c.i for c in token.children if c.dep_ in ("compound", "flat") and c.i < token.i])
    return doc[first:token.i + 1]


def _is_topic(subject: Span, about_words: set[str]) -> bool:
    """A subject the evidence may call "I" or "he": a pronoun, a person, or the one the text is about."""
    return subject.root.pos_ == "PRON" or subject.label_ == "PERSON" or \
        bool({w.norm for w in words(subject.text)} & about_words)


def _without_article(span: Span) -> Span:
    return span[1:] if len(span) > 1 and span[0].lower_ == "the" else span


def _date_atom(doc: Doc, date: DateMention, taken: set[int]) -> Atom | None:
    span = doc.char_span(date.start, date.end, alignment_mode="expand")
    if span is None or set(range(span.start, span.end)) & taken:
        return None
    taken |= set(range(span.start, span.end))
    return _atom(span, DATE, label="DATE", date=date)


def _atom(span: Span, kind: str, label: str = "", **more: object) -> Atom:
    # "in 1838", "on May 5": a date's preposition is part of the date, not of the predicate
    predicate, lemma, preposition, by_verb = _governor(span.root, kind != DATE)
    return Atom(span.text, span.start_char, span.end_char, kind, label or span.label_, predicate, lemma,
                preposition, by_verb, **more)  # type: ignore[arg-type]


def _value(span: Span, taken: set[int]) -> tuple[int | None, str]:
    """A number entity's value, from its first number word on ("about 10,000", "three hundred"),
    and the lemma of the word it counts ("twelve miles", "two sons"; "" if none follows); not a
    name (one `taken` by another atom or the subject: "At seven Ben Weller went", an age, counts nothing)."""
    doc = span.doc
    numbers = [t.i for t in span if number_value(t.text) is not None or t.lower_ == "and" and t.i > span.start]
    if not numbers:
        return None, ""
    last = numbers[0]
    while last + 1 in numbers:
        last += 1
    value = number_value(doc[numbers[0]:last + 1].text)
    unit = doc[last + 1] if last + 1 < len(doc) else None
    if unit is not None and unit.pos_ == "ADJ" and doc[last].dep_ == "nummod" and doc[last].head.i > unit.i:
        unit = doc[last].head  # two Irish servants: the servants are counted
    counted = unit is not None and unit.is_alpha and unit.pos_ in ("NOUN", "PROPN") and unit.ent_type_ != "PERSON" \
        and (unit.i not in taken or span.start <= unit.i < span.end)
    return value, unit.lemma_.lower() if counted else ""


def _governor(token: Token, with_preposition: bool) -> tuple[str, str, str, bool]:
    """(the governing word as written with particle and preposition, its lemma, the preposition,
    whether it is a verb)."""
    preposition = ""
    t = token
    while t.head.i != t.i:
        head = t.head
        if t.dep_ == "pobj" or head.pos_ == "ADP":
            if head.pos_ == "ADP" and not preposition and with_preposition:
                preposition = head.lower_
            t = head
            continue
        if head.pos_ == "AUX" or head.lemma_ in LIGHT_VERBS:  # a copula: the noun on its other side
            other = next((c for c in head.children if c.i != t.i and c.dep_ in SUBJECTS | {"attr", "acomp"}
                          and c.pos_ == "NOUN"), None)
            return (other.text, other.lemma_.lower(), "", False) if other is not None else ("", "", "", False)
        if head.pos_ == "VERB":
            particle = " ".join(c.lower_ for c in head.children if c.dep_ == "prt" or
                                (c.dep_ == "advmod" and head.i < c.i <= token.i and c.lower_ in _PARTICLES))
            shown = " ".join(p for p in (head.text, particle, preposition) if p)
            return shown, head.lemma_.lower(), preposition, True
        if head.pos_ == "NOUN" and t.dep_ == "appos" and head.lower_ in PLACE_KINDS:
            t = head  # "born in Minerva, Essex county, New York": the state tells where the county is
            continue
        if head.pos_ == "NOUN" and t.dep_ in ("appos", "poss", "prep"):  # his brother James, son of Josiah
            return " ".join(p for p in (head.text, preposition) if p), head.lemma_.lower(), preposition, False
        t = head  # within a phrase: a compound, a conjunct, an adverb
    return "", "", preposition, False


def _capitalised_runs(doc: Doc, taken: set[int]) -> list[Span]:
    """Runs of capitalised words the entity recogniser missed: proper nouns anywhere, other
    capitalised words not at the start of a sentence; not "I" or a title alone ("Mrs.")."""
    runs: list[Span] = []
    start = None
    for t in [*doc, None]:
        name_like = t is not None and t.i not in taken and t.text[:1].isupper() and t.pos_ != "PRON" and \
            (t.pos_ == "PROPN" or not t.is_sent_start) and t.is_alpha
        if name_like and start is None:
            start = t.i  # type: ignore[union-attr]
        elif not name_like and start is not None:
            runs.append(doc[start:t.i if t is not None else len(doc)])
            start = None
    return runs
