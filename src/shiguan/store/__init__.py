"""The project database: one SQLite file (or, for a team, a PostgreSQL database), and every SQL
statement of shiguan lives in this package.

Each document is written in a single transaction, so a killed ingest leaves whole documents or
nothing; derived indexes (mentions, tail links) are rebuilt from stored rows and marked stale in
the same transaction that changes their inputs.

`Store` is one class made of one part per concern (documents, entities, facts and reviewers'
decisions on them, edges, vectors, model calls, reviews, outputs), all on the connection of
`connection.Connected`. The schema is schema.sql; migrations.py brings older databases to it. On
PostgreSQL the same statements run through postgres.PgConnection, which translates SQLite's
spellings; dialect.py holds the little that differs beyond spelling (full-text search, the list
of tables).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ..errors import DamagedProjectError, ProjectError, damage_message
from .connection import connect
from .dialect import PostgresDialect, SQLiteDialect
from .documents import Documents, encode_clauses
from .edges import Edges
from .entities import Entities
from .facts import Facts
from .llm_calls import LLMCalls
from .migrations import prepare
from .outputs import Outputs
from .postgres import PgConnection, is_url, shown
from .reviews import Reviews
from .rows import (
    AliasRow,
    ChunkRow,
    DocumentRow,
    EdgeRow,
    EntryRow,
    LLMCallRow,
    MentionRow,
    NewChunk,
    NewEdge,
    NewEntry,
    NewTriple,
    OutputRow,
    ReviewRow,
    TripleRow,
    UsageRow,
)
from .vectors import Vectors

__all__ = [
    "AliasRow", "ChunkRow", "DocumentRow", "EdgeRow", "EntryRow", "LLMCallRow", "MentionRow", "NewChunk",
    "NewEdge", "NewEntry", "NewTriple", "OutputRow", "ReviewRow", "Store", "TripleRow", "UsageRow", "encode_clauses",
    "is_url",
]


class Store(Edges, Documents, Entities, Facts, Vectors, LLMCalls, Reviews, Outputs):
    """A connection to one project database, created (`create`) or brought up to date on opening."""

    def __init__(self, location: Path | str, create: bool = False):
        """`location`: the SQLite file, or a postgresql:// URL (see `is_url`). `created`: whether
        this opening made the schema."""
        if is_url(location):
            self.location = str(location)
            self.db = PgConnection(self.location)
            self.dialect = PostgresDialect()
            self.created = prepare(self.db, self.dialect, shown(self.location), create)
            return
        path = Path(location)
        if not create and not path.exists():
            raise ProjectError(
                f"{path} does not exist: run `shiguan init {path.parent}` first"
            )
        self.location = str(path)
        self.dialect = SQLiteDialect()
        try:
            self.db = connect(path)
            self.created = prepare(self.db, self.dialect, str(path), create)
        except sqlite3.DatabaseError as exc:  # a damaged or foreign file: say so, not a traceback
            raise DamagedProjectError(damage_message(path, exc)) from exc

    def counts(self) -> dict[str, int]:
        tables = ("documents", "chunks", "entries", "entities", "aliases", "triples", "mentions", "outputs")
        counts = {t: self.db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}
        counts["people"] = self.people_count()  # with entries of their own; others named in them are entities
        return counts
