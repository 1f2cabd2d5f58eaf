"""The two training steps, with TRL and PEFT: LoRA SFT, then SimPO (TRL's CPO trainer).

Defaults are AIstorian's (§3.1): SFT LoRA rank 32, lr 2e-4, batch 8, 2 epochs; StylePO LoRA
rank 8, lr 5e-6, batch 8, 3 epochs. The batch is reached by gradient accumulation over
micro-batches (default 1), so a CPU holds one sequence at a time and the optimisation is the same.
SimPO trains a fresh rank-8 adapter on the base with the SFT adapter merged in; the chain is
recorded so the backend and the export rebuild the same model.

Checkpoints go to OUT/checkpoints every `save_steps`; a second run with the same OUT resumes from
the last one. The loss of every step, seconds per step and peak memory go to OUT/train_log.json.
"""

from __future__ import annotations

import json
import os
import resource
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..llm.hf_model import (
    BaseRef,
    TrainError,
    load_base,
    load_tokenizer,
    merge_adapters,
    need_torch,
    on_gpu,
    read_chain,
    set_threads,
    weight_dtype,
    write_chain,
)
from .data import read_jsonl


@dataclass
class TrainSettings:
    rank: int
    lr: float
    batch: int = 8
    epochs: float = 2.0
    micro_batch: int = 1
    max_steps: int = -1
    max_length: int = 1024
    save_steps: int = 10
    seed: int = 0
    threads: int | None = None
    limit: int | None = None  # use only the first N examples (a quick run)
    # SimPO only
    beta: float = 2.0
    gamma: float = 0.5  # target reward margin (TRL's simpo_gamma)
    cpo_alpha: float = 0.0  # 0: pure SimPO; > 0 adds the chosen NLL (CPO-SimPO)


SFT_DEFAULTS = dict(rank=32, lr=2e-4, batch=8, epochs=2.0)
SIMPO_DEFAULTS = dict(rank=8, lr=5e-6, batch=8, epochs=3.0)


def _peak_rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # Linux: kilobytes


def _lora(rank: int):
    from peft import LoraConfig

    return LoraConfig(r=rank, lora_alpha=2 * rank, lora_dropout=0.05, target_modules="all-linear",
                      task_type="CAUSAL_LM")


