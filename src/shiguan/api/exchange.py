"""The exchange formats: CBDB-shaped tables, TEI P5 documents, and the batch review sheet."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..exchange.cbdb import write_cbdb
from ..exchange.tei import write_tei
from ..project import Project
from .graph import ExportTarget, check_export


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
