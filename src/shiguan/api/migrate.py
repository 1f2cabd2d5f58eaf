"""`migrate-store`: a project's database copied between SQLite and PostgreSQL."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ..config import CONFIG_NAME
from ..project import store_location as project_store
from ..store import Store, is_url
from ..store.copy import Copied, copy_store, row_counts


def store_location(where: str) -> Path | str:
    """A store named on the command line: a postgresql:// URL, a project directory (its [store]
    url, or its shiguan.db) or a SQLite file."""
    if is_url(where):
        return where
    path = Path(where)
    return project_store(path) if (path / CONFIG_NAME).is_file() else path


def migrate_store(source: str, target: str, replace: bool,
                  on_start: Callable[[int], None] = lambda total: None,
                  on_rows: Callable[[str, int], None] = lambda table, n: None) -> Copied:
    """Copy the whole database of `source` into `target` (made if new); `on_start` gets the
    number of rows to copy."""
    src = Store(store_location(source))
    try:
        dst = Store(store_location(target), create=True)
        try:
            on_start(sum(row_counts(src).values()))
            return copy_store(src, dst, replace, on_rows)
        finally:
            dst.close()
    finally:
        src.close()
