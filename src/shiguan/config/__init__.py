"""Project configuration: shiguan.toml in the project directory, validated table by table.

The models (config.sections) hold each key's type, default and comment once; the loader here
reads the file, accepts the old names still found in older projects, and lays the environment
on top; config.starter writes the file a new project starts with.
"""

from __future__ import annotations

import os
import tomllib
from collections.abc import Mapping
from pathlib import Path

from ..errors import ProjectError
from .sections import (
    CONFIG_NAME,
    ArticleSettings,
    Config,
    EmbedSettings,
    EnrichSettings,
    ExtractSettings,
    LLMSettings,
    VerifySettings,
)
from .starter import starter_toml

__all__ = ["CONFIG_NAME", "DB_NAME", "ArticleSettings", "Config", "EmbedSettings", "EnrichSettings",
           "ExtractSettings", "LLMSettings", "VerifySettings", "load_config", "starter_toml"]

DB_NAME = "shiguan.db"


def load_config(project: Path, env: Mapping[str, str] | None = None) -> Config:
    """The project's settings; `env` (os.environ by default) overrides the model's keys."""
    path = project / CONFIG_NAME
    if not path.exists():
        raise ProjectError(f"{project} is not a shiguan project (no {CONFIG_NAME}): run `shiguan init {project}`")
    try:
        raw = tomllib.loads(path.read_text("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ProjectError(f"{path}: cannot read settings ({exc})") from exc
    return read_config(raw, str(path), os.environ if env is None else env)


def read_config(raw: Mapping[str, object], where: str, env: Mapping[str, str]) -> Config:
    """The parsed file `where` as settings. An unknown table is refused like an unknown key: a
    misspelt [extrat] would otherwise leave every setting in it at its default, unnoticed."""
    unknown = sorted(set(raw) - set(Config.model_fields) - {"eras"})
    if unknown:
        raise ProjectError(f"{where}: unknown table [{unknown[0]}]; the tables are "
                           + ", ".join(f"[{name}]" for name in Config.model_fields))
    tables = {name: _table(raw, name, where) for name in Config.model_fields}
    # [eras] prefer: what [era] dynasties was called before; read when [era] does not give it
    legacy = _table(raw, "eras", where)
    if "prefer" in legacy:
        tables["era"] = {"dynasties": legacy["prefer"], **tables["era"]}
    llm = LLMSettings.from_dict(tables["llm"], env, where)
    sections = {name: field.annotation.read(name, tables[name], where)
                for name, field in Config.model_fields.items() if name not in ("llm", "embed")}
    return Config(**sections, llm=llm, embed=EmbedSettings.from_dict(tables["embed"], llm, env, where))


def _table(raw: Mapping[str, object], name: str, where: str) -> dict:
    table = raw.get(name, {})
    if not isinstance(table, dict):
        raise ProjectError(f"{where}: {name} = {table!r}: expected a table [{name}]")
    return table
