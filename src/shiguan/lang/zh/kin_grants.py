"""A grant to his kinsmen with him: 并其兄某及三弟某、某皆拜刺史.

A clause that joins his kinsmen to a grant (并其兄…皆拜, 及其子某俱授) gives the post to them, or to
them and to him: the translations give it to the kinsmen. Read as carried on from him, a post his
brothers held would be his with a real citation; it is kept undecided.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .name_shapes import SubjectRules


def granted_with_kin(text: str, start: int, at: int, rules: SubjectRules) -> str:
    """A grant given in one clause to his kinsmen with him (并其兄某及三弟某、某皆拜刺史): the words
    from the conjunction to 皆/俱/咸 before the granted value at `at`, or ''. The post named there
    is theirs, or theirs and his: not his alone."""
    m = _with_kin(rules.kin.pattern).search(text, start, at)
    return m.group() if m else ""


@lru_cache(maxsize=4)
def _with_kin(kin: str) -> re.Pattern[str]:
    return re.compile(f"(?:并|及|与|暨|偕){kin}[^，。；]{{0,16}}?[皆俱咸]")
