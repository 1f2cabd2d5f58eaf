"""Schema migrations: a database of any earlier schema ends with the tables of schema.sql, its rows
still readable, and each named migration is applied once."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest

from shiguan.errors import ProjectError
from shiguan.store import Store
from shiguan.store.migrations import MIGRATIONS, NAMES, NUMBERED_VERSIONS, applied_names, statements

V1 = (Path(__file__).parent / "fixtures" / "schema_v1.sql").read_text("utf-8")


def v1_database(path: Path, rows: bool = True) -> Path:
    """A database made by the first schema, with the fixture's rows or (without `rows`) none."""
    db = sqlite3.connect(path)
    if rows:
        db.executescript(V1)
    else:
        for statement in statements(V1):
            if not statement.startswith("INSERT"):
                db.execute(statement)
    db.commit()
    db.close()
    return path


def schema(db: sqlite3.Connection, leave_out: tuple[str, ...] = ()) -> dict[str, tuple[str, str]]:
    """name -> (type, SQL) of every table and index, the SQL without comments and layout."""
    def normalised(sql: str) -> str:
        sql = re.sub(r"--[^\n]*", "", sql)
        sql = re.sub(r"\s+", " ", sql)
        return re.sub(r" ?([(),]) ?", r"\1", sql).strip()

    rows = db.execute("SELECT name, type, sql FROM sqlite_master WHERE sql IS NOT NULL").fetchall()
    return {name: (type_, normalised(sql)) for name, type_, sql in rows if name not in leave_out}


@pytest.fixture
def fresh(tmp_path) -> Iterator[Store]:
    store = Store(tmp_path / "fresh.db", create=True)
    yield store
    store.close()


def test_a_first_schema_database_is_upgraded_to_the_current_schema_with_its_rows(tmp_path, fresh):
    store = Store(v1_database(tmp_path / "v1.db"))
    assert applied_names(store.db) == list(NAMES)
    assert store.get_meta("schema_version") == str(1 + len(NAMES))
    assert schema(store.db) == schema(fresh.db)

    [doc] = store.documents()
    assert (doc.path, doc.chars) == ("zhaohui.txt", 21)
    assert store.document_text(doc.id)[3:5] == "兆惠"
    [entry] = store.entries_of(1)
    [chunk] = store.chunks_of_entries([entry.id])
    assert store.chunk_text(chunk.id).startswith("兆惠，字和甫") and store.fts_search("字和甫", 5) == [chunk.id]
    [triple] = store.triples_of(1)
    assert (triple.relation, triple.tail_text, triple.basis, triple.cue_start, triple.decided) == (
        "字", "和甫", "", None, True)
    assert {a.form for a in store.aliases_of(1)} == {"兆惠", "和甫"}
    assert [m.form for m in store.mentions_of(1)] == ["兆惠"]
    assert store.entities() == {1: ("兆惠", "person"), 2: ("满洲", "group")}
    assert store.person_entities_named("兆惠") == [1]  # scope '' given to the people of the first schema
    assert [o.markdown for o in store.outputs(1)] == ["# 兆惠"]
    assert store.reviews() == [] and store.edges() == [] and store.usage() == []
    store.close()


def test_every_migration_in_order_on_the_first_schema_gives_schema_sql(tmp_path, fresh):
    db = sqlite3.connect(v1_database(tmp_path / "v1.db", rows=False), isolation_level=None)
    for migration in MIGRATIONS:
        migration(db)
    assert schema(db) == schema(fresh.db, leave_out=("migrations",))
    db.close()


@pytest.mark.parametrize("version", range(1, NUMBERED_VERSIONS + 1))
def test_a_numbered_schema_version_counts_as_its_migrations_applied(tmp_path, fresh, version):
    path = v1_database(tmp_path / "old.db")
    db = sqlite3.connect(path, isolation_level=None)
    for migration in MIGRATIONS[:version - 1]:
        migration(db)
    db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (str(version),))
    db.close()
    store = Store(path)
    recorded = store.db.execute("SELECT name, applied_at IS NOT NULL FROM migrations ORDER BY id").fetchall()
    assert recorded == [(name, i >= version - 1) for i, name in enumerate(NAMES)]
    assert schema(store.db) == schema(fresh.db)
    store.close()


def test_opening_again_applies_nothing_and_names_are_kept_in_order(tmp_path):
    path = tmp_path / "p.db"
    Store(path, create=True).close()
    first = Store(path)
    listed = first.db.execute("SELECT id, name, applied_at FROM migrations ORDER BY id").fetchall()
    first.close()
    again = Store(path)
    assert again.db.total_changes == 0
    assert again.db.execute("SELECT id, name, applied_at FROM migrations ORDER BY id").fetchall() == listed
    assert [name for _, name, _ in listed] == list(NAMES) and all(at for _, _, at in listed)
    again.close()


def test_a_database_of_a_newer_shiguan_is_refused(tmp_path):
    path = tmp_path / "p.db"
    store = Store(path, create=True)
    store.db.execute("INSERT INTO migrations(name, applied_at) VALUES('from_the_future', '2099-01-01')")
    store.close()
    with pytest.raises(ProjectError, match="newer shiguan.*from_the_future"):
        Store(path)


@pytest.mark.parametrize("version", ["0", "8", "x"])
def test_a_database_without_a_known_schema_version_is_not_a_project(tmp_path, version):
    path = v1_database(tmp_path / "odd.db")
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value=? WHERE key='schema_version'", (version,))
    db.commit()
    db.close()
    with pytest.raises(ProjectError, match=f"not a shiguan project database \\(schema '{version}'"):
        Store(path)
