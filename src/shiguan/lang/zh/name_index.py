"""The index of a document's names that the subject tracker asks at every clause start."""

from __future__ import annotations

from collections.abc import Iterable


class Names:
    """A document's names by first character, longest first: which of them stands at a place
    (a linear scan of every name at every clause made reading a chapter slow)."""

    def __init__(self, names: Iterable[str]):
        self._by_first: dict[str, list[str]] = {}
        for n in sorted({n for n in names if n}, key=len, reverse=True):
            self._by_first.setdefault(n[0], []).append(n)
        self._left_out: frozenset[str] = frozenset()

    def without(self, names: frozenset[str]) -> Names:
        """These names but `names`, sharing this index (one is asked for every entry's subject)."""
        fewer = Names(())
        fewer._by_first, fewer._left_out = self._by_first, names
        return fewer

    def at(self, text: str, pos: int) -> str:
        """The longest name that starts at `pos`, or ""."""
        return next((n for n in self._by_first.get(text[pos:pos + 1], ())
                     if text.startswith(n, pos) and n not in self._left_out), "")
