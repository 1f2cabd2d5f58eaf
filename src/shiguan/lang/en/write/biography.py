"""Rules-only biography in English: the person's own facts as a cited timeline.

The plan follows the Chinese one (lang/zh/write/timeline.py; both over write/plan.py) over the
English reader's vocabulary:

- **facts**: those whose subject the reader decided to be him (an "I" of the narrator, his
  name, or a he/she with him the only candidate); an undecided fact is never written, and a
  kinsman's fact is stored under the kinsman. The entry a fact was read in says nothing more in
  English: every chunk of an autobiography is the narrator's entry, whoever a sentence is about;
- **parts**: the opening (his birth, then his parents), always kept; the life in the order of
  its years, an undated fact at the year of the last dated one before it in its document, so it
  keeps its place in the narrative; the end (death, burial);
- a fact told twice (the same residence, the same office) is said once, where first told; a
  value that speaks as the narrator ("my father's house") is left out and reported;
- **budget**: over `max_chars` (characters of the text without citations), steps go by
  bio_en.toml's priority, never the opening, and are reported in `left_out`.

Clauses are written by clauses.py; each cites the source sentence of its fact.
"""

from __future__ import annotations

import re
from typing import Any

from ....project import Project
from ....retrieve.citations import Citer, distinct
from ....retrieve.person import PersonResult
from ....rules import load_rules
from ....store import TripleRow
from ....write.plan import CAREER, END, OPENING, Step, place_in_time, trim
from ....write.types import Biography, Clause, Sentence, Wording
from ..people import FIRST_PERSON, NameRules, split_title
from ..rules import english_rules
from .clauses import Realiser, Referent, dated_only, join_names, one_telling, parents_said, referent

STYLE = "bio_en.toml"
_PART_RANK = {OPENING: 0, CAREER: 1, END: 2}
_DATED_PLACES = ("birth",)  # a relation whose date and place may be read in two sentences, one each
_NAMING = re.compile(r"[A-Z0-9\"“”_]")  # what a name, a number or a title shows
_WORDS = re.compile(r"\w+")


def english_style(project: Project) -> dict[str, Any]:
    """bio_en.toml, with the project's own keys if it has one."""
    return load_rules(STYLE, project.root)


def style_key(t: TripleRow, keys: list[str] | dict[str, Any]) -> str:
    """The key a fact goes by in the style: relation:detail where that is listed, else relation."""
    specific = f"{t.relation}:{t.detail.lower()}"
    return specific if specific in keys else t.relation


def _steps(facts: list[TripleRow], style: dict[str, Any], realiser: Realiser, names: NameRules,
           ) -> tuple[list[Step], list[TripleRow]]:
    """One step per fact told for the first time (the parents together; a clause said once), in
    document order; and the facts whose value speaks in the first person."""
    group_of = {rel: group for group, rels in style["opening"].items() for rel in rels}
    parts = {key: part for part in (CAREER, END) for key in style["parts"][part]}
    opening: dict[str, Step] = {}
    steps: list[Step] = []
    seen: set[tuple[str, str]] = set()
    first_person: list[TripleRow] = []
    told_in: dict[tuple[int, int, int], list[str]] = {}  # a source sentence → the clauses said from it
    dated_words: dict[str, list[frozenset[str]]] = {}  # a date as said → the words of each clause said with it
    for told in one_telling(sorted(facts, key=lambda t: (t.document_id, t.value_start)), style):
        t = told[0]
        key = style_key(t, parts)
        if t.relation not in group_of and key not in parts:
            continue
        once = style_key(t, style["one_each"])
        # one of each: his birth's date and its place may be told apart (the date in the brackets
        # where an article opens, the place in its body)
        kinds = {"date" if dated_only(x) else "place" for x in told} if t.relation in _DATED_PLACES else {""}
        # one teacher told twice is said once, with her title and without: "Miss Fuller", "Fuller"
        said = (once, "" if once in style["one_each"] else split_title(realiser.value(t), names)[1].casefold())
        if all((once, kind) in seen for kind in kinds) if once in style["one_each"] else said in seen:
            continue
        group = group_of.get(t.relation)
        text = realiser.clause(t, told[1:]) if group != "parents" else ""
        if text and (realiser.first_person(t, text) or _addressed(text, style)):  # "which we called the Junto",
            text = realiser.clause(t, told[1:], taken=False)  # "was your prisoner": the template's words
        if realiser.first_person(t, text or None):
            first_person.append(t)
            continue
        if text and ("", text) in seen:  # two readings of one deed (went to X: a residence, a school)
            continue
        words = frozenset(_WORDS.findall(text.casefold()))
        when = realiser.date(t) if words else ""  # "" when undated
        if when and any(words <= w for w in dated_words.get(when, ())):
            continue  # one deed told twice on one date: "took my final examinations …", "took my examinations …"
        sentence = (t.document_id, t.start, t.end)
        if not group and any(t.tail_text.casefold() in earlier for earlier in told_in.get(sentence, ())):
            continue  # "by whom I had five children": said already in the clause of his marriage
        told_in.setdefault(sentence, []).append((text or realiser.value(t)).casefold())
        if when:
            dated_words.setdefault(when, []).append(words)
        seen |= {said, ("", text), *((once, kind) for kind in kinds)}
        if group in opening:
            opening[group].triples.extend(told if t.relation in _DATED_PLACES else [t])
            continue
        step = Step(OPENING if group else parts[key], group or t.relation, told,
                    0 if group else _priority(t, key, text or realiser.value(t), style), t.year)
        step.date = realiser.date(t)
        step.text = text
        if group:
            opening[group] = step
        steps.append(step)
    return steps, first_person


