"""`shiguan train export`: base + adapter chain merged, written as a GGUF llama.cpp can load.

For a GGUF base (the demo model) no converter is needed: the base file already holds everything
llama.cpp needs besides the weights (architecture settings, tokenizer, chat template), so its
metadata is copied as it is and the merged weights are written under the GGUF tensor names the
`gguf` package maps Hugging Face names to (the same table llama.cpp's convert_hf_to_gguf.py
uses). Matrices are stored as F16 (or F32), norms and biases as F32; quantise afterwards with
llama.cpp's `llama-quantize` if you want the file smaller.

A Hugging Face directory base has no such metadata to copy; for it the merged model is saved as
a Hugging Face directory and llama.cpp's convert_hf_to_gguf.py (`--converter`, or
$LLAMA_CPP_DIR/convert_hf_to_gguf.py) is run on it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from ..llm.hf_model import BaseRef, TrainError, load_with_adapter, set_threads

# transformers undoes llama.cpp's rotary permutation of q/k when it reads these architectures
PERMUTED = ("llama", "mistral")


def _permute(w, n_head: int):
    return (w.reshape(n_head, 2, w.shape[0] // n_head // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape))


def write_gguf_like(base_gguf: str, state: dict[str, Any], out: Path, dtype: str = "f16",
                    name_suffix: str = "shiguan-style") -> dict[str, Any]:
    """Write `state` (HF tensor names -> tensors) with the metadata of `base_gguf`."""
    import gguf
    import numpy as np

    reader = gguf.GGUFReader(base_gguf)
    arch = reader.fields[gguf.Keys.General.ARCHITECTURE].contents()
    n_blocks = int(reader.fields[f"{arch}.block_count"].contents())
    n_head = int(reader.fields[f"{arch}.attention.head_count"].contents())
    kv_field = reader.fields.get(f"{arch}.attention.head_count_kv")
    n_head_kv = int(kv_field.contents()) if kv_field else n_head
    arch_id = next((k for k, v in gguf.MODEL_ARCH_NAMES.items() if v == arch), None)
    if arch_id is None:
        raise TrainError(f"{base_gguf}: architecture {arch!r} is unknown to the gguf package")
    names = gguf.get_tensor_name_map(arch_id, n_blocks)
    base_tensors = {t.name for t in reader.tensors}
    writer = gguf.GGUFWriter(str(out), arch)
    file_type = {"f16": gguf.LlamaFileType.MOSTLY_F16, "f32": gguf.LlamaFileType.ALL_F32}[dtype]
    for field in reader.fields.values():
        if field.name == gguf.Keys.General.ARCHITECTURE or field.name.startswith("GGUF."):
            continue
        value = field.contents()
        if field.name == gguf.Keys.General.FILE_TYPE:
            value = int(file_type)
        elif field.name == gguf.Keys.General.NAME:
            value = f"{value} ({name_suffix})"
        vtype = field.types[0]
        sub = field.types[-1] if vtype == gguf.GGUFValueType.ARRAY else None
        writer.add_key_value(field.name, value, vtype, sub_type=sub)
    written, skipped = [], []
    for hf_name, tensor in state.items():
        g = names.get_name(hf_name, try_suffixes=(".weight", ".bias"))
        if g is None or g not in base_tensors:
            skipped.append(hf_name)  # lm_head of a tied model, rotary buffers
            continue
        data = tensor.detach().float().cpu().numpy()
        if arch in PERMUTED and hf_name.endswith("q_proj.weight"):
            data = _permute(data, n_head)
        elif arch in PERMUTED and hf_name.endswith("k_proj.weight"):
            data = _permute(data, n_head_kv)
        if dtype == "f16" and data.ndim == 2:
            data = data.astype(np.float16)
        else:
            data = data.astype(np.float32)
        writer.add_tensor(g, data)
        written.append(g)
    missing = sorted(base_tensors - set(written))
    if missing:
        writer.close()
        out.unlink(missing_ok=True)
        raise TrainError(f"the merged model lacks tensors the base GGUF has: {missing[:5]}")
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return {"architecture": arch, "tensors": len(written), "skipped": skipped, "dtype": dtype}


def export_gguf(adapter: Path, out: Path, base: str | None = None, dtype: str = "f16",
                converter: str | None = None, threads: int | None = None) -> dict[str, Any]:
    set_threads(threads)
    model, tokenizer, ref = load_with_adapter(base, adapter, what="export")
    out.parent.mkdir(parents=True, exist_ok=True)
    if ref.gguf_file:
        info = write_gguf_like(ref.path, model.state_dict(), out, dtype)
        return {"out": str(out), "base": ref.path, "method": "base GGUF metadata + merged weights", **info}
    script = converter or (os.path.join(os.environ["LLAMA_CPP_DIR"], "convert_hf_to_gguf.py")
                           if os.environ.get("LLAMA_CPP_DIR") else None)
    if not script or not Path(script).is_file():
        raise TrainError("a Hugging Face base needs llama.cpp's convert_hf_to_gguf.py to become GGUF: "
                         "pass --converter PATH or set LLAMA_CPP_DIR (a llama.cpp checkout); the gguf package "
                         "has the writer but not the per-architecture conversion")
    with tempfile.TemporaryDirectory() as tmp:
        model.save_pretrained(tmp)
        tokenizer.save_pretrained(tmp)
        subprocess.run([sys.executable, script, tmp, "--outfile", str(out), "--outtype", dtype], check=True)
    return {"out": str(out), "base": ref.path, "method": "convert_hf_to_gguf.py"}


__all__ = ["BaseRef", "export_gguf", "write_gguf_like"]
