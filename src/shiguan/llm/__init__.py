"""Language-model access: one protocol, several backends, one client that logs and caches."""

from __future__ import annotations

from ..config import LLMSettings
from ..store import Store
from .client import LLM, LLMError
from .protocol import Message, messages

__all__ = ["LLM", "LLMError", "Message", "messages", "open_llm"]


def open_llm(settings: LLMSettings, store: Store | None) -> LLM | None:
    """The configured model, or None when the project runs by rules alone."""
    if settings.backend == "none":
        return None
    if settings.backend == "openai":
        from .openai_backend import OpenAIBackend

        return LLM(OpenAIBackend(settings), store, settings)
    if settings.backend == "transformers":
        from .transformers_backend import TransformersBackend

        return LLM(TransformersBackend(settings), store, settings)
    from .llama_backend import LlamaBackend

    return LLM(LlamaBackend(settings), store, settings)
