"""With a model, the rules' 纪事本末 stays the plan; the model may only steer it (issue 40):

- **research questions** (APOLLO): one request shows the model what the rules gathered (the
  topic's terms, the people who act in its planned sentences, its periods) and asks for questions
  on what that does not cover, each with one search term. Code keeps a term only while it stays
  on topic, as the rules' pivot round does: two to four Chinese characters, not a name or a
  place, no term the plan already has, found in at least MIN_SENTENCES sentences of the topic's
  people's biographies and mostly (DRIFT_SHARE) inside them. The kept terms then gather as the
  rounds' terms do (lang/zh/write/chronicle.py, `asked`), and what they gather passes the same
  filters (a deed, an actor named by the attribution, a citation) and the same budget: the model
  adds a query, never a fact.
- **headings**: one request shows every section's planned sentences (the first SHOWN_A_SECTION
  of each) and asks for a heading for each (one request a section cost four calls for two kept
  headings in the recorded 黄河 run). Code refuses one that names a person, place or era its
  sentences do not hold, that holds a digit or anything but Chinese characters, or whose
  characters mostly stand nowhere in them; the rules' heading then stands. The period is the
  rules' (code adds it; the model gives none).

A reply that is empty or not JSON of the asked shape is refused and reported like the others.
The worded plan asks for headings only (`headed_article`): in the recorded 黄河 run the one
research request gave four queries and code refused all four, so the research questions are
`--plan researched`'s.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from functools import cached_property

from pydantic import BaseModel

from ..corpus.normalize import to_simplified
from ..era import load_eras
from ..lang.zh.write.chronicle import UNDATED, write_chronicle
from ..lang.zh.write.topic_corpus import TopicCorpus
from ..lang.zh.write.topic_terms import (
    DRIFT_SHARE,
    FRAGMENT,
    NUMBER,
    PLACE_END,
    POSITION,
    Association,
    associate,
)
from ..llm import LLM
from ..project import Project
from ..write.chronicle_plan import Chronicle
from .chronicle import chronicle_article
from .model import ArticleModel
from .result import WrittenArticle

PLAN = "researched"

QUESTIONS = 4  # research questions asked for (twice as many read, if a reply runs on)
MIN_SENTENCES = 3  # a query must find this many sentences in the topic's people's biographies
HEADING_SHARE = 0.6  # of a heading's characters, at least this share stands in its section
PEOPLE_SHOWN = 12
SHOWN_A_SECTION = 8  # of a section's sentences, the first this many are shown for its heading
_QUERY = re.compile(r"^[\u4e00-\u9fff]{2,4}$")
_HEADING = re.compile(r"^[\u4e00-\u9fff、]{2,10}$")
_LIST = re.compile(r"\s*[、，,;；/]\s*")
_PERIOD = re.compile(r"^(.*?)(（[^）]*）)?$")


class _Question(BaseModel):
    question: str = ""
    query: str


class _Questions(BaseModel):
    questions: list[_Question]


class _Headings(BaseModel):
    headings: list[str]


@dataclass
class Asked:
    """One research question, its query and what code made of it."""

    question: str
    query: str
    kept: bool
    why: str
    planned: int = 0  # sentences of the final plan holding the query

    def to_dict(self) -> dict:
        return asdict(self)


@dataclass
class Headed:
    """One section's heading: the rules', the model's proposal and which stands, and why."""

    rules: str
    proposed: str
    heading: str
    why: str

    def to_dict(self) -> dict:
        return asdict(self)


