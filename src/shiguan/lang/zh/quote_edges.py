"""Where a quotation meets the narrative (issue 41): which clause a quotation holds, where the
clause after it starts, and what an appointment verb takes after it (subjects.py)."""

from __future__ import annotations

import re
from bisect import bisect_right

from ...models import CARRIED, OTHER, QUOTE, SELF, UNDECIDED, UNKNOWN_WHO, Subject
from .name_shapes import Clause, SubjectRules


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
    """Whether an appointment verb takes the post itself (迁, 加) and an office title follows it
    that opens as titles do (post_opening): 迁太子中庶子, 迁卫军参军 are his posts, not 太 of a 文惠太子
    the entry named; but 加昱散骑常侍 grants the post to 昱, a man named by his given name alone."""
    at, end = appoint.end(), appoint.endpos
    return bool(rules.post_verbs.search(appoint.group()) and rules.post_opening.match(text, at, end)
                and rules.office_title.match(text, at, end))


# The words of another man's own petition or speech (上表曰, 上疏, 启, 请, 自陈, 辞, 谓…曰), in his
# own voice (臣, 吾, 我, 朕): what follows the words is most often his own act (他上表…，出为某州);
# not 谓曰 alone, whose hearer is the entry's man (周文谓曰：「公…」复从战…: his again)
_OWN_PLEA = re.compile("上表|上疏|上书|上言|启|请|自陈|辞|谓(?!曰)")
_FIRST_PERSON = re.compile("臣(?![庶僚下民工])|吾|我|朕")
# Words pointing at a man before the speaker (兴吾门者，当是此兒): praise of him, whose life goes on after it
_POINTS_AT = re.compile("此(?:兒|儿|子|人|郎|生|君)")
_AFTER_HIS_WORDS = "another man's act after his own words"


def after_their_words(text: str, clauses: list[Clause], start: int, mine: list[str], subject: Subject,
                      current: Subject) -> tuple[Subject, Subject]:
    """(subject, current) as they are, or undecided for the rest of the sentence when `subject` is
    carried to him and the clause (from `start`, past the closing mark) is the first after words
    another man opened with a plea or speech of his own, in the first person, not naming the entry's
    man (`mine`): 仲宣上表曰：「臣请守边。」出为雍州刺史 is 仲宣's post. Praise of him
    (叹曰：「此人才也。」迁…) and the court's words stay carried."""
    kept = subject, current
    if subject.who != SELF or subject.basis != CARRIED or not clauses or clauses[-1].subject.basis != QUOTE:
        return kept
    cue = clauses[-1].subject.cue
    q_start, q_end = (cue.start, cue.end) if cue else (start, start)
    if text[q_end:start].strip(" \u3000」』”’。！？") or not _FIRST_PERSON.search(text, q_start, q_end) \
            or _POINTS_AT.search(text, q_start, q_end) or any(f in text[q_start:q_end] for f in mine):
        return kept
    opener = next((c for c in reversed(clauses) if c.subject.basis != QUOTE), None)
    if opener is None or not _OWN_PLEA.search(text, opener.start, opener.end) \
            or not _a_man_named_before(text, opener, mine):
        return kept
    theirs = Subject(UNKNOWN_WHO, opener.subject.name, UNDECIDED, opener.subject.cue, note=_AFTER_HIS_WORDS)
    return theirs, theirs


def _a_man_named_before(text: str, opener: Clause, mine: list[str]) -> bool:
    """Whether the clause opening a quotation is another man's, by a name the text gave before
    it (仲宣 of a 刘仲宣; not a plea verb read as a name: 上疏), and names neither the entry's man
    nor a hearer that is him (召嗣立谓曰)."""
    name = opener.subject.name
    return opener.subject.who == OTHER and bool(name) and not _OWN_PLEA.search(name) \
        and name in text[:opener.start] and not any(f in name or f in text[opener.start:opener.end] for f in mine)
