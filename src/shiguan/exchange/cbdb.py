"""The graph as CSV files shaped like the China Biographical Database's tables, for a CBDB intake.

Each file is named after the CBDB table it fills and uses CBDB's column names where CBDB has the
column (taken from the SQLite release's schema, see docs/exchange.md); what CBDB has no column for
is added after them under a `shiguan_` name: every fact row carries the fact's key, the source
document, the character span, the source sentence, the basis (why it is his) and any conflicting
reading. Person ids are shiguan's own entity ids, temporary until matched against CBDB. CBDB's
code tables (offices, places, kinship, entry and name types, 年号) are not available offline, so
their codes are left empty and the names written beside them.

Only decided facts are written; the undecided ones go to UNDECIDED.csv with the same columns.
"""

from __future__ import annotations

import csv
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ..kg.resolve import KIN_RELATIONS
from ..store import Store
from .facts import ExFact, FactReader, conflicts

PROVENANCE = ("shiguan_fact", "shiguan_document", "shiguan_start", "shiguan_end", "shiguan_quote",
              "shiguan_sentence", "shiguan_basis", "shiguan_why", "shiguan_when", "shiguan_nh_chn",
              "shiguan_conflict")
SOURCE = ("c_source", "c_pages", "c_notes")


@dataclass(frozen=True)
class Table:
    """One CBDB table: the relations it takes, the CBDB columns filled, and where the date goes
    (CBDB's Gregorian year, 年号 code and year-in-era columns; '' where the table has none)."""

    name: str
    relations: frozenset[str]
    columns: tuple[str, ...]  # CBDB's, in the order CBDB lists them
    value: str  # the column the fact's value goes to
    year: str = ""
    nh_code: str = ""
    nh_year: str = ""
    extra: tuple[str, ...] = ()  # shiguan columns particular to this table

    def header(self) -> list[str]:
        return [*self.columns, *SOURCE, *self.extra, *PROVENANCE]


_KIN = frozenset(KIN_RELATIONS) | {"母", "妻", "孙", "曾祖", "祖", "叔", "伯", "侄", "婿"}
TABLES = (
    Table("ALTNAME_DATA", frozenset({"字", "号", "初名", "谥号"}),
          ("c_personid", "c_alt_name_chn", "c_alt_name_type_code", "c_sequence"), "c_alt_name_chn",
          extra=("shiguan_alt_name_type",)),
    Table("BIOG_ADDR_DATA", frozenset({"籍贯", "原籍"}),
          ("c_personid", "c_addr_id", "c_addr_type", "c_sequence", "c_firstyear", "c_fy_nh_code", "c_fy_nh_year"),
          "shiguan_addr_chn", "c_firstyear", "c_fy_nh_code", "c_fy_nh_year", ("shiguan_addr_chn", "shiguan_addr_type")),
    Table("ENTRY_DATA", frozenset({"出身"}),
          ("c_personid", "c_entry_code", "c_sequence", "c_year", "c_nianhao_id", "c_entry_nh_year"),
          "shiguan_entry_chn", "c_year", "c_nianhao_id", "c_entry_nh_year", ("shiguan_entry_chn",)),
    Table("POSTED_TO_OFFICE_DATA", frozenset({"任职", "升迁", "加衔", "赠"}),
          ("c_personid", "c_office_id", "c_posting_id", "c_sequence", "c_firstyear", "c_fy_nh_code", "c_fy_nh_year",
           "c_appt_code"),
          "shiguan_office_chn", "c_firstyear", "c_fy_nh_code", "c_fy_nh_year",
          ("shiguan_office_chn", "shiguan_appointment")),
    Table("KIN_DATA", _KIN, ("c_personid", "c_kin_id", "c_kin_code"), "shiguan_kin_name",
          extra=("shiguan_kin_chn", "shiguan_kin_name", "shiguan_year", "shiguan_nh_year")),
    Table("STATUS_DATA", frozenset({"旗籍", "氏族"}),
          ("c_personid", "c_sequence", "c_status_code", "c_firstyear", "c_fy_nh_code", "c_fy_nh_year", "c_supplement"),
          "c_supplement", "c_firstyear", "c_fy_nh_code", "c_fy_nh_year", ("shiguan_status_chn",)),
)
# Every other relation (事件, 卒, 封爵, 祀 …) is an event: its words go to c_event.
EVENTS = Table("EVENTS_DATA", frozenset(), ("c_personid", "c_sequence", "c_event_code", "c_role", "c_year",
                                             "c_nh_code", "c_nh_year", "c_event"),
               "c_event", "c_year", "c_nh_code", "c_nh_year", ("shiguan_event_chn",))
