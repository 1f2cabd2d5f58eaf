"""Quotes found in a text as it stands, though a model copies them with its own spacing and
quotation marks: a quote counts only where its words stand in the text in that order, and only
if it is long enough to prove where the information stands."""

from __future__ import annotations

import re

_QUOTE_MARKS = str.maketrans("‘’‚‛“”„‟", "''''\"\"\"\"")
_WRAPPING = re.compile(r"^[\s\"'“”‘’«»]*(?:\.\.\.|…)?\s*|\s*(?:\.\.\.|…)?[\s\"'“”‘’«»]*$")  # quote marks, ellipses
# A shorter "quote" (a name, a date) proves nothing about where the information stands.
MIN_QUOTE_CHARS = 20


def find_quote(text: str, quote: str) -> tuple[int, int] | None:
    """Where a quote stands in `text` (offsets into it), comparing with whitespace runs made one
    space and curly quotation marks straight; None if it does not, or is too short to count."""
    flat, offsets = _flatten(text)
    want, _ = _flatten(_WRAPPING.sub("", quote))
    if len(want) < MIN_QUOTE_CHARS or (i := flat.find(want)) < 0:
        return None
    return offsets[i], offsets[i + len(want) - 1] + 1


def _flatten(text: str) -> tuple[str, list[int]]:
    """The text compared, and for each of its characters the offset it came from."""
    chars: list[str] = []
    offsets: list[int] = []
    for i, ch in enumerate(text.translate(_QUOTE_MARKS)):
        if ch.isspace():
            if chars and chars[-1] == " ":
                continue
            ch = " "
        chars.append(ch)
        offsets.append(i)
    return "".join(chars), offsets
