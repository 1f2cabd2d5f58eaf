"""A man the chapter heading lists, whose given name alone opens a paragraph: his attached account.

刘廷 … 廷既解亳围，…，廷截之光州: the heading names him in full, the paragraph names him by his given
name only, and what it tells is his, not the entry subject's.
"""

from __future__ import annotations

from .aliases import leading_surname
from .name_shapes import SubjectRules, after_one_han, is_han, opens_clauses, opens_paragraph


def listed_given_name(text: str, rules: SubjectRules, listed: str, start: int, pos: int, end: int,
                      mine: list[str]) -> str:
    """The full name of a man the chapter heading lists (a Han surname and a given name) whose
    given name alone opens this paragraph and two of its clauses, and whom the document names
    in full elsewhere (刘廷 … 廷既解亳围，…，廷截之光州): his attached account."""
    if not opens_paragraph(text, start):
        return ""
    line_end = text.find("\n", pos)
    line = text[pos:line_end if line_end >= 0 else len(text)]
    for n in (2, 1):
        given = text[pos:pos + n]
        if pos + n >= end or any(f.endswith(given) for f in mine) or not all(is_han(ch) for ch in given):
            continue  # 拜山 of 觉罗拜山 is his own
        if not (text[pos + n] in rules.name_stops or rules.predicate.match(text, pos + n, end)):
            continue
        if not opens_clauses(line, given):
            continue
        for full in after_one_han(listed, given):
            if (leading_surname(full) == full[0] and not any(full in f for f in mine)
                    and text.count(full) > listed.count(full)):
                return full
    return ""
