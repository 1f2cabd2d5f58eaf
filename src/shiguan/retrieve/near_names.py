"""Names near one the graph does not hold, for "did you mean": a typo (孙承忠 for 孙承宗), a
variant spelling (Douglas for Douglass) or the other script finds the name forms one or two
edits away. Only a suggestion for the user to retype: nothing is ever looked up by it."""

from __future__ import annotations

from ..corpus.normalize import simplified_by_character
from ..kg.resolve import LOOKUP_KINDS
from ..store import Store

SUGGESTIONS = 3


def near_names(store: Store, query: str, limit: int = SUGGESTIONS) -> list[str]:
    """Up to `limit` global name forms of the kinds a lookup reads, closest first, within the
    edits `query`'s length allows; traditional and simplified, case and spacing folded."""
    wanted = _folded(query)
    bound = _edits_allowed(wanted)
    if bound == 0:
        return []
    found: dict[str, tuple[int, int]] = {}  # form -> (edits, kind rank)
    letters, kinds = set(wanted), frozenset(LOOKUP_KINDS)
    for form, _, kind in store.global_alias_owners():
        if kind not in kinds or abs(len(form) - len(wanted)) > bound or form == query:
            continue
        # an edit changes one character: a form within `bound` edits has all its others in the query
        if sum(_fold_char(ch) in letters for ch in form) < max(len(form), len(wanted)) - bound:
            continue
        edits = distance(wanted, _folded(form), bound)
        if edits <= bound:
            rank = (edits, LOOKUP_KINDS.index(kind))
            found[form] = min(found.get(form, rank), rank)
    return sorted(found, key=lambda form: (*found[form], form))[:limit]


def _folded(text: str) -> str:
    """Simplified character by character (a name has no phrases to convert), case and spaces folded."""
    return " ".join("".join(map(_fold_char, text)).split())


def _fold_char(ch: str) -> str:
    return simplified_by_character(ch) if ord(ch) >= 0x2E80 else ch.casefold()


def _edits_allowed(query: str) -> int:
    """One edit in a Chinese name of two characters or more (they are two to four long); in a
    Latin-script name one per six letters, so "John Stewart" reaches "John Stuart" and "Ann"
    reaches nothing."""
    if any(ord(ch) >= 0x2E80 for ch in query):
        return 1 if len(query) >= 2 else 0
    return len(query) // 6


def distance(a: str, b: str, bound: int) -> int:
    """Levenshtein distance, or `bound + 1` as soon as it must exceed `bound`."""
    if abs(len(a) - len(b)) > bound:
        return bound + 1
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca != cb)))
        if min(current) > bound:
            return bound + 1
        previous = current
    return min(previous[-1], bound + 1)
