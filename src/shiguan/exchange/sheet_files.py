"""A sheet as a file: CSV (UTF-8 with a byte-order mark, which spreadsheets need to read it as
UTF-8) or an Excel workbook (.xlsx, with the optional openpyxl: `pip install 'shiguan[xlsx]'`)."""

from __future__ import annotations

import csv
from collections.abc import Sequence
from pathlib import Path

from ..errors import InputError, ShiguanError


def _openpyxl():
    try:
        import openpyxl
    except ImportError:
        raise ShiguanError("an .xlsx sheet needs openpyxl: pip install 'shiguan[xlsx]' (or use a .csv file)") from None
    return openpyxl


def write_rows(path: Path, columns: Sequence[str], rows: list[dict[str, object]]) -> None:
    if path.suffix.lower() == ".xlsx":
        book = _openpyxl().Workbook(write_only=True)  # streamed: a whole corpus's facts in bounded memory
        sheet = book.create_sheet("review")
        sheet.freeze_panes = "A2"
        sheet.append(list(columns))
        for row in rows:
            sheet.append(["" if row.get(c) is None else row.get(c) for c in columns])
        book.save(path)
        return
    with path.open("w", encoding="utf-8-sig", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(columns))
        w.writeheader()
        w.writerows({c: ("" if row.get(c) is None else row.get(c)) for c in columns} for row in rows)


def read_rows(path: Path) -> tuple[list[str], list[dict[str, str]]]:
    """The header and the rows, every cell as text ('' for an empty one)."""
    if not path.is_file():
        raise InputError(f"{path}: no such file")
    if path.suffix.lower() == ".xlsx":
        try:
            book = _openpyxl().load_workbook(path, read_only=True, data_only=True)
        except Exception as exc:  # openpyxl raises many kinds for a file that is not a workbook
            raise InputError(f"{path}: not an Excel workbook ({exc})") from exc
        cells = [["" if v is None else str(v) for v in row] for row in book.active.iter_rows(values_only=True)]
        book.close()
    else:
        try:
            with path.open(encoding="utf-8-sig", newline="") as f:
                cells = list(csv.reader(f))
        except (UnicodeDecodeError, csv.Error) as exc:
            raise InputError(f"{path}: not a UTF-8 CSV file ({exc})") from exc
    if not cells:
        raise InputError(f"{path}: the file is empty")
    header = [h.strip() for h in cells[0]]
    return header, [dict(zip(header, row + [""] * (len(header) - len(row)))) for row in cells[1:]]
