"""Time and memory of the exchange formats over the 190-chapter bench corpus: the CBDB tables, the
TEI documents, the review sheet (CSV and xlsx), and importing a sheet of 20 decisions.

    SHIGUAN_BENCH=/work/shared/bench python bench/exchange.py --project DIR [--out DIR]

The project is built at DIR (rules only) if it is not there. Each step runs in a process of its
own, so that its peak resident memory is its own; the figures are printed as one line per step.
"""

from __future__ import annotations

import argparse
import csv
import json
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchdata import BENCH, ingested, peak_rss_mib

STEPS = ("open", "cbdb", "tei", "sheet-csv", "sheet-xlsx", "import-20")  # open: the baseline


def _size(path: Path) -> int:
    return sum(p.stat().st_size for p in path.rglob("*")) if path.is_dir() else path.stat().st_size


def _twenty(sheet: Path, out: Path) -> None:
    """The sheet with 20 decisions: 10 decided facts rejected, 10 undecided ones accepted."""
    with sheet.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    decided = [r for r in rows if r["basis"] != "undecided"][::97][:10]
    undecided = [r for r in rows if r["basis"] == "undecided"][::37][:10]
    for r in decided:
        r["decision"] = "reject"
    for r in undecided:
        r["decision"] = "accept"
    with out.open("w", encoding="utf-8-sig", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)


def one(step: str, root: Path, out: Path) -> dict:
    """Run one step in this process; its seconds, what it wrote and this process's peak memory."""
    from shiguan import api
    from shiguan.project import Project

    project = Project.open(root)
    began = time.perf_counter()
    info: dict = {}
    if step == "open":
        project.store.counts()
        written = root / "shiguan.db"
    elif step in ("cbdb", "tei"):
        done = api.export_exchange(project, api.ExportTarget(step, out / step))
        info = {"files": len(done.files)} | ({"rows": sum(done.rows.values())} if done.rows else {})
        written = out / step
    elif step.startswith("sheet"):
        written = out / f"review.{step.split('-')[1]}"
        info = {"rows": api.export_review_sheet(project, written, [], False, False)}
    else:
        sheet = out / "review.csv"
        if not sheet.exists():
            api.export_review_sheet(project, sheet, [], False, False)
        began_import = time.perf_counter()
        _twenty(sheet, out / "twenty.csv")
        report = api.import_review_sheet(project, out / "twenty.csv", "bench")
        info = {"changed": len(report.applied), "refused": len(report.refused),
                "import_seconds": round(time.perf_counter() - began_import, 2)}
        written = out / "twenty.csv"
    return {"step": step, "seconds": round(time.perf_counter() - began, 2), "bytes": _size(written),
            "peak_rss_mib": round(peak_rss_mib(), 1), **info}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--project", type=Path, required=True, help="the bench project (built here if missing)")
    ap.add_argument("--out", type=Path, help="where to write the exports (default: a temporary directory)")
    ap.add_argument("--step", choices=STEPS, help=argparse.SUPPRESS)  # one step, in a child process
    args = ap.parse_args()
    out = args.out or Path(tempfile.mkdtemp())
    if args.step:
        print(json.dumps(one(args.step, args.project, out)))
        return
    project, report, seconds = ingested(args.project, [BENCH / "corpus"])
    counts = project.store.counts()
    project.close()
    if report is not None:
        print(f"built {args.project} in {seconds:.0f} s")
    print(f"corpus: {counts['documents']} documents, {counts['people']} people, {counts['triples']} facts")
    work = Path(tempfile.mkdtemp())  # the import changes the project: run it on a copy
    for step in STEPS:
        root = args.project
        if step == "import-20":
            root = work / "project"
            shutil.copytree(args.project, root)
        done = subprocess.run([sys.executable, __file__, "--project", str(root), "--out", str(out), "--step", step],
                              capture_output=True, text=True, check=True)
        r = json.loads(done.stdout.strip().splitlines()[-1])
        extra = ", ".join(f"{k} {v}" for k, v in r.items() if k not in ("step", "seconds", "bytes", "peak_rss_mib"))
        print(f"{step:<11} {r['seconds']:7.2f} s  peak RSS {r['peak_rss_mib']:7.1f} MiB  "
              f"{r['bytes'] / 1e6:7.1f} MB {'read' if step in ('open', 'import-20') else 'written'}"
              + (f"  ({extra})" if extra else ""))
    shutil.rmtree(work)


if __name__ == "__main__":
    main()
