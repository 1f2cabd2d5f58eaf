"""Where a quotation meets the narrative (issue 41): which clause a quotation holds, where the
clause after it starts, and what an appointment verb takes after it (subjects.py)."""

from __future__ import annotations

import re
from bisect import bisect_right

from .name_shapes import SubjectRules


def quote_at(text: str, quotes: list[tuple[int, int]], start: int, end: int) -> int:
    """The index of the quotation (in `quotes`, by start) that holds the clause [start, end),
    read past the space that closed it (the clause after 曰： 某某。 starts with it), or -1."""
    at = end - len(text[start:end].lstrip(" \u3000"))
    qi = bisect_right(quotes, (at, len(text) + 1)) - 1
    return qi if qi >= 0 and quotes[qi][0] <= at < quotes[qi][1] else -1


def past_marks(text: str, start: int, end: int, rules: SubjectRules) -> int:
    """Where a clause starts past the marks closing a quotation before it (。」迁某官): the mark
    is the quotation's, and the clause after it is read from its first word."""
    while start < end - 1 and text[start] in rules.quote_closers:
        start += 1
    return start


def to_a_post(appoint: re.Match[str], text: str, rules: SubjectRules) -> bool:
    """Whether an appointment verb takes the post itself (迁, 加) and an office title follows it:
    迁太子中庶子 is his post, never 太 of a 文惠太子 the entry named, by his given name alone."""
    return bool(rules.post_verbs.search(appoint.group())
                and rules.office_title.match(text, appoint.end(), appoint.endpos))
