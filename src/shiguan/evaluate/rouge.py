"""ROUGE-N and ROUGE-L F1 over tokens, and the longest common subsequence they rest on.

`rouge_1` / `rouge_l` tokenise text: Han characters one each (no segmenter for classical or
modern Chinese agrees with another), other words lower-cased. The sequence functions take any
tokens, so a caller that counts every character (training evaluation) shares the arithmetic.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

import numpy as np

_TOKEN = re.compile(r"[\u3400-\u9fff]|[A-Za-z0-9]+")


def tokens(text: str) -> list[str]:
    return [t.lower() for t in _TOKEN.findall(text)]


def f1(overlap: float, candidate: int, reference: int) -> float:
    if not overlap or not candidate or not reference:
        return 0.0
    p, r = overlap / candidate, overlap / reference
    return 2 * p * r / (p + r)


def lcs_length(a: Sequence[str], b: Sequence[str]) -> int:
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


def rouge_n_of(candidate: Sequence[str], reference: Sequence[str], n: int) -> float:
    """ROUGE-N F1 of two token sequences (n-gram counts clipped)."""
    a = Counter(tuple(candidate[i:i + n]) for i in range(len(candidate) - n + 1))
    b = Counter(tuple(reference[i:i + n]) for i in range(len(reference) - n + 1))
    return f1(sum((a & b).values()), sum(a.values()), sum(b.values()))


def rouge_l_of(candidate: Sequence[str], reference: Sequence[str]) -> float:
    return f1(lcs_length(candidate, reference), len(candidate), len(reference))


def rouge_1(candidate: str, reference: str) -> float:
    return rouge_n_of(tokens(candidate), tokens(reference), 1)


def rouge_l(candidate: str, reference: str) -> float:
    return rouge_l_of(tokens(candidate), tokens(reference))
