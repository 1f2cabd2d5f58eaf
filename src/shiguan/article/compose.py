"""`shiguan article`: plan, write each section, frame it with an introduction and a conclusion,
polish, and assemble, every sentence verified against the snippets it cites (the introduction,
the conclusion and the polished sections also by the strict check: no actor or date traded
between the snippets, no negation added; crossing.py).

Both plans share everything after the outline. The naive plan (the benchmark's baseline) is one
prompt over the top retrieved snippets; its sentences are checked and the unsupported removed
like the others, so its report shows how much a single prompt gets wrong.

Every model call goes through the project's logged cache, so an interrupted run (or a second run
with an edited `--outline`) replays what was already answered and resumes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

from pydantic import BaseModel

from ..errors import InputError
from ..kg.ontology import Ontology
from ..lang import DEFAULT, codes, corpus_language
from ..lang.zh.relations.llm_extract import llm_sentence_extractor
from ..lang.zh.relations.sentence_rules import SentenceRules
from ..llm import LLM
from ..project import Project
from ..prompts.staged import numbered
from ..registries import PLANNERS
from ..verify.verdicts import SUPPORTED
from .model import ArticleModel
from .outline import Outline, OutlineSection
from .result import WrittenArticle, WrittenSection
from .review import Reviewer
from .sections import Draft, DraftSentence, SectionWriter, cited_lines, to_sentences
from .sources import CorpusSearch, Snippet, SourcePool

FRAME_SHARE = 0.1  # of the words, for the introduction and again for the conclusion

@dataclass
class ArticleRequest:
    topic: str
    plan: str = "kg"
    lang: str = DEFAULT
    words: int | None = None
    outline: Outline | None = None  # the user's, instead of the planned one
    prefer: tuple[str, ...] = ()  # document names (substrings) whose snippets come first
    kg_model: bool = False  # kg plan: the model's extractor on the snippets too

    def __post_init__(self) -> None:
        if not self.topic.strip():
            raise InputError("the topic is empty")
        if self.plan not in PLANNERS:
            raise InputError(f"unknown plan {self.plan!r}: choose one of {', '.join(PLANNERS)}")
        if self.lang not in codes():
            raise InputError(f"unknown language {self.lang!r}: {' or '.join(codes())}")


@dataclass
class Planned:
    outline: Outline
    planning: dict
    offer: Callable[[OutlineSection], list[Snippet]] = field(repr=False)


class NaiveSection(BaseModel):
    heading: str = ""
    sentences: list[DraftSentence] = []


class NaiveArticle(BaseModel):
    title: str = ""
    sections: list[NaiveSection] = []


class ArticleWriter:
    def __init__(self, project: Project, llm: LLM, request: ArticleRequest,
                 on_stage: Callable[[str], None] = lambda stage: None):
        self.project = project
        self.llm = llm
        self.request = request
        self.settings = project.config.article
        self.on_stage = on_stage
        on_stage("indexing the corpus for search")
        self.pool = SourcePool(project, CorpusSearch(project, self.settings.snippet_chars, request.prefer))
        self.model = ArticleModel(llm, request.lang, project.root, corpus_language(project.store))
        self.reviewer = Reviewer(project, request.topic, llm, request.lang)
        self.writer = SectionWriter(self.model, self.reviewer, request.topic, self.settings.revisions)
        self.began = time.perf_counter()
        self.calls, self.hits = llm.calls, llm.cache_hits

    def plan(self) -> Planned:
        """Research and outline (the user's outline, when given, replaces the planned one)."""
        topic, given = self.request.topic, self.request.outline
        build = PLANNERS[self.request.plan]
        if build is None:
            raise InputError(f"the {self.request.plan} plan has no outline")
        planner = build(self)
        planner.research(topic, self.on_stage)
        self.on_stage("outline")
        outline = given or planner.outline(topic)
        planner.check(outline)
        return Planned(outline, planner.planning(), lambda s: self._ranked(s, planner.sources(s)))

    def write(self, planned: Planned) -> WrittenArticle:
        words = self.request.words or self.settings.words
        body_words = max(1, int(words * (1 - 2 * FRAME_SHARE)) // max(1, len(planned.outline.sections)))
        sections = planned.outline.sections
        offered = [planned.offer(s) for s in sections]  # in order: the pool numbers what it is offered
        self.on_stage("relevance of the snippets")
        # the filters are independent: `concurrency` at a time; the review loops then verify and
        # number citations section after section, as the article reads
        shown = self.llm.map(lambda i: self.writer.relevant(sections[i].heading, offered[i]), range(len(sections)))
        body = []
        for s, offers, kept in zip(sections, offered, shown):
            self.on_stage(f"section: {s.heading}")
            body.append(self.writer.write(s.heading, s.subheadings, offers, kept, body_words, s.cluster))
        _drop_repeats(body)
        frame_words = max(1, int(words * FRAME_SHARE))
        self.on_stage("introduction and conclusion")
        intro = self._frame("introduction (lead)", body, frame_words)
        conclusion = self._frame("conclusion", body, frame_words)
        _drop_repeats([*body, intro, conclusion])  # a lead that only repeats the body adds nothing
        if self.settings.polish:
            self.on_stage("polish")
            drafts = self.llm.map(self._polish_draft, body)
            for section, draft in zip(body, drafts):
                if draft is not None:
                    self.on_stage(f"polish: {section.heading}")
                    self._polish(section, *draft)
        return self._assemble(planned.outline, [intro, *body, conclusion], planned.planning)

    def naive(self) -> WrittenArticle:
        """The baseline: one prompt over the top snippets, checked, unsupported removed."""
        shown = self.pool.retrieve(self.request.topic, self.settings.initial)
        if not shown:
            raise InputError(f"nothing in the corpus matches 「{self.request.topic}」")
        words = self.request.words or self.settings.words
        self.on_stage("one prompt")
        reply = self.model.ask("article-naive", NaiveArticle, 600 + 2 * words, language=self.model.language,
                               topic=self.request.topic, snippets=numbered([s.text for s in shown]), words=words,
                               unit=self.writer.unit)
        by_number = {s.n: s for s in shown}
        sections = []
        for planned in reply.sections:
            section = WrittenSection(planned.heading.strip() or self.request.topic, "body",
                                     offered=[s.n for s in shown], kept=[s.n for s in shown])
            sentences = to_sentences(planned, shown, self.request.lang)
            for s in sentences:
                self.reviewer.check(s, by_number)
            section.sentences = [s for s in sentences if s.verdict == SUPPORTED]
            section.removed = [s for s in sentences if s.verdict != SUPPORTED]
            sections.append(section)
        outline = Outline(reply.title.strip() or self.request.topic, [OutlineSection(s.heading) for s in sections])
        return self._assemble(outline, sections, {"queries": self.pool.queries})

    def _ranked(self, section: OutlineSection, among: list[Snippet]) -> list[Snippet]:
        return self.pool.rank(section.query(self.request.topic), among, self.settings.candidates)

    def readers(self) -> list:
        """The sentence readers of the kg plan's topic KG: rules, and the model with --kg-model."""
        ontology = Ontology.load(self.project.root)
        rules = SentenceRules.load(self.project.root)
        readers = [lambda text: rules.extract_sentence(text, ontology)]
        if self.request.kg_model:
            readers.append(llm_sentence_extractor(self.llm, ontology, self.project.config.extract, self.project.root))
        return readers

    def _frame(self, kind: str, body: list[WrittenSection], words: int) -> WrittenSection:
        """The introduction or the conclusion, from the verified body and the snippets it cites."""
        section = WrittenSection(kind.split()[0], "intro" if kind.startswith("intro") else "conclusion")
        cited = self.pool.get(dict.fromkeys(n for sec in body for s in sec.sentences for n in s.cites))
        if not cited:
            return section
        text = cited_lines([s for sec in body for s in sec.sentences], cited)
        section.offered = section.kept = [s.n for s in cited]
        self.writer.review_loop(section, "article-frame", cited, strict=True, kind=kind, topic=self.request.topic,
                                body=text, words=words)
        return section

    def _polish_draft(self, section: WrittenSection) -> tuple[Draft, list[Snippet]] | None:
        """The model's polished text of a section of two sentences or more, and the snippets it cites."""
        if len(section.sentences) < 2:
            return None
        shown = self.pool.get(dict.fromkeys(n for s in section.sentences for n in s.cites))
        text = cited_lines(section.sentences, shown)
        return self.model.ask("article-polish", Draft, 700, language=self.model.language, heading=section.heading,
                              text=text), shown

    def _polish(self, section: WrittenSection, draft: Draft, shown: list[Snippet]) -> None:
        """Replace the section by its polished text only if every polished sentence is verified
        against the section's own snippets, and trades no actor or date between them nor adds a
        negation (the strict check); otherwise keep it as it is."""
        polished = to_sentences(draft, shown, self.request.lang)
        by_number = {s.n: s for s in shown}
        for s in polished:
            self.reviewer.check(s, by_number, strict=True)
        if polished and all(s.verdict == SUPPORTED for s in polished):
            section.sentences, section.polished = polished, True

    def _assemble(self, outline: Outline, sections: list[WrittenSection], planning: dict) -> WrittenArticle:
        cost = {"model_calls": self.llm.calls - self.calls, "cache_hits": self.llm.cache_hits - self.hits,
                "requests_by_stage": dict(self.model.requests), "sentences_checked": self.reviewer.checked,
                "seconds": round(time.perf_counter() - self.began, 1)}
        return WrittenArticle(self.request.topic, self.request.plan, self.request.lang, self.llm.name, outline,
                              sections, list(self.pool.snippets), planning, cost)


def _drop_repeats(sections: list[WrittenSection]) -> None:
    """A sentence already kept in an earlier section is said once: sections written from
    overlapping snippets by a small model often open with the same copied sentence."""
    seen: set[str] = set()
    for section in sections:
        kept = []
        for s in section.sentences:
            key = "".join(s.text.split())
            (section.repeated if key in seen else kept).append(s)
            seen.add(key)
        section.sentences = kept


def write_article(project: Project, llm: LLM, request: ArticleRequest,
                  on_stage: Callable[[str], None] = lambda stage: None) -> WrittenArticle:
    if request.plan == "rules":  # the 纪事本末: the model is not asked
        from .chronicle import write_rules_article

        return write_rules_article(project, request.topic, request.lang, request.words)
    if request.plan == "worded":  # the 纪事本末 as the plan, the model wording one sentence at a time
        from .wording import write_worded_article

        return write_worded_article(project, llm, request.topic, request.lang, request.words, on_stage)
    if request.plan == "researched":  # the 纪事本末 steered by the model's queries and headings, unworded
        from .wording import write_researched_article

        return write_researched_article(project, llm, request.topic, request.words)
    writer = ArticleWriter(project, llm, request, on_stage)
    if PLANNERS[request.plan] is None:
        return writer.naive()
    return writer.write(writer.plan())


def plan_outline(project: Project, llm: LLM, request: ArticleRequest,
                 on_stage: Callable[[str], None] = lambda stage: None) -> tuple[Outline, dict]:
    """`--outline-only`: the research and the outline, for the user to edit."""
    planned = ArticleWriter(project, llm, request, on_stage).plan()
    return planned.outline, planned.planning
