"""The README stays a page a newcomer reads in two minutes, and cannot rot silently: its tour
names only commands and options the `shiguan` app has, and its relative links lead to files in
the repository (GitHub shows them; the docs site is checked by `mkdocs build --strict`)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import typer

from shiguan.cli import app

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
MAX_LINES = 150


def tour_lines() -> list[str]:
    """The command lines of the README's tour: the code block under the "A tour" heading."""
    text = README.read_text("utf-8")
    section = text.split("\n## A tour", 1)[1].split("\n## ", 1)[0]
    block = re.search(r"```[^\n]*\n(.*?)```", section, re.S)
    assert block, "the README's tour has no code block"
    return [line for line in block.group(1).splitlines() if line.strip()]


def _words(line: str) -> list[str]:
    """The line's shell words before its comment."""
    return shlex.split(line, comments=True)


def _command(words: list[str]):
    """The command the words name (through its groups) and the words after it."""
    command = typer.main.get_command(app)
    ctx = typer.Context(command, info_name="shiguan")
    rest = words[1:]
    while hasattr(command, "list_commands") and rest:
        sub = command.get_command(ctx, rest[0])
        assert sub is not None, f"`shiguan {rest[0]}` is no command: {' '.join(words)}"
        command, ctx, rest = sub, typer.Context(sub, info_name=rest[0], parent=ctx), rest[1:]
    assert not hasattr(command, "list_commands"), f"{' '.join(words)}: names a group, not a command"
    return command, rest


def test_readme_is_short():
    lines = README.read_text("utf-8").splitlines()
    assert len(lines) <= MAX_LINES, f"README.md has {len(lines)} lines; keep {MAX_LINES} at most, the rest in docs/"


def test_tour_is_ten_commands():
    lines = tour_lines()
    assert len(lines) == 10
    assert all(_words(line)[0] == "shiguan" for line in lines), "every tour line is a shiguan command"


def test_tour_commands_and_options_exist():
    for line in tour_lines():
        command, rest = _command(_words(line))
        options = {name for param in command.params for name in (*param.opts, *param.secondary_opts)
                   if name.startswith("-")}
        for word in rest:
            if word.startswith("-"):
                assert word.split("=", 1)[0] in options, f"{line.split('#')[0].strip()}: no option {word}"
        arguments = [p for p in command.params if p.param_type_name == "argument"]
        given = [w for w in rest if not w.startswith("-")]
        required = [p for p in arguments if p.required]
        assert len(given) >= len(required), f"{line}: {command.name} needs {len(required)} arguments"


def test_tour_check_rejects_a_made_up_command():
    """The check above can fail: a command the app lacks is reported."""
    try:
        _command(["shiguan", "biography", "myproj"])
    except AssertionError as exc:
        assert "biography" in str(exc)
    else:
        raise AssertionError("a made-up command passed the check")


def test_readme_links_lead_to_files():
    text = README.read_text("utf-8")
    targets = re.findall(r"\]\(([^)\s]+)\)", text)
    assert targets, "the README links into the docs"
    for target in targets:
        if re.match(r"[a-z]+:", target):  # http:, mailto:
            continue
        path = target.split("#", 1)[0]
        assert (ROOT / path).exists(), f"README links to {target}, which is not in the repository"
