"""The log of language-model calls, which doubles as their cache."""

from __future__ import annotations

from .connection import Connected, now
from .rows import LLMCallRow, UsageRow


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
            "SELECT stage, model, sum(ok), sum(1-ok), sum(hits), sum(tokens_in), sum(tokens_out), sum(ms) "
            "FROM llm_calls GROUP BY stage, model ORDER BY stage, model"
        ).fetchall()
        return [UsageRow(*r) for r in rows]
