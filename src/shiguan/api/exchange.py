"""The exchange formats: CBDB-shaped tables, TEI P5 documents, and the batch review sheet."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..errors import ShiguanError
from ..exchange.cbdb import write_cbdb
from ..exchange.review_sheet import ImportReport, Selection, export_sheet, import_sheet
from ..exchange.tei import write_tei
from ..project import Project
from .graph import ExportTarget, check_export
from .people import find_person, one_person


@dataclass(frozen=True)
class ExchangeExport:
    """What an exchange export wrote: its files and, for CBDB, the rows of each table."""

    directory: Path
    files: list[Path]
    rows: dict[str, int] = field(default_factory=dict)


def export_exchange(project: Project, target: ExportTarget) -> ExchangeExport:
    """Write the CBDB tables or the TEI documents into target.output (a directory)."""
    check_export(target)
    assert target.output is not None
    if target.fmt == "cbdb":
        done = write_cbdb(project.store, target.output)
        return ExchangeExport(target.output, sorted(target.output / f"{name}.csv" for name in done.rows), done.rows)
    return ExchangeExport(target.output, write_tei(project.store, target.output))


def export_review_sheet(project: Project, path: Path, people: list[str], undecided: bool, conflicts: bool) -> int:
    """Write the review sheet of the named people, the undecided facts and/or the conflicts (none
    of them: every fact); returns its number of rows."""
    if path.suffix.lower() not in (".csv", ".xlsx"):
        raise ShiguanError(f"{path}: a review sheet is a .csv or an .xlsx file")
    ids = tuple(one_person(project, find_person(project, name)).resolved.entity_id for name in people)
    return export_sheet(project.store, path, Selection(ids, undecided, conflicts))


def import_review_sheet(project: Project, path: Path, reviewer: str, apply_valid: bool = False) -> ImportReport:
    """Apply a filled-in review sheet as `reviewer` (see exchange.review_sheet)."""
    if not reviewer.strip():
        raise ShiguanError("--reviewer: say who decided (a name or an initial)")
    return import_sheet(project.store, path, reviewer.strip(), apply_valid)
