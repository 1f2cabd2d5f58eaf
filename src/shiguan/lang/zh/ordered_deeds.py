"""Deeds he is ordered to do by name (issue 41: his clauses that yielded no fact).

「诏某与某某为赋」, 「敕某与某各制寺碑」, 「使某为文」, 「命某讨之」: a clause whose verb of command (诏,
敕, 使, 命, 令, 遣) has one of his names for its object, then what he was to do. The deed is his by
positive evidence, his name where the order puts it. It is stored in the source's own words, the
clause whole (who ordered and who did it stay in it), with his name as its recipient, so that it is
his only where the subject rules read that name as his (attribute.py keeps it then, drops it
otherwise, as it does a named deed).

Not stored: another man named right after the verb (诏丁戊与某…: the order is his), a kinsman or
his men after his name (使某子…), an order only meant or asked for (欲使某…, 请令某…), a clause of
words spoken (令某曰…) or one where he is only acted on (使某为某所…).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...models import Fact, Span

ORDERED = "受命"  # the event's kind: a deed he was ordered to do by name

# The verb of command, after at most four characters (高祖, 上乃, 是时), none of them an intention,
# a request, a condition or a denial (欲使, 请令, 若使, 不令): a deed ordered, not one meant.
_ORDER = re.compile("(?P<lead>(?:(?![欲将拟请议宜当若如不未勿莫可尝每])[^，。；：]){0,4}?)"
                    "(?P<verb>诏令|敕令|诏|敕|使|命|令|遣)")
# What he was ordered to do: a deed, not words (曰, 谓), not the passive (为某所…), not a pointer
# alone (之, 其 opening it).
_DEED = re.compile("(?![^，。；]*(?:曰|谓|云|所[杀害执获败])|[之其者也所])[^，。；：]{2,16}")
_BREAK = "，。；：！？\n"
_BACK = "并皆悉俱咸"  # opening the clause: "all of them", pointing back at the clause before


def ordered_deeds(entry: str, base: int, body_start: int, own: Sequence[str], not_his: re.Pattern[str],
                  taken: Sequence[Span]) -> list[Fact]:
    """The clauses after the opening sentence where an order names him (诏某与某某为赋), each an
    event in the source's words, his name the recipient. `not_his`: what after his name makes the
    clause a kinsman's or his men's (extract.toml named_deed.not_his); `taken`: spans of facts
    read otherwise (a clause holding one is not read again)."""
    forms = sorted((f for f in own if len(f) >= 2), key=len, reverse=True)
    out: list[Fact] = []
    s = body_start
    while s < len(entry):
        e = s
        while e < len(entry) and entry[e] not in _BREAK:
            e += 1
        fact = _ordered(entry, base, s, e, forms, not_his)
        if fact is not None and entry[e:e + 1] != "：" \
                and not any(t.start < fact.span.end and fact.span.start < t.end for t in taken):
            out.append(fact)
        s = e + 1
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
    if entry[lead] in _BACK:  # 《某铭》、《某檄》，并使某为文: what 并 gathers is said with it
        if lead < 2 or entry[lead - 1] not in "，；":
            return None
        lead = _clause_start(entry, lead - 1)
    return Fact("事件", entry[lead:e], Span(lead + base, e + base), Span(lead + base, e + base), f"event:{ORDERED}",
                detail=ORDERED, recipient=Span(m.end() + base, after + base))


def _clause_start(entry: str, end: int) -> int:
    s = end
    while s > 0 and entry[s - 1] not in _BREAK:
        s -= 1
    return s
