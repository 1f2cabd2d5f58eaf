"""Style fine-tuning on a CPU, end to end: data, eval (base), SFT, eval, SimPO, eval, export.

    python bench/train_style.py --project BENCH_PROJECT --model ~/.cache/shiguan/models/qwen2.5-coder-0.5b.gguf \
        --work /tmp/style --persons 80 --sft-steps 30 --simpo-steps 20 --eval 12

The expert biographies are each person's `entry` opening in ../shared/bench/persons.jsonl (up to
--gold-chars, cut at a sentence end); people whose name is shared within a chapter are left out.
Every stage is one `shiguan train …` command (printed), run in order; a stage whose output
exists is skipped, so an interrupted run resumes. The summary (losses, ROUGE, accuracies,
seconds per step, peak memory) goes to WORK/summary.json.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from benchdata import BENCH  # noqa: E402


def gold_file(persons: Path, out: Path, n: int, chars: int) -> None:
    rows = [json.loads(line) for line in persons.read_text("utf-8").splitlines() if line.strip()]
    rows = [r for r in rows if not r.get("ambiguous_in_doc") and len(r["entry"]) >= 60]
    step = max(1, len(rows) // n)
    picked = []
    for r in rows[::step][:n]:
        opening = r["entry"].split("\n")[0][:chars]
        if "。" in opening:
            opening = opening[:opening.rfind("。") + 1]
        picked.append({"person": r["person"], "doc": r["doc"], "biography": opening})
    out.write_text("".join(json.dumps(p, ensure_ascii=False) + "\n" for p in picked), "utf-8")


def run(cmd: list[str], log: Path) -> None:
    print("$", " ".join(shlex.quote(c) for c in cmd), flush=True)
    with log.open("a", encoding="utf-8") as f:
        f.write("$ " + " ".join(shlex.quote(c) for c in cmd) + "\n")
        f.flush()
        subprocess.run(cmd, check=True, stdout=f, stderr=subprocess.STDOUT)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", type=Path, required=True, help="an ingested bench project (not modified)")
    ap.add_argument("--model", required=True, help="base model: GGUF file or HF directory")
    ap.add_argument("--work", type=Path, default=Path("/tmp/shiguan-style"))
    ap.add_argument("--persons", type=int, default=80)
    ap.add_argument("--gold-chars", type=int, default=150)
    ap.add_argument("--reference-chars", type=int, default=300)
    ap.add_argument("--sft-steps", type=int, default=30)
    ap.add_argument("--simpo-steps", type=int, default=20)
    ap.add_argument("--batch", type=int, default=1)
    ap.add_argument("--eval", type=int, default=12, help="held-out people evaluated")
    ap.add_argument("--max-new-tokens", type=int, default=96)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--simpo-lr", type=float, default=5e-6)
    ap.add_argument("--eval-sft", action="store_true", help="also evaluate after SFT alone")
    ap.add_argument("--save-steps", type=int, default=10)
    args = ap.parse_args()

    shiguan = str(Path(sys.executable).parent / "shiguan")
    w = args.work
    w.mkdir(parents=True, exist_ok=True)
    log = w / "log.txt"
    gold = w / "gold.jsonl"
    data = w / "train"
    if not gold.exists():
        gold_file(BENCH / "persons.jsonl", gold, args.persons, args.gold_chars)
    if not (data / "manifest.json").exists():
        run([shiguan, "train", "data", str(args.project), "--gold", str(gold), "-o", str(data),
             "--reference-chars", str(args.reference_chars), "--distractors", "1", "--distractor-chars", "150",
             "--rules-negatives"], log)
    common = ["--base", args.model, "--threads", str(args.threads)]
    ev = ["--limit", str(args.eval), "--max-new-tokens", str(args.max_new_tokens)]
    steps = [
        (w / "eval_base.json", [shiguan, "train", "eval", str(data), *common, *ev, "-o", str(w / "eval_base.json")]),
        (w / "sft" / "train_log.json", [shiguan, "train", "sft", str(data), *common, "--out", str(w / "sft"),
                                         "--max-steps", str(args.sft_steps), "--batch", str(args.batch),
                                         "--max-length", "1024", "--save-steps", str(args.save_steps)]),
        (w / "eval_sft.json", [shiguan, "train", "eval", str(data), *common, "--adapter", str(w / "sft"), *ev,
                               "-o", str(w / "eval_sft.json")]),
        (w / "style" / "train_log.json", [shiguan, "train", "simpo", str(data), *common, "--adapter",
                                           str(w / "sft"), "--out", str(w / "style"), "--max-steps",
                                           str(args.simpo_steps), "--batch", str(args.batch), "--max-length", "1024",
                                           "--save-steps", str(args.save_steps), "--lr", str(args.simpo_lr)]),
        (w / "eval_style.json", [shiguan, "train", "eval", str(data), *common, "--adapter", str(w / "style"), *ev,
                                 "-o", str(w / "eval_style.json")]),
        (w / "style.gguf", [shiguan, "train", "export", str(w / "style"), "-o", str(w / "style.gguf"),
                            "--threads", str(args.threads)]),
    ]
    for done, cmd in steps:
        if done.name == "eval_sft.json" and not args.eval_sft:
            continue
        if not done.exists():
            run(cmd, log)
    summary = {"manifest": json.loads((data / "manifest.json").read_text("utf-8"))}
    for name in ("sft", "style"):
        t = json.loads((w / name / "train_log.json").read_text("utf-8"))
        summary[name] = {k: t[k] for k in ("steps", "examples", "seconds", "seconds_per_step", "peak_rss_mb")}
        summary[name]["loss_first"] = [round(x["loss"], 4) for x in t["losses"][:3]]
        summary[name]["loss_last"] = [round(x["loss"], 4) for x in t["losses"][-3:]]
    # every evaluation scored on the people the last one wrote for (the base may have had more)
    from shiguan.project import Project
    from shiguan.train.evaluate import score

    last = json.loads((w / "eval_style.json").read_text("utf-8"))
    people = [i["person_id"] for i in last["items"]]
    project = Project.open(args.project)
    for name in ("base", "sft", "style"):
        if not (w / f"eval_{name}.json").exists():
            continue
        e = json.loads((w / f"eval_{name}.json").read_text("utf-8"))
        items = [i for i in e["items"] if i["person_id"] in people]
        summary[f"eval_{name}"] = {**score(project, items), "peak_rss_mb": e.get("peak_rss_mb"),
                                   "seconds_per_person": round(sum(i["seconds"] for i in items) / len(items), 1)}
    (w / "summary.json").write_text(json.dumps(summary, ensure_ascii=False, indent=2), "utf-8")
    print(json.dumps({k: v for k, v in summary.items() if k != "manifest"}, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    os.environ.setdefault("TRL_EXPERIMENTAL_SILENCE", "1")
    main()
