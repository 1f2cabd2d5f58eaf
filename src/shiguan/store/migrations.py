"""Schema migrations: ordered, named functions, each recorded in the `migrations` table when applied.

A new database is made from schema.sql (the whole current schema) and records every migration as
applied. An existing one runs, in order and each in its own transaction, the migrations it does not
list. Databases made before migrations had names carry only `meta.schema_version` = N: version 1
is the first schema (tests/fixtures/schema_v1.sql) and version N had the first N-1 migrations below.

`meta.schema_version` is still written (1 + migrations applied) so that an older shiguan, which
reads only that number, refuses a database newer than it knows rather than misreading it.

A PostgreSQL database (store/postgres.py) is likewise made from schema.sql, translated; a migration
added later runs there through the same translation, so it is written once, in SQLite's SQL.

A new migration goes at the end of MIGRATIONS, and schema.sql gets the same change, with any new
column last in its table: tests/test_store_migrations.py compares the two.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator, Sequence
from importlib.resources import files
from typing import Any

from ..errors import ProjectError
from .connection import get_meta, now, set_meta, transaction
from .dialect import Dialect

Migration = Callable[[Any], None]


def log_model_calls_checks_and_reviews(db: Any) -> None:
    """Version 2: the model-call log (which doubles as its cache), checked claims, the review queue."""
    db.execute("""CREATE TABLE llm_calls (
        id INTEGER PRIMARY KEY, key TEXT NOT NULL, stage TEXT NOT NULL, backend TEXT NOT NULL,
        model TEXT NOT NULL, request TEXT NOT NULL, response TEXT NOT NULL, ok INTEGER NOT NULL,
        error TEXT NOT NULL DEFAULT '', tokens_in INTEGER NOT NULL DEFAULT 0,
        tokens_out INTEGER NOT NULL DEFAULT 0, ms INTEGER NOT NULL DEFAULT 0,
        hits INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL)""")
    db.execute("CREATE INDEX llm_calls_key ON llm_calls(key)")
    db.execute("""CREATE TABLE checks (
        id INTEGER PRIMARY KEY, entity_id INTEGER, claim TEXT NOT NULL, verdict TEXT NOT NULL,
        mode TEXT NOT NULL, json TEXT NOT NULL, created_at TEXT NOT NULL)""")
    db.execute("""CREATE TABLE reviews (
        id INTEGER PRIMARY KEY, key TEXT NOT NULL UNIQUE, entity_id INTEGER NOT NULL,
        relation TEXT NOT NULL, claim TEXT NOT NULL, readings TEXT NOT NULL, status TEXT NOT NULL,
        decision TEXT NOT NULL DEFAULT '', note TEXT NOT NULL DEFAULT '', created_at TEXT NOT NULL,
        resolved_at TEXT)""")


def add_model_edges_and_merges(db: Any) -> None:
    """Version 3: relations the model reads between any entities, the passages it read, which
    chunks each extractor finished, entities merged into one; people scoped to one document."""
    db.execute("ALTER TABLE entities ADD COLUMN scope TEXT NOT NULL DEFAULT ''")
    db.execute("""CREATE TABLE extracted_chunks (
        chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE, extractor TEXT NOT NULL,
        passages INTEGER NOT NULL, edges INTEGER NOT NULL, created_at TEXT NOT NULL,
        PRIMARY KEY (chunk_id, extractor))""")
    db.execute("""CREATE TABLE extractions (
        id INTEGER PRIMARY KEY, chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
        start INTEGER NOT NULL, end INTEGER NOT NULL, method TEXT NOT NULL, score REAL,
        steps TEXT NOT NULL)""")
    db.execute("CREATE INDEX extractions_chunk ON extractions(chunk_id)")
    db.execute("""CREATE TABLE edges (
        id INTEGER PRIMARY KEY,
        extraction_id INTEGER NOT NULL REFERENCES extractions(id) ON DELETE CASCADE,
        head_id INTEGER NOT NULL REFERENCES entities(id), relation TEXT NOT NULL,
        tail_id INTEGER NOT NULL REFERENCES entities(id),
        document_id INTEGER NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
        head_start INTEGER NOT NULL, head_end INTEGER NOT NULL, tail_start INTEGER NOT NULL,
        tail_end INTEGER NOT NULL, start INTEGER NOT NULL, end INTEGER NOT NULL,
        method TEXT NOT NULL, score REAL, kept INTEGER NOT NULL)""")
    db.execute("CREATE INDEX edges_head ON edges(head_id)")
    db.execute("CREATE INDEX edges_tail ON edges(tail_id)")
    db.execute("""CREATE TABLE entity_merges (
        from_id INTEGER PRIMARY KEY, into_id INTEGER NOT NULL, method TEXT NOT NULL,
        reason TEXT NOT NULL DEFAULT '')""")


def add_review_sentence(db: Any) -> None:
    """Version 4: the sentence as a reviewer rewrote it."""
    db.execute("ALTER TABLE reviews ADD COLUMN sentence TEXT NOT NULL DEFAULT ''")


def store_vectors(db: Any) -> None:
    """Version 5: fitted embedders and the vectors of chunks and of passages outside the corpus."""
    db.execute("""CREATE TABLE fitted_embedders (
        kind TEXT PRIMARY KEY, name TEXT NOT NULL, state BLOB NOT NULL, created_at TEXT NOT NULL)""")
    db.execute("""CREATE TABLE chunk_vectors (
        chunk_id INTEGER NOT NULL REFERENCES chunks(id) ON DELETE CASCADE, embedder TEXT NOT NULL,
        vector BLOB NOT NULL, PRIMARY KEY (chunk_id, embedder))""")
    db.execute("""CREATE TABLE passage_vectors (
        sha256 TEXT NOT NULL, embedder TEXT NOT NULL, vector BLOB NOT NULL,
        PRIMARY KEY (sha256, embedder))""")


def track_fact_subjects(db: Any) -> None:
    """Version 6: whose fact a triple is, how that was decided, and the era of a bare year."""
    for column in ("basis TEXT NOT NULL DEFAULT ''", "about TEXT NOT NULL DEFAULT ''", "cue_start INTEGER",
                   "cue_end INTEGER", "note TEXT NOT NULL DEFAULT ''", "era TEXT NOT NULL DEFAULT ''"):
        db.execute(f"ALTER TABLE triples ADD COLUMN {column}")


def index_rows_by_document(db: Any) -> None:
    """Version 7: what one document holds, looked up by document (the documents page counted
    every table's rows for each document with a scan: 5 s at 570 documents)."""
    db.execute("CREATE INDEX entries_document ON entries(document_id)")
    db.execute("CREATE INDEX triples_document ON triples(document_id, start)")
    db.execute("CREATE INDEX edges_document ON edges(document_id)")


def index_triples_by_tail(db: Any) -> None:
    """Version 8: the facts that name a person as their value (whose son he is): `person` looks them up for
    his neighbours, which was a scan of every triple (50 ms a lookup at 17 M characters)."""
    db.execute("CREATE INDEX triples_tail ON triples(tail_id)")


def record_fact_reviews(db: Any) -> None:
    """Version 9: a reviewer's decision on single facts (`review --import`), kept by where the fact
    stands so that it outlives `ingest --reread`."""
    db.execute("""CREATE TABLE fact_reviews (
        key TEXT PRIMARY KEY, document_sha TEXT NOT NULL, relation TEXT NOT NULL,
        value_start INTEGER NOT NULL, value_end INTEGER NOT NULL, entity_id INTEGER NOT NULL,
        decision TEXT NOT NULL, value TEXT NOT NULL DEFAULT '', note TEXT NOT NULL DEFAULT '',
        reviewer TEXT NOT NULL, decided_at TEXT NOT NULL)""")
    db.execute("CREATE INDEX fact_reviews_document ON fact_reviews(document_sha)")
    db.execute("CREATE INDEX fact_reviews_entity ON fact_reviews(entity_id)")


def index_facts_by_head_and_relation(db: Any) -> None:
    """Version 10: a man's distinct values of one relation (his 字, his 籍贯) read in steps along
    this index, as many as there are values: a document repeating one man's entry made each
    lookup read all his facts, and ingest grow with the square of the file (0.5 MiB: 855 s)."""
    db.execute("CREATE INDEX triples_head_relation ON triples(head_id, relation, tail_text)")


def store_clauses(db: Any) -> None:
    """Version 11: whom each clause is about, kept at ingest: an article gathers a topic's sentences
    from a hundred biographies, and reading them again took 0.3 s a chapter (30 s an article)."""
    db.execute("""CREATE TABLE clauses (
        document_id INTEGER PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
        clauses_json TEXT NOT NULL)""")


def date_fact_corrections(db: Any) -> None:
    """Version 12: a reviewer's correction may change a fact's date (the source misdates it, or
    the reader took another clause's date), not only its value."""
    db.execute("ALTER TABLE fact_reviews ADD COLUMN when_text TEXT NOT NULL DEFAULT ''")
    db.execute("ALTER TABLE fact_reviews ADD COLUMN year INTEGER")


MIGRATIONS: tuple[Migration, ...] = (
    log_model_calls_checks_and_reviews,
    add_model_edges_and_merges,
    add_review_sentence,
    store_vectors,
    track_fact_subjects,
    index_rows_by_document,
    index_triples_by_tail,
    record_fact_reviews,
    index_facts_by_head_and_relation,
    store_clauses,
    date_fact_corrections,
)
NAMES = tuple(m.__name__ for m in MIGRATIONS)
NUMBERED_VERSIONS = 7  # meta.schema_version of the last database made before migrations had names

MIGRATIONS_TABLE = ("CREATE TABLE migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, "
                    "applied_at TEXT)")


def prepare(db: Any, dialect: Dialect, where: str, create: bool) -> bool:
    """Make a new database (with `create`, when it holds no tables: True) or bring an existing one
    up to date (False); `where` names it in messages."""
    tables = dialect.tables(db)
    if create and not tables:
        with transaction(db):
            for statement in statements(files(__package__).joinpath("schema.sql").read_text("utf-8")):
                db.execute(statement)
            _record(db, NAMES, now())
        return True
    if create and "meta" not in tables:
        raise ProjectError(f"{where} already holds tables that are not a shiguan project's: give a new, "
                           "empty database")
    done = _applied(db, dialect, where)
    for migration in MIGRATIONS:
        name = migration.__name__
        if name not in done:
            with transaction(db):
                if name not in applied_names(db):  # another process opening it may have run it meanwhile
                    migration(db)
                    _record(db, [name], now())
    return False


def applied_names(db: Any) -> list[str]:
    return [r[0] for r in db.execute("SELECT name FROM migrations ORDER BY id")]


def statements(script: str) -> Iterator[str]:
    """The statements of an SQL script, each whole (semicolons in comments or strings are no ends)."""
    statement = ""
    for line in script.splitlines(keepends=True):
        statement += line
        if sqlite3.complete_statement(statement):
            yield statement.strip()
            statement = ""


def _applied(db: Any, dialect: Dialect, where: str) -> set[str]:
    """The migrations this database has had; one known only by its schema version gets its table."""
    if "migrations" not in dialect.tables(db):
        found = get_meta(db, "schema_version")
        if found is None or not found.isdigit() or not 1 <= int(found) <= NUMBERED_VERSIONS:
            raise ProjectError(f"{where} is not a shiguan project database (schema {found!r}, "
                               f"this shiguan reads 1–{NUMBERED_VERSIONS})")
        with transaction(db):
            if "migrations" not in dialect.tables(db):
                db.execute(MIGRATIONS_TABLE)
                _record(db, NAMES[:int(found) - 1], None)
    names = applied_names(db)
    unknown = [n for n in names if n not in NAMES]
    if unknown:
        raise ProjectError(f"{where} was made by a newer shiguan (schema migrations unknown to this "
                           f"one: {', '.join(unknown)})")
    return set(names)


def _record(db: Any, names: Sequence[str], applied_at: str | None) -> None:
    db.executemany("INSERT INTO migrations(name, applied_at) VALUES(?, ?)", [(n, applied_at) for n in names])
    set_meta(db, "schema_version", str(1 + len(applied_names(db))))
