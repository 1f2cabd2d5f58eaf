"""One review sheet for a batch: every fact of the chosen people (or every undecided fact, or
every conflict) as a row a reviewer fills in a spreadsheet, and the import that applies it.

A row names its fact by key (document sha256, relation, value span: it survives a reread) and
carries the fact's state when exported (a hash of how it was read and how it stood decided). On
import, a row whose fact is gone, or changed since, is stale and refused; so is a malformed one.
A file with a refused row is applied not at all unless the caller asks to apply the valid rows;
what is applied is applied in one transaction. A decision equal to the one standing changes
nothing, so importing the same file twice changes nothing the second time.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

from ..era import find_era_dates
from ..errors import ShiguanError
from ..store import Store, TripleRow
from ..store.connection import now
from ..store.fact_reviews import ACCEPT, CHOOSE, CORRECT, DECISIONS, REJECT, SUPERSEDED, FactDecision, fact_key
from .facts import ExFact, FactReader, conflicts
from .sheet_files import read_rows, write_rows

COLUMNS = ("fact", "person_id", "person", "relation", "value", "when", "era", "era_year", "year", "quote",
           "sentence", "document", "start", "end", "basis", "why", "confidence", "conflict", "reviewed",
           "decision", "corrected_value", "corrected_date", "note", "state")
REQUIRED = ("fact", "person_id", "value", "decision", "corrected_value", "note", "state")


@dataclass(frozen=True)
class Selection:
    """Which facts go into the sheet: those of these people, the undecided, the conflicts (all
    three may be combined; none given: every fact)."""

    people: tuple[int, ...] = ()
    undecided: bool = False
    conflicts: bool = False

    def wants(self, f: ExFact, conflict: list[str]) -> bool:
        if not (self.people or self.undecided or self.conflicts):
            return True
        return ((f.person_id in self.people) or (self.undecided and not f.decided)
                or (self.conflicts and bool(conflict)))


@dataclass(frozen=True)
class Change:
    fact: str
    person: str
    relation: str
    value: str
    decision: str
    corrected: str = ""

    def __str__(self) -> str:
        what = {ACCEPT: "accepted", REJECT: "rejected", CHOOSE: "chosen",
                SUPERSEDED: "set aside (another reading chosen)",
                CORRECT: f"corrected to {self.corrected}"}[self.decision]
        return f"{self.person} {self.relation} {self.value}: {what}"


@dataclass
class ImportReport:
    applied: list[Change] = field(default_factory=list)
    unchanged: int = 0  # rows whose decision already stood
    blank: int = 0  # rows with no decision
    refused: list[tuple[int, str, str]] = field(default_factory=list)  # (row number, fact, why)
    written: bool = False  # False: a refused row kept the whole file out


def _state(t: TripleRow, standing: FactDecision | None) -> str:
    """How the fact was read and how it stands decided, hashed: a row exported under another state is stale."""
    read = [t.head_id, t.tail_text, t.basis, t.when_text]
    decided = [standing.decision, standing.value, standing.entity_id] if standing else None
    if standing and standing.when_text:
        decided.append(standing.when_text)
    digest = hashlib.sha1(json.dumps([read, decided], ensure_ascii=False).encode()).hexdigest()[:12]
    return "s" + digest  # never all digits: a spreadsheet would make it a number and lose it


class _Facts:
    """Every fact as read (not as reviewed), with the decision that stands on it and its current view."""

    def __init__(self, store: Store):
        self.store = store
        reader = FactReader(store)
        self.person = reader.person
        self.as_read: dict[str, TripleRow] = {}
        self.standing: dict[str, FactDecision] = {d.key: d for d in store.all_fact_decisions()}
        self.current: list[ExFact] = []
        self.sha: dict[int, str] = {}
        for doc in store.documents():
            self.sha[doc.id] = doc.sha256
            text = store.document_text(doc.id)
            for t in store.triples_in_document(doc.id, as_read=True):
                self.as_read[fact_key(doc.sha256, t.relation, t.value_start, t.value_end)] = t
            self.current += [reader.fact(t, doc, text) for t in store.triples_in_document(doc.id)]
        self.conflicts = conflicts(self.current)
        self.names = store.entities({f.person_id for f in self.current})

    def state(self, key: str) -> str:
        return _state(self.as_read[key], self.standing.get(key))


def _reviewed(d: FactDecision | None) -> str:
    if d is None:
        return ""
    value = f" → {d.value or '(value as read)'}" if d.decision == CORRECT else ""
    value += f", dated {d.when_text}" if d.when_text else ""
    return f"{d.decision}{value} ({d.reviewer}, {d.decided_at[:10]})"


def export_sheet(store: Store, path: Path, selection: Selection) -> int:
    """Write the sheet (CSV, or .xlsx); returns its number of rows. Rejected facts are listed too,
    with their decision, so that a reviewer can undo one."""
    facts = _Facts(store)
    rows = []
    shown = {f.key for f in facts.current}
    for f in facts.current:
        conflict = facts.conflicts.get(f.key, [])
        if selection.wants(f, conflict):
            rows.append(_row(f, facts, conflict))
    rejected = [k for k, d in facts.standing.items() if d.decision in (REJECT, SUPERSEDED) and k not in shown]
    rows += _rejected_rows(store, facts, rejected, selection)
    write_rows(path, COLUMNS, rows)
    return len(rows)


def _row(f: ExFact, facts: _Facts, conflict: list[str]) -> dict[str, object]:
    t = f.triple
    return {"fact": f.key, "person_id": f.person_id, "person": facts.names.get(f.person_id, ("", ""))[0],
            "relation": t.relation, "value": facts.as_read[f.key].tail_text, "when": f.date.written,
            "era": f.date.era, "era_year": f.date.year_in_era, "year": f.date.gregorian, "quote": f.quote,
            "sentence": f.sentence, "document": f.document, "start": t.start, "end": t.end, "basis": t.basis,
            "why": f.why, "confidence": t.score, "conflict": " | ".join(conflict),
            "reviewed": _reviewed(facts.standing.get(f.key)), "decision": "", "corrected_value": "",
            "corrected_date": "", "note": "",
            "state": facts.state(f.key)}


def _rejected_rows(store: Store, facts: _Facts, keys: list[str], selection: Selection) -> list[dict[str, object]]:
    docs = {d.id: d for d in store.documents()}
    reader = FactReader(store)
    rows = []
    for key in keys:
        t = facts.as_read.get(key)
        if t is None:
            continue
        f = reader.fact(t, docs[t.document_id], store.document_text(t.document_id))
        f = ExFact(t, f.key, facts.standing[key].entity_id, f.document, f.sentence, f.quote, f.why, f.date)
        if selection.wants(f, []):
            facts.names.update(store.entities([f.person_id]))
            rows.append(_row(f, facts, []))
    return rows


# --- import ------------------------------------------------------------------------------------

@dataclass(frozen=True)
class _Wanted:
    """A row read as the decisions it asks for."""

    row: int
    key: str
    decisions: tuple[FactDecision, ...]


def import_sheet(store: Store, path: Path, reviewer: str, apply_valid: bool = False) -> ImportReport:
    """Apply a filled-in sheet; see the module's docstring for what is refused and when."""
    header, rows = read_rows(path)
    missing = [c for c in REQUIRED if c not in header]
    if missing:
        raise ShiguanError(f"{path}: not a review sheet (no column {', '.join(missing)}); "
                           "export one with `shiguan review PROJECT --export FILE`")
    facts = _Facts(store)
    report = ImportReport()
    wanted: list[_Wanted] = []
    at = now()
    for number, row in enumerate(rows, 2):
        if not (row.get("decision") or "").strip():
            report.blank += 1
            continue
        try:
            w = _wanted(store, facts, number, row, reviewer, at)
        except ValueError as exc:
            report.refused.append((number, row.get("fact", ""), str(exc)))
            continue
        if all(facts.standing.get(d.key) is not None and _same(facts.standing[d.key], d) for d in w.decisions):
            report.unchanged += 1
        else:
            wanted.append(w)
    _refuse_twice_decided(wanted, report)
    if report.refused and not apply_valid:
        return report
    keep = [w for w in wanted if w.row not in {r for r, _, _ in report.refused}]
    decisions = [d for w in keep for d in w.decisions
                 if not (d.key in facts.standing and _same(facts.standing[d.key], d))]
    with store.transaction():
        store.record_fact_decisions(decisions)
        _resolve_queue(store, decisions)
    report.written = True
    names = store.entities({d.entity_id for d in decisions})
    for d in decisions:
        t = facts.as_read[d.key]
        name = names.get(d.entity_id, ("", ""))[0]
        fixed = ", ".join(x for x in (d.value, d.when_text and f"dated {d.when_text}") if x)
        report.applied.append(Change(d.key, name, d.relation, t.tail_text, d.decision,
                                     fixed if d.decision == CORRECT else ""))
    return report


