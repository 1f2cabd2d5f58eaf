"""Any OpenAI-compatible chat server (vLLM, SGLang, Ollama, llama.cpp's server, DeepSeek, Qwen,
OpenAI), or several replicas of one: each request goes to one of them (replicas.Replicas), and
another takes it when that one fails."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ..config import LLMSettings
from ..errors import ShiguanError
from .client import LLMError
from .protocol import Completion, Request, TransientError
from .replicas import Replica, Replicas, retry_after


class OpenAIBackend:
    name = "openai"
    concurrent = True

    def __init__(self, settings: LLMSettings, clock: Callable[[], float] = time.monotonic):
        try:
            import openai
        except ImportError as exc:  # pragma: no cover - a core dependency
            raise ShiguanError("the openai package is missing: pip install openai") from exc
        if not settings.model:
            raise ShiguanError("[llm] backend \"openai\" needs model = \"…\" (or SHIGUAN_MODEL)")
        self.model = settings.model
        self._openai = openai
        # shiguan retries itself, and logs each try (the client's pool holds up to 1,000 connections)
        clients = {url: openai.OpenAI(base_url=url or None, api_key=settings.api_key or "none", max_retries=0)
                   for url in settings.base_urls or ("",)}
        self.replicas: Replicas[Any] = Replicas(clients, clock)

    def complete(self, request: Request, timeout: float) -> Completion:
        problems = []
        for replica in self.replicas.turns():
            try:
                return self._ask(replica, request, timeout)
            except TransientError as exc:
                problems.append(f"{replica.url or 'the server'}: {exc}")
        wait = self.replicas.wait()
        if not problems:
            problems.append(f"every server asked for a pause (HTTP 429), the next ends in {wait:.0f} s")
        raise TransientError("; ".join(problems), retry_after=wait)

    def _ask(self, replica: Replica[Any], request: Request, timeout: float) -> Completion:
        openai = self._openai
        kwargs = {}
        if request.json_schema is not None:
            kwargs["response_format"] = {"type": "json_object"}
        try:
            r = replica.client.chat.completions.create(
                model=self.model, messages=[{"role": m.role, "content": m.content} for m in request.messages],
                temperature=request.temperature, max_tokens=request.max_tokens,
                stop=list(request.stop) or None, timeout=timeout, **kwargs)
        except openai.RateLimitError as exc:
            self.replicas.failed(replica, retry_after(exc.response.headers))
            raise TransientError(f"{type(exc).__name__}: {exc}") from exc
        except (openai.APITimeoutError, openai.APIConnectionError, openai.InternalServerError) as exc:
            self.replicas.failed(replica)
            raise TransientError(f"{type(exc).__name__}: {exc}") from exc
        except openai.APIStatusError as exc:  # it answered: the request is at fault, not the replica
            self.replicas.answered(replica)
            raise refusal(exc.status_code, exc.message) from exc
        except (openai.APIError, ValueError) as exc:
            # HTTP 200 with a body that is no chat completion (cut off, not JSON, not the schema):
            # the server's failure, as a lost connection is, so it is retried and then exit 3
            self.replicas.failed(replica)
            raise TransientError(f"unreadable reply ({type(exc).__name__}: {_short(exc)})") from exc
        text = _reply_text(r)
        if text is None:
            self.replicas.failed(replica)
            raise TransientError(f"the reply holds no message: {_short(r)}")
        self.replicas.answered(replica)
        usage = getattr(r, "usage", None)
        return Completion(text, getattr(usage, "prompt_tokens", 0) or 0, getattr(usage, "completion_tokens", 0) or 0)


def _reply_text(r: Any) -> str | None:
    """The first choice's message, or None when a server answered 200 with something else."""
    choices = getattr(r, "choices", None)
    message = getattr(choices[0], "message", None) if choices else None
    if message is None:
        return None
    content = getattr(message, "content", None)
    return "" if content is None else content if isinstance(content, str) else None


def _short(thing: object, limit: int = 200) -> str:
    text = str(thing)
    return text if len(text) <= limit else text[:limit] + "…"


_SETTINGS_STATUS = {401: "api_key", 403: "api_key", 404: "model and base_url"}


def refusal(status: int, message: str) -> ShiguanError:
    """A 4xx answer, not retried. A wrong key, model name or address is a setting the user mends
    (exit 2, naming the setting); any other refusal (a prompt over the server's context, a
    malformed request) is the model's failure for this call (exit 3)."""
    if status in _SETTINGS_STATUS:
        return ShiguanError(f"the model server refused the request ({status}): {message}; "
                            f"check [llm] {_SETTINGS_STATUS[status]}")
    return LLMError(f"the model server refused the request ({status}): {message}")
