"""Passage vectors for retrieval by meaning: TF-IDF + SVD (no model), all-MiniLM-L6-v2 run by
numpy, or an OpenAI-compatible embeddings endpoint, all behind one small protocol."""

from __future__ import annotations

from collections.abc import Sequence

from ..config import EmbedSettings
from ..registries import EMBEDDERS
from .protocol import Embedder

__all__ = ["Embedder", "embedder_for"]


def embedder_for(settings: EmbedSettings, texts: Sequence[str]) -> Embedder:
    """The configured embedder; a TF-IDF one is fitted on `texts`, the texts it will serve."""
    return EMBEDDERS[settings.backend](settings, texts)
