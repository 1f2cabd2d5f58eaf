"""Evidence for an English claim, cut into sentences of words with their offsets in the document.

Evidence is split by a regular expression, not by spaCy: it may be long (whole narrative passages),
and only the claim needs a parse. A word keeps its offsets, so a match cites an exact span; it is
compared folded (lower case, accents and curly quotes made plain, a possessive 's dropped), and a
quote is found in it word for word, so spacing, line breaks and punctuation between words do not
count against it.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

from ....verify.evidence import Evidence
from ..dates import DateMention, find_dates

# A sentence ends at . ! or ? (closing quotes, brackets, the marks of italics and bold and a
# footnote's mark with it: _Poor Richard's Almanac_.[74] I …) before a space and a capital, a digit
# or an opening quote, or at a blank line; not after a title or an initial ("Mr. Auld").
_END = re.compile(r"[.!?]+(?:[\"'”’)\]_*]|\[\d{1,3}\])*(?=\s+[\"“‘(\[_*]?[A-Z0-9])|\n[ \t]*\n")
_ABBREVIATION = re.compile(r"(?<![A-Za-z])(?:Mr|Mrs|Ms|Dr|St|Capt|Col|Gen|Gov|Rev|Hon|Esq|Jr|Sr|No|Vol|viz|vs|etc"
                           r"|[A-Z])\.$")
_WORD = re.compile(r"[^\W_]+(?:['’][^\W_]+)*")
_QUOTES = str.maketrans("‘’‚‛“”„‟", "''''\"\"\"\"")


@dataclass(frozen=True)
class Word:
    text: str  # as written, quotes made straight
    norm: str  # folded, for comparison
    start: int  # offsets in the document
    end: int

    @property
    def capital(self) -> bool:
        return self.text[0].isupper()


@dataclass(frozen=True)
class Sentence:
    number: int  # 1-based, as the model is shown them
    evidence: Evidence
    start: int  # offsets in the document
    end: int
    words: tuple[Word, ...]
    dates: tuple[DateMention, ...]  # offsets in the document

    @property
    def text(self) -> str:
        e = self.evidence
        return e.text[self.start - e.start:self.end - e.start]

    @property
    def document_id(self) -> int | None:
        return self.evidence.document_id

    def span(self, first: int, last: int) -> tuple[int, int]:
        """Document offsets of words first..last (inclusive)."""
        return self.words[first].start, self.words[last].end

    def quote(self, first: int, last: int) -> str:
        start, end = self.span(first, last)
        return self.text[start - self.start:end - self.start]


def fold(text: str) -> str:
    """Lower case, accents removed, curly quotes straight: "Penélope" and "penelope" compare equal."""
    plain = unicodedata.normalize("NFKD", text.translate(_QUOTES))
    return "".join(ch for ch in plain if not unicodedata.combining(ch)).lower()


def words(text: str, offset: int = 0) -> tuple[Word, ...]:
    """The words of `text`, offsets shifted by `offset`; compared without a possessive 's, and with
    the elided past of older prose written out ("arriv'd" is "arrived", "publish'd" "published")."""
    found = []
    for m in _WORD.finditer(text):
        norm = fold(m.group())
        if norm.endswith("'s"):
            norm = norm[:-2]
        elif norm.endswith("'d") and len(norm) > 3:
            norm = norm[:-2] + "ed"
        found.append(Word(m.group().translate(_QUOTES), norm, offset + m.start(), offset + m.end()))
    return tuple(found)


def abbreviation_at(text: str, dot: int) -> bool:
    """Whether the full stop at text[dot] closes a title or an initial (Mr., Dr., H.), not a sentence."""
    return text[dot:dot + 1] == "." and bool(_ABBREVIATION.search(text[max(0, dot - 5):dot + 1]))


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """(start, end) of each sentence of `text`, surrounding whitespace left out."""
    spans, start = [], 0
    for m in _END.finditer(text):
        if m.group().strip() and abbreviation_at(text, m.start()):
            continue
        spans.append((start, m.end()))
        start = m.end()
    spans.append((start, len(text)))
    trimmed = []
    for s, e in spans:
        piece = text[s:e]
        if piece.strip():
            lead = len(piece) - len(piece.lstrip())
            trimmed.append((s + lead, s + len(piece.rstrip())))
    return trimmed


def split_evidence(evidence: list[Evidence]) -> list[Sentence]:
    """Every sentence of every evidence text, numbered in order."""
    sentences: list[Sentence] = []
    for e in evidence:
        for s, t in sentence_spans(e.text):
            text = e.text[s:t]
            dates = tuple(DateMention(d.start + e.start + s, d.end + e.start + s, d.text, d.iso, d.year, d.precision)
                          for d in find_dates(text))
            sentences.append(Sentence(len(sentences) + 1, e, e.start + s, e.start + t, words(text, e.start + s),
                                      dates))
    return sentences
