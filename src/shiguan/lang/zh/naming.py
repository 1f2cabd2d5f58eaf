"""From an entry heading as written ("子舒常", "武功郡王礼敦", "鄂尔泰弟鄂尔奇") to a person's name,
the kinship that ties the entry to an earlier subject, and a noble title.

Kinship comes from how the histories attach relatives to a main biography: a heading "子舒常"
means 舒常, son of the subject before him (次子庆惠: his second son). "孙" is also a surname, so
it is read as a marker only when the entry's first sentence gives no native place (孙玉庭，…山东
济宁人 is a Mr Sun) and no chapter heading lists the name where nothing stands before it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from .aliases import leading_surname, name_before_verb

# 孙玉庭，…济宁人。/ 长孙平，…洛阳人也。; not an office or a word (位太子舍人。, 膂力过人。)
_NATIVE_PLACE = re.compile(r"(?<![舍过夫门庶宫贵家世古时众他故美才主])人(?:也)?(?:[，。；]|$)")
_KIN_LEADS = "从族堂再"  # 从祖, 族祖, 堂兄, 再从: a kinship word, no man's name
_TITLE_LEADS = ("世", "太", "天", "公", "君", "夫", "王")  # 世子静, 太子X: a title, no kinsman's anchor
_IN_NAMES = ("子", "孙")  # markers a given name holds (李子雄, 徐经孙); 弟, 兄, 父 it does not (臧弟邵)


@dataclass(frozen=True)
class Heading:
    name: str
    kinship: str = ""  # marker as written: 子, 弟, 从子 …
    anchor: str = ""  # the earlier subject the marker refers to ("" = the previous main subject)
    title: str = ""  # noble title standing before the name


@dataclass(frozen=True)
class NamingRules:
    markers: tuple[str, ...]  # longest first
    order: re.Pattern[str]  # birth order before a marker (次子)
    surname_like: frozenset[str]
    relation: dict[str, str]
    title_re: re.Pattern[str]

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> NamingRules:
        k = d["kinship"]
        return cls(
            markers=tuple(sorted(k["markers"], key=len, reverse=True)),
            order=re.compile(k.get("order", "(?!)")),
            surname_like=frozenset(k.get("surname_like", [])),
            relation=dict(k["relation"]),
            title_re=re.compile(d["titles"]["regex"]),
        )


def _split_title(name: str, rules: NamingRules) -> tuple[str, str]:
    m = rules.title_re.match(name) if len(name) >= 5 else None
    return (m.group("name"), m.group("title")) if m else (name, "")


def parse_heading(
    heading: str, first_sentence: str, earlier: list[str], rules: NamingRules, first_in_group: bool = False,
    listed: tuple[str, str] = ("", ""),
) -> Heading:
    """Read a heading; `earlier` holds the names of this document's earlier entries,
    `first_in_group` says a chapter heading lists it with no name before it, and `listed` is the
    kinship word and anchor a chapter heading lists a one-character name after (segment.py)."""
    if listed[0]:
        return Heading(heading, listed[0], listed[1], "")
    heading = heading.removeprefix("其") if len(heading) > 3 else heading  # 其兄子得胜
    if anchored := _anchored(heading, first_sentence, earlier, rules):
        return anchored  # 子干兄诠 after 贺娄子干: 诠, his elder brother (not 干兄诠, a son)
    order = rules.order.match(heading)
    lead = order.end() if order and any(heading.startswith(m, order.end()) for m in rules.markers) else 0
    for marker in rules.markers:
        if heading.startswith(marker, lead) and len(heading) > lead + len(marker):
            rest = heading[lead + len(marker):]
            compound = lead and leading_surname(heading) == heading[:lead + 1]  # 长孙平: not an eldest grandson
            if marker in rules.surname_like and (not lead or compound) and (
                    first_in_group or _NATIVE_PLACE.search(first_sentence)):
                break
            if not earlier and not (lead and marker not in rules.surname_like):
                break  # no one to hang on, unless a birth order says a son (长子澄 at a book's start)
            name, title = _split_title(rest, rules)
            return Heading(name_before_verb(name), marker, "", title)  # 子会理嗣: 会理
    name, title = _split_title(heading, rules)
    return Heading(name, "", "", title)


def _anchored(heading: str, first_sentence: str, earlier: list[str], rules: NamingRules) -> Heading | None:
    """"鄂尔泰弟鄂尔奇", "汝诚子臻", "绰弟椿": an earlier subject (or the given name of one, one
    character where it ends an earlier subject's name: 椿 after 苏绰), a marker, a name. A one-
    character lead is no anchor where the first sentence gives a native place (a man of his own).
    A heading of that shape with no surname (植弟基, 劭兄子直: a given name, a marker, a given
    name), or of four characters whose anchor is a surname and a given name (景哲子冏), or whose
    marker no given name holds (臧弟邵, 筠父惇: 臧 and 筠 are given names here), is a kinsman's
    too, though his anchor is no entry of the document."""
    if len(heading) < 3:
        return None
    own_man = bool(_NATIVE_PLACE.search(first_sentence))
    bare = None
    for marker in rules.markers:
        at = heading.find(marker, 1)
        while at > 0:
            anchor, rest = heading[:at], heading[at + len(marker):]
            single = len(anchor) == 1 and anchor not in rules.markers + _TITLE_LEADS \
                and not rules.order.match(anchor) and not own_man
            if rest and any(e == anchor or (len(anchor) >= 2 or single) and len(e) > len(anchor) and e.endswith(anchor)
                            for e in earlier):
                name, title = _split_title(rest, rules)
                return Heading(name, marker, anchor, title)
            if bare is None and single | (len(anchor) == 2 and not own_man) and 1 <= len(rest) <= 2 \
                    and (marker not in _IN_NAMES and anchor[0] not in _KIN_LEADS
                         or _no_surname_or_a_full_anchor(heading, anchor)):
                bare = Heading(rest, marker, anchor, "")
            at = heading.find(marker, at + 1)
    return bare


def _no_surname_or_a_full_anchor(heading: str, anchor: str) -> bool:
    """No surname opens the heading, or a one-character one opens a two-character anchor of a
    four-character heading (景哲子冏: 景哲's son 冏; a Han name is rarely a surname and three
    characters, while 司马子如 is a compound surname and a given name); not a kinship word
    (从祖弟顗 is a second cousin, no 从祖's brother)."""
    surname = leading_surname(heading)
    return not surname or len(surname) == 1 and len(anchor) == 2 and len(heading) == 4 \
        and anchor[0] not in _KIN_LEADS
