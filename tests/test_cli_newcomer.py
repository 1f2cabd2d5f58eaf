"""The dead ends a newcomer met (issue 42): a folder with nothing shiguan reads, a Word file,
no --version, emoji codes in output, near-miss names, the wrong first step suggested."""

from __future__ import annotations

import io

from test_cli import flat, invoke

from shiguan.terminal import Terminal


def test_version():
    r = invoke("--version")
    assert r.exit_code == 0
    assert r.stdout.startswith("shiguan ") and r.stdout.split()[1][0].isdigit()


def test_an_empty_folder_is_nothing_ingested(tmp_path):
    root, folder = tmp_path / "proj", tmp_path / "empty"
    folder.mkdir()
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, folder, "--no-progress")
    assert r.exit_code == 1
    assert "nothingtoingest" in flat(r.stderr)


def test_a_folder_of_word_files_names_them_and_says_how_to_convert(tmp_path):
    root, folder = tmp_path / "proj", tmp_path / "docs"
    folder.mkdir()
    for name in ("卷一.docx", "memoir.epub", "notes.odt"):
        (folder / name).write_bytes(b"PK\x03\x04 not text")
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, folder, "--no-progress")
    assert r.exit_code == 1
    said = flat(r.stderr)
    assert all(name in said for name in ("卷一.docx", "memoir.epub", "notes.odt"))
    assert "3not.txt/.md/.pdf(skipped)" in flat(r.stdout)
    assert "pandoc" in said


def test_skipped_files_beside_good_ones_are_named_and_the_run_succeeds(tmp_path, corpus):
    root = tmp_path / "proj"
    (corpus["卷一百.txt"].parent / "scan.docx").write_bytes(b"PK\x03\x04")
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, corpus["卷一百.txt"].parent, "--no-progress")
    assert r.exit_code == 0, r.output
    assert "4 added" in r.stdout and "scan.docx" in r.stderr


def test_a_single_word_file_is_refused_with_a_conversion_command(tmp_path):
    root, doc = tmp_path / "proj", tmp_path / "My Book.docx"
    doc.write_bytes(b"PK\x03\x04")
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, doc, "--no-progress")
    assert r.exit_code == 2
    assert "pandoc -t plain --wrap=none -o 'My Book.txt' 'My Book.docx'" in r.stderr.replace("\n", " ")


def test_emoji_codes_print_as_written():
    terminal = Terminal(file=io.StringIO(), force_terminal=False)
    terminal.print("by rules:date: 1604 :smile:")
    assert terminal.file.getvalue().strip() == "by rules:date: 1604 :smile:"
