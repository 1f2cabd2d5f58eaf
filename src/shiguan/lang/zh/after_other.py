"""Who a clause is about after one about another man (named, appointed, or unnamed): the subject
again when that man closed his part and the subject, or the run the entry is in, acted before him;
the man who acted before when it was another (崇与战，令狐潮败走，追斩数千级: 崇's pursuit); else no
one to the end of the sentence."""

from __future__ import annotations

from ...models import UNDECIDED, UNKNOWN_WHO, Span, Subject
from .name_shapes import SubjectRules


def after_other(text: str, rules: SubjectRules, stated: Subject, durable: Subject, acting: Subject,
                c_start: int, c_end: int) -> Subject:
    """Whom the clauses after text[c_start:c_end], `stated`'s, are about: `durable` again if that
    clause closed his part (舒赫德卒) and `acting` (who acted before it) was the subject or the run,
    but for an honour for the dead right after a named man's death (夏竦卒，赐谥…; not 郁郁不得意卒, a
    word read as a man); `acting` if another man acted before; else no one to the sentence's end."""
    closed = rules.closing.search(text, c_start, c_end)
    if closed and rules.group_routed.match(text, c_start, c_end):
        closed = None  # 某等兵败，开城以出: the routed men flee
    if closed and not stated.name and acting.basis == UNDECIDED and acting is not durable:  # 令狐潮败走
        return acting
    if closed and not (stated.name and rules.posthumous.match(text, closed.start())):
        return durable.carried()
    who = stated.name or "someone the text does not name"
    return Subject(UNKNOWN_WHO, stated.name, UNDECIDED, stated.cue or Span(c_start, c_end),
                   note=f"in the sentence where {who} acts, after his clause")
