"""What every embedder offers: texts in, L2-normalised float32 rows out, so a dot product is a cosine."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import numpy as np


class Embedder(Protocol):
    name: str  # names the vector space: vectors are stored under it and never compared across names
    dim: int

    def embed(self, texts: Sequence[str]) -> np.ndarray: ...  # (len(texts), dim) float32, unit rows


def unit_rows(matrix: np.ndarray) -> np.ndarray:
    """Rows scaled to length 1 (an all-zero row, a text with no known term, stays zero)."""
    matrix = np.asarray(matrix, dtype=np.float32)
    norms = np.linalg.norm(matrix, axis=1, keepdims=True)
    return matrix / np.where(norms == 0, 1, norms)


def to_blob(vector: np.ndarray) -> bytes:
    return np.asarray(vector, dtype=np.float32).tobytes()


def from_blobs(blobs: Sequence[bytes]) -> np.ndarray:
    """Stored vectors (at least one) as rows of a matrix."""
    return np.frombuffer(b"".join(blobs), dtype=np.float32).reshape(len(blobs), -1)
