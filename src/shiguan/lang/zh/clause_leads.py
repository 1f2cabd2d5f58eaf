"""Where another man leads a clause past a word before his name: 故攸之怒, 二年，护之坐事免官.

The tracker reads a clause's subject at its start (after a time). Two shapes put another man
there that it did not see, and the subject's run went on through that man's deeds:

- 故 ("so") right before the name of a man the document knows (故攸之怒，改计攻城: the other man's
  anger, then his attack); 故事, 故吏 … name no one, and only another man's name counts;
- a paragraph opened by a time alone and then his name (二年，护之坐论功挟私，免官。复为游击将军):
  as where his name opens the paragraph itself, the paragraph is about him, not the entry's
  subject (a kinsman's account attached to an entry runs on into the main man's career).
"""

from __future__ import annotations

import re
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


def leads_paragraph(text: str, pos: int, time_prefix: re.Pattern[str]) -> bool:
    """Whether `pos` opens its paragraph, or only a time stands before it there (二年，…)."""
    if opens_paragraph(text, pos):
        return True
    start = text.rfind("\n", 0, pos) + 1
    time = time_prefix.match(text, start, pos)
    return time is not None and time.end() == pos and text[pos - 1:pos] in "，,"
