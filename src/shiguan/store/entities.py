"""Entities (people, places, offices …) and the merges that make two of them one."""

from __future__ import annotations

from collections.abc import Iterable

from .connection import Connected
from .rows import upsert_sql


class Entities(Connected):
    """Entities by name, type and scope; people are the entities with entries of their own."""

    def add_entity(self, name: str, type_: str = "person") -> int:
        return self.insert("INSERT INTO entities(name, type) VALUES(?, ?)", (name, type_))

    def entity_name(self, entity_id: int) -> str:
        return self.db.execute("SELECT name FROM entities WHERE id=?", (entity_id,)).fetchone()[0]

    def entity_exists(self, entity_id: int) -> bool:
        return self.db.execute("SELECT 1 FROM entities WHERE id=?", (entity_id,)).fetchone() is not None

    def entity_type(self, entity_id: int) -> str:
        return self.db.execute("SELECT type FROM entities WHERE id=?", (entity_id,)).fetchone()[0]

    def entity_named(self, name: str, type_: str, scope: str = "") -> int:
        """The entity of this name, type and scope, created if there is none yet."""
        found = self.entity_in_scope(name, type_, scope)
        if found is not None:
            return found
        return self.insert("INSERT INTO entities(name, type, scope) VALUES(?, ?, ?)", (name, type_, scope))

    def entity_in_scope(self, name: str, type_: str, scope: str) -> int | None:
        """The entity of this name, type and scope, if there is one (never created)."""
        row = self.db.execute(
            "SELECT id FROM entities WHERE name=? AND type=? AND scope=? ORDER BY id LIMIT 1", (name, type_, scope)
        ).fetchone()
        return row[0] if row else None

    def entities(self, ids: Iterable[int] | None = None) -> dict[int, tuple[str, str]]:
        """id -> (name, type), for the given ids or all entities."""
        if ids is None:
            rows = self.db.execute("SELECT id, name, type FROM entities ORDER BY id").fetchall()
        else:
            wanted = list(set(ids))
            rows = []
            for i in range(0, len(wanted), 500):
                part = wanted[i:i + 500]
                rows += self.db.execute(
                    f"SELECT id, name, type FROM entities WHERE id IN ({','.join('?' * len(part))})", part
                ).fetchall()
        return {r[0]: (r[1], r[2]) for r in rows}

    def entity_names(self) -> set[str]:
        """Names of the entities not merged away (people, places, offices …)."""
        rows = self.db.execute(
            "SELECT DISTINCT name FROM entities WHERE id NOT IN (SELECT from_id FROM entity_merges)"
        ).fetchall()
        return {r[0] for r in rows}

    def entities_called(self, name: str) -> list[int]:
        rows = self.db.execute(
            "SELECT id FROM entities WHERE name=? AND id NOT IN (SELECT from_id FROM entity_merges) ORDER BY id",
            (name,),
        ).fetchall()
        return [r[0] for r in rows]

    def people(self, offset: int, limit: int) -> list[tuple[int, str, int]]:
        """(id, name, entries) of the people with entries of their own, in order of first entry."""
        return self.db.execute(
            "SELECT entity_id, (SELECT name FROM entities WHERE id=entity_id), count(*) FROM entries "
            "GROUP BY entity_id ORDER BY min(id) LIMIT ? OFFSET ?", (limit, offset)
        ).fetchall()

    def people_count(self) -> int:
        return self.db.execute("SELECT count(DISTINCT entity_id) FROM entries").fetchone()[0]

    def person_entities_named(self, name: str) -> list[int]:
        rows = self.db.execute(
            "SELECT id FROM entities WHERE name=? AND type='person' AND scope='' ORDER BY id", (name,)
        ).fetchall()
        return [r[0] for r in rows]

    def scoped_people(self) -> list[tuple[int, str, str]]:
        """(id, name, scope) of the people known to one document only, not merged away."""
        return self.db.execute(
            "SELECT id, name, scope FROM entities WHERE type='person' AND scope LIKE 'doc:%' "
            "AND id NOT IN (SELECT from_id FROM entity_merges) ORDER BY id"
        ).fetchall()

    def edge_entities(self, type_: str) -> list[tuple[int, str]]:
        """Entities of one type that some kept edge uses, not merged away."""
        return self.db.execute(
            "SELECT id, name FROM entities WHERE type=? AND id NOT IN (SELECT from_id FROM entity_merges) "
            "AND id IN (SELECT head_id FROM edges UNION SELECT tail_id FROM edges) ORDER BY id",
            (type_,),
        ).fetchall()

    def merge_entity(self, from_id: int, into_id: int, method: str, reason: str) -> None:
        """Point every edge of `from_id` at `into_id` and record why (the row is kept)."""
        self.db.execute("UPDATE edges SET head_id=? WHERE head_id=?", (into_id, from_id))
        self.db.execute("UPDATE edges SET tail_id=? WHERE tail_id=?", (into_id, from_id))
        self.db.execute(
            upsert_sql("entity_merges", ("from_id", "into_id", "method", "reason"), ("from_id",)),
            (from_id, into_id, method, reason),
        )

    def merges(self) -> dict[int, int]:
        return dict(self.db.execute("SELECT from_id, into_id FROM entity_merges ORDER BY from_id").fetchall())

    def drop_orphans(self) -> None:
        """Delete the entities nothing names any more: no entry, fact, edge, merge, review or
        output. A person whose entries were all in a deleted document goes; one an edge or a
        review elsewhere still names stays, without entries, like the people one document names."""
        orphans = ("id NOT IN (SELECT entity_id FROM entries) AND id NOT IN (SELECT head_id FROM triples) "
                   "AND id NOT IN (SELECT head_id FROM edges) AND id NOT IN (SELECT tail_id FROM edges) "
                   "AND id NOT IN (SELECT from_id FROM entity_merges) "
                   "AND id NOT IN (SELECT into_id FROM entity_merges) "
                   "AND id NOT IN (SELECT entity_id FROM reviews) "
                   "AND id NOT IN (SELECT entity_id FROM fact_reviews) "
                   "AND id NOT IN (SELECT entity_id FROM outputs WHERE entity_id IS NOT NULL)")
        self.db.execute(f"UPDATE triples SET tail_id=NULL WHERE tail_id IN (SELECT id FROM entities WHERE {orphans})")
        self.db.execute(f"DELETE FROM entities WHERE {orphans}")
