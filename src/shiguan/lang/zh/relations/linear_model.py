"""A linear classifier over hashed string features, applied with numpy alone.

The relation classifier and the entity tagger are trained with scikit-learn by
scripts/train_relation_classifier.py, but the package only needs to apply them: a model is its
weight matrix, biases and label names, stored as a plain .npz (no pickle), so `extract` and
`eval re` run without scikit-learn and the file cannot execute code when loaded.
"""

from __future__ import annotations

import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ....errors import ProjectError


def feature_index(feature: str, buckets: int) -> int:
    """A stable bucket for a feature string (Python's hash() changes from run to run)."""
    return zlib.crc32(feature.encode("utf-8")) % buckets


def hashed_rows(rows: Sequence[Sequence[str]], buckets: int) -> list[list[int]]:
    return [sorted({feature_index(f, buckets) for f in row}) for row in rows]


@dataclass(frozen=True)
class LinearModel:
    """Multinomial logistic regression: one weight column per label, binary features."""

    labels: tuple[str, ...]
    weights: np.ndarray  # (buckets, labels)
    bias: np.ndarray  # (labels,)

    @property
    def buckets(self) -> int:
        return int(self.weights.shape[0])

    def probabilities(self, rows: Sequence[Sequence[str]]) -> np.ndarray:
        """P(label | features) for each row of feature strings, shape (rows, labels)."""
        scores = np.tile(self.bias.astype(np.float64), (len(rows), 1))
        for i, idx in enumerate(hashed_rows(rows, self.buckets)):
            if idx:
                scores[i] += self.weights[idx].sum(axis=0, dtype=np.float64)
        scores -= scores.max(axis=1, keepdims=True)
        np.exp(scores, out=scores)
        return scores / scores.sum(axis=1, keepdims=True)

    def arrays(self, prefix: str) -> dict[str, np.ndarray]:
        return {f"{prefix}.labels": np.array(self.labels), f"{prefix}.weights": self.weights,
                f"{prefix}.bias": self.bias}

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray], prefix: str, path: Path) -> LinearModel:
        try:
            labels = tuple(str(x) for x in arrays[f"{prefix}.labels"])
            weights, bias = arrays[f"{prefix}.weights"], arrays[f"{prefix}.bias"]
        except KeyError as exc:
            raise ProjectError(f"{path}: not a relation-classifier file (no {exc})") from exc
        if weights.ndim != 2 or weights.shape[1] != len(labels) or bias.shape != (len(labels),):
            raise ProjectError(f"{path}: the {prefix} model's weights do not match its labels")
        return cls(labels, weights, bias)
