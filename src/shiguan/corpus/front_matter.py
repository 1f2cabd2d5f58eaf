"""What of a document is the work itself: the spans to read and chunk.

A Project Gutenberg file wraps the book in a header and a licence, and the book carries a title
page, a table of contents, lists of illustrations and an index. Their short lines of names and page
numbers would become false facts and crowd search results, so they are left out of the spans.
The text itself is never edited: every offset still indexes the document as stored.

Everything is decided on the shape of the lines (length, indentation, page numbers, sentence
punctuation), never on the titles of particular books.
"""

from __future__ import annotations

import re
from collections import Counter

_START = re.compile(r"^(?:\*{3}\s*START OF (?:THE|THIS) PROJECT GUTENBERG|\*END\*THE SMALL PRINT).*$", re.I | re.M)
_END = re.compile(r"^(?:\*{3}\s*END OF (?:THE|THIS) PROJECT GUTENBERG|End of (?:the )?Project Gutenberg)", re.I | re.M)
_PARAGRAPH = re.compile(r"[^\n]*\S[^\n]*(?:\n[^\n]*\S[^\n]*)*")  # non-blank lines up to a blank line
# A heading alone on its line, in capitals or not, maybe dressed as Markdown or emphasis.
_LIST_HEADING = re.compile(
    r"[\s#*_=]*(table of contents|contents|list of (?:illustrations|plates|maps)|illustrations|(index))[\s.:*_=]*",
    re.I,
)
_ILLUSTRATION = re.compile(r"[ \t]*\[(?:illustrations?|frontispiece|plate)\b", re.I)
# Notes and credits of whoever made the e-text, not of the author.
_PRODUCER = re.compile(
    r"[ \t\[(_*]*(?:transcriber['’]?s?['’]?\s+notes?|produced by|e-?text (?:prepared|produced|transcribed) by"
    r"|note from the (?:original )?(?:file|e-?text|e-?book)|this (?:e-?text|e-?book|electronic (?:book|edition|text)))",
    re.I,
)
# A page number after a comma, a gap or a dot leader ("Mill, the, 1, 19;", "Preface ..... 5"), or
# after a space; never a year with a full stop (a sentence may end "on May 4, 1790."); a roman one
# after a gap or leader; any short right-hand column ("Frontispiece") after a wide gap: how the lines
# of contents, lists and indexes end.
_PAGE_REF = re.compile(
    r"(?:(?:,|\s{2,}|\.{2,})\s*(?:\d{1,4}(?:[-–]\d{1,4})?[,;]?|\d{1,3}\.)|\s\d{1,4}(?:[-–]\d{1,4})?[,;]?"
    r"|(?:\s{2,}|\.{2,}\s*)[ivxlcdm]{1,7}\.?|\s{3,}\S{1,20})\s*$",
    re.I,
)
_SENTENCE_END = re.compile(r"[a-z][.!?][\"'”’)]*(?:\s|$)")
_LONG_LINE = re.compile(r"^([ \t]*)\S[^\n]{49,}", re.M)
_ENTRY_MAX_CHARS = 50  # a contents or list line without a page number is a short one
_PROSE_MIN_WORDS = 8
_NOTE_MAX_CHARS = 5_000  # a bracketed caption or a transcriber's note ends within this, or is left alone
_INDENT_SAMPLE_LINES = 5_000
# A book's first prose stands within the first third of it, or the first pages of a short one.
_LEADING_SHARE = 1 / 3
_LEADING_MIN_CHARS = 10_000


def gutenberg_body(text: str) -> tuple[int, int]:
    """The span between a Project Gutenberg header and its licence (the whole text without them)."""
    start = m.end() if (m := _START.search(text)) else 0
    end = m.start() if (m := _END.search(text, start)) else len(text)
    return start, end


