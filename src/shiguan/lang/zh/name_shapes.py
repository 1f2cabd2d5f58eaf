"""The shapes a clause's subject is read from: names, kinsmen, officials named after their
title, asides, quotations, places, and the rules (data/subjects.toml) that give them.

subjects.py reads an entry clause by clause with these; they read the shape of the language,
never a list of people: the people a document names are read from the document itself.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from ...era import load_eras
from ...models import NOBODY, UNKNOWN_WHO, UNSTATED, Subject
from .aliases import leading_surname, name_before_verb, surnames, with_tail
from .name_index import Names
from .throne_reacts import throne_deed_after

CLAUSE_BREAK = "，。；：！？\n"
SENTENCE_END = "。！？\n"
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
    quote_closers: str  # 」, 』, ” …: the closing marks
    space_pairs: bool
    time_prefix: re.Pattern[str]
    court: re.Pattern[str]
    court_verbs: re.Pattern[str]
    appoint_verbs: re.Pattern[str]
    post_verbs: re.Pattern[str]  # 迁, 加: the post itself follows
    post_opening: re.Pattern[str]  # 太…, 冠军…, 卫军…: a title's opening, not a man's given name after 迁/加
    predicate: re.Pattern[str]
    kin: re.Pattern[str]  # a kinsman term with what may stand before it (其次子 …), group `term`
    kin_not_a_name: re.Pattern[str]
    kin_unfollowed: re.Pattern[str]  # 甥, 舅, 外孙: kin words after a name that are not followed to a man
    name_min: int
    name_max: int
    title_not_a_name: re.Pattern[str]
    office_title: re.Pattern[str]  # an office title standing first in a clause
    office_word: re.Pattern[str]  # every office word, longest first (a lookahead)
    place_after: re.Pattern[str]
    places: frozenset[str]
    post_end: re.Pattern[str]  # an office or a title ends here
    actor_verbs: re.Pattern[str]
    died_of: re.Pattern[str]  # 暴疾卒: how a death came, no man
    others_carry: str
    closing: re.Pattern[str]
    group_routed: re.Pattern[str]  # 某等兵败，开城以出: no close
    posthumous: re.Pattern[str]  # his death, then an honour for the dead: the dead man's
    object_verbs: str
    reported: re.Pattern[str]
    hands_over: dict[str, re.Pattern[str]]  # by relation (or relation:detail)
    group_nouns: re.Pattern[str]
    precedent: re.Pattern[str]
    post_alone: re.Pattern[str]
    hostile: re.Pattern[str]  # the enemy or rebels: a run until he is named again
    throne: re.Pattern[str]  # the throne acting on its own: a run of its own
    throne_acts: re.Pattern[str]  # a deed of its own (亲征, 幸 …): a run
    throne_closing: re.Pattern[str]  # its accession or death: no run
    throne_visits: re.Pattern[str]  # at his bedside or his house: acting on him, no run
    throne_grants: re.Pattern[str]  # a grant after its run: on the man the entry is about
    other_run_lead: re.Pattern[str]  # 而X / 初，X: another man's own run
    career: re.Pattern[str]  # a clause of a man's career (历…, 累迁…)
    career_step: re.Pattern[str]  # a clause opening on a step of a life (迁…, 以功进位…, 卒): his again
    recruits: re.Pattern[str]  # 引为, 辟为 …: a patron recruits the man the story is about
    acted_on: re.Pattern[str]  # a patron's clause that denies or says he was acted on (不见用)
    kin_carry: str
    office_any: re.Pattern[str]  # any office word, the earlier dynasties' too (部郎, 常侍), at a place
    office_end: re.Pattern[str]  # a word ends in one of them (吏部郎, 尚书左丞)

    @classmethod
    def from_dicts(cls, subjects: dict[str, Any], sentence_rules: dict[str, Any],
                   office_suffixes: str, reader_suffixes: str = "") -> SubjectRules:
        q, kin, names = subjects["quotes"], subjects["kin"], subjects["names"]
        chars = sentence_rules["chars"]
        stops = (frozenset(chars["name_stops"] + subjects.get("extra_name_stops", ""))
                 - set(subjects.get("name_chars", "")))
        not_in_title = re.escape("".join(sorted(set(chars["office_stops"] + names["not_in_title"]) - set("兵领"))))
        # 道 and 卿 alone are too often other words to read as the end of a title
        office_suffixes = "|".join([office_suffixes] + names.get("titles", []))
        words = "|".join(sorted({s for s in office_suffixes.split("|") if len(s) >= 2}, key=len, reverse=True))
        carry, kin_carry = (subjects.get(k, "sentence") for k in ("others_carry", "kin_carry"))
        if {carry, kin_carry} - {"sentence", "entry"}:
            raise ValueError(f"subjects.toml: others_carry and kin_carry must be sentence or entry, not "
                             f"{carry!r}, {kin_carry!r}")
        every = {w for w in "|".join([office_suffixes, reader_suffixes]).split("|") + names.get("titles", [])
                 if len(w) >= 2}
        every_word = "|".join(sorted(every, key=len, reverse=True))
        return cls(
            name_stops=stops,
            quote_opener=re.compile(q["opener"]),
            quote_marks={m[0]: m[1] for m in q.get("marks", [])},
            quote_closers="".join(m[1] for m in q.get("marks", [])),
            space_pairs=bool(q.get("space_pairs", False)),
            time_prefix=re.compile(subjects["time_prefix"].replace("{era}", era_names())),
            court=re.compile(subjects["court"]),
            court_verbs=re.compile(subjects["court_verbs"]),
            appoint_verbs=re.compile(subjects["appoint_verbs"]),
            post_verbs=re.compile(subjects["post_verbs"]),
            post_opening=re.compile(subjects["post_opening"]),
            predicate=re.compile(subjects["predicate"]),
            kin=re.compile(kin["before"] + "(?P<term>" + "|".join(sorted(kin["terms"], key=len, reverse=True)) + ")"),
            kin_not_a_name=re.compile(kin["not_a_name"]),
            kin_unfollowed=re.compile("|".join(kin["unfollowed"])),
            name_min=int(names["min_chars"]),
            name_max=int(names["max_chars"]),
            title_not_a_name=re.compile(names["not_a_name"]),
            office_title=re.compile(f"[^，。；：！？\\s{not_in_title}]{{0,8}}?(?:{words})"),
            office_word=re.compile(f"(?=({words}))"),
            place_after=re.compile(names["place_after"]),
            places=frozenset(names.get("places", [])),
            post_end=re.compile("(?:" + "|".join([office_suffixes] + names.get("title_words", [])) + ")$"),
            actor_verbs=re.compile(names["actor_verbs"]),
            died_of=re.compile(names.get("died_of", "(?!)")),
            others_carry=carry,
            closing=re.compile(subjects["closing"]),
            group_routed=re.compile(subjects.get("group_routed", "(?!)")),
            posthumous=re.compile(subjects.get("posthumous", "(?!)")),
            object_verbs=subjects["object_verbs"],
            reported=re.compile(subjects["reported"]),
            hands_over={k: re.compile(v) for k, v in subjects.get("hands_over", {}).items()},
            group_nouns=re.compile(subjects["group_nouns"]),
            precedent=re.compile(subjects.get("precedent", "(?!)")),
            post_alone=re.compile(subjects.get("post_alone", "(?!)")),
            hostile=re.compile(subjects.get("hostile", "(?!)")),
            throne=re.compile(subjects.get("throne", "(?!)")),
            throne_acts=re.compile(subjects.get("throne_acts", "(?!)")),
            throne_closing=re.compile(subjects.get("throne_closing", "(?!)")),
            throne_visits=re.compile(subjects.get("throne_visits", "(?!)")),
            throne_grants=re.compile(subjects.get("throne_grants", "(?!)")),
            other_run_lead=re.compile(subjects.get("other_run_lead", "(?!)")),
            career=re.compile(subjects.get("career", "(?!)")),
            career_step=re.compile(subjects.get("career_step", "(?!)")),
            recruits=re.compile(subjects.get("recruits", "(?!)")),
            acted_on=re.compile(subjects.get("acted_on", "(?!)")),
            kin_carry=kin_carry,
            office_any=re.compile(f"(?:{every_word})"),
            office_end=re.compile(f"(?:{every_word})$"),
        )

    def name_run(self, text: str, pos: int, end: int) -> str:
        """The name-like run at `pos`: Han characters up to a name stop, at most name_max."""
        stop = pos
        while stop < end and stop - pos < self.name_max and is_han(text[stop]) and text[stop] not in self.name_stops:
            stop += 1
        return text[pos:stop]

    def plausible(self, name: str) -> bool:
        """A run may be a person's name: its length, no word that ends names of posts or places."""
        return (self.name_min <= len(name) <= self.name_max and not self.title_not_a_name.search(name)
                and not self.post_end.search(name))


