"""The SQLite connection every part of the store shares: settings, transactions and the meta table."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager
from datetime import UTC, datetime
from pathlib import Path


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
def transaction(db: sqlite3.Connection) -> Iterator[None]:
    """All of the block's writes or none; IMMEDIATE so that a second writer waits at the start."""
    db.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def get_meta(db: sqlite3.Connection, key: str) -> str | None:
    row = db.execute("SELECT value FROM meta WHERE key=?", (key,)).fetchone()
    return row[0] if row else None


def set_meta(db: sqlite3.Connection, key: str, value: str) -> None:
    db.execute(
        "INSERT INTO meta(key, value) VALUES(?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
        (key, value),
    )


class Connected:
    """What every part of `Store` builds on: the open connection and the project-wide settings
    kept in `meta` (reader fingerprints, whether derived indexes are stale)."""

    path: Path
    db: sqlite3.Connection

    def close(self) -> None:
        self.db.close()

    def transaction(self) -> AbstractContextManager[None]:
        return transaction(self.db)

    def get_meta(self, key: str) -> str | None:
        return get_meta(self.db, key)

    def set_meta(self, key: str, value: str) -> None:
        set_meta(self.db, key, value)
