"""An agent's requests to the model: a prompt file's system and user message each, a validated
JSON reply, counted by stage (the prompt's file name) for the cost report."""

from __future__ import annotations

import threading
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar

from pydantic import BaseModel

from ..llm.client import LLM
from ..llm.protocol import Message
from . import Prompt, load_prompt

T = TypeVar("T", bound=BaseModel)


class StagedRequests:
    def __init__(self, llm: LLM, lang: str, project_root: Path | None = None):
        self.llm = llm
        self.prompt_lang = lang
        self.project_root = project_root
        self.requests: Counter[str] = Counter()
        self.counting = threading.Lock()  # stages may ask from several threads (LLM.map)

    def prompt(self, stage: str) -> Prompt:
        return load_prompt(stage, self.prompt_lang, self.project_root)

    def ask(self, stage: str, schema: type[T], max_tokens: int, grammar: dict | None = None, **values: object) -> T:
        """The reply to the prompt of `stage`, its variables filled with `values`."""
        return self.send(stage, self.prompt(stage).messages(**values), schema, max_tokens, grammar)

    def send(self, stage: str, messages: Sequence[Message], schema: type[T], max_tokens: int,
             grammar: dict | None = None) -> T:
        with self.counting:
            self.requests[stage] += 1
        return self.llm.structured(stage, messages, schema, max_tokens=max_tokens, grammar=grammar)


def numbered(texts: list[str]) -> str:
    """Texts as the numbered list a reply cites by number: "[1] …"."""
    return "\n".join(f"[{i}] {t}" for i, t in enumerate(texts, 1))