def era_names() -> str:
    """Every era name of the era table (two characters or more) as one alternation: {era} in the
    pattern files (subjects.toml time_prefix, extract.toml joined_not)."""
    names = {n for era in load_eras() for n in (era.name, era.simplified) if len(n) >= 2}
    return "(?:" + "|".join(sorted(names, key=len, reverse=True)) + ")"


SINGLE_SURNAMES = frozenset(s for s in surnames() if len(s) == 1)


def is_han(ch: str) -> bool:
    return "\u3400" <= ch <= "\u9fff" or "\uf900" <= ch <= "\ufaff"


# -- the people a document names ----------------------------------------------------------------

_CLAUSE_OPENING_PAIR = re.compile("(?:^|(?<=[，。；：\n]))([\u3400-\u9fff]{2})(?=[\u3400-\u9fff])")


@lru_cache(maxsize=4)
def _whole_names(stops: frozenset[str]) -> re.Pattern[str]:
    """A single-character Han surname and a two-character given name standing whole: after no
    name character, before none (a stop such as 与, 遣 or 战 may stand on either side)."""
    han, stop = "\u3400-\u9fff", "".join(sorted(stops))
    return re.compile(f"(?:(?<=[^{han}])|(?<=[{stop}])|^)([{''.join(sorted(SINGLE_SURNAMES))}])"
                      f"([{han}]{{2}})(?=[^{han}]|[{stop}]|$)")


