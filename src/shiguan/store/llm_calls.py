"""The log of language-model calls, which doubles as their cache."""

from __future__ import annotations

from .connection import Connected, now
from .rows import LLMCallRow, UsageRow

_SUMMED = ("ok", "1-ok", "hits", "tokens_in", "tokens_out", "ms")


class LLMCalls(Connected):
    """Every call is logged; a logged response its caller accepted (ok) serves the same request
    again, any other is only a record."""

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

    def settle_llm_calls(self, keys: list[str], pending: str, problem: str) -> None:
        """The pending replies under `keys`: accepted (ok) when `problem` is empty, else failed
        with `problem` as their error."""
        ok = int(not problem)
        for key in dict.fromkeys(keys):
            self.db.execute("UPDATE llm_calls SET ok=?, error=? WHERE key=? AND ok=0 AND error=?",
                            (ok, problem, key, pending))

    def cached_calls(self) -> list[tuple[int, str, str]]:
        """(id, request, response) of every reply that serves as a cached answer."""
        return [tuple(r) for r in self.db.execute("SELECT id, request, response FROM llm_calls WHERE ok=1")]

    def forget_llm_calls(self, ids: list[int]) -> int:
        """Delete the failed or unaccepted calls, and the cached ones in `ids`; how many went."""
        gone = self.db.execute("DELETE FROM llm_calls WHERE ok=0").rowcount
        for i in ids:
            gone += self.db.execute("DELETE FROM llm_calls WHERE id=? AND ok=1", (i,)).rowcount
        return gone

    def usage(self) -> list[UsageRow]:
        rows = self.db.execute(
            # CAST: PostgreSQL sums integers as numeric (Python's Decimal)
            "SELECT stage, model, " + ", ".join(f"CAST(sum({c}) AS BIGINT)" for c in _SUMMED) + " "
            "FROM llm_calls GROUP BY stage, model ORDER BY stage, model"
        ).fetchall()
        return [UsageRow(*r) for r in rows]
