"""Rules-only biography: a person's triples realised in a house style, every clause cited.

Nothing is written that a triple does not hold: each clause is a template (data/bio.toml)
filled with a value exactly as the source wrote it (read from the original text, also when the
document was indexed in simplified form), an era date as written and its Gregorian year. Each
clause carries the evidence span it was read from and the source sentence around it.
"""

from __future__ import annotations

from typing import Any

from ....project import Project
from ....retrieve.citations import Citer, distinct
from ....retrieve.person import PersonResult
from ....rules import load_rules
from ....write.plan import CAREER, Step, Timeline, own_facts
from ....write.types import Biography, Clause, Sentence, Wording
from .timeline import plan


def _clause(step: Step) -> Clause:
    first = step.triples[0]
    value = "、".join(t.tail_text for t in step.triples)
    return Clause(step.text, step.relation, value, first.id, distinct(step.citations))


def sentence_groups(timeline: Timeline, style: dict[str, Any]) -> list[list[Step]]:
    """The steps grouped into sentences: the opening, the career, and the end. A date governs only
    the sentence it opens, as in the histories: a career sentence ends before a step that gives a
    new date, and a dated sentence ends before a step read in another source sentence (which may
    be years later); a sentence holds at most `clauses_per_sentence`."""
    per = int(style["clauses_per_sentence"])
    groups: list[tuple[str, list[Step]]] = []
    for step in timeline.steps:
        part = step.part
        current = groups[-1][1] if groups and groups[-1][0] == part else None
        if part == CAREER and current:
            dated = any(_dated(s) for s in current)
            if (len(current) >= per or (_dated(step) and len(current) >= 1)
                    or (dated and _source_sentence(step) != _source_sentence(current[-1]))):
                current = None
        if current is None:
            groups.append((part, []))
        groups[-1][1].append(step)
    return [steps for _, steps in groups]


def sentences(timeline: Timeline, style: dict[str, Any]) -> list[Sentence]:
    """The timeline realised by rules: each group's clauses joined, his name before the first."""
    join, end = style["clause_join"], style["sentence_end"]
    out = []
    for i, steps in enumerate(sentence_groups(timeline, style)):
        clauses = [_clause(s) for s in steps]
        if i == 0:
            clauses[0].text = timeline.person + join + clauses[0].text
        out.append(Sentence(join.join(c.text for c in clauses) + end, clauses))
    return out


def _dated(step: Step) -> bool:
    return bool(step.date) and step.text.startswith(step.date)


def _source_sentence(step: Step) -> tuple[int, int]:
    c = step.citations[0]
    return c.document_id, c.sentence_start


def plan_for(project: Project, found: PersonResult, citer: Citer,
             max_chars: int | None = None) -> tuple[Timeline, dict[str, Any]]:
    """The timeline of the resolved person in `found` (his own decided facts), and the house style."""
    assert found.resolved is not None
    style = load_rules("bio.toml", project.root)
    own_entries = {e.id for e in project.store.entries_of(found.resolved.entity_id)}
    budget = int(style["max_chars"]) if max_chars is None else max_chars
    return plan(own_facts(found.facts, own_entries), found.resolved.name, style, citer, budget), style


def write_rules_biography(project: Project, found: PersonResult, max_chars: int | None = None) -> Biography:
    """A biography of the resolved person in `found`: his timeline, realised by rules."""
    assert found.resolved is not None
    citer = Citer(project)
    person = found.resolved.name
    timeline, style = plan_for(project, found, citer, max_chars)
    bio = Biography(person, found.resolved.entity_id, "rules-only", style["note"], Wording.of(style))
    bio.sentences = sentences(timeline, style)
    bio.left_out = [{"text": s.text, "relation": s.relation, "priority": s.priority,
                     "citations": [c.ref for c in s.citations]} for s in timeline.dropped]
    bio.references = [r for r in citer.references() if any(
        c.ref == r.ref for s in bio.sentences for c in s.citations)]
    return bio
