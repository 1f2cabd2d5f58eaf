"""The log of language-model calls, which doubles as their cache."""

from __future__ import annotations

from .connection import Connected, now
from .rows import LLMCallRow, UsageRow

_SUMMED = ("ok", "1-ok", "hits", "tokens_in", "tokens_out", "ms")


class LLMCalls(Connected):
    """Every call is logged; a logged successful response serves the same request again."""

    def cached_response(self, key: str) -> str | None:
        row = self.db.execute(
            "SELECT id, response FROM llm_calls WHERE key=? AND ok=1 ORDER BY id DESC LIMIT 1", (key,)
        ).fetchone()
        if row is None:
            return None
        self.db.execute("UPDATE llm_calls SET hits=hits+1 WHERE id=?", (row[0],))
        return row[1]

    def log_llm_call(self, call: LLMCallRow) -> None:
        self.db.execute(
            "INSERT INTO llm_calls(key, stage, backend, model, request, response, ok, error, tokens_in, "
            "tokens_out, ms, created_at) VALUES(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (call.key, call.stage, call.backend, call.model, call.request, call.response, int(call.ok),
             call.error, call.tokens_in, call.tokens_out, call.ms, now()),
        )

    def usage(self) -> list[UsageRow]:
        rows = self.db.execute(
            # CAST: PostgreSQL sums integers as numeric (Python's Decimal)
            "SELECT stage, model, " + ", ".join(f"CAST(sum({c}) AS BIGINT)" for c in _SUMMED) + " "
            "FROM llm_calls GROUP BY stage, model ORDER BY stage, model"
        ).fetchall()
        return [UsageRow(*r) for r in rows]
