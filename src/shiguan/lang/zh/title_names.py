"""The name after an official's title (刑部尚书赵平章摄太尉, 参赞五岱攻北山, 知县李可昌等).

A clause that opens with a title and a man's name is that man's. The run of name characters
after the title often runs on into the verb of taking a post and the post itself (赵平章摄太尉:
摄 and 太 stop no name), and a run that long is no name: the clause was read as nobody's and the
post carried on to the entry's subject. A Han surname and two characters before a verb of taking
a post and an office end there (two characters there are as often the end of a post: 郎长兼…).
"""

from __future__ import annotations

from .aliases import leading_surname
from .name_shapes import SubjectRules, is_han
from .person_names import TAKES


def name_after_title(text: str, pos: int, end: int, rules: SubjectRules) -> str:
    """The name after an official's title at `pos`: a run of name characters, two or three
    characters before a verb of arms (参赞五岱攻北山), three before a verb of taking a post and
    an office (尚书赵平章摄太尉), or a Han surname and a given name whose characters stop names
    elsewhere (知县李可昌等: 可)."""
    run = rules.name_run(text, pos, end)
    if len(run) < rules.name_min:  # 参赞五岱攻北山: a name of number characters before a verb of arms
        for n in (3, 2):
            if pos + n < end and all(is_han(ch) for ch in text[pos:pos + n]) \
                    and rules.actor_verbs.match(text, pos + n):
                return text[pos:pos + n]
    if len(run) > 3 and leading_surname(text[pos:pos + 3]):
        if pos + 4 < end and text[pos + 3] in TAKES and rules.office_title.match(text, pos + 4, end):
            return text[pos:pos + 3]
    if len(run) >= rules.name_min or not leading_surname(text[pos:pos + 3]):
        return run
    for n in (3, 2):
        if pos + n <= end and (pos + n == end or not is_han(text[pos + n]) or text[pos + n] in rules.name_stops):
            return text[pos:pos + n]
    return run
