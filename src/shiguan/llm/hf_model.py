"""Loading a base model for training or generation: a Hugging Face directory or a GGUF file.

A GGUF file is read by transformers' GGUF support and dequantised to float32, so the demo model
trains on a CPU. Before loading, the memory the model will need is estimated from its parameter
count and compared with what the machine has free: running out of memory halfway through a load
kills the process without a word, so it is refused up front with the numbers.

An adapter directory written by `shiguan train` carries `shiguan_adapter.json`: the base it was
trained on and the adapters merged into that base first (SimPO trains on base + merged SFT), so
base + chain can be rebuilt anywhere.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import ShiguanError

CHAIN_FILE = "shiguan_adapter.json"
# Peak bytes per parameter in float32, measured with the 0.63 B demo GGUF on ~600-token examples:
# SimPO 9.6 GB (dequantising copy, merged SFT adapter, two sequences a step), evaluation 3.8 GB.
# In bfloat16 (on a GPU) they are halved.
TRAIN_BYTES_PER_PARAM = 15.0
INFER_BYTES_PER_PARAM = 6.0


class TrainError(ShiguanError):
    """A training input is missing or unusable, or the machine cannot hold the model."""


def need_torch() -> Any:
    try:
        import peft  # noqa: F401
        import torch  # noqa: F401
        import transformers  # noqa: F401
    except ImportError as exc:
        raise TrainError(f"style fine-tuning needs the train extra: pip install 'shiguan[train]' ({exc})") from exc
    return torch


def set_threads(threads: int | None) -> None:
    torch = need_torch()
    n = threads or int(os.environ.get("SHIGUAN_TORCH_THREADS", "0")) or min(2, os.cpu_count() or 1)
    torch.set_num_threads(n)


@dataclass(frozen=True)
class BaseRef:
    """Where a base model lives: `directory` plus, for GGUF, the file name in it."""

    directory: str
    gguf_file: str | None = None

    @classmethod
    def parse(cls, base: str | Path) -> BaseRef:
        path = Path(base).expanduser()
        if path.is_file():
            if path.suffix.lower() != ".gguf":
                raise TrainError(f"{path}: a base model is a Hugging Face directory or a .gguf file")
            return cls(str(path.parent.resolve()), path.name)
        if path.is_dir():
            if not (path / "config.json").is_file():
                raise TrainError(f"{path}: no config.json (not a Hugging Face model directory)")
            return cls(str(path.resolve()))
        raise TrainError(f"{path}: no such model file or directory")

    @property
    def path(self) -> str:
        return str(Path(self.directory) / self.gguf_file) if self.gguf_file else self.directory

    def kwargs(self) -> dict[str, Any]:
        return {"gguf_file": self.gguf_file} if self.gguf_file else {}


def parameter_count(ref: BaseRef) -> int:
    """Parameters of the model without loading its weights."""
    if ref.gguf_file:
        from gguf import GGUFReader

        reader = GGUFReader(ref.path)
        return int(sum(int(t.n_elements) for t in reader.tensors))
    from accelerate import init_empty_weights
    from transformers import AutoConfig, AutoModelForCausalLM

    config = AutoConfig.from_pretrained(ref.directory)
    with init_empty_weights():
        model = AutoModelForCausalLM.from_config(config)
    return sum(p.numel() for p in model.parameters())


def available_bytes() -> int:
    try:
        import psutil

        return int(psutil.virtual_memory().available)
    except ImportError:
        for line in Path("/proc/meminfo").read_text().splitlines():
            if line.startswith("MemAvailable:"):
                return int(line.split()[1]) * 1024
    return 0


def on_gpu() -> bool:
    import torch

    return torch.cuda.is_available()


def weight_dtype():
    """bfloat16 on a GPU that has it (the paper's setting), float32 on a CPU (bf16 there is slow)."""
    import torch

    return torch.bfloat16 if on_gpu() and torch.cuda.is_bf16_supported() else torch.float32


def check_memory(ref: BaseRef, bytes_per_param: float, what: str) -> int:
    import torch

    params = parameter_count(ref)
    dtype = weight_dtype()
    scale = 0.5 if dtype == torch.bfloat16 else 1.0
    need = int(params * bytes_per_param * scale)
    free, where = (torch.cuda.mem_get_info()[0], "on the GPU") if on_gpu() else (available_bytes(), "in RAM")
    if free and need > free:
        raise TrainError(
            f"{ref.path}: {params / 1e9:.2f} B parameters need about {need / 2**30:.1f} GiB for {what} "
            f"({str(dtype).removeprefix('torch.')}, {bytes_per_param * scale:g} bytes a parameter) but only "
            f"{free / 2**30:.1f} GiB is available {where}. Use a smaller model, free memory, or a bigger machine.")
    return params


def load_tokenizer(ref: BaseRef):
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained(ref.directory, **ref.kwargs())
    if tok.pad_token is None:
        tok.pad_token = tok.eos_token
    return tok


def load_base(ref: BaseRef, bytes_per_param: float = TRAIN_BYTES_PER_PARAM, what: str = "training"):
    need_torch()
    from transformers import AutoModelForCausalLM

    check_memory(ref, bytes_per_param, what)
    model = AutoModelForCausalLM.from_pretrained(ref.directory, dtype=weight_dtype(), **ref.kwargs())
    if ref.gguf_file:
        _forget_gguf_quantizer(model)
    model.config.use_cache = False
    return model


def _forget_gguf_quantizer(model) -> None:
    """A GGUF file read without GGUF kernels is dequantised, but the model keeps its GGUF
    "quantizer", and the Trainer refuses to train a model quantized by a method that does not
    support training. The weights are plain float32 tensors, so the marker is dropped."""
    if any(not p.is_floating_point() for p in model.parameters()):
        raise TrainError("the GGUF weights were not dequantised (GGUF kernels installed?); "
                         "training needs float weights: uninstall `kernels` or convert the model first")
    from transformers import PreTrainedModel

    if getattr(model, "hf_quantizer", None) is not None:
        model.hf_quantizer.remove_quantization_config(model)
    model.is_quantized = False
    for module in model.modules():
        if isinstance(module, PreTrainedModel) and getattr(module.config, "_is_quantized", False):
            module.config._is_quantized = False


def read_chain(adapter: Path) -> dict[str, Any]:
    path = Path(adapter) / CHAIN_FILE
    if not path.is_file():
        raise TrainError(f"{adapter}: not an adapter written by `shiguan train` (no {CHAIN_FILE})")
    return json.loads(path.read_text("utf-8"))


def write_chain(adapter: Path, base: BaseRef, merged_first: list[str], stage: str, extra: dict) -> None:
    data = {"base": base.path, "merged_first": merged_first, "stage": stage, **extra}
    (Path(adapter) / CHAIN_FILE).write_text(json.dumps(data, ensure_ascii=False, indent=2), "utf-8")


def merge_adapters(model, adapters: list[str]):
    """`model` with each adapter applied and merged in, in order."""
    from peft import PeftModel

    for a in adapters:
        model = PeftModel.from_pretrained(model, a).merge_and_unload()
    return model


def load_with_adapter(base: str | Path | None, adapter: str | Path | None,
                      bytes_per_param: float = INFER_BYTES_PER_PARAM, what: str = "generation"):
    """(model, tokenizer, BaseRef): the base with the adapter's whole chain merged in."""
    chain: list[str] = []
    if adapter:
        info = read_chain(Path(adapter))
        base = base or info["base"]
        chain = [*info["merged_first"], str(Path(adapter).resolve())]
    if not base:
        raise TrainError("give the base model (--base, or [llm] model_path)")
    ref = BaseRef.parse(base)
    model = merge_adapters(load_base(ref, bytes_per_param, what), chain)
    if on_gpu():
        model = model.to("cuda")
    model.eval()
    return model, load_tokenizer(ref), ref
