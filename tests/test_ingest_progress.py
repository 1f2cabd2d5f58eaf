"""Progress inside one long file: while a document is read, ingest tells how much of it has been
read, in one process or through the reading processes, before the file is stored (issue 42: the
bar stood at 0 for the whole of a 75 s book)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import CHAPTER_78, CHAPTER_100, CHAPTER_148, CHAPTER_256

from shiguan import progress
from shiguan.ingest import ingest
from shiguan.project import Project


@pytest.fixture
def one_book(tmp_path) -> Path:
    """The four fixture chapters as one file: one document of many entries."""
    book = tmp_path / "corpus" / "book.txt"
    book.parent.mkdir()
    book.write_text("\n".join((CHAPTER_100, CHAPTER_78, CHAPTER_148, CHAPTER_256)), encoding="utf-8")
    return book


def _events(tmp_path: Path, book: Path, workers: int) -> list[tuple[str, Path, float]]:
    told: list[tuple[str, Path, float]] = []
    project = Project.init(tmp_path / f"project{workers}")
    try:
        report = ingest(project, [book.parent], workers=workers,
                        on_reading=lambda path, share: told.append(("reading", path, share)),
                        on_file=lambda path, size, chars: told.append(("stored", path, 1.0)))
    finally:
        project.close()
    assert report.added.count == 1
    return told


def test_a_long_file_reports_its_reading_as_it_goes(tmp_path, one_book, monkeypatch):
    monkeypatch.setattr(progress, "EVERY", 0.0)  # every entry: the fixture is read in a blink
    told = _events(tmp_path, one_book, workers=1)
    shares = [share for what, _, share in told if what == "reading"]
    assert len(shares) >= 4 and shares == sorted(shares)
    assert 0 < shares[0] < 0.5 and shares[-1] <= 1.0
    assert told[-1][0] == "stored" and all(path == one_book for _, path, _ in told)


def test_reading_processes_report_through_the_writer(tmp_path, one_book):
    """The first report is told at once, so even a quick read is seen before it is stored."""
    told = _events(tmp_path, one_book, workers=2)
    assert [what for what, _, _ in told][-1] == "stored"
    reading = [share for what, path, share in told if what == "reading" and path == one_book]
    assert reading and 0 < reading[0] < 1


def test_nobody_listening_costs_nothing():
    progress.read_up_to(10)  # outside a reading: no listener, no error
    with progress.reading(100, None):
        progress.read_up_to(50)


def test_an_english_book_reports_each_parsed_paragraph(tmp_path, monkeypatch):
    from test_ingest_workers import MEMOIR

    monkeypatch.setattr(progress, "EVERY", 0.0)
    book = tmp_path / "corpus" / "weller.txt"
    book.parent.mkdir()
    book.write_text(MEMOIR, encoding="utf-8")
    shares = [share for what, _, share in _events(tmp_path, book, workers=1) if what == "reading"]
    assert len(shares) >= 2 and shares == sorted(shares) and shares[0] < 1
