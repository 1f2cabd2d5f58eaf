"""The store on either backend: a project copied SQLite -> PostgreSQL -> SQLite keeps every row,
and the copy refuses to overwrite a project unless told to. Needs a PostgreSQL server
(SHIGUAN_TEST_STORE, as `make test-pg` and CI give)."""

from __future__ import annotations

import threading
import time

import pg_store
import pytest
from typer.testing import CliRunner

from shiguan import api
from shiguan.cli import app
from shiguan.errors import ShiguanError
from shiguan.store import LLMCallRow, Store
from shiguan.store.copy import TABLES, ordered_rows
from shiguan.store.fact_reviews import FactDecision, fact_key

pytestmark = pytest.mark.skipif(not pg_store.SERVER, reason="needs SHIGUAN_TEST_STORE (a PostgreSQL server)")


@pytest.fixture
def databases():
    """New PostgreSQL databases on demand, dropped after the test."""
    made: list[str] = []

    def new() -> str:
        made.append(pg_store.new_database())
        return made[-1]
    yield new
    pg_store.drop_databases(made)


def every_row(location) -> dict[str, list[tuple]]:
    store = Store(location)
    try:
        return {table: list(ordered_rows(store, table)) for table in TABLES}
    finally:
        store.close()


@pytest.fixture
def full_project(project):
    """The fixture project with a row in every table: extracted edges, vectors, a model call,
    a check, a review, a reviewer's decision on a fact, an output and a merge."""
    api.extract(project, None, on_wait=print)
    api.embed(project, api.embedder(project), on_wait=print)
    store = project.store
    with store.transaction():
        store.log_llm_call(LLMCallRow("k", "bio", "openai", "m", "{}", "reply", True, tokens_in=3, ms=12))
        store.add_check(1, "兆惠字和甫", "supported", "rules", "{}")
        store.open_review("k1", 1, "父", "兆惠之父", '[{"value": "佛标"}]')
        store.add_output(1, "biography", "rules", "# 兆惠", "{}")
        store.add_passage_vectors("e", [("ab" * 32, b"\x00\x01\xff")])
        store.merge_entity(store.entity_named("京师", "place"), store.entity_named("北京", "place"), "variant", "")
        t = store.all_triples()[0]
        sha = store.document(t.document_id).sha256
        store.record_fact_decisions([FactDecision(fact_key(sha, t.relation, t.value_start, t.value_end), sha,
                                                  t.relation, t.value_start, t.value_end, t.head_id, "reject", "",
                                                  "not his", "tester", "2026-11-29T12:00:00")])
    return project


def test_a_project_copied_to_postgresql_and_back_keeps_every_row(tmp_path, full_project, databases):
    original = tmp_path / "original.db"
    back = tmp_path / "back.db"
    pg = databases()
    api.migrate_store(str(full_project.root), str(original), replace=False)
    seen: dict[str, int] = {}
    copied = api.migrate_store(str(original), pg, replace=False,
                               on_rows=lambda table, n: seen.__setitem__(table, seen.get(table, 0) + n))
    api.migrate_store(pg, str(back), replace=False)

    rows = every_row(original)
    assert all(rows[t] for t in TABLES), [t for t in TABLES if not rows[t]]  # every table has rows to lose
    assert every_row(pg) == rows
    assert every_row(back) == rows
    assert seen == copied.rows == {t: len(r) for t, r in rows.items()}


def test_new_rows_after_a_copy_get_new_ids(tmp_path, project, databases):
    url = databases()
    api.migrate_store(str(project.root), url, replace=False)
    store = Store(url)
    try:
        with store.transaction():
            new = store.add_entity("新人")
        assert new == max(store.entities()) and new > max(project.store.entities() )
        assert store.fts_search("字和甫", 5) == project.store.fts_search("字和甫", 5) != []
    finally:
        store.close()


def test_migrate_store_refuses_a_destination_holding_a_project_unless_replace(tmp_path, project, databases):
    url = databases()
    runner = CliRunner()
    first = runner.invoke(app, ["migrate-store", str(project.root), url])
    assert first.exit_code == 0, first.output
    assert "copied" in first.output and "documents" in first.output
    again = runner.invoke(app, ["migrate-store", str(project.root), url])
    assert again.exit_code != 0 and "--replace" in again.output
    replaced = runner.invoke(app, ["migrate-store", str(project.root), url, "--replace"])
    assert replaced.exit_code == 0, replaced.output
    assert every_row(url)["documents"] == every_row(api.Project.open(project.root).store.location)["documents"]


def test_init_on_postgresql_writes_the_url_and_opens_it_again(tmp_path, corpus, databases):
    url = databases()
    r = CliRunner().invoke(app, ["init", str(tmp_path / "p"), "--store", url])
    assert r.exit_code == 0, r.output
    assert not (tmp_path / "p" / "shiguan.db").exists()
    project = api.Project.open(tmp_path / "p")
    assert project.config.store.url == url and project.store.counts()["documents"] == 0
    project.close()
    taken = CliRunner().invoke(app, ["init", str(tmp_path / "q"), "--store", url])
    assert taken.exit_code != 0 and "holds" in taken.output  # not two projects in one database


def test_a_store_url_that_cannot_be_reached_is_a_clear_error(tmp_path):
    r = CliRunner().invoke(app, ["init", str(tmp_path / "p"), "--store", "postgresql://nobody:secret@127.0.0.1:1/x"])
    assert r.exit_code != 0
    assert "cannot connect to the project's PostgreSQL store postgresql://nobody@127.0.0.1:1/x" in r.output
    assert "secret" not in r.output


def test_a_server_gone_mid_run_is_a_clear_error(tmp_path, databases):
    url = databases()
    store = Store(url, create=True)
    pg_store.drop_databases([url])  # ends the store's connection, as a server restart would
    with pytest.raises(ShiguanError, match="stopped answering"):
        store.counts()
    store.close()


def test_writers_take_turns_and_readers_never_wait(project):
    """A write transaction holds the database's advisory lock: a second writer waits for it (as
    SQLite's BEGIN IMMEDIATE makes it), while the web app's page views go on."""
    from fastapi.testclient import TestClient

    from shiguan.web.app import create_app

    location = project.store.location
    first, second = Store(location), Store(location)
    order: list[str] = []
    holding, release = threading.Event(), threading.Event()

    def write(store: Store, name: str, hold: bool) -> None:
        with store.transaction():
            order.append(f"{name} in")
            store.add_entity(name)
            if hold:
                holding.set()
                release.wait(30)
            order.append(f"{name} out")

    one = threading.Thread(target=write, args=(first, "甲", True))
    one.start()
    assert holding.wait(30)
    two = threading.Thread(target=write, args=(second, "乙", False))
    two.start()
    with TestClient(create_app(project.root)) as client:
        assert [client.get(page).status_code for page in ("/people", "/people/1", "/documents")] == [200] * 3
    time.sleep(0.3)
    assert order == ["甲 in"]  # the second writer is still waiting
    release.set()
    one.join(30)
    two.join(30)
    assert order == ["甲 in", "甲 out", "乙 in", "乙 out"]
    first.close()
    second.close()
