"""A review sheet keeps a quote a spreadsheet would run as a formula as text, and reads it back."""

import pytest

from shiguan.exchange.sheet_files import read_rows, write_rows

CELLS = ["=HYPERLINK(\"http://evil\",\"x\")", "+1", "-- a dash", "@sum", "'quoted", "兆惠，字和甫", ""]


@pytest.mark.parametrize("suffix", [".csv", ".xlsx"])
def test_formula_like_cells_round_trip_as_text(tmp_path, suffix):
    path = tmp_path / f"sheet{suffix}"
    write_rows(path, ["quote"], [{"quote": c} for c in CELLS])
    header, rows = read_rows(path)
    assert header == ["quote"]
    assert [r["quote"] for r in rows] == CELLS


def test_a_csv_cell_that_looks_like_a_formula_is_marked_as_text(tmp_path):
    path = tmp_path / "sheet.csv"
    write_rows(path, ["quote"], [{"quote": CELLS[0]}, {"quote": CELLS[5]}])
    raw = path.read_text("utf-8-sig").splitlines()
    assert raw[1].lstrip('"').startswith("'=")
    assert raw[2] == CELLS[5]


def test_an_xlsx_cell_that_looks_like_a_formula_is_a_string(tmp_path):
    openpyxl = pytest.importorskip("openpyxl")
    path = tmp_path / "sheet.xlsx"
    write_rows(path, ["quote"], [{"quote": CELLS[0]}])
    cell = openpyxl.load_workbook(path).active["A2"]
    assert cell.data_type == "s" and cell.value == CELLS[0]