def _addressed(text: str, style: dict[str, Any]) -> bool:
    """Whether the source's clause speaks to its reader ("I was your prisoner", in a memoir
    addressed to a general): said of him, it would speak to the biography's reader."""
    return not set(_WORDS.findall(text.casefold())).isdisjoint(style["addressed"])


def _unsaid_parents(steps: list[Step], realiser: Realiser) -> list[Step]:
    """The steps without his parents where the source's clause of his birth names them already ("was
    born in Troy, to Daniel Carver"; "came into the world …, the third son of Josiah Danforth, a
    blacksmith, and of Rachel, his wife"), and with them a calling of theirs told apart, which would
    be said as one more parent ("the child of Josiah Danforth and a schoolmistress")."""
    birth = next((s for s in steps if s.part == OPENING and s.relation == "birth"), None)
    parents = next((s for s in steps if s.part == OPENING and s.relation == "parents"), None)
    named = [t for t in parents.triples if t.relation != "calling"] if parents else []
    if birth is None or not named or not all(realiser.value(t) in birth.text for t in named):
        return steps
    return [s for s in steps if s is not parents]


def _priority(t: TripleRow, key: str, said: str, style: dict[str, Any]) -> int:
    """bio_en.toml's priority of the fact's key; an undated work, event or body that its clause
    `said` does not name (no capital, digit or quotation mark) takes `unnamed`'s."""
    unnamed = style["unnamed"]
    if t.relation in unnamed["relations"] and t.year is None and not _NAMING.search(said):
        return int(unnamed["priority"])
    return int(style["priority"].get(key, style["priority"].get(t.relation, 9)))


def _telling(step: Step) -> tuple[int, bool]:
    """Whose telling a step's time runs in: the narrator's own "I", or the document's other
    voices (a preface, a biographical note, someone else's letters), in each document."""
    return step.position[0], step.triples[0].basis == FIRST_PERSON


def _in_order(steps: list[Step], style: dict[str, Any]) -> list[Step]:
    """The opening in bio_en.toml's order, the life by year (then by place in the document), and
    the end in `end_order`."""
    opening, end = list(style["opening"]), style["parts"]["end_order"]

    def key(s: Step) -> tuple:
        if s.part == OPENING:
            return 0, opening.index(s.relation), 0.0, s.position
        within = end.index(style_key(s.triples[0], end)) if s.part == END else 0
        return _PART_RANK[s.part], within, s.estimate, s.position
    return sorted(steps, key=key)


def _clause(text: str, step: Step, realiser: Realiser) -> Clause:
    value = join_names([realiser.value(t) for t in step.triples])
    return Clause(text, step.relation, value, step.triples[0].id, distinct(step.citations))


