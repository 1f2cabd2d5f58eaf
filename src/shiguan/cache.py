"""Where shiguan keeps what it builds or fetches for this user, outside any project."""

from __future__ import annotations

import os
from pathlib import Path


def default_cache_dir(kind: str = "models") -> Path:
    """`$XDG_CACHE_HOME/shiguan/KIND`, or `~/.cache/shiguan/KIND` when that is unset: what is
    built or fetched for this user (models, relation classifiers), outside any project."""
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "shiguan" / kind
