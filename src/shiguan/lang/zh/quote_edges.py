"""Where a quotation meets the narrative (issue 41): which clause a quotation holds, where the
clause after it starts, and whose that clause is when another man spoke (subjects.py)."""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence

from ...models import QUOTE, SELF, UNDECIDED, Subject
from .name_shapes import Clause, SubjectRules

IN_HIS_SENTENCE = "in the sentence where "  # the note of a clause after another man's own clause


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


def grant_after_words(clauses: Sequence[Clause], current: Subject, durable: Subject,
                      grants: Callable[[], bool]) -> bool:
    """Whether a clause right after another man's quoted words, in his sentence, is a post or an
    honour (`grants`) for the man the entry is about (沈约叹曰：「…」迁某官), not the speaker's own
    act (朱异曰：「…」并抑不奏闻, which stays undecided)."""
    return bool(clauses) and clauses[-1].subject.basis == QUOTE and durable.who == SELF and \
        current.basis == UNDECIDED and current.note.startswith(IN_HIS_SENTENCE) and grants()


def to_a_post(appoint: re.Match[str], text: str, rules: SubjectRules) -> bool:
    """Whether an appointment verb takes the post itself (迁, 加) and an office title follows it:
    迁太子中庶子 is his post, never 太 of a 文惠太子 the entry named, by his given name alone."""
    return bool(rules.post_verbs.search(appoint.group())
                and rules.office_title.match(text, appoint.end(), appoint.endpos))
