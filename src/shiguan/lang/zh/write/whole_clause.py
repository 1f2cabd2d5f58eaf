"""An event clause written whole, never a subordinate clause without its main clause.

An event's value may end on a clause that only sets the scene for the next one (凡所行军之处, 及至
京师, 每出征, 既破贼, 自以年老, 自败后, 以平贼功, 入关时, …而): written alone it tells nothing, or tells the
scene as the deed. When the source sentence goes on, the value is written with the next clause if
that clause opens with an adverb that keeps the subject (辄, 乃, 遂, 因 …: 每出征，辄先登); otherwise
the event is not written. A condition (若…) is never written: its main clause is no fact.
"""

from __future__ import annotations

import re

from ....retrieve.citations import Citer
from ....store import TripleRow

_CLAUSE = re.compile(r"[^，；、]+$")
# the last clause of a value that needs the next one: a subordinate opener or a dangling end
_SUBORDINATE = re.compile(
    r"^(?:及|既(?!而)|每|凡|自以|若|以[^，]*功$|自.*后$)|(?:时|之际|之处|之后|以来|之日|[而以因])$")
# a 每 clause of seven characters or more, or with its own 必/辄/常 (每战必陷阵), says a habit
# whole when the next clause is not its own
_HABIT = re.compile(r"^每(?:[^必辄常唯皆则即便]{6}|.*[必辄常唯皆则即便])")
_CONDITION = re.compile(r"^若")
# a next clause that goes on with the same subject: an adverb, no name before its verb; not 皆, 咸,
# 则, 复, 又, 亦, which as often open another subject's act (既破贼，复叛归某; 每去官，咸哭送之)
_SAME_SUBJECT = re.compile(r"^(?:辄|便|即|必|常|乃|遂|因|仍|未尝|无不)")
_BREAKS = "，、；"
_SPEECH = re.compile(r"[曰云言称谓]$|奏|上[书表疏]")
_CLAUSE_END = re.compile(r"[，。；：！？、\n]")


def whole(t: TripleRow, citer: Citer, value: str) -> str | None:
    """`value` as written, with its main clause when its last clause is subordinate, or None when
    that main clause cannot be written as his (another subject, or a condition)."""
    last = _CLAUSE.search(value)
    if last is None or not _SUBORDINATE.search(last.group()):
        return value
    after = citer.source(t.document_id, t.value_end, t.value_end + 60)
    if not after or after[0] not in _BREAKS:
        return value  # the sentence ends with it: nothing left out
    if _CONDITION.match(last.group()):
        return None
    rest = after[1:]
    end = _CLAUSE_END.search(rest)
    main = rest[: end.start()] if end else rest
    if main and _SAME_SUBJECT.match(main) and not _SPEECH.search(main):
        return value + after[0] + main
    # another subject, or words he goes on to say (因义形于色曰)
    return value if _HABIT.match(last.group()) else None