ASSOC = Table("ASSOC_DATA", frozenset(), ("c_personid", "c_assoc_id", "c_assoc_code", "c_assoc_first_year"), "",
              extra=("shiguan_assoc_chn", "shiguan_assoc_name"))
BIOG_MAIN = ("c_personid", "c_name_chn", "c_female", "c_deathyear", "c_dy_nh_code", "c_dy_nh_year", "c_notes",
             "shiguan_dy_nh_chn", "shiguan_document", "shiguan_start", "shiguan_end", "shiguan_opening")
TEXT_CODES = ("c_textid", "c_title_chn", "c_notes", "shiguan_document", "shiguan_sha256")
BIOG_SOURCE_DATA = ("c_personid", "c_textid", "c_pages", "c_notes", "c_main_source", "c_self_bio",
                    "shiguan_document", "shiguan_start", "shiguan_end", "shiguan_heading")
UNDECIDED = ("shiguan_person_read_under", "shiguan_relation", "shiguan_value", *SOURCE, *PROVENANCE)
HEADERS: dict[str, tuple[str, ...] | list[str]] = {
    "BIOG_MAIN": BIOG_MAIN, **{t.name: t.header() for t in (*TABLES, EVENTS, ASSOC)}, "TEXT_CODES": TEXT_CODES,
    "BIOG_SOURCE_DATA": BIOG_SOURCE_DATA, "UNDECIDED": UNDECIDED}
_EXTRA_OF_RELATION = {"ALTNAME_DATA": "shiguan_alt_name_type", "BIOG_ADDR_DATA": "shiguan_addr_type",
                      "POSTED_TO_OFFICE_DATA": "shiguan_appointment", "KIN_DATA": "shiguan_kin_chn",
                      "STATUS_DATA": "shiguan_status_chn", "EVENTS_DATA": "shiguan_event_chn"}


README = """CSV files shaped like the China Biographical Database's tables, written by shiguan.

Each file is named after the CBDB table it fills; columns are CBDB's where CBDB has the column,
then shiguan_* columns: the fact's key, the source document, the character span (offsets into the
document as stored), the quoted evidence and its sentence, the basis (why the fact is his), the
date as written and its era (年号), and any conflicting reading.

- c_personid and c_textid are temporary ids (shiguan's), to be matched against CBDB's.
- CBDB's code tables (offices, places, kinship, entry and name types, 年号) were not available
  offline: the code columns (c_office_id, c_addr_id, c_kin_code, c_*_nh_code ...) are empty and
  the names stand beside them (shiguan_office_chn ...).
- Dates: c_*_nh_year is the year in the era named in shiguan_nh_chn; c_firstyear / c_year the
  Gregorian year.
- Only decided facts are in the tables; UNDECIDED.csv holds those whose person was not decided.
"""


def table_of(relation: str) -> Table:
    return next((t for t in TABLES if relation in t.relations), EVENTS)


@dataclass
class CbdbExport:
    """What was written: rows per file."""

    directory: Path
    rows: dict[str, int] = field(default_factory=dict)


