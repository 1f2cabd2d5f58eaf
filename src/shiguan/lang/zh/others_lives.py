"""Another man's life told inside an entry, with no heading of its own.

The histories append a friend's, a brother's or a follower's short life to a man's entry: a
paragraph that opens as a life does (孟郊者，字东野，湖州武康人; 祁字子京，与兄庠同时举进士), with
a name that is none of the subject's. The subject's name comes back in it only in passing (愈一见
为忘形交), and the clauses carried on after such a mention are the other man's career (年五十，得
进士第，调溧阳尉). In such a paragraph a clause carried on from the subject is left undecided; a
clause that names him stays his.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import CARRIED, SELF, Span
from .name_shapes import Clause
from .run_notes import undecided_run

# a name of one to four characters, 者 and a comma or a comma alone, then 字 and his style name
_LIFE_OPENS = re.compile("([\u4e00-\u9fff]{1,4}?)(?:者，|，)?字[\u4e00-\u9fff]{1,3}[，。]")
_NOT_A_NAME = frozenset("初后又更改本旧小乃时其")  # 初字某，后改字某: his own style names, no man's


def others_lives(text: str, clauses: list[Clause], opening_end: int, mine: list[str]) -> list[Clause]:
    """The entry's clauses, those carried on from the subject in another man's life left undecided
    (paragraphs after the one holding the entry's opening, which ends at `opening_end`)."""
    out, start, end, other = [], 0, -1, ""
    for clause in clauses:
        if clause.start > end:  # a new paragraph: found once, not looked back for from every clause
            start = text.rfind("\n", 0, clause.start) + 1
            end = text.find("\n", clause.start)
            end = len(text) if end < 0 else end
            other = _life_opened(text, start, opening_end, mine)
        if other and clause.subject.who == SELF and clause.subject.basis == CARRIED:
            clause = replace(clause, subject=undecided_run(other, Span(start, start + len(other)),
                                                            f"another man's life in the entry ({other}，字…)"))
        out.append(clause)
    return out


def _life_opened(text: str, start: int, opening_end: int, mine: list[str]) -> str:
    """The name whose life the paragraph at `start` opens, when it is not the subject's; else ''."""
    if start < opening_end:
        return ""  # the entry's own opening
    m = _LIFE_OPENS.match(text, start)
    if not m:
        return ""
    name = m.group(1)
    if name in _NOT_A_NAME or any(name in form or form in name for form in mine if form):
        return ""
    return name
