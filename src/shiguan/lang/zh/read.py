"""Reading classical Chinese: the text normalised (simplified, when it was written in traditional
characters), segmented into per-person entries by segment.toml, and each entry's facts extracted
and given the person they are about; and a stored document read again, for the Verifier."""

from __future__ import annotations

from dataclasses import dataclass

from ...corpus.normalize import to_simplified
from ...models import ChunkDraft, Segment
from ...project import Project, Rules
from ...store import encode_clauses
from .entries import ReadEntry, read_entries
from .rules import chinese_rules
from .segment import chunk, segment


@dataclass
class ChineseRead:
    norm: str  # the text as read: simplified when the document held traditional or variant characters
    segments: list[Segment]
    drafts: list[ChunkDraft]
    entries: dict[int, ReadEntry]  # by segment index, without their clauses
    clauses_json: str  # whom each clause of every entry is about (ClauseRow), encoded for the store


ClauseRow = tuple[int, int, str, str, str]  # start, end, who, name, basis


def _entries(rules: Rules, norm: str, segments: list[Segment]) -> dict[int, ReadEntry]:
    zh = chinese_rules(rules)
    return read_entries(norm, segments, zh.naming, zh.extract, zh.subjects, rules.config.era_prefer, zh.outcome)


def read_chinese_entries(rules: Rules, norm: str) -> list[ReadEntry]:
    """A classical Chinese text's entries as today's rules read them, with whom each clause is about."""
    return list(_entries(rules, norm, segment(norm, chinese_rules(rules).segment)).values())


def read_stored_document(project: Project, document_id: int) -> list[ReadEntry]:
    """A stored document's entries as today's rules read them, with whom each clause is about:
    for the Verifier, which must know whose a sentence it quotes is even where no fact was stored."""
    return read_chinese_entries(project, project.store.document_text(document_id, normalised=True))


def read_chinese(rules: Rules, text: str) -> tuple[str, ChineseRead]:
    """How the document was read (for the ingest summary), and what was read."""
    mode = rules.config.simplify
    simplified = text if mode == "never" else to_simplified(text)
    # "auto" converts a text holding any traditional or variant form, also a simplified edition
    # that kept 爲 or 衆: the characters conversion keeps as written make it safe for simplified text.
    convert = mode == "always" or simplified != text
    norm = simplified if convert else text
    segment_rules = chinese_rules(rules).segment
    segments = segment(norm, segment_rules)
    entries = _entries(rules, norm, segments)
    clauses = [(c.start, c.end, c.subject.who, c.subject.name, c.subject.basis)
               for entry in entries.values() for c in entry.clauses]
    for entry in entries.values():  # the Clause objects are most of what a worker would hand the
        entry.clauses = []  # writer: they go to the store as one encoded string
    read = ChineseRead(norm, segments, chunk(norm, segments, segment_rules), entries, encode_clauses(clauses))
    return "classical Chinese (pattern files)" + ("; traditional or variant characters read as simplified"
                                                  if convert else ""), read