class _Writer:
    """The open CSV files, one per table, written as the facts come."""

    def __init__(self, directory: Path):
        directory.mkdir(parents=True, exist_ok=True)
        self.directory = directory
        self.files: dict[str, tuple] = {}
        self.counts: dict[str, int] = {}

    def open(self, name: str, header: tuple[str, ...] | list[str]) -> None:
        """Start a table's file with its header (a table with no rows is still written)."""
        f = (self.directory / f"{name}.csv").open("w", encoding="utf-8", newline="")
        w = csv.DictWriter(f, fieldnames=list(header), extrasaction="raise")
        w.writeheader()
        self.files[name] = (f, w)
        self.counts[name] = 0

    def row(self, name: str, values: dict[str, object]) -> None:
        values = {k: ("" if v is None else v) for k, v in values.items()}
        self.files[name][1].writerow(values)
        self.counts[name] += 1

    def close(self) -> None:
        for f, _ in self.files.values():
            f.close()


def _provenance(f: ExFact, textid: int, conflict: list[str]) -> dict[str, object]:
    t = f.triple
    return {"c_source": textid, "c_pages": f"chars {t.start}-{t.end}", "c_notes": t.detail,
            "shiguan_fact": f.key, "shiguan_document": f.document, "shiguan_start": t.start, "shiguan_end": t.end,
            "shiguan_quote": f.quote, "shiguan_sentence": f.sentence, "shiguan_basis": t.basis, "shiguan_why": f.why,
            "shiguan_when": f.date.written, "shiguan_nh_chn": f.date.era, "shiguan_conflict": "、".join(conflict)}


def _fact_row(f: ExFact, table: Table, textid: int, sequence: tuple[int, int], conflict: list[str],
              person_of: Callable[[int | None], int | None]) -> dict[str, object]:
    """A fact's row; `sequence`: its number among his rows of this table, and in the whole table."""
    t = f.triple
    row: dict[str, object] = {c: "" for c in table.columns}
    row.update(c_personid=f.person_id, **_provenance(f, textid, conflict))
    row[table.value] = t.tail_text
    if "c_sequence" in row:
        row["c_sequence"] = sequence[0]
    if table.year:
        row[table.year], row[table.nh_year] = f.date.gregorian, f.date.year_in_era
    if table.name in _EXTRA_OF_RELATION:
        row[_EXTRA_OF_RELATION[table.name]] = t.relation
    if table.name == "KIN_DATA":
        row.update(c_kin_id=person_of(t.tail_id), shiguan_year=f.date.gregorian, shiguan_nh_year=f.date.year_in_era)
    if table.name == "POSTED_TO_OFFICE_DATA":
        row["c_posting_id"] = sequence[1]
    return row


def write_cbdb(store: Store, directory: Path) -> CbdbExport:
    """Write the CBDB-shaped CSV files into `directory`."""
    reader = FactReader(store)
    out = _Writer(directory)
    for name, header in HEADERS.items():
        out.open(name, header)
    facts: list[ExFact] = []
    textids: dict[str, int] = {}
    for i, doc in enumerate(reader.documents(), 1):
        textids[doc.document.path] = i
        out.row("TEXT_CODES", {"c_textid": i, "c_title_chn": Path(doc.document.path).stem,
                                           "c_notes": "temporary id (shiguan)", "shiguan_document": doc.document.path,
                                           "shiguan_sha256": doc.document.sha256})
        _sources(store, out, reader, doc.document.id, doc.text, i)
        facts.extend(doc.facts)
    disputed = conflicts(facts)
    sequences: dict[tuple[int, str], int] = {}

    def person_of(entity_id: int | None) -> int | None:
        return reader.person(entity_id) if entity_id else None

    for f in facts:
        textid = textids[f.document]
        if not f.decided:
            row = {"shiguan_person_read_under": f.person_id, "shiguan_relation": f.triple.relation,
                   "shiguan_value": f.triple.tail_text, **_provenance(f, textid, [])}
            out.row("UNDECIDED", row)
            continue
        table = table_of(f.triple.relation)
        seq = sequences[(f.person_id, table.name)] = sequences.get((f.person_id, table.name), 0) + 1
        row = _fact_row(f, table, textid, (seq, out.counts.get(table.name, 0) + 1), disputed.get(f.key, []), person_of)
        out.row(table.name, row)
    _people(store, out, reader, [f for f in facts if f.decided])
    _associations(store, out, reader, textids)
    out.close()
    (directory / "README.txt").write_text(README, encoding="utf-8")
    return CbdbExport(directory, dict(out.counts))


