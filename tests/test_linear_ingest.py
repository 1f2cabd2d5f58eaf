"""Ingest costs what the file holds, whatever it holds: a chapter that repeats one man's opening
sentence thousands of times once made every entry read the whole text (0.5 MiB: 855 s against 44
s for random text; bench/faults.py times it). Counted here in work done, not in seconds."""

from __future__ import annotations

import functools
import sqlite3

import pytest

from shiguan.ingest import ingest
from shiguan.lang.zh import subjects
from shiguan.project import Project

LINE = "兆惠，字和甫，吴雅氏，满洲正黄旗人。\n"


def chapter(tmp_path, name: str, entries: int):
    folder = tmp_path / name
    folder.mkdir()
    (folder / "卷.txt").write_text("兆惠\n" + LINE * entries, encoding="utf-8")
    return folder


def vm_steps(db: sqlite3.Connection, work) -> int:
    """SQLite's virtual-machine steps while `work` runs."""
    count = [0]

    def step() -> int:
        count[0] += 1
        return 0
    db.set_progress_handler(step, 1)
    work()
    db.set_progress_handler(None, 1)
    return count[0]


def test_whole_text_scans_do_not_grow_with_the_repeated_entries(tmp_path, monkeypatch):
    scans = []

    def counted(text, given):
        scans.append(len(text))
        return opens(text, given)
    opens = subjects.opens_clauses
    monkeypatch.setattr(subjects, "opens_clauses", counted)
    project = Project.init(tmp_path / "p")
    ingest(project, [chapter(tmp_path, "c", 300)])
    project.close()
    long_scans = [n for n in scans if n > 1000]  # over the document, not one line
    assert len(long_scans) <= 5, len(long_scans)


def test_a_mans_distinct_values_cost_steps_per_value_not_per_fact(tmp_path):
    """fact_values reads one index step per distinct value (identity lookups ask it per entry)."""
    steps = {}
    for entries in (20, 600):
        project = Project.init(tmp_path / f"p{entries}")
        ingest(project, [chapter(tmp_path, f"c{entries}", entries)])
        store = project.store
        [man] = store.person_entities_named("兆惠")
        assert store.fact_values(man, "字") == {"和甫"}
        db = store.db
        if not isinstance(db, sqlite3.Connection):
            pytest.skip("counts SQLite's steps")
        steps[entries] = vm_steps(db, functools.partial(store.fact_values, man, "字"))
        project.close()
    assert steps[600] < 2 * steps[20], steps


def test_ingest_names_each_file_before_it_waits_for_it(tmp_path):
    """So that a run can say which file holds it up (the CLI names one read for over 30 s)."""
    folder = tmp_path / "c"
    folder.mkdir()
    for name in ("b.txt", "a.txt", "c.txt"):
        (folder / name).write_text("兆惠\n" + LINE * 3, encoding="utf-8")
    project = Project.init(tmp_path / "p")
    names: list[str] = []
    ingest(project, [folder], on_next=names.append)
    project.close()
    assert [n.rsplit("/", 1)[1] for n in names] == ["a.txt", "b.txt", "c.txt"]
