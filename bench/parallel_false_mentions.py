"""Mentions a reader does not take for a man, read off the words around them.

The chapter lexicon holds every name the graph and the translation use, junk included, so a
name can match where the translation writes a place, an office or a connective:

- the place a 籍贯 fact states (赫连达…，盛乐人: 盛乐 is where he is from);
- an office right after a man's name (授予宇文述左卫大将军: 左卫 is the office's head), or after
  a verb that gives it when the fact's own words hold the whole office (除左卫将军 → 授予左卫将军);
  an office word alone (加授尚书);
- a fief after the verb that gives it, the fact's own words (改封东平王: a title, not its man);
- a connective that opens a clause (等到准备迎降: 等 is not a man);
- the office an office fact gives, where the graph made a node of it (被授予太史令), or of a part
  of it that the translation writes with the rest (授予虞部侍郎之职: 虞部侍);
- the place a noble title is named for, before the title and its man (桂阳嗣王萧象: 桂阳).
"""

from __future__ import annotations

import re

from parallel_names import Mention

PLACE_FACTS = frozenset({"籍贯"})
OFFICE_FACTS = frozenset({"任职", "加衔"})
# An office's tail: after a name that follows another man's, the name is the office's head.
_OFFICE_AFTER = re.compile(r"大?将军|都督|刺史|太守|郡守|县令|内史|尚书|侍郎|中郎将|校尉|长史|司马|行?参军"
                           r"|节度使|大夫|御史|太尉|司徒|司空")
_GIVES = ("授予", "授", "任", "拜", "加", "除", "升任", "迁任", "转任", "改任", "为")
_CONNECTIVES = ("等到", "待到", "直到", "及至")
_STAFF_AFTER = re.compile(r"(?:司马|长史|参军|主簿|功曹|从事|记室|掾|助教|录事|别驾|治中)$")
# the holder's own move onto a man's staff (兼任刘某抚军司马); not 署任, 任用, 授予: the man is appointed
_OWN_MOVE = ("兼任", "担任", "出任", "转任", "迁任", "升任", "改任", "调任", "兼领", "领", "兼", "成为", "为")
_FIEF = re.compile(r"嗣?(?:郡|县)?[王公侯]")


def true_mentions(target: str, mentions: list[Mention], relation: str = "", value: str = "") -> list[Mention]:
    """`mentions` less those the words around them show are no man (see the module's docstring)."""
    names = {(m.start, m.end) for m in mentions if m.kind == "name"}
    kept = []
    for m in mentions:
        if m.kind == "name" and relation in PLACE_FACTS and m.form in value:
            continue
        office = _OFFICE_AFTER.match(target, m.end)
        given = office is not None and target[:m.start].endswith(_GIVES) and m.form + office.group() in value
        if m.kind == "name" and office and (given or any(e == m.start for _, e in names)):
            continue
        if m.kind == "name" and (_OFFICE_AFTER.fullmatch(m.form) or _inside_office(target, m, relation, value)):
            continue
        fief = _FIEF.match(target, m.end) if m.kind == "name" else None
        if fief and any(s == fief.end() for s, _ in names):
            continue
        if m.kind == "name" and target[:m.start].endswith("封") and m.form[-1] in "王公侯" and m.form in value:
            continue
        if m.kind == "name" and any(target.startswith(w, m.start) for w in _CONNECTIVES):
            continue
        kept.append(m)
    return kept


def _inside_office(target: str, m: Mention, relation: str, value: str) -> bool:
    """Whether an office fact's office, from the mention on, is what the translation writes there:
    the mention is the office or its head (太史令; 虞部侍 of 虞部侍郎), no man; nor is the patron whose
    staff the holder moves onto (兼任刘某抚军司马); but the man given a staff title (署任刘某镇南司马) is one."""
    at = value.find(m.form) if relation in OFFICE_FACTS else -1
    if at < 0 or not target.startswith(value[at:], m.start):
        return False
    return not _STAFF_AFTER.search(value, at + len(m.form)) or target[:m.start].endswith(_OWN_MOVE)
