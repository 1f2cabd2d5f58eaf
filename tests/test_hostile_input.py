"""Hostile input and output paths: each is refused with a one-line error (or read), never a
traceback, a hang or a device replaced by a file."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.corpus.load import MAX_FILE_BYTES, load_file
from shiguan.errors import InputError, OutputError
from shiguan.output import write_output
from shiguan.web.app import create_app

runner = CliRunner()
TEXT = "兆惠，字和甫，吴雅氏，满洲正黄旗人。"


def invoke(*args: object):
    return runner.invoke(app, [str(a) for a in args])


def one_line_error(r) -> str:
    assert r.exception is None or isinstance(r.exception, SystemExit), r.exception
    assert "Traceback" not in r.output
    return "".join(r.output.split())


@pytest.fixture
def project_dir(project) -> Path:
    project.close()
    return project.root


# --- reading ---------------------------------------------------------------------------------


def test_non_utf8_file_name_is_read_and_named_with_escapes(tmp_path, project_dir):
    corpus = tmp_path / "odd"
    corpus.mkdir()
    with open(os.path.join(os.fsencode(corpus), b"\xff.txt"), "wb") as f:
        f.write(TEXT.encode("utf-8"))
    r = invoke("ingest", project_dir, corpus, "--no-progress")
    assert r.exit_code == 0, r.output
    assert "1added" in one_line_error(r)
    r = invoke("ingest", project_dir, corpus, "--no-progress")
    assert "1unchanged" in one_line_error(r)


def test_fifo_named_on_the_command_line_is_refused_not_read(tmp_path, project_dir):
    fifo = tmp_path / "pipe.txt"
    os.mkfifo(fifo)
    (tmp_path / "ok.txt").write_text(TEXT, encoding="utf-8")
    r = invoke("ingest", project_dir, fifo, tmp_path / "ok.txt", "--no-progress")
    assert r.exit_code == 1, r.output  # partial: one file read, one refused
    assert "pipe.txt:cannotreadfile(itisaFIFO,notaregularfile)" in one_line_error(r)


def test_link_to_dev_zero_is_refused(tmp_path):
    (tmp_path / "zero.txt").symlink_to("/dev/zero")
    with pytest.raises(InputError, match="character device, not a regular file"):
        load_file(tmp_path / "zero.txt")


def test_file_over_the_size_limit_is_refused(tmp_path):
    big = tmp_path / "big.txt"
    with open(big, "wb") as f:
        f.truncate(MAX_FILE_BYTES + 1)
    with pytest.raises(InputError, match="larger than 64 MiB"):
        load_file(big)


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32"])
def test_utf16_with_bom_is_read(tmp_path, encoding):
    path = tmp_path / "notepad.txt"
    data = TEXT.encode(encoding)
    if encoding == "utf-16-be":
        data = b"\xfe\xff" + data
    path.write_bytes(data)
    loaded = load_file(path)
    assert loaded is not None and loaded.text == TEXT
    assert loaded.encoding == encoding[:6]


@pytest.mark.sqlite_only
def test_corrupt_database_is_a_clear_error(project_dir):
    (project_dir / "shiguan.db").write_bytes(b"not a database" * 400)
    for name in ("shiguan.db-wal", "shiguan.db-shm"):
        (project_dir / name).unlink(missing_ok=True)
    r = invoke("person", project_dir, "兆惠")
    assert r.exit_code == 4
    assert "shiguan.dbisdamaged(fileisnotadatabase)" in one_line_error(r)


@pytest.mark.sqlite_only
def test_a_database_damaged_deep_in_its_pages_is_a_clear_error_and_exit_4(project_dir):
    """The header and schema are sound, so the project opens; the facts' pages are not."""
    import sqlite3

    db_path = project_dir / "shiguan.db"
    db = sqlite3.connect(db_path)
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    size = db.execute("PRAGMA page_size").fetchone()[0]
    pages = [p for (p,) in db.execute("SELECT pageno FROM dbstat WHERE name='triples' AND pagetype='leaf'")]
    db.close()
    assert pages
    with db_path.open("r+b") as f:
        for page in pages:
            f.seek(size * (page - 1))
            f.write(b"\xab" * size)
    r = invoke("person", project_dir, "兆惠")
    assert r.exit_code == 4
    assert "theprojectdatabaseisdamaged(databasediskimageismalformed)" in one_line_error(r)


