"""A relation classifier written by hand for the tests: it tags 甲… and 乙… as people and reads
"A之子B" as (A, 子, B)."""

from __future__ import annotations

import numpy as np

from shiguan.lang.zh.relations.classifier import NONE, RelationClassifier
from shiguan.lang.zh.relations.linear_model import LinearModel, feature_index

BUCKETS = 1 << 12


def one_hot(labels: tuple[str, ...], features: dict[str, str], bias: dict[str, float]) -> LinearModel:
    """A model that scores label L by 10 for each feature mapped to L."""
    weights = np.zeros((BUCKETS, len(labels)), dtype=np.float32)
    for feature, label in features.items():
        weights[feature_index(feature, BUCKETS), labels.index(label)] += 10
    return LinearModel(labels, weights, np.array([bias.get(lb, 0.0) for lb in labels], dtype=np.float32))


def tiny_classifier() -> RelationClassifier:
    tags = ("O", "B-PER", "I-PER")
    tagger = one_hot(tags, {"u0:甲": "B-PER", "u0:乙": "B-PER", "b-1:甲一": "I-PER", "b-1:乙二": "I-PER"},
                     {"O": 1.0})
    pairs = one_hot((NONE, "子"), {"between:ht:之子:PER>PER": "子"}, {NONE: 1.0})
    return RelationClassifier("cclue", tagger, pairs, max_distance=10, span_floor=0.5, threshold=0.6)
