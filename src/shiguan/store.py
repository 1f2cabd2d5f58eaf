"""The project database: one SQLite file, and every SQL statement of shiguan lives here.

Each document is written in a single transaction, so a killed ingest leaves whole documents or
nothing; derived indexes (mentions, tail links) are rebuilt from stored rows and marked stale in
the same transaction that changes their inputs.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, fields
from datetime import datetime, timezone
from pathlib import Path

from .errors import DamagedProjectError, ProjectError, damage_message

SCHEMA_VERSION = 7

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS documents (
    id INTEGER PRIMARY KEY,
    path TEXT NOT NULL,
    sha256 TEXT NOT NULL UNIQUE,
    encoding TEXT NOT NULL,
    chars INTEGER NOT NULL,
    text TEXT NOT NULL,
    norm_text TEXT,            -- simplified form for indexing; NULL when equal to text
    added_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_path ON documents(path);
CREATE TABLE IF NOT EXISTS entities (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    type TEXT NOT NULL DEFAULT 'person'
);
CREATE INDEX IF NOT EXISTS entities_name ON entities(name);
CREATE TABLE IF NOT EXISTS entries (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    heading TEXT NOT NULL,
    name TEXT NOT NULL,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL,
    pattern TEXT NOT NULL,
    kinship TEXT NOT NULL DEFAULT '',
    relative_of TEXT NOT NULL DEFAULT '',
    entity_id INTEGER NOT NULL REFERENCES entities(id)
);
CREATE INDEX IF NOT EXISTS entries_entity ON entries(entity_id);
CREATE TABLE IF NOT EXISTS chunks (
    id INTEGER PRIMARY KEY,
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL,
    kind TEXT NOT NULL,
    entry_id INTEGER REFERENCES entries(id) ON DELETE CASCADE
);
CREATE INDEX IF NOT EXISTS chunks_entry ON chunks(entry_id);
CREATE INDEX IF NOT EXISTS chunks_doc ON chunks(document_id, start);
CREATE VIRTUAL TABLE IF NOT EXISTS chunk_fts USING fts5(text, tokenize='trigram');
CREATE TABLE IF NOT EXISTS aliases (
    id INTEGER PRIMARY KEY,
    entity_id INTEGER NOT NULL REFERENCES entities(id),
    entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    form TEXT NOT NULL,
    kind TEXT NOT NULL,
    scope TEXT NOT NULL,
    start INTEGER,
    end INTEGER,
    rule TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS aliases_form ON aliases(form);
CREATE INDEX IF NOT EXISTS aliases_entity ON aliases(entity_id);
CREATE TABLE IF NOT EXISTS triples (
    id INTEGER PRIMARY KEY,
    head_id INTEGER NOT NULL REFERENCES entities(id),
    relation TEXT NOT NULL,
    tail_text TEXT NOT NULL,
    tail_id INTEGER REFERENCES entities(id),
    entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    start INTEGER NOT NULL,        -- evidence span
    end INTEGER NOT NULL,
    value_start INTEGER NOT NULL,  -- where tail_text itself stands
    value_end INTEGER NOT NULL,
    method TEXT NOT NULL,
    score REAL NOT NULL,
    when_text TEXT NOT NULL DEFAULT '',
    when_start INTEGER,
    when_end INTEGER,
    year INTEGER,
    detail TEXT NOT NULL DEFAULT ''
);
CREATE INDEX IF NOT EXISTS triples_head ON triples(head_id);
CREATE TABLE IF NOT EXISTS mentions (
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    entity_id INTEGER NOT NULL,
    form TEXT NOT NULL,
    kind TEXT NOT NULL,
    start INTEGER NOT NULL,
    end INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS mentions_entity ON mentions(entity_id);
CREATE INDEX IF NOT EXISTS mentions_chunk ON mentions(chunk_id);
CREATE TABLE IF NOT EXISTS outputs (
    id INTEGER PRIMARY KEY,
    entity_id INTEGER,
    kind TEXT NOT NULL,
    mode TEXT NOT NULL,
    created_at TEXT NOT NULL,
    markdown TEXT NOT NULL,
    json TEXT NOT NULL
);
"""

