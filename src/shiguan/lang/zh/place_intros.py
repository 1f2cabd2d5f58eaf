"""Another man brought in by his native place; where a paragraph opens, after a time or none.

时有天水人吕某兄弟始共某同逆，…战败，奔于某: the histories bring a new man into an entry by his
native place and his name, after 有 ("there was"), and tell his deeds with no subject after it.
Read as no name, those deeds ran on as the entry subject's, with a real citation. The man so
introduced is the subject of his clause, and of the account his clause opens (an aside: it
lasts its sentence, then what follows stays undecided until a clause names someone).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ...models import ASIDE, NAME, OTHER, Span, Subject
from .aliases import leading_surname
from .name_shapes import SubjectRules, is_han, twice

if TYPE_CHECKING:
    from .subjects import SubjectTracker

# 有 + a native place of two to four characters (no count: 有十余人) + 人, then the man's name
_FROM_A_PLACE = re.compile("时?有(?P<place>[\u3400-\u9fff]{2,4}?)人(?=[\u3400-\u9fff])")
_COUNTS = set("一二三四五六七八九十百千万数余众")


def man_from_a_place(text: str, pos: int, end: int, rules: SubjectRules, mine: list[str]) -> Subject | None:
    """The man a clause at `pos` brings in by native place (时有天水人吕某…), or None: a listed
    surname and a given name of one or two characters that the text writes again (the full name
    twice, or the given name alone elsewhere), none of the subject's."""
    m = _FROM_A_PLACE.match(text, pos, end)
    if not m or _COUNTS & set(m.group("place")):
        return None
    at = m.end()
    surname = leading_surname(text[at:min(end, at + 4)])
    if not surname:
        return None
    for n in (2, 1):
        given = text[at + len(surname):at + len(surname) + n]
        full = surname + given
        if len(given) == n and all(is_han(ch) and ch not in rules.name_stops for ch in given) \
                and rules.plausible(full) and not any(full in f or f in full for f in mine if len(f) >= 2) \
                and (twice(text, full) or n == 2 and text.count(given) > 1):
            return Subject(OTHER, full, ASIDE, Span(at, at + len(full)), note="a man brought in by his native place")
    return None


def opens_paragraph(text: str, pos: int) -> bool:
    return pos == 0 or text[pos - 1] == "\n"


def para_start(tracker: SubjectTracker, pos: int, stated: Subject) -> bool:
    """Whether the clause at `pos`, about `stated`, opens its paragraph; or a time alone stands
    before it there and it opens with the name of a man the chapter gives an entry of his own
    (二年，护之坐…, back from his brother's attached account: a paragraph about him; not 二年，
    尚书某表荐某, an official acting on the subject, nor 三年，某三道入寇, the background to a deed)."""
    text = tracker.text
    if opens_paragraph(text, pos):
        return True
    line = text.rfind("\n", 0, pos) + 1
    time = tracker.rules.time_prefix.match(text, line, pos)
    return stated.basis == NAME and stated.name in tracker.known and time is not None \
        and text[time.end():pos].strip("，") == ""
