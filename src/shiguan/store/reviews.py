"""Checked claims and the review queue of conflicting readings."""

from __future__ import annotations

from .connection import Connected, now
from .rows import ReviewRow, columns


class Reviews(Connected):
    """Checks as made; a review item per conflict, kept with its decision across runs."""

    _REVIEW_COLS = ", ".join(columns(ReviewRow))

    def add_check(self, entity_id: int | None, claim: str, verdict: str, mode: str, json_: str) -> int:
        return self.insert(
            "INSERT INTO checks(entity_id, claim, verdict, mode, json, created_at) VALUES(?, ?, ?, ?, ?, ?)",
            (entity_id, claim, verdict, mode, json_, now()),
        )

    def open_review(self, key: str, entity_id: int, relation: str, claim: str, readings: str) -> ReviewRow:
        """The review item for `key`, created if new; an existing item keeps its decision."""
        self.db.execute(
            "INSERT INTO reviews(key, entity_id, relation, claim, readings, status, created_at) "
            "VALUES(?, ?, ?, ?, ?, 'open', ?) ON CONFLICT(key) DO NOTHING",
            (key, entity_id, relation, claim, readings, now()),
        )
        return self._review("key=?", key)

    def review(self, review_id: int) -> ReviewRow | None:
        try:
            return self._review("id=?", review_id)
        except LookupError:
            return None

    def _review(self, where: str, arg: object) -> ReviewRow:
        row = self.db.execute(
            f"SELECT {self._REVIEW_COLS} FROM reviews WHERE {where}", (arg,)
        ).fetchone()
        if row is None:
            raise LookupError(arg)
        return ReviewRow(*row)

    def reviews(self, status: str | None = None) -> list[ReviewRow]:
        where, args = ("", ()) if status is None else ("WHERE status=?", (status,))
        rows = self.db.execute(f"SELECT {self._REVIEW_COLS} FROM reviews {where} ORDER BY id", args).fetchall()
        return [ReviewRow(*r) for r in rows]

    def review_decisions(self, entity_id: int) -> dict[str, str]:
        """relation → the reading a reviewer chose, for one person."""
        rows = self.db.execute(
            "SELECT relation, decision FROM reviews WHERE entity_id=? AND status='resolved' AND decision!='' "
            "ORDER BY id", (entity_id,)
        ).fetchall()
        return dict(rows)

    def resolve_review(self, review_id: int, decision: str, note: str, sentence: str = "") -> None:
        self.db.execute(
            "UPDATE reviews SET status='resolved', decision=?, note=?, sentence=?, resolved_at=? WHERE id=?",
            (decision, note, sentence, now(), review_id),
        )
