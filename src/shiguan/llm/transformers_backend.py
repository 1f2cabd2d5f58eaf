"""A model run in-process by transformers: base (HF directory or GGUF) plus a `shiguan train`
adapter, so a fine-tuned model serves without exporting it first (extra `shiguan[train]`).

JSON-schema requests are not constrained here (transformers has no grammar decoding); the client
validates the reply and asks again, as it does for servers that ignore the schema.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from ..config import LLMSettings
from .protocol import Completion, Request


class Generator:
    """Chat-template generation with a loaded model; used by the backend and by `train eval`."""

    def __init__(self, model: Any, tokenizer: Any):
        self.model = model
        self.tokenizer = tokenizer

    def __call__(self, messages: list[dict[str, str]], max_new_tokens: int = 256, temperature: float = 0.0,
                 stop: tuple[str, ...] = (), seed: int = 0) -> tuple[str, int, int]:
        import torch

        enc = self.tokenizer.apply_chat_template(messages, add_generation_prompt=True, return_tensors="pt",
                                                 return_dict=True).to(self.model.device)
        kwargs: dict[str, Any] = dict(max_new_tokens=max_new_tokens, pad_token_id=self.tokenizer.pad_token_id)
        if temperature > 0:
            torch.manual_seed(seed)
            kwargs.update(do_sample=True, temperature=temperature, top_p=0.95)
        else:
            kwargs.update(do_sample=False, temperature=None, top_p=None, top_k=None)
        if stop:
            kwargs.update(stop_strings=list(stop), tokenizer=self.tokenizer)
        with torch.inference_mode():
            out = self.model.generate(**enc, use_cache=True, **kwargs)
        new = out[0][enc["input_ids"].shape[1]:]
        text = self.tokenizer.decode(new, skip_special_tokens=True)
        for s in stop:  # generation stops after the stop string; the protocol's replies exclude it
            if s in text:
                text = text.split(s, 1)[0]
        return text, int(enc["input_ids"].shape[1]), int(new.shape[0])


class TransformersBackend:
    name = "transformers"
    concurrent = False  # one generate() at a time on one loaded model

    def __init__(self, settings: LLMSettings):
        from .hf_model import load_with_adapter, set_threads

        set_threads(settings.threads)
        model, tokenizer, ref = load_with_adapter(settings.model_path or None, settings.adapter or None)
        self.model = Path(ref.path).stem + (f"+{Path(settings.adapter).name}" if settings.adapter else "")
        self.generate = Generator(model, tokenizer)
        self.lock = threading.Lock()

    def complete(self, request: Request, timeout: float) -> Completion:
        messages = [{"role": m.role, "content": m.content} for m in request.messages]
        with self.lock:
            text, n_in, n_out = self.generate(messages, request.max_tokens, request.temperature, request.stop,
                                              request.sample)
        return Completion(text, n_in, n_out)
