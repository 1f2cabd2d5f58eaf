"""Any OpenAI-compatible chat server (vLLM, Ollama, llama.cpp's server, DeepSeek, Qwen, OpenAI)."""

from __future__ import annotations

from ..config import LLMSettings
from ..errors import ShiguanError
from .protocol import Completion, Request, TransientError


class OpenAIBackend:
    name = "openai"

    def __init__(self, settings: LLMSettings):
        try:
            import openai
        except ImportError as exc:  # pragma: no cover - a core dependency
            raise ShiguanError("the openai package is missing: pip install openai") from exc
        if not settings.model:
            raise ShiguanError("[llm] backend \"openai\" needs model = \"…\" (or SHIGUAN_MODEL)")
        self.model = settings.model
        self._openai = openai
        self.client = openai.OpenAI(base_url=settings.base_url or None, api_key=settings.api_key or "none",
                                    max_retries=0)  # shiguan retries itself, and logs each try

    def complete(self, request: Request, timeout: float) -> Completion:
        openai = self._openai
        kwargs = {}
        if request.json_schema is not None:
            kwargs["response_format"] = {"type": "json_object"}
        try:
            r = self.client.chat.completions.create(
                model=self.model, messages=[{"role": m.role, "content": m.content} for m in request.messages],
                temperature=request.temperature, max_tokens=request.max_tokens,
                stop=list(request.stop) or None, timeout=timeout, **kwargs)
        except (openai.APITimeoutError, openai.APIConnectionError, openai.RateLimitError,
                openai.InternalServerError) as exc:
            raise TransientError(f"{type(exc).__name__}: {exc}") from exc
        except openai.APIStatusError as exc:
            raise ShiguanError(f"the model server refused the request ({exc.status_code}): {exc.message}") from exc
        usage = r.usage
        return Completion(r.choices[0].message.content or "",
                          usage.prompt_tokens if usage else 0, usage.completion_tokens if usage else 0)
