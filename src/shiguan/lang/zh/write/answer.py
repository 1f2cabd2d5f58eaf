"""`shiguan ask`: answer a question from the knowledge graph, citing the source of every fact,
or say that the graph cannot answer it (the historical GraphRAG paper's refusal).

With a model: it names the question's entities (checked against the alias dictionary), the
ranked statements around them are numbered, and it answers from those alone. An answer that
cites nothing it was given, or names none of the cited statements' entities, is refused rather
than shown. Without a model, rules answer a question that names a person the KG knows and asks
for a relation it holds (字, 号, 籍贯, 父, 子, 官职, 卒, 谥, 出身 …; see question.py), from
the facts attribution gave to him, each dated as the sources date it (never guessed: an undated
fact asked "when" says 史料未载其年) and cited; a father or son is followed by his own facts, as
stored for him. Anything else is refused.
"""

from __future__ import annotations

import re
from typing import ClassVar

from pydantic import BaseModel, Field

from ....corpus.normalize import to_simplified
from ....llm import LLM
from ....project import Project
from ....prompts import load_prompt
from ....retrieve.citations import Citation, Citer
from ....retrieve.graph import Named, Statement, named_entities, phrase, rank, statements_around
from ....store import Store, TripleRow
from ....write.types import Answer
from ..rules import chinese_rules
from ..style import STYLE
from .question import CUES, OFFICE, Asked, read_question
from .timeline import LEAD_ADVERBS, era_date

TOP = 8
_INVERSE = {"父": "子", "子": "父"}  # kin read either way: his father, or a man whose son he is
# What is said of a father or son besides his name: his own degree, last offices, death and 谥.
_KIN_FACTS = ("出身", "任职", "升迁", "卒", "享年", "谥号")
_KIN_OFFICES = 3
_PASSED = ("进士", "举人")  # degrees one passes (中进士); others one is (为诸生)
_DATE_STYLE = {"when": "{when}（{year}年）", "when_without_year": "{when}"}
_UNDATED = "，史料未载其年"


class ChineseAnswer(Answer):
    """An answer whose references quote their sentences the Chinese way."""

    quotes: ClassVar[str] = STYLE.quotes
    one_line: ClassVar[bool] = STYLE.one_line


class QuestionEntities(BaseModel):
    entities: list[str]


class ModelAnswer(BaseModel):
    answerable: bool
    answer: str
    used: list[int] = Field(default_factory=list)


def _cite(project: Project, citer: Citer, s: Statement) -> Citation:
    """The edge's evidence, referenced by the sentence that ends it: where the value stands (an
    edge read across two sentences, 「兆惠，字和甫…。父佛标…」, is cited by the second)."""
    e = s.edge
    return citer.cite_span(e.document_id, project.store.chunk_containing(e.document_id, e.start), e.start, e.end,
                           anchor=e.end - 1)


def _refuse(question: str, mode: str, named: list[Named], why: str) -> Answer:
    return ChineseAnswer(question, False, STYLE.refusal, mode, [n.name for n in named], why=why)


class _Said:
    """The answer's clauses in order, each with the references of the sentences it stands on."""

    def __init__(self, project: Project):
        self.project = project
        self.citer = Citer(project)
        self.refs: dict[str, list[int]] = {}

    def add(self, text: str, citation: Citation | None) -> None:
        refs = self.refs.setdefault(text, [])
        if citation is not None and citation.ref not in refs:
            refs.append(citation.ref)

    def fact(self, text: str, t: TripleRow) -> None:
        self.add(text, self.citer.cite(t))

    def kinship(self, text: str, t: TripleRow) -> None:
        """Cited where the kinship is said (子舒常), which a heading's kinship reads far from
        the father's name it stores."""
        self.add(text, self.citer.cite_span(t.document_id, t.chunk_id, t.start, t.end, anchor=t.end - 1))

    def statement(self, s: Statement) -> None:
        self.add(s.text, _cite(self.project, self.citer, s))

    def text(self) -> str:
        return "；".join(t + "".join(f"[{r}]" for r in rs) for t, rs in self.refs.items()) + "。"


