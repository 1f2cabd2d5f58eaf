"""Any OpenAI-compatible /v1/embeddings endpoint (OpenAI, vLLM, Ollama, llama.cpp's server …)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property

import numpy as np

from ..config import EmbedSettings
from ..errors import ShiguanError
from .protocol import unit_rows


class OpenAIEmbedder:
    def __init__(self, settings: EmbedSettings):
        import openai

        if not settings.model:
            raise ShiguanError('[embed] backend "openai" needs model = "…" (the embedding model\'s name)')
        self.model = settings.model
        self.name = f"openai:{settings.model}"
        self.batch = settings.batch
        self._openai = openai
        self.client = openai.OpenAI(base_url=settings.base_url or None, api_key=settings.api_key or "none",
                                    max_retries=settings.max_retries, timeout=settings.timeout)

    @cached_property
    def dim(self) -> int:
        """The server decides; one short request finds out."""
        return int(self.embed(["dimension"]).shape[1])

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        rows: list[list[float]] = []
        for start in range(0, len(texts), self.batch):
            try:
                r = self.client.embeddings.create(model=self.model, input=list(texts[start:start + self.batch]))
            except self._openai.OpenAIError as exc:
                raise ShiguanError(f"the embedding server at {self.client.base_url} failed: {exc}") from exc
            rows += [d.embedding for d in sorted(r.data, key=lambda d: d.index)]
        if not rows:
            return np.zeros((0, self.dim), dtype=np.float32)
        return unit_rows(np.array(rows, dtype=np.float32))


def from_settings(settings: EmbedSettings, texts: Sequence[str]) -> OpenAIEmbedder:
    """The [embed] "openai" embedder; the server's model needs no fitting."""
    return OpenAIEmbedder(settings)