# Each migration brings a database from version i+1 to i+2; a new database runs them all.
MIGRATIONS = [
    """
CREATE TABLE IF NOT EXISTS llm_calls (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL,             -- hash of the full request (model, messages, settings)
    stage TEXT NOT NULL,
    backend TEXT NOT NULL,
    model TEXT NOT NULL,
    request TEXT NOT NULL,         -- JSON
    response TEXT NOT NULL,
    ok INTEGER NOT NULL,           -- 0: the call failed (error says why)
    error TEXT NOT NULL DEFAULT '',
    tokens_in INTEGER NOT NULL DEFAULT 0,
    tokens_out INTEGER NOT NULL DEFAULT 0,
    ms INTEGER NOT NULL DEFAULT 0,
    hits INTEGER NOT NULL DEFAULT 0,  -- times the response was served from this row as a cache
    created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS llm_calls_key ON llm_calls(key);
CREATE TABLE IF NOT EXISTS checks (
    id INTEGER PRIMARY KEY,
    entity_id INTEGER,
    claim TEXT NOT NULL,
    verdict TEXT NOT NULL,
    mode TEXT NOT NULL,
    json TEXT NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS reviews (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,      -- person + relation + the conflicting readings
    entity_id INTEGER NOT NULL,
    relation TEXT NOT NULL,
    claim TEXT NOT NULL,
    readings TEXT NOT NULL,        -- JSON list of {value, citation}
    status TEXT NOT NULL,          -- open | resolved
    decision TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    resolved_at TEXT
);
""",
    """
-- '' for the people of the entry index, 'doc:<id>' for a person the model found in one document
-- and no name index knows: a name alone never makes two documents' people one.
ALTER TABLE entities ADD COLUMN scope TEXT NOT NULL DEFAULT '';
CREATE TABLE IF NOT EXISTS extracted_chunks (
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    extractor TEXT NOT NULL,       -- rules | llm
    passages INTEGER NOT NULL,
    edges INTEGER NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (chunk_id, extractor)
);
CREATE TABLE IF NOT EXISTS extractions (
    id INTEGER PRIMARY KEY,
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    start INTEGER NOT NULL,        -- the passage the model read (document offsets)
    end INTEGER NOT NULL,
    method TEXT NOT NULL,          -- regex | cot | rules | none
    score REAL,                    -- process-supervision total out of 10 (NULL: not scored)
    steps TEXT NOT NULL            -- JSON: the model's reasoning steps, rubric and rejections
);
CREATE INDEX IF NOT EXISTS extractions_chunk ON extractions(chunk_id);
CREATE TABLE IF NOT EXISTS edges (
    id INTEGER PRIMARY KEY,
    extraction_id INTEGER NOT NULL REFERENCES extractions(id) ON DELETE CASCADE,
    head_id INTEGER NOT NULL REFERENCES entities(id),
    relation TEXT NOT NULL,
    tail_id INTEGER NOT NULL REFERENCES entities(id),
    document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    head_start INTEGER NOT NULL,
    head_end INTEGER NOT NULL,
    tail_start INTEGER NOT NULL,
    tail_end INTEGER NOT NULL,
    start INTEGER NOT NULL,        -- evidence: the sentence holding both ends
    end INTEGER NOT NULL,
    method TEXT NOT NULL,
    score REAL,
    kept INTEGER NOT NULL          -- 0: below the score threshold, stored for inspection only
);
CREATE INDEX IF NOT EXISTS edges_head ON edges(head_id);
CREATE INDEX IF NOT EXISTS edges_tail ON edges(tail_id);
CREATE TABLE IF NOT EXISTS entity_merges (
    from_id INTEGER PRIMARY KEY,   -- merged away: its edges now point at into_id
    into_id INTEGER NOT NULL,
    method TEXT NOT NULL,          -- variant | alias | model
    reason TEXT NOT NULL DEFAULT ''
);
""",
    """
-- the sentence as a reviewer rewrote it ('' when only a reading was chosen)
ALTER TABLE reviews ADD COLUMN sentence TEXT NOT NULL DEFAULT '';
""",
    """
-- A fitted embedder (TF-IDF + SVD), so that vectors made later are in the space of those stored.
CREATE TABLE IF NOT EXISTS fitted_embedders (
    kind TEXT PRIMARY KEY,         -- tfidf: one fit per project, replaced by a refit
    name TEXT NOT NULL,            -- the embedder name its vectors are stored under
    state BLOB NOT NULL,
    created_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS chunk_vectors (
    chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
    embedder TEXT NOT NULL,        -- vectors of two embedders are never compared
    vector BLOB NOT NULL,          -- float32, L2-normalised
    PRIMARY KEY (chunk_id, embedder)
);
-- Vectors of texts outside the corpus (a narrative's passages), keyed by the text's hash.
CREATE TABLE IF NOT EXISTS passage_vectors (
    sha256 TEXT NOT NULL,
    embedder TEXT NOT NULL,
    vector BLOB NOT NULL,
    PRIMARY KEY (sha256, embedder)
);
""",
    """
-- Whose fact is it (kg/subjects.py): how the person a triple is stored under was decided
-- (opening | carried | name | appointee | kinsman | aside | official | undecided, or '' for
-- rows read before subjects were tracked), who it is about as the text writes it, the span of the
-- words that decided it, and the era of a bare year (十八年 of 乾隆).
ALTER TABLE triples ADD COLUMN basis TEXT NOT NULL DEFAULT '';
ALTER TABLE triples ADD COLUMN about TEXT NOT NULL DEFAULT '';
ALTER TABLE triples ADD COLUMN cue_start INTEGER;
ALTER TABLE triples ADD COLUMN cue_end INTEGER;
ALTER TABLE triples ADD COLUMN note TEXT NOT NULL DEFAULT '';
ALTER TABLE triples ADD COLUMN era TEXT NOT NULL DEFAULT '';
""",
    """
-- What one document holds, looked up by document (the documents page counted every table's rows
-- for each document with a scan: 5 s at 570 documents).
CREATE INDEX IF NOT EXISTS entries_document ON entries(document_id);
CREATE INDEX IF NOT EXISTS triples_document ON triples(document_id, start);
CREATE INDEX IF NOT EXISTS edges_document ON edges(document_id);
""",
]


@dataclass(frozen=True)
class DocumentRow:
    id: int
    path: str
    sha256: str
    encoding: str
    chars: int


@dataclass(frozen=True)
class ChunkRow:
    id: int
    document_id: int
    path: str
    ord: int
    start: int
    end: int
    kind: str
    entry_id: int | None


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class AliasRow:
    entity_id: int
    entry_id: int
    form: str
    kind: str
    scope: str
    start: int | None
    end: int | None
    rule: str


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class TripleRow(NewTriple):
    """A stored triple: what was read, with its row id."""

    id: int


@dataclass(frozen=True)
class MentionRow:
    chunk_id: int
    entity_id: int
    form: str
    kind: str
    start: int
    end: int


@dataclass(frozen=True)
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


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class UsageRow:
    stage: str
    model: str
    calls: int
    failed: int
    cache_hits: int
    tokens_in: int
    tokens_out: int
    ms: int


@dataclass(frozen=True)
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