def body_spans(text: str) -> list[tuple[int, int]]:
    """The spans of `text` to read, in order, stripped of blank space: the Gutenberg header and licence,
    contents, lists of illustrations, an index in the second half, illustration captions and the
    e-text producer's notes and credits left out; in a Gutenberg text also the title page and anything
    else before the first paragraph of prose. A blank text has none."""
    start, end = gutenberg_body(text)
    paragraphs = [(m.start(), m.end()) for m in _PARAGRAPH.finditer(text, start, end)]
    if not paragraphs:
        return []
    base = _base_indent(text, start, end)
    cuts = _cuts(text, paragraphs, base, index_from=(start + end) // 2)
    if (start, end) != (0, len(text)):
        leading_end = start + max(_LEADING_MIN_CHARS, int((end - start) * _LEADING_SHARE))
        cuts = _leading_cut(text, paragraphs, base, cuts, before=leading_end) + cuts
    return _kept(text, paragraphs[0][0], paragraphs[-1][1], cuts)


def _cuts(text: str, paragraphs: list[tuple[int, int]], base: int, index_from: int) -> list[tuple[int, int]]:
    """The spans to leave out, in order, each from the start of a paragraph."""
    cuts = []
    i = 0
    while i < len(paragraphs):
        start, end = paragraphs[i]
        first = text[start:end].partition("\n")[0]
        cut_end: int | None = None
        if _ILLUSTRATION.match(first) or (first.lstrip().startswith("[") and _PRODUCER.match(first)):
            cut_end = _bracket_end(text, start) or end
        elif _PRODUCER.match(first):
            cut_end = (_note_end(text, paragraphs, i) or end) if start + len(first) == end else end
        elif (m := _LIST_HEADING.fullmatch(first)) and (not m.group(2) or start >= index_from):
            cut_end = _list_end(text, paragraphs, i, base)
        if cut_end is not None:
            cuts.append((start, cut_end))
            while i < len(paragraphs) and paragraphs[i][0] < cut_end:
                i += 1
        else:
            i += 1
    return cuts


def _bracket_end(text: str, start: int) -> int | None:
    """Just past the bracket that closes the one at `start` (captions run over blank lines)."""
    depth = 0
    for i in range(text.index("[", start), min(len(text), start + _NOTE_MAX_CHARS)):
        depth += (text[i] == "[") - (text[i] == "]")
        if depth == 0:
            return i + 1
    return None


def _note_end(text: str, paragraphs: list[tuple[int, int]], i: int) -> int | None:
    """A note that is only a label ("Transcriber's Notes:") runs on until the next wider gap, the way
    Gutenberg texts set blocks apart."""
    start = paragraphs[i][0]
    for j in range(i, len(paragraphs)):
        end = paragraphs[j][1]
        if end - start > _NOTE_MAX_CHARS:
            return None
        if j + 1 == len(paragraphs) or text.count("\n", end, paragraphs[j + 1][0]) > 2:
            return end
    return None


def _list_end(text: str, paragraphs: list[tuple[int, int]], i: int, base: int) -> int | None:
    """The end of the list a heading opens (the last list-shaped paragraph before the prose that
    follows it, or before a producer's note), or None when no list follows. Indented or hanging
    paragraphs inside it (a quoted caption, an entry run over lines) neither end it nor belong to it
    on their own. The heading of the part that follows the list looks like an entry and goes with it."""
    start, end = paragraphs[i]
    rest = _lines(text, start, end)[1:]
    if rest and not _is_list(rest):
        return None
    last = end if rest else None
    for start, end in paragraphs[i + 1:]:
        lines = _lines(text, start, end)
        if _PRODUCER.match(lines[0]):
            break
        if _is_list(lines):
            last = end
        elif not (_ILLUSTRATION.match(lines[0]) or _is_aside(lines, base)):
            break
    return last


def _leading_cut(text: str, paragraphs: list[tuple[int, int]], base: int, cuts: list[tuple[int, int]],
                 before: int) -> list[tuple[int, int]]:
    """A Gutenberg book opens with a title page, a publisher's imprint, dedications: everything before
    its first paragraph of prose (outside the other cuts) goes, if that prose comes early enough."""
    pending = iter(cuts)
    cut = next(pending, None)
    for start, end in paragraphs:
        if start >= before:
            return []
        while cut is not None and cut[1] <= start:
            cut = next(pending, None)
        if (cut is None or start < cut[0]) and _is_prose(_lines(text, start, end), base):
            return [(paragraphs[0][0], start)] if start > paragraphs[0][0] else []
    return []


def _kept(text: str, start: int, end: int, cuts: list[tuple[int, int]]) -> list[tuple[int, int]]:
    spans = []
    for cut_start, cut_end in sorted(cuts) + [(end, end)]:
        if cut_start > start and (span := _strip(text, start, cut_start)):
            spans.append(span)
        start = max(start, cut_end)
    return spans


def _strip(text: str, start: int, end: int) -> tuple[int, int] | None:
    piece = text[start:end]
    if not (stripped := piece.strip()):
        return None
    first = start + len(piece) - len(piece.lstrip())
    return first, first + len(stripped)


def _lines(text: str, start: int, end: int) -> list[str]:
    return text[start:end].split("\n")


def _base_indent(text: str, start: int, end: int) -> int:
    """How far the lines of running prose are indented (usually not at all): more than that marks a
    quotation, a hanging list entry or a caption."""
    counts: Counter[int] = Counter()
    for n, m in enumerate(_LONG_LINE.finditer(text, start, end)):
        if n == _INDENT_SAMPLE_LINES:
            break
        counts[len(m.group(1))] += 1
    return counts.most_common(1)[0][0] if counts else 0


def _is_list(lines: list[str]) -> bool:
    """Most lines end in a page reference or are short: entries, not sentences run over lines."""
    entries = sum(1 for line in lines if len(line.strip()) <= _ENTRY_MAX_CHARS or _PAGE_REF.search(line))
    return 2 * entries > len(lines)


def _is_aside(lines: list[str], base: int) -> bool:
    """Indented as a whole (a quotation) or after its first line (a hanging list entry)."""
    return min(_indent(line) for line in lines[1:] or lines) > base


def _is_prose(lines: list[str], base: int) -> bool:
    """Sentences in lower case set as running text: what a title page, an imprint or a list is not."""
    if _is_list(lines) or _is_aside(lines, base) or _ILLUSTRATION.match(lines[0]) or _PRODUCER.match(lines[0]):
        return False
    joined = " ".join(lines)
    letters = sum(ch.isalpha() for ch in joined)
    lower = sum(ch.islower() for ch in joined)
    return len(joined.split()) >= _PROSE_MIN_WORDS and 2 * lower > letters and bool(_SENTENCE_END.search(joined))


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())
