"""Replay every model stage from a project's call log: the proof that a refactor left the prompts as they were.

    python bench/replay.py --model GGUF --out DIR            # first run: the model answers, the log records
                                                             # (on an existing DIR: more jobs, --jobs a,b)
    python bench/replay.py --model GGUF --out DIR --replay   # later: must make 0 new model calls

The project's call log is its cache, keyed by the exact request (messages, sampling, model). A
first run builds a project from the bundled sample corpus in DIR and runs one job per model
stage through the CLI, in this order: a verified biography with the Router and Solvers, `ask`,
`extract --with-llm` on one chunk, an article by each plan, `enrich` on one section, `check`.
A replay builds the project again from the corpus in DIR/replay, gives it the recorded call log
and runs the same jobs in the same order, so each job meets the graph it was recorded on (the
extraction changes what `ask` and `check` are shown). Any prompt that changed by one character
misses the cache and reaches the model, which the row count of the call log shows. Each job's
output is hashed, so the replay also shows that what was written is the same.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
SAMPLE = REPO / "examples" / "corpus"
NARRATIVES = REPO.parent / "shared" / "bench" / "narratives"

JOBS: dict[str, list[str]] = {
    "bio": ["bio", "{p}", "兆惠", "--max-chars", "160", "--json"],
    "ask": ["ask", "{p}", "兆惠的父亲是谁？", "--json"],
    "extract": ["extract", "{p}", "--with-llm", "--limit", "1"],
    "article-kg": ["article", "{p}", "兆惠 金川", "--plan", "kg", "--words", "120", "--json"],
    "article-clusters": ["article", "{p}", "兆惠 金川", "--plan", "clusters", "--words", "120", "--json"],
    "enrich": ["enrich", "{p}", str(NARRATIVES / "douglass.wikipedia.txt"), "--source",
               str(NARRATIVES / "douglass.narrative.txt"), "--limit-sections", "1", "--json"],
    "check": ["check", "{p}", "兆惠", "兆惠督粮运至金川，与将军班第议进兵。", "--json"],
}


def calls(project: Path) -> dict[str, int]:
    """Answered calls in the log, by stage."""
    db = sqlite3.connect(project / "shiguan.db")
    try:
        return dict(db.execute("SELECT stage, count(*) FROM llm_calls WHERE ok=1 GROUP BY stage").fetchall())
    finally:
        db.close()


VOLATILE = ("seconds", "ms", "created_at", "cost", "cache_hits", "model_calls")


def stable(stdout: str) -> str:
    """The output without what differs between two runs of the same work: timings and call counts."""
    def strip(x: object) -> object:
        if isinstance(x, dict):
            return {k: strip(v) for k, v in x.items() if not any(w in k for w in VOLATILE)}
        return [strip(v) for v in x] if isinstance(x, list) else x
    try:
        return json.dumps(strip(json.loads(stdout)), ensure_ascii=False, sort_keys=True)
    except ValueError:
        return stdout


def digest(stdout: str) -> str:
    return hashlib.sha256(stable(stdout).encode()).hexdigest()[:16]


def copy_call_log(source: Path, target: Path) -> None:
    """The recorded answers, and nothing else of the recorded project, into the replay's."""
    db = sqlite3.connect(target / "shiguan.db")
    try:
        db.execute("ATTACH DATABASE ? AS recorded", (str(source / "shiguan.db"),))
        with db:
            db.execute("INSERT INTO llm_calls SELECT * FROM recorded.llm_calls")
    finally:
        db.close()


def run(args: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "shiguan.cli", *args], capture_output=True, text=True, env=env)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", type=Path, required=True, help="the GGUF model the log was recorded with")
    ap.add_argument("--out", type=Path, required=True, help="holds the project and each job's output")
    ap.add_argument("--replay", action="store_true", help="run on the recorded project; report new calls")
    ap.add_argument("--jobs", default=",".join(JOBS))
    a = ap.parse_args()
    recorded = a.out / "project"
    project = a.out / "replay" if a.replay else recorded
    env = {**os.environ, "SHIGUAN_LLM_BACKEND": "llama", "SHIGUAN_MODEL_PATH": str(a.model.resolve())}
    if a.replay and not recorded.exists():
        sys.exit(f"{recorded} does not exist: record first (without --replay)")
    if a.replay:
        shutil.rmtree(project, ignore_errors=True)
    if not project.exists():
        for step in (["init", str(project)], ["ingest", str(project), str(SAMPLE), "--no-progress"]):
            done = run(step, env)
            if done.returncode:
                sys.exit(done.stderr)
    if a.replay:
        copy_call_log(recorded, project)
    rows = {}
    for name in a.jobs.split(","):
        before = calls(project)
        done = run([x.format(p=project) for x in JOBS[name]], env)
        after = calls(project)
        new = {s: n - before.get(s, 0) for s, n in after.items() if n != before.get(s, 0)}
        (a.out / f"{name}{'.replay' if a.replay else ''}.out").write_text(done.stdout, "utf-8")
        (a.out / f"{name}{'.replay' if a.replay else ''}.err").write_text(done.stderr, "utf-8")
        row = {"exit": done.returncode, "new_calls": sum(new.values()), "new_by_stage": new,
               "logged_calls": sum(after.values()), "output": digest(done.stdout)}
        if a.replay:
            row["same_output"] = row["output"] == digest((a.out / f"{name}.out").read_text("utf-8"))
        rows[name] = row
        print(f"{name:<17} exit {done.returncode}  new model calls {row['new_calls']:>3}  "
              f"logged {row['logged_calls']:>4}  output {row['output']}"
              + (f"  same as recorded: {row['same_output']}" if a.replay else ""), flush=True)
    log = a.out / f"{'replayed' if a.replay else 'recorded'}.json"
    earlier = json.loads(log.read_text("utf-8")) if log.exists() else {}
    log.write_text(json.dumps({**earlier, **rows}, indent=1), "utf-8")  # a job run again is replaced
    if a.replay:
        total = sum(r["new_calls"] for r in rows.values())
        same = sum(r["same_output"] for r in rows.values())
        print(f"replay: {total} new model calls; {same}/{len(rows)} outputs identical to the recording")


if __name__ == "__main__":
    main()
