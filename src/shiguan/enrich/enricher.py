"""`shiguan enrich`: REVERSUM's stages over every section of an article.

Per section: MMR retrieval from the narrative; the model says which passages add information
the section lacks; it copies evidence from those passages; each quote must stand in the
narrative (compared with whitespace made uniform) and be confirmed in a fresh context; a summary
of the verified evidence is appended with a citation of each quote's exact span, sentence by
sentence, only where the quotes it cites hold most of its content words ([enrich] min_support:
a small model adds dates and names to a summary that no quote gives) and the claim Verifier
(lang/en/verify/claims.py) supports every atomic fact of it against those quotes: a sentence with a
date, place or name its quotes do not state, or state otherwise, is dropped and the report
names it. The first stage that finds nothing leaves the section unchanged, and the report says
which.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Callable

from ..lang.en.verify.claims import CheckedClaim, ClaimVerifier
from ..lang.en.verify.vocabulary import Vocabulary
from ..llm import LLM
from ..project import Project
from ..verify.evidence import Evidence as Source
from ..verify.verdicts import SUPPORTED
from .additions import IT_READ, AdditionPlanner, Candidate, narrator_facts, reasons
from .article import Article, Section
from .narrative import Narrative, Passage, locate
from .quotations import QuotationFinder
from .report import (
    NO_ADDITION,
    NO_CHUNKS,
    NO_QUOTATION,
    NO_SUMMARY,
    NOT_ATTEMPTED,
    NOT_SPOKEN_TO,
    NOT_VERIFIED,
    NOTHING_NEW,
    SUMMARY_NOT_SUPPORTED,
    AddedSentence,
    EnrichedArticle,
    Evidence,
    NarrativeRef,
    SectionOutcome,
)
from .retrieval import NarrativeIndex
from .scope import Scope
from .stages import Stages
from .support import support
from .wording import QuotationWording

ABOUT_CHARS = 200
# The capitalised words an article's first line opens with: whose life it is ("FREDERICK DOUGLASS (born …").
_OPENING_NAME = re.compile(r"^[\W_]*((?:[A-Z][\w.'’-]*[ \t_]+)*[A-Z][\w.'’-]*)")


class Enricher:
    """Enriches sections one by one; without a model it only retrieves (a dry run)."""

    def __init__(self, project: Project, article: Article, narrative: Narrative, llm: LLM | None,
                 passages: bool = False):
        self.article = article
        self.narrative = narrative
        self.llm = llm
        self.index = NarrativeIndex(project.store, narrative, project.config.embed, project.config.enrich)
        # the model over retrieved passages (REVERSUM's stages as the paper runs them) only when asked;
        # by default the model words the rules' quotations (enrich/wording.py)
        self.stages = Stages(llm, project.config.enrich, _about(article), project.root) if llm and passages else None
        self.refs: dict[tuple[int, int], NarrativeRef] = {}
        self.store = project.store
        self.narrator_facts: list[tuple[int, int, str]] | None = None  # None: the project holds no such text
        self.min_support = project.config.enrich.min_support
        self.root = project.root
        self.conditions = Vocabulary.load(project.root).conditions  # if, unless …: no quote is cut from one
        self.verifier: ClaimVerifier | None = None  # made when a summary is first checked: it loads spaCy
        self.finder: QuotationFinder | None = None  # the rules' quotations: made at the first section
        self.planner: AdditionPlanner | None = None  # the rules' additions from them: likewise
        self.scope: Scope | None = None  # which sections the narrative speaks to: likewise
        self.wording: QuotationWording | None = None  # the model's wording of them: likewise

    def run(self, limit: int | None = None,
            on_section: Callable[[Section, SectionOutcome], None] | None = None) -> EnrichedArticle:
        """Every section, the first `limit` enrichable ones attempted."""
        began = time.perf_counter()
        calls, hits = (self.llm.calls, self.llm.cache_hits) if self.llm else (0, 0)
        outcomes = []
        attempted = 0
        for section in self.article.sections:
            if section.skip_reason:
                outcome = SectionOutcome(section, section.skip_reason)
            elif limit is not None and attempted >= limit:
                outcome = SectionOutcome(section, NOT_ATTEMPTED)
            else:
                attempted += 1
                outcome = self.section(section)
            if self.stages is None:
                self._rules()
                assert self.scope is not None
                outcome.speaks = self.scope.speaks(section)
            outcomes.append(outcome)
            if on_section is not None:
                on_section(section, outcome)
        requests = Counter(self.stages.model.requests) if self.stages else Counter()
        if self.wording is not None:
            requests += self.wording.model.requests
        if self.verifier is not None and self.verifier.model is not None:
            requests += self.verifier.model.requests
        cost = {"model_calls": self.llm.calls - calls if self.llm else 0,
                "cache_hits": self.llm.cache_hits - hits if self.llm else 0,
                "requests_by_stage": dict(requests),
                "seconds": round(time.perf_counter() - began, 1)}
        return EnrichedArticle(self.article, self.narrative, self.index.embedder.name,
                               self.llm.name if self.llm else "", outcomes,
                               sorted(self.refs.values(), key=lambda r: r.ref), len(self.index.passages), cost,
                               None if self.narrator_facts is None else len(self.narrator_facts))

    def section(self, section: Section) -> SectionOutcome:
        out = SectionOutcome(section, retrieved=self.index.search(section))
        if not out.retrieved:
            out.reason = NO_CHUNKS
            return out
        if self.stages is None:
            return self._planned(section, out)
        stages = self.stages
        assert self.llm is not None
        # the passages are judged, then quoted from, `concurrency` at a time, kept in retrieval order
        out.judgements = self.llm.map(lambda r: stages.judge(section, r.passage), out.retrieved)
        relevant = [j.passage for j in out.judgements if j.adds]
        if not relevant:
            out.reason = NOTHING_NEW
            return out
        for quotes in self.llm.map(lambda passage: self._evidence(section, passage), relevant):
            out.evidence += quotes
        verified = [e for e in out.evidence if e.verified]
        if not verified:
            out.reason = NOT_VERIFIED
            return out
        for sentence in stages.summarise(section, [" ".join(self._source(e).split()) for e in verified]):
            cited = sorted({n for n in sentence.evidence if 1 <= n <= len(verified)})
            held = support(sentence.text, [self._source(verified[n - 1]) for n in cited])
            if not (cited and sentence.text.strip() and held >= self.min_support):
                out.dropped.append(sentence.text)
                continue
            check = self._check(sentence.text.strip(), [(n, verified[n - 1]) for n in cited])
            out.checks.append(check)
            if check.verdict == SUPPORTED:
                out.added.append(AddedSentence(sentence.text.strip(), tuple(self._ref(verified[n - 1]) for n in cited)))
            else:
                out.dropped.append(sentence.text)
        if not out.added:
            out.reason = SUMMARY_NOT_SUPPORTED if out.checks else NO_SUMMARY
        return out

    def _planned(self, section: Section, out: SectionOutcome) -> SectionOutcome:
        """The rules' additions (enrich/additions.py) from the quotations the finder offers; with a
        model, each addition worded by it, the rules' sentence kept where its wording fails, and
        where its "it" was read from the sentence before (the model would word a sentence no rule
        judged)."""
        self._rules()
        assert self.finder is not None and self.planner is not None
        assert self.scope is not None
        speaks = self.scope.speaks(section)
        if not speaks.speaks:
            out.reason = f"{NOT_SPOKEN_TO}: {speaks.why}"
            return out
        period = self.scope.period(section)
        offered, rejected = self.finder.offer(section, period)
        if not offered:
            out.rejected, out.reason = dict(rejected), NO_QUOTATION
            return out
        out.candidates = self.planner.plan(section, offered, self.narrative.text, period, speaks.names)
        out.rejected = dict(rejected + reasons(out.candidates))
        for c in out.candidates:
            if c.added and self.llm is not None and c.why != IT_READ:  # two sentences, one read by a rule
                self._word(section, c, out)
            if c.added:
                q = c.quotation
                out.added.append(AddedSentence(c.text if c.by == "rules" else c.worded,
                                               (self._span_ref(q.start, q.end),)))
        out.quotations = [c.quotation for c in out.candidates if not c.added]
        if not out.added:
            out.reason = NO_ADDITION
        return out

    def _rules(self) -> None:
        """The narrator's sentences indexed, the planner and the scope made, once, at first need."""
        if self.finder is None:
            names = _names(self.article)
            self.finder = QuotationFinder(self.narrative, names[0] if names else "", self.conditions)
            self.planner = AdditionPlanner(self.article, names, self.min_support, self.root)
            self.narrator_facts = narrator_facts(self.store, self.narrative.text)
            self.planner.decided = self.narrator_facts or []
            self.scope = Scope(self.article, self.finder.flat, self.finder.when, self.planner.checks.own,
                               self.planner.feminine)
            named = self.scope.homes(self.article.sections)
            if self.finder.index is not None:
                self.finder.fit(named, [self.scope.period(s) for s in named])

    def _word(self, section: Section, c: Candidate, out: SectionOutcome) -> None:
        """The model's wording of one planned addition, kept only if it passes every check."""
        if self.wording is None:
            assert self.llm is not None
            self.wording = QuotationWording(self.llm, _about(self.article), _names(self.article), self.min_support,
                                            self.root)
        q = c.quotation
        worded = self.wording.word(section, q, self.narrative.text[q.start:q.end])
        out.worded.append(worded)
        if worded.check is not None:
            out.checks.append(worded.check)
        c.worded, c.worded_why = worded.text, worded.why
        c.by = "model" if worded.kept else "rules"

    def _evidence(self, section: Section, passage: Passage) -> list[Evidence]:
        """The quotes the model copies from a passage, each located in the narrative, and those
        found confirmed in a fresh context."""
        assert self.stages is not None
        quotes = [Evidence(q, passage, locate(passage, q, self.conditions))
                  for q in self.stages.quote(section, passage)]
        standing = [e for e in quotes if e.span is not None]
        if standing:
            for e, confirmed in zip(standing, self.stages.confirm(passage, [e.quote for e in standing])):
                e.confirmed = confirmed
        return quotes

    def _check(self, sentence: str, cited: list[tuple[int, Evidence]]) -> CheckedClaim:
        """The claim Verifier's verdict on a summary sentence, against the quotes it cites (each
        with its narrative offsets, labelled with the number the summary cited it by)."""
        if self.verifier is None:
            self.verifier = ClaimVerifier(self.llm, _names(self.article), self.root)
        sources = []
        for n, e in cited:
            assert e.span is not None
            sources.append(Source(self._source(e), None, *e.span, label=f"[{n}]"))
        return self.verifier.check(sentence, sources)

    def _source(self, evidence: Evidence) -> str:
        """The narrative's own words where a quote was found."""
        assert evidence.span is not None
        return self.narrative.text[evidence.span[0]:evidence.span[1]]

    def _ref(self, evidence: Evidence) -> int:
        """The reference number of an evidence span, numbered in order of first citation."""
        assert evidence.span is not None
        return self._span_ref(*evidence.span)

    def _span_ref(self, start: int, end: int) -> int:
        if (start, end) not in self.refs:
            self.refs[(start, end)] = NarrativeRef(len(self.refs) + 1, start, end, self.narrative.text[start:end])
        return self.refs[(start, end)].ref


def _names(article: Article) -> list[str]:
    """Whose life the article tells, by name: its title, and the name its first line opens with.
    The Verifier checks no fact that is only his name: the narrative calls him "I"."""
    first = next((ln for ln in article.sections[0].body.split("\n") if ln.strip()), "")
    opening = _OPENING_NAME.match(first)
    return [n for n in (article.title, opening.group(1) if opening else "") if n]


def _about(article: Article) -> str:
    """Whose life the article tells: its title and first line."""
    first = article.sections[0]
    line = next((ln.strip() for ln in first.body.split("\n") if ln.strip()), first.title)
    return (f"{article.title}: {line}" if article.title else line)[:ABOUT_CHARS]
