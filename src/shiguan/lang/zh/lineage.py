"""The opening lineage of the earlier histories: 「某，字某，某郡人，某官某之孙，某官某之子也」,
and the sentences right after the opening that name his forebears: 「祖某，宋某官。父某，齐某官。」

The 南北朝 and 唐 books name a man's father and grandfather in his opening sentence by office and
name, joined by 之 to the kinship word. The office is no part of the name, and the 之 is the
particle, except where it ends the name: 宋太中大夫松之孙也 is 裴松之's grandson, 北徐州刺史放之子也
韦放's son, and the shape cannot tell them apart. So a kinsman is read there only where that doubt
cannot arise: by a two-character given name (右卫将军神念之子也), or a surname and a two-character
given name, after an office that ends where the name begins (尚书令崇: never 令崇). A prince's or
duke's fief (清河王, 陈留公) is no such office: 王, 公 and 侯 are surnames too. A sentence
of the opening's lineage block names him first (祖某，…): it is the subject's forebear, as the
block comes before any other man is named.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ...models import Fact, Span
from .aliases import surnames

_NEVER = re.compile("(?!)")


@dataclass(frozen=True)
class Lineage:
    """The patterns of data/extract.toml [lineage]."""

    named: re.Pattern[str] = _NEVER  # 某官某之子也: groups office, v (his name), k (子 or 孙)
    block: re.Pattern[str] = _NEVER  # 祖某，…: a sentence naming a forebear first (groups k, v)
    kin: tuple[tuple[str, str], ...] = ()  # the subject's relation by the kinship word (子 → 父)
    reject: re.Pattern[str] = _NEVER  # what is never a forebear's name (祖献文帝, 父忧)
    office_end: re.Pattern[str] = _NEVER  # an office ends here (尚书令: 令 is no name's start)

    @classmethod
    def from_dict(cls, d: dict[str, Any], offices: str, office_end: re.Pattern[str]) -> Lineage:
        if not d:
            return cls()
        return cls(named=re.compile(d["regex"].replace("{offices}", offices)), block=re.compile(d["block"]),
                   kin=tuple(d["kin"].items()), reject=re.compile(d["reject"]), office_end=office_end)

    def facts(self, entry: str, opening_end: int, base: int) -> list[Fact]:
        """His father and grandfather named in the opening sentence entry[:opening_end] by office
        and name, and in the sentences right after it that open with a forebear (祖某，, 父某，)."""
        kin = dict(self.kin)
        found = [(m, kin[m.group("k")]) for m in self.named.finditer(entry, 0, opening_end)
                 if _given_name_whole(m.group("v")) and self._cut_clear(m.group("office"), m.group("v"))]
        at = opening_end
        while (m := self.block.match(entry, at)) is not None:
            if m.group("k") in kin:
                found.append((m, kin[m.group("k")]))
            stop = min((i for i in (entry.find(c, m.end()) for c in "。！？") if i >= 0), default=-1)
            if stop < 0:
                break
            at = stop + 1
        return [_fact(m, relation, base) for m, relation in found if not self.reject.search(m.group("v"))]

    def _cut_clear(self, office: str, name: str) -> bool:
        """Whether the office ends where the name begins, and could end nowhere else: it does not
        run on into the name (尚书令崇), nor may its last character be a surname opening it (议郎郎某)."""
        return not self.office_end.search(office + name[0]) \
            and not (office[-1] in surnames() and self.office_end.search(office[:-1]))


def _fact(m: re.Match[str], relation: str, base: int) -> Fact:
    start = m.start() + (m.string[m.start():m.start() + 1] == "，")  # the break is no part of the evidence
    return Fact(relation=relation, value=m.group("v"), span=Span(m.start("v") + base, m.end("v") + base),
                evidence=Span(start + base, m.end() + base), method=f"opening:{relation}", detail="lineage")


def _given_name_whole(name: str) -> bool:
    """Whether `name` has a two-character given name, whose 之 after it is the particle: 神念, or a
    listed surname and two characters (王僧虔). 韦放, 裴松 (or 放, 松) may be 韦放之, 裴松之."""
    if len(name) == 2:
        return name[0] not in surnames()
    return len(name) == 3 and name[0] in surnames()
