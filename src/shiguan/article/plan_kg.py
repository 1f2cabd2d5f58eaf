"""APOLLO's top-down plan: a topic KG grown by research questions, and an outline read from it.

Initial retrieval for the topic fills the pool and the KG. Then, for m rounds, a research-question
agent reads the KG and proposes n in-depth and n breadth questions with their rationales, told
the questions already asked (its memory); a query synthesiser turns them into search queries,
told the queries already issued, and a repeated query is skipped in code as well; what they
retrieve extends the pool and the KG. The outline is derived from the final KG.
"""

from __future__ import annotations

from collections.abc import Callable

from pydantic import BaseModel

from ..config import ArticleSettings
from .model import ArticleModel, bounded
from .outline import Outline, OutlineSection
from .planner import PlanContext
from .sources import Snippet, SourcePool
from .topic_kg import TopicExtractor, TopicKG


class Question(BaseModel):
    question: str
    rationale: str = ""


class Questions(BaseModel):
    deep: list[Question] = []
    broad: list[Question] = []


class Queries(BaseModel):
    queries: list[str] = []


class PlannedSection(BaseModel):
    heading: str
    subheadings: list[str] = []


class PlannedOutline(BaseModel):
    title: str
    sections: list[PlannedSection] = []


class KGPlanner:
    """The Planner of `--plan kg`."""

    def __init__(self, model: ArticleModel, pool: SourcePool, extractor: TopicExtractor, settings: ArticleSettings):
        self.model = model
        self.pool = pool
        self.extractor = extractor
        self.settings = settings
        self.kg = TopicKG()
        self.asked: list[dict] = []  # the research-question agent's memory, with rounds
        self.skipped: list[str] = []  # queries proposed again

    def research(self, topic: str, on_stage: Callable[[str], None]) -> None:
        on_stage("research: topic KG and questions")
        for snippet in self.pool.retrieve(topic, self.settings.initial):
            self.extractor.read(self.kg, snippet)
        n = self.settings.questions
        for round_ in range(1, self.settings.rounds + 1):
            memory = "\n".join(f"- {q['question']}" for q in self.asked) or "(none)"
            reply = self.model.ask("article-questions", Questions, 500,
                                   bounded(bounded(Questions, "deep", n, n), "broad", n, n), n=n, topic=topic,
                                   graph=self._graph(), asked=memory)
            fresh = [q for q in reply.deep[:n] + reply.broad[:n]
                     if q.question.strip() and q.question not in {a["question"] for a in self.asked}]
            self.asked += [{"round": round_, "kind": "deep" if q in reply.deep else "broad",
                            "question": q.question, "rationale": q.rationale} for q in fresh]
            if not fresh:
                break
            issued = "\n".join(f"- {q}" for q in self.pool.queries)
            queries = self.model.ask("article-queries", Queries, 200,
                                     bounded(Queries, "queries", len(fresh), len(fresh)),
                                     questions="\n".join(f"{i}. {q.question}" for i, q in enumerate(fresh, 1)),
                                     issued=issued)
            for query in dict.fromkeys(q.strip() for q in queries.queries if q.strip()):
                if query in self.pool.queries:
                    self.skipped.append(query)
                    continue
                for snippet in self.pool.retrieve(query, self.settings.per_query):
                    self.extractor.read(self.kg, snippet)

    def outline(self, topic: str) -> Outline:
        most = self.settings.max_sections
        reply = self.model.ask("article-outline-kg", PlannedOutline, 500, bounded(PlannedOutline, "sections", 1, most),
                               sections=most, language=self.model.language, topic=topic, graph=self._graph())
        sections = [OutlineSection(s.heading.strip(), [h.strip() for h in s.subheadings[:3] if h.strip()])
                    for s in reply.sections[:most] if s.heading.strip()]
        return Outline(reply.title.strip() or topic, sections or [OutlineSection(topic)])

    def check(self, outline: Outline) -> None:
        """Any outline fits: every section draws on the whole pool."""

    def sources(self, section: OutlineSection) -> list[Snippet]:
        return self.pool.snippets

    def planning(self) -> dict:
        return {"kg": self.kg.to_dict(), "questions": self.asked, "queries": self.pool.queries,
                "queries_skipped": self.skipped}

    def _graph(self) -> str:
        lines = self.kg.summary()
        if lines:
            return "\n".join(lines)
        # no triple was read: the agents see the snippets' openings instead
        return "\n".join(f"- {s.text[:60]}" for s in self.pool.snippets[:10]) or "(empty)"


def for_writer(writer: PlanContext) -> KGPlanner:
    """The [article] plan "kg" for one article: APOLLO's planner over the writer's pool."""
    return KGPlanner(writer.model, writer.pool, TopicExtractor(writer.project, writer.readers()), writer.settings)
