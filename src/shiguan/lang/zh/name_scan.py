"""A man's names found with str.find, not in a pattern compiled for him.

Some questions were asked with a pattern holding the subject's names (劾振定: a verb before his
name; 坐某党: his party) or one name alone: a compile per entry or per name, and re's cache,
overflowing with them, compiled them again (about a twentieth of reading a chapter). Here the
names are found with str.find and the words around them matched by patterns compiled once; the
answers are the ones the per-name patterns gave (tests/test_zh_fast_paths.py).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from functools import lru_cache


def occurrences(text: str, form: str, start: int = 0, end: int | None = None, apart: bool = False) -> Iterator[int]:
    """Where `form` (not empty: its callers skip empty names) stands in text[start:end]: every place
    (as a search for a pattern opening with it tries them), or with `apart` the non-overlapping ones
    `finditer` gives."""
    end = len(text) if end is None else end
    step = (len(form) or 1) if apart else 1
    at = text.find(form, start, end)
    while at >= 0:
        yield at
        at = text.find(form, at + step, end)


@lru_cache(maxsize=16)
def _ending_there(words: str) -> re.Pattern[str]:
    """`words` ending where a search stops (its endpos): no lookahead in them to see past it."""
    return re.compile(f"(?:{words})\\Z")


def words_before(clause: str, forms: Iterable[str], words: str) -> bool:
    """re.search(f"(?:{words})(?:{'|'.join(forms)})", clause): one of `forms` right after `words`."""
    named = [form for form in forms if form in clause]
    if not named:  # most clauses do not name him at all
        return False
    ending = _ending_there(words)
    return any(ending.search(clause, 0, at) for form in named for at in occurrences(clause, form))


@lru_cache(maxsize=16)
def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


def words_after(text: str, word: str, after: str) -> bool:
    """re.search(f"{re.escape(word)}(?:{after})", text): `after` right after `word`."""
    following = _compiled(f"(?:{after})")
    return any(following.match(text, at + len(word)) for at in occurrences(text, word))
