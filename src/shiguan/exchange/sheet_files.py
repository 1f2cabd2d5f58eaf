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


_FORMULA_START = ("=", "+", "-", "@")  # what a spreadsheet would run as a formula (CSV injection)
_GUARD = "'"  # the spreadsheet's own mark for "text, not a formula"; taken off again on import


def _guarded(value: object) -> object:
    """A CSV cell that a spreadsheet would read as a formula, marked as text: a source quote such as
    「=HYPERLINK(…)」 must stay a quote in the reviewer's spreadsheet."""
    if isinstance(value, str) and value.startswith((*_FORMULA_START, _GUARD)):
        return _GUARD + value
    return value


def _unguarded(cell: str) -> str:
    return cell[1:] if cell.startswith(_GUARD) and cell[1:].startswith((*_FORMULA_START, _GUARD)) else cell


def write_rows(path: Path, columns: Sequence[str], rows: list[dict[str, object]]) -> None:
    if path.suffix.lower() == ".xlsx":
        xl = _openpyxl()
        book = xl.Workbook(write_only=True)  # streamed: a whole corpus's facts in bounded memory
        sheet = book.create_sheet("review")
        sheet.freeze_panes = "A2"
        sheet.append(list(columns))
        for row in rows:
            sheet.append([_text_cell(xl, sheet, row.get(c)) for c in columns])
        book.save(path)
        return
    with path.open("w", encoding="utf-8-sig", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(columns))
        w.writeheader()
        w.writerows({c: ("" if row.get(c) is None else _guarded(row.get(c))) for c in columns} for row in rows)


def _text_cell(xl, sheet, value: object) -> object:
    """A string as a text cell: openpyxl would store one starting with "=" as a formula."""
    if not isinstance(value, str):
        return "" if value is None else value
    cell = xl.cell.WriteOnlyCell(sheet, value=value)
    cell.data_type = "s"
    return cell


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
                cells = [[_unguarded(c) for c in row] for row in csv.reader(f)]
        except (UnicodeDecodeError, csv.Error) as exc:
            raise InputError(f"{path}: not a UTF-8 CSV file ({exc})") from exc
    if not cells:
        raise InputError(f"{path}: the file is empty")
    header = [h.strip() for h in cells[0]]
    return header, [dict(zip(header, row + [""] * (len(header) - len(row)))) for row in cells[1:]]
