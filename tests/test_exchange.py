"""CBDB-shaped tables and TEI P5 documents (`export --format cbdb|tei`)."""

from __future__ import annotations

import csv
import re
import sqlite3
from pathlib import Path

import pytest
from exchange_helpers import example_project
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.exchange.cbdb import HEADERS, TABLES

runner = CliRunner()
CBDB_TABLES = ("BIOG_MAIN", "ALTNAME_DATA", "BIOG_ADDR_DATA", "ENTRY_DATA", "POSTED_TO_OFFICE_DATA", "KIN_DATA",
               "ASSOC_DATA", "TEXT_CODES", "BIOG_SOURCE_DATA", "EVENTS_DATA", "STATUS_DATA")


@pytest.fixture
def examples(tmp_path):
    p = example_project(tmp_path / "project")
    yield p
    p.close()


def _load(directory) -> sqlite3.Connection:
    """Every CSV into an in-memory SQLite database, one table per file, columns from its header."""
    db = sqlite3.connect(":memory:")
    for path in sorted(directory.glob("*.csv")):
        with path.open(encoding="utf-8", newline="") as f:
            rows = list(csv.reader(f))
        header, body = rows[0], rows[1:]
        db.execute(f"CREATE TABLE {path.stem} ({', '.join(header)})")
        db.executemany(f"INSERT INTO {path.stem} VALUES ({', '.join('?' * len(header))})", body)
    return db


def test_cbdb_tables_load_into_sqlite_with_the_documented_columns(examples, tmp_path):
    out = tmp_path / "cbdb"
    result = runner.invoke(app, ["export", str(examples.root), "--format", "cbdb", "-o", str(out)])
    assert result.exit_code == 0, result.output
    db = _load(out)
    assert "temporary ids" in (out / "README.txt").read_text(encoding="utf-8")
    for name in CBDB_TABLES + ("UNDECIDED",):
        cols = [r[1] for r in db.execute(f"PRAGMA table_info({name})")]
        assert cols == list(HEADERS[name]), name
    assert db.execute("SELECT count(*) FROM POSTED_TO_OFFICE_DATA").fetchone()[0] > 50
    # CBDB's code columns stay empty: the code tables are not available offline
    assert db.execute("SELECT count(*) FROM POSTED_TO_OFFICE_DATA WHERE c_office_id != ''").fetchone()[0] == 0
    # 兆惠's 乾隆十三年 appointment: era name and year in the era, and the Gregorian year
    row = db.execute("SELECT c_firstyear, c_fy_nh_year, shiguan_nh_chn, shiguan_when FROM POSTED_TO_OFFICE_DATA "
                     "WHERE shiguan_office_chn='户部侍郎' AND shiguan_when='乾隆十三年'").fetchone()
    assert row == ("1748", "13", "乾隆", "乾隆十三年")
    names = dict(db.execute("SELECT c_personid, c_name_chn FROM BIOG_MAIN"))
    assert names[db.execute("SELECT c_personid FROM ALTNAME_DATA WHERE c_alt_name_chn='和甫'").fetchone()[0]] == "兆惠"


def test_every_cbdb_row_names_its_source_span_and_basis(examples, tmp_path):
    out = tmp_path / "cbdb"
    runner.invoke(app, ["export", str(examples.root), "--format", "cbdb", "-o", str(out)])
    db = _load(out)
    texts = {d.path: examples.store.document_text(d.id) for d in examples.store.documents()}
    textids = dict(db.execute("SELECT c_textid, shiguan_document FROM TEXT_CODES"))
    for table in [t.name for t in TABLES] + ["EVENTS_DATA", "UNDECIDED"]:
        rows = db.execute(f"SELECT c_source, shiguan_document, shiguan_start, shiguan_end, shiguan_quote, "
                          f"shiguan_basis, shiguan_why FROM {table}").fetchall()
        for source, document, start, end, quote, basis, why in rows:
            assert textids[source] == document
            assert texts[document][int(start):int(end)] == quote
            assert why
            assert (basis == "undecided") == (table == "UNDECIDED"), (table, basis)
    people = {r[0] for r in db.execute("SELECT c_personid FROM BIOG_MAIN")}
    kin = {r[0] for r in db.execute("SELECT c_kin_id FROM KIN_DATA WHERE c_kin_id != ''")}
    assert kin and kin <= people


def test_export_formats_that_write_a_directory_need_one(examples, tmp_path):
    result = runner.invoke(app, ["export", str(examples.root), "--format", "tei"])
    assert result.exit_code == 2 and "-o DIR" in result.output
    result = runner.invoke(app, ["export", str(examples.root), "--format", "cbdbx", "-o", str(tmp_path)])
    assert result.exit_code == 2 and "cbdb" in result.output


# --- TEI ---------------------------------------------------------------------------------------

TEI = "{http://www.tei-c.org/ns/1.0}"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
RANGE = re.compile(r"#string-range\((\w+),(\d+),(\d+)\)")


def _tei(examples, tmp_path):
    out = tmp_path / "tei"
    result = runner.invoke(app, ["export", str(examples.root), "--format", "tei", "-o", str(out)])
    assert result.exit_code == 0, result.output
    return sorted(out.glob("*.xml"))


