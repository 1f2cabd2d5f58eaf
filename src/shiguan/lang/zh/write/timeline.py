"""A biography planned as a timeline of the person's own, subject-checked facts.

The plan comes before any wording, so that order, length and provenance are decided by code:

- **facts**: those read in his own entries whose subject was decided to be him (lang/zh/subjects.py);
  an undecided fact, or one read in someone else's entry, is never planned;
- **parts**: the opening (name, 字/号, clan or banner, native place, father), the career
  (degrees, appointments, titles) and the events the entry dwells on, in the order of his life,
  and the end (death with year and age, 赠, 谥, sons);
- **order**: by year; an undated fact takes the year of the last dated fact before it in its
  entry (so it keeps its place in the narrative), and the end comes last;
- **budget**: when the realised text is longer than `max_chars`, steps are dropped by the
  priority in bio.toml (the lowest first; among equals, the one nearest the middle of his life),
  never the opening;
- **dates**: a bare year is given its era (二十九年 → 乾隆二十九年) and every era year its
  Gregorian year.

The rules realise each step through bio.toml's templates from the values as written; the model
writer (plan_writer.py) writes each step of the same plan.
"""

from __future__ import annotations

import re
from typing import Any

from ....era import find_era_dates
from ....models import APPOINTEE, CARRIED, NAME
from ....retrieve.citations import Citer
from ....store import TripleRow
from ....store.fact_reviews import corrected, redated
from ....write.plan import CAREER, END, OPENING, Step, Timeline, place_in_time, trim
from ..extract import EVENT
from .whole_clause import whole

_PART_RANK = {OPENING: 0, CAREER: 1, END: 2}
LEAD_ADVERBS = "寻旋遂乃竟"  # before a value, not part of it (寻卒)


def era_date(t: TripleRow, style: dict[str, Any], citer: Citer) -> str:
    """The fact's date with its era and Gregorian year: 乾隆二十九年（1764）."""
    if redated(t):  # a reviewer's date outranks the words read
        return style["when"].format(when=t.when_text, year=t.year)
    if not t.when_text or t.when_start is None or t.when_end is None:
        return ""
    when = citer.source(t.document_id, t.when_start, t.when_end)
    if t.era and t.era not in when:  # a bare year: 二十九年 of the era last named
        when = t.era + when
    elif not t.era and t.year is None and not find_era_dates(when):
        return ""  # a bare year whose era the entry never names: no date rather than half a date
    if t.year is None:
        return style["when_without_year"].format(when=when)
    return style["when"].format(when=when, year=t.year)


def _value(t: TripleRow, citer: Citer) -> str:
    if corrected(t):  # a reviewer's value outranks the words read
        return t.tail_text
    value = _read(t, citer)
    if t.relation == "卒":
        value = value.lstrip(LEAD_ADVERBS) or value
    if t.relation == EVENT:
        value = whole(t, citer, value) or value  # None: left out by _steps
    return value


def _read(t: TripleRow, citer: Citer) -> str:
    return citer.source(t.document_id, t.value_start, t.value_end)


def _verb(t: TripleRow, citer: Citer) -> str:
    """The appointing verb as written; for a post a name opens (季连为尚书左丞) the evidence starts at
    the name, so its verb is the 为 read, never the name's first character (季尚书左丞)."""
    if t.method.startswith("office") and t.method != "office:named":
        return citer.source(t.document_id, t.start, t.start + len(t.detail))
    return t.detail


# the decree or adverb a posthumous grant may open with (有诏追赠, 乃追封): only before a grant to the
# dead; 诏追改封 re-grants a fief he may hold in life, 诏追复 restores, 诏追某 summons a man
_DECREED = re.compile("^(?:有诏|诏|敕|[乃又遂寻复仍]{1,2})(?=追[赠谥封]|加赠|晋赠|赠)")