@dataclass(frozen=True)
class OutputRow:
    """A stored biography (or other written output) with its Markdown and JSON forms."""

    id: int
    entity_id: int | None
    kind: str
    mode: str
    created_at: str
    markdown: str
    json: str


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class Store:
    """A connection to one project database."""

    def __init__(self, path: Path, create: bool = False):
        if not create and not path.exists():
            raise ProjectError(
                f"{path} does not exist: run `shiguan init {path.parent}` first"
            )
        self.path = path
        try:
            self._connect(create)
        except sqlite3.DatabaseError as exc:  # a damaged or foreign file: say so, not a traceback
            raise DamagedProjectError(damage_message(path, exc)) from exc

    def _connect(self, create: bool) -> None:
        # Shared by the worker threads of a batch; SQLite itself serialises access (threadsafety 3).
        self.db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=NORMAL")
        self.db.execute("PRAGMA foreign_keys=ON")
        if create:
            self.db.executescript(SCHEMA)
            self.set_meta("schema_version", "1")
        self._migrate()

    def _migrate(self) -> None:
        found = self.get_meta("schema_version")
        if found is None or not found.isdigit() or not 1 <= int(found) <= SCHEMA_VERSION:
            raise ProjectError(f"{self.path} is not a shiguan project database (schema {found!r}, "
                               f"this shiguan reads 1–{SCHEMA_VERSION})")
        for version in range(int(found), SCHEMA_VERSION):
            with self.transaction():
                for statement in MIGRATIONS[version - 1].split(";"):
                    if statement.strip():
                        self.db.execute(statement)
                self.set_meta("schema_version", str(version + 1))

    def close(self) -> None:
        self.db.close()

    @contextmanager
    def transaction(self) -> Iterator[None]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    # -- meta ---------------------------------------------------------------------------------

    def get_meta(self, key: str) -> str | None:
        row = self.db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
        return row[0] if row else None

    def set_meta(self, key: str, value: str) -> None:
        self.db.execute(
            "INSERT INTO meta(key, value) VALUES(?, ?) "
            "ON CONFLICT(key) DO UPDATE SET value=excluded.value",
            (key, value),
        )

    # -- documents ----------------------------------------------------------------------------

    def document_by_sha(self, sha256: str) -> DocumentRow | None:
        row = self.db.execute(
            "SELECT id, path, sha256, encoding, chars FROM documents WHERE sha256=?", (sha256,)
        ).fetchone()
        return DocumentRow(*row) if row else None

    def documents_at_path(self, path: str) -> list[DocumentRow]:
        rows = self.db.execute(
            "SELECT id, path, sha256, encoding, chars FROM documents WHERE path=?", (path,)
        ).fetchall()
        return [DocumentRow(*r) for r in rows]

    def documents(self) -> list[DocumentRow]:
        rows = self.db.execute(
            "SELECT id, path, sha256, encoding, chars FROM documents ORDER BY id"
        ).fetchall()
        return [DocumentRow(*r) for r in rows]

    def document(self, document_id: int) -> DocumentRow | None:
        row = self.db.execute(
            "SELECT id, path, sha256, encoding, chars FROM documents WHERE id=?", (document_id,)
        ).fetchone()
        return DocumentRow(*row) if row else None

    def document_counts(self) -> dict[int, tuple[int, int, int]]:
        """document id -> (entries, pattern triples, kept extracted edges) read from it."""
        rows = self.db.execute(
            "SELECT d.id, (SELECT count(*) FROM entries WHERE document_id=d.id), "
            "(SELECT count(*) FROM triples WHERE document_id=d.id), "
            "(SELECT count(*) FROM edges WHERE document_id=d.id AND kept=1) FROM documents d"
        ).fetchall()
        return {r[0]: (r[1], r[2], r[3]) for r in rows}

    def add_document(
        self, path: str, sha256: str, encoding: str, text: str, norm_text: str | None
    ) -> int:
        cur = self.db.execute(
            "INSERT INTO documents(path, sha256, encoding, chars, text, norm_text, added_at) "
            "VALUES(?, ?, ?, ?, ?, ?, ?)",
            (path, sha256, encoding, len(text), text, norm_text, _now()),
        )
        return int(cur.lastrowid)

    def delete_document(self, document_id: int, keep_people: bool = False) -> None:
        """Remove a document and everything read from it; entities left without entries go too
        (with `keep_people`, not yet: the document is read again and they get their entries back)."""
        chunk_ids = [r[0] for r in self.db.execute(
            "SELECT id FROM chunks WHERE document_id=?", (document_id,))]
        self.db.executemany("DELETE FROM chunk_fts WHERE rowid=?", [(c,) for c in chunk_ids])
        self.db.execute("DELETE FROM triples WHERE document_id=?", (document_id,))
        self.db.execute(
            "DELETE FROM aliases WHERE entry_id IN (SELECT id FROM entries WHERE document_id=?)",
            (document_id,),
        )
        self.db.execute(
            "DELETE FROM mentions WHERE chunk_id IN (SELECT id FROM chunks WHERE document_id=?)",
            (document_id,),
        )
        self.db.execute("DELETE FROM edges WHERE document_id=?", (document_id,))
        self.db.execute("DELETE FROM chunks WHERE document_id=?", (document_id,))
        self.db.execute("DELETE FROM entries WHERE document_id=?", (document_id,))
        self.db.execute("DELETE FROM documents WHERE id=?", (document_id,))
        self.db.execute("DELETE FROM meta WHERE key=?", (f"reader:{document_id}",))
        if not keep_people:
            self.drop_orphans()

    def drop_orphans(self) -> None:
        """Delete the entities nothing names any more: no entry, fact, edge, merge, review or
        output. A person whose entries were all in a deleted document goes; one an edge or a
        review elsewhere still names stays, without entries, like the people one document names."""
        orphans = ("id NOT IN (SELECT entity_id FROM entries) AND id NOT IN (SELECT head_id FROM triples) "
                   "AND id NOT IN (SELECT head_id FROM edges) AND id NOT IN (SELECT tail_id FROM edges) "
                   "AND id NOT IN (SELECT from_id FROM entity_merges) AND id NOT IN (SELECT into_id FROM entity_merges) "
                   "AND id NOT IN (SELECT entity_id FROM reviews) "
                   "AND id NOT IN (SELECT entity_id FROM outputs WHERE entity_id IS NOT NULL)")
        self.db.execute(f"UPDATE triples SET tail_id=NULL WHERE tail_id IN (SELECT id FROM entities WHERE {orphans})")
        self.db.execute(f"DELETE FROM entities WHERE {orphans}")

    def document_text(self, document_id: int, normalised: bool = False) -> str:
        text, norm = self.db.execute(
            "SELECT text, norm_text FROM documents WHERE id=?", (document_id,)
        ).fetchone()
        return norm if normalised and norm is not None else text

    # -- entries, chunks, entities -----------------------------------------------------------

    def add_entity(self, name: str, type_: str = "person") -> int:
        cur = self.db.execute("INSERT INTO entities(name, type) VALUES(?, ?)", (name, type_))
        return int(cur.lastrowid)

    def entity_name(self, entity_id: int) -> str:
        return self.db.execute("SELECT name FROM entities WHERE id=?", (entity_id,)).fetchone()[0]

    def entity_exists(self, entity_id: int) -> bool:
        return self.db.execute("SELECT 1 FROM entities WHERE id=?", (entity_id,)).fetchone() is not None

    def add_entry(
        self, document_id: int, ord_: int, heading: str, name: str, start: int, end: int,
        pattern: str, kinship: str, relative_of: str, entity_id: int,
    ) -> int:
        cur = self.db.execute(
            "INSERT INTO entries(document_id, ord, heading, name, start, end, pattern, kinship, "
            "relative_of, entity_id) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (document_id, ord_, heading, name, start, end, pattern, kinship, relative_of, entity_id),
        )
        return int(cur.lastrowid)

    def add_chunk(
        self, document_id: int, ord_: int, start: int, end: int, kind: str,
        entry_id: int | None, index_text: str,
    ) -> int:
        cur = self.db.execute(
            "INSERT INTO chunks(document_id, ord, start, end, kind, entry_id) "
            "VALUES(?, ?, ?, ?, ?, ?)",
            (document_id, ord_, start, end, kind, entry_id),
        )
        chunk_id = int(cur.lastrowid)
        self.db.execute("INSERT INTO chunk_fts(rowid, text) VALUES(?, ?)", (chunk_id, index_text))
        return chunk_id

    _ENTRY_COLS = (
        "e.id, e.document_id, d.path, e.ord, e.heading, e.name, e.start, e.end, e.pattern, "
        "e.kinship, e.relative_of, e.entity_id"
    )

    def entries_of(self, entity_id: int) -> list[EntryRow]:
        rows = self.db.execute(
            f"SELECT {self._ENTRY_COLS} FROM entries e JOIN documents d ON d.id=e.document_id "
            "WHERE e.entity_id=? ORDER BY e.id",
            (entity_id,),
        ).fetchall()
        return [EntryRow(*r) for r in rows]

    def entries_of_document(self, document_id: int) -> list[EntryRow]:
        rows = self.db.execute(
            f"SELECT {self._ENTRY_COLS} FROM entries e JOIN documents d ON d.id=e.document_id "
            "WHERE e.document_id=? ORDER BY e.ord",
            (document_id,),
        ).fetchall()
        return [EntryRow(*r) for r in rows]

    def entities_of_entries(self, entry_ids: Iterable[int]) -> dict[int, int]:
        ids = tuple(set(entry_ids))
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self.db.execute(f"SELECT id, entity_id FROM entries WHERE id IN ({marks})", ids).fetchall()
        return dict(rows)

    def people(self, offset: int, limit: int) -> list[tuple[int, str, int]]:
        """(id, name, entries) of the people with entries of their own, in order of first entry."""
        return self.db.execute(
            "SELECT entity_id, (SELECT name FROM entities WHERE id=entity_id), count(*) FROM entries "
            "GROUP BY entity_id ORDER BY min(id) LIMIT ? OFFSET ?", (limit, offset)
        ).fetchall()

    def people_count(self) -> int:
        return self.db.execute("SELECT count(DISTINCT entity_id) FROM entries").fetchone()[0]

    def person_entities_named(self, name: str) -> list[int]:
        rows = self.db.execute(
            "SELECT id FROM entities WHERE name=? AND type='person' AND scope='' ORDER BY id", (name,)
        ).fetchall()
        return [r[0] for r in rows]

    _CHUNK_COLS = "c.id, c.document_id, d.path, c.ord, c.start, c.end, c.kind, c.entry_id"

    def chunks_of_entries(self, entry_ids: Sequence[int]) -> list[ChunkRow]:
        if not entry_ids:
            return []
        marks = ",".join("?" * len(entry_ids))
        rows = self.db.execute(
            f"SELECT {self._CHUNK_COLS} FROM chunks c JOIN documents d ON d.id=c.document_id "
            f"WHERE c.entry_id IN ({marks}) ORDER BY c.document_id, c.ord",
            tuple(entry_ids),
        ).fetchall()
        return [ChunkRow(*r) for r in rows]

    def chunks_by_id(self, chunk_ids: Iterable[int]) -> dict[int, ChunkRow]:
        ids = tuple(set(chunk_ids))
        if not ids:
            return {}
        marks = ",".join("?" * len(ids))
        rows = self.db.execute(
            f"SELECT {self._CHUNK_COLS} FROM chunks c JOIN documents d ON d.id=c.document_id "
            f"WHERE c.id IN ({marks})",
            ids,
        ).fetchall()
        return {r[0]: ChunkRow(*r) for r in rows}

    def chunk_containing(self, document_id: int, offset: int) -> int:
        row = self.db.execute(
            "SELECT id FROM chunks WHERE document_id=? AND start<=? ORDER BY start DESC LIMIT 1",
            (document_id, offset),
        ).fetchone()
        return row[0]

    def iter_chunk_texts(self) -> Iterator[tuple[int, str]]:
        """Every chunk with its indexed (normalised) text, for rebuilding derived indexes."""
        yield from self.db.execute("SELECT rowid, text FROM chunk_fts ORDER BY rowid")

    def chunk_text(self, chunk_id: int) -> str:
        return self.db.execute("SELECT text FROM chunk_fts WHERE rowid=?", (chunk_id,)).fetchone()[0]

    def fts_search(self, query: str, limit: int) -> list[int]:
        """Chunks matching a phrase, best BM25 first (trigram index: three characters or more)."""
        phrase = '"' + query.replace('"', '""') + '"'
        rows = self.db.execute(
            "SELECT rowid FROM chunk_fts WHERE chunk_fts MATCH ? ORDER BY bm25(chunk_fts) LIMIT ?",
            (phrase, limit),
        ).fetchall()
        return [r[0] for r in rows]

    def substring_search(self, query: str, limit: int) -> list[int]:
        """Chunks containing a string too short for the trigram index (a full scan)."""
        rows = self.db.execute(
            "SELECT rowid FROM chunk_fts WHERE instr(text, ?) > 0 ORDER BY rowid LIMIT ?",
            (query, limit),
        ).fetchall()
        return [r[0] for r in rows]

    def chunk_texts(self, chunk_ids: Sequence[int]) -> dict[int, str]:
        """Indexed (normalised) text of the given chunks."""
        marks = ",".join("?" * len(chunk_ids))
        rows = self.db.execute(f"SELECT rowid, text FROM chunk_fts WHERE rowid IN ({marks})", tuple(chunk_ids))
        return dict(rows.fetchall())

    # -- vectors ------------------------------------------------------------------------------

    def fitted_embedder(self, kind: str) -> tuple[str, bytes] | None:
        row = self.db.execute("SELECT name, state FROM fitted_embedders WHERE kind=?", (kind,)).fetchone()
        return (row[0], bytes(row[1])) if row else None

    def save_fitted_embedder(self, kind: str, name: str, state: bytes) -> None:
        """Store a fit, replacing the previous one of this kind and the vectors made with it."""
        old = self.fitted_embedder(kind)
        if old is not None and old[0] != name:
            self.db.execute("DELETE FROM chunk_vectors WHERE embedder=?", (old[0],))
            self.db.execute("DELETE FROM passage_vectors WHERE embedder=?", (old[0],))
        self.db.execute(
            "INSERT OR REPLACE INTO fitted_embedders(kind, name, state, created_at) VALUES(?, ?, ?, ?)",
            (kind, name, state, _now()),
        )

    def chunks_without_vectors(self, embedder: str) -> list[int]:
        rows = self.db.execute(
            "SELECT c.id FROM chunks c LEFT JOIN chunk_vectors v ON v.chunk_id = c.id AND v.embedder = ? "
            "WHERE v.chunk_id IS NULL ORDER BY c.id",
            (embedder,),
        ).fetchall()
        return [r[0] for r in rows]

    def add_chunk_vectors(self, embedder: str, rows: Iterable[tuple[int, bytes]]) -> None:
        self.db.executemany(
            "INSERT OR REPLACE INTO chunk_vectors(chunk_id, embedder, vector) VALUES(?, ?, ?)",
            ((chunk_id, embedder, blob) for chunk_id, blob in rows),
        )

    def chunk_vectors(self, embedder: str) -> list[tuple[int, bytes]]:
        return self.db.execute(
            "SELECT chunk_id, vector FROM chunk_vectors WHERE embedder=? ORDER BY chunk_id", (embedder,)
        ).fetchall()

    def passage_vectors(self, embedder: str, hashes: Sequence[str]) -> dict[str, bytes]:
        found: dict[str, bytes] = {}
        for i in range(0, len(hashes), 500):
            part = hashes[i:i + 500]
            found.update(self.db.execute(
                f"SELECT sha256, vector FROM passage_vectors WHERE embedder=? AND sha256 IN ({','.join('?' * len(part))})",
                (embedder, *part),
            ).fetchall())
        return found

    def add_passage_vectors(self, embedder: str, rows: Iterable[tuple[str, bytes]]) -> None:
        self.db.executemany(
            "INSERT OR REPLACE INTO passage_vectors(sha256, embedder, vector) VALUES(?, ?, ?)",
            ((sha, embedder, blob) for sha, blob in rows),
        )

    # -- aliases, triples ---------------------------------------------------------------------

    def add_aliases(self, rows: Iterable[tuple]) -> None:
        """rows: (entity_id, entry_id, form, kind, scope, start, end, rule)."""
        self.db.executemany(
            "INSERT INTO aliases(entity_id, entry_id, form, kind, scope, start, end, rule) "
            "VALUES(?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )

    def aliases_with_form(self, form: str) -> list[AliasRow]:
        rows = self.db.execute(
            "SELECT entity_id, entry_id, form, kind, scope, start, end, rule FROM aliases "
            "WHERE form=? ORDER BY entity_id",
            (form,),
        ).fetchall()
        return [AliasRow(*r) for r in rows]

    def aliases_of(self, entity_id: int) -> list[AliasRow]:
        rows = self.db.execute(
            "SELECT entity_id, entry_id, form, kind, scope, start, end, rule FROM aliases "
            "WHERE entity_id=? ORDER BY id",
            (entity_id,),
        ).fetchall()
        return [AliasRow(*r) for r in rows]

    def global_aliases(self) -> list[AliasRow]:
        rows = self.db.execute(
            "SELECT entity_id, entry_id, form, kind, scope, start, end, rule FROM aliases "
            "WHERE scope='global'"
        ).fetchall()
        return [AliasRow(*r) for r in rows]

    def richest_person(self, exclude: int) -> int | None:
        row = self.db.execute(
            "SELECT head_id FROM triples WHERE head_id != ? GROUP BY head_id ORDER BY count(*) DESC, head_id LIMIT 1",
            (exclude,),
        ).fetchone()
        return row[0] if row else None

    _NEW_TRIPLE_COLS = tuple(f.name for f in fields(NewTriple))

    def add_triples(self, rows: Iterable[NewTriple]) -> None:
        cols = self._NEW_TRIPLE_COLS
        self.db.executemany(
            f"INSERT INTO triples({', '.join(cols)}) VALUES({', '.join('?' * len(cols))})",
            (tuple(getattr(r, c) for c in cols) for r in rows),
        )

    _TRIPLE_COLS = ", ".join(f.name for f in fields(TripleRow))

    def triples_of(self, entity_id: int) -> list[TripleRow]:
        rows = self.db.execute(
            f"SELECT {self._TRIPLE_COLS} FROM triples WHERE head_id=? ORDER BY document_id, start",
            (entity_id,),
        ).fetchall()
        return [TripleRow(*r) for r in rows]

    def triples_with_tail(self, entity_id: int) -> list[TripleRow]:
        rows = self.db.execute(
            f"SELECT {self._TRIPLE_COLS} FROM triples WHERE tail_id=? ORDER BY document_id, start",
            (entity_id,),
        ).fetchall()
        return [TripleRow(*r) for r in rows]

    def triples_in_document(self, document_id: int) -> list[TripleRow]:
        rows = self.db.execute(
            f"SELECT {self._TRIPLE_COLS} FROM triples WHERE document_id=? ORDER BY start, id", (document_id,)
        ).fetchall()
        return [TripleRow(*r) for r in rows]

    def fact_values(self, entity_id: int, relation: str) -> set[str]:
        rows = self.db.execute(
            "SELECT DISTINCT tail_text FROM triples WHERE head_id=? AND relation=?",
            (entity_id, relation),
        ).fetchall()
        return {r[0] for r in rows}

    def kin_triples(self, relations: Sequence[str]) -> list[tuple[int, int, str]]:
        """(triple id, document id, tail text) for the relations whose tail may be a person."""
        marks = ",".join("?" * len(relations))
        return self.db.execute(
            f"SELECT id, document_id, tail_text FROM triples WHERE relation IN ({marks})",
            tuple(relations),
        ).fetchall()

    def set_tail_ids(self, rows: Iterable[tuple[int | None, int]]) -> None:
        self.db.executemany("UPDATE triples SET tail_id=? WHERE id=?", rows)

    # -- mentions -----------------------------------------------------------------------------

    def replace_mentions(self, rows: Iterable[tuple]) -> None:
        """rows: (chunk_id, entity_id, form, kind, start, end) with chunk-relative offsets."""
        self.db.execute("DELETE FROM mentions")
        self.db.executemany(
            "INSERT INTO mentions(chunk_id, entity_id, form, kind, start, end) "
            "VALUES(?, ?, ?, ?, ?, ?)",
            rows,
        )

    def mentions_of(self, entity_id: int) -> list[MentionRow]:
        rows = self.db.execute(
            "SELECT chunk_id, entity_id, form, kind, start, end FROM mentions WHERE entity_id=? "
            "ORDER BY chunk_id, start",
            (entity_id,),
        ).fetchall()
        return [MentionRow(*r) for r in rows]

    def mentions_in_chunks(self, chunk_ids: Sequence[int]) -> list[MentionRow]:
        if not chunk_ids:
            return []
        marks = ",".join("?" * len(chunk_ids))
        rows = self.db.execute(
            "SELECT chunk_id, entity_id, form, kind, start, end FROM mentions "
            f"WHERE chunk_id IN ({marks}) ORDER BY chunk_id, start",
            tuple(chunk_ids),
        ).fetchall()
        return [MentionRow(*r) for r in rows]

    # -- model-extracted edges (kg/llm_extract) ------------------------------------------------

    def entity_named(self, name: str, type_: str, scope: str = "") -> int:
        """The entity of this name, type and scope, created if there is none yet."""
        found = self.entity_in_scope(name, type_, scope)
        if found is not None:
            return found
        cur = self.db.execute("INSERT INTO entities(name, type, scope) VALUES(?, ?, ?)", (name, type_, scope))
        return int(cur.lastrowid)

    def entity_in_scope(self, name: str, type_: str, scope: str) -> int | None:
        """The entity of this name, type and scope, if there is one (never created)."""
        row = self.db.execute(
            "SELECT id FROM entities WHERE name=? AND type=? AND scope=? ORDER BY id LIMIT 1", (name, type_, scope)
        ).fetchone()
        return row[0] if row else None

    def entity_type(self, entity_id: int) -> str:
        return self.db.execute("SELECT type FROM entities WHERE id=?", (entity_id,)).fetchone()[0]

    def chunks_to_extract(self, extractor: str, limit: int | None = None) -> list[int]:
        """Chunks this extractor has not finished yet, in document order."""
        rows = self.db.execute(
            "SELECT c.id FROM chunks c LEFT JOIN extracted_chunks x ON x.chunk_id = c.id AND x.extractor = ? "
            "WHERE x.chunk_id IS NULL ORDER BY c.document_id, c.start LIMIT ?",
            (extractor, -1 if limit is None else limit),
        ).fetchall()
        return [r[0] for r in rows]

    def chunk_finished(self, chunk_id: int, extractor: str) -> bool:
        return self.db.execute("SELECT 1 FROM extracted_chunks WHERE chunk_id=? AND extractor=?",
                               (chunk_id, extractor)).fetchone() is not None

    def add_extraction(self, chunk_id: int, start: int, end: int, method: str,
                       score: float | None, steps: str) -> int:
        cur = self.db.execute(
            "INSERT INTO extractions(chunk_id, start, end, method, score, steps) VALUES(?, ?, ?, ?, ?, ?)",
            (chunk_id, start, end, method, score, steps),
        )
        return int(cur.lastrowid)

    def add_edge(self, extraction_id: int, head_id: int, relation: str, tail_id: int, document_id: int,
                 chunk_id: int, head: tuple[int, int], tail: tuple[int, int], evidence: tuple[int, int],
                 method: str, score: float | None, kept: bool) -> None:
        self.db.execute(
            "INSERT INTO edges(extraction_id, head_id, relation, tail_id, document_id, chunk_id, "
            "head_start, head_end, tail_start, tail_end, start, end, method, score, kept) "
            "VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (extraction_id, head_id, relation, tail_id, document_id, chunk_id, *head, *tail,
             *evidence, method, score, int(kept)),
        )

    def finish_chunk(self, chunk_id: int, extractor: str, passages: int, edges: int) -> None:
        self.db.execute(
            "INSERT OR REPLACE INTO extracted_chunks(chunk_id, extractor, passages, edges, created_at) "
            "VALUES(?, ?, ?, ?, ?)",
            (chunk_id, extractor, passages, edges, _now()),
        )

    _EDGE_COLS = ("id, head_id, relation, tail_id, document_id, chunk_id, head_start, head_end, "
                  "tail_start, tail_end, start, end, method, score, kept")

    def edges(self, kept_only: bool = True) -> list[EdgeRow]:
        rows = self.db.execute(
            f"SELECT {self._EDGE_COLS} FROM edges {'WHERE kept=1' if kept_only else ''} ORDER BY id"
        ).fetchall()
        return [EdgeRow(*r[:-1], bool(r[-1])) for r in rows]

    def edges_touching(self, entity_ids: Sequence[int]) -> list[EdgeRow]:
        if not entity_ids:
            return []
        marks = ",".join("?" * len(entity_ids))
        rows = self.db.execute(
            f"SELECT {self._EDGE_COLS} FROM edges WHERE kept=1 AND "
            f"(head_id IN ({marks}) OR tail_id IN ({marks})) ORDER BY id",
            (*entity_ids, *entity_ids),
        ).fetchall()
        return [EdgeRow(*r[:-1], bool(r[-1])) for r in rows]

    def edges_in_document(self, document_id: int) -> list[EdgeRow]:
        rows = self.db.execute(
            f"SELECT {self._EDGE_COLS} FROM edges WHERE kept=1 AND document_id=? ORDER BY start, id", (document_id,)
        ).fetchall()
        return [EdgeRow(*r[:-1], bool(r[-1])) for r in rows]

    def all_triples(self) -> list[TripleRow]:
        rows = self.db.execute(f"SELECT {self._TRIPLE_COLS} FROM triples ORDER BY id").fetchall()
        return [TripleRow(*r) for r in rows]

    def entities(self, ids: Iterable[int] | None = None) -> dict[int, tuple[str, str]]:
        """id -> (name, type), for the given ids or all entities."""
        if ids is None:
            rows = self.db.execute("SELECT id, name, type FROM entities").fetchall()
        else:
            wanted = list(set(ids))
            rows = []
            for i in range(0, len(wanted), 500):
                part = wanted[i:i + 500]
                rows += self.db.execute(
                    f"SELECT id, name, type FROM entities WHERE id IN ({','.join('?' * len(part))})", part
                ).fetchall()
        return {r[0]: (r[1], r[2]) for r in rows}

    def merge_entity(self, from_id: int, into_id: int, method: str, reason: str) -> None:
        """Point every edge of `from_id` at `into_id` and record why (the row is kept)."""
        self.db.execute("UPDATE edges SET head_id=? WHERE head_id=?", (into_id, from_id))
        self.db.execute("UPDATE edges SET tail_id=? WHERE tail_id=?", (into_id, from_id))
        self.db.execute(
            "INSERT OR REPLACE INTO entity_merges(from_id, into_id, method, reason) VALUES(?, ?, ?, ?)",
            (from_id, into_id, method, reason),
        )

    def merges(self) -> dict[int, int]:
        return dict(self.db.execute("SELECT from_id, into_id FROM entity_merges").fetchall())

    def edge_entities(self, type_: str) -> list[tuple[int, str]]:
        """Entities of one type that some kept edge uses, not merged away."""
        return self.db.execute(
            "SELECT id, name FROM entities WHERE type=? AND id NOT IN (SELECT from_id FROM entity_merges) "
            "AND id IN (SELECT head_id FROM edges UNION SELECT tail_id FROM edges) ORDER BY id",
            (type_,),
        ).fetchall()

    def scoped_people(self) -> list[tuple[int, str, str]]:
        """(id, name, scope) of the people known to one document only, not merged away."""
        return self.db.execute(
            "SELECT id, name, scope FROM entities WHERE type='person' AND scope LIKE 'doc:%' "
            "AND id NOT IN (SELECT from_id FROM entity_merges) ORDER BY id"
        ).fetchall()

    def edge_sentences(self, entity_id: int, limit: int) -> list[str]:
        """The evidence text of the first kept edges that touch an entity."""
        rows = self.db.execute(
            "SELECT document_id, start, end FROM edges WHERE kept=1 AND (head_id=? OR tail_id=?) ORDER BY id LIMIT ?",
            (entity_id, entity_id, limit),
        ).fetchall()
        return [self.document_text(d)[s:e] for d, s, e in rows]

    def alias_forms(self, kinds: Sequence[str]) -> set[str]:
        marks = ",".join("?" * len(kinds))
        rows = self.db.execute(
            f"SELECT DISTINCT form FROM aliases WHERE scope='global' AND kind IN ({marks})", tuple(kinds)
        ).fetchall()
        return {r[0] for r in rows}

    def entity_names(self) -> set[str]:
        """Names of the entities not merged away (people, places, offices …)."""
        rows = self.db.execute(
            "SELECT DISTINCT name FROM entities WHERE id NOT IN (SELECT from_id FROM entity_merges)"
        ).fetchall()
        return {r[0] for r in rows}

    def entities_called(self, name: str) -> list[int]:
        rows = self.db.execute(
            "SELECT id FROM entities WHERE name=? AND id NOT IN (SELECT from_id FROM entity_merges) ORDER BY id",
            (name,),
        ).fetchall()
        return [r[0] for r in rows]

    def extraction_stats(self) -> dict[str, int]:
        queries = {
            "chunks": "SELECT count(*) FROM chunks",
            "chunks_done_rules": "SELECT count(*) FROM extracted_chunks WHERE extractor='rules'",
            "chunks_done_llm": "SELECT count(*) FROM extracted_chunks WHERE extractor='llm'",
            "edges": "SELECT count(*) FROM edges",
            "edges_kept": "SELECT count(*) FROM edges WHERE kept=1",
            "merges": "SELECT count(*) FROM entity_merges",
        }
        return {k: self.db.execute(q).fetchone()[0] for k, q in queries.items()}

    # -- outputs and statistics ---------------------------------------------------------------

    def add_output(self, entity_id: int | None, kind: str, mode: str, markdown: str, json_: str) -> int:
        cur = self.db.execute(
            "INSERT INTO outputs(entity_id, kind, mode, created_at, markdown, json) "
            "VALUES(?, ?, ?, ?, ?, ?)",
            (entity_id, kind, mode, _now(), markdown, json_),
        )
        return int(cur.lastrowid)

    _OUTPUT_COLS = "id, entity_id, kind, mode, created_at, markdown, json"

    def outputs(self, entity_id: int | None = None) -> list[OutputRow]:
        """Every stored output (or one person's), newest first."""
        rows = self.db.execute(
            f"SELECT {self._OUTPUT_COLS} FROM outputs WHERE ?1 IS NULL OR entity_id=?1 ORDER BY id DESC",
            (entity_id,),
        ).fetchall()
        return [OutputRow(*r) for r in rows]

    def output(self, output_id: int) -> OutputRow | None:
        row = self.db.execute(f"SELECT {self._OUTPUT_COLS} FROM outputs WHERE id=?", (output_id,)).fetchone()
        return OutputRow(*row) if row else None

    def counts(self) -> dict[str, int]:
        tables = ("documents", "chunks", "entries", "entities", "aliases", "triples", "mentions", "outputs")
        counts = {t: self.db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in tables}
        counts["people"] = self.people_count()  # with entries of their own; others named in them are entities
        return counts

    # -- language-model calls (the log doubles as the cache) -----------------------------------

    def cached_response(self, key: str) -> str | None:
        row = self.db.execute(
            "SELECT id, response FROM llm_calls WHERE key=? AND ok=1 ORDER BY id DESC LIMIT 1", (key,)
        ).fetchone()
        if row is None:
            return None
        self.db.execute("UPDATE llm_calls SET hits=hits+1 WHERE id=?", (row[0],))
        return row[1]

    def log_llm_call(self, call: LLMCallRow) -> None:
        self.db.execute(
            "INSERT INTO llm_calls(key, stage, backend, model, request, response, ok, error, tokens_in, "
            "tokens_out, ms, created_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (call.key, call.stage, call.backend, call.model, call.request, call.response, int(call.ok),
             call.error, call.tokens_in, call.tokens_out, call.ms, _now()),
        )

    def usage(self) -> list[UsageRow]:
        rows = self.db.execute(
            "SELECT stage, model, sum(ok), sum(1-ok), sum(hits), sum(tokens_in), sum(tokens_out), sum(ms) "
            "FROM llm_calls GROUP BY stage, model ORDER BY stage, model"
        ).fetchall()
        return [UsageRow(*r) for r in rows]

    # -- checked claims and the review queue ----------------------------------------------------

    def add_check(self, entity_id: int | None, claim: str, verdict: str, mode: str, json_: str) -> int:
        cur = self.db.execute(
            "INSERT INTO checks(entity_id, claim, verdict, mode, json, created_at) VALUES(?, ?, ?, ?, ?, ?)",
            (entity_id, claim, verdict, mode, json_, _now()),
        )
        return int(cur.lastrowid)

    def open_review(self, key: str, entity_id: int, relation: str, claim: str, readings: str) -> ReviewRow:
        """The review item for `key`, created if new; an existing item keeps its decision."""
        self.db.execute(
            "INSERT INTO reviews(key, entity_id, relation, claim, readings, status, created_at) "
            "VALUES(?, ?, ?, ?, ?, 'open', ?) ON CONFLICT(key) DO NOTHING",
            (key, entity_id, relation, claim, readings, _now()),
        )
        return self._review("key=?", key)

    def review(self, review_id: int) -> ReviewRow | None:
        try:
            return self._review("id=?", review_id)
        except LookupError:
            return None

    def _review(self, where: str, arg: object) -> ReviewRow:
        row = self.db.execute(
            "SELECT id, key, entity_id, relation, claim, readings, status, decision, note, created_at, sentence "
            f"FROM reviews WHERE {where}", (arg,)
        ).fetchone()
        if row is None:
            raise LookupError(arg)
        return ReviewRow(*row)

    def reviews(self, status: str | None = None) -> list[ReviewRow]:
        rows = self.db.execute(
            "SELECT id, key, entity_id, relation, claim, readings, status, decision, note, created_at, sentence "
            "FROM reviews WHERE ?1 IS NULL OR status=?1 ORDER BY id", (status,)
        ).fetchall()
        return [ReviewRow(*r) for r in rows]

    def review_decisions(self, entity_id: int) -> dict[str, str]:
        """relation → the reading a reviewer chose, for one person."""
        rows = self.db.execute(
            "SELECT relation, decision FROM reviews WHERE entity_id=? AND status='resolved' AND decision!='' "
            "ORDER BY id", (entity_id,)
        ).fetchall()
        return dict(rows)

    def resolve_review(self, review_id: int, decision: str, note: str, sentence: str = "") -> None:
        self.db.execute(
            "UPDATE reviews SET status='resolved', decision=?, note=?, sentence=?, resolved_at=? WHERE id=?",
            (decision, note, sentence, _now(), review_id),
        )
