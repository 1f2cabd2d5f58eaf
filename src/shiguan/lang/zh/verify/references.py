"""The references a sentence is checked against: the person's source sentences, with offsets.

AIstorian verifies against the person's retrieved chunks (own entry first, then neighbours).
Sentences, not whole chunks, are the unit here, so that the Jaccard filter can pick the few
sentences that bear on an atomic fact and a verbatim match yields a precise citation.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from ....corpus.normalize import to_simplified
from ....era import resolve_bare_years
from ....retrieve.person import Hit

# A sentence of Chinese text: up to 。！？ or a line end (offsets via finditer).
SENTENCE = re.compile(r"[^。！？\n]+[。！？]?")
_PUNCT = set("，。；：、！？（）()「」『』“”‘’《》〈〉 \t\n\u3000,.;:!?")


@dataclass(frozen=True)
class Reference:
    chunk_id: int
    document_id: int
    path: str
    start: int  # offsets in the document
    end: int
    text: str  # as written
    norm: str  # simplified, same length: what comparisons use
    source: str  # "entry" | "mention" | "neighbour" | "fulltext"
    dates: tuple[tuple[str, int, int | None], ...] = ()  # (era, year in era, Gregorian) said in it
    context_date: tuple[str, int, int | None] | None = None  # the last date before it in its chunk


def tokens(text: str) -> set[str]:
    """Token set for Jaccard similarity: the characters of classical Chinese, punctuation aside."""
    return {ch for ch in to_simplified(text) if ch not in _PUNCT}


def coverage(part: set[str], text: str) -> float:
    """The share of `part`'s tokens that `text` holds."""
    return len(part & tokens(text)) / len(part)


def jaccard(a: set[str], b: set[str]) -> float:
    return len(a & b) / len(a | b) if a or b else 0.0


def split_references(hits: list[Hit], prefer: tuple[str, ...]) -> list[Reference]:
    """Each hit's sentences, dated with the era dates they state (bare years resolved)."""
    refs: list[Reference] = []
    for h in hits:
        dates = [(d.start, (to_simplified(d.era), d.year_in_era, d.gregorian))
                 for d in resolve_bare_years(to_simplified(h.text), prefer)]
        for m in SENTENCE.finditer(h.text):
            text = m.group().strip()
            if len(text) < 2:
                continue
            offset = m.start() + (len(m.group()) - len(m.group().lstrip()))
            inside = tuple(d for pos, d in dates if offset <= pos < offset + len(text))
            before = [d for pos, d in dates if pos < offset]
            start = h.chunk.start + offset
            refs.append(Reference(h.chunk.id, h.chunk.document_id, h.chunk.path, start, start + len(text),
                                  text, to_simplified(text), h.source, inside, before[-1] if before else None))
    return refs


def relevant(refs: list[Reference], fact: str, threshold: float, limit: int) -> list[Reference]:
    """AIstorian's filter: the references most similar to the fact, at least `threshold`."""
    want = tokens(fact)
    scored = [(jaccard(want, tokens(r.norm)), i) for i, r in enumerate(refs)]
    best = sorted((s for s in scored if s[0] >= threshold), key=lambda s: (-s[0], s[1]))[:limit]
    return [refs[i] for _, i in best]


def find_verbatim(refs: list[Reference], phrase: str, before: str = "") -> tuple[Reference, int] | None:
    """The first reference that contains `phrase` (compared in simplified form), and where.
    With `before`, only an occurrence with one of those characters just ahead of it counts."""
    return next(verbatim_matches(refs, phrase, before), None)


def verbatim_matches(refs: list[Reference], phrase: str, before: str = "") -> Iterator[tuple[Reference, int]]:
    """Every occurrence find_verbatim would consider, in reference order."""
    want = to_simplified(phrase)
    if not want:
        return
    for r in refs:
        i = r.norm.find(want)
        while i >= 0:
            if not before or any(ch in before for ch in r.norm[max(0, i - 2):i]):
                yield r, r.start + i
            i = r.norm.find(want, i + 1)
