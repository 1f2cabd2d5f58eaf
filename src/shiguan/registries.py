"""The pluggable parts by name: language packs, language-model backends, embedders and article
planners.

Settings validation reads the names from here and the code that builds a part looks its factory
up here, so each name is written once. The module imports nothing heavy: a factory imports its
part when called, so llama_cpp, torch or scikit-learn load only for the part a project uses.
A factory of None is the named way to go without the part (no model; the naive article).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from typing import Any, Generic, TypeVar

F = TypeVar("F")


class Registry(Mapping[str, F], Generic[F]):
    """A read-only name -> factory table that can say which names it accepts."""

    def __init__(self, factories: dict[str, F]):
        self._factories = dict(factories)

    def __getitem__(self, name: str) -> F:
        return self._factories[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._factories)

    def __len__(self) -> int:
        return len(self._factories)

    def choices(self) -> str:
        """The names as a settings file spells them: "a", "b" or "c"."""
        quoted = [f'"{name}"' for name in self._factories]
        return quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]

    def check(self, name: object) -> str:
        """`name` when registered, else a ValueError listing the choices (a pydantic validator)."""
        if isinstance(name, str) and name in self._factories:
            return name
        raise ValueError(f"expected one of {self.choices()}")


def _constructor(module: str, name: str) -> Callable[..., Any]:
    """A factory that imports `module` only when called, then calls its `name` (a class or a
    function that builds the part): by name, so this bottom layer imports nothing above it."""
    def build(*args: Any) -> Any:
        return getattr(importlib.import_module(module), name)(*args)

    return build


# A language by its code: the pack (lang/<code>) that reads, stores, writes and checks it,
# lang.Language. The order is that of the packs' pattern files in the reader's fingerprint.
LANGUAGES: Registry[Callable[[], Any]] = Registry({
    "zh": _constructor("shiguan.lang.zh", "Chinese"),
    "en": _constructor("shiguan.lang.en", "English"),
})


# Each factory's types are those of the part it names (llm.protocol.Backend from LLMSettings,
# embed.protocol.Embedder from EmbedSettings and texts, article.planner.Planner from the writer);
# they are not imported here, so that this bottom layer names nothing above it.
LLM_BACKENDS: Registry[Callable[..., Any] | None] = Registry({
    "none": None,
    "openai": _constructor("shiguan.llm.openai_backend", "OpenAIBackend"),
    "llama": _constructor("shiguan.llm.llama_backend", "LlamaBackend"),
    "transformers": _constructor("shiguan.llm.transformers_backend", "TransformersBackend"),
})


# A factory gets the texts the embedder will serve: TF-IDF is fitted on them, the others ignore them.
EMBEDDERS: Registry[Callable[..., Any]] = Registry({
    "tfidf": _constructor("shiguan.embed.tfidf", "from_settings"),
    "minilm": _constructor("shiguan.embed.minilm", "from_settings"),
    "openai": _constructor("shiguan.embed.openai_backend", "from_settings"),
})


# "naive" is the benchmark's baseline: one prompt over the top snippets, with no plan at all;
# "rules" needs no model (the 纪事本末 of article/chronicle.py, also what runs when no model is set).
PLANNERS: Registry[Callable[..., Any] | None] = Registry({
    "kg": _constructor("shiguan.article.plan_kg", "for_writer"),
    "clusters": _constructor("shiguan.article.plan_clusters", "for_writer"),
    "naive": None,
    "rules": None,
    "worded": None,
    "researched": None,
})
