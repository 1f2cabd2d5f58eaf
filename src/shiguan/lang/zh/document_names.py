"""The people a document names, read from the shapes only names take (name_shapes.py).

A word read as a man becomes a node that takes every fact found at the word again, so the
shapes refuse what only looks like a name: a given name run on into its verb (文远击走之), 解 of
解某围 (the verb of lifting a siege), 车驾 (the throne's carriage).
The shapes are the language's, never names.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from .aliases import leading_surname
from .name_shapes import (
    CLAUSE_BREAK,
    SINGLE_SURNAMES,
    SubjectRules,
    a_place,
    aside_at,
    is_han,
    kin_at,
    repeated_prefix,
    used_alone,
)


def document_names(text: str, rules: SubjectRules, known: Iterable[str] = ()) -> set[str]:
    """The people a document names by shapes that only names take: `known` (its entries' names),
    a name after an office title (巡抚惠龄…; not 将军|建平|太守, no surname and a post after), after a
    kinsman term at a clause start (子允中), before 者 (X者，…), and the given name of such a
    three-character Han name used alone as a word (曾国藩 … 国藩以…, not 崇德明义 for 李德明). A
    name read after a title counts only if the document names it twice (the run may hold more)."""
    found = {n for n in known if len(n) >= 2}
    for m in rules.office_word.finditer(text):
        after = m.start() + len(m.group(1))
        name = repeated_prefix(text, rules.name_run(text, after, len(text)), rules)
        if (name and rules.plausible(name) and not a_place(text, name, rules)
                and (leading_surname(name) or not rules.office_any.match(text, after + len(name)))
                and (name in found or not rules.predicate.match(name))):
            found.add(name)
    kin_starts = {m.start() for m in _ahead(rules.kin).finditer(text)}
    for pos in _clause_starts(text, 0, len(text)):
        found.update(_kin_names(text, pos, rules, kin_starts))
        actor = _actor_at(text, pos, rules)
        if actor:
            found.add(actor)
        named = _surnamed_at(text, pos, rules)
        if named:
            found.add(named)
        aside = aside_at(text, pos, len(text), rules)
        if aside:
            found.add(aside)
    given = {n[1:] for n in found
             if len(n) == 3 and leading_surname(n) == n[0] and used_alone(text, n[1:], n[0], rules.name_stops)}
    # 文远击走之 after 张文远: his given name and the verb after it, no man 文远击
    found -= {n for n in found if len(n) == 3 and n[:2] in given and rules.predicate.match(n, 2)}
    # a post or an honour is never a name, however it was read (太保, 协办大学士)
    return {n for n in found | given if not rules.post_end.search(n) and not _HONOUR.match(n)}


# the siege ends its clause, and no verb of a besieger stands between (解琬率众围襄阳, 解系围洛阳: a man)
_LIFTS_SIEGE = re.compile("解[^，。；：、率进引遣攻围]{1,4}?之?围(?=[，。；：]|$)")


def lifts_siege(text: str, pos: int) -> bool:
    """解南笼围, 解某城之围: lifting a siege, where 解 is the verb and no surname."""
    return bool(_LIFTS_SIEGE.match(text, pos))


_THRONE_CARRIAGE = ("车驾", "乘舆")


def _not_a_surname(text: str, pos: int) -> bool:
    """解 of 解南笼围 (a siege lifted), 车 of 车驾南伐 (the throne's carriage: the throne on the move):
    a word, no surname."""
    return lifts_siege(text, pos) or text.startswith(_THRONE_CARRIAGE, pos)


# Particles no given name holds (归润而卒: 归 "went back", no man 归润而; 陈伯之 is a name: 之 may stand)
_PARTICLES = "而乎者也以所"
# A negation ends no given name (终不降屈: "never yielded", no man 终不; 秋毫无犯: no man 秋毫无; 隽不疑 and
# 何无忌 are names)
_NEGATIONS = "不未弗莫勿毋无非"


def _actor_at(text: str, pos: int, rules: SubjectRules) -> str:
    """A Han surname and given name opening a clause before a verb of arms or revolt (吴三桂反);
    not how a death came (暴疾卒, 仰药而死), nor a word opening with a surname's character (_not_a_surname),
    nor a run that holds a particle past its surname."""
    if text[pos:pos + 1] not in SINGLE_SURNAMES or rules.died_of.match(text, pos) or _not_a_surname(text, pos):
        return ""
    for n in (3, 2):
        run = text[pos:pos + n]
        if (len(run) == n and all(is_han(ch) for ch in run) and leading_surname(run) == run[0]
                and not any(ch in _PARTICLES for ch in run[1:]) and run[-1] not in _NEGATIONS
                and rules.actor_verbs.match(text, pos + n)):
            return run
    return ""


_KIN_FIRST = "父母兄弟妻妾姊妹"  # 师父洵为文: a verb (师, learned from) and his father, no man 师父洵


def _surnamed_at(text: str, pos: int, rules: SubjectRules) -> str:
    """A Han surname and a two-character given name opening a clause before a verb, where the
    document uses the given name alone too (马如龙在临安… 如龙不受): a man of the story; not
    one whose given name would open with a kinsman (师父洵: learned from his father 洵)."""
    run = text[pos:pos + 3]
    if (len(run) == 3 and run[0] in SINGLE_SURNAMES and all(is_han(ch) for ch in run) and run[1] not in _KIN_FIRST
            and run[0] not in rules.name_stops and leading_surname(run) == run[0]
            and text[pos + 3:pos + 4] in rules.name_stops
            and used_alone(text, run[1:], run[0], rules.name_stops) and not _not_a_surname(text, pos)):
        return run
    return ""


def _kin_names(text: str, pos: int, rules: SubjectRules, kin_starts: set[int]) -> list[str]:
    """Names a kinsman term introduces at a clause start, or after a short name there, with the
    names listed after them: 子允中 / 熙子克善、克勤 / 弟A、B. `kin_starts`: where rules.kin matches."""
    for lead in range(0, 5):
        if pos + lead not in kin_starts:
            continue
        kin = kin_at(text, pos + lead, len(text), rules)
        if kin is None or (lead and not all(is_han(ch) for ch in text[pos:pos + lead])):
            continue
        names, after = [kin[1]], kin[2]
        while text.startswith("、", after):
            more = rules.name_run(text, after + 1, len(text))
            names.append(more)
            after += 1 + len(more)
        if after < len(text) and text[after] in CLAUSE_BREAK:
            return [n for n in names if rules.name_min <= len(n) <= rules.name_max]
    return []


_HONOUR = re.compile(r"[太少](?:保|傅|师)$")


@lru_cache(maxsize=4)
def _ahead(pattern: re.Pattern[str]) -> re.Pattern[str]:
    """Where `pattern` matches, at every offset (one scan, rather than a match tried at each)."""
    return re.compile(f"(?=(?:{pattern.pattern}))", pattern.flags)


def _clause_starts(text: str, start: int, end: int) -> list[int]:
    return [start] + [i + 1 for i in range(start, end - 1) if text[i] in CLAUSE_BREAK]
