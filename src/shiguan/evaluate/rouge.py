"""ROUGE-1 and ROUGE-L F1 over tokens: Han characters one each (no segmenter for classical or
modern Chinese agrees with another), other words lower-cased."""

from __future__ import annotations

import re

import numpy as np

_TOKEN = re.compile(r"[\u3400-\u9fff]|[A-Za-z0-9]+")


def tokens(text: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(text)]


def _f1(overlap: int, candidate: int, reference: int) -> float:
    if not overlap:
        return 0.0
    p, r = overlap / candidate, overlap / reference
    return 2 * p * r / (p + r)


def rouge_1(candidate: str, reference: str) -> float:
    c, r = tokens(candidate), tokens(reference)
    common: dict[str, int] = {}
    for t in c:
        common[t] = common.get(t, 0) + 1
    overlap = 0
    for t in r:
        if common.get(t, 0) > 0:
            common[t] -= 1
            overlap += 1
    return _f1(overlap, len(c), len(r))


def lcs_length(a: list[str], b: list[str]) -> int:
    """Longest common subsequence, one row of the table at a time (vectorised per row)."""
    if not a or not b:
        return 0
    ids = {t: i for i, t in enumerate(set(a) | set(b))}
    bb = np.array([ids[t] for t in b])
    row = np.zeros(len(b) + 1, dtype=np.int32)
    for t in a:
        match = np.concatenate(([0], np.where(bb == ids[t], row[:-1] + 1, 0)))
        row = np.maximum.accumulate(np.maximum(match, row))
    return int(row[-1])


def rouge_l(candidate: str, reference: str) -> float:
    c, r = tokens(candidate), tokens(reference)
    return _f1(lcs_length(c, r), len(c), len(r))