def _steps(facts: list[TripleRow], style: dict[str, Any], citer: Citer) -> list[Step]:
    parts = {rel: part for part in (OPENING, CAREER, END) for rel in style["parts"][part]}
    posthumous = tuple(style["posthumous"])
    priority = style["priority"]
    named = set(style.get("named_only", ()))
    near = set(style.get("near_name", ()))
    acted_on = re.compile(style.get("acted_on", "(?!)"))
    unnamed_end = set(style.get("not_after_acting_on", ()))
    steps: list[Step] = []
    runs: dict[tuple[int, int], Step] = {}
    seen: set[tuple[str, str]] = set()
    bare = _bare_deaths_outranked(facts)
    named_death = any(t.relation == "卒" and t.basis == NAME and t not in bare for t in facts)
    for t in sorted(facts, key=lambda t: (t.document_id, t.value_start)):
        part = parts.get(t.relation)
        if part is None or t.relation not in style["templates"]:
            continue
        if t.relation == EVENT and not corrected(t) and whole(t, citer, _read(t, citer)) is None:
            continue  # a subordinate clause whose main clause is not his to write
        if f"{t.relation}:{t.detail}" in named and t.basis != NAME:
            continue  # a deed carried on from an earlier clause may be another man's
        if f"{t.relation}:{t.detail}" in near and not _named_in_sentence(t, citer):
            continue  # a deed carried on from another sentence may be another man's
        if t.relation == "卒" and (t.basis == CARRIED and named_death or t in bare):
            continue  # 某遂为群盗所杀 … 世基乃见害焉: a death his name opens outranks one carried on
        if t.relation in unnamed_end and t.basis == CARRIED and acted_on.search(_sentence_before(t, citer)):
            continue  # 世琮溃围出，遣精骑追之，自杀: he pursued a man; the death is the man's
        lead = citer.source(t.document_id, max(0, t.start - 1), t.value_start)
        if part == CAREER and (_DECREED.sub("", lead[1:]).startswith(posthumous) or lead.startswith("追")):
            part = END  # 追封, 诏追封, 乃追赠: after his death, whatever year they were given
        if t.relation == "任职":  # the offices of one appointment are one step
            key = (t.document_id, t.start)
            if key in runs:
                runs[key].triples.append(t)
                continue
        key2 = (t.relation, t.tail_text if t.relation != "任职" else f"{t.detail}{t.tail_text}{t.year}")
        if t.relation in style["one_each"]:
            key2 = (t.relation, "")  # one banner, one native place, one death: the first read
        if part != CAREER and key2 in seen:
            continue
        if t.relation == "任职" and citer.source(t.document_id, max(0, t.start - 1), t.start) == "仍" \
                and any(k[0] == "任职" and t.tail_text in k[1] for k in seen):
            continue  # 仍授X: he kept the post said before
        seen.add(key2)
        rank = priority.get(f"{t.relation}:{t.detail}", priority.get(t.relation, 9))
        step = Step(part, t.relation, [t], int(rank), t.year)
        if t.relation == "任职":
            runs[(t.document_id, t.start)] = step
        steps.append(step)
    return steps


def _bare_deaths_outranked(facts: list[TripleRow]) -> list[TripleRow]:
    """His undated bare 死 after his name when a dated death of his is carried on: 十年，卒 … 秩死，
    使门人状其行 (when he died, in his son's account) tells no more than the dated death does."""
    deaths = [t for t in facts if t.relation == "卒"]
    if not any(t.basis == CARRIED and t.when_text for t in deaths):
        return []
    return [t for t in deaths if t.basis == NAME and t.tail_text == "死" and not t.when_text]


def _named_in_sentence(t: TripleRow, citer: Citer) -> bool:
    """Whether the fact's subject was decided by his name (or a post naming him) in the fact's
    own sentence: its clause names him, or runs on from a clause of the sentence that does."""
    if t.basis in (NAME, APPOINTEE):
        return True
    if t.basis != CARRIED or t.cue_start is None or t.cue_start > t.value_start:
        return False
    return len(_sentence_before(t, citer)) >= t.value_start - t.cue_start


