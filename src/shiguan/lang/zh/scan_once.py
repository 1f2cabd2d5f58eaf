"""A pattern's matches in a stretch of a document, from one scan of the whole document.

kin_named asks, for nearly every clause that opens with a given name, which counted list of kinsmen
(子三人：A、B、C) before it in its entry holds the name: a scan from the entry's start at every
clause, reading an entry in time quadratic in its length. The document is scanned once and each
question takes that scan's matches, the same that `finditer(text, start, pos)` gives (tested in
tests/test_zh_fast_paths.py) for a pattern that matches no empty string and looks at nothing past
what it matches (no lookahead, $ or \\b):

- the scan from the text's start and the one from `start` try the same places, and find the same
  matches, when no match of the first runs across `start`;
- a match that ends by `pos` is found as it is when the scan stops at `pos`, and the places before
  the next match fail there too, so the scan stopping at `pos` goes on from that next match.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from functools import lru_cache


@lru_cache(maxsize=4)
def _scanned(pattern: re.Pattern[str], text: str) -> tuple[list[int], list[re.Match[str]]]:
    matches = list(pattern.finditer(text))
    return [m.start() for m in matches], matches


def matches_in(pattern: re.Pattern[str], text: str, start: int, pos: int) -> Iterator[re.Match[str]]:
    """`pattern.finditer(text, start, pos)` (its groups; the matches' own pos and endpos differ)."""
    starts, matches = _scanned(pattern, text)
    first = bisect_left(starts, start)
    if first and matches[first - 1].end() > start:  # a match runs across `start`: scan from it
        yield from pattern.finditer(text, start, pos)
        return
    for m in matches[first:]:
        if m.end() > pos:
            if m.start() < pos:
                yield from pattern.finditer(text, m.start(), pos)
            return
        yield m