def _deed(t: TripleRow, citer: Citer) -> str:
    """What the fact says he did or was, worded as the sources word it: 兼领户部侍郎, 中进士, 卒於军."""
    v = t.tail_text
    if t.relation in OFFICE and t.method.startswith("office"):
        return citer.source(t.document_id, t.start, t.start + len(t.detail)) + v
    if t.relation == "出身":
        return f"中{v}" if v.endswith(_PASSED) else (v if v.startswith("举") else f"为{v}")
    if t.relation == "卒":
        return v.lstrip(LEAD_ADVERBS) or v
    return phrase(t.relation, "", v)


def _clause(name: str, t: TripleRow, citer: Citer, when: bool, age: TripleRow | None = None) -> str:
    """One fact of one man in a sentence: 张英于康熙四十七年（1708年）卒，年七十二; with `when`
    (the question asks for a time), an undated fact says that the sources give no year."""
    date = era_date(t, _DATE_STYLE, citer)
    text = f"{name}{'于' + date if date else ''}{_deed(t, citer)}"
    if age is not None:
        text += f"，年{age.tail_text}"
    return text + (_UNDATED if when and not date else "")


def _read_together(death: TripleRow, age: TripleRow) -> bool:
    """Whether the age was read with this death (卒，年七十二 reads both from one place)."""
    return age.document_id == death.document_id and \
        death.value_start <= age.start < max(death.value_end, death.value_start + 1)


def _say_facts(said: _Said, name: str, facts: list[TripleRow], when: bool) -> None:
    """His facts in order; an age is said with the death it was read with."""
    deaths = [t for t in facts if t.relation == "卒"]
    ages = [t for t in facts if t.relation == "享年"]
    for t in facts:
        if t.relation == "享年":
            if not any(_read_together(d, t) for d in deaths):
                said.fact(f"{name}卒，年{t.tail_text}", t)
            continue
        age = next((a for a in ages if _read_together(t, a)), None) if t.relation == "卒" else None
        said.fact(_clause(name, t, said.citer, when, age), t)


def _his(store: Store, entity_id: int, relations: tuple[str, ...]) -> list[TripleRow]:
    """His facts of these relations that attribution gave to him (never a kinsman's)."""
    return [t for t in store.triples_of(entity_id) if t.decided and t.relation in relations]


def _kinsmen(store: Store, entity_id: int, relation: str) -> list[tuple[str, int | None, TripleRow]]:
    """(name, entity, the fact that says so) of his fathers or sons: read in his entry (父佛标)
    or in theirs (舒常，舒赫德子 makes 舒常 a son of 舒赫德)."""
    merges = store.merges()
    out: dict[str, tuple[str, int | None, TripleRow]] = {}
    for t in _his(store, entity_id, (relation,)):
        kin = t.tail_id or store.entity_in_scope(t.tail_text, "person", f"doc:{t.document_id}")
        out.setdefault(t.tail_text, (t.tail_text, merges.get(kin, kin) if kin else None, t))
    for t in store.triples_with_tail(entity_id):
        if t.decided and t.relation == _INVERSE[relation]:
            name = store.entity_name(t.head_id)
            out.setdefault(name, (name, t.head_id, t))
    return list(out.values())


def _say_kin(said: _Said, store: Store, named: Named, relation: str, when: bool) -> None:
    """Each father or son, then what the sources say of him, as stored for him."""
    for kin, kin_id, t in _kinsmen(store, named.entity_id, relation):
        said.kinship(phrase(relation, named.name, kin), t)
        if kin_id is None:
            continue
        facts = _his(store, kin_id, _KIN_FACTS)
        offices = [f for f in facts if f.relation in OFFICE][-_KIN_OFFICES:]
        _say_facts(said, kin, [f for f in facts if f.relation not in OFFICE or f in offices], when)