class Research:
    """The model's two proposals on a rules' 纪事本末, each checked by code."""

    def __init__(self, project: Project, llm: LLM, topic: str):
        self.project = project
        self.topic = topic
        self.model = ArticleModel(llm, "zh", project.root, "zh")
        self.corpus = TopicCorpus(project)
        store = project.store
        forms = {f for f in (store.alias_forms(["name", "given", "字", "号"]) | set(store.tail_texts("籍贯"))
                             | self.corpus.persons | self.corpus.places) if len(f) >= 2}
        self.eras = {e.name for e in load_eras()}
        forms |= self.eras
        self.forms = re.compile("|".join(map(re.escape, sorted(forms, key=len, reverse=True)))) if forms else None
        self.problems: list[str] = []  # replies refused whole

    @cached_property
    def association(self) -> Association:
        """The rules' association rounds on the topic: what a research query must stay inside."""
        return associate(self.corpus, self.topic)

    def _reply(self, stage: str, schema: type[BaseModel], max_tokens: int, **values: object) -> BaseModel | None:
        """The reply as `schema`, or None (and why, in `problems`): no retry, so a bad reply
        costs one call and the rules' plan stands."""
        reply, why = self.model.ask_once(stage, schema, max_tokens, **values)
        if why:
            self.problems.append(f"{stage}: {why}")
        return reply

    def questions(self, plan: Chronicle) -> list[Asked]:
        """The model's research questions on `plan`, each query kept or refused with why."""
        told = [t for s in plan.sections for t in s.sentences]
        people = list(dict.fromkeys(t.deed.actor for t in told if t.deed.actor))[:PEOPLE_SHOWN]
        reply = self._reply("article-research", _Questions, 400, n=QUESTIONS, topic=self.topic,
                            terms="、".join(plan.terms), people="、".join(people) or "—",
                            periods="；".join(s.heading for s in plan.sections) or "—")
        asked: list[Asked] = []
        for q in reply.questions[:2 * QUESTIONS] if isinstance(reply, _Questions) else []:
            # a list of terms (the 1.5B model wrote 黄河河工、堤工) is read as its terms
            for query in filter(None, _LIST.split(to_simplified(q.query.strip()))):
                why = self._off_topic(query, [a.query for a in asked if a.kept])
                asked.append(Asked(q.question.strip(), query, not why, why or "kept: it stays on topic"))
        return asked

    def _off_topic(self, query: str, kept: list[str]) -> str:
        """Why a query is refused, or "" (see the module's docstring)."""
        if not _QUERY.match(query):
            return "refused: not a term of two to four Chinese characters"
        plain = query
        if any(t in plain for t in (*self.association.terms, *kept)):
            return "refused: the plan already searches by it"
        if plain in self.corpus.persons or self.corpus.is_name(plain) or self.corpus.is_place(plain):
            return "refused: a name or a place, not a term"
        if plain in self.eras or any(p.search(plain) for p in (NUMBER, FRAGMENT, PLACE_END, POSITION)):
            return "refused: an era, a number, a place or a fragment, not a term (as the rounds refuse them)"
        holding = self.corpus.entries_holding(plain)
        inside = sum(1 for entry in holding if entry in self.association.people)
        if inside < MIN_SENTENCES:
            return (f"refused: off topic, {inside} sentence(s) of the topic's people's biographies hold it "
                    f"(at least {MIN_SENTENCES})")
        if inside < DRIFT_SHARE * len(holding):
            return f"refused: off topic, mostly outside the topic's people's biographies ({inside} of {len(holding)})"
        return ""

    def headings(self, plan: Chronicle) -> list[Headed]:
        """A heading for each section of `plan` from its own sentences, all asked in one request;
        the plan's headings are replaced where code accepts the model's."""
        shown = "\n\n".join(f"Section {i} (now headed {s.heading}):\n" + "\n".join(
            t.text for t in s.sentences[:SHOWN_A_SECTION]) for i, s in enumerate(plan.sections, 1))
        reply = self._reply("article-heading", _Headings, 30 * len(plan.sections) + 20, topic=self.topic,
                            n=len(plan.sections), sections=shown)
        proposals = [h.strip() for h in reply.headings] if isinstance(reply, _Headings) else []
        said = []
        for i, section in enumerate(plan.sections):
            rules = section.heading
            text = "\n".join(t.text for t in section.sentences)
            proposed = proposals[i] if i < len(proposals) else ""
            actors = [t.deed.actor for t in section.sentences]
            why = self._refuse_heading(proposed, rules, text, actors) if proposed else (
                "no heading: the reply was refused" if reply is None else "no heading: the reply gave none for it")
            if not why and any(h.heading.startswith(proposed) for h in said):
                why = "refused: an earlier section has it"
            # the plan's period, or that no date places the part
            period = f"（{UNDATED}）" if rules == UNDATED else _PERIOD.match(rules).group(2) or ""  # type: ignore[union-attr]
            if not why:
                section.heading = proposed + period
            said.append(Headed(rules, proposed, section.heading, why or "kept: worded from its sentences"))
        return said

    def _refuse_heading(self, heading: str, rules: str, text: str, actors: list[str]) -> str:
        if heading == rules:
            return "the plan's heading, unchanged"
        if not _HEADING.match(heading):
            return "refused: not a short heading of Chinese characters (no year: the period is the plan's)"
        plain, source = to_simplified(heading), to_simplified(text)
        found = [m.group() for m in self.forms.finditer(plain)] if self.forms else []
        named = [f for f in found if f not in source]
        if named:
            return f"refused: names {named[0]}, whom or which its sentences do not"
        # a man's name heads a section only when he acts in most of it (曾国藩治河史 over a part
        # of several men's deeds gave him theirs)
        for name in (f for f in found if f in self.corpus.persons):
            acting = sum(name in a for a in actors)
            if acting < HEADING_SHARE * len(actors):
                return f"refused: names {name}, who acts in {acting} of its {len(actors)} sentences"
        chars = [c for c in plain if c != "、"]
        if sum(c in source for c in chars) < HEADING_SHARE * len(chars):
            return "refused: most of its characters stand nowhere in its sentences"
        return ""