def _common_args(out: Path, s: TrainSettings) -> dict[str, Any]:
    import torch

    accumulate = max(1, s.batch // s.micro_batch)
    return dict(output_dir=str(out / "checkpoints"), per_device_train_batch_size=s.micro_batch,
                gradient_accumulation_steps=accumulate, learning_rate=s.lr, num_train_epochs=s.epochs,
                max_steps=s.max_steps, logging_steps=1, save_steps=s.save_steps, save_total_limit=2,
                report_to=[], use_cpu=not on_gpu(), seed=s.seed, dataloader_num_workers=0, disable_tqdm=False,
                lr_scheduler_type="linear", warmup_steps=0, max_length=s.max_length, dataset_num_proc=None,
                # TRL defaults both to True; bf16 autocast on a CPU without bf16 units is many times
                # slower than float32, and recomputing activations buys nothing at these lengths
                bf16=weight_dtype() == torch.bfloat16, gradient_checkpointing=False)


def _dataset(path: Path, keep: tuple[str, ...], limit: int | None, tokenizer, max_length: int):
    """The examples whose prompt leaves at least 32 tokens of `max_length` for the answer (TRL
    would otherwise train on an empty answer: NaN for SimPO), and how many were left out."""
    from datasets import Dataset

    rows = read_jsonl(path)
    if limit:
        rows = rows[:limit]
    fits = [r for r in rows if len(tokenizer.apply_chat_template(r["prompt"], add_generation_prompt=True,
                                                                  tokenize=True, return_dict=True)["input_ids"])
            <= max_length - 32]
    if not fits:
        raise TrainError(f"{path}: no example fits in max_length {max_length} tokens"
                         + (f" ({len(rows)} too long)" if rows else ""))
    return Dataset.from_list([{k: r[k] for k in keep} for r in fits]), len(rows) - len(fits)


def _last_checkpoint(out: Path) -> str | None:
    from transformers.trainer_utils import get_last_checkpoint

    ck = out / "checkpoints"
    return get_last_checkpoint(str(ck)) if ck.is_dir() else None


class _Clock:
    """A TrainerCallback timing every optimiser step (seconds per step for the log)."""

    def __new__(cls):
        from transformers import TrainerCallback

        class Clock(TrainerCallback):
            def __init__(self):
                self.step_seconds: list[float] = []
                self._t = 0.0

            def on_step_begin(self, args, state, control, **kw):
                self._t = time.perf_counter()

            def on_step_end(self, args, state, control, **kw):
                self.step_seconds.append(time.perf_counter() - self._t)

        return Clock()


def _finish(trainer, clock, out: Path, stage: str, ref: BaseRef, merged_first: list[str], s: TrainSettings,
            examples: int, too_long: int, began: float) -> dict[str, Any]:
    trainer.model.save_pretrained(str(out))
    trainer.processing_class.save_pretrained(str(out))
    losses = [{"step": e["step"], "loss": e["loss"], **({"margin": e["rewards/margins"]} if "rewards/margins" in e
                                                        else {})}
              for e in trainer.state.log_history if "loss" in e]
    log = {"stage": stage, "base": ref.path, "examples": examples, "too_long": too_long,
           "steps": trainer.state.global_step, "losses": losses, "seconds": round(time.perf_counter() - began, 1),
           "seconds_per_step": round(sum(clock.step_seconds) / len(clock.step_seconds), 2) if clock.step_seconds
           else None, "peak_rss_mb": round(_peak_rss_mb()), "settings": asdict(s)}
    (out / "train_log.json").write_text(json.dumps(log, ensure_ascii=False, indent=2), "utf-8")
    write_chain(out, ref, merged_first, stage, {"settings": asdict(s)})
    return log


def train_sft(data_dir: Path, base: str, out: Path, s: TrainSettings) -> dict[str, Any]:
    need_torch()
    set_threads(s.threads)
    from trl import SFTConfig, SFTTrainer

    began = time.perf_counter()
    ref = BaseRef.parse(base)
    tokenizer = load_tokenizer(ref)
    dataset, too_long = _dataset(Path(data_dir) / "sft_train.jsonl", ("prompt", "completion"), s.limit, tokenizer,
                                 s.max_length)
    model = load_base(ref)
    out.mkdir(parents=True, exist_ok=True)
    clock = _Clock()
    args = SFTConfig(**_common_args(out, s), completion_only_loss=True, packing=False)
    trainer = SFTTrainer(model=model, args=args, train_dataset=dataset, processing_class=tokenizer,
                         peft_config=_lora(s.rank), callbacks=[clock])
    trainer.train(resume_from_checkpoint=_last_checkpoint(out))
    return _finish(trainer, clock, out, "sft", ref, [], s, len(dataset), too_long, began)


def train_simpo(data_dir: Path, base: str | None, adapter: Path | None, out: Path, s: TrainSettings
                ) -> dict[str, Any]:
    need_torch()
    set_threads(s.threads)
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")  # CPO lives in trl.experimental since TRL 0.2x
    from trl.experimental.cpo import CPOConfig, CPOTrainer

    began = time.perf_counter()
    merged_first: list[str] = []
    if adapter:
        info = read_chain(adapter)
        base = base or info["base"]
        merged_first = [*info["merged_first"], str(Path(adapter).resolve())]
    if not base:
        raise TrainError("give --base (or --adapter of an SFT run, which names its base)")
    ref = BaseRef.parse(base)
    tokenizer = load_tokenizer(ref)
    dataset, too_long = _dataset(Path(data_dir) / "pairs_train.jsonl", ("prompt", "chosen", "rejected"), s.limit,
                                 tokenizer, s.max_length)
    model = merge_adapters(load_base(ref), merged_first)
    out.mkdir(parents=True, exist_ok=True)
    clock = _Clock()
    common = _common_args(out, s)
    args = CPOConfig(**common, loss_type="simpo", cpo_alpha=s.cpo_alpha, beta=s.beta, simpo_gamma=s.gamma,
                     max_completion_length=min(512, s.max_length))
    trainer = CPOTrainer(model=model, args=args, train_dataset=dataset, processing_class=tokenizer,
                         peft_config=_lora(s.rank), callbacks=[clock])
    trainer.train(resume_from_checkpoint=_last_checkpoint(out))
    return _finish(trainer, clock, out, "simpo", ref, merged_first, s, len(dataset), too_long, began)
