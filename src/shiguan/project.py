"""A shiguan project on disk: its directory, settings, database and pattern rules."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, TypeVar

from . import registries
from .config import CONFIG_NAME, DB_NAME, Config, load_config, starter_toml
from .errors import ProjectError
from .rules import load_rules
from .store import Store, is_url
from .store.postgres import shown

# Raise when the code that reads entries changes what it stores, so that `ingest --reread` is due.
READER_VERSION = 4
T = TypeVar("T")


def store_location(root: Path, config: Config | None = None) -> Path | str:
    """Where the project in `root` keeps its graph: its [store] url, or its shiguan.db."""
    return (config or load_config(root)).store.url or root / DB_NAME


@dataclass
class Rules:
    """The pattern rules documents are read by, and their fingerprint: all that reading a document
    needs, without the database, so that an ingest's worker processes each build their own."""

    root: Path
    config: Config

    @cached_property
    def _languages(self) -> dict[str, Any]:
        return {}

    def language_rules(self, code: str, load: Callable[[Path, Config], T]) -> T:
        """A language's reading rules (its pattern files, with this project's own copies merged
        over them), built by `load` once per project: a pack names its own rules, the project
        only keeps them."""
        if code not in self._languages:
            self._languages[code] = load(self.root, self.config)
        return self._languages[code]

    @cached_property
    def reader_fingerprint(self) -> str:
        """What reading a document depends on: every language pack's pattern files (shipped, with
        this project's overrides) and the version of the code that applies them. Documents read
        under another fingerprint are read again by `ingest --reread`."""
        rules = [load_rules(name, self.root) for make in registries.LANGUAGES.values() for name in make().rule_files]
        blob = json.dumps([READER_VERSION, rules, self.config.simplify, list(self.config.era_prefer)],
                          ensure_ascii=False, sort_keys=True)
        return hashlib.sha256(blob.encode("utf-8")).hexdigest()[:16]


@dataclass
class Project(Rules):
    store: Store

    @classmethod
    def init(cls, root: Path, store_url: str = "") -> Project:
        """A new project in `root`; its graph in shiguan.db there, or in the empty PostgreSQL
        database `store_url` (written to shiguan.toml as [store] url)."""
        if (root / CONFIG_NAME).exists():
            raise ProjectError(f"{root} already holds a shiguan project ({CONFIG_NAME} exists)")
        if root.exists() and not root.is_dir():
            raise ProjectError(f"{root} exists and is not a directory")
        if store_url and not is_url(store_url):
            raise ProjectError(f"{store_url}: a store is a postgresql://user@host/dbname URL")
        root.mkdir(parents=True, exist_ok=True)
        store = Store(store_url or root / DB_NAME, create=True)  # before the settings: a bad URL leaves none
        if store_url and not store.created:
            store.close()
            raise ProjectError(f"{shown(store_url)} already holds a shiguan project: open that project's directory, "
                               "or give an empty database")
        (root / CONFIG_NAME).write_text(starter_toml({"store": {"url": store_url}} if store_url else None),
                                        encoding="utf-8")
        return cls(root, load_config(root), store)

    @classmethod
    def open(cls, root: Path) -> Project:
        if not root.is_dir():
            raise ProjectError(f"{root} is not a directory: create a project with `shiguan init {root}`")
        config = load_config(root)
        return cls(root, config, Store(store_location(root, config)))

    def close(self) -> None:
        self.store.close()

    @property
    def indexes_stale(self) -> bool:
        """An ingest is storing documents now, or was killed before it rebuilt the name index."""
        return self.store.get_meta("indexes_stale") == "1"

    def ensure_indexes(self) -> None:
        """Rebuild derived indexes if an ingest changed their inputs (or was killed before). For
        writers only: a read (a search, a page view) never writes, so it cannot block an ingest."""
        from .kg.resolve import rebuild_indexes

        if self.indexes_stale:
            rebuild_indexes(self.store)