def _same(a: FactDecision, b: FactDecision) -> bool:
    return (a.decision, a.value, a.entity_id, a.when_text) == (b.decision, b.value, b.entity_id, b.when_text)


_YEAR = re.compile(r"(?<!\d)(-?\d{3,4})(?!\d)")


def corrected_date(written: str) -> tuple[str, int]:
    """The reviewer's date and its Gregorian year: a year (1755, April 1851) or one era year whose
    era the table decides (乾隆二十年; 明永乐三年 when the era name is shared); ValueError else."""
    eras = find_era_dates(written)
    if len(eras) == 1 and eras[0].gregorian is not None:
        return written, eras[0].gregorian
    if eras:
        raise ValueError(f"corrected_date 「{written}」: which era is meant cannot be told; write the dynasty "
                         "before it (明永乐三年) or the Gregorian year")
    years = _YEAR.findall(written)
    if len(years) != 1:
        raise ValueError(f"corrected_date 「{written}」: write one year (1755, April 1851) or one era year "
                         "(乾隆二十年)")
    return written, int(years[0])


def _wanted(store: Store, facts: _Facts, number: int, row: dict[str, str], reviewer: str, at: str) -> _Wanted:
    """The decisions a row asks for, or ValueError saying why it is refused."""
    key = (row.get("fact") or "").strip()
    decision = row["decision"].strip().lower()
    if decision not in DECISIONS:
        raise ValueError(f"decision 「{row['decision']}」: write one of {', '.join(DECISIONS)}")
    t = facts.as_read.get(key)
    if t is None:
        raise ValueError("stale: no such fact in the project now (its document was changed or removed)")
    try:
        person = int((row.get("person_id") or "").strip())
    except ValueError:
        raise ValueError(f"person_id 「{row.get('person_id')}」 is not a number") from None
    if not store.entity_exists(person):
        raise ValueError(f"person_id {person} is no one in the project")
    corrected = (row.get("corrected_value") or "").strip()
    when = (row.get("corrected_date") or "").strip()
    if when and decision != CORRECT:
        raise ValueError("corrected_date is for the decision correct")
    when_text, year = corrected_date(when) if when else ("", None)
    note = (row.get("note") or "").strip()

    def make(k: str, tr: TripleRow, what: str, value: str = "") -> FactDecision:
        dated = (when_text, year) if what == CORRECT else ("", None)
        return FactDecision(k, facts.sha[tr.document_id], tr.relation, tr.value_start, tr.value_end, person, what,
                            value, note, reviewer, at, *dated)

    standing = facts.standing.get(key)
    own = make(key, t, decision, corrected if decision == CORRECT else "")
    if decision == CHOOSE:
        own = make(key, t, CHOOSE, corrected or t.tail_text)
    if standing is not None and _same(standing, own):
        return _Wanted(number, key, (own,))
    if (row.get("state") or "").strip() != facts.state(key):
        raise ValueError("stale: the fact was read or decided otherwise since this sheet was exported; "
                         "export a new sheet")
    if decision == CORRECT and not (corrected or when):
        raise ValueError("correct: write the corrected value in corrected_value, or the date in corrected_date")
    if decision == CHOOSE:
        return _Wanted(number, key, _choice(facts, key, own, make))
    return _Wanted(number, key, (own,))


