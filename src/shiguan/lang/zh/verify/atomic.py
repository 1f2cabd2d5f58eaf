"""Split a sentence into atomic facts (FActScore's unit, as AIstorian uses it).

A biography sentence in classical Chinese chains clauses with ，and ；, each usually carrying one
piece of information ("兆惠，字和甫，吴雅氏，满洲正黄旗人。"). An atomic fact is one clause, with
a clause that is only a date ("乾隆十三年，") joined to the clause it dates, and the subject's
bare name (the sentence topic) not counted as a fact. Typed facts are read from the whole sentence
with the same pattern library as ingest, so a claimed 字 or office is compared with the KG by
relation and value.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace

from ....era import find_era_dates, resolve_bare_years
from ....models import Fact, Span
from ..extract import EVENT, extract_facts
from ..extract_rules import ExtractRules

_CLAUSE = re.compile(r"[^，；。！？,;]+")
_ABOUT_RELATIVE = re.compile(r"^(?:父|母|子|兄|弟|祖|祖父|叔|伯|从子|从兄|从弟)(?P<name>[\u3400-\u9fff]{1,3})[，,]")
GREGORIAN_NOTE = re.compile(r"[（(]\s*(?:公元)?(-?\d{1,4})\s*年?\s*[）)]")
# A year with no era named in the clause (十八年, 二十年春, 三年五月): a date only in context.
_BARE_YEAR_ONLY = re.compile(r"^[元一二三四五六七八九十廿卅]{1,4}年"
                             r"(?:[春夏秋冬]|[正闰]?[一二三四五六七八九十]{0,3}月)?$")


@dataclass
class AtomicFact:
    text: str
    start: int  # offsets in the sentence
    end: int
    facts: list[Fact] = field(default_factory=list)  # typed facts read from this clause
    dates: list[tuple[str, int, int | None]] = field(default_factory=list)  # (era date, year in note, its Gregorian)
    date_only: bool = False  # a date and nothing that happened then


def _is_date_only(clause: str, prefer: tuple[str, ...]) -> bool:
    if _BARE_YEAR_ONLY.match(GREGORIAN_NOTE.sub("", clause).strip()):
        return True
    rest = clause
    for d in resolve_bare_years(clause, prefer) or find_era_dates(clause, prefer):
        rest = rest.replace(d.text, "")
    rest = GREGORIAN_NOTE.sub("", rest)
    return clause != rest and len(rest.strip(" 春夏秋冬正月闰")) <= 2


def _without_topic(sentence: str, names: set[str]) -> str:
    """The sentence with the subject's name blanked where it opens a clause (兆惠卒 → ，，卒), so
    the patterns that read a clause from its start read it; offsets are unchanged."""
    forms = sorted((n for n in names if n), key=len, reverse=True)
    out = list(sentence)
    for start in [0] + [i + 1 for i, ch in enumerate(sentence) if ch in "，；。"]:
        name = next((n for n in forms if sentence.startswith(n, start)), "")
        if name and start + len(name) < len(sentence) and sentence[start + len(name)] not in "，；。":
            out[start:start + len(name)] = "，" * len(name)
    return "".join(out)


def _typed_facts(sentence: str, names: set[str], rules: ExtractRules, prefer: tuple[str, ...]) -> list[Fact]:
    """The claim's typed facts, read as ingest reads the sources, which carry no Gregorian notes
    (乾隆三年（1738）举人 reads as 乾隆三年举人); spans are the claim's own. Events are free
    wording, judged like any clause, not matched against stored clauses."""
    notes = [range(*m.span()) for m in GREGORIAN_NOTE.finditer(sentence)]
    kept = [i for i in range(len(sentence)) if not any(i in note for note in notes)]
    text = "".join(sentence[i] for i in kept)
    facts = extract_facts(_without_topic(text, names), 0, len(text), rules, prefer)
    return [replace(f, span=Span(kept[f.span.start], kept[f.span.end - 1] + 1)) for f in facts if f.relation != EVENT]


def split_atomic(sentence: str, names: set[str], rules: ExtractRules, prefer: tuple[str, ...]) -> list[AtomicFact]:
    kin = _ABOUT_RELATIVE.match(sentence)
    if kin and kin["name"] not in names:  # "弟广厚，…" opening 广厚's own entry is about him
        # "父佳育，字蘅圃": what follows a kinsman's name is about him, not the subject, so the
        # subject's triples must not vouch for it; the sentence is checked as one fact.
        text = sentence.rstrip("。！？ ")
        return [AtomicFact(text.strip(), 0, len(text))]
    typed = _typed_facts(sentence, names, rules, prefer)
    spans = [(m.start(), m.end()) for m in _CLAUSE.finditer(sentence) if m.group().strip()]
    merged: list[tuple[int, int]] = []
    pending: int | None = None
    dangling = -1
    for start, end in spans:
        clause = sentence[start:end].strip()
        if clause in names and not merged and pending is None:
            continue  # the topic name opening the sentence
        # 乾隆三年举人: a date and a short fact, which is no bare date
        if _is_date_only(clause, prefer) and not any(start <= f.span.start < end for f in typed):
            pending = start if pending is None else pending
            continue
        merged.append((pending if pending is not None else start, end))
        pending = None
    if pending is not None:
        merged.append((pending, spans[-1][1]))
        dangling = len(merged) - 1  # the sentence ends on a date
    dates = resolve_bare_years(sentence, prefer)
    atoms = []
    for i, (start, end) in enumerate(merged):
        atom = AtomicFact(sentence[start:end].strip(), start, end, date_only=i == dangling)
        atom.facts = [f for f in typed if start <= f.span.start < end]
        for d in dates:
            if start <= d.start < end:
                note = GREGORIAN_NOTE.match(sentence, d.end)
                atom.dates.append((d.text, int(note.group(1)) if note else 0, d.gregorian))
        atoms.append(atom)
    return atoms
