"""Citations: numbered source sentences, each quoting the exact span that supports a claim.

Every output (rules-only or model-written biography, checked claim) cites through one `Citer`,
so references are numbered in order of first use, one number per source sentence.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass, replace

from ..kg.graph import sentence_around
from ..project import Project
from ..store import TripleRow


@dataclass
class Citation:
    ref: int
    document: str
    document_id: int
    chunk_id: int
    start: int
    end: int
    text: str  # the exact evidence span
    sentence: str  # the source sentence around it
    sentence_start: int
    sentence_end: int

    def reference_line(self, quotes: str = "「」", one_line: bool = False) -> str:
        """The entry of the numbered reference list under an output: the sentence between the
        output language's `quotes`; `one_line` joins a sentence the source wraps over lines."""
        sentence = " ".join(self.sentence.split()) if one_line else self.sentence
        return (f"{self.ref}. {markdown_text(self.document)}, chunk {self.chunk_id}, "
                f"chars {self.sentence_start}–{self.sentence_end}: {quotes[0]}{markdown_text(sentence)}{quotes[1]}")


def markdown_text(text: str) -> str:
    """Corpus (or model) text as Markdown shows it, never as HTML a renderer would run: a source
    may hold <script> or <img onerror=…>, and a Markdown viewer passes raw HTML through."""
    return html.escape(text, quote=False)


def _apart(t: TripleRow) -> bool:
    return t.value_end <= t.start or t.value_start >= t.end


def distinct(citations: Iterable[Citation]) -> list[Citation]:
    """One citation per reference number, in order of first appearance."""
    seen: dict[int, Citation] = {}
    for c in citations:
        seen.setdefault(c.ref, c)
    return list(seen.values())


class Citer:
    """Numbers source sentences in order of first use, one reference per sentence."""

    def __init__(self, project: Project):
        self.store = project.store
        self.refs: dict[tuple[int, int], Citation] = {}
        self.texts: dict[int, str] = {}
        self.paths = {d.id: d.path for d in self.store.documents()}

    def _text(self, document_id: int) -> str:
        return self.texts.setdefault(document_id, self.store.document_text(document_id))

    def source(self, document_id: int, start: int, end: int | None) -> str:
        """The original text of a span (values are read from normalised text of equal length)."""
        return self._text(document_id)[start:end]

    def cite(self, t: TripleRow) -> Citation:
        """The triple's evidence span, in the sentence that holds its value; in its own sentence
        when the value stands apart (a heading's kinship, 子茂, stores the father named at the head
        of his entry thousands of characters before: the sentence around both is the entry)."""
        anchor = t.start if _apart(t) else t.value_start
        return self.cite_span(t.document_id, t.chunk_id, t.start, t.end, anchor=anchor)

    def cites(self, t: TripleRow) -> list[Citation]:
        """`cite`, and the value in its own sentence when it stands apart from the evidence (the
        head of the father's entry that names him)."""
        if not _apart(t):
            return [self.cite(t)]
        chunk_id = self.store.chunk_containing(t.document_id, t.value_start)
        return [self.cite(t), self.cite_span(t.document_id, chunk_id, t.value_start, t.value_end)]

    def cite_span(self, document_id: int, chunk_id: int, start: int, end: int, anchor: int | None = None,
                  sentence: tuple[int, int] | None = None) -> Citation:
        """Any exact span; its reference is the source sentence around `anchor` (default: start),
        or the `sentence` the caller bounded (English text is wrapped at line ends, which end no
        sentence)."""
        text = self._text(document_id)
        anchor = start if anchor is None else anchor
        s_start, s_end = sentence or sentence_around(text, anchor, max(anchor, end - 1))
        key = (document_id, s_start)
        if key not in self.refs:
            self.refs[key] = Citation(len(self.refs) + 1, self.paths[document_id], document_id, chunk_id,
                                      start, end, text[start:end], text[s_start:s_end].strip(), s_start, s_end)
        return replace(self.refs[key], chunk_id=chunk_id, start=start, end=end, text=text[start:end])

    def cite_in_sentence(self, t: TripleRow) -> Citation:
        """An English fact: its value, in the sentence the reader stored as its evidence."""
        return self.cite_span(t.document_id, t.chunk_id, t.value_start, t.value_end, sentence=(t.start, t.end))

    def references(self) -> list[Citation]:
        return sorted(self.refs.values(), key=lambda c: c.ref)
