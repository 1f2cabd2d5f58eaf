"""`shiguan ask`: answer a question from the knowledge graph, citing the source of every fact,
or say that the graph cannot answer it (the historical GraphRAG paper's refusal).

With a model: it names the question's entities (checked against the alias dictionary), the
ranked statements around them are numbered, and it answers from those alone. An answer that
cites nothing it was given, or names none of the cited statements' entities, is refused rather
than shown. Without a model, rules answer a question that names a person the KG knows and asks
for a relation it holds (字, 号, 籍贯, 父, 子, 官职 …); anything else is refused.
"""

from __future__ import annotations

import json
import re
from dataclasses import asdict, dataclass, field

from pydantic import BaseModel, Field

from ..corpus.normalize import to_simplified
from ..llm import LLM, Message
from ..project import Project
from ..retrieve.graph import Named, Statement, named_entities, rank, statements_around
from .citations import Citation, Citer

REFUSAL = "无法回答：知识图谱中没有足以回答这个问题的信息，为免生成错误信息，不作回答。"
TOP = 8

# Question words -> the relations that answer them (rules path). Longer cues are tried first.
_CUES: dict[str, tuple[str, ...]] = {
    "字": ("字",), "号": ("号",), "籍贯": ("籍贯", "出生地"), "哪里人": ("籍贯", "出生地"), "何地人": ("籍贯", "出生地"),
    "何许人": ("籍贯", "出生地"), "父亲": ("父",), "父": ("父",), "儿子": ("子",), "子": ("子",), "哥哥": ("兄",),
    "兄": ("兄",), "弟": ("弟",), "官职": ("任职", "升迁"), "官": ("任职", "升迁"), "任": ("任职", "升迁"),
    "职": ("任职", "升迁"), "谥": ("谥号",), "卒": ("卒",), "去世": ("卒",), "死": ("卒",), "旗": ("旗籍",),
    "氏": ("氏族",), "姓": ("氏族",), "爵": ("封爵",), "封": ("封爵",), "出身": ("出身",), "进士": ("出身",),
    "葬": ("葬于",), "赠": ("赠",), "初名": ("初名",), "同僚": ("同僚",), "讨": ("讨伐",), "杀": ("杀",),
    "去过": ("去往",), "到过": ("去往",), "赴": ("去往",), "驻": ("驻守",),
}

_ANSWER_SYSTEM = (
    "你是古典文献专家。只依据用户给出的编号信息回答问题，不得使用其他知识。回答用中文，简洁，"
    "在用到的信息后标注编号如[1]。若这些信息不足以回答，answerable 为 false。"
    '只输出JSON：{"answerable": true或false, "answer": "回答", "used": [用到的编号]}'
)
_ENTITY_SYSTEM = ('从问题中找出其中提到的人名、地名、官职等实体，只输出问题中原样出现的词语。'
                  '只输出JSON：{"entities": ["实体"]}')


class QuestionEntities(BaseModel):
    entities: list[str]


class ModelAnswer(BaseModel):
    answerable: bool
    answer: str
    used: list[int] = Field(default_factory=list)


@dataclass
class Answer:
    question: str
    answered: bool
    answer: str
    mode: str  # rules | model
    entities: list[str] = field(default_factory=list)
    statements: list[str] = field(default_factory=list)  # what the answer was drawn from
    citations: list[Citation] = field(default_factory=list)
    why: str = ""  # for a refusal

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, indent=2)

    def markdown(self) -> str:
        lines = [self.answer, ""]
        if self.citations:
            lines += ["**References**", ""] + [c.reference_line() for c in self.citations]
        elif self.why:
            lines.append(f"({self.why})")
        return "\n".join(lines) + "\n"


def _asked_relations(question: str) -> tuple[str, ...]:
    q = to_simplified(question)
    for cue in sorted(_CUES, key=len, reverse=True):
        if cue in q:
            return _CUES[cue]
    return ()


def _cite(project: Project, citer: Citer, s: Statement) -> Citation:
    """The edge's evidence, referenced by the sentence that ends it: where the value stands (an
    edge read across two sentences, 「兆惠，字和甫…。父佛标…」, is cited by the second)."""
    e = s.edge
    return citer.cite_span(e.document_id, project.store.chunk_containing(e.document_id, e.start), e.start, e.end,
                           anchor=e.end - 1)


def _refuse(question: str, mode: str, named: list[Named], why: str) -> Answer:
    return Answer(question, False, REFUSAL, mode, [n.name for n in named], why=why)


def answer_by_rules(project: Project, question: str, hops: int = 2) -> Answer:
    named = named_entities(project.store, question)
    if not named:
        return _refuse(question, "rules", named, "the question names no person or place the graph knows")
    relations = _asked_relations(question)
    if not relations:
        return _refuse(question, "rules", named, "without a model only questions about a relation the graph "
                                                 "holds (字, 号, 籍贯, 父, 子, 官职 …) can be answered")
    ids = {f"e{n.entity_id}" for n in named}
    found = [s for s in statements_around(project.store, named, hops)
             if s.edge.relation in relations and s.edge.source in ids]
    if not found:
        return _refuse(question, "rules", named, f"the graph holds no {'/'.join(relations)} for "
                                                 f"{'、'.join(sorted({n.name for n in named}))}")
    citer = Citer(project)
    refs: dict[str, list[int]] = {}
    for s in found:
        ref = _cite(project, citer, s).ref
        if ref not in refs.setdefault(s.text, []):
            refs[s.text].append(ref)
    text = "；".join(t + "".join(f"[{r}]" for r in rs) for t, rs in refs.items()) + "。"
    return Answer(question, True, text, "rules", [n.name for n in named], list(refs), citer.references())


def answer_by_model(project: Project, llm: LLM, question: str, hops: int = 2, top: int = TOP) -> Answer:
    store = project.store
    asked = llm.structured("ask-entities", [Message("system", _ENTITY_SYSTEM), Message("user", question)],
                           QuestionEntities, max_tokens=120)
    forms = [f.strip() for f in asked.entities if f.strip() and f.strip() in to_simplified(question) + question]
    named = named_entities(store, question, forms) or named_entities(store, question)
    if not named:
        return _refuse(question, "model", named, "the question names nothing the graph knows")
    ranked = rank(statements_around(store, named, hops), question, top)
    if not ranked:
        return _refuse(question, "model", named, "the graph holds no facts about the entities named")
    numbered = "\n".join(f"[{i + 1}] {s.text}（原文：{s.edge.sentence}）" for i, s in enumerate(ranked))
    reply = llm.structured("ask", [Message("system", _ANSWER_SYSTEM),
                                   Message("user", f"参考信息：\n{numbered}\n问题：{question}")], ModelAnswer, max_tokens=300)
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
    return Answer(question, True, text, "model", [n.name for n in named], [s.text for s in cited.values()],
                  citer.references())
