"""Chunks ranked for a query: BM25, fused with vector similarity where the project has vectors.

BM25 (`retrieve.bm25`: stemmed words for English, character n-grams for Chinese) finds the
chunks that use the query's words; the vectors `shiguan embed` stored (MiniLM, TF-IDF or an
endpoint's) find those that say it in other words. The two scores have unrelated scales, so
they are fused by rank, reciprocal-rank fusion: score = Σ 1 / (RRF_K + rank) over the lists that
rank the chunk, with RRF_K = 60 (Cormack, Clarke & Büttcher 2009): the head of either list gets
through and neither list's tail outweighs the other's head. Without vectors, or when the
embedder cannot be loaded, the ranking is BM25's alone and needs no model.

`rank_chunks` is the one-call form; `ChunkRanker` keeps the index for many queries; `fuse` is
the fusion alone, for scores computed elsewhere (the retrieval benchmark's passages).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from ..embed.protocol import Embedder
from ..embed.vectors import chunk_matrix, project_embedder
from ..errors import ShiguanError
from ..project import Project
from ..store import ChunkRow
from .bm25 import BM25

RRF_K = 60


@dataclass(frozen=True)
class Ranked:
    chunk: ChunkRow
    score: float  # the fused score, Σ 1 / (RRF_K + rank)
    bm25_rank: int | None  # 1 = best; None: no term in common with the query
    vector_rank: int | None  # 1 = best; None: no vector, or a cosine ≤ 0


class ChunkRanker:
    """A BM25 index over the chunks (all the project's by default) and their stored vectors,
    built once; `rank` is then cheap. A chunk without a vector (ingested after the last
    `shiguan embed`) is ranked by BM25 alone."""

    def __init__(self, project: Project, chunks: Sequence[ChunkRow] | None = None):
        store = project.store
        if chunks is None:
            texts = dict(store.iter_chunk_texts())
            rows = store.chunks_by_id(texts)
            self.chunks = [rows[i] for i in texts]
        else:
            self.chunks = list(chunks)
            texts = store.chunk_texts([c.id for c in self.chunks]) if self.chunks else {}
        self.bm25 = BM25([texts[c.id] for c in self.chunks])
        self.embedder: Embedder | None = None
        self.vectors: np.ndarray | None = None  # one row per chunk; a zero row for a chunk without one
        if self.chunks and (found := _stored_vectors(project)) is not None:
            embedder, ids, matrix = found
            row = {chunk_id: i for i, chunk_id in enumerate(ids)}
            have = [i for i, c in enumerate(self.chunks) if c.id in row]
            if have:
                self.embedder = embedder
                self.vectors = np.zeros((len(self.chunks), matrix.shape[1]), dtype=np.float32)
                self.vectors[have] = matrix[[row[self.chunks[i].id] for i in have]]

    @property
    def hybrid(self) -> bool:
        """Whether vectors take part (else BM25 alone)."""
        return self.vectors is not None

    def rank(self, query: str, k: int = 20) -> list[Ranked]:
        """The k best chunks for the query, best first; only chunks that share a term with the
        query or have a positive cosine with it are ranked at all."""
        cosine = None
        if self.embedder is not None and self.vectors is not None:
            cosine = self.vectors @ self.embedder.embed([query])[0]
        return [Ranked(self.chunks[i], score, b, v) for i, score, b, v in fuse(self.bm25.scores(query), cosine)[:k]]


def rank_chunks(project: Project, query: str, chunks: Sequence[ChunkRow] | None = None, k: int = 20) -> list[Ranked]:
    """The k chunks (of `chunks`, else of the whole project) that best answer the query: BM25,
    fused by reciprocal rank with the cosine of the project's chunk vectors where it has any."""
    return ChunkRanker(project, chunks).rank(query, k)


def fuse(bm25: np.ndarray, cosine: np.ndarray | None = None) -> list[tuple[int, float, int | None, int | None]]:
    """Reciprocal-rank fusion of two scores of the same items: (position, fused score, BM25 rank,
    vector rank) for every item with a positive score in either, best first (a tie keeps the
    earlier item first). Ranks count from 1, only over positive scores."""
    lists = [_ranks(bm25), _ranks(cosine) if cosine is not None else {}]
    fused = [(i, sum(1 / (RRF_K + r[i]) for r in lists if i in r)) for i in lists[0].keys() | lists[1].keys()]
    fused.sort(key=lambda x: (-x[1], x[0]))
    return [(i, score, lists[0].get(i), lists[1].get(i)) for i, score in fused]


def _ranks(scores: np.ndarray) -> dict[int, int]:
    """Position → rank (1 = best) of the positive scores; a tie keeps the earlier position first."""
    order = np.argsort(-scores, kind="stable")
    return {int(i): r for r, i in enumerate(order[:int((scores > 0).sum())], 1)}


def _stored_vectors(project: Project) -> tuple[Embedder, list[int], np.ndarray] | None:
    """The project's embedder with its stored chunk vectors (ids, rows), or None when it has
    made none or cannot be loaded (the model is not installed): then BM25 ranks alone. An
    unfitted TF-IDF embedder has made no vectors, and is not fitted here."""
    if project.config.embed.backend == "tfidf" and project.store.fitted_embedder("tfidf") is None:
        return None
    try:
        embedder = project_embedder(project)
        ids, matrix = chunk_matrix(project.store, embedder)
    except ShiguanError:
        return None
    return (embedder, ids, matrix) if ids else None
