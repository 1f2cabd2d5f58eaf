"""The alias dictionary: every form under which the histories name a person.

Read forms (name, heading, 字, 号, 初名) carry the span they were read from. Derived forms follow
documented rules:

- surname + 字 (严烺, 字小农 → 严小农), for people with a Han surname;
- the given name alone (赵尔丰 → 尔丰), the way an entry refers to its own subject after the
  first sentence, for Han names of three characters or more. It is scoped to the person's own
  entries: elsewhere "尔丰" could be anyone, and a one-character given name (张井 → 井) is never
  used at all, nor is the last character of a Manchu name (兆惠 → 惠);
- a relative's name completed with the surname of the subject he hangs on (朱射斗 … 子树 → 朱树),
  kept as an inferred lookup form, never written into a biography as if read.

A Han surname is assumed only when the opening sentence gives a native place (…人) or a Chinese
banner (汉军…旗) and no clan name (…氏): 丰升额 is Manchu, not a Mr Feng.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ...models import AliasDraft, Fact, Span
from ...rules import data_lines

_READ_KINDS = {"字": "字", "一字": "字", "又字": "字", "号": "号", "又号": "号", "自号": "号",
               "晚号": "号", "别号": "号", "初名": "初名", "原名": "初名", "本名": "初名", "一名": "初名"}


@lru_cache(maxsize=1)
def surnames() -> frozenset[str]:
    """The Han surnames of data/surnames.txt."""
    return frozenset(w for line in data_lines("surnames.txt") for w in line.split())


def leading_surname(name: str) -> str:
    """The longest listed surname `name` starts with (and is longer than), or ""."""
    listed = surnames()  # plain tests, not a generator: this is asked at every clause start
    if len(name) > 3 and name[:3] in listed:  # 侯莫陈崇
        return name[:3]
    if len(name) > 2 and name[:2] in listed:
        return name[:2]
    return name[0] if len(name) > 1 and name[0] in listed else ""


_NAME_TAIL = "之则"  # 松之, 世则: a name's last character that elsewhere stops names
_CLAUSE_ENDS = "，。；"
_TEMPLE_MARKS = "高太世烈显肃成圣仁睿"  # 高祖, 太祖, 世祖 …: a temple title, where 曾祖, 从祖 are kin


def with_tail(text: str, at: int, run: str) -> str:
    """A one-character run read at `at` with the 之 or 则 after it, where a clause break follows
    (父超之，…, 从孙世则，…): "then" never ends a clause, nor "him" after a kinsman term, so it
    ends his name. Not after a temple title (高祖嘉之 is the throne praising him as often as an
    ancestor), but after 曾祖, 从祖 or 祖 alone (曾祖遥之，…) it is."""
    after = at + len(run)
    tail, brk = text[after:after + 1], text[after + 1:after + 2]
    if len(run) != 1 or not tail or tail not in _NAME_TAIL or not brk or brk not in _CLAUSE_ENDS:
        return run
    temple = at >= 2 and text[at - 1] == "祖" and text[at - 2] in _TEMPLE_MARKS
    return run if temple else run + tail


def name_body(name: str) -> str:
    """A two-character name without the 之 or 则 that ends it (超之 → 超): the part name stops test."""
    return name[:-1] if len(name) == 2 and name[-1] in _NAME_TAIL else name


_CAREER_START = re.compile("起家|释褐|解褐")  # his first post: 兄斐起家为郁林太守
_SUCCEEDS = "嗣袭"  # 子会理嗣，字长才: the son 会理 succeeds


def name_before_verb(run: str) -> str:
    """A kinsman's name without the verb the text goes on with: 斐 of 斐起家为…, 会理 of 会理嗣
    (a two-character run keeps its 嗣: 子承嗣 is a son named 承嗣)."""
    m = _CAREER_START.search(run, 1)
    if m:
        return run[:m.start()]
    return run[:-1] if len(run) >= 3 and run[-1] in _SUCCEEDS else run


def han_surname(name: str, facts: list[Fact]) -> str:
    """The surname of `name`, or "" when the person is not known to bear a Han surname: a native
    place, a Han banner, or a 字 with no banner (韦敻字敬远。: the earlier histories often give no
    native place; a Manchu's 字 comes with his banner)."""
    han_origin = any(f.relation == "籍贯" or (f.relation == "旗籍" and "汉军" in f.value) for f in facts) or (
        any(f.relation == "字" for f in facts) and not any(f.relation == "旗籍" for f in facts))
    if not han_origin or any(f.relation == "氏族" for f in facts) or not 2 <= len(name) <= 4:
        return ""
    return leading_surname(name)


def alias_drafts(
    name: str, heading: str, title: str, facts: list[Fact], heading_span: tuple[int, int],
    inferred_surname: str = "",
) -> list[AliasDraft]:
    span_start, span_end = heading_span
    name_at = heading.rfind(name)
    name_span = Span(span_start + name_at, span_start + name_at + len(name)) if name_at >= 0 else None
    out = [AliasDraft(name, "name", span=name_span)]
    if heading != name:
        out.append(AliasDraft(heading, "heading", span=Span(span_start, span_end)))
    if title:
        out.append(AliasDraft(title + name, "title+name", rule="noble title before the name"))
    surname = han_surname(name, facts)
    for f in facts:
        kind = _READ_KINDS.get(f.detail) if f.relation in ("字", "号", "初名") else None
        if kind is None:
            continue
        out.append(AliasDraft(f.value, kind, span=f.span))
        if surname and kind in ("字", "初名") and not f.value.startswith(surname):
            out.append(AliasDraft(surname + f.value, f"surname+{kind}", rule=f"{surname} + {kind} {f.value}"))
    if surname and len(name) - len(surname) >= 2:
        out.append(AliasDraft(name[len(surname):], "given", scope="entry",
                              rule=f"given name without the surname {surname}, inside the entry only"))
    if inferred_surname and not name.startswith(inferred_surname):
        out.append(AliasDraft(inferred_surname + name, "inferred",
                              rule=f"surname {inferred_surname} of the subject this entry hangs on"))
    seen: set[tuple[str, str]] = set()
    return [a for a in out if len(a.form) >= 2 and not ((a.form, a.kind) in seen or seen.add((a.form, a.kind)))]
