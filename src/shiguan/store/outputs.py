"""Written outputs (biographies and others), kept with their Markdown and JSON forms."""

from __future__ import annotations

from .connection import Connected, now
from .rows import OutputRow, columns


class Outputs(Connected):
    """Stored outputs, newest first."""

    def add_output(self, entity_id: int | None, kind: str, mode: str, markdown: str, json_: str) -> int:
        return self.insert(
            "INSERT INTO outputs(entity_id, kind, mode, created_at, markdown, json) "
            "VALUES(?, ?, ?, ?, ?, ?)",
            (entity_id, kind, mode, now(), markdown, json_),
        )

    _OUTPUT_COLS = ", ".join(columns(OutputRow))

    def outputs(self, entity_id: int | None = None) -> list[OutputRow]:
        """Every stored output (or one person's), newest first."""
        where, args = ("", ()) if entity_id is None else ("WHERE entity_id=?", (entity_id,))
        rows = self.db.execute(f"SELECT {self._OUTPUT_COLS} FROM outputs {where} ORDER BY id DESC", args).fetchall()
        return [OutputRow(*r) for r in rows]

    def output(self, output_id: int) -> OutputRow | None:
        row = self.db.execute(f"SELECT {self._OUTPUT_COLS} FROM outputs WHERE id=?", (output_id,)).fetchone()
        return OutputRow(*row) if row else None
