"""Deeds the throne orders him to do by name (issue 41: his clauses that yielded no fact).

「诏某与某某为赋」, 「敕某与某各制寺碑」, 「并诏某为文」: a clause whose edict (诏, 敕) has one of his
names for its object, then what he was to do. The deed is his by positive evidence, his name
where the edict puts it. Only the throne's edicts: after 使, 命, 令 and 遣 the translations make
the sender the clause's subject (X遣Y救Z is X's act first), and on the read books those clauses
were the sender's by the silver labels one time in four (遣 one in two), so they stay unread.
The clause is stored in the source's own words, whole (who ordered and who did it stay in it),
with his name as its recipient, so that it is his only where the subject rules read that name as
his (attribute.py keeps it then, drops it otherwise, as it does a named deed).

Not stored: another man named right after the edict (诏丁戊与某…: the order is his), a kinsman or
his men after his name (诏某子…), an edict only meant or asked for (欲诏某…, 请敕某…), a clause of
words spoken (诏某曰…) or one where he is only acted on (敕某为某所…).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...models import Fact, Span
from .name_shapes import CLAUSE_BREAK, clause_spans

ORDERED = "受命"  # the event's kind: a deed he was ordered to do by name

# The edict, after at most four characters (高祖, 上乃, 是时), none of them an intention, a
# request, a condition or a denial (欲诏, 请敕, 若诏, 不诏): a deed ordered, not one meant.
_ORDER = re.compile("(?P<lead>(?:(?![欲将拟请议宜当若如不未勿莫可尝每])[^，。；：]){0,4}?)"
                    "(?P<verb>诏令|敕令|诏|敕)")
# What he was ordered to do: a deed, not words (曰, 谓), not the passive (为某所…), not a pointer
# alone (之, 其 opening it).
_DEED = re.compile("(?![^，。；]*(?:曰|谓|云|所[杀害执获败])|[之其者也所])[^，。；：]{2,16}")
_BACK = "并皆悉俱咸"  # opening the clause: "all of them", pointing back at the clause before


def ordered_deeds(entry: str, base: int, body_start: int, own: Sequence[str], not_his: re.Pattern[str],
                  taken: Sequence[Span]) -> list[Fact]:
    """The clauses after the opening sentence where an edict names him (诏某与某某为赋), each an
    event in the source's words, his name the recipient. `not_his`: what after his name makes the
    clause a kinsman's or his men's (extract.toml named_deed.not_his); `taken`: spans of facts
    read otherwise (a clause holding one is not read again)."""
    forms = sorted((f for f in own if len(f) >= 2), key=len, reverse=True)
    out: list[Fact] = []
    for s, e in clause_spans(entry, body_start, len(entry)):
        fact = _ordered(entry, base, s, e, forms, not_his)
        if fact is not None and entry[e:e + 1] != "：" \
                and not any(t.start < fact.span.end and fact.span.start < t.end for t in taken):
            out.append(fact)
    return out


def _ordered(entry: str, base: int, s: int, e: int, forms: Sequence[str], not_his: re.Pattern[str]) -> Fact | None:
    lead = s + len(entry[s:e]) - len(entry[s:e].lstrip(" \u3000"))
    m = _ORDER.match(entry, lead, e)
    if m is None:
        return None
    name = next((f for f in forms if entry.startswith(f, m.end())), "")
    if not name:
        return None
    after = m.end() + len(name)
    if not_his.match(entry, after, e) or not _DEED.fullmatch(entry, after, e):
        return None
    if entry[lead] in _BACK:  # 《某铭》、《某檄》，并诏某为文: what 并 gathers is said with it
        if lead < 2 or entry[lead - 1] not in "，；":
            return None
        lead = _clause_start(entry, lead - 1)
    return Fact("事件", entry[lead:e], Span(lead + base, e + base), Span(lead + base, e + base), f"event:{ORDERED}",
                detail=ORDERED, recipient=Span(m.end() + base, after + base))


def _clause_start(entry: str, end: int) -> int:
    s = end
    while s > 0 and entry[s - 1] not in CLAUSE_BREAK:
        s -= 1
    return s
