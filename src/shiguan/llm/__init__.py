"""Language-model access: one protocol, several backends, one client that logs and caches."""

from __future__ import annotations

from ..config import LLMSettings
from ..registries import LLM_BACKENDS
from ..store import Store
from .client import LLM, LLMError
from .protocol import Message, messages

__all__ = ["LLM", "LLMError", "Message", "messages", "open_llm"]


def open_llm(settings: LLMSettings, store: Store | None) -> LLM | None:
    """The configured model, or None when the project runs by rules alone."""
    backend = LLM_BACKENDS[settings.backend]
    return None if backend is None else LLM(backend(settings), store, settings)
