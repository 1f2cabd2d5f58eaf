"""No module of src/shiguan over 500 lines and no function over 80 (the house rule): a module that
grows past it is split by what its parts do, a function by the steps it takes."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "src" / "shiguan"
MAX_MODULE, MAX_FUNCTION = 500, 80


def _too_long(path: Path, text: str | None = None) -> list[str]:
    """What in the file (or in `text` as if it were there) is over its length, with its lines."""
    text = path.read_text("utf-8") if text is None else text
    where = path.relative_to(ROOT)
    found = []
    if (lines := len(text.splitlines())) > MAX_MODULE:
        found.append(f"{where}: {lines} lines")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            if (lines := node.end_lineno - node.lineno + 1) > MAX_FUNCTION:
                found.append(f"{where}:{node.lineno}: {node.name}, {lines} lines")
    return found


def test_no_module_or_function_is_over_its_length():
    assert [long for path in sorted(PACKAGE.rglob("*.py")) for long in _too_long(path)] == []


def _module(lines: int, body: int) -> str:
    """A module of `lines` lines holding one function of `body` lines under its def."""
    function = ["def f():"] + ["    x = 1"] * body
    return "\n".join(function + ["y = 2"] * (lines - len(function))) + "\n"


@pytest.mark.parametrize("lines, body, too_long", [(500, 79, 0), (501, 79, 1), (200, 80, 1), (501, 80, 2)])
def test_the_check_counts_the_lines(lines, body, too_long):
    """The checker itself: 500 lines and an 80-line function pass, one line more does not."""
    assert len(_too_long(PACKAGE / "cache.py", _module(lines, body))) == too_long
