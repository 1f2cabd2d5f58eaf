"""Passages of running text: whole paragraphs joined up to a size, a longer one cut at sentence
ends. Shared by the English reader's chunks and enrich's narrative passages, so that a passage is
the same unit whichever of them cites it."""

from __future__ import annotations

import re
from collections.abc import Sequence

_PARAGRAPH = re.compile(r"\S(?:.|\n(?![ \t]*\n))*")  # non-blank lines up to a blank line
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s|[。！？][”’」』）]*")


def paragraphs(text: str, spans: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The non-blank line runs of the spans, without trailing blank space."""
    return [(m.start(), m.start() + len(m.group().rstrip())) for start, end in spans
            for m in _PARAGRAPH.finditer(text, start, end)]


def passage_spans(text: str, paras: Sequence[tuple[int, int]], chars: int) -> list[tuple[int, int]]:
    """Whole paragraphs joined up to `chars` characters; a longer paragraph is cut at sentence ends
    (at a space when a sentence is longer still)."""
    spans: list[tuple[int, int]] = []
    for start, end in (piece for p_start, p_end in paras for piece in _cut(text, p_start, p_end, chars)):
        if spans and end - spans[-1][0] <= chars:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return spans


def _cut(text: str, start: int, end: int, chars: int) -> list[tuple[int, int]]:
    """`text[start:end]` in spans of at most `chars`, each cut after the last sentence end that
    fits (else the last space, else anywhere)."""
    pieces = []
    while end - start > chars:
        window = text[start:start + chars]
        sentence = max((m.end() for m in _SENTENCE_END.finditer(window)), default=0)
        cut = sentence or max(window.rfind(" "), window.rfind("\n")) + 1 or chars
        pieces.append((start, start + len(window[:cut].rstrip())))
        start += cut
        while text[start].isspace():
            start += 1
    return pieces + [(start, end)]
