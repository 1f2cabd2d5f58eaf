"""Another man's kinsman opened by name and kinship alone, inside an entry: 「浑弟元昌，…」.

The earlier histories hang a family on one entry, and after the head's life (or a brother's) a
sentence opens with a clause that is nothing but a man's name, a kinship term and a new given
name: 「浑弟元昌，太延五年为司空，赐爵某公，…卒。」, 「衮次子度，少有志尚，袭爵…」; a new life can
open so too where the printed text has 子 for 字 (「高赋子正臣，中山人。」). The clauses after it
are the new man's (his posts, his death), yet no name the tracker knows opens them, so they were
carried on as the entry subject's. Such a clause opens that man's own account (styled_accounts.py
keeps it open until a clause opens with the subject's own name). The first name must be none of
the subject's: 「诞子某，」 is his own son's line, which the kinsman rules read.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import lru_cache

from .given_alone import KIN_ENDS, REACH, named_whole
from .name_shapes import RULER_ENDS, SENTENCE_END, SubjectRules, is_han
from .person_names import PersonNames

# Words whose 子 or 孙 is no man's son: 太子废, 赠太子少保, 天子, 君子, 公孙 (a surname), 丁父艰 (mourning)
_TITLES = re.compile("太子|天子|世子|公子|王子|君子|皇子|诸子|王孙|公孙|丁[父母]")


def kinsman_opener(text: str, start: int, end: int, rules: SubjectRules,
                   mine: list[str]) -> tuple[str, int, int] | None:
    """(given name, start, end) when the clause text[start:end] opens a sentence and is wholly a
    name that is none of `mine`, kinship terms and a given name (浑弟元昌, 衮次子度), else None."""
    if start > 0 and text[start - 1] not in SENTENCE_END or rules.throne.match(text, start, end) \
            or rules.kin.match(text, start, end) or _TITLES.search(text, start, min(end, start + 4)):
        return None  # 高祖受禅, 长子烈 (his own son), 太子废: no other man's kinsman
    for cut in range(1, 4):
        first = text[start:start + cut]
        if start + cut >= end or not another_name(first, rules, mine):
            continue
        after = start + cut
        while (m := rules.kin.match(text, after, end)) and m.end() > after:  # 次子, 从父弟: the terms chain
            after = m.end()
        given = text[after:end]
        if after > start + cut and given_after_kin(given, mine, rules) \
                and _introduced(text, first, start):  # last: it searches the text before
            return given, start, end
    return None


def given_after_kin(given: str, mine: Sequence[str], rules: SubjectRules) -> bool:
    """Whether the word closing a clause after a kinship term may be a given name: one or two Han
    characters, also those that stop names elsewhere (章子统: 统 "commands" only before what he
    commands), none of the subject's forms `mine`, and none that kin_not_a_name reads as no name
    (子孙, 父忧)."""
    return 1 <= len(given) <= 2 and all(is_han(ch) for ch in given) \
        and not any(given in form or form in given for form in mine if form) and not rules.kin_not_a_name.match(given)


# A sentence that glosses the word the sentence before ended on (率众经广固。广固，南燕旧都也; 进兵向阿瓦。
# 阿瓦，缅甸都也): a place named, not a man's account opened by his given name
_GLOSS = re.compile("[^，。；]{1,2}，[^，。；]{1,12}也[。；]")


def given_opener(text: str, start: int, end: int, rules: SubjectRules, mine: list[str],
                 person_names: PersonNames) -> tuple[str, int, int] | None:
    """(given name, start, end) when the clause text[start:end] opens a sentence and is wholly the
    given name of another man the text named whole shortly before (有广陵高爽、济阳江洪，并工属文。
    爽，齐永明中…): his attached account, which a comma, not a 字, follows; else None. The full name
    must pass given_alone's tests (a person's name, no ruler's), and not end the sentence before one
    that glosses it. It may stand before the entry's start: a list of men (有陈永贵、房兆，俱为边将)
    whose lives the reader folded into one entry still names the man whose account opens."""
    given = text[start:end]
    if start > 0 and text[start - 1] not in SENTENCE_END or not 1 <= len(given) <= 2 \
            or text[end:end + 1] != "，" or not another_name(given, rules, mine) or given[-1] in RULER_ENDS:
        return None
    full = named_whole(text, max(0, start - REACH), start, given, mine, rules)
    if not full or person_names.why_not(full) \
            or text.endswith(full, 0, start - 1) and _GLOSS.match(text, start):
        return None
    return given, start, end


def _introduced(text: str, name: str, before: int) -> bool:
    """Whether the text before `before` introduces `name` as a man: before his 字 (衮字洪龙, 张衮，字…),
    as a forebear (汉大鸿胪章十一世孙: 章子统，…为雁门太守 is the forebear's son's post), or standing
    alone after a kinship term or a break (他弟浑，; 及孙沉、志). 外祖丘它, 故子响怒, 王亲祖道 open
    with words that are no man introduced."""
    return _introduction(name).search(text, 0, before) is not None


@lru_cache(maxsize=4096)
def _introduction(name: str) -> re.Pattern[str]:
    return re.compile(f"{re.escape(name)}(?:，?字|之?[一二三四五六七八九十]+[世代]孙)"
                      f"|(?:^|[{KIN_ENDS}，。；\n]){re.escape(name)}[，。、]", re.M)


def another_name(word: str, rules: SubjectRules, mine: list[str]) -> bool:
    """Whether `word` may be a man's name that is none of the subject's: Han characters and no name
    stop, and it neither is, holds nor is held in one of his forms `mine` (StyledAccount shares it)."""
    return bool(word) and all(is_han(ch) and ch not in rules.name_stops for ch in word) \
        and not any(word in form or form in word for form in mine if form)
