"""A kinsman who regards him: 从叔某特知爱之，袭封某公.

A kinsman introduced in the subject's run whose clause ends with a verb of regard and 之 (爱之,
器之, 奇之 …) acts on the subject: 之 is the man the text was speaking of. The clauses after it
in its sentence are the subject's again, not the kinsman's (the translations give 袭封 to him).
After the sentence the kinsman's digression ends as any does (undecided until he is named): in
the read books a run handed back past it met another man's clause (元帅某…劾奏) or a missed
entry boundary, so only its sentence is his.
"""

from __future__ import annotations

import re

from ...models import KINSMAN, SELF
from .name_shapes import Clause

_REGARDS = re.compile("[爱异奇器重礼赏叹称]之焉?")


def regards_him(text: str, clauses: list[Clause]) -> bool:
    """Whether the last of `clauses`, about a kinsman named while the entry was about the
    subject (the clause before it), ends with the kinsman regarding him (…特知爱之)."""
    if len(clauses) < 2 or clauses[-1].subject.basis != KINSMAN or clauses[-2].topic.who != SELF:
        return False
    start, end = clauses[-1].start, clauses[-1].end
    m = _REGARDS.search(text, max(start, end - 3), end)
    return m is not None and m.end() == end