def _opening(steps: list[Step], who: Referent, style: dict[str, Any], realiser: Realiser) -> list[Clause]:
    """"X was born in A on D, the son of B and C": the birth, and the parents after it (or alone)."""
    found = {s.relation: s for s in steps if s.part == OPENING}
    clauses = []
    if birth := found.get("birth"):
        text = birth.text
        place = next((t for t in birth.triples if not dated_only(t)), None)
        dated = next((t for t in birth.triples if dated_only(t)), None)
        date = realiser.date(dated) if dated else ""
        if place is not None and realiser.value(place) not in text:  # born on a date told apart: in a place
            said = realiser.predicate(place)
            text = f"{said}{',' if date and ',' in said else ''} {date}" if date else said  # Chillicothe, Ohio, on …
        elif place is not None and date and date not in text:  # the year in a sentence of its own
            text = f"{text}, {date}"
        clauses.append(_clause(f"{who.name} {text}", birth, realiser))
    if parents := found.get("parents"):
        names = parents_said(parents.triples, realiser)
        if birth:
            text = style["apposition"]["parents"].format(child=realiser.child, v=names)
        else:
            text = f"{who.name} " + style["templates"]["parents"].format(child=realiser.child, v=names)
        clauses.append(_clause(text, parents, realiser))
    return clauses


def _groups(steps: list[Step], style: dict[str, Any]) -> list[list[Step]]:
    """The life and the end in sentences: steps read in one source sentence share one, up to
    `clauses_per_sentence`."""
    per = int(style["clauses_per_sentence"])
    groups: list[list[Step]] = []
    for step in steps:
        last = groups[-1] if groups else None
        if last and len(last) < per and last[-1].part == step.part and _read_in(last[-1]) == _read_in(step):
            last.append(step)
        else:
            groups.append([step])
    return groups


def _read_in(step: Step) -> tuple[int, int]:
    t = step.triples[0]
    return t.document_id, t.start


def sentences(steps: list[Step], who: Referent, style: dict[str, Any], realiser: Realiser) -> list[Sentence]:
    """The steps in sentences: his name opens the first, a pronoun (or his surname) the others."""
    join, end = style["clause_join"], style["sentence_end"]
    out = []
    if opening := _opening(steps, who, style, realiser):
        out.append(Sentence(join.join(c.text for c in opening) + end, opening))
    for group in _groups([s for s in steps if s.part != OPENING], style):
        subject = who.later_opening if out else who.name
        clauses = [_clause(f"{subject} {group[0].text}", group[0], realiser)]
        for before, s in zip(group, group[1:]):  # a date said once in its sentence
            text = realiser.predicate(s.triples[0]) if s.date and s.date == before.date else s.text
            clauses.append(_clause(style["and_"] + text, s, realiser))
        out.append(Sentence(join.join(c.text for c in clauses) + end, clauses))
    return out


def _length(said: list[Sentence], style: dict[str, Any]) -> int:
    """Characters of the text (no citations)."""
    return len(style["sentence_join"].join(s.text for s in said))


def _left_out(step: Step, why: str) -> dict[str, Any]:
    return {"text": step.text, "relation": step.relation, "priority": step.priority,
            "citations": [c.ref for c in step.citations], "why": why}


def write_english_biography(project: Project, found: PersonResult, max_chars: int | None = None) -> Biography:
    """A biography of the resolved person in `found` from his decided English facts, by rules."""
    assert found.resolved is not None
    style = english_style(project)
    citer = Citer(project)
    facts = [t for t in found.facts if t.decided]
    names = english_rules(project).names
    who = referent(found.resolved.name, found.aliases, facts, citer, style, names.given)
    realiser = Realiser(style, citer, who, clauses=True)
    steps, first_person = _steps(facts, style, realiser, names)
    steps = _unsaid_parents(steps, realiser)
    place_in_time(steps, _telling)
    budget = int(style["max_chars"]) if max_chars is None else max_chars
    kept, dropped = trim(_in_order(steps, style), budget,
                         lambda kept: _length(sentences(kept, who, style, realiser), style))
    for s in kept + dropped:  # cited in the order they are said, so references number in reading order
        s.citations = [citer.cite_in_sentence(t) for t in s.triples]
    bio = Biography(who.name, found.resolved.entity_id, "rules-only", style["note"], Wording.of(style))
    bio.sentences = sentences(kept, who, style, realiser)
    bio.left_out = [_left_out(s, "length") for s in dropped]
    bio.left_out += [{"text": realiser.clause(t), "relation": t.relation, "priority": None,
                      "citations": [citer.cite_in_sentence(t).ref], "why": "its value speaks in the first person"}
                     for t in first_person]
    used = {c.ref for s in bio.sentences for c in s.citations}
    bio.references = [r for r in citer.references() if r.ref in used]
    return bio
