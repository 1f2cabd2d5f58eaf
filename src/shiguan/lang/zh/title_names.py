"""The name after an official's title (刑部尚书裴某摄太尉, 参赞五岱攻北山, 知县李可昌等).

A clause that opens with a title and a man's name is that man's. The run of name characters
after the title often runs on into the verb of taking a post and the post itself (裴某摄太尉:
摄 and 太 stop no name), and a run that long is no name: the clause was read as nobody's and the
post carried on to the entry's subject. A Han surname and one or two characters before a verb of
taking a post and an office end there.
"""

from __future__ import annotations

from .aliases import leading_surname
from .name_shapes import SubjectRules, is_han
from .person_names import TAKES


def name_after_title(text: str, pos: int, end: int, rules: SubjectRules) -> str:
    """The name after an official's title at `pos`: a run of name characters, two or three
    characters before a verb of arms (参赞五岱攻北山) or before a verb of taking a post and an
    office (尚书裴某摄太尉), or a Han surname and a given name whose characters stop names
    elsewhere (知县李可昌等: 可)."""
    run = rules.name_run(text, pos, end)
    if len(run) < rules.name_min:  # 参赞五岱攻北山: a name of number characters before a verb of arms
        for n in (3, 2):
            if pos + n < end and all(is_han(ch) for ch in text[pos:pos + n]) \
                    and rules.actor_verbs.match(text, pos + n):
                return text[pos:pos + n]
    if len(run) > 3 and leading_surname(text[pos:pos + 3]):
        for n in (2, 3):
            if pos + n + 1 < end and text[pos + n] in TAKES and rules.office_title.match(text, pos + n + 1, end):
                return text[pos:pos + n]
    if len(run) >= rules.name_min or not leading_surname(text[pos:pos + 3]):
        return run
    for n in (3, 2):
        if pos + n <= end and (pos + n == end or not is_han(text[pos + n]) or text[pos + n] in rules.name_stops):
            return text[pos:pos + n]
    return run
