"""The name after an official's title (刑部尚书赵平章摄太尉, 参赞五岱攻北山, 知县李可昌等).

After a title, the run of name characters often runs on into the verb of taking a post and the
post itself (赵平章摄太尉: 摄 and 太 stop no name), and the post carried on to the entry's subject.
A Han surname and two characters, or a one-character surname and one (王俭兼太尉), end before 兼
or 摄 and an office. The clause then stays undecided, not another man's: the office pattern also
matches from the name's start (王俭兼太尉 read as one office, like 临川太守), so the person test
makes no node for him, and the post and the clauses carried after it are nobody's.
"""

from __future__ import annotations

from .aliases import leading_surname
from .name_shapes import SubjectRules, is_han
from .person_names import TAKES


def name_after_title(text: str, pos: int, end: int, rules: SubjectRules) -> str:
    """The name after an official's title at `pos`: a run of name characters, two or three
    characters before a verb of arms (参赞五岱攻北山), three, or a one-character surname and one,
    before a verb of taking a post and an office (尚书赵平章摄太尉, 尚书王俭兼太尉), or a Han
    surname and a given name whose characters stop names elsewhere (知县李可昌等: 可)."""
    run = rules.name_run(text, pos, end)
    if len(run) < rules.name_min:  # 参赞五岱攻北山: a name of number characters before a verb of arms
        for n in (3, 2):
            if pos + n < end and all(is_han(ch) for ch in text[pos:pos + n]) \
                    and rules.actor_verbs.match(text, pos + n):
                return text[pos:pos + n]
    for n in (3, 2):  # 王俭兼太尉 too: two characters when the first is a one-character surname
        surname = leading_surname(text[pos:pos + n])
        if len(run) > n and surname and (n == 3 or surname == text[pos]) and pos + n + 1 < end \
                and text[pos + n] in TAKES and rules.office_title.match(text, pos + n + 1, end):
            return text[pos:pos + n]
    if len(run) >= rules.name_min or not leading_surname(text[pos:pos + 3]):
        return run
    for n in (3, 2):
        if pos + n <= end and (pos + n == end or not is_han(text[pos + n]) or text[pos + n] in rules.name_stops):
            return text[pos:pos + n]
    return run
