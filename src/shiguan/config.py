"""Project configuration: shiguan.toml in the project directory, with defaults for every key."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from .errors import ProjectError

CONFIG_NAME = "shiguan.toml"
DB_NAME = "shiguan.db"

DEFAULT_TOML = """\
# shiguan project settings. Pattern files (segment.toml, extract.toml, bio.toml) placed next to
# this file override the shipped ones key by key.

[ingest]
# Index traditional-Chinese documents in simplified form (OpenCC): "auto" converts documents
# that are mostly traditional, true converts all, false none. Offsets stay those of the
# original text, so citations quote the source exactly as written. ("auto" leaves simplified
# texts alone: converting them would also turn names such as 徐乾学 into 徐干学.)
simplify = "auto"

[eras]
# Dynasties preferred when an era name alone is ambiguous (太平 was used by several).
prefer = ["清", "南明", "明"]
"""


@dataclass(frozen=True)
class Config:
    simplify: str = "auto"  # "auto" | "always" | "never"
    era_prefer: tuple[str, ...] = field(default=("清", "南明", "明"))


def load_config(project: Path) -> Config:
    path = project / CONFIG_NAME
    if not path.exists():
        raise ProjectError(f"{project} is not a shiguan project (no {CONFIG_NAME}): run `shiguan init {project}`")
    try:
        raw = tomllib.loads(path.read_text("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ProjectError(f"{path}: cannot read settings ({exc})")
    ingest = raw.get("ingest", {})
    eras = raw.get("eras", {})
    simplify = ingest.get("simplify", "auto")
    if simplify not in ("auto", True, False):
        raise ProjectError(f'{path}: [ingest] simplify must be "auto", true or false, not {simplify!r}')
    return Config(
        simplify={True: "always", False: "never"}.get(simplify, "auto"),
        era_prefer=tuple(eras.get("prefer", Config.era_prefer)),
    )