def test_a_bug_exits_4_with_its_traceback_saved_not_printed(project_dir, tmp_path, monkeypatch):
    """Python's own exit status for an uncaught error is 1, which the contract keeps for "partly done"."""

    def broken(*args, **kwargs):
        raise RuntimeError("a bug")

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr("shiguan.api.people.lookup", broken)
    r = invoke("person", project_dir, "兆惠")
    assert r.exit_code == 4 and "unexpectedly(RuntimeError:abug).Thisisabug" in one_line_error(r)
    [saved] = (tmp_path / "cache" / "shiguan" / "crashes").iterdir()
    text = saved.read_text("utf-8")
    assert "RuntimeError: a bug" in text and "Traceback" in text and str(saved) in "".join(r.output.split())


def test_a_closed_output_pipe_is_no_crash(project_dir, tmp_path, monkeypatch):
    """`shiguan person … | head` must not report a bug when head stops reading: exit 1, nothing said."""

    def closed(*args, **kwargs):
        raise BrokenPipeError(32, "Broken pipe")

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr("shiguan.api.people.lookup", closed)
    r = invoke("person", project_dir, "兆惠")
    assert r.exit_code == 1 and "error" not in r.output
    assert not (tmp_path / "cache" / "shiguan" / "crashes").exists()


def test_nul_in_a_batch_name_is_refused_for_that_name(tmp_path, project_dir):
    names = tmp_path / "names.txt"
    names.write_text("兆惠\0x\n", encoding="utf-8")
    r = invoke("bio", project_dir, "--batch", names, "-o", tmp_path / "out", "--rules")
    assert r.exit_code == 1, r.output
    assert "「兆惠\\x00x」:anamecannotcontaincontrolcharacters" in one_line_error(r)


# --- the web app -----------------------------------------------------------------------------


@pytest.mark.parametrize("url", ["/people?q=%E5%85%86%E6%83%A0%00x", "/people?q=%00"])
def test_nul_in_a_web_search_is_a_400(project, url):
    with TestClient(create_app(project.root)) as c:
        r = c.get(url)
    assert r.status_code == 400
    assert "cannot contain control characters" in r.text


@pytest.mark.parametrize("url", [f"/people/{10**30}", f"/people/{10**30}/graph", f"/documents/{10**30}",
                                 f"/outputs/{10**30}", f"/people?page={10**30}"])
def test_huge_integer_in_a_url_is_a_404(project, url):
    with TestClient(create_app(project.root), raise_server_exceptions=False) as c:
        r = c.get(url)
    assert r.status_code == 404, r.text
    assert "out of range" in r.text


# --- writing (-o) ----------------------------------------------------------------------------


def test_output_through_a_symlink_is_refused_unless_forced(tmp_path):
    (tmp_path / "real.md").write_text("old", encoding="utf-8")
    (tmp_path / "link.md").symlink_to("real.md")
    with pytest.raises(OutputError, match="link.md: is a symbolic link.*--force"):
        write_output(tmp_path / "link.md", "new")
    assert (tmp_path / "real.md").read_text(encoding="utf-8") == "old"
    write_output(tmp_path / "link.md", "new", force=True)
    assert (tmp_path / "link.md").is_symlink()
    assert (tmp_path / "real.md").read_text(encoding="utf-8") == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["link.md", "real.md"]


def test_output_through_a_symlink_loop_is_refused(tmp_path):
    (tmp_path / "a.md").symlink_to("b.md")
    (tmp_path / "b.md").symlink_to("a.md")
    with pytest.raises(OutputError, match="a.md: cannot write"):
        write_output(tmp_path / "a.md", "text", force=True)


def test_output_to_a_fifo_or_device_is_refused(tmp_path):
    os.mkfifo(tmp_path / "pipe")
    (tmp_path / "full").symlink_to("/dev/full")
    for name in ("pipe", "full"):
        with pytest.raises(OutputError, match="not a regular file"):
            write_output(tmp_path / name, "text", force=True)
    assert not (tmp_path / "pipe").is_file()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["full", "pipe"]


def test_control_characters_are_escaped_in_markdown_and_json_files(tmp_path):
    text = "兆惠\x1b[31m红\x9b2J\r字和甫\t。\n"
    write_output(tmp_path / "a.md", text)
    assert (tmp_path / "a.md").read_text(encoding="utf-8") == "兆惠\\u001b[31m红\\u009b2J\\u000d字和甫\t。\n"
    write_output(tmp_path / "a.json", json.dumps({"text": text}, ensure_ascii=False))
    written = (tmp_path / "a.json").read_text(encoding="utf-8")
    assert not any(c in written for c in "\x1b\x9b\r") and json.loads(written) == {"text": text}


def test_output_to_a_directory_is_a_clear_error_and_leaves_no_part(tmp_path, project_dir):
    target = tmp_path / "somedir"
    target.mkdir()
    r = invoke("bio", project_dir, "兆惠", "--rules", "-o", target)
    assert r.exit_code == 2
    assert "somedir:isadirectory" in one_line_error(r)
    assert not (tmp_path / "somedir.part").exists()
