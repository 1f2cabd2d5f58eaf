"""What every command shares: the two terminals, failing with the contract's exit status, and
printing corpus text as data."""

from __future__ import annotations

import functools
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from rich.table import Table

from .. import api
from ..exitcodes import ExitCode
from ..output import refuse_link, write_output
from ..terminal import Terminal, command, plain, shown

out = Terminal()
err = Terminal(stderr=True)

ProjectDir = Annotated[Path, typer.Argument(help="Project directory (made by `shiguan init`).")]


def fail(exc: Exception) -> NoReturn:
    """Print the error without a traceback and exit: 3 when the model failed, 4 when the database
    is damaged, else 2 (see CONTRACT)."""
    err.print(f"[bold red]error:[/] {shown(exc)}")
    if isinstance(exc, api.LLMError):
        raise typer.Exit(ExitCode.MODEL)
    raise typer.Exit(ExitCode.BROKEN if isinstance(exc, api.DamagedProjectError) else ExitCode.USAGE)


LARGEST = 2**63 - 1  # the store keeps 64-bit integers: beyond this an id cannot name anything


def bound_integers(command: Any) -> None:
    """Refuse an integer beyond ±LARGEST given to any command (a usage error, exit 2, naming the
    option), so that a huge id never reaches the store as an OverflowError. The check wraps each
    command's callback, whatever the parser made of the option's type."""
    for sub in getattr(command, "commands", {}).values():
        bound_integers(sub)
    inner = command.callback
    if hasattr(command, "commands") or inner is None or getattr(inner, "bounded", False):
        return
    flags = {p.name: "/".join(p.opts) for p in command.params}

    @functools.wraps(inner)
    def bounded(*args: Any, **kwargs: Any) -> Any:
        for name, value in kwargs.items():
            if isinstance(value, int) and not isinstance(value, bool) and abs(value) > LARGEST:
                raise typer.BadParameter(f"{value} is out of range (at most {LARGEST} either way)",
                                         param_hint=flags.get(name, name))
        return inner(*args, **kwargs)
    bounded.bounded = True  # type: ignore[attr-defined]
    command.callback = bounded


def open_project(root: Path) -> api.Project:
    try:
        return api.open_project(root)
    except api.ShiguanError as exc:
        fail(exc)


def open_model(project: api.Project, rules_only: bool) -> api.LLM | None:
    try:
        return api.open_model(project, rules_only)
    except api.ShiguanError as exc:
        fail(exc)


def waiting(message: str) -> None:
    """Another writer holds the project: say for whom this command waits."""
    err.print(f"[yellow]{shown(message)}[/]")


def data(line: str) -> None:
    """One line holding corpus or user text: control characters shown, brackets kept as written."""
    out.print(plain(line), markup=False, highlight=False)


Force = Annotated[bool, typer.Option("--force", help="Write -o through a symbolic link (its target is replaced).")]


def write(path: Path, text: str, force: bool = False) -> None:
    try:
        write_output(path, text, force)
    except api.ShiguanError as exc:
        fail(exc)


def writable(output: Path | None, force: bool) -> None:
    """Refuse a symbolic link at -o before the work, not after it."""
    if output is not None:
        try:
            refuse_link(output, force)
        except api.ShiguanError as exc:
            fail(exc)


def emit(text: str, output: Path | None, note: str = "", force: bool = False) -> None:
    """To the file (saying so on standard error), or to standard output."""
    if output is None:
        print(plain(text), end="")
        return
    write(output, text, force)
    err.print(f"wrote {output}{note}")


def print_candidates(r: api.PersonResult, to: Terminal = out) -> None:
    """The people a shared name may mean; on stderr where stdout carries a command's output."""
    table = Table(title=f"「{shown(r.query)}」 names {len(r.candidates)} people: choose one with --id")
    for col in ("id", "name", "matched as", "identity", "documents", "opening"):
        table.add_column(col)
    for c in r.candidates:
        ident = "; ".join(f"{k} {'/'.join(v)}" for k, v in c.identity.items())
        table.add_row(*map(shown, (c.entity_id, c.name, c.matched, ident, "\n".join(c.documents), c.opening[:40])))
    to.print(table)


def found_or_fail(project: api.Project, name: str, entity_id: int | None, doc: str | None) -> api.PersonResult:
    """What the name reaches (perhaps no one person), with a note when the index is behind."""
    try:
        found = api.find_person(project, name, entity_id, doc)
    except api.ShiguanError as exc:
        fail(exc)
    if found.elsewhere:
        err.print(f"{shown(found.elsewhere_why)}; also named as {shown(found.query)} there: "
                  + "; ".join(f"id {c.entity_id} in {shown(', '.join(c.documents))}" for c in found.elsewhere))
    if found.stale_index:
        err.print("[yellow]the name index is older than the documents (an ingest is running, or was "
                  "interrupted): the newest documents' people may be missing until it ends; "
                  f"`{shown(command('ingest', project.root))}` (nothing new to read) rebuilds it[/]")
    return found


def person_or_fail(project: api.Project, name: str, entity_id: int | None, doc: str | None) -> api.PersonResult:
    """The one person the name means; a shared name lists its candidates on stderr, and exits 2."""
    found = found_or_fail(project, name, entity_id, doc)
    try:
        return api.one_person(project, found)
    except api.NoSinglePerson as exc:
        if found.ambiguous:
            print_candidates(found, to=err)
        fail(exc)
