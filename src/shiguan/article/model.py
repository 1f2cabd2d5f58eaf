"""The article's requests to the model (counted by stage), in the article's language. The
prompts are written in English whatever the article's language, which they name, and say what
the sources are (the corpus's language: its pack's Style says it), since what a search keyword
or a query looks like depends on it."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from pydantic import BaseModel, ValidationError

from ..lang import DEFAULT, language
from ..llm import LLM
from ..llm.client import parse_json_object
from ..llm.protocol import Message
from ..prompts.staged import StagedRequests, T


class ArticleModel(StagedRequests):
    def __init__(self, llm: LLM, lang: str, project_root: Path | None = None, corpus: str = DEFAULT):
        super().__init__(llm, "en", project_root)
        self.lang = lang
        self.language = language(lang).style.prompt_name
        self.sources = language(corpus).style.sources  # what the prompts say of the sources

    def ask(self, stage: str, schema: type[T], max_tokens: int, grammar: dict | None = None, **values: object) -> T:
        return self.send(stage, self.messages(stage, **values), schema, max_tokens, grammar)

    def ask_once(self, stage: str, schema: type[T], max_tokens: int, **values: object) -> tuple[T | None, str]:
        """The reply as `schema`, or None and why: no retry, so a bad reply costs one call and the
        caller keeps what it had (the rules' plan, no introduction)."""
        with self.counting:
            self.requests[stage] += 1
        text = self.llm.text(stage, self.messages(stage, **values), max_tokens=max_tokens).strip()
        if not text:
            return None, "the reply is empty"
        try:
            return schema.model_validate_json(parse_json_object(text)), ""
        except ValidationError:
            return None, f"the reply is not JSON of the asked shape: {text[:80]!r}"

    def messages(self, stage: str, shots: Sequence[Message] = (), /, **values: object) -> list[Message]:
        """The prompt of `stage` with `values` (and `shots`, worked turns before the request),
        and what it says of the sources filled in."""
        prompt = self.prompt(stage)
        return prompt.messages(shots, **{k: v for k, v in self.sources.items() if k in prompt.variables}, **values)


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
