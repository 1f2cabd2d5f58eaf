"""What the two store backends do differently beyond spelling (postgres.translate handles that):
which tables exist, the full-text search of chunk texts, identity counters after a copy, reading
a large result without holding it all, and emptying a large table."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

# BM25 as FTS5 ranks one phrase (k1 = 1.2, b = 0.75), best first and ties by row id; the IDF
# is the same for every row and left out. tf counts the phrase case-insensitively (as the trigram
# index matches); a row's length is its trigram count.
_PG_SEARCH = """
WITH hits AS (
    SELECT rowid, greatest(chars - 2, 1) AS dl,
           (char_length(lower(text)) - char_length(replace(lower(text), lower(?), '')))::float8
           / char_length(?) AS tf
    FROM chunk_fts WHERE text ILIKE ? ESCAPE '!'
), lengths AS (SELECT avg(greatest(chars - 2, 1)) AS avgdl FROM chunk_fts)
SELECT rowid FROM hits, lengths ORDER BY tf / (tf + 1.2 * (0.25 + 0.75 * dl / avgdl)) DESC, rowid LIMIT ?
"""

#: rows each DELETE of `SQLiteDialect.delete_all` removes
DELETE_SLICE = 50_000


class SQLiteDialect:
    name = "sqlite"

    def tables(self, db: Any) -> set[str]:
        return {r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}

    def fts_search(self, db: Any, query: str, limit: int) -> list[int]:
        phrase = '"' + query.replace('"', '""') + '"'
        rows = db.execute(
            "SELECT rowid FROM chunk_fts WHERE chunk_fts MATCH ? ORDER BY bm25(chunk_fts) LIMIT ?", (phrase, limit)
        ).fetchall()
        return [r[0] for r in rows]

    def stream(self, db: Any, sql: str, params: Sequence[Any] = ()) -> Iterator[tuple]:
        """SQLite's cursor already steps through the rows as they are read."""
        yield from db.execute(sql, params)

    def reset_ids(self, db: Any, table: str) -> None:
        """Nothing to do: SQLite gives a new row the largest id plus one."""

    def delete_all(self, db: Any, table: str) -> None:
        """Every row of `table`, a slice at a time. With foreign keys on, SQLite deletes a whole
        table row by row and keeps each row id in memory first: 2 M mentions took 48 MiB."""
        sql = f"DELETE FROM {table} WHERE rowid IN (SELECT rowid FROM {table} LIMIT {DELETE_SLICE})"
        while db.execute(sql).rowcount:
            pass


class PostgresDialect:
    name = "postgresql"

    def tables(self, db: Any) -> set[str]:
        return {r[0] for r in db.execute(
            "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema()")}

    def fts_search(self, db: Any, query: str, limit: int) -> list[int]:
        if len(query) < 3:  # as FTS5's trigram index: a shorter phrase has no trigram to match
            return []
        pattern = "%" + query.replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%"
        rows = db.execute(_PG_SEARCH, (query, query, pattern, limit)).fetchall()
        return [r[0] for r in rows]

    def stream(self, db: Any, sql: str, params: Sequence[Any] = ()) -> Iterator[tuple]:
        return db.stream(sql, params)

    def reset_ids(self, db: Any, table: str) -> None:
        """Move an identity counter past the ids a copy inserted, so that new rows get fresh ones."""
        db.execute(f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                   f"(SELECT coalesce(max(id), 0) + 1 FROM {table}), false)")

    def delete_all(self, db: Any, table: str) -> None:
        """DELETE, not TRUNCATE: TRUNCATE would lock readers out of the table until the commit."""
        db.execute(f"DELETE FROM {table}")


Dialect = SQLiteDialect | PostgresDialect
