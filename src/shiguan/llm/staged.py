"""An agent's requests to the model: a system and a user message each, a validated JSON reply,
counted by stage for the cost report."""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

from pydantic import BaseModel

from .client import LLM
from .protocol import messages

T = TypeVar("T", bound=BaseModel)


class StagedRequests:
    def __init__(self, llm: LLM):
        self.llm = llm
        self.requests: Counter[str] = Counter()

    def ask(self, stage: str, system: str, user: str, schema: type[T], max_tokens: int,
            grammar: dict | None = None) -> T:
        self.requests[stage] += 1
        return self.llm.structured(stage, messages(system, user), schema, max_tokens=max_tokens, grammar=grammar)


def numbered(texts: list[str]) -> str:
    """Texts as the numbered list a reply cites by number: "[1] …"."""
    return "\n".join(f"[{i}] {t}" for i, t in enumerate(texts, 1))
