"""mkdocs hook: the settings and CLI reference pages, generated from shiguan itself at build time.

A page holds a marker (`<!-- generated: settings -->`, `<!-- generated: cli -->`) where the
generated text goes, so its hand-written introduction still reads on GitHub, and the reference
cannot drift from the code: the settings come from the pydantic models that validate
shiguan.toml (config.sections), the commands from the Typer app that `shiguan` runs.
"""

from __future__ import annotations

import inspect
import re
import types
import typing
from typing import Any

import typer
from pydantic.fields import FieldInfo

from shiguan.cli import app
from shiguan.config import Config, starter_toml
from shiguan.config.fields import starter_meta, toml_value

MARKER = re.compile(r"<!--\s*generated:\s*(\w+)\s*-->")
_BOUNDS = {"ge": "≥", "gt": ">", "le": "≤", "lt": "<"}


def on_page_markdown(markdown: str, page: Any, config: Any, files: Any) -> str:
    """Fill each marker with its generated text; an unknown marker fails the build."""
    def fill(match: re.Match[str]) -> str:
        kind = match.group(1)
        if kind not in GENERATORS:
            raise ValueError(f"{page.file.src_path}: unknown generated section {kind!r}")
        return GENERATORS[kind]()
    return MARKER.sub(fill, markdown)


# ---- prose helpers

def _escape(text: str, bars: bool = False) -> str:
    """Markdown-safe prose: angle brackets (and, in a table, bars) escaped outside `code` spans."""
    parts = text.split("`")
    for i in range(0, len(parts), 2):  # even parts are outside backticks
        parts[i] = parts[i].replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        if bars:
            parts[i] = parts[i].replace("|", "\\|")
    return "`".join(parts)


def _cell(text: str) -> str:
    """One table cell: a single line, escaped."""
    return _escape(" ".join(text.split()), bars=True) or " "


def _doc(text: str) -> str:
    """A docstring as Markdown: indented lines (a list of choices) keep their lines in a block."""
    lines = inspect.cleandoc(text).splitlines()
    if any(line.startswith(" ") for line in lines):
        return "```text\n" + "\n".join(lines) + "\n```"
    return _escape(" ".join(" ".join(lines).split()))


# ---- settings

def _choices(metadata: list[Any]) -> str | None:
    """The accepted names, when a registry's validator (Registry.check) checks the value."""
    for item in metadata:
        registry = getattr(getattr(item, "func", None), "__self__", None)
        if registry is not None and hasattr(registry, "choices"):
            return registry.choices()
    return None


def _type(annotation: Any) -> str:
    """A field's type as a user writes it in TOML."""
    origin = typing.get_origin(annotation)
    if origin is typing.Annotated:
        base, *meta = typing.get_args(annotation)
        return _choices(meta) or _type(base)
    if origin in (typing.Union, types.UnionType):
        return " or ".join(_type(arg) for arg in typing.get_args(annotation))
    if origin is typing.Literal:
        return " or ".join(toml_value(arg) for arg in typing.get_args(annotation))
    if origin is tuple:
        return "list of " + _type(typing.get_args(annotation)[0]) + "s"
    return {int: "whole number", float: "number", bool: "true or false", str: "string"}.get(annotation,
                                                                                            str(annotation))


def _bounds(field: FieldInfo) -> str:
    found = []
    for item in field.metadata:
        for name, sign in _BOUNDS.items():
            value = getattr(item, name, None)
            if value is not None:
                found.append(f"{sign} {toml_value(value)}")
    return ", ".join(found)


def _field_row(key: str, field: FieldInfo) -> str:
    meta = starter_meta(field)
    default = f"`{toml_value(field.default)}`"
    if "example" in meta:
        default += f", e.g. `{toml_value(meta['example'])}`"
    kind = _choices(field.metadata) or _type(field.annotation)
    bounds = _bounds(field)
    kind += f", {bounds}" if bounds else ""
    return f"| `{key}` | {_cell(kind)} | {default} | {_cell(field.description or '')} |"


def settings_reference() -> str:
    """Every table of shiguan.toml and every key a file may set, then the starter file itself."""
    out = []
    for table, field in Config.model_fields.items():
        section = field.annotation
        out += [f"## `[{table}]`", ""]
        if section.__doc__:
            out += [_doc(section.__doc__), ""]
        out += ["| key | type | default | what it does |", "|---|---|---|---|"]
        for key, sub in section.model_fields.items():
            if not starter_meta(sub)["runtime"]:  # runtime values come from the environment, not the file
                out.append(_field_row(key, sub))
        out.append("")
    out += ["## The starter file", "",
            "What `shiguan init` writes: every key with its default (or, for a key with no useful "
            "default, commented out with an example) and its comment.", "",
            "```toml", starter_toml().rstrip(), "```", ""]
    return "\n".join(out)


# ---- CLI

def _usage(path: str, command: Any) -> str:
    pieces = [path]
    if any(p.param_type_name == "option" for p in command.params):
        pieces.append("[OPTIONS]")
    if hasattr(command, "list_commands"):
        pieces.append("COMMAND [ARGS]...")
    for p in command.params:
        if p.param_type_name == "argument":
            name = (p.metavar or p.name).upper() + ("..." if p.nargs == -1 else "")
            pieces.append(name if p.required else f"[{name}]")
    return " ".join(pieces)


def _param_row(param: Any, ctx: Any) -> str | None:
    record = param.get_help_record(ctx)
    if record is None:
        return None
    names, help_text = record
    return f"| `{names}` | {_cell(help_text)} |"


def _command(command: Any, ctx: Any, out: list[str]) -> None:
    path = ctx.command_path
    level = "##" if ctx.parent is None or ctx.parent.parent is None else "###"
    out += [f"{level} `{path}`" if ctx.parent is not None else "## `shiguan`", ""]
    out += ["```text", _usage(path, command), "```", ""]
    if command.help:
        out += [_escape(inspect.cleandoc(command.help)), ""]
    rows = [row for p in command.params if (row := _param_row(p, ctx))]
    if rows:
        out += ["| argument or option | what it does |", "|---|---|", *rows, ""]
    if hasattr(command, "list_commands"):
        names = command.list_commands(ctx)
        out += ["Commands: " + ", ".join(f"`{name}`" for name in names) + ".", ""]
        for name in names:
            sub = command.get_command(ctx, name)
            _command(sub, typer.Context(sub, info_name=name, parent=ctx), out)


def cli_reference() -> str:
    """Every command and group of `shiguan`, with its usage, help, arguments and options."""
    root = typer.main.get_command(app)
    out: list[str] = []
    _command(root, typer.Context(root, info_name="shiguan"), out)
    return "\n".join(out)


GENERATORS = {"settings": settings_reference, "cli": cli_reference}