def surnamed_given_names(text: str, rules: SubjectRules) -> dict[str, str]:
    """Given names that open clauses alone (国安持不可) where the text also writes them whole
    after one Han surname (与李国安战): given name → full name. A two-character given name only,
    and only where a single surname stands before it in the text (two men sharing it: neither)."""
    whole: dict[str, set[str]] = {}
    for m in _whole_names(rules.name_stops).finditer(text):
        if not rules.office_word.match(text, m.start(2)):  # not 晋按察 of 晋按察使
            whole.setdefault(m.group(2), set()).add(m.group())
    out: dict[str, str] = {}
    for m in _CLAUSE_OPENING_PAIR.finditer(text):
        given = m.group(1)
        fulls = whole.get(given)
        if rules.office_word.match(text, m.start(1)):
            continue  # 按察使檄…: an office, not a given name
        if given in out or not fulls or len(fulls) != 1 or any(ch in rules.name_stops for ch in given) \
                or given[-1] in RULER_ENDS or rules.throne.fullmatch(given):
            continue  # 世祖践阼 after 从世祖…: the throne, not a Mr Cong
        full = next(iter(fulls))
        if rules.plausible(full) and not rules.predicate.fullmatch(given) \
                and not a_place(text, full, rules) and not a_place(text, given, rules):  # 师福建 of 擢福建…
            out[given] = full
    return out


def a_place(text: str, name: str, rules: SubjectRules, besides: int | None = None) -> bool:
    """Whether `name` is a region, or a word the text writes before 人, 府, 巡抚 … (a place),
    somewhere other than at offset `besides` (the words being judged)."""
    if any(name[:n] in rules.places for n in range(len(name) + 1)):  # it is, or starts with, a region
        return True
    at = text.find(name)
    while at >= 0:
        if at != besides and rules.place_after.match(text, at + len(name)):
            return True
        at = text.find(name, at + 1)
    return False


