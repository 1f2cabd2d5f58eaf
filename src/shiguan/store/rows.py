"""The records the store reads and writes: one frozen dataclass per row shape, so that no caller
passes or unpacks a bare tuple whose field order it has to remember."""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from operator import attrgetter
from typing import Any


@cache
def columns(record_type: type) -> tuple[str, ...]:
    """A record type's fields, which are the names of the columns it is stored in."""
    return tuple(f.name for f in fields(record_type))


@cache
def insert_sql(table: str, record_type: type) -> str:
    """The INSERT of one record of this type into `table`, its fields bound in order."""
    names = columns(record_type)
    return f"INSERT INTO {table}({', '.join(names)}) VALUES({', '.join('?' * len(names))})"


def upsert_sql(table: str, names: tuple[str, ...], key: tuple[str, ...]) -> str:
    """The INSERT of a row that replaces the row of the same `key` (the SQL both backends speak)."""
    updates = ", ".join(f"{n}=excluded.{n}" for n in names if n not in key)
    return (f"INSERT INTO {table}({', '.join(names)}) VALUES({', '.join('?' * len(names))}) "
            f"ON CONFLICT({', '.join(key)}) DO UPDATE SET {updates}")


def values(record: Any) -> tuple:
    """A record's fields in the order of `insert_sql`."""
    return _getter(type(record))(record)


@cache
def _getter(record_type: type) -> attrgetter:
    """All of a record type's fields at once, as a tuple (every record has several): an ingest
    stores hundreds of rows per document."""
    return attrgetter(*columns(record_type))


@dataclass(frozen=True, slots=True)
class DocumentRow:
    id: int
    path: str
    sha256: str
    encoding: str
    chars: int


@dataclass(frozen=True, slots=True)
class ChunkRow:
    id: int
    document_id: int
    path: str
    ord: int
    start: int
    end: int
    kind: str
    entry_id: int | None


@dataclass(frozen=True, slots=True)
class NewChunk:
    """A chunk to store: a span of a document, in the entry it belongs to (None: outside entries)."""

    document_id: int
    ord: int
    start: int
    end: int
    kind: str
    entry_id: int | None


@dataclass(frozen=True, slots=True)
class NewEntry:
    """An entry to store: one person's heading and text span in a document."""

    document_id: int
    ord: int
    heading: str
    name: str
    start: int
    end: int
    pattern: str
    kinship: str
    relative_of: str
    entity_id: int


@dataclass(frozen=True, slots=True)
class EntryRow:
    id: int
    document_id: int
    path: str
    ord: int
    heading: str
    name: str
    start: int
    end: int
    pattern: str
    kinship: str
    relative_of: str
    entity_id: int


@dataclass(frozen=True, slots=True)
class AliasRow:
    """A name form of an entity, read in one entry (stored and read as is)."""

    entity_id: int
    entry_id: int
    form: str
    kind: str
    scope: str
    start: int | None
    end: int | None
    rule: str


@dataclass(frozen=True, slots=True)
class NewTriple:
    """A triple to store: what was read, where, and whose it is."""

    head_id: int
    relation: str
    tail_text: str
    tail_id: int | None
    entry_id: int
    chunk_id: int
    document_id: int
    start: int  # evidence span
    end: int
    value_start: int
    value_end: int
    method: str
    score: float
    when_text: str
    when_start: int | None
    when_end: int | None
    year: int | None
    detail: str
    basis: str  # how head_id was decided (see models: OPENING, CARRIED …); "" = before tracking
    about: str  # who the fact is about, as the text writes it
    cue_start: int | None  # the words that decided it
    cue_end: int | None
    note: str  # why an undecided fact was kept out
    era: str  # the era of a bare-year `when_text`

    @property
    def decided(self) -> bool:
        """A fact biographies may use: its subject was decided (or read before tracking)."""
        return self.basis != "undecided"


@dataclass(frozen=True, slots=True)
class TripleRow(NewTriple):
    """A stored triple: what was read, with its row id."""

    id: int


@dataclass(frozen=True, slots=True)
class MentionRow:
    """An alias occurrence in a chunk (offsets relative to the chunk's text)."""

    chunk_id: int
    entity_id: int
    form: str
    kind: str
    start: int
    end: int


@dataclass(frozen=True, slots=True)
class NewEdge:
    """A relation the model read, to store under the extraction (passage reading) it came from."""

    extraction_id: int
    head_id: int
    relation: str
    tail_id: int
    document_id: int
    chunk_id: int
    head_start: int
    head_end: int
    tail_start: int
    tail_end: int
    start: int  # evidence: the sentence holding both ends
    end: int
    method: str
    score: float | None
    kept: bool  # False: below the score threshold, stored for inspection only


@dataclass(frozen=True, slots=True)
class EdgeRow:
    """A relation the model read between two entities (any types), with both spans."""

    id: int
    head_id: int
    relation: str
    tail_id: int
    document_id: int
    chunk_id: int
    head_start: int
    head_end: int
    tail_start: int
    tail_end: int
    start: int
    end: int
    method: str
    score: float | None
    kept: bool


@dataclass(frozen=True, slots=True)
class LLMCallRow:
    key: str
    stage: str
    backend: str
    model: str
    request: str
    response: str
    ok: bool
    error: str = ""
    tokens_in: int = 0
    tokens_out: int = 0
    ms: int = 0


@dataclass(frozen=True, slots=True)
class UsageRow:
    stage: str
    model: str
    calls: int
    failed: int
    cache_hits: int
    tokens_in: int
    tokens_out: int
    ms: int


@dataclass(frozen=True, slots=True)
class ReviewRow:
    id: int
    key: str
    entity_id: int
    relation: str
    claim: str
    readings: str  # JSON
    status: str
    decision: str
    note: str
    created_at: str
    sentence: str


@dataclass(frozen=True, slots=True)
class OutputRow:
    """A stored biography (or other written output) with its Markdown and JSON forms."""

    id: int
    entity_id: int | None
    kind: str
    mode: str
    created_at: str
    markdown: str
    json: str
