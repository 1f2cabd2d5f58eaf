"""A long narrative (autobiography, memoir) as passages with exact offsets, and quotes found in it.

The file is read by the corpus loader (encoding detection, line ends normalised to "\\n"), and
every offset here indexes that text, so a citation slices the file as loaded. A Project
Gutenberg header and licence are left out of the passages, not cut from the text.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import dataclass
from pathlib import Path

from ..corpus.front_matter import gutenberg_body
from ..corpus.load import load_file
from ..corpus.passages import paragraphs, passage_spans
from ..corpus.quotes import find_quote
from ..errors import InputError
from ..lang.en.verify.sentences import sentence_spans


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
    """Whole paragraphs joined up to `chars` characters, a longer one cut at sentence ends."""
    text = narrative.text
    spans = passage_spans(text, paragraphs(text, [(narrative.start, narrative.end)]), chars)
    return [Passage(i, s, e, text[s:e]) for i, (s, e) in enumerate(spans)]


def locate(passage: Passage, quote: str, conditions: frozenset[str]) -> tuple[int, int] | None:
    """Where a quote stands in the passage (narrative offsets; see corpus/quotes.py), None when it
    does not, or when it is cut from a condition its sentence sets on it (`conditions`: the claim
    Verifier's if, unless …, data/en_verify.toml)."""
    span = find_quote(passage.text, quote)
    if span is None or _unasserted(passage.text, span[0], conditions):
        return None
    return passage.start + span[0], passage.start + span[1]


def _unasserted(text: str, start: int, conditions: frozenset[str],
                spans: list[tuple[int, int]] | None = None) -> bool:
    """Whether a quote starting at `start` leaves out a word of its sentence before it that makes
    what follows a supposition: "Miss Sullivan wrote fine English" copied from "If Miss Sullivan
    wrote fine English, the beauty of Helen Keller's style would … be explicable" is no evidence
    that she did. (The Verifier, shown the quote alone, could not see the "if".) `spans`: the
    text's sentence spans, when a caller asks about many quotes of one long text."""
    spans = sentence_spans(text) if spans is None else spans
    i = bisect_right(spans, (start, float("inf"))) - 1
    opening = spans[i][0] if i >= 0 and spans[i][0] <= start < spans[i][1] else start
    return bool(conditions & set(re.findall(r"[a-z]+", text[opening:start].lower())))