def twice(text: str, part: str) -> bool:
    """`text.count(part) >= 2`, but stopping at the second: over a long document a name that
    every entry repeats costs the distance to its next use, not the whole text each time."""
    first = text.find(part)
    return first >= 0 and text.find(part, first + 1) >= 0


def repeated_prefix(text: str, run: str, rules: SubjectRules) -> str:
    """The longest start of `run` that the text holds at least twice, or ""."""
    for n in range(len(run), rules.name_min - 1, -1):
        if twice(text, run[:n]):
            return run[:n]
    return ""


def used_alone(text: str, given: str, surname: str, stops: frozenset[str] | None = None) -> bool:
    """`given` without `surname` before it; with `stops`, as a word (。如龙不受, not 文帝亲征 for 桓帝亲)."""
    at = text.find(given)
    while at >= 0:
        if at == 0 or (text[at - 1] != surname and (
                stops is None or not is_han(text[at - 1]) or text[at - 1] in stops)):
            return True
        at = text.find(given, at + 1)
    return False


RULER_ENDS = "宗祖帝王后"


def ruler_at(text: str, at: int, form: str) -> bool:
    """Whether his one-character name `form`, standing at `at`, heads a ruler's title (明帝即位 for
    a 王明): the emperor, not the man."""
    return len(form) == 1 and text[at + 1:at + 2] in ("帝", "宗", "祖")


def opens_paragraph(text: str, pos: int) -> bool:
    """Whether `pos` is where a paragraph (a line) of `text` opens."""
    return pos == 0 or text[pos - 1] == "\n"


def opens_clauses(text: str, given: str) -> bool:
    """Whether `given` (a name: no punctuation in it) opens two clauses of the text before a verb,
    as a man's given name does (国藩以…), not as a word that is a clause of its own (进士，…).
    Found with str.find, not a pattern made for each name: compiling one costs more than reading."""
    found, at = 0, text.find(given)
    while at >= 0:
        after = at + len(given)
        if (at == 0 or text[at - 1] in _OPENS_AFTER) and (after == len(text) or text[after] not in _CLAUSE_ENDS):
            found += 1
            if found == 2:  # two are enough
                return True
        at = text.find(given, at + 1)
    return False


_OPENS_AFTER = "，。；\n"
_CLAUSE_ENDS = "，。；：、\n"


def clause_spans(text: str, start: int, end: int) -> list[tuple[int, int]]:
    """The clauses of text[start:end], between clause breaks."""
    spans = []
    s = start
    for i in range(start, end):
        if text[i] in CLAUSE_BREAK:
            if i > s:
                spans.append((s, i))
            s = i + 1
    if s < end:
        spans.append((s, end))
    return spans


def after_one_han(text: str, given: str) -> Iterator[str]:
    """Every Han character and `given` after it in `text`, in order (overlapping ones too)."""
    at = text.find(given, 1)
    while at >= 0:
        if "\u3400" <= text[at - 1] <= "\u9fff":
            yield text[at - 1:at + len(given)]
        at = text.find(given, at + 1)


_NO_NAMES = Names(())
# after a man's name, a kinsman term before one of these is still his clause: his mourning (某父忧去职,
# 母艰), a grant for a kinsman's merit (父任, 祖荫), how he treats a man (兄事之), the elders (父老), he
# and his kinsmen (某兄弟群从，递居此职; 进父子兄弟与之战: the deeds after it are his)
_HIS_AFTER_KIN = "忧艰丧任荫勋功事老弟子"
# a kinsman's state (某母病, 某父在乡): the scene of his own next act (诉诸朝，改…) unless the next clause
# tells what befell the kinsman (为贼所害, 被执, 遇害, 卒)
_STATE, _BEFELL = "在病疾年", re.compile("为[^，。；：]{0,8}所|被|遇|见[杀害执]|卒|死|亡|殁|没|终|薨")


