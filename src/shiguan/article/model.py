"""The article's requests to the model: one JSON reply per request, counted by stage."""

from __future__ import annotations

from collections import Counter
from typing import TypeVar

from pydantic import BaseModel

from ..llm import LLM, messages

T = TypeVar("T", bound=BaseModel)

LANGUAGES = {"zh": "modern written Chinese (现代汉语, simplified characters)", "en": "English"}


class ArticleModel:
    def __init__(self, llm: LLM, lang: str):
        self.llm = llm
        self.lang = lang
        self.language = LANGUAGES[lang]
        self.requests: Counter[str] = Counter()

    def ask(self, stage: str, system: str, user: str, schema: type[T], max_tokens: int,
            grammar: dict | None = None) -> T:
        self.requests[stage] += 1
        return self.llm.structured(stage, messages(system, user), schema, max_tokens=max_tokens, grammar=grammar)


def numbered(texts: list[str]) -> str:
    return "\n".join(f"[{i}] {t}" for i, t in enumerate(texts, 1))


def bounded(schema: type[BaseModel] | dict, key: str, low: int, high: int) -> dict:
    """The JSON schema with the list `key` held to low..high items, so that a small model can
    neither stop early nor run on; a dict schema is copied, not changed."""
    grammar = dict(schema) if isinstance(schema, dict) else schema.model_json_schema()
    grammar["properties"] = dict(grammar["properties"])
    grammar["properties"][key] = dict(grammar["properties"][key], minItems=low, maxItems=high)
    grammar["required"] = sorted(set(grammar.get("required", [])) | {key})
    return grammar


def number_list(key: str, high: int) -> dict:
    """A JSON schema for {key: [distinct numbers from 1 to high]}."""
    return {"type": "object", "required": [key], "properties": {key: {
        "type": "array", "items": {"type": "integer", "enum": list(range(1, high + 1))}, "maxItems": high}}}
