"""Text cut into runs at span boundaries, so overlapping highlights (a fact's clause, its value,
a cited sentence) render as flat elements whose text the template escapes."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

CONTEXT = 60  # characters shown around a cited sentence


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    kind: str  # the CSS class of the highlight
    id: int = -1  # the fact it stands for (-1: none)


@dataclass(frozen=True)
class Run:
    text: str
    start: int
    kinds: frozenset[str]
    ids: tuple[int, ...]  # facts whose spans cover this run, in span order

    @property
    def css(self) -> str:
        return " ".join(sorted(self.kinds))


def runs(text: str, spans: Iterable[Span], lo: int = 0, hi: int | None = None) -> list[Run]:
    """text[lo:hi] in runs, each covered by the same set of spans."""
    hi = len(text) if hi is None else hi
    clamped = [Span(max(lo, s.start), min(hi, s.end), s.kind, s.id) for s in spans]
    clamped = [s for s in clamped if s.start < s.end]
    opening: dict[int, list[int]] = defaultdict(list)
    closing: dict[int, list[int]] = defaultdict(list)
    for i, s in enumerate(clamped):
        opening[s.start].append(i)
        closing[s.end].append(i)
    bounds = sorted({lo, hi} | set(opening) | set(closing))
    active: set[int] = set()
    out: list[Run] = []
    for a, b in zip(bounds, bounds[1:]):
        active.difference_update(closing.get(a, ()))
        active.update(opening.get(a, ()))
        cover = [clamped[i] for i in sorted(active)]
        ids = tuple(dict.fromkeys(s.id for s in cover if s.id >= 0))
        out.append(Run(text[a:b], a, frozenset(s.kind for s in cover), ids))
    return out


def quote(text: str, start: int, end: int, sentence_start: int, sentence_end: int,
          context: int = 0) -> list[Run]:
    """A cited span inside its source sentence, with `context` characters either side."""
    lo = max(0, min(start, sentence_start) - context)
    hi = min(len(text), max(end, sentence_end) + context)
    return runs(text, [Span(sentence_start, sentence_end, "sentence"), Span(start, end, "span")], lo, hi)
