"""The facts as the exchange formats write them: each one with its person, its date as the source
writes it (era name and year) and as a Gregorian year, the document and character span it was read
from, the source sentence, and why it is his.

Read document by document, so that exporting a large corpus holds one document's text at a time.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ..era import parse_year_number
from ..kg.graph import sentence_around
from ..retrieve.person import why_his
from ..store import DocumentRow, Store, TripleRow
from ..store.fact_reviews import fact_key

# Relations a person has one value of: two readings of one make a conflict (the Verifier's list).
SINGLE_VALUED = frozenset({"字", "氏族", "旗籍", "籍贯", "原籍", "父", "初名", "享年"})
_YEAR = re.compile(r"(元|[一二三四五六七八九十廿卅卌]{1,3}|[0-9]{1,2})年")


@dataclass(frozen=True)
class EraYear:
    """A date as the source writes it: the era (年号) and the year in it, and the Gregorian year."""

    written: str  # 乾隆十三年, 十八年 …
    era: str  # 乾隆 ('' when none was resolved)
    year_in_era: int | None
    gregorian: int | None


@dataclass(frozen=True)
class ExFact:
    """One fact for export: a triple with its words around it."""

    triple: TripleRow
    key: str  # the fact's key in review sheets and fact_reviews (survives a reread)
    person_id: int  # the person it is stored under (after merges)
    document: str  # the document's path as ingested
    sentence: str  # the source sentence holding the evidence span
    quote: str  # the evidence span itself
    why: str  # why it is his, in words
    date: EraYear

    @property
    def decided(self) -> bool:
        return self.triple.decided


def era_year(t: TripleRow) -> EraYear:
    """The triple's date as era + year in era (the era of a bare 十八年 is the one the reader
    resolved it to) and its Gregorian year."""
    if not t.when_text:
        return EraYear("", "", None, t.year)
    match = _YEAR.search(t.when_text)
    number = parse_year_number(match.group(1)) if match else None
    return EraYear(t.when_text, t.era, number, t.year)


@dataclass
class DocumentFacts:
    """One document's facts, its text, and where it came from."""

    document: DocumentRow
    text: str
    facts: list[ExFact]


class FactReader:
    """The corpus's facts, document by document, with merged people mapped to the one kept."""

    def __init__(self, store: Store):
        self.store = store
        self.merges = store.merges()

    def person(self, entity_id: int) -> int:
        return self.merges.get(entity_id, entity_id)

    def documents(self) -> Iterator[DocumentFacts]:
        for doc in self.store.documents():
            text = self.store.document_text(doc.id)
            facts = [self.fact(t, doc, text) for t in self.store.triples_in_document(doc.id)]
            yield DocumentFacts(doc, text, facts)

    def fact(self, t: TripleRow, doc: DocumentRow, text: str) -> ExFact:
        s, e = sentence_around(text, t.start, t.end)
        return ExFact(t, fact_key(doc.sha256, t.relation, t.value_start, t.value_end), self.person(t.head_id),
                      doc.path, text[s:e].strip(), text[t.start:t.end], why_his(t, text), era_year(t))


def conflicts(facts: list[ExFact]) -> dict[str, list[str]]:
    """Fact key → the other readings of its relation for the same person, for single-valued
    relations read two ways among decided facts (字 和甫 here, 和圃 there)."""
    readings: dict[tuple[int, str], list[ExFact]] = {}
    for f in facts:
        if f.decided and f.triple.relation in SINGLE_VALUED:
            readings.setdefault((f.person_id, f.triple.relation), []).append(f)
    out: dict[str, list[str]] = {}
    for group in readings.values():
        values = list(dict.fromkeys(f.triple.tail_text for f in group))
        if len(values) > 1:
            for f in group:
                out[f.key] = [v for v in values if v != f.triple.tail_text]
    return out
