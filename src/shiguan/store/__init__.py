"""The project database: one SQLite file, and every SQL statement of shiguan lives in this package.

Each document is written in a single transaction, so a killed ingest leaves whole documents or
nothing; derived indexes (mentions, tail links) are rebuilt from stored rows and marked stale in
the same transaction that changes their inputs.

`Store` is one class made of one part per concern (documents, entities, facts, edges, vectors,
model calls, reviews, outputs), all on the connection of `connection.Connected`. The schema is
schema.sql; migrations.py brings older databases to it.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from ..errors import DamagedProjectError, ProjectError, damage_message
from .connection import connect
from .documents import Documents
from .edges import Edges
from .entities import Entities
from .facts import Facts
from .llm_calls import LLMCalls
from .migrations import prepare
from .outputs import Outputs
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
    "NewEdge", "NewEntry", "NewTriple", "OutputRow", "ReviewRow", "Store", "TripleRow", "UsageRow",
]


class Store(Edges, Documents, Entities, Facts, Vectors, LLMCalls, Reviews, Outputs):
    """A connection to one project database, created (`create`) or brought up to date on opening."""

    def __init__(self, path: Path, create: bool = False):
        if not create and not path.exists():
            raise ProjectError(
                f"{path} does not exist: run `shiguan init {path.parent}` first"
            )
        self.path = path
        try:
            self.db = connect(path)
            prepare(self.db, path, create)
        except sqlite3.DatabaseError as exc:  # a damaged or foreign file: say so, not a traceback
            raise DamagedProjectError(damage_message(path, exc)) from exc

    def counts(self) -> dict[str, int]:
        tables = ("documents", "chunks", "entries", "entities", "aliases", "triples", "mentions", "outputs")
        counts = {t: self.db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}
        counts["people"] = self.people_count()  # with entries of their own; others named in them are entities
        return counts
