"""Embedding vectors of chunks and passages, and the fitted embedder whose space they are in."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .connection import Connected, now
from .rows import upsert_sql


class Vectors(Connected):
    """Vectors stored per embedder name: vectors of two embedders are never compared."""

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
            upsert_sql("fitted_embedders", ("kind", "name", "state", "created_at"), ("kind",)),
            (kind, name, state, now()),
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
            upsert_sql("chunk_vectors", ("chunk_id", "embedder", "vector"), ("chunk_id", "embedder")),
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
                "SELECT sha256, vector FROM passage_vectors WHERE embedder=? "
                f"AND sha256 IN ({','.join('?' * len(part))})",
                (embedder, *part),
            ).fetchall())
        return found

    def add_passage_vectors(self, embedder: str, rows: Iterable[tuple[str, bytes]]) -> None:
        self.db.executemany(
            upsert_sql("passage_vectors", ("sha256", "embedder", "vector"), ("sha256", "embedder")),
            ((sha, embedder, blob) for sha, blob in rows),
        )
