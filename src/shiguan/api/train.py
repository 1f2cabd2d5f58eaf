"""Style fine-tuning jobs (AIstorian §2.3.1): training sets from a project, LoRA SFT, SimPO,
evaluation and GGUF export. torch, TRL and PEFT are imported inside each job, never at start."""

from __future__ import annotations

import resource
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ..llm import LLM
from ..project import Project

Tick = Callable[[str], None]


def training_data(project: Project, gold: Path, output: Path, llm: LLM | None, seed: int, reference_chars: int,
                  distractors: int, distractor_chars: int, progress: Tick | None = None) -> dict[str, Any]:
    """The SFT set and the SimPO pairs in `output`; returns the manifest."""
    from ..train.build import build_datasets

    return build_datasets(project, gold, output, llm=llm, seed=seed, reference_chars=reference_chars,
                          distractors=distractors, distractor_chars=distractor_chars, progress=progress)


def _settings(stage: str, overrides: dict[str, Any]):
    from ..train.trainers import SFT_DEFAULTS, SIMPO_DEFAULTS, TrainSettings

    defaults = SFT_DEFAULTS if stage == "sft" else SIMPO_DEFAULTS
    return TrainSettings(**{**defaults, **{k: v for k, v in overrides.items() if v is not None}})


def sft(data_dir: Path, base: str, output: Path, overrides: dict[str, Any]) -> dict[str, Any]:
    """LoRA supervised fine-tuning; `overrides` are TrainSettings fields (None: the default)."""
    from ..train.trainers import train_sft

    return train_sft(data_dir, base, output, _settings("sft", overrides))


def simpo(data_dir: Path, base: str | None, adapter: Path | None, output: Path,
          overrides: dict[str, Any]) -> dict[str, Any]:
    from ..train.trainers import train_simpo

    return train_simpo(data_dir, base, adapter, output, _settings("simpo", overrides))


def held_out(data_dir: Path, limit: int | None) -> int:
    """How many held-out people an evaluation writes about."""
    n = len([ln for ln in (data_dir / "sft_test.jsonl").read_text("utf-8").splitlines() if ln.strip()])
    return min(n, limit) if limit else n


def evaluate_style(data_dir: Path, base: str | None, adapter: Path | None, limit: int | None, max_new_tokens: int,
                   threads: int | None, progress: Tick | None = None) -> dict[str, Any]:
    """Write each held-out person's biography and score it; with the peak memory used."""
    from ..llm.hf_model import load_with_adapter, set_threads
    from ..llm.transformers_backend import Generator
    from ..train.evaluate import evaluate, project_of

    set_threads(threads)
    model, tokenizer, _ = load_with_adapter(base, adapter)
    gen = Generator(model, tokenizer)
    result = evaluate(data_dir, lambda msgs: gen(msgs, max_new_tokens)[0], project_of(data_dir), limit,
                      progress=progress)
    result["base"], result["adapter"] = base, str(adapter) if adapter else None
    result["peak_rss_mb"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    return result


def export_gguf(adapter: Path, output: Path, base: str | None, dtype: str, converter: str | None,
                threads: int | None) -> dict[str, Any]:
    """Merge the adapter into its base and write a GGUF the llama backend loads."""
    from ..train.export import export_gguf as export

    return export(adapter, output, base, dtype, converter, threads)