def his_kinsman(text: str, pos: int, end: int, rules: SubjectRules) -> tuple[str, str, int] | None:
    """(term, "", end of the term), as kin_at gives, when a kinsman term right after a man's own
    name opens a clause about that kinsman without naming him (弼父在乡，为贼所害: the father's
    death, not 弼's; 某兄为贼所杀); None for his own clause (某父忧去职), for one that says whose
    kinsman he is (直高祖母弟: terms to the clause's end), for a kinsman's state before his own act
    (豫母病，诉诸朝，改…), for a sentence that goes on to act on the kinsman (华母在鄴，欲间行辇母以逃:
    he flees with her) or where no term stands."""
    m = rules.kin.match(text, pos, end)
    if m is None or m.end() >= end or text[m.end()] in _HIS_AFTER_KIN:
        return None
    whose = whose_kinsman(text, pos, end, rules)
    stop = sentence_end(text, end)
    scene = text[m.end()] in _STATE and end < stop and not _BEFELL.match(text, end + 1, stop)
    again = text.find(m.group("term"), end, stop)
    acted_on = again > 0 and text[again - 1] not in CLAUSE_BREAK
    return None if whose or scene or acted_on else (m.group(), "", m.end())


def whose_kinsman(text: str, pos: int, end: int, rules: SubjectRules) -> bool:
    """Whether the kinsman terms at `pos` run to the clause's end, closed by 也 or chained (之遴弟也,
    直高祖母弟): they say whose kinsman the man the clause is about is, and name no one new."""
    m = rules.kin.match(text, pos, end)
    if m is None:
        return False
    at = m.end()
    while chained := rules.kin.match(text, at, end):
        at = chained.end()
    return text[at:end] == "也" or at > m.end() and not text[at:end].strip("也")


def kin_at(text: str, pos: int, end: int, rules: SubjectRules,
            names: Names = _NO_NAMES) -> tuple[str, str, int] | None:
    """(kinsman term as written, name or "", end of the cue) when a kinsman opens at `pos`."""
    m = rules.kin.match(text, pos, end)
    if m is None:
        return None
    after = m.end()
    if after >= end or rules.kin_not_a_name.match(text, after, end) or throne_deed_after(text, pos, after, rules):
        return None  # 子孙, 父忧; 高祖辄称善: the throne's deed, no kinsman named 辄称善
    if text[after] in CLAUSE_BREAK:
        return text[pos:after], "", after
    named_at = after if names.at(text, after) else _after_office(text, after, end, rules)
    name = names.at(text, named_at) or name_before_verb(with_tail(text, named_at, rules.name_run(text, named_at, end)))
    if text[pos:after] == "子" and named_at == after and name and _surnamed_whole(text, text[pos:after + len(name)]):
        return None  # 子仪率… where the text writes 郭子仪 twice: a given name, no son
    return text[pos:after], name, named_at + len(name)


_KIN_RANK = "长次少幼季仲叔伯嫡庶其诸太天妻弟兄孙侄养嗣世"  # 长子X, 太子X: a rank or a kin word, no surname


def _surnamed_whole(text: str, given: str) -> bool:
    """`given` (子仪) written twice after a single Han surname (郭子仪); once may be a father's name (雄子忠)."""
    at, seen = text.find(given, 1), 0
    while at > 0:
        if text[at - 1] in SINGLE_SURNAMES and text[at - 1] not in _KIN_RANK:
            seen += 1
            if seen == 2:
                return True
        at = text.find(given, at + 1)
    return False


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


# 某地人 after a man's name; not a count of men (帝大悦，赐奴婢三十人: the throne's gift)
_NATIVE_PLACE = re.compile(r"[\u3400-\u9fff]{2,12}(?<![一二三四五六七八九十百千万数余两])人(?:也)?(?=[，。；])")

# "there was": not 有司, the officials (有司上谥; 有司考行，请谥曰懿), but 有司马某 (a surname)
_THERE_WAS = re.compile(r"(?:时|又|尝|会)?有(?!司(?![马徒空寇]))")
WHO_IS = re.compile("者(?:为|乃|即)")


