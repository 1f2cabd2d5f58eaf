"""REVERSUM's four model stages for one section: relevance, evidence, verification, summary.

Each stage is one kind of request with its own JSON reply. Verification is asked in a fresh
context: only the passage and the quotes, nothing of the section or of the earlier replies, so
the model audits the quotes instead of defending its own extraction.
"""

from __future__ import annotations

from dataclasses import dataclass

from pydantic import BaseModel

from ..config import EnrichSettings
from ..llm import LLM
from ..llm.staged import StagedRequests, numbered
from .article import Section
from .narrative import Passage

_RELEVANCE = (
    "You help an editor extend an encyclopedia article with information from a narrative written "
    "by or about its subject (an autobiography, a memoir). Given one section of the article and one "
    "passage of the narrative, decide whether the passage holds information that belongs in this "
    "section and that the section does not already state. Facts the section already gives, in other "
    "words, are not new. Answer in JSON: {\"new_facts\": \"the new facts in a few words, or empty\", "
    "\"adds_information\": true or false}."
)
_EVIDENCE = (
    "You copy evidence out of a passage of a narrative. Given a section of an encyclopedia article and "
    "the passage, copy at most {n} sentences of the passage, word for word, that state information "
    "belonging in the section and missing from it. Never change, shorten or join words. Answer in "
    "JSON: {{\"quotes\": [\"…\"]}}, an empty list if there is nothing to copy."
)
_VERIFY = (
    "You check quotations. Given a passage and numbered statements, decide for each statement "
    "whether the passage contains it in the same words (spacing and punctuation aside). Answer in "
    "JSON: {\"appears\": [true, false, …]}, one answer per statement, in order."
)
_SUMMARY = (
    "You extend a section of an encyclopedia article. Write one to three sentences to add at the end "
    "of the section, in the article's language and neutral encyclopedic style (third person), saying "
    "only what the numbered evidence says and nothing the section already says. After each sentence "
    "give the numbers of the evidence it rests on. Answer in JSON: "
    "{\"sentences\": [{\"text\": \"…\", \"evidence\": [1]}]}."
)


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

    def __init__(self, llm: LLM, settings: EnrichSettings, about: str):
        self.model = StagedRequests(llm)
        self.settings = settings
        self.about = about  # the article's opening words: whose life this is

    def judge(self, section: Section, passage: Passage) -> Judgement:
        reply = self.model.ask("enrich-relevance", _RELEVANCE, f"{self._section(section)}\n\nPassage:\n{passage.flat}",
                               RelevanceReply, 200)
        return Judgement(passage, reply.adds_information, reply.new_facts.strip())

    def quote(self, section: Section, passage: Passage) -> list[str]:
        system = _EVIDENCE.format(n=self.settings.max_quotes)
        reply = self.model.ask("enrich-evidence", system, f"{self._section(section)}\n\nPassage:\n{passage.flat}",
                               EvidenceReply, 600)
        return [q for q in reply.quotes if q.strip()][:self.settings.max_quotes]

    def confirm(self, passage: Passage, quotes: list[str]) -> list[bool]:
        """Fresh context: the passage and the quotes, nothing else. A missing answer is a no."""
        statements = "\n".join(f"{i}. {q}" for i, q in enumerate(quotes, 1))
        # exactly one answer per quote: an open list let the 1.5B model write "true, " until cut off
        exact = {"title": "VerifyReply", "type": "object", "required": ["appears"], "properties": {"appears": {
            "type": "array", "items": {"type": "boolean"}, "minItems": len(quotes), "maxItems": len(quotes)}}}
        reply = self.model.ask("enrich-verify", _VERIFY, f"Passage:\n{passage.flat}\n\nStatements:\n{statements}",
                               VerifyReply, 100, grammar=exact)
        return [i < len(reply.appears) and reply.appears[i] for i in range(len(quotes))]

    def summarise(self, section: Section, evidence: list[str]) -> list[SummarySentence]:
        reply = self.model.ask("enrich-summary", _SUMMARY, f"{self._section(section)}\n\nEvidence:\n{numbered(evidence)}",
                               SummaryReply, 400)
        return reply.sentences

    def _section(self, section: Section) -> str:
        body = " ".join(section.body.split())[:self.settings.section_chars]
        return f"Article: {self.about}\n\nSection \"{' > '.join(section.path)}\":\n{body}"
