"""The connection every part of the store shares (SQLite's, or postgres.PgConnection taking the same
statements): settings, transactions and the meta table."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from .dialect import Dialect
from .rows import upsert_sql


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def connect(path: Path) -> sqlite3.Connection:
    # Shared by the worker threads of a batch; SQLite itself serialises access (threadsafety 3).
    # No implicit transactions: each write says where its transaction begins and ends.
    db = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute("PRAGMA synchronous=NORMAL")
    db.execute("PRAGMA foreign_keys=ON")
    return db


@contextmanager
def transaction(db: Any) -> Iterator[None]:
    """All of the block's writes or none; IMMEDIATE so that a second writer waits at the start
    (on PostgreSQL, for the advisory lock the translated BEGIN IMMEDIATE takes)."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def get_meta(db: Any, key: str) -> str | None:
    row = db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
    return row[0] if row else None


def set_meta(db: Any, key: str, value: str) -> None:
    db.execute(upsert_sql("meta", ("key", "value"), ("key",)), (key, value))


class Connected:
    """What every part of `Store` builds on: the open connection and the project-wide settings
    kept in `meta` (reader fingerprints, whether derived indexes are stale)."""

    location: str  # the SQLite file's path or the PostgreSQL URL, for messages
    db: Any  # sqlite3.Connection or postgres.PgConnection
    dialect: Dialect

    def close(self) -> None:
        self.db.close()

    def transaction(self) -> AbstractContextManager[None]:
        return transaction(self.db)

    def insert(self, sql: str, params: tuple) -> int:
        """Run an INSERT and return the id of its row (RETURNING: SQLite's lastrowid has no twin)."""
        return int(self.db.execute(sql + " RETURNING id", params).fetchall()[0][0])

    def get_meta(self, key: str) -> str | None:
        return get_meta(self.db, key)

    def set_meta(self, key: str, value: str) -> None:
        set_meta(self.db, key, value)