def researched_chronicle(project: Project, llm: LLM, topic: str, max_chars: int | None) -> tuple[Chronicle, dict]:
    """The rules' 纪事本末 on `topic` planned again with the model's kept research queries, its
    headings proposed by the model where code accepts them; and the report of both."""
    research = Research(project, llm, topic)
    first = write_chronicle(project, topic, max_chars, research.corpus)
    asked = research.questions(first)
    queries = [a.query for a in asked if a.kept]
    plan = write_chronicle(project, topic, max_chars, research.corpus, queries) if queries else first
    before = {t.text for s in first.sections for t in s.sentences}
    after = [t.text for s in plan.sections for t in s.sentences]
    for a in asked:
        a.planned = sum(a.kept and a.query in t for t in after)
    headed = research.headings(plan)
    return plan, {"questions": [a.to_dict() for a in asked], "headings": [h.to_dict() for h in headed],
                  "sentences_added": sum(t not in before for t in after),
                  "sentences_displaced": len(before - set(after)),
                  "refused_replies": research.problems, "requests": dict(research.model.requests)}


def headed_chronicle(project: Project, llm: LLM, topic: str, max_chars: int | None) -> tuple[Chronicle, dict]:
    """The rules' 纪事本末 on `topic` with the model's headings where code accepts them (one
    request; no research questions): the worded plan's plan; and the report of them."""
    research = Research(project, llm, topic)
    plan = write_chronicle(project, topic, max_chars, research.corpus)
    headed = research.headings(plan) if plan.sections else []
    return plan, {"questions": [], "headings": [h.to_dict() for h in headed], "refused_replies": research.problems,
                  "requests": dict(research.model.requests)}


def headed_article(project: Project, llm: LLM, topic: str, max_chars: int | None) -> WrittenArticle:
    """headed_chronicle in the rules' words; `planning.research` says what the model proposed and
    what code kept."""
    return _in_rules_words(project, llm, lambda: headed_chronicle(project, llm, topic.strip(), max_chars))


def researched_article(project: Project, llm: LLM, topic: str, max_chars: int | None) -> WrittenArticle:
    """`--plan researched`: the 纪事本末 of researched_chronicle in the rules' words (the worded
    plan words it); `planning.research` says what the model proposed and what code kept."""
    return _in_rules_words(project, llm, lambda: researched_chronicle(project, llm, topic.strip(), max_chars))


def _in_rules_words(project: Project, llm: LLM, chronicle: Callable[[], tuple[Chronicle, dict]]) -> WrittenArticle:
    """The planned chronicle realised by the rules, with the model's part in its planning and cost."""
    began = time.perf_counter()
    calls, hits = llm.calls, llm.cache_hits
    plan, research = chronicle()
    article = chronicle_article(project, plan, False, began)
    article.plan, article.model = PLAN, llm.name
    article.planning["research"] = research
    article.cost.update(model_calls=llm.calls - calls, cache_hits=llm.cache_hits - hits,
                        requests_by_stage=research["requests"])
    return article
