"""A long narrative (autobiography, memoir) as passages with exact offsets, and quotes found in it.

The file is read by the corpus loader (encoding detection, line ends normalised to "\\n"), and
every offset here indexes that text, so a citation slices the file as loaded. A Project
Gutenberg header and licence are left out of the passages, not cut from the text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..corpus.front_matter import gutenberg_body
from ..corpus.load import load_file
from ..corpus.quotes import find_quote
from ..errors import InputError

_PARAGRAPH = re.compile(r"\S(?:.|\n(?![ \t]*\n))*")  # non-blank lines up to a blank line
_SENTENCE_END = re.compile(r"[.!?][\"'”’)\]]*\s|[。！？][”’」』）]*")


@dataclass(frozen=True)
class Narrative:
    path: Path
    text: str  # the whole file as loaded: citation offsets index this
    encoding: str
    start: int  # the book itself, without a Project Gutenberg header …
    end: int  # … and licence


@dataclass(frozen=True)
class Passage:
    index: int
    start: int
    end: int
    text: str  # narrative.text[start:end]

    @property
    def flat(self) -> str:
        """The text as models and embedders read it: hard line wraps and runs of spaces made one space."""
        return " ".join(self.text.split())


def load_narrative(path: Path) -> Narrative:
    loaded = load_file(path)
    if loaded is None:
        raise InputError(f"{path}: the narrative is empty")
    start, end = gutenberg_body(loaded.text)
    return Narrative(path, loaded.text, loaded.encoding, start, end)


def passages(narrative: Narrative, chars: int) -> list[Passage]:
    """Whole paragraphs joined up to `chars` characters; a longer paragraph is cut at sentence ends
    (at a space when a sentence is longer still)."""
    text = narrative.text
    pieces = [span for m in _PARAGRAPH.finditer(text, narrative.start, narrative.end)
              for span in _cut(text, m.start(), m.start() + len(m.group().rstrip()), chars)]
    spans: list[tuple[int, int]] = []
    for start, end in pieces:
        if spans and end - spans[-1][0] <= chars:
            spans[-1] = (spans[-1][0], end)
        else:
            spans.append((start, end))
    return [Passage(i, s, e, text[s:e]) for i, (s, e) in enumerate(spans)]


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


def locate(narrative: Narrative, passage: Passage, quote: str) -> tuple[int, int] | None:
    """Where a quote stands in the passage (narrative offsets); see corpus/quotes.py."""
    span = find_quote(passage.text, quote)
    return None if span is None else (passage.start + span[0], passage.start + span[1])
