"""Whose fact is it: who each clause of an entry is about, and why.

A citation makes a wrong fact look checked, so a fact is the subject's only when the clause it
stands in is about him. The histories rarely repeat a subject: a clause with no stated subject
is about whoever the last clause was about. So the entry is read clause by clause, carrying the
subject on, and changing it where a clause opens with a person: the subject's own name, another
person's name, a kinsman (子允中…), someone introduced with 者, an official named after his
title, or the person an appointment puts first (授雅尔哈善…, 以X为Y). The court (上, 诏 …) is
looked through: the clause is about the person it acts on. Quotations (an edict, a memorial)
are about no one. The patterns are data (data/subjects.toml); they read the shape of the
language, never a list of people: the people a document names are read from the document.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ..models import (APPOINTEE, ASIDE, KIN, KINSMAN, NAME, NOBODY, OFFICIAL, OPENING, OTHER,
                      QUOTE, SELF, UNDECIDED, UNKNOWN_WHO, UNSTATED, Span, Subject)
from ..era import load_eras
from .aliases import leading_surname

_CLAUSE_BREAK = "，。；：！？\n"
_SENTENCE_END = "。！？\n"
UNKNOWN = Subject(UNKNOWN_WHO, "", UNSTATED)
# UNKNOWN where the unknown subject looks like a person (a Han surname and given name, or a longer
# name the document repeats): what follows in his sentence may be his
SOMEONE = Subject(UNKNOWN_WHO, "", UNSTATED, note="someone the text does not name as a person we know")
COURT = Subject(NOBODY, "", "court")  # a clause whose subject is the court, acting on no one named


@dataclass(frozen=True)
class Clause:
    """A clause of an entry: who it is about, and who was spoken of just before it (a kinsman
    term such as 父佛标 names the father, but "his father is 佛标" is a fact of the man before)."""

    start: int
    end: int
    subject: Subject
    before: Subject
    topic: Subject  # whom the entry is about at this clause (the subject, or a digression)


@dataclass(frozen=True)
class SubjectRules:
    name_stops: frozenset[str]
    quote_opener: re.Pattern[str]
    quote_marks: dict[str, str]
    space_pairs: bool
    time_prefix: re.Pattern[str]
    court: re.Pattern[str]
    court_verbs: re.Pattern[str]
    appoint_verbs: re.Pattern[str]
    predicate: re.Pattern[str]
    kin: re.Pattern[str]  # a kinsman term with what may stand before it (其次子 …), group `term`
    kin_not_a_name: re.Pattern[str]
    name_min: int
    name_max: int
    title_not_a_name: re.Pattern[str]
    office_title: re.Pattern[str]  # an office title standing first in a clause
    office_word: re.Pattern[str]  # every office word, longest first (a lookahead)
    place_after: re.Pattern[str]
    places: frozenset[str]
    post_end: re.Pattern[str]  # an office or a title ends here
    actor_verbs: re.Pattern[str]
    others_carry: str
    closing: re.Pattern[str]
    object_verbs: str
    reported: re.Pattern[str]
    hands_over: dict[str, re.Pattern[str]]  # by relation (or relation:detail)
    group_nouns: re.Pattern[str]
    precedent: re.Pattern[str]
    kin_carry: str

    @classmethod
    def from_dicts(cls, subjects: dict[str, Any], sentence_rules: dict[str, Any],
                   office_suffixes: str) -> SubjectRules:
        q, kin, names = subjects["quotes"], subjects["kin"], subjects["names"]
        chars = sentence_rules["chars"]
        stops = frozenset(chars["name_stops"] + subjects.get("extra_name_stops", "")) - set(subjects.get("name_chars", ""))
        not_in_title = re.escape("".join(sorted(set(chars["office_stops"] + names["not_in_title"]) - set("兵领"))))
        # 道 and 卿 alone are too often other words to read as the end of a title
        words = "|".join(sorted((s for s in office_suffixes.split("|") if len(s) >= 2), key=len, reverse=True))
        carry = subjects.get("others_carry", "sentence")
        if carry not in ("sentence", "entry"):
            raise ValueError(f"subjects.toml: others_carry must be sentence or entry, not {carry!r}")
        kin_carry = subjects.get("kin_carry", "sentence")
        if kin_carry not in ("sentence", "entry"):
            raise ValueError(f"subjects.toml: kin_carry must be sentence or entry, not {kin_carry!r}")
        return cls(
            name_stops=stops,
            quote_opener=re.compile(q["opener"]),
            quote_marks={m[0]: m[1] for m in q.get("marks", [])},
            space_pairs=bool(q.get("space_pairs", False)),
            time_prefix=re.compile(subjects["time_prefix"].replace("{era}", _era_names())),
            court=re.compile(subjects["court"]),
            court_verbs=re.compile(subjects["court_verbs"]),
            appoint_verbs=re.compile(subjects["appoint_verbs"]),
            predicate=re.compile(subjects["predicate"]),
            kin=re.compile(kin["before"] + "(?P<term>" + "|".join(sorted(kin["terms"], key=len, reverse=True)) + ")"),
            kin_not_a_name=re.compile(kin["not_a_name"]),
            name_min=int(names["min_chars"]),
            name_max=int(names["max_chars"]),
            title_not_a_name=re.compile(names["not_a_name"]),
            office_title=re.compile(f"[^，。；：！？\\s{not_in_title}]{{0,8}}?(?:{words})"),
            office_word=re.compile(f"(?=({words}))"),
            place_after=re.compile(names["place_after"]),
            places=frozenset(names.get("places", [])),
            post_end=re.compile("(?:" + "|".join([office_suffixes] + names.get("title_words", [])) + ")$"),
            actor_verbs=re.compile(names["actor_verbs"]),
            others_carry=carry,
            closing=re.compile(subjects["closing"]),
            object_verbs=subjects["object_verbs"],
            reported=re.compile(subjects["reported"]),
            hands_over={k: re.compile(v) for k, v in subjects.get("hands_over", {}).items()},
            group_nouns=re.compile(subjects["group_nouns"]),
            precedent=re.compile(subjects.get("precedent", "(?!)")),
            kin_carry=kin_carry,
        )

    def name_run(self, text: str, pos: int, end: int) -> str:
        """The name-like run at `pos`: Han characters up to a name stop, at most name_max."""
        stop = pos
        while stop < end and stop - pos < self.name_max and _is_han(text[stop]) and text[stop] not in self.name_stops:
            stop += 1
        return text[pos:stop]

    def plausible(self, name: str) -> bool:
        """A run may be a person's name: its length, no word that ends names of posts or places."""
        return (self.name_min <= len(name) <= self.name_max and not self.title_not_a_name.search(name)
                and not self.post_end.search(name))


