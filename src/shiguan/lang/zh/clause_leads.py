"""Where a clause leads: its paragraph's start, or another man's name past 故 (故攸之怒，改计攻城).

The tracker reads a clause's subject at its start (after a time). 故 ("so") right before the
name of a man the document knows puts him there: 故攸之怒，改计攻城 is the other man's anger, then
his attack, not the entry subject's carried deed. 故事, 故吏 … name no one, and only another
man's name counts (故某怒 with the subject's own name stays his). A given name alone after 故
is read by given_alone.py (_JOINS).
"""

from __future__ import annotations

from collections.abc import Callable

from ...models import NAME, OTHER, Subject

_SO = "故"


def after_so(text: str, pos: int, person_at: Callable[[int], Subject | None]) -> Subject | None:
    """The other man named right after 故 at `pos` (`person_at`: who a name at an offset is), or None."""
    if text[pos:pos + 1] != _SO:
        return None
    found = person_at(pos + 1)
    return found if found is not None and found.who == OTHER and found.basis == NAME else None


def opens_paragraph(text: str, pos: int) -> bool:
    """Whether `pos` starts a line of the text (a paragraph)."""
    return pos == 0 or text[pos - 1] == "\n"
