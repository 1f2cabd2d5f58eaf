"""A GGUF model run in-process by llama-cpp-python (extra `shiguan[local]`); no server needed."""

from __future__ import annotations

import threading
from pathlib import Path

from ..config import LLMSettings
from ..errors import ShiguanError
from .protocol import Completion, Request


class LlamaBackend:
    name = "llama"

    def __init__(self, settings: LLMSettings):
        try:
            from llama_cpp import Llama, LlamaRAMCache
        except ImportError as exc:
            raise ShiguanError("the in-process backend needs llama-cpp-python: pip install 'shiguan[local]'") from exc
        path = Path(settings.model_path)
        if not settings.model_path or not path.is_file():
            raise ShiguanError(f"[llm] model_path {settings.model_path!r} is not a file; "
                               "`shiguan model fetch` assembles the demo model")
        self.model = path.stem
        self.llm = Llama(model_path=str(path), n_ctx=settings.context, n_threads=settings.threads,
                         verbose=False)
        # Keep the evaluated state of recent prompts: sentence-by-sentence writing alternates a
        # long generation prompt with short verification prompts, and without this cache every
        # generation step would evaluate the references again.
        self.llm.set_cache(LlamaRAMCache(capacity_bytes=2 << 30))
        self.lock = threading.Lock()  # one model instance answers one request at a time

    def complete(self, request: Request, timeout: float) -> Completion:
        kwargs = {}
        if request.json_schema is not None:
            kwargs["response_format"] = {"type": "json_object", "schema": request.json_schema}
        with self.lock:
            r = self.llm.create_chat_completion(
                messages=[{"role": m.role, "content": m.content} for m in request.messages],
                temperature=request.temperature, max_tokens=request.max_tokens,
                stop=list(request.stop) or None, seed=request.sample, **kwargs)
        usage = r.get("usage", {})
        return Completion(r["choices"][0]["message"]["content"] or "",
                          usage.get("prompt_tokens", 0), usage.get("completion_tokens", 0))
