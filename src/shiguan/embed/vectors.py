"""Vectors kept in the project database: computed once per text and embedder, then reused.

Corpus chunks are embedded by `shiguan embed` in batches, each stored in its own transaction,
so an interrupted run resumes with the chunks still missing. A fitted TF-IDF embedder is stored
with them: vectors made later (queries, new chunks) must lie in the same space. Texts outside the
corpus (a narrative's passages) are cached by their hash.
"""

from __future__ import annotations

import hashlib
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from ..project import Project
from ..store import Store
from . import embedder_for
from .protocol import Embedder, from_blobs, to_blob


@dataclass(frozen=True)
class EmbedReport:
    embedder: str
    embedded: int  # chunks embedded by this run
    chunks: int  # chunks of the project that have a vector now
    seconds: float


def project_embedder(project: Project, refit: bool = False) -> Embedder:
    """The project's embedder; TF-IDF is fitted on the corpus once and stored (`refit` fits anew
    and drops the vectors of the old fit)."""
    settings = project.config.embed
    if settings.backend != "tfidf":
        return embedder_for(settings, ())
    from .tfidf import TfidfEmbedder

    stored = project.store.fitted_embedder("tfidf")
    if stored is not None and not refit:
        return TfidfEmbedder.from_state(stored[1])
    fitted = TfidfEmbedder.fit([text for _, text in project.store.iter_chunk_texts()], settings.dim,
                               settings.max_features)
    with project.store.transaction():
        project.store.save_fitted_embedder("tfidf", fitted.name, fitted.state())
    return fitted


def embed_chunks(project: Project, embedder: Embedder, batch: int,
                 on_batch: Callable[[int, int], None] | None = None) -> EmbedReport:
    """Embed the chunks that have no vector of this embedder yet; `on_batch(done, total)`."""
    began = time.perf_counter()
    store = project.store
    todo = store.chunks_without_vectors(embedder.name)
    for start in range(0, len(todo), batch):
        ids = todo[start:start + batch]
        texts = store.chunk_texts(ids)
        vectors = embedder.embed([texts[i] for i in ids])
        with store.transaction():
            store.add_chunk_vectors(embedder.name, zip(ids, map(to_blob, vectors)))
        if on_batch is not None:
            on_batch(start + len(ids), len(todo))
    return EmbedReport(embedder.name, len(todo), len(store.chunk_vectors(embedder.name)),
                       time.perf_counter() - began)


def chunk_matrix(store: Store, embedder: Embedder) -> tuple[list[int], np.ndarray]:
    """The stored chunk vectors of an embedder: chunk ids and one row per chunk."""
    rows = store.chunk_vectors(embedder.name)
    if not rows:
        return [], np.zeros((0, embedder.dim), dtype=np.float32)
    return [r[0] for r in rows], from_blobs([r[1] for r in rows])


def passage_matrix(store: Store, embedder: Embedder, texts: Sequence[str], batch: int) -> np.ndarray:
    """Vectors of texts outside the corpus, embedded only if this embedder has not seen them."""
    keys = [hashlib.sha256(t.encode()).hexdigest() for t in texts]
    known = store.passage_vectors(embedder.name, keys)
    missing = sorted({k: t for k, t in zip(keys, texts) if k not in known}.items())
    for start in range(0, len(missing), batch):
        part = missing[start:start + batch]
        rows = list(zip((k for k, _ in part), map(to_blob, embedder.embed([t for _, t in part]))))
        with store.transaction():
            store.add_passage_vectors(embedder.name, rows)
        known.update(rows)
    if not keys:
        return np.zeros((0, embedder.dim), dtype=np.float32)
    return from_blobs([known[k] for k in keys])
