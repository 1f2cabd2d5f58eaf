"""A project's whole database copied into another, across backends (`shiguan migrate-store`).

Both stores are opened at the current schema first, so every table has the same columns on both
sides and rows go across as they are, ids included: citations, reviews and outputs keep pointing
at the same rows.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from importlib.resources import files

from ..errors import ProjectError
from .connection import Connected

_SCHEMA = files(__package__).joinpath("schema.sql").read_text("utf-8")
# Every table in the order schema.sql makes them, which is an order of their foreign keys.
TABLES = tuple(re.findall(r"^CREATE (?:VIRTUAL )?TABLE (\w+)", _SCHEMA, re.M))
BOOKKEEPING = ("meta", "migrations")  # a new database has rows here, and nothing else
# The full-text table's own columns (PostgreSQL's also has a generated length).
_FTS_COLUMNS = ("rowid", "text")


@dataclass(frozen=True)
class Copied:
    rows: dict[str, int]  # table -> rows copied


def _columns(store: Connected, table: str) -> tuple[str, ...]:
    if table == "chunk_fts":
        return _FTS_COLUMNS
    cur = store.db.execute(f"SELECT * FROM {table} LIMIT 0")
    return tuple(d[0] for d in cur.description)


def row_counts(store: Connected) -> dict[str, int]:
    return {t: store.db.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in TABLES}


def ordered_rows(store: Connected, table: str) -> Iterator[tuple]:
    """A table's rows in a fixed order (by every column), the same on both backends."""
    names = _columns(store, table)
    order = ", ".join(str(i + 1) for i in range(len(names)))
    yield from store.dialect.stream(store.db, f"SELECT {', '.join(names)} FROM {table} ORDER BY {order}")


def copy_store(source: Connected, target: Connected, replace: bool,
               on_rows: Callable[[str, int], None] = lambda table, n: None) -> Copied:
    """Copy every row of `source` into `target`, in one transaction. A target holding a project
    already is refused unless `replace`, which deletes its rows first. `on_rows(table, n)` is
    told of each batch as it goes."""
    counts = row_counts(target)
    if not replace and any(n for t, n in counts.items() if t not in BOOKKEEPING):
        raise ProjectError(f"{target.location} already holds a project ({counts['documents']} documents, "
                           f"{counts['entities']} entities): give --replace to overwrite it")
    copied: dict[str, int] = {}
    with target.transaction():
        for table in reversed(TABLES):
            target.dialect.delete_all(target.db, table)
        for table in TABLES:
            names = _columns(target, table)
            insert = f"INSERT INTO {table}({', '.join(names)}) VALUES({', '.join('?' * len(names))})"
            copied[table] = 0

            def counted(rows: Iterator[tuple], table: str = table) -> Iterator[tuple]:
                for row in rows:
                    copied[table] += 1
                    if copied[table] % 1000 == 0:
                        on_rows(table, 1000)
                    yield row
            target.db.executemany(insert, counted(ordered_rows(source, table)))
            on_rows(table, copied[table] % 1000)
            if "id" in names:
                target.dialect.reset_ids(target.db, table)
    return Copied(copied)
