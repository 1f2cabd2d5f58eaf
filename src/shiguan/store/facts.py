"""The graph read by patterns: name forms (aliases), facts (triples) and where names occur (mentions)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from itertools import islice

from .fact_reviews import FactReviews
from .rows import AliasRow, MentionRow, NewTriple, TripleRow, columns, insert_sql, values


class Facts(FactReviews):
    """Aliases, triples and the mention index; mentions are derived, rebuilt whole from the aliases.
    Triples are read as reviewers decided them (`FactReviews.apply_fact_decisions`), unless a
    method is asked for them `as_read`."""

    _ALIAS_COLS = ", ".join(columns(AliasRow))
    _MENTION_COLS = ", ".join(columns(MentionRow))

    def add_aliases(self, rows: Iterable[AliasRow]) -> None:
        self.db.executemany(insert_sql("aliases", AliasRow), map(values, rows))

    def aliases_with_form(self, form: str) -> list[AliasRow]:
        rows = self.db.execute(
            f"SELECT {self._ALIAS_COLS} FROM aliases "
            "WHERE form=? ORDER BY entity_id",
            (form,),
        ).fetchall()
        return [AliasRow(*r) for r in rows]

    def aliases_of(self, entity_id: int) -> list[AliasRow]:
        rows = self.db.execute(
            f"SELECT {self._ALIAS_COLS} FROM aliases "
            "WHERE entity_id=? ORDER BY id",
            (entity_id,),
        ).fetchall()
        return [AliasRow(*r) for r in rows]

    def global_alias_owners(self) -> Iterator[tuple[str, int, str]]:
        """(form, entity_id, kind) of every global alias, once each, a form's rows together and in
        the order they were added; streamed, since a large corpus has hundreds of thousands."""
        yield from self.dialect.stream(
            self.db, "SELECT form, entity_id, kind FROM aliases WHERE scope='global' "
            "GROUP BY form, entity_id, kind ORDER BY form, MIN(id)")

    def alias_forms(self, kinds: Sequence[str]) -> set[str]:
        marks = ",".join("?" * len(kinds))
        rows = self.db.execute(
            f"SELECT DISTINCT form FROM aliases WHERE scope='global' AND kind IN ({marks})", tuple(kinds)
        ).fetchall()
        return {r[0] for r in rows}

    def names_among(self, candidates: Iterable[str], kinds: Sequence[str]) -> set[str]:
        """Those of `candidates` that name someone: a global alias of one of `kinds`, or the name
        of an entity not merged away. Asked of a question's substrings, which are few, where the
        forms themselves are hundreds of thousands in a large corpus."""
        kind_marks = ",".join("?" * len(kinds))
        found: set[str] = set()
        pending = iter(dict.fromkeys(candidates))
        while some := list(islice(pending, 400)):
            marks = ",".join("?" * len(some))
            found.update(r[0] for r in self.db.execute(
                f"SELECT form FROM aliases WHERE form IN ({marks}) AND scope='global' AND kind IN ({kind_marks}) "
                f"UNION SELECT name FROM entities WHERE name IN ({marks}) "
                "AND id NOT IN (SELECT from_id FROM entity_merges)", (*some, *kinds, *some)))
        return found

    def add_triples(self, rows: Iterable[NewTriple]) -> None:
        self.db.executemany(insert_sql("triples", NewTriple), map(values, rows))

    _TRIPLE_COLS = ", ".join(columns(TripleRow))

    def _triples(self, where: str, args: tuple, order: str = "document_id, start, id") -> list[TripleRow]:
        rows = self.db.execute(f"SELECT {self._TRIPLE_COLS} FROM triples {where} ORDER BY {order}", args).fetchall()
        return [TripleRow(*r) for r in rows]

    def triples_of(self, entity_id: int) -> list[TripleRow]:
        """His facts: those stored under him and those a reviewer gave him, less those rejected."""
        rows = self._triples("WHERE head_id=?", (entity_id,))
        if not self.any_fact_decisions():
            return rows
        cols = ", ".join(f"t.{c}" for c in columns(TripleRow))
        given = self.db.execute(
            f"SELECT {cols} FROM triples t JOIN documents d ON d.id = t.document_id "
            "JOIN fact_reviews r ON r.document_sha = d.sha256 AND r.relation = t.relation "
            "AND r.value_start = t.value_start AND r.value_end = t.value_end "
            "WHERE r.entity_id = ? AND t.head_id != ?", (entity_id, entity_id)).fetchall()
        rows += [TripleRow(*r) for r in given]
        mine = [t for t in self.apply_fact_decisions(rows) if t.head_id == entity_id]
        return sorted(mine, key=lambda t: (t.document_id, t.start, t.id))

    def triples_with_tail(self, entity_id: int) -> list[TripleRow]:
        rows = self.apply_fact_decisions(self._triples("WHERE tail_id=?", (entity_id,)))
        return [t for t in rows if t.tail_id == entity_id]

    def triples_in_document(self, document_id: int, as_read: bool = False) -> list[TripleRow]:
        rows = self._triples("WHERE document_id=?", (document_id,), "start, id")
        return rows if as_read else self.apply_fact_decisions(rows)

    def tail_texts(self, relation: str) -> list[str]:
        """The distinct values of one relation (every native place read, say), as reviewed: a
        rejected value is none, a corrected one is the reviewer's."""
        if self.any_fact_decisions():
            rows = self.apply_fact_decisions(self._triples("WHERE relation=?", (relation,)))
            return list(dict.fromkeys(t.tail_text for t in rows))
        return [r[0] for r in self.db.execute("SELECT DISTINCT tail_text FROM triples WHERE relation=?", (relation,))]

    def all_triples(self, as_read: bool = False) -> list[TripleRow]:
        rows = self._triples("", (), "id")
        return rows if as_read else self.apply_fact_decisions(rows)

    def fact_values(self, entity_id: int, relation: str) -> set[str]:
        """His distinct values of `relation`, one index step each (triples_head_relation): a man
        with thousands of facts of one value costs one step, not a read of them all."""
        if self.any_fact_decisions():
            return {t.tail_text for t in self.triples_of(entity_id) if t.relation == relation}
        rows = self.db.execute(
            "WITH RECURSIVE v(t) AS ("
            " SELECT (SELECT min(tail_text) FROM triples WHERE head_id=? AND relation=?)"
            " UNION ALL SELECT (SELECT min(tail_text) FROM triples WHERE head_id=? AND relation=? AND tail_text > v.t)"
            " FROM v WHERE v.t IS NOT NULL) SELECT t FROM v WHERE t IS NOT NULL",
            (entity_id, relation, entity_id, relation),
        ).fetchall()
        return {r[0] for r in rows}

    def kin_triples(self, relations: Sequence[str]) -> list[tuple[int, int, str]]:
        """(triple id, document id, tail text) for the relations whose tail may be a person."""
        marks = ",".join("?" * len(relations))
        return self.db.execute(
            f"SELECT id, document_id, tail_text FROM triples WHERE relation IN ({marks}) ORDER BY id",
            tuple(relations),
        ).fetchall()

    def richest_person(self, exclude: int) -> int | None:
        row = self.db.execute(
            "SELECT head_id FROM triples WHERE head_id != ? GROUP BY head_id ORDER BY count(*) DESC, head_id LIMIT 1",
            (exclude,),
        ).fetchone()
        return row[0] if row else None

    def set_tail_ids(self, tails: Mapping[int, int | None]) -> None:
        """Point triples (by id) at the entity their tail names, or at none."""
        self.db.executemany("UPDATE triples SET tail_id=? WHERE id=?", ((t, i) for i, t in tails.items()))

    def replace_mentions(self, rows: Iterable[MentionRow]) -> None:
        self.dialect.delete_all(self.db, "mentions")
        self.db.executemany(insert_sql("mentions", MentionRow), map(values, rows))

    def mentions_of(self, entity_id: int) -> list[MentionRow]:
        rows = self.db.execute(
            f"SELECT {self._MENTION_COLS} FROM mentions WHERE entity_id=? "
            "ORDER BY chunk_id, start",
            (entity_id,),
        ).fetchall()
        return [MentionRow(*r) for r in rows]

    def mentions_in_document(self, document_id: int) -> list[MentionRow]:
        """The name occurrences of one document, their offsets made the document's own."""
        rows = self.db.execute(
            "SELECT m.chunk_id, m.entity_id, m.form, m.kind, c.start + m.start, c.start + m.end FROM mentions m "
            "JOIN chunks c ON c.id = m.chunk_id WHERE c.document_id=? ORDER BY c.start + m.start", (document_id,)
        ).fetchall()
        return [MentionRow(*r) for r in rows]

    def mentions_in_chunks(self, chunk_ids: Sequence[int]) -> list[MentionRow]:
        if not chunk_ids:
            return []
        marks = ",".join("?" * len(chunk_ids))
        rows = self.db.execute(
            f"SELECT {self._MENTION_COLS} FROM mentions "
            f"WHERE chunk_id IN ({marks}) ORDER BY chunk_id, start",
            tuple(chunk_ids),
        ).fetchall()
        return [MentionRow(*r) for r in rows]
