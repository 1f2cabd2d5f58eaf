"""REVERSUM's four model stages for one section: relevance, evidence, verification, summary.

Each stage is one kind of request with its own JSON reply. Verification is asked in a fresh
context: only the passage and the quotes, nothing of the section or of the earlier replies, so
the model audits the quotes instead of defending its own extraction.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel

from ..config import EnrichSettings
from ..llm import LLM
from ..prompts.staged import StagedRequests, numbered
from .article import Section
from .narrative import Passage


class RelevanceReply(BaseModel):
    new_facts: str = ""
    adds_information: bool


class EvidenceReply(BaseModel):
    quotes: list[str] = []


class VerifyReply(BaseModel):
    appears: list[bool] = []


class SummarySentence(BaseModel):
    text: str
    evidence: list[int] = []


class SummaryReply(BaseModel):
    sentences: list[SummarySentence] = []


@dataclass(frozen=True)
class Judgement:
    passage: Passage
    adds: bool
    new_facts: str


class Stages:
    """The model's part of enrichment; `model.requests` counts the requests of each stage."""

    def __init__(self, llm: LLM, settings: EnrichSettings, about: str, project_root: Path | None = None):
        self.model = StagedRequests(llm, "en", project_root)
        self.settings = settings
        self.about = about  # the article's opening words: whose life this is

    def judge(self, section: Section, passage: Passage) -> Judgement:
        reply = self.model.ask("enrich-relevance", RelevanceReply, 200, passage=passage.flat, **self._section(section))
        return Judgement(passage, reply.adds_information, reply.new_facts.strip())

    def quote(self, section: Section, passage: Passage) -> list[str]:
        reply = self.model.ask("enrich-evidence", EvidenceReply, 600, n=self.settings.max_quotes, passage=passage.flat,
                               **self._section(section))
        return [q for q in reply.quotes if q.strip()][:self.settings.max_quotes]

    def confirm(self, passage: Passage, quotes: list[str]) -> list[bool]:
        """Fresh context: the passage and the quotes, nothing else. A missing answer is a no."""
        statements = "\n".join(f"{i}. {q}" for i, q in enumerate(quotes, 1))
        # exactly one answer per quote: an open list let the 1.5B model write "true, " until cut off
        exact = {"title": "VerifyReply", "type": "object", "required": ["appears"], "properties": {"appears": {
            "type": "array", "items": {"type": "boolean"}, "minItems": len(quotes), "maxItems": len(quotes)}}}
        reply = self.model.ask("enrich-verify", VerifyReply, 100, exact, passage=passage.flat, statements=statements)
        return [i < len(reply.appears) and reply.appears[i] for i in range(len(quotes))]

    def summarise(self, section: Section, evidence: list[str]) -> list[SummarySentence]:
        reply = self.model.ask("enrich-summary", SummaryReply, 400, evidence=numbered(evidence),
                               **self._section(section))
        return reply.sentences

    def _section(self, section: Section) -> dict[str, str]:
        """What the prompts show of the article: whose life, the section's place, its text."""
        body = " ".join(section.body.split())[:self.settings.section_chars]
        return {"about": self.about, "path": " > ".join(section.path), "body": body}
