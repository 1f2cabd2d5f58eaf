"""A reviewer's decisions on single facts (`shiguan review --import`), and the reviewed view of
the triples every reader sees.

A decision is keyed by where the fact stands in its text (the document's sha256, the relation and
the value's span), not by the triple's row id: `ingest --reread` stores a document's triples
anew, and the decision must still find its fact and still outrank what the rules read there.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from .connection import Connected
from .rows import TripleRow, columns, upsert_sql, values

ACCEPT, REJECT, CORRECT, CHOOSE, SUPERSEDED = "accept", "reject", "correct", "choose", "superseded"
DECISIONS = (ACCEPT, REJECT, CORRECT, CHOOSE)  # what a reviewer writes; SUPERSEDED follows a choice
REVIEWER = "reviewer"  # the basis of a fact a reviewer gave to a person the rules had not
CORRECTED_BY = "corrected by "  # how the note of a triple whose value a reviewer corrected opens
DATED_BY = "dated by "  # how the note of a triple whose date (only) a reviewer corrected opens
DATE_READ = "date read 「"  # in the note of a triple a reviewer dated: the date the source gave


@dataclass(frozen=True, slots=True)
class FactDecision:
    """What a reviewer decided about one fact, and who and when."""

    key: str  # fact_key(): document sha256, relation, value span
    document_sha: str
    relation: str
    value_start: int
    value_end: int
    entity_id: int  # whose the fact is
    decision: str  # accept | reject | correct | choose | superseded
    value: str  # the corrected value ('' : as read)
    note: str
    reviewer: str
    decided_at: str
    when_text: str = ""  # the corrected date as the reviewer wrote it ('' : as read)
    year: int | None = None  # its Gregorian year


def fact_key(document_sha: str, relation: str, value_start: int, value_end: int) -> str:
    return f"{document_sha[:16]}:{relation}:{value_start}:{value_end}"


def reviewed(t: TripleRow, d: FactDecision | None) -> TripleRow | None:
    """The triple as the reviewer decided it: None when rejected (or another reading was chosen),
    given to the person he named, with the value and the date he corrected."""
    if d is None:
        return t
    if d.decision in (REJECT, SUPERSEDED):
        return None
    basis = REVIEWER if (t.basis == "undecided" or t.head_id != d.entity_id) else t.basis
    note = t.note if basis == t.basis else f"decided by {d.reviewer}: {d.note}".rstrip(": ")
    if d.decision != CORRECT or (d.value in ("", t.tail_text) and not d.when_text):
        return replace(t, head_id=d.entity_id, basis=basis, note=note)
    read = [f"read 「{t.tail_text}」"] if d.value not in ("", t.tail_text) else []
    read += [f"{DATE_READ}{t.when_text}」"] if d.when_text else []
    opening = CORRECTED_BY if d.value not in ("", t.tail_text) else DATED_BY
    note = f"{opening}{d.reviewer} ({', '.join(read)})" + (f": {d.note}" if d.note else "")
    t = _redated(t, d) if d.when_text else t
    return replace(t, head_id=d.entity_id, tail_text=d.value or t.tail_text,
                   tail_id=t.tail_id if d.value in ("", t.tail_text) else None, basis=basis, note=note)


def _redated(t: TripleRow, d: FactDecision) -> TripleRow:
    """The triple with the reviewer's date: no span in the source holds it any more."""
    return replace(t, when_text=d.when_text, year=d.year, era="", when_start=None, when_end=None)


def corrected(t: TripleRow) -> bool:
    """Whether a reviewer corrected the triple's value: writers then write it, not the source's words."""
    return t.note.startswith(CORRECTED_BY)


def redated(t: TripleRow) -> bool:
    """Whether a reviewer corrected the triple's date: writers write `when_text` as he wrote it."""
    return t.note.startswith((CORRECTED_BY, DATED_BY)) and DATE_READ in t.note.split(")")[0]


class FactReviews(Connected):
    """The decisions, and the reviewed view of stored triples (Facts reads through it)."""

    _COLS = columns(FactDecision)

    def any_fact_decisions(self) -> bool:
        return self.db.execute("SELECT 1 FROM fact_reviews LIMIT 1").fetchone() is not None

    def record_fact_decisions(self, decisions: Iterable[FactDecision]) -> None:
        self.db.executemany(upsert_sql("fact_reviews", self._COLS, ("key",)), map(values, decisions))

    def fact_decisions(self, document_ids: Sequence[int] | None = None) -> dict[tuple[int, str, int, int],
                                                                                 FactDecision]:
        """(document id, relation, value start, value end) → the decision, for the documents given
        (None: all of them)."""
        sql = (f"SELECT d.id, {', '.join('r.' + c for c in self._COLS)} FROM fact_reviews r "
               "JOIN documents d ON d.sha256 = r.document_sha")
        args: tuple = ()
        if document_ids is not None:
            ids = sorted(set(document_ids))
            if not ids:
                return {}
            sql += f" WHERE d.id IN ({','.join('?' * len(ids))})"
            args = tuple(ids)
        out = {}
        for doc_id, *rest in self.db.execute(sql, args).fetchall():
            d = FactDecision(*rest)
            out[(doc_id, d.relation, d.value_start, d.value_end)] = d
        return out

    def all_fact_decisions(self) -> list[FactDecision]:
        rows = self.db.execute(f"SELECT {', '.join(self._COLS)} FROM fact_reviews ORDER BY decided_at, key")
        return [FactDecision(*r) for r in rows.fetchall()]

    def apply_fact_decisions(self, rows: list[TripleRow]) -> list[TripleRow]:
        """`rows` as the reviewers decided them (rejected ones left out)."""
        if not rows or not self.any_fact_decisions():
            return rows
        ids = {t.document_id for t in rows}
        found = self.fact_decisions(sorted(ids) if len(ids) <= 500 else None)
        out = []
        for t in rows:
            kept = reviewed(t, found.get((t.document_id, t.relation, t.value_start, t.value_end)))
            if kept is not None:
                out.append(kept)
        return out
