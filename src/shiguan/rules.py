"""Pattern files shipped as data: loaded from the package, overridable per project.

A project overrides a file by placing one of the same name next to its shiguan.toml; tables are
merged key by key, and arrays (for example the list of entry openers) replace the shipped ones.
A key renamed since (en_facts.toml's time_words, now not_offices) is read under its new name, with a warning.
"""

from __future__ import annotations

import logging
import tomllib
from importlib import resources
from pathlib import Path
from typing import Any

from .errors import ProjectError

log = logging.getLogger("shiguan.rules")
# Keys renamed since a project may have copied its file: the old name is read as the new one, with a
# warning, not silently ignored (a project's `time_words` is now `not_offices`).
_RENAMED = {"en_facts.toml": {"time_words": "not_offices"}}


def _merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def load_rules(filename: str, project_dir: Path | None = None) -> dict[str, Any]:
    """The shipped `filename` from shiguan/data, merged with the project's copy if it has one."""
    shipped = tomllib.loads(resources.files("shiguan.data").joinpath(filename).read_text("utf-8"))
    if project_dir is None:
        return shipped
    local = project_dir / filename
    if not local.exists():
        return shipped
    try:
        override = tomllib.loads(local.read_text("utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise ProjectError(f"{local}: not valid TOML ({exc}); fix it or delete it to use the defaults") from exc
    for old, new in _RENAMED.get(filename, {}).items():
        if old in override:
            log.warning("%s: %s is now called %s; rename it (read as %s)", local, old, new,
                        new if new not in override else f"nothing: {new} is set too")
            override.setdefault(new, override.pop(old))
    return _merge(shipped, override)


def data_lines(filename: str) -> list[str]:
    """Non-empty, non-comment lines of a shipped word list."""
    text = resources.files("shiguan.data").joinpath(filename).read_text("utf-8")
    return [ln.strip() for ln in text.splitlines() if ln.strip() and not ln.startswith("#")]
