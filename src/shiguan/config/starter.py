"""The shiguan.toml `shiguan init` writes, generated from the settings models.

Every key appears with its default (or, for a key with no useful default, commented out with an
example) and its comment, so the file documents itself and cannot drift from what the loader
assumes when a key is left out.
"""

from __future__ import annotations

import inspect
import textwrap
from collections.abc import Mapping
from typing import Any

from .fields import Section, starter_meta, toml_value
from .sections import Config

WIDTH = 100  # of a comment line


def _comment(text: str) -> list[str]:
    """`# ` lines: a docstring keeps its own line breaks, a one-line description is wrapped."""
    if "\n" in text:
        return [f"# {line}".rstrip() for line in inspect.cleandoc(text).splitlines()]
    return textwrap.wrap(text, WIDTH, initial_indent="# ", subsequent_indent="# ")


def _table(name: str, section: type[Section], given: Mapping[str, Any]) -> list[str]:
    lines = [f"[{name}]"]
    if section.__doc__:
        lines += _comment(section.__doc__)
    keys = []
    for key, field in section.model_fields.items():
        meta = starter_meta(field)
        if meta["runtime"]:
            continue
        example = meta.get("example")
        if key in given:
            line = f"{key} = {toml_value(given[key])}"
        elif example is not None:
            line = f"# {key} = {toml_value(example)}"
        else:
            line = f"{key} = {toml_value(field.default)}"
        keys.append((line, field.description or "", meta["inline"]))
    # inline comments of a table line up one column past its longest commented key
    column = max((len(line) for line, comment, inline in keys if inline and comment), default=0) + 2
    for line, comment, inline in keys:
        if comment and inline:
            lines.append(f"{line.ljust(column)}# {comment}")
        else:
            lines += _comment(comment) if comment else []
            lines.append(line)
    return lines


def starter_toml(given: Mapping[str, Mapping[str, Any]] | None = None) -> str:
    """The file, with the values `given` (table -> key -> value) in place of defaults and examples."""
    lines = _comment(Config.__doc__ or "")
    for name, field in Config.model_fields.items():
        lines += ["", *_table(name, field.annotation, (given or {}).get(name, {}))]
    return "\n".join(lines) + "\n"
