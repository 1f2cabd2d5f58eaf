"""`shiguan train …`: style fine-tuning commands (AIstorian §2.3.1). torch and TRL are imported
only inside the commands that train, so `shiguan train data` works without the train extra."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn

from .. import api
from .common import err, fail, out

train_app = typer.Typer(help="Style fine-tuning: training sets from a project, LoRA SFT, SimPO, evaluation, "
                             "GGUF export (AIstorian's two-step training).", no_args_is_help=True)

DataDir = Annotated[Path, typer.Argument(help="The directory `shiguan train data` wrote.")]
Base = Annotated[str | None, typer.Option("--base", help="Base model: a Hugging Face directory or a .gguf file.")]
Threads = Annotated[int | None, typer.Option("--threads", help="torch CPU threads (default: 2 or $SHIGUAN_TORCH_THREADS).")]


def _bar(label: str, total: int) -> Progress:
    return Progress(TextColumn(f"[bold]{label}[/]"), BarColumn(), MofNCompleteColumn(), TimeRemainingColumn(),
                    TextColumn("{task.description}"), console=err, disable=not err.is_terminal)


def _tick(bar: Progress, task, label: str):
    """Advance the bar; off a terminal (a log file), print one line per item instead."""
    def tick(name: str) -> None:
        bar.update(task, advance=1, description=name)
        if not err.is_terminal:
            t = bar.tasks[0]
            err.print(f"{label} {int(t.completed)}/{int(t.total or 0)} {name}", highlight=False)
    return tick


@train_app.command("data")
def data(
    root: Annotated[Path, typer.Argument(help="Project directory.")],
    gold: Annotated[Path, typer.Option("--gold", help='Expert biographies, JSONL: {"person", "biography"} '
                                                       '(optional "doc" or "id" for a shared name).')],
    output: Annotated[Path, typer.Option("-o", "--output", help="Directory for the JSONL files and manifest.")],
    seed: Annotated[int, typer.Option(help="Seed of the person split and of the augmentations.")] = 0,
    reference_chars: Annotated[int, typer.Option(help="Reference budget, as `bio` uses (1500).")] = 1500,
    distractors: Annotated[int, typer.Option(help="Distractor chunks added per augmented example.")] = 2,
    distractor_chars: Annotated[int, typer.Option(help="Each distractor cut to this many characters.")] = 300,
    rules_negatives: Annotated[bool, typer.Option("--rules-negatives", help="Make negatives by rules even when "
                                                                            "a model is configured.")] = False,
) -> None:
    """Build the SFT set (plain + shuffled-facts + distractor examples, split 8:2 by person) and the
    SimPO preference pairs (expert biography vs. modern/detail-changed rewrites by the configured
    model, each checked, or rules-made negatives without one)."""
    try:
        project = api.open_project(root)
        llm = api.open_model(project, rules_negatives)
        n = sum(1 for line in gold.read_text("utf-8").splitlines() if line.strip()) if gold.is_file() else 0
        with _bar("data", n) as bar:
            task = bar.add_task("", total=n)
            manifest = api.train.training_data(project, gold, output, llm, seed, reference_chars, distractors,
                                               distractor_chars, _tick(bar, task, "data"))
    except api.ShiguanError as exc:
        fail(exc)
    p = manifest["persons"]
    out.print(f"{p['resolved']} of {p['gold']} people found ({p['train']} train, {p['test']} test); "
              f"{manifest['sft_train']['examples']} SFT examples {manifest['sft_train']['variants']}, "
              f"{manifest['sft_test']['examples']} held out; {manifest['pairs_train']['pairs']} pairs "
              f"{manifest['pairs_train']['kinds']} by {manifest['negatives_by']}; written to {output}", highlight=False)
    for s in p["skipped"]:
        err.print(f"skipped {s['person']}: {s['why']}", highlight=False)


def _report(log: dict, output: Path) -> None:
    losses = log["losses"]
    first = ", ".join(f"{x['loss']:.3f}" for x in losses[:3])
    last = ", ".join(f"{x['loss']:.3f}" for x in losses[-3:])
    out.print(f"{log['stage']}: {log['steps']} steps on {log['examples']} examples in {log['seconds']} s "
              f"({log['seconds_per_step']} s/step, peak RSS {log['peak_rss_mb']} MB); loss {first} … {last}; "
              f"adapter in {output}", highlight=False)


@train_app.command("sft")
def sft(
    data_dir: DataDir,
    base: Base = None,
    output: Annotated[Path, typer.Option("--out", help="Adapter directory.")] = Path("adapters/sft"),
    rank: Annotated[int | None, typer.Option(help="LoRA rank (32).")] = None,
    lr: Annotated[float | None, typer.Option(help="Learning rate (2e-4).")] = None,
    batch: Annotated[int | None, typer.Option(help="Examples per optimiser step (8).")] = None,
    micro_batch: Annotated[int | None, typer.Option(help="Examples per forward pass (1); the rest accumulates.")] = None,
    epochs: Annotated[float | None, typer.Option(help="Epochs (2).")] = None,
    max_steps: Annotated[int | None, typer.Option(help="Stop after this many optimiser steps.")] = None,
    max_length: Annotated[int | None, typer.Option(help="Tokens per example, longer ones cut (1024).")] = None,
    save_steps: Annotated[int | None, typer.Option(help="Checkpoint every N steps (10); a re-run resumes.")] = None,
    limit: Annotated[int | None, typer.Option(help="Use only the first N examples.")] = None,
    threads: Threads = None,
) -> None:
    """LoRA supervised fine-tuning on the augmented SFT set (TRL SFTTrainer, loss on the biography only)."""
    if not base:
        fail(api.ShiguanError("give --base MODEL (a Hugging Face directory or a .gguf file)"))
    try:
        log = api.train.sft(data_dir, base, output, dict(
            rank=rank, lr=lr, batch=batch, micro_batch=micro_batch, epochs=epochs, max_steps=max_steps,
            max_length=max_length, save_steps=save_steps, limit=limit, threads=threads))
    except api.ShiguanError as exc:
        fail(exc)
    _report(log, output)


@train_app.command("simpo")
def simpo(
    data_dir: DataDir,
    base: Base = None,
    adapter: Annotated[Path | None, typer.Option("--adapter", help="The SFT adapter to start from (merged in).")] = None,
    output: Annotated[Path, typer.Option("--out", help="Adapter directory.")] = Path("adapters/style"),
    rank: Annotated[int | None, typer.Option(help="LoRA rank (8).")] = None,
    lr: Annotated[float | None, typer.Option(help="Learning rate (5e-6).")] = None,
    batch: Annotated[int | None, typer.Option(help="Pairs per optimiser step (8).")] = None,
    micro_batch: Annotated[int | None, typer.Option(help="Pairs per forward pass (1).")] = None,
    epochs: Annotated[float | None, typer.Option(help="Epochs (3).")] = None,
    max_steps: Annotated[int | None, typer.Option(help="Stop after this many optimiser steps.")] = None,
    max_length: Annotated[int | None, typer.Option(help="Tokens per prompt + answer (1024).")] = None,
    save_steps: Annotated[int | None, typer.Option(help="Checkpoint every N steps (10); a re-run resumes.")] = None,
    beta: Annotated[float | None, typer.Option(help="SimPO β (2.0).")] = None,
    gamma: Annotated[float | None, typer.Option(help="SimPO target margin γ (0.5).")] = None,
    cpo_alpha: Annotated[float | None, typer.Option(help="Weight of the chosen NLL (0: pure SimPO).")] = None,
    limit: Annotated[int | None, typer.Option(help="Use only the first N pairs.")] = None,
    threads: Threads = None,
) -> None:
    """Stylistic preference optimisation: SimPO (TRL's CPO trainer, loss_type="simpo") with a fresh
    LoRA on the base with the SFT adapter merged in."""
    try:
        log = api.train.simpo(data_dir, base, adapter, output, dict(
            rank=rank, lr=lr, batch=batch, micro_batch=micro_batch, epochs=epochs, max_steps=max_steps,
            max_length=max_length, save_steps=save_steps, beta=beta, gamma=gamma, cpo_alpha=cpo_alpha,
            limit=limit, threads=threads))
    except api.ShiguanError as exc:
        fail(exc)
    _report(log, output)


@train_app.command("eval")
def evaluate(
    data_dir: DataDir,
    base: Base = None,
    adapter: Annotated[Path | None, typer.Option("--adapter", help="Adapter to evaluate (none: the base).")] = None,
    limit: Annotated[int | None, typer.Option(help="Only the first N held-out people.")] = None,
    max_new_tokens: Annotated[int, typer.Option(help="Tokens generated per biography.")] = 256,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Write the full JSON report here.")] = None,
    threads: Threads = None,
) -> None:
    """Write each held-out person's biography from the generation-time references and score it:
    ROUGE-1/2/L (characters), 字/籍贯 accuracy, share of atomic facts the sources do not support."""
    try:
        n = api.train.held_out(data_dir, limit)
        with _bar("eval", n) as bar:
            task = bar.add_task("", total=n)
            result = api.train.evaluate_style(data_dir, base, adapter, limit, max_new_tokens, threads,
                                              _tick(bar, task, "eval"))
    except (api.ShiguanError, OSError) as exc:
        fail(exc)
    if output:
        output.parent.mkdir(parents=True, exist_ok=True)
        output.write_text(json.dumps(result, ensure_ascii=False, indent=2), "utf-8")
    summary = {k: v for k, v in result.items() if k != "items"}
    out.print(json.dumps(summary, ensure_ascii=False), highlight=False)


@train_app.command("export")
def export(
    adapter: Annotated[Path, typer.Argument(help="Adapter directory (its base and chain are read from it).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="The GGUF file to write.")],
    base: Base = None,
    dtype: Annotated[str, typer.Option(help="f16 or f32 matrices.")] = "f16",
    converter: Annotated[str | None, typer.Option(help="llama.cpp's convert_hf_to_gguf.py (HF bases only).")] = None,
    threads: Threads = None,
) -> None:
    """Merge the adapter into its base and write a GGUF the llama backend loads."""
    if dtype not in ("f16", "f32"):
        fail(api.ShiguanError("--dtype is f16 or f32"))
    try:
        info = api.train.export_gguf(adapter, output, base, dtype, converter, threads)
    except api.ShiguanError as exc:
        fail(exc)
    out.print(f"wrote {info['out']} ({info['method']}); use it with [llm] backend = \"llama\", "
              f"model_path = \"{info['out']}\"", highlight=False)
