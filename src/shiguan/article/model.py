"""The article's requests to the model (counted by stage), in the article's language. The
prompts are written in English whatever the article's language, which they name, and say what
the sources are (classical Chinese or English: the corpus's language), since what a search
keyword or a query looks like depends on it."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel

from ..llm import LLM
from ..llm.protocol import Message
from ..prompts.staged import StagedRequests, T

LANGUAGES = {"zh": "modern written Chinese (现代汉语, simplified characters)", "en": "English"}
# What the prompts say of the sources, by the corpus's language (the variables of prompts/en/article-*.toml).
SOURCES = {
    "zh": {"source_language": "classical Chinese", "sources": "classical Chinese sources",
           "sources_named": "classical Chinese sources (the Draft History of Qing)",
           "keyword_words": "words of two to six Chinese characters that the sources themselves would use (names, "
                            "places, offices, events), simplified characters",
           "keyword_form": "two to six simplified Chinese characters",
           "query_form": "A query is two to six Chinese characters of words the sources themselves would use "
                         "(names, places, offices, events), in simplified characters.",
           "history": "Chinese history"},
    "en": {"source_language": "English", "sources": "English sources", "sources_named": "English sources",
           "keyword_words": "one to four English words that the sources themselves would use (names, places, "
                            "organisations, events)",
           "keyword_form": "one to four English words",
           "query_form": "A query is one to four English words the sources themselves would use (names, "
                         "places, organisations, events).",
           "history": "history"},
}


class ArticleModel(StagedRequests):
    def __init__(self, llm: LLM, lang: str, project_root: Path | None = None, corpus: str = "zh"):
        super().__init__(llm, "en", project_root)
        self.lang = lang
        self.language = LANGUAGES[lang]
        self.sources = SOURCES[corpus]

    def ask(self, stage: str, schema: type[T], max_tokens: int, grammar: dict | None = None, **values: object) -> T:
        return self.send(stage, self.messages(stage, **values), schema, max_tokens, grammar)

    def messages(self, stage: str, **values: object) -> list[Message]:
        """The prompt of `stage` with `values`, and what it says of the sources filled in."""
        prompt = self.prompt(stage)
        return prompt.messages(**{k: v for k, v in self.sources.items() if k in prompt.variables}, **values)


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
