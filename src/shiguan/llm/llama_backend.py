"""A GGUF model run in-process by llama-cpp-python (extra `shiguan[local]`); no server needed."""

from __future__ import annotations

import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from ..config import LLMSettings
from ..errors import ShiguanError
from .protocol import Completion, Request

CONTEXTS = 3


class LlamaBackend:
    """One llama.cpp context per system prompt (up to CONTEXTS, least recently used dropped).

    llama.cpp reuses the evaluated prefix of the previous prompt only. Biography writing
    alternates a long generation prompt (the references) with short verification prompts, and
    relation extraction cycles through three (regex, chain of thought, scoring), so a single
    context would evaluate each long prompt again for every call. Contexts share the
    memory-mapped weights; each costs only its KV cache.
    """

    name = "llama"
    concurrent = False  # one llama.cpp context is not thread-safe, and the CPU runs one request anyway

    def __init__(self, settings: LLMSettings):
        try:
            from llama_cpp import Llama
        except ImportError as exc:
            raise ShiguanError("the in-process backend needs llama-cpp-python: pip install 'shiguan[local]'") from exc
        path = Path(settings.model_path)
        if not settings.model_path or not path.is_file():
            raise ShiguanError(f"[llm] model_path {settings.model_path!r} is not a file; "
                               "`shiguan model fetch` assembles the demo model")
        self.model = path.stem
        self._make = lambda: Llama(model_path=str(path), n_ctx=settings.context, n_threads=settings.threads,
                                   verbose=False)
        self.contexts: OrderedDict[str, Any] = OrderedDict()
        self.contexts[""] = self._make()  # fail now, not at the first call, if the file is no model
        self.lock = threading.Lock()  # one call at a time, whoever holds a second LLM on this backend

    def _context(self, request: Request) -> Any:
        system = next((m.content for m in request.messages if m.role == "system"), "")
        if system not in self.contexts:
            self.contexts[system] = self.contexts.pop("") if "" in self.contexts else self._make()
            while len(self.contexts) > CONTEXTS:
                self.contexts.popitem(last=False)
        self.contexts.move_to_end(system)
        return self.contexts[system]

    def complete(self, request: Request, timeout: float) -> Completion:
        kwargs = {}
        if request.json_schema is not None:
            kwargs["response_format"] = {"type": "json_object", "schema": request.json_schema}
        with self.lock:
            r = self._context(request).create_chat_completion(
                messages=[{"role": m.role, "content": m.content} for m in request.messages],
                temperature=request.temperature, max_tokens=request.max_tokens,
                stop=list(request.stop) or None, seed=request.sample, **kwargs)
        usage = r.get("usage", {})
        return Completion(r["choices"][0]["message"]["content"] or "",
                          usage.get("prompt_tokens", 0), usage.get("completion_tokens", 0))