def test_tei_is_well_formed_and_every_reference_resolves(examples, tmp_path):
    etree = pytest.importorskip("lxml.etree")
    files = _tei(examples, tmp_path)
    assert len(files) == 3
    texts = {d.path.rsplit("/", 1)[-1][:-4]: examples.store.document_text(d.id) for d in examples.store.documents()}
    for path in files:
        root = etree.parse(str(path)).getroot()  # well-formed, or this raises
        assert root.tag == f"{TEI}TEI"
        ids = {el.get(XML_ID): el for el in root.iter() if el.get(XML_ID)}
        refs = [v for el in root.iter() for k, v in el.attrib.items() if k in ("ref", "corresp")]
        assert refs and all(r.startswith("#") and r[1:] in ids for r in refs)
        text = texts[path.stem]
        lines = {el.get(XML_ID): el for el in root.iter(f"{TEI}p") if el.get("n") is not None}
        for line in lines.values():  # a line's text is the document's, from its offset
            start = int(line.get("n"))
            assert text[start:start + len("".join(line.itertext()))] == "".join(line.itertext())
        ptrs = list(root.iter(f"{TEI}ptr"))
        assert ptrs
        for ptr in ptrs:
            line_id, offset, length = RANGE.fullmatch(ptr.get("target")).groups()
            words = "".join(lines[line_id].itertext())[int(offset):int(offset) + int(length)]
            assert words and words in text
        # an era date carries its Gregorian year
        if "乾隆十三年" in text:
            assert any(d.text == "乾隆十三年" and d.get("when") == "1748" for d in root.iter(f"{TEI}date"))


def test_tei_marks_people_offices_and_places(examples, tmp_path):
    etree = pytest.importorskip("lxml.etree")
    path = next(p for p in _tei(examples, tmp_path) if p.stem.endswith("卷一百"))
    root = etree.parse(str(path)).getroot()
    people = {p.get(XML_ID): p for p in root.iter(f"{TEI}person")}
    zhaohui = next(p for p in people.values() if p.find(f"{TEI}persName").text == "兆惠")
    assert "和甫" in [n.text for n in zhaohui.iter(f"{TEI}persName") if n.get("type") == "字"]
    events = {(e.get("type"), e.find(f"{TEI}label").text) for e in zhaohui.iter(f"{TEI}event")}
    assert ("任职", "户部侍郎") in events
    assert "户部侍郎" in {r.text for r in root.iter(f"{TEI}roleName")}
    marked = [n for n in root.iter(f"{TEI}persName") if n.get("ref") == "#" + zhaohui.get(XML_ID)]
    assert any(n.text == "兆惠" for n in marked)


def test_tei_is_valid_tei_p5(examples, tmp_path):
    """Against tei_all.rng, TEI P5 4.3.0 (fixtures/TEI_LICENSE.txt says where it comes from)."""
    etree = pytest.importorskip("lxml.etree")
    schema = etree.RelaxNG(etree.parse(str(Path(__file__).parent / "fixtures" / "tei_all.rng.gz")))
    for path in _tei(examples, tmp_path):
        assert schema.validate(etree.parse(str(path))), schema.error_log


# --- the web app's downloads -------------------------------------------------------------------

def test_the_web_app_offers_the_exchange_files(examples):
    import io
    import zipfile

    from fastapi.testclient import TestClient

    from shiguan.web.app import create_app

    with TestClient(create_app(examples.root)) as c:
        page = c.get("/downloads")
        assert page.status_code == 200 and "/downloads/cbdb.zip" in page.text and "/downloads/review.csv" in page.text
        cbdb = c.get("/downloads/cbdb.zip")
        assert cbdb.status_code == 200 and cbdb.headers["content-type"] == "application/zip"
        names = zipfile.ZipFile(io.BytesIO(cbdb.content)).namelist()
        assert {f"{t}.csv" for t in CBDB_TABLES} <= set(names)
        tei = zipfile.ZipFile(io.BytesIO(c.get("/downloads/tei.zip").content))
        assert len(tei.namelist()) == 3 and all(n.endswith(".xml") for n in tei.namelist())
        sheet = c.get("/downloads/review.csv?only=undecided")
        assert sheet.status_code == 200 and sheet.content.decode("utf-8-sig").startswith("fact,person_id")
        assert "attachment" in sheet.headers["content-disposition"]
        assert c.get("/downloads/secrets.txt").status_code == 404
        assert c.get("/downloads/review.csv?only=everything").status_code == 404


def test_the_web_app_imports_a_filled_in_sheet(examples):
    """The sheet downloaded, filled in and uploaded back is applied as `review --import` applies it."""
    import csv
    import io

    from fastapi.testclient import TestClient

    from shiguan.web.app import create_app
    from shiguan.web.security import CSRF_COOKIE

    with TestClient(create_app(examples.root)) as c:
        c.get("/downloads")
        token = c.cookies[CSRF_COOKIE]
        text = c.get("/downloads/review.csv").content.decode("utf-8-sig")
        rows = list(csv.DictReader(io.StringIO(text)))
        rows[0]["decision"] = "reject"
        rows[1]["decision"] = "correct"  # no corrected value: refused
        out = io.StringIO()
        w = csv.DictWriter(out, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
        sheet = out.getvalue().encode("utf-8-sig")

        def post(data, name="review.csv"):
            return c.post("/downloads/review", data={"csrf_token": token, **data},
                          files={"sheet": (name, sheet, "text/csv")})

        page = post({"reviewer": "t"})
        assert page.status_code == 200 and "nothing applied" in page.text and "row 3" in page.text
        assert examples.store.all_fact_decisions() == []
        page = post({"reviewer": "t", "apply_valid": "true"})
        assert page.status_code == 200 and "1 changed" in page.text and ": rejected" in page.text
        assert [d.decision for d in examples.store.all_fact_decisions()] == ["reject"]
        assert post({"reviewer": "t"}, "notes.txt").status_code == 400
        assert post({"reviewer": " "}).status_code == 400
        no_token = c.post("/downloads/review", data={"reviewer": "t"}, files={"sheet": ("review.csv", sheet)})
        assert no_token.status_code == 403