def _era_names() -> str:
    names = {n for era in load_eras() for n in (era.name, era.simplified) if len(n) >= 2}
    return "(?:" + "|".join(sorted(names, key=len, reverse=True)) + ")"


def _is_han(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


# -- quotations ---------------------------------------------------------------------------------

def quote_spans(text: str, start: int, end: int, rules: SubjectRules) -> list[tuple[int, int]]:
    """Spans of [start, end) that are quoted speech or writing: after a speech word and a colon,
    between quotation marks, or (space_pairs) between two spaces of one line."""
    spans: list[tuple[int, int]] = []
    pos = start
    while pos < end:
        line_end = text.find("\n", pos, end)
        line_end = end if line_end < 0 else line_end
        spans += _line_quotes(text, pos, line_end, rules)
        pos = line_end + 1
    return spans


def _line_quotes(text: str, start: int, end: int, rules: SubjectRules) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    i = start
    while i < end:
        ch = text[i]
        if ch in rules.quote_marks:
            close = text.find(rules.quote_marks[ch], i + 1, end)
            stop = end if close < 0 else close + 1
            spans.append((i, stop))
            i = stop
            continue
        m = rules.quote_opener.match(text, i, end)
        if m and (i == start or text[i - 1] not in "字号"):
            body = m.end()
            while body < end and text[body] in " \u3000":
                body += 1
            if body < end and text[body] in rules.quote_marks:
                i = body  # the marks decide where it ends
                continue
            stop = end
            if body > m.end() and rules.space_pairs:
                space = _next_space(text, body, end)
                stop = end if space < 0 else space + 1  # the closing space ends it, and is used up
            spans.append((m.start(), stop))
            i = max(stop, i + 1)
            continue
        if rules.space_pairs and ch in " \u3000" and i > start:
            space = _next_space(text, i + 1, end)
            if space > i + 1 and _is_han(text[i + 1]):
                spans.append((i, space + 1))
                i = space + 1
                continue
        i += 1
    return spans


def _next_space(text: str, start: int, end: int) -> int:
    for j in range(start, end):
        if text[j] in " \u3000":
            return j
    return -1


# -- the people a document names ----------------------------------------------------------------

def document_names(text: str, rules: SubjectRules, known: Iterable[str] = ()) -> set[str]:
    """The people a document names by shapes that only names take: `known` (its entries' names),
    a name after an office title (巡抚惠龄…), after a kinsman term at a clause start (子允中),
    before 者 (X者，…), and the given name of such a three-character Han name where the document
    also uses it alone (曾国藩 … 国藩以…). A name read after a title counts only if the document
    names it twice, because the run after a title may hold more than the name."""
    found = {n for n in known if len(n) >= 2}
    for m in rules.office_word.finditer(text):
        after = m.start() + len(m.group(1))
        name = _repeated_prefix(text, rules.name_run(text, after, len(text)), rules)
        if (name and rules.plausible(name) and not a_place(text, name, rules)
                and (name in found or not rules.predicate.match(name))):
            found.add(name)
    for pos in _clause_starts(text, 0, len(text)):
        found.update(_kin_names(text, pos, rules))
        actor = _actor_at(text, pos, rules)
        if actor:
            found.add(actor)
        named = _surnamed_at(text, pos, rules)
        if named:
            found.add(named)
        aside = _aside_at(text, pos, len(text), rules)
        if aside:
            found.add(aside)
    given = {n[1:] for n in found
             if len(n) == 3 and leading_surname(n) == n[0] and _used_alone(text, n[1:], n[0])}
    # a post or an honour is never a name, however it was read (太保, 协办大学士)
    return {n for n in found | given if not rules.post_end.search(n) and not _HONOUR.match(n)}


def a_place(text: str, name: str, rules: SubjectRules, besides: int | None = None) -> bool:
    """Whether `name` is a region, or a word the text writes before 人, 府, 巡抚 … (a place),
    somewhere other than at offset `besides` (the words being judged)."""
    if name in rules.places or any(name.startswith(p) for p in rules.places):
        return True
    at = text.find(name)
    while at >= 0:
        if at != besides and rules.place_after.match(text, at + len(name)):
            return True
        at = text.find(name, at + 1)
    return False


def _actor_at(text: str, pos: int, rules: SubjectRules) -> str:
    """A Han surname and given name opening a clause before a verb of arms or revolt (吴三桂反)."""
    for n in (3, 2):
        run = text[pos:pos + n]
        if (len(run) == n and all(_is_han(ch) for ch in run) and leading_surname(run) == run[0]
                and rules.actor_verbs.match(text, pos + n)):
            return run
    return ""


def _surnamed_at(text: str, pos: int, rules: SubjectRules) -> str:
    """A Han surname and a two-character given name opening a clause before a verb, where the
    document uses the given name alone too (马如龙在临安… 如龙不受): a man of the story."""
    run = text[pos:pos + 3]
    if (len(run) == 3 and all(_is_han(ch) for ch in run) and run[0] not in rules.name_stops
            and leading_surname(run) == run[0] and text[pos + 3:pos + 4] in rules.name_stops
            and _used_alone(text, run[1:], run[0])):
        return run
    return ""


def _kin_names(text: str, pos: int, rules: SubjectRules) -> list[str]:
    """Names a kinsman term introduces at a clause start, or after a short name there, with the
    names listed after them: 子允中 / 熙子克善、克勤 / 弟A、B."""
    for lead in range(0, 5):
        kin = _kin_at(text, pos + lead, len(text), rules)
        if kin is None or (lead and not all(_is_han(ch) for ch in text[pos:pos + lead])):
            continue
        names, after = [kin[1]], kin[2]
        while text.startswith("、", after):
            more = rules.name_run(text, after + 1, len(text))
            names.append(more)
            after += 1 + len(more)
        if after < len(text) and text[after] in _CLAUSE_BREAK:
            return [n for n in names if rules.name_min <= len(n) <= rules.name_max]
    return []


_HONOUR = re.compile(r"[太少](?:保|傅|师)$")


def _repeated_prefix(text: str, run: str, rules: SubjectRules) -> str:
    """The longest start of `run` that the text holds at least twice, or ""."""
    for n in range(len(run), rules.name_min - 1, -1):
        if text.count(run[:n]) >= 2:
            return run[:n]
    return ""


def _used_alone(text: str, given: str, surname: str) -> bool:
    at = text.find(given)
    while at >= 0:
        if at == 0 or text[at - 1] != surname:
            return True
        at = text.find(given, at + 1)
    return False


_RULER_ENDS = "宗祖帝王后"


def _opens_clauses(text: str, given: str) -> bool:
    """Whether `given` opens two clauses of the text before a verb, as a man's given name does
    (国藩以…), not as a word that is a clause of its own (进士，…)."""
    return len(re.findall(f"(?:^|[，。；\n]){re.escape(given)}(?![，。；：、\n])", text)) >= 2


def _clause_starts(text: str, start: int, end: int) -> list[int]:
    return [start] + [i + 1 for i in range(start, end - 1) if text[i] in _CLAUSE_BREAK]


class Names:
    """A document's names by first character, longest first: which of them stands at a place
    (a linear scan of every name at every clause made reading a chapter slow)."""

    def __init__(self, names: Iterable[str]):
        self._by_first: dict[str, list[str]] = {}
        for n in sorted({n for n in names if n}, key=len, reverse=True):
            self._by_first.setdefault(n[0], []).append(n)

    def at(self, text: str, pos: int) -> str:
        """The longest name that starts at `pos`, or ""."""
        return next((n for n in self._by_first.get(text[pos:pos + 1], ()) if text.startswith(n, pos)), "")


_NO_NAMES = Names(())


def _kin_at(text: str, pos: int, end: int, rules: SubjectRules,
            names: Names = _NO_NAMES) -> tuple[str, str, int] | None:
    """(kinsman term as written, name or "", end of the cue) when a kinsman opens at `pos`."""
    m = rules.kin.match(text, pos, end)
    if m is None:
        return None
    after = m.end()
    if after >= end or rules.kin_not_a_name.match(text, after, end):
        return None
    if text[after] in _CLAUSE_BREAK:
        return text[pos:after], "", after
    named_at = after if names.at(text, after) else _after_office(text, after, end, rules)
    name = names.at(text, named_at) or rules.name_run(text, named_at, end)
    return text[pos:after], name, named_at + len(name)


def _after_office(text: str, pos: int, end: int, rules: SubjectRules) -> int:
    """Where a kinsman's name starts after an office that opens at `pos` (子编修麟, 子知府允中:
    the office is no part of his name); `pos` itself when no office word opens there, or when
    another follows the name (子谕德奉恩将军: 谕德 is then his name, not an office)."""
    if not rules.office_word.match(text, pos, end) or not (title := rules.office_title.match(text, pos, end)):
        return pos
    name = rules.name_run(text, title.end(), end)
    if not name or rules.office_word.match(text, title.end() + len(name), end):
        return pos
    return title.end()


_NATIVE_PLACE = re.compile(r"[\u3400-\u9fff]{2,12}人(?:也)?(?=[，。；])")


_THERE_WAS = re.compile(r"(?:时|又|尝|会)?有")
_WHO_IS = re.compile("者(?:为|乃|即)")


def _aside_at(text: str, pos: int, end: int, rules: SubjectRules) -> str:
    """The name X of an aside about another man opening at `pos` (a clause of the entry), or "":
    「(有)X者，…」, or X standing alone before his native place 「X，某地人。…」."""
    lead = _THERE_WAS.match(text, pos, end)
    if lead and text.find("者，", lead.end(), end + 1) > 0:
        pos = lead.end()
    elif lead and 2 <= end - lead.end() <= 3 and leading_surname(text[lead.end():end]) == text[lead.end()] \
            and all(_is_han(ch) and ch not in rules.name_stops for ch in text[lead.end():end]):
        return text[lead.end():end]  # …者，有锺近衡，少事泽南: one of those spoken of
    for n in range(rules.name_min, rules.name_max + 1):
        if pos + n < end and text.startswith("者，", pos + n):
            run = text[pos:pos + n]
            if all(_is_han(ch) and ch not in rules.name_stops for ch in run):
                return run
    run = text[pos:end]
    if (rules.name_min <= len(run) <= 4 and text.startswith("，", end) and rules.plausible(run)
            and all(_is_han(ch) and ch not in rules.name_stops for ch in run)
            and _NATIVE_PLACE.match(text, end + 1)):
        return run
    return ""


# -- the tracker --------------------------------------------------------------------------------

class SubjectTracker:
    """Reads one document; `track` decides who each clause of an entry in it is about."""

    def __init__(self, text: str, rules: SubjectRules, known: Iterable[str] = (), listed: str = ""):
        """`known`: the names of the document's entries; `listed`: its chapter heading lines."""
        self.text = text
        self.rules = rules
        self.listed = listed
        self.names = document_names(text, rules, known)
        self._others: dict[frozenset[str], Names] = {}

    def track(self, start: int, end: int, own: Iterable[str], opening_end: int | None = None,
              quotes: list[tuple[int, int]] | None = None) -> list[Clause]:
        """Clauses of the entry text[start:end] with who each is about. `own` are the subject's
        name forms valid in this entry (name, given name, 字 …), the first his name as the entry
        gives it; the first sentence, up to `opening_end`, is the opening."""
        text = self.text
        mine = [f for f in dict.fromkeys(own) if f]
        by_length = sorted(mine, key=len, reverse=True)
        others = self._others_than(mine)
        if quotes is None:
            quotes = quote_spans(text, start, end, self.rules)
        q_starts = [s for s, _ in quotes]
        # `durable`: who the entry is about at this point (the subject, or a digression on a kinsman
        # or on someone introduced with 者); `current`: who a clause stating no subject is about
        home = durable = current = spoken = Subject(SELF, mine[0] if mine else "", OPENING, Span(start, start))
        clauses: list[Clause] = []
        for c_start, c_end in _clause_spans(text, start, end):
            before = spoken  # the last person a clause was about: 吴三桂…萌异志。子应熊 is his son
            in_opening = opening_end is not None and c_start < opening_end
            qi = bisect_right(q_starts, c_start) - 1
            stated = None
            if qi >= 0 and quotes[qi][0] <= c_start < quotes[qi][1]:
                subject = Subject(NOBODY, "", QUOTE, Span(*quotes[qi]))
            elif (stated := self._stated(c_start, c_end, by_length, others)) is COURT:
                subject = current = durable.carried()  # the court acts on the man the entry is about
            elif stated is UNKNOWN and not in_opening and self._a_person(c_start, c_end):
                subject = SOMEONE  # an unnamed subject that looks like a person: not his clause
                if self._opens_paragraph(c_start) and self._talked_of(c_start, c_end):
                    durable = SOMEONE  # 车尔布初官甲喇额真。…: a paragraph about another man
            elif stated is UNKNOWN and not in_opening:
                subject = current.carried()  # a word we do not list (喷血而殒, 散馆授…): his clause
            elif stated is SOMEONE and not in_opening:
                subject = SOMEONE
            elif stated is not None and stated is not UNKNOWN and not (in_opening and stated.basis == ASIDE):
                if in_opening and stated.who == SELF:
                    stated = Subject(SELF, stated.name, OPENING, stated.cue)
                if stated.who == SELF and durable.who != SELF and self._speaks_of(durable.name, quotes, c_start, c_end):
                    subject = stated  # 泽南语刘蓉曰： 锺生…: he speaks of the man the digression is about
                else:
                    subject = current = stated
                    if stated.who == SELF or stated.basis in (KINSMAN, ASIDE) or self._opens_paragraph(c_start):
                        durable = stated  # his own clause, a digression, or a paragraph about another man
                    elif self.rules.others_carry == "entry":
                        durable = stated
            else:
                subject = current if in_opening else current.carried()
            clauses.append(Clause(c_start, c_end, subject, before, durable))
            if subject.who in (SELF, KIN, OTHER) or subject is SOMEONE:
                spoken = subject
            if subject is SOMEONE:
                if self.rules.others_carry != "entry":
                    current = self._after_other(SOMEONE, durable, c_start, c_end)
            elif subject is stated and stated.who != SELF and stated is not durable:
                current = self._after_other(stated, durable, c_start, c_end)
            if (current.basis == UNDECIDED or durable.who != SELF) and self._names_him(c_start, c_end, by_length):
                # 两江总督刘坤一疏荐元鼎…，授惠潮嘉道: the man acted on is whom the text goes on about
                durable = durable if durable.who == SELF else home.carried()
                current = durable.carried()
            if text[c_end:c_end + 1] in _SENTENCE_END or c_end >= end:
                durable, current = self._sentence_end(durable, current)
        return clauses

    def _others_than(self, mine: Iterable[str]) -> Names:
        """The document's names other than the subject's (kept per subject: entries ask often)."""
        key = frozenset(mine)
        if key not in self._others:
            self._others[key] = Names(self.names - key)
        return self._others[key]

    def _speaks_of(self, name: str, quotes: list[tuple[int, int]], start: int, end: int) -> bool:
        """Whether the clause [start, end) opens a quotation (…曰： …) that names `name`, by his
        name, his given name, or his surname and 生/君/公 (锺生)."""
        if not name:
            return False
        forms = {name, name[1:] if len(name) == 3 else name, name[0] + "生", name[0] + "君", name[0] + "公"}
        return any(start <= q_start <= end + 2 and any(f in self.text[q_start:q_end] for f in forms)
                   for q_start, q_end in quotes)

    def _listed_given_name(self, start: int, pos: int, end: int, mine: list[str]) -> str:
        """The full name of a man the chapter heading lists (a Han surname and a given name) whose
        given name alone opens this paragraph and two of its clauses, and whom the document names
        in full elsewhere (刘廷 … 廷既解亳围，…，廷截之光州): his attached account."""
        if not self._opens_paragraph(start):
            return ""
        line_end = self.text.find("\n", pos)
        line = self.text[pos:line_end if line_end >= 0 else len(self.text)]
        for n in (2, 1):
            given = self.text[pos:pos + n]
            if pos + n >= end or any(f.endswith(given) for f in mine) or not all(_is_han(ch) for ch in given):
                continue  # 拜山 of 觉罗拜山 is his own
            if not (self.text[pos + n] in self.rules.name_stops or self.rules.predicate.match(self.text, pos + n, end)):
                continue
            if not _opens_clauses(line, given):
                continue
            for m in re.finditer(f"(?=([\u3400-\u9fff]{re.escape(given)}))", self.listed):
                full = m.group(1)
                if (leading_surname(full) == full[0] and not any(full in f for f in mine)
                        and self.text.count(full) > self.listed.count(full)):
                    return full
        return ""

    def _opens_paragraph(self, pos: int) -> bool:
        return pos == 0 or self.text[pos - 1] == "\n"

    def _after_time(self, start: int, end: int) -> int:
        """Where the subject of the clause [start, end) may stand: after a time before it (是年冬…)."""
        m = self.rules.time_prefix.match(self.text, start, end)
        return m.end() if m else start

    def _talked_of(self, start: int, end: int) -> bool:
        """Whether the unnamed man a clause opens with is one the document speaks of again: three
        or more characters of it stand elsewhere, and not as a place (车尔布初官…, not 武昌事起)."""
        pos = self._after_time(start, end)
        name = _repeated_prefix(self.text, self.rules.name_run(self.text, pos, end), self.rules)
        return len(name) >= 3 and not a_place(self.text, name, self.rules)

    def _names_him(self, start: int, end: int, mine: list[str]) -> bool:
        """Whether the clause names the subject as the one acted on (劾振定, 荐兆惠)."""
        forms = "|".join(re.escape(f) for f in mine if len(f) >= 2)
        return bool(forms) and re.search(f"(?:{self.rules.object_verbs})(?:{forms})", self.text[start:end]) is not None

    def _surname_led(self, pos: int, end: int) -> bool:
        run = self.rules.name_run(self.text, pos, end)
        return len(run) in (2, 3) and leading_surname(run) == run[0]

    def _a_person(self, start: int, end: int) -> bool:
        """Whether the unknown subject a clause opens with looks like a person (a Han surname
        and a given name, or a longer name the document repeats), so that what follows in his
        sentence may be his; a verb we do not list (嘱门生…, 交部严议) does not."""
        pos = self._after_time(start, end)
        run = self.rules.name_run(self.text, pos, end)
        if len(run) in (2, 3) and leading_surname(run) == run[0]:
            return True
        return self._surnamed_man(pos) or (len(run) >= 3 and self.text.count(run) >= 2)

    def _surnamed_man(self, pos: int) -> bool:
        """A Han surname and a given name the document repeats and whose given name alone opens
        clauses elsewhere (曾国藩会诸将…, where 。国藩… stands too), even if the surname is also a
        word (曾, once); not 成进士 (成 and the degree), 从总督 (a verb and a post) or 从太宗 (a
        ruler's temple name)."""
        full = self.text[pos:pos + 3]
        return (len(full) == 3 and leading_surname(full) == full[0] and self.rules.plausible(full)
                and _is_han(full[0]) and all(_is_han(ch) and ch not in self.rules.name_stops for ch in full[1:])
                and full[2] not in _RULER_ENDS and self.text.count(full) >= 2 and _opens_clauses(self.text, full[1:]))

    def _after_other(self, stated: Subject, durable: Subject, c_start: int, c_end: int) -> Subject:
        """Who a clause after one about another man (named, appointed, or unnamed) is about:
        the entry's subject again if that clause closed his part (舒赫德卒), else no one to the
        end of the sentence."""
        if self.rules.closing.search(self.text, c_start, c_end):
            return durable.carried()
        who = stated.name or "someone the text does not name"
        return Subject(UNKNOWN_WHO, stated.name, UNDECIDED, stated.cue or Span(c_start, c_end),
                       note=f"in the sentence where {who} acts, after his clause")

    def _sentence_end(self, durable: Subject, current: Subject) -> tuple[Subject, Subject]:
        """A digression on a kinsman or on someone introduced with 者 ends with its sentence:
        what follows, until a clause names someone, may be his or the subject's, and is kept out
        (父X，…。由举人授Y may be the son's career or the father's)."""
        if durable.who != SELF and durable.basis != UNDECIDED and self.rules.kin_carry == "sentence":
            durable = Subject(UNKNOWN_WHO, durable.name, UNDECIDED, durable.cue,
                              note=f"after the sentence about {durable.kin}{durable.name or 'another man'}, "
                                   "before the text names whom it speaks of again")
            return durable, durable
        if current.basis == UNDECIDED and durable.basis != UNDECIDED:
            return durable, durable.carried()
        return durable, current

    def _stated(self, start: int, end: int, mine: list[str], others: Names) -> Subject | None:
        """The person a clause opens with; None when it states none (the subject carries on);
        UNKNOWN when it opens with a subject we cannot name."""
        text, rules = self.text, self.rules
        pos = self._after_time(start, end)
        if pos >= end:
            return None
        found = self._person_at(pos, end, mine, others)
        if found is not None:
            return found
        listed = self._listed_given_name(start, pos, end, mine)
        if listed:  # 廷既解亳围… after the heading lists 刘廷: his attached account
            return Subject(OTHER, listed, NAME, Span(pos, pos + len(listed) - 1))
        if rules.precedent.fullmatch(text, pos, end):
            return SOMEONE  # 故事，大臣子弟不得充军机章京: a rule for everyone, no deed of his
        if text.startswith("字", pos) and 2 <= end - pos <= 4 and text[pos + 1:end] not in mine \
                and all(_is_han(ch) for ch in text[pos + 1:end]):
            # 字天培，授都司: a man introduced by a 字 that is not his, whose name the text lost
            return Subject(OTHER, "", ASIDE, Span(pos, end), note="a man introduced by his 字 alone")
        who_is = _WHO_IS.search(text, pos, end)
        if who_is:  # 主其事者为甘肃布政使王亶望: the one named after 者为
            named = self._person_at(who_is.end(), end, mine, others)
            if named is not None and named.who != SELF:
                return named
        court = rules.court.match(text, pos, end)
        if court:
            verbs = rules.court_verbs.match(text, court.end(), end)
            after = verbs.end() if verbs else court.end()
            named = self._person_at(after, end, mine, others, appointee=True)
            if named is None and self._surname_led(after, end):
                return SOMEONE  # 太祖复命褚英…伐乌喇: the court acts through another man
            return named or COURT
        appoint = rules.appoint_verbs.match(text, pos, end)
        if appoint:
            return self._person_at(appoint.end(), end, mine, others, appointee=True)
        if text[start - 1:start] == "；" and end - pos <= 4 and text[end:end + 1] == "，" \
                and all(_is_han(ch) for ch in text[pos:end]) and not rules.predicate.match(text, pos, end):
            # 子善宝，…；瑞珍，道光三年进士: a name heading the next item of a list of people
            return Subject(OTHER, text[pos:end], NAME, Span(pos, end))
        if self._surnamed_man(pos):
            return UNKNOWN
        if rules.predicate.match(text, pos, end) or len(rules.name_run(text, pos, end)) < rules.name_min:
            return None
        return UNKNOWN

    def _person_at(self, pos: int, end: int, mine: list[str], others: Names,
                   appointee: bool = False) -> Subject | None:
        text, rules = self.text, self.rules
        basis = APPOINTEE if appointee else NAME
        own = next((f for f in mine if text.startswith(f, pos) and self._whole(f, pos, end)), "")
        other = others.at(text, pos)
        name = own if own and len(own) >= len(other) else other
        if name and name is other and _aside_at(text, pos, end, rules) == other:
            return Subject(OTHER, other, ASIDE, Span(pos, end))  # 陈道亨，福建晋江人。…: about him
        if name:
            kin = _kin_at(text, pos + len(name), end, rules, others)
            if kin and not kin[0].startswith("其"):  # 贻直子奕昂: his son; but 国祚其次子也: he is a son
                return Subject(KIN, kin[1], APPOINTEE if appointee else KINSMAN, Span(pos, kin[2]), kin=kin[0])
            return Subject(SELF if name is own else OTHER, name, basis, Span(pos, pos + len(name)))
        kin = _kin_at(text, pos, end, rules, others)
        if kin:
            term, name, cue_end = kin
            return Subject(KIN, name, APPOINTEE if appointee else KINSMAN, Span(pos, cue_end), kin=term)
        aside = _aside_at(text, pos, end, rules)
        if aside:
            return Subject(OTHER, aside, ASIDE, Span(pos, pos + len(aside) + 1))
        title = rules.office_title.match(text, pos + (text[pos] == "其"), end)  # 其左翼总兵林泰曾
        if title and title.end() < end:
            after = title.end()
            own = next((f for f in mine if text.startswith(f, after)), "")
            if own:
                return Subject(SELF, own, basis, Span(after, after + len(own)))
            run = others.at(text, after)
            if not run and not rules.predicate.match(text, after, end):
                run = self._name_after_title(after, end)
            if rules.plausible(run):
                return Subject(OTHER, run, OFFICIAL, Span(pos, after + len(run)))
        return None

    def _name_after_title(self, pos: int, end: int) -> str:
        """The name after an official's title: a run of name characters, two or three characters
        before a verb of arms (参赞五岱攻北山), or a Han surname and a given name whose characters
        stop names elsewhere (知县李可昌等: 可)."""
        run = self.rules.name_run(self.text, pos, end)
        if len(run) < self.rules.name_min:  # 参赞五岱攻北山: a name of number characters before a verb of arms
            for n in (3, 2):
                if pos + n < end and all(_is_han(ch) for ch in self.text[pos:pos + n]) \
                        and self.rules.actor_verbs.match(self.text, pos + n):
                    return self.text[pos:pos + n]
        if len(run) >= self.rules.name_min or not leading_surname(self.text[pos:pos + 3]):
            return run
        for n in (3, 2):
            if pos + n <= end and (pos + n == end or not _is_han(self.text[pos + n])
                                   or self.text[pos + n] in self.rules.name_stops):
                return self.text[pos:pos + n]
        return run

    def _whole(self, form: str, pos: int, end: int) -> bool:
        """A one-character given name (鹏 of 彭鹏) names him only where the clause ends after it
        or a verb follows: 熙，顺治四年进士 / 鹏疏言 / 熙首疏请…."""
        after = pos + len(form)
        if len(form) > 1 or after >= end:
            return True
        return self.text[after] in self.rules.name_stops or bool(self.rules.predicate.match(self.text, after, end))

    def group_acts(self, start: int, end: int) -> bool:
        """Whether a clause opens with a group as its subject (贼…, 师…, 官军…)."""
        return bool(self.rules.group_nouns.match(self.text, self._after_time(start, end), end))

    def court_acts(self, start: int, end: int) -> bool:
        """Whether a clause opens with the throne as its subject (上虑…, 诏…)."""
        return bool(self.rules.court.match(self.text, self._after_time(start, end), end))

    def person_at(self, pos: int, end: int, own: Iterable[str]) -> Subject | None:
        """Who a name standing at `pos` is (for the person an appointment names first)."""
        mine = sorted({f for f in own if f}, key=len, reverse=True)
        found = self._person_at(pos, end, mine, self._others_than(mine), appointee=True)
        return found if found is not COURT else None


def _clause_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    spans = []
    s = start
    for i in range(start, end):
        if text[i] in _CLAUSE_BREAK:
            if i > s:
                spans.append((s, i))
            s = i + 1
    if s < end:
        spans.append((s, end))
    return spans


def clause_at(clauses: Sequence[Clause], offset: int) -> Clause | None:
    """The clause holding `offset` (clauses are in text order)."""
    i = bisect_right([c.start for c in clauses], offset) - 1
    if i >= 0 and offset < clauses[i].end:
        return clauses[i]
    return None
