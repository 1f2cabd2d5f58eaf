"""The parallel corpus (../shared/bench/parallel): chapters, their classical lines found in the
stored text, and clauses.

A chapter folder holds `source.txt` (classical sentences, one a line), `target.txt` (the modern
translation, line i translating line i) and, for most books, `text.txt` (the chapter as printed,
which is what gets ingested). The classical lines cover only part of some chapters (宋史: 43 % of
the printed text) and follow its order, so each line is looked for after the previous one's
place (a cursor), on text stripped of punctuation and spaces, which the two print differently.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from shiguan.corpus.normalize import to_simplified

_HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f]")
CLAUSE_MARKS = "，。；：！？,;:!?"
SENTENCE_MARKS = "。！？；;!?"
_CLAUSE = re.compile(rf"[^{CLAUSE_MARKS}\s]+")
FAR = 3000  # a short line found this far (in Han characters) past the cursor is taken as not found
SHORT = 8  # ... when it has fewer Han characters than this
_PROBE = 6  # characters at each end of a line that a loose match must find in order (a third, if shorter)


@dataclass(frozen=True)
class Chapter:
    book: str
    name: str  # the folder: 卷N, or a title (史记)
    folder: Path
    source: list[str]  # classical lines
    target: list[str]  # their translations, line for line

    @property
    def text_path(self) -> Path:
        return self.folder / "text.txt"

    @property
    def has_text(self) -> bool:
        return self.text_path.exists()


def load_chapter(folder: Path) -> Chapter:
    """A chapter's lines; a target with another number of lines than its source is an error. The
    translation is read in the forms the graph reads names in: a translator who keeps a name's
    variant character (戴顒) names the man the converted text calls 戴颙, not another."""
    source = folder.joinpath("source.txt").read_text("utf-8").splitlines()
    target = to_simplified(folder.joinpath("target.txt").read_text("utf-8")).splitlines()
    if len(source) != len(target):
        raise ValueError(f"{folder}: {len(source)} classical lines but {len(target)} translated ones")
    return Chapter(folder.parent.name, folder.name, folder, source, target)


def chapters(root: Path, book: str) -> list[Chapter]:
    folders = sorted(p for p in (root / book).iterdir() if p.joinpath("source.txt").exists())
    return [load_chapter(f) for f in folders]


def han_only(text: str) -> tuple[str, list[int]]:
    """The Han characters of `text`, and the offset in `text` of each."""
    offsets = [m.start() for m in _HAN.finditer(text)]
    return "".join(text[i] for i in offsets), offsets


@dataclass(frozen=True)
class Located:
    """Where each classical line stands in the document text (None: not found)."""

    spans: list[tuple[int, int] | None]

    @property
    def share(self) -> float:
        return sum(s is not None for s in self.spans) / len(self.spans) if self.spans else 0.0

    def line_at(self, offset: int) -> int | None:
        """The line whose span holds `offset`."""
        for i, span in enumerate(self.spans):
            if span is not None and span[0] <= offset < span[1]:
                return i
        return None


def _probe(line: str) -> int:
    return max(3, min(_PROBE, len(line) // 3))


def _loose(hay: str, line: str, cursor: int) -> int:
    """Where a line that differs from the text in a few characters starts: its first and last
    characters found in order, at about the line's length apart; -1 when not so."""
    probe = _probe(line)
    if len(line) < 9:
        return -1
    head = hay.find(line[:probe], cursor)
    if head < 0 or head - cursor > FAR:
        return -1
    tail = hay.find(line[-probe:], head + probe)
    if tail < 0:
        return -1
    length = tail + probe - head
    return head if 0.8 * len(line) <= length <= 1.25 * len(line) else -1


def locate_lines(text: str, lines: list[str]) -> Located:
    """Each line's span in `text` (offsets of its first and past its last Han character), looked
    for in order after the previous line found; an exact match first, then a loose one."""
    hay, offsets = han_only(text)
    spans: list[tuple[int, int] | None] = []
    cursor = 0
    for line in lines:
        needle = han_only(line)[0]
        if not needle:
            spans.append(None)
            continue
        at = hay.find(needle, cursor)
        if at >= 0 and len(needle) < SHORT and at - cursor > FAR:
            at = -1
        length = len(needle)
        if at < 0:
            at = _loose(hay, needle, cursor)
            if at >= 0:
                probe = _probe(needle)
                length = hay.find(needle[-probe:], at + probe) + probe - at
        if at < 0:
            spans.append(None)
            continue
        spans.append((offsets[at], offsets[at + length - 1] + 1))
        cursor = at + length
    return Located(spans)


def clause_spans(text: str, start: int = 0, end: int | None = None) -> list[tuple[int, int]]:
    """The clauses of text[start:end]: runs between clause punctuation and spaces."""
    stop = len(text) if end is None else end
    return [(start + m.start(), start + m.end()) for m in _CLAUSE.finditer(text[start:stop])]


def sentence_start(text: str, at: int) -> int:
    """Where the sentence holding text[at] begins."""
    i = at
    while i > 0 and text[i - 1] not in SENTENCE_MARKS:
        i -= 1
    return i
