"""Printing corpus text safely, whole when piped, and suggesting commands a shell can run."""

from __future__ import annotations

import shlex
from typing import Any

from rich.console import Console, ConsoleDimensions
from rich.markup import escape

PIPE_WIDTH = 1_000_000

# C0 controls (but newline and tab), DEL and C1 controls: a document holding "\x1b[2J" or
# "\x1b]0;title\x07" would otherwise clear the screen or retitle the window when printed. They are
# shown as JSON's \uNNNN escapes, so JSON output stays valid JSON with the same strings.
_CONTROLS = {c: f"\\u{c:04x}" for c in (*range(0x20), *range(0x7F, 0xA0)) if c not in (0x09, 0x0A)}


def plain(text: object) -> str:
    """Text from the corpus or the user with every control character shown as `\\uNNNN` instead
    of acted on by the terminal."""
    return str(text).translate(_CONTROLS)


def shown(text: object) -> str:
    """`plain`, and escaped so rich prints `[entry]` or `[mention]` as written, not as markup."""
    return escape(plain(text))


def command(*args: object) -> str:
    """A suggested `shiguan …` command quoted so it can be pasted into a shell as printed."""
    return shlex.join(["shiguan", *map(str, args)])


class Terminal(Console):
    """A rich Console that wraps and truncates at the terminal's width only on a terminal: piped
    or redirected, lines and table cells are written whole, so numbers and suggested commands
    are never split across lines. Emoji codes are never replaced: a method named "rules:date"
    must not print as "rules📅"."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("emoji", False)
        super().__init__(*args, **kwargs)

    @property
    def size(self) -> ConsoleDimensions:
        size = super().size
        return size if self.is_terminal else ConsoleDimensions(PIPE_WIDTH, size.height)

    @size.setter
    def size(self, new_size: tuple[int, int]) -> None:
        Console.size.fset(self, new_size)  # type: ignore[attr-defined]