def _said_of(project: Project, named: list[Named], asked: Asked) -> _Said:
    """The facts that answer, from the triples each named man holds. When the question names an
    office or degree, those that hold it; if no one named holds it, that is said first, then what
    they hold instead (阿桂 was no 进士 but a 举人)."""
    said = _Said(project)
    store = project.store
    if asked.relations[0] in _INVERSE:
        for n in named:
            _say_kin(said, store, n, asked.relations[0], asked.when)
        return said
    facts = {n: _his(store, n.entity_id, asked.relations) for n in named}
    held = {n: [t for t in f if asked.value in t.tail_text] for n, f in facts.items()}
    if any(held.values()):
        facts = held
    elif asked.value and any(facts.values()):
        who = "、".join(dict.fromkeys(n.name for n, f in facts.items() if f))
        said.add(f"史料未载{who}{'任' if asked.relations == OFFICE else '中'}{asked.value}", None)
    for n, f in facts.items():
        _say_facts(said, n.name, f, asked.when)
    return said


def answer_by_rules(project: Project, question: str, hops: int = 2) -> Answer:
    # a question word is no name, though some man in the graph be called so (进士)
    named = [n for n in named_entities(project.store, question) if n.form not in CUES]
    if not named:
        return _refuse(question, "rules", named, "the question names no person or place the graph knows")
    asked = read_question(question, [n.form for n in named], chinese_rules(project).extract.office_suffix)
    if not asked.relations:
        return _refuse(question, "rules", named, "without a model only questions about a relation the graph "
                                                 "holds (字, 号, 籍贯, 父, 子, 官职, 卒, 谥 …) can be answered")
    said = _said_of(project, named, asked)
    if not said.refs:  # relations only the model's edges hold (同僚, 讨伐 …)
        ids = {f"e{n.entity_id}" for n in named}
        for s in statements_around(project.store, named, hops):
            if s.edge.relation in asked.relations and s.edge.source in ids:
                said.statement(s)
    if not said.refs:
        return _refuse(question, "rules", named, f"the graph holds no {'/'.join(asked.relations)} for "
                                                 f"{'、'.join(sorted({n.name for n in named}))}")
    return ChineseAnswer(question, True, said.text(), "rules", [n.name for n in named], list(said.refs),
                  said.citer.references())


def answer_by_model(project: Project, llm: LLM, question: str, hops: int = 2, top: int = TOP) -> Answer:
    store = project.store
    entities = load_prompt("ask-entities", "zh", project.root)
    asked = llm.structured(entities.stage, entities.messages(question=question), QuestionEntities, max_tokens=120)
    forms = [f.strip() for f in asked.entities if f.strip() and f.strip() in to_simplified(question) + question]
    named = named_entities(store, question, forms) or named_entities(store, question)
    if not named:
        return _refuse(question, "model", named, "the question names nothing the graph knows")
    ranked = rank(statements_around(store, named, hops), question, top)
    if not ranked:
        return _refuse(question, "model", named, "the graph holds no facts about the entities named")
    numbered = "\n".join(f"[{i + 1}] {s.text}（原文：{s.edge.sentence}）" for i, s in enumerate(ranked))
    ask = load_prompt("ask", "zh", project.root)
    reply = llm.structured(ask.stage, ask.messages(facts=numbered, question=question), ModelAnswer, max_tokens=300)
    used = {i: ranked[i - 1] for i in dict.fromkeys(reply.used) if 1 <= i <= len(ranked)}
    if not reply.answerable:
        return _refuse(question, "model", named, "the model found the graph's facts insufficient")
    if not used:
        return _refuse(question, "model", named, "the model's answer cited none of the graph's facts")
    # a fact backs the answer when the answer gives its value (else, for "who …" questions, its subject)
    cited = {i: s for i, s in used.items() if s.tail in reply.answer} or \
        {i: s for i, s in used.items() if s.head in reply.answer}
    if not cited:
        return _refuse(question, "model", named, "the model's answer names none of the facts it cited")
    citer = Citer(project)
    refs = {i: _cite(project, citer, s).ref for i, s in cited.items()}
    text = re.sub(r"\[(\d+)\]", lambda m: f"[#{refs[int(m.group(1))]}]" if int(m.group(1)) in refs else "",
                  reply.answer)
    if "[#" not in text:
        body = text.rstrip("。.")
        text = body + "".join(f"[#{r}]" for r in dict.fromkeys(refs.values())) + text[len(body):]
    text = text.replace("[#", "[")
    return ChineseAnswer(question, True, text, "model", [n.name for n in named], [s.text for s in cited.values()],
                  citer.references())