def someone_who(text: str, pos: int, end: int, rules: SubjectRules) -> bool:
    """Whether the clause text[pos:end] is 「(时|又|尝|会)有…者」, "there was one who …" (有言于蔡京者,
    有胡帅自号天柱者): someone unnamed acts, not the subject; but not when the next clause opens on a
    step of a life, which is then his (有荐其文行者，召试，为馆阁校勘; 有讼其…者，坐授膳部员外郎), not his words
    (有言于蔡京者，以为…). A name there (有锺近衡者) is read before this."""
    lead = _THERE_WAS.match(text, pos, end)
    if lead is None or end - lead.end() < 2 or text[end - 1] != "者":
        return False
    after = end + 1
    return not text.startswith("，", end) or bool(_SAYS.match(text, after)) \
        or not rules.career_step.match(text, after, sentence_end(text, after))


_SAYS = re.compile("以为|言|曰|谓|称")  # what the one who … said or thought, opening the next clause


def aside_at(text: str, pos: int, end: int, rules: SubjectRules) -> str:
    """The name X of an aside about another man opening at `pos` (a clause of the entry), or "":
    「(有)X者，…」, or X standing alone before his native place 「X，某地人。…」; not words that open as a
    predicate does, unless a surname leads them (性谦退，善下人; 善骑射，膂力过人: of the subject)."""
    lead = _THERE_WAS.match(text, pos, end)
    if lead and text.find("者，", lead.end(), end + 1) > 0:
        pos = lead.end()
    elif lead and 2 <= end - lead.end() <= 3 and leading_surname(text[lead.end():end]) == text[lead.end()] \
            and all(is_han(ch) and ch not in rules.name_stops for ch in text[lead.end():end]):
        return text[lead.end():end]  # …者，有锺近衡，少事泽南: one of those spoken of
    at = text.find("者，", pos + rules.name_min, pos + rules.name_max + 2)  # X者，: a name of name_min…max
    while 0 <= at < end:
        run = text[pos:at]
        if all(is_han(ch) and ch not in rules.name_stops for ch in run):
            return run
        at = text.find("者，", at + 1, pos + rules.name_max + 2)
    if not rules.name_min <= end - pos <= 4:  # before the slice: `end` may be the document's end
        return ""
    run = text[pos:end]
    if (text.startswith("，", end) and rules.plausible(run)
            and all(is_han(ch) and ch not in rules.name_stops for ch in run)
            and (leading_surname(run) or not rules.predicate.match(text, pos, end))  # 性谦退，善下人: no man
            and (place := _NATIVE_PLACE.match(text, end + 1))
            and not rules.office_end.search(place.group().removesuffix("也"))):  # 服阕，除太子舍人: a post
        return run
    return ""


def _start(clause: Clause) -> int:
    return clause.start


def sentence_start(text: str, offset: int) -> int:
    """Where the sentence holding `offset` begins (after 。, ！, ？ or a line break)."""
    while offset > 0 and text[offset - 1] not in SENTENCE_END:
        offset -= 1
    return offset


def sentence_end(text: str, offset: int) -> int:
    """Where the sentence holding `offset` ends: at its 。, ！, ？ or line break, or the text's end."""
    while offset < len(text) and text[offset] not in SENTENCE_END:
        offset += 1
    return offset


def clause_at(clauses: Sequence[Clause], offset: int) -> Clause | None:
    """The clause holding `offset` (clauses are in text order)."""
    i = bisect_right(clauses, offset, key=_start) - 1  # no list of starts built per fact
    if i >= 0 and offset < clauses[i].end:
        return clauses[i]
    return None


def verb_and_post(text: str, pos: int, end: int, rules: SubjectRules) -> bool:
    """Whether the clause from `pos` to `end` is one character and a post that ends it, or ends where a
    list of posts goes on (权给事中, 位中书令, 历尚书虞部、屯田二侍郎): a verb of holding a post, not a
    man's surname and given name. A post of two characters after it (王刺史) may be a man's style."""
    post = rules.office_title.match(text, pos + 1, end)
    return bool(post) and post.end() - pos > 3 and (post.end() == end or text[post.end()] == "、")
