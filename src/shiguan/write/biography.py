"""Rules-only biography: a person's triples realised in a house style, every clause cited.

Nothing is written that a triple does not hold: each clause is a template (data/bio.toml)
filled with a value exactly as the source wrote it (read from the original text, also when the
document was indexed in simplified form), an era date as written and its Gregorian year. Each
clause carries the evidence span it was read from and the source sentence around it.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

from ..project import Project
from ..retrieve.person import PersonResult
from ..rules import load_rules
from ..store import TripleRow
from .citations import Citation, Citer, distinct

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


@dataclass
class Biography:
    person: str
    entity_id: int
    mode: str
    note: str
    clause_join: str = "，"
    sentence_end: str = "。"
    sentences: list[Sentence] = field(default_factory=list)
    references: list[Citation] = field(default_factory=list)

    def markdown(self) -> str:
        body = "".join(
            self.clause_join.join(c.text + "".join(f"[{x.ref}]" for x in c.citations) for c in s.clauses)
            + self.sentence_end
            for s in self.sentences
        )
        lines = [f"# {self.person}", "", body or "（来源中未见可用的事实。No facts found in the sources.）", "",
                 f"> {self.note}", "", "## 参考文献 References", ""]
        lines += [r.reference_line() for r in self.references]
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict[str, Any]:
        return {
            "person": self.person,
            "entity_id": self.entity_id,
            "mode": self.mode,
            "note": self.note,
            "text": "".join(s.text for s in self.sentences),
            "sentences": [
                {"text": s.text, "citations": [asdict(c) for c in s.citations],
                 "clauses": [{"text": c.text, "relation": c.relation, "value": c.value,
                              "triple_id": c.triple_id, "citations": [x.ref for x in c.citations]}
                             for c in s.clauses]}
                for s in self.sentences
            ],
            "references": [asdict(r) for r in self.references],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)


def _when(t: TripleRow, style: dict[str, Any], citer: Citer) -> str:
    if not t.when_text or t.when_start is None or t.when_end is None:
        return ""
    when = citer.source(t.document_id, t.when_start, t.when_end)
    if t.year is None:
        return style["when_without_year"].format(when=when)
    return style["when"].format(when=when, year=t.year)


def _clause(t: TripleRow, style: dict[str, Any], citer: Citer, values: str | None = None,
            dated: bool = True) -> Clause | None:
    template = style["templates"].get(t.relation)
    if template is None:
        return None
    value = values or citer.source(t.document_id, t.value_start, t.value_end)
    verb = citer.source(t.document_id, t.start, t.start + len(t.detail)) if t.method.startswith("office") else t.detail
    text = template.format(v=value, when=_when(t, style, citer) if dated else "", verb=verb)
    return Clause(text, t.relation, value, t.id, [citer.cite(t)])


def _career_clauses(triples: list[TripleRow], style: dict[str, Any], citer: Citer) -> list[Clause]:
    """Offices read from one appointment ("授户部尚书、镶白旗汉军都统") become one clause."""
    clauses: list[Clause] = []
    said: set[str] = set()
    runs: dict[tuple[int, int, int], list[TripleRow]] = {}
    for t in triples:
        key = (t.document_id, t.start, 0) if t.relation == "任职" else (t.document_id, t.start, t.id)
        runs.setdefault(key, []).append(t)
    last_date: tuple[int, int | None] | None = None
    for run in runs.values():
        first = run[0]
        values = "、".join(citer.source(t.document_id, t.value_start, t.value_end) for t in run)
        key = f"{first.relation}:{first.detail}:{values}:{first.when_text}"
        if key in said:
            continue
        said.add(key)
        date = (first.document_id, first.when_start)
        # the offices of one run share its evidence span; a date just given is not repeated
        if clause := _clause(first, style, citer, values, dated=date != last_date):
            clauses.append(clause)
            last_date = date
    return clauses


def _sentence(clauses: list[Clause], style: dict[str, Any], lead: str = "") -> Sentence:
    if lead:
        clauses[0].text = lead + clauses[0].text
    return Sentence(style["clause_join"].join(c.text for c in clauses) + style["sentence_end"], clauses)


def write_rules_biography(project: Project, found: PersonResult) -> Biography:
    """A biography of the resolved person in `found`, from his triples only."""
    assert found.resolved is not None
    style = load_rules("bio.toml", project.root)
    citer = Citer(project)
    person = found.resolved.name
    bio = Biography(person, found.resolved.entity_id, "rules-only", style["note"],
                    style["clause_join"], style["sentence_end"])
    facts = [t for t in found.facts if t.relation in style["templates"]]

    def pick(relations: list[str]) -> list[TripleRow]:
        return [t for t in facts if t.relation in relations]

    identity = sorted(pick(style["identity"]), key=lambda t: style["identity"].index(t.relation))
    seen_identity: set[tuple[str, str]] = set()
    id_clauses = []
    for t in identity:
        if (t.relation, t.tail_text) not in seen_identity:
            seen_identity.add((t.relation, t.tail_text))
            if clause := _clause(t, style, citer):
                id_clauses.append(clause)
    if id_clauses:
        bio.sentences.append(_sentence(id_clauses, style, lead=person + style["clause_join"]))
    family = [c for t in pick(style["family"]) if (c := _clause(t, style, citer))]
    if family:
        bio.sentences.append(_sentence(family, style))
    career = _career_clauses(pick(style["career"]), style, citer)
    per = int(style["clauses_per_sentence"])
    for i in range(0, len(career), per):
        bio.sentences.append(_sentence(career[i:i + per], style))
    death = [c for t in pick(style["death"]) if (c := _clause(t, style, citer))]
    if death:
        bio.sentences.append(_sentence(death, style))
    bio.references = citer.references()
    return bio
