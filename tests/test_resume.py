"""Kill an ingest with SIGKILL midway, run it again, and check that nothing is lost or doubled."""

from __future__ import annotations

import itertools
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from shiguan.errors import ShiguanError
from shiguan.ingest import ingest
from shiguan.project import Project, store_location
from shiguan.retrieve.person import lookup
from shiguan.store import Store

pytestmark = pytest.mark.skipif(os.name != "posix", reason="needs SIGKILL")

N_FILES = 30
ENTRIES_PER_FILE = 40
SURNAMES = "张王李赵刘陈杨黄周吴徐孙朱马胡郭林何高罗"
GIVEN = "文武德仁义礼智信忠孝廉节恭宽敏惠"
PLACES = ["浙江仁和", "江苏长洲", "山东济宁", "顺天宛平", "安徽桐城", "湖南湘潭", "福建侯官", "直隶南皮"]
NUMERALS = ["元", "二", "三", "四", "五", "六", "七", "八", "九", "十"]

# One entry, modelled on a 清史稿 biography; every file holds ENTRIES_PER_FILE of them.
TEMPLATE = (
    "{name}，字{zi}，{place}人。乾隆{n}年进士，选庶吉士，授编修。累迁至户部侍郎、镶白旗汉军副都统。"
    "出为{place}知府，以廉能称。{n}年，擢湖南巡抚。疏言：民间积穀，请以官帑市穀补社仓。上从之。"
    "调江西，以忧去。服阕，授礼部侍郎。与{other}同治河，筑堤三十里，民赖其利。卒，赠太子少保，谥文恪。\n"
)


def _names():
    for s, a, b in itertools.product(SURNAMES, GIVEN, GIVEN):
        if a != b:
            yield s + a + b


def write_corpus(directory: Path) -> list[Path]:
    directory.mkdir()
    names = _names()
    files = []
    for i in range(N_FILES):
        people = [next(names) for _ in range(ENTRIES_PER_FILE)]
        body = "".join(
            TEMPLATE.format(
                name=name, zi=name[1] + "甫", place=PLACES[(i + j) % len(PLACES)],
                n=NUMERALS[j % len(NUMERALS)], other=people[j - 1],
            )
            for j, name in enumerate(people)
        )
        text = "".join(people) + "\n" + body + "论曰：诸臣皆以廉能著。\n"
        path = directory / f"卷{i:03d}.txt"
        path.write_text(text, encoding="utf-8")
        files.append(path)
    return files


def query(root: Path, sql: str) -> list[tuple]:
    """Rows of a project's database (SQLite or PostgreSQL), read while another process may write."""
    store = Store(store_location(root))
    try:
        return store.db.execute(sql).fetchall()
    finally:
        store.close()


def db_count(root: Path, sql: str) -> int:
    return query(root, sql)[0][0]


def run_cli(*args: str, **kw) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "shiguan.cli", *args],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kw,
    )


def check_invariants(root: Path, complete: bool) -> None:
    store = Store(store_location(root))
    try:
        q = lambda sql: store.db.execute(sql).fetchone()[0]  # noqa: E731
        docs = q("SELECT count(*) FROM documents")
        assert q("SELECT count(*) FROM (SELECT path FROM documents GROUP BY path HAVING count(*) > 1) AS dup") == 0
        assert q("SELECT count(*) FROM (SELECT document_id, ord FROM entries "
                 "GROUP BY document_id, ord HAVING count(*) > 1) AS dup") == 0
        # every stored document is whole: all its entries, and chunks for each of them
        assert q("SELECT count(*) FROM entries") == docs * ENTRIES_PER_FILE
        assert q("SELECT count(*) FROM entries e WHERE NOT EXISTS "
                 "(SELECT 1 FROM chunks c WHERE c.entry_id = e.id)") == 0
        assert q("SELECT count(*) FROM chunk_fts") == q("SELECT count(*) FROM chunks")
        assert q("SELECT count(*) FROM chunks WHERE document_id NOT IN (SELECT id FROM documents)") == 0
        assert q("SELECT count(*) FROM triples WHERE entry_id NOT IN (SELECT id FROM entries)") == 0
        if complete:
            assert docs == N_FILES
            assert q("SELECT value FROM meta WHERE key='indexes_stale'") == "0"
            assert q("SELECT count(*) FROM mentions") > 0
    finally:
        store.close()


def test_killed_ingest_resumes_without_loss_or_duplicates(tmp_path):
    files = write_corpus(tmp_path / "corpus")
    proj = tmp_path / "p"
    Project.init(proj).close()

    proc = run_cli("ingest", str(proj), str(tmp_path / "corpus"), "--no-progress")
    caught_midway = False
    deadline = time.monotonic() + 120
    try:
        while time.monotonic() < deadline and proc.poll() is None:
            try:
                n = db_count(proj, "SELECT count(*) FROM documents")
            except ShiguanError:  # still being made
                n = 0
            if 0 < n < N_FILES:
                proc.send_signal(signal.SIGKILL)
                caught_midway = True
                break
            time.sleep(0.005)
    finally:
        if proc.poll() is None and not caught_midway:
            proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=30)
    if caught_midway:
        assert proc.returncode == -signal.SIGKILL

    partial = db_count(proj, "SELECT count(*) FROM documents")
    if caught_midway:
        assert 0 < partial < N_FILES
    check_invariants(proj, complete=False)

    second = run_cli("ingest", str(proj), str(tmp_path / "corpus"), "--no-progress", text=True)
    out, err = second.communicate(timeout=300)
    assert second.returncode == 0, err
    summary = " ".join(out.split())  # undo rich's line wrapping
    assert summary.startswith(f"{N_FILES - partial} added, 0 replaced, {partial} unchanged,"), summary
    check_invariants(proj, complete=True)
    paths = sorted(r[0] for r in query(proj, "SELECT path FROM documents"))
    assert paths == sorted(str(f) for f in files)

    # the resumed project holds exactly what an uninterrupted run makes
    clean = Project.init(tmp_path / "clean")
    try:
        ingest(clean, [tmp_path / "corpus"])
        expected = clean.store.counts()
    finally:
        clean.close()
    resumed = Project.open(proj)
    try:
        assert resumed.store.counts() == expected
    finally:
        resumed.close()


