"""Where the clauses of an entry are, and which clause holds a place in the text: subjects.py
reads an entry clause by clause, attribute.py and the Verifier look up the clause of a fact."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from .name_shapes import CLAUSE_BREAK, Clause


def clause_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The clauses of text[start:end], split at CLAUSE_BREAK (empty ones left out)."""
    spans = []
    s = start
    for i in range(start, end):
        if text[i] in CLAUSE_BREAK:
            if i > s:
                spans.append((s, i))
            s = i + 1
    if s < end:
        spans.append((s, end))
    return spans


def _start(clause: Clause) -> int:
    return clause.start


def clause_at(clauses: Sequence[Clause], offset: int) -> Clause | None:
    """The clause holding `offset` (clauses are in text order)."""
    i = bisect_right(clauses, offset, key=_start) - 1
    if i >= 0 and offset < clauses[i].end:
        return clauses[i]
    return None