def _choice(facts: _Facts, key: str, own: FactDecision, make) -> tuple[FactDecision, ...]:
    """choose: the chosen reading stands for his relation; his facts with another reading are set aside."""
    options = facts.conflicts.get(key, [])
    read = facts.as_read[key].tail_text
    if not options:
        raise ValueError("choose: this fact is in no conflict (accept or reject it)")
    if own.value not in options + [read]:
        raise ValueError(f"choose: 「{own.value}」 is none of the readings ({' | '.join([read, *options])})")
    mine = [f for f in facts.current if f.person_id == own.entity_id and f.triple.relation == own.relation
            and f.decided]
    out = []
    for f in mine:
        t = facts.as_read[f.key]
        out.append(make(f.key, t, CHOOSE if f.triple.tail_text == own.value else SUPERSEDED,
                        own.value if f.triple.tail_text == own.value else ""))
    return tuple(out)


def _refuse_twice_decided(wanted: list[_Wanted], report: ImportReport) -> None:
    """Two rows deciding one fact differently: both refused (which one was meant cannot be told)."""
    seen: dict[str, list[_Wanted]] = {}
    for w in wanted:
        for d in w.decisions:
            seen.setdefault(d.key, []).append(w)
    for key, ws in seen.items():
        if len({(d.decision, d.value, d.entity_id, d.when_text) for w in ws for d in w.decisions
                if d.key == key}) > 1:
            for w in ws:
                if all(r != w.row for r, _, _ in report.refused):
                    report.refused.append((w.row, w.key, f"rows {', '.join(str(x.row) for x in ws)} decide {key} "
                                                         "differently"))


def _resolve_queue(store: Store, decisions: Iterable[FactDecision]) -> None:
    """A chosen reading also decides the open review items (conflicts `check` found) of his
    relation that list it, so that the Verifier narrows to it as after `review ITEM --choose`."""
    for d in decisions:
        if d.decision != CHOOSE:
            continue
        for item in store.reviews("open"):
            values = [x["value"] for x in json.loads(item.readings)]
            if item.entity_id == d.entity_id and item.relation == d.relation and d.value in values:
                store.resolve_review(item.id, d.value, f"review sheet ({d.reviewer}): {d.note}".rstrip(": "))
