"""Maximal marginal relevance: passages similar to a query but not to each other.

Top-k by similarity tends to return k versions of one episode; MMR picks the next passage by
λ·sim(query, passage) − (1−λ)·max sim(passage, already picked), so a second passage must add
something. REVERSUM retrieves k = 4 with λ-weighted MMR among passages at least 0.3 similar.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Pick:
    index: int  # row of the candidate matrix
    similarity: float  # cosine with the query
    score: float  # the MMR score it was picked with


def mmr(query: np.ndarray, candidates: np.ndarray, k: int = 4, lambda_: float = 0.5,
        threshold: float = 0.3, pool: int = 20, relevance: np.ndarray | None = None) -> list[Pick]:
    """Up to k picks, in the order chosen, among the `pool` rows most similar to the query that
    reach `threshold`. Rows and query are L2-normalised, so dot products are cosines.
    `relevance` (one score a row, on the cosine's scale) replaces the cosine with the query as
    what rows are ranked, kept and picked by; redundancy is always the cosine between rows."""
    if len(candidates) == 0:
        return []
    similarity = candidates @ query
    relevance = similarity if relevance is None else relevance
    ranked = [int(i) for i in np.argsort(-relevance, kind="stable")[:pool] if relevance[i] >= threshold]
    picks: list[Pick] = []
    redundancy = np.zeros(len(candidates), dtype=np.float32)  # max similarity to a pick so far
    while ranked and len(picks) < k:
        scores = [lambda_ * relevance[i] - (1 - lambda_) * redundancy[i] for i in ranked]
        best = int(np.argmax(scores))
        chosen = ranked.pop(best)
        picks.append(Pick(chosen, float(similarity[chosen]), float(scores[best])))
        redundancy = np.maximum(redundancy, candidates @ candidates[chosen])
    return picks