def _sentence_before(t: TripleRow, citer: Citer) -> str:
    """The text of the fact's sentence before its value (at most 200 characters)."""
    before = citer.source(t.document_id, max(0, t.value_start - 200), t.value_start)
    ends = [before.rfind(ch) for ch in "。！？\n"]
    return before[max(ends) + 1:]


def _in_order(steps: list[Step], style: dict[str, Any]) -> list[Step]:
    """Opening, then the career by year, then the end in bio.toml's order (death, age, 赠, 谥 …)."""
    end = style["end_order"]

    opening = style["parts"][OPENING]

    def key(s: Step) -> tuple:
        if s.part == OPENING:
            return 0, opening.index(s.relation) if s.relation in opening else len(opening), 0, s.position
        within = end.index(s.relation) if s.part == END and s.relation in end else 0
        return _PART_RANK[s.part], within, s.estimate, s.position
    return sorted(steps, key=key)


def _realise(step: Step, style: dict[str, Any], citer: Citer, date: str, with_date: bool) -> None:
    first = step.triples[0]
    template = style["templates"][step.relation]
    if step.relation == "任职":
        value = "、".join(_value(t, citer) for t in step.triples)
    else:
        value = _value(first, citer)
    step.date = date
    step.text = template.format(v=value, when=step.date if with_date else "", verb=_verb(first, citer))
    step.citations = [c for t in step.triples for c in citer.cites(t)]


def _group_minor(steps: list[Step], style: dict[str, Any], citer: Citer) -> list[Step]:
    """Three or more undated single appointments in a row become one step: 历A、B、C."""
    out: list[Step] = []
    run: list[Step] = []

    def flush() -> None:
        if len(run) >= int(style["group_min"]):
            triples = [t for s in run for t in s.triples]
            merged = Step(CAREER, "任职", triples, min(s.priority for s in run), None, run[0].estimate)
            merged.text = style["group"].format(v="、".join(_value(t, citer) for t in triples))
            merged.citations = [citer.cite(t) for t in triples]
            merged.grouped = len(run)
            out.append(merged)
        else:
            out.extend(run)
        run.clear()

    for s in steps:
        if (s.relation == "任职" and s.year is None and len(s.triples) == 1 and s.triples[0].method.startswith("office")
                and not s.triples[0].detail.endswith(tuple(style["not_grouped"]))):
            run.append(s)
            continue
        flush()
        out.append(s)
    flush()
    return out


def plan(facts: list[TripleRow], person: str, style: dict[str, Any], citer: Citer, max_chars: int) -> Timeline:
    """The timeline of `facts` (his own, decided), realised by rules, trimmed to `max_chars`."""
    steps = _steps(facts, style, citer)
    place_in_time(steps)
    steps = _in_order(steps, style)
    offices = [s for s in steps if s.relation == "任职"]
    for s in offices[:1] + offices[-1:]:
        s.priority = min(s.priority, int(style["first_and_last_office"]))
    last_date = ""
    for s in steps:
        date = era_date(s.triples[0], style, citer)
        _realise(s, style, citer, date, with_date=bool(date) and date != last_date)
        last_date = date or last_date
    steps = _dedupe(_group_minor(steps, style, citer))
    kept, dropped = trim(steps, max_chars, lambda kept: length(kept, person))
    return Timeline(person, kept, dropped, max_chars)


def _dedupe(steps: list[Step]) -> list[Step]:
    """No clause is said twice (兼右佥都御史 … 兼右佥都御史): the later one is left out."""
    said: set[str] = set()
    out = []
    for s in steps:
        bare = s.text.removeprefix(s.date)
        if bare in said:
            continue
        said.add(bare)
        out.append(s)
    return out


def length(steps: list[Step], person: str) -> int:
    """Characters of the realised body (clauses, joins and sentence ends; no citations)."""
    return len(person) + sum(len(s.text) + 1 for s in steps)