def test_index_rebuild_interrupted_after_last_document(tmp_path):
    """A run killed after its last document but before the index rebuild is finished by the next."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text(
        "甲乙\n张文德，字文甫，浙江仁和人。授编修。\n王武仁，字武甫，江苏长洲人。与张文德同治河。\n", encoding="utf-8"
    )
    project = Project.init(tmp_path / "p")
    try:
        ingest(project, [corpus])
        # simulate the kill: the documents are stored, the derived indexes are stale and empty
        with project.store.transaction():
            project.store.replace_mentions([])
            project.store.set_meta("indexes_stale", "1")
    finally:
        project.close()
    result = subprocess.run(
        [sys.executable, "-m", "shiguan.cli", "ingest", str(tmp_path / "p"), str(corpus), "--no-progress"],
        capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert "1 unchanged" in result.stdout
    assert db_count(tmp_path / "p", "SELECT value FROM meta WHERE key='indexes_stale'") == "0"
    assert db_count(tmp_path / "p", "SELECT count(*) FROM mentions") > 0


def test_a_search_reads_a_stale_index_as_it_is_and_writes_nothing(tmp_path):
    """During an ingest (or after one was killed) the index is stale: a search or a page view
    must not rebuild it, since a write would wait for, or block, the ingest."""
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / "a.txt").write_text("甲\n张文德，字文甫，浙江仁和人。授编修。\n", encoding="utf-8")
    project = Project.init(tmp_path / "p")
    try:
        ingest(project, [corpus])
        with project.store.transaction():
            project.store.set_meta("indexes_stale", "1")
        before = project.store.db.total_changes
        found = lookup(project, "张文德")
        assert found.resolved is not None and found.stale_index
        assert project.store.db.total_changes == before
        assert project.store.get_meta("indexes_stale") == "1"
    finally:
        project.close()
    shown = subprocess.run([sys.executable, "-m", "shiguan.cli", "person", str(tmp_path / "p"), "文甫"],
                           capture_output=True, text=True, timeout=120)
    assert shown.returncode == 0 and "index is older than the documents" in " ".join(shown.stderr.split())
    # a writer with nothing new to read rebuilds it
    subprocess.run([sys.executable, "-m", "shiguan.cli", "ingest", str(tmp_path / "p"), "--no-progress"],
                   check=True, capture_output=True, timeout=120)
    assert db_count(tmp_path / "p", "SELECT value FROM meta WHERE key='indexes_stale'") == "0"


@pytest.mark.parametrize("second_path", ["a.txt", "copy/a.txt"])
def test_a_second_ingest_at_the_same_time_stores_no_document_twice(tmp_path, monkeypatch, second_path):
    """Two `ingest` runs over the same text (the same file, or a copy under another path): the
    one that stores it second finds it claimed inside its transaction (the copy failed with
    UNIQUE constraint failed: documents.sha256 before, the same file was read twice)."""
    import shiguan.lang.zh.read as reading

    text = "甲\n张文德，字文甫，浙江仁和人。授编修。\n"
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "a.txt").write_text(text, encoding="utf-8")
    other_file = tmp_path / "c" / second_path
    other_file.parent.mkdir(parents=True, exist_ok=True)
    other_file.write_text(text, encoding="utf-8")
    project = Project.init(tmp_path / "p")
    other = Project.open(tmp_path / "p")
    read = reading._entries
    calls = []

    def read_while_another_ingests(*args):
        if not calls:  # the other run stores the text while this one reads it
            calls.append(1)
            ingest(other, [other_file])
        return read(*args)

    monkeypatch.setattr(reading, "_entries", read_while_another_ingests)
    try:
        report = ingest(project, [tmp_path / "c" / "a.txt"])
        assert report.added.count == 0 and "stored meanwhile by another run" in report.unchanged.first[0]
        assert len(project.store.documents()) == 1
        assert [e.name for e in project.store.entries_of_document(project.store.documents()[0].id)] == ["张文德"]
    finally:
        other.close()
        project.close()


def test_a_documents_facts_do_not_depend_on_what_was_ingested_before(tmp_path):
    """A name another document gave (体仁, 刘体仁's given name) must not cut an office that opens
    with the same characters (体仁阁大学士): facts are a function of the document alone."""
    first = "刘体仁\n刘体仁，字公勇，河南颍川人。顺治十二年进士。体仁工诗，卒。\n"
    second = "王文德\n王文德，字文甫，浙江仁和人。康熙九年进士，授编修。累迁体仁阁大学士。卒。\n"
    facts = []
    for order in (["a.txt", "b.txt"], ["b.txt"]):
        root = tmp_path / "-".join(order)
        project = Project.init(root / "p")
        try:
            for name in order:
                (root / name).write_text(first if name == "a.txt" else second, encoding="utf-8")
                ingest(project, [root / name])
            doc = next(d.id for d in project.store.documents() if d.path.endswith("b.txt"))
            facts.append({(t.relation, t.tail_text, t.start, t.basis) for t in project.store.triples_in_document(doc)})
        finally:
            project.close()
    assert facts[0] == facts[1] and ("任职", "体仁阁大学士") in {f[:2] for f in facts[0]}
