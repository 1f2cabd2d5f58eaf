"""Relations the model read (lang/zh/relations/llm_extract.py): the passages it read, the edges,
and which chunks are done."""

from __future__ import annotations

from collections.abc import Sequence

from .connection import now
from .documents import Documents
from .rows import EdgeRow, NewEdge, columns, insert_sql, upsert_sql, values


class Edges(Documents):
    """Extractions and their edges; a chunk counts as done per extractor once `finish_chunk` says so."""

    def chunks_to_extract(self, extractor: str, limit: int | None = None) -> list[int]:
        """Chunks this extractor has not finished yet, in document order."""
        rows = self.db.execute(
            "SELECT c.id FROM chunks c LEFT JOIN extracted_chunks x ON x.chunk_id = c.id AND x.extractor = ? "
            "WHERE x.chunk_id IS NULL ORDER BY c.document_id, c.start" + ("" if limit is None else " LIMIT ?"),
            (extractor,) if limit is None else (extractor, limit),
        ).fetchall()
        return [r[0] for r in rows]

    def chunk_finished(self, chunk_id: int, extractor: str) -> bool:
        return self.db.execute("SELECT 1 FROM extracted_chunks WHERE chunk_id=? AND extractor=?",
                               (chunk_id, extractor)).fetchone() is not None

    def add_extraction(self, chunk_id: int, start: int, end: int, method: str,
                       score: float | None, steps: str) -> int:
        return self.insert(
            "INSERT INTO extractions(chunk_id, start, end, method, score, steps) VALUES(?, ?, ?, ?, ?, ?)",
            (chunk_id, start, end, method, score, steps),
        )

    def add_edge(self, edge: NewEdge) -> None:
        self.db.execute(insert_sql("edges", NewEdge), values(edge))

    def finish_chunk(self, chunk_id: int, extractor: str, passages: int, edges: int) -> None:
        self.db.execute(
            upsert_sql("extracted_chunks", ("chunk_id", "extractor", "passages", "edges", "created_at"),
                       ("chunk_id", "extractor")),
            (chunk_id, extractor, passages, edges, now()),
        )

    _EDGE_COLS = ", ".join(columns(EdgeRow))

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

    def edge_sentences(self, entity_id: int, limit: int) -> list[str]:
        """The evidence text of the first kept edges that touch an entity."""
        rows = self.db.execute(
            "SELECT document_id, start, end FROM edges WHERE kept=1 AND (head_id=? OR tail_id=?) ORDER BY id LIMIT ?",
            (entity_id, entity_id, limit),
        ).fetchall()
        return [self.document_text(d)[s:e] for d, s, e in rows]

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
