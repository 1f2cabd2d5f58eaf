"""What the writers hand back, in every language: biographies (by rules, or by a model sentence
by sentence, each verified), answers, and the options a biography is written with.

The api, the web app and the benchmarks read these, whichever language pack wrote them; how a
biography is set in its language (clause joins, quotation marks, headings) travels with it as its
`Wording`, and an answer's quotation marks as its class's.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from ..retrieve.citations import Citation, distinct, markdown_text
from ..verify.verdicts import SentenceCheck


@dataclass(frozen=True)
class BiographyOptions:
    solvers: bool = True  # repair failing sentences (the Router and Solvers) rather than drop them
    max_chars: int | None = None  # the length budget (None: bio.toml's)
    free: bool = False  # with a model: AIstorian's sentence-by-sentence writing, without the timeline plan
    as_json: bool = False  # batch files: JSON rather than Markdown
    lang: str | None = None  # en | zh; None: the language of his documents


@dataclass
class Clause:
    text: str
    relation: str
    value: str
    triple_id: int
    citations: list[Citation]


@dataclass
class Sentence:
    text: str
    clauses: list[Clause]

    @property
    def citations(self) -> list[Citation]:
        return distinct(cit for c in self.clauses for cit in c.citations)


@dataclass(frozen=True)
class Wording:
    """How a biography is set in its language, from its house style (bio.toml, bio_en.toml)."""

    clause_join: str
    sentence_end: str
    sentence_join: str  # between sentences
    no_facts: str  # the body when nothing could be said
    references: str  # the heading of the reference list
    quotes: str  # around a quoted source sentence
    one_line: bool  # a source sentence wrapped over lines is quoted on one

    @classmethod
    def of(cls, style: dict[str, Any]) -> Wording:
        return cls(style["clause_join"], style["sentence_end"], style["sentence_join"], style["no_facts"],
                   style["references_heading"], style["quotes"], style["one_line_references"])


@dataclass
class Biography:
    person: str
    entity_id: int
    mode: str
    note: str
    wording: Wording
    sentences: list[Sentence] = field(default_factory=list)
    references: list[Citation] = field(default_factory=list)
    left_out: list[dict[str, Any]] = field(default_factory=list)  # planned, then dropped for length

    def markdown(self) -> str:
        w = self.wording
        body = w.sentence_join.join(
            w.clause_join.join(markdown_text(c.text) + "".join(f"[{x.ref}]" for x in c.citations) for c in s.clauses)
            + w.sentence_end
            for s in self.sentences
        )
        lines = [f"# {self.person}", "", body or w.no_facts, "", f"> {self.note}", "", f"## {w.references}", ""]
        lines += [r.reference_line(w.quotes, w.one_line) for r in self.references]
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict[str, Any]:
        return {
            "person": self.person,
            "entity_id": self.entity_id,
            "mode": self.mode,
            "note": self.note,
            "text": self.wording.sentence_join.join(s.text for s in self.sentences),
            "sentences": [
                {"text": s.text, "citations": [asdict(c) for c in s.citations],
                 "clauses": [{"text": c.text, "relation": c.relation, "value": c.value,
                              "triple_id": c.triple_id, "citations": [x.ref for x in c.citations]}
                             for c in s.clauses]}
                for s in self.sentences
            ],
            "references": [asdict(r) for r in self.references],
            "left_out": self.left_out,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)


@dataclass
class WrittenSentence:
    text: str
    check: SentenceCheck
    actions: list[str] = field(default_factory=list)
    extra_citations: list[Citation] = field(default_factory=list)
    review_ids: list[int] = field(default_factory=list)

    @property
    def citations(self) -> list[Citation]:
        return sorted(distinct(self.check.citations + self.extra_citations), key=lambda c: c.ref)


@dataclass
class VerifiedBiography:
    person: str
    entity_id: int
    mode: str
    model: str
    sentences: list[WrittenSentence] = field(default_factory=list)
    dropped: list[dict[str, Any]] = field(default_factory=list)
    references: list[Citation] = field(default_factory=list)
    model_calls: int = 0
    cache_hits: int = 0

    @property
    def note(self) -> str:
        fixed = sum(1 for s in self.sentences if s.actions)
        return (f"本传由语言模型 {self.model} 逐句写成，每句经核验方予保留。(Written sentence by sentence by "
                f"{self.model}; every atomic fact verified against the cited sources ({self.mode}); "
                f"{fixed} sentences corrected, {len(self.dropped)} dropped.)")

    def markdown(self) -> str:
        body = "".join(markdown_text(s.text) + "".join(f"[{c.ref}]" for c in s.citations) for s in self.sentences)
        lines = [f"# {self.person}", "", body or "（无可核实之句。No sentence could be verified.）", "",
                 f"> {self.note}", "", "## 参考文献 References", ""]
        lines += [r.reference_line() for r in self.references]
        reviews = sorted({i for s in self.sentences for i in s.review_ids})
        if reviews:
            lines += ["", "## 待审 Open for review", ""]
            lines += [f"- review #{i}: `shiguan review PROJECT` (the sources disagree)" for i in reviews]
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict[str, Any]:
        return {
            "person": self.person, "entity_id": self.entity_id, "mode": self.mode, "model": self.model,
            "note": self.note, "text": "".join(s.text for s in self.sentences),
            "sentences": [{"text": s.text, "verdict": s.check.verdict, "actions": s.actions,
                           "review_ids": s.review_ids, "citations": [c.ref for c in s.citations],
                           "facts": [f.to_dict() for f in s.check.facts]} for s in self.sentences],
            "dropped": self.dropped,
            "references": [c.__dict__ for c in self.references],
            "cost": {"model_calls": self.model_calls, "cache_hits": self.cache_hits},
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)


@dataclass
class Answer:
    question: str
    answered: bool
    answer: str
    mode: str  # rules | model
    entities: list[str] = field(default_factory=list)
    statements: list[str] = field(default_factory=list)  # what the answer was drawn from
    citations: list[Citation] = field(default_factory=list)
    why: str = ""  # why it was refused, or how an answer not drawn from stored facts was read
    quotes: ClassVar[str]  # around the quoted source sentences: its language's (each pack's subclass)
    one_line: ClassVar[bool]  # a source sentence wrapped over lines quoted on one

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, indent=2)

    def markdown(self) -> str:
        lines = [markdown_text(self.answer), ""]
        if self.citations:
            lines += ["**References**", ""] + [c.reference_line(self.quotes, self.one_line) for c in self.citations]
            if self.why:  # how an answer was read, where it is not one of his stored facts
                lines += ["", f"({self.why})"]
        elif self.why:
            lines.append(f"({self.why})")
        return "\n".join(lines) + "\n"
