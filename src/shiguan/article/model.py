"""The article's requests to the model (counted by stage), in the article's language. The
prompts are written in English whatever the article's language, which they name."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from ..llm import LLM
from ..prompts.staged import StagedRequests

LANGUAGES = {"zh": "modern written Chinese (现代汉语, simplified characters)", "en": "English"}


class ArticleModel(StagedRequests):
    def __init__(self, llm: LLM, lang: str, project_root: Path | None = None):
        super().__init__(llm, "en", project_root)
        self.lang = lang
        self.language = LANGUAGES[lang]


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