def _sources(store: Store, out: _Writer, reader: FactReader, document_id: int, text: str, textid: int) -> None:
    """BIOG_SOURCE_DATA: each entry of the document is a source of its person's biography."""
    for e in store.entries_of_document(document_id):
        out.row("BIOG_SOURCE_DATA", {
            "c_personid": reader.person(e.entity_id), "c_textid": textid, "c_pages": f"chars {e.start}-{e.end}",
            "c_notes": e.kinship and f"{e.kinship}{e.name}", "c_main_source": int(not e.kinship), "c_self_bio": 0,
            "shiguan_document": e.path, "shiguan_start": e.start, "shiguan_end": e.end,
            "shiguan_heading": text[e.start:min(e.end, e.start + 40)].split("。")[0]})


def _people(store: Store, out: _Writer, reader: FactReader, facts: list[ExFact]) -> None:
    """BIOG_MAIN: one row per person with an entry or a decided fact; the death year only where his
    decided 卒 facts agree on one."""
    deaths: dict[int, list[ExFact]] = {}
    for f in facts:
        if f.triple.relation == "卒" and f.date.gregorian:
            deaths.setdefault(f.person_id, []).append(f)
    people = sorted({f.person_id for f in facts} | {reader.person(i) for i, _, _ in store.people(0, 1 << 60)})
    names = store.entities(people)
    for pid in people:
        entries = store.entries_of(pid)
        died = deaths.get(pid, [])
        years = {f.date.gregorian for f in died}
        death = died[0] if len(years) == 1 else None
        first = entries[0] if entries else None
        out.row("BIOG_MAIN", {
            "c_personid": pid, "c_name_chn": names.get(pid, ("", ""))[0], "c_female": "",
            "c_deathyear": death.date.gregorian if death else "", "c_dy_nh_code": "",
            "c_dy_nh_year": death.date.year_in_era if death else "",
            "c_notes": "temporary id (shiguan)" + ("; the sources give several death years" if len(years) > 1 else ""),
            "shiguan_dy_nh_chn": death.date.era if death else "",
            "shiguan_document": first.path if first else "", "shiguan_start": first.start if first else "",
            "shiguan_end": first.end if first else "", "shiguan_opening": first.heading if first else ""})


def _associations(store: Store, out: _Writer, reader: FactReader, textids: dict[str, int]) -> None:
    """ASSOC_DATA: relations the model or the sentence rules read between two people."""
    edges = [e for e in store.edges() if e.relation not in _KIN]
    kinds = store.entities({e.head_id for e in edges} | {e.tail_id for e in edges})
    paths = {d.id: d.path for d in store.documents()}
    texts: dict[int, str] = {}
    for e in edges:
        if kinds.get(e.head_id, ("", ""))[1] != "person" or kinds.get(e.tail_id, ("", ""))[1] != "person":
            continue
        text = texts.setdefault(e.document_id, store.document_text(e.document_id))
        out.row(ASSOC.name, {
            "c_personid": reader.person(e.head_id), "c_assoc_id": reader.person(e.tail_id), "c_assoc_code": "",
            "c_assoc_first_year": "", "c_source": textids.get(paths[e.document_id], ""),
            "c_pages": f"chars {e.start}-{e.end}", "c_notes": "",
            "shiguan_assoc_chn": e.relation, "shiguan_assoc_name": kinds[e.tail_id][0],
            "shiguan_fact": f"edge:{e.id}", "shiguan_document": paths[e.document_id], "shiguan_start": e.start,
            "shiguan_end": e.end, "shiguan_quote": text[e.start:e.end], "shiguan_sentence": text[e.start:e.end],
            "shiguan_basis": e.method, "shiguan_why": f"read by {e.method} (score {e.score})",
            "shiguan_when": "", "shiguan_nh_chn": "", "shiguan_conflict": ""})
