"""Documents as read, the entries and chunks cut from them, and the full-text index of chunk texts."""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Sequence

from .connection import now
from .entities import Entities
from .rows import ChunkRow, DocumentRow, EntryRow, NewChunk, NewEntry, columns, insert_sql, values


def encode_clauses(clauses: Sequence[tuple[int, int, str, str, str]]) -> str:
    """Clauses (start, end, who, name, basis) as `set_clauses` stores them: encoded by the reading
    process, so that the one writer only stores a string."""
    return json.dumps(clauses, ensure_ascii=False, separators=(",", ":"))


class Documents(Entities):
    """Documents, entries and chunks; deleting a document drops the entities only it named."""

    _DOCUMENT_COLS = ", ".join(columns(DocumentRow))

    def document_by_sha(self, sha256: str) -> DocumentRow | None:
        row = self.db.execute(
            f"SELECT {self._DOCUMENT_COLS} FROM documents WHERE sha256=?", (sha256,)
        ).fetchone()
        return DocumentRow(*row) if row else None

    def documents_at_path(self, path: str) -> list[DocumentRow]:
        rows = self.db.execute(
            f"SELECT {self._DOCUMENT_COLS} FROM documents WHERE path=?", (path,)
        ).fetchall()
        return [DocumentRow(*r) for r in rows]

    def has_documents(self) -> bool:
        return self.db.execute("SELECT 1 FROM documents LIMIT 1").fetchone() is not None

    def documents(self) -> list[DocumentRow]:
        rows = self.db.execute(
            f"SELECT {self._DOCUMENT_COLS} FROM documents ORDER BY id"
        ).fetchall()
        return [DocumentRow(*r) for r in rows]

    def document(self, document_id: int) -> DocumentRow | None:
        row = self.db.execute(
            f"SELECT {self._DOCUMENT_COLS} FROM documents WHERE id=?", (document_id,)
        ).fetchone()
        return DocumentRow(*row) if row else None

    def document_counts(self) -> dict[int, tuple[int, int, int]]:
        """document id -> (entries, pattern triples, kept extracted edges) read from it."""
        rows = self.db.execute(
            "SELECT d.id, (SELECT count(*) FROM entries WHERE document_id=d.id), "
            "(SELECT count(*) FROM triples WHERE document_id=d.id), "
            "(SELECT count(*) FROM edges WHERE document_id=d.id AND kept=1) FROM documents d ORDER BY d.id"
        ).fetchall()
        return {r[0]: (r[1], r[2], r[3]) for r in rows}

    def add_document(
        self, path: str, sha256: str, encoding: str, text: str, norm_text: str | None
    ) -> int:
        return self.insert(
            "INSERT INTO documents(path, sha256, encoding, chars, text, norm_text, added_at) "
            "VALUES(?, ?, ?, ?, ?, ?, ?)",
            (path, sha256, encoding, len(text), text, norm_text, now()),
        )

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
        self.db.execute("DELETE FROM clauses WHERE document_id=?", (document_id,))
        self.db.execute("DELETE FROM documents WHERE id=?", (document_id,))
        self.db.execute("DELETE FROM meta WHERE key=?", (f"reader:{document_id}",))
        if not keep_people:
            self.drop_orphans()

    def document_text(self, document_id: int, normalised: bool = False) -> str:
        text, norm = self.db.execute(
            "SELECT text, norm_text FROM documents WHERE id=?", (document_id,)
        ).fetchone()
        return norm if normalised and norm is not None else text

    def set_clauses(self, document_id: int, encoded: str) -> None:
        """Whom each clause of the document's entries is about, as `encode_clauses` wrote it."""
        self.db.execute("DELETE FROM clauses WHERE document_id=?", (document_id,))
        self.db.execute("INSERT INTO clauses(document_id, clauses_json) VALUES(?, ?)", (document_id, encoded))

    def clauses_of(self, document_id: int) -> list[tuple[int, int, str, str, str]] | None:
        """The stored clauses of a document, or None when it was read before they were kept."""
        row = self.db.execute("SELECT clauses_json FROM clauses WHERE document_id=?", (document_id,)).fetchone()
        return [tuple(c) for c in json.loads(row[0])] if row else None  # type: ignore[misc]

    def add_entry(self, entry: NewEntry) -> int:
        return self.insert(insert_sql("entries", NewEntry), values(entry))

    def add_chunk(self, chunk: NewChunk, index_text: str) -> int:
        """Store a chunk and index `index_text` (its normalised text) for full-text search."""
        chunk_id = self.add_unindexed_chunk(chunk)
        self.index_chunks([(chunk_id, index_text)])
        return chunk_id

    def add_unindexed_chunk(self, chunk: NewChunk) -> int:
        """Store a chunk whose text the caller indexes later in the same transaction (index_chunks)."""
        return self.insert(insert_sql("chunks", NewChunk), values(chunk))

    def index_chunks(self, texts: Iterable[tuple[int, str]]) -> None:
        """Index chunks' texts (chunk id, normalised text) for full-text search. A document's go in
        together, after its other rows: FTS5 writes what it holds as a segment of its own before
        every statement that opens a savepoint (an INSERT … RETURNING), so indexing each chunk
        among the other inserts made one segment a chunk, and merging them cost the writer more."""
        self.db.executemany("INSERT INTO chunk_fts(rowid, text) VALUES(?, ?)", texts)

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
        yield from self.dialect.stream(self.db, "SELECT rowid, text FROM chunk_fts ORDER BY rowid")

    def chunk_text(self, chunk_id: int) -> str:
        return self.db.execute("SELECT text FROM chunk_fts WHERE rowid=?", (chunk_id,)).fetchone()[0]

    def fts_search(self, query: str, limit: int) -> list[int]:
        """Chunks matching a phrase, best BM25 first (trigram index: three characters or more)."""
        return self.dialect.fts_search(self.db, query, limit)

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
