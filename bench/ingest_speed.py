"""Ingest the whole bench corpus (rules only) into a fresh project; print speed, CPU and peak memory.

    python bench/ingest_speed.py [--keep DIR] [--workers N]

Peak memory is the writer's (this process); with --workers, also the largest reading worker's.
"""

from __future__ import annotations

import argparse
import resource
import shutil
import sys
import tempfile
import time
from pathlib import Path

from benchdata import BENCH, peak_rss_mib

from shiguan.ingest import ingest
from shiguan.project import Project


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--keep", type=Path, help="build the project here and keep it (for person_retrieval.py)")
    ap.add_argument("--workers", type=int, default=1, help="processes that read documents (default 1)")
    args = ap.parse_args()
    root = args.keep or Path(tempfile.mkdtemp()) / "project"
    if root.exists():
        shutil.rmtree(root)
    project = Project.init(root)
    started, cpu = time.perf_counter(), time.process_time()
    report = ingest(project, [BENCH / "corpus"], workers=args.workers)
    seconds = time.perf_counter() - started
    cpu = time.process_time() - cpu
    workers_cpu = sum(getattr(resource.getrusage(resource.RUSAGE_CHILDREN), f) for f in ("ru_utime", "ru_stime"))
    counts = project.store.counts()
    print(f"corpus: {BENCH / 'corpus'}; {args.workers} reading process{'es' if args.workers > 1 else ''}")
    print(f"documents {counts['documents']}, entries {counts['entries']}, people {counts['people']}, "
          f"facts {counts['triples']}, chunks {counts['chunks']}, mentions {counts['mentions']}")
    print(f"characters: {report.chars:,} in {seconds:.2f} s = {report.chars / seconds:,.0f} chars/s "
          f"(AIstorian's LLM-built index: ~520 chars/s; {report.chars / seconds / 520:,.0f}x)")
    per_m = 1e6 / max(report.chars, 1)
    print(f"CPU per 1 M characters (a shared machine's wall clock is noise, CPU less so): this process "
          f"{cpu * per_m:.2f} s" + (f" (the writer), reading processes {workers_cpu * per_m:.2f} s"
                                    if args.workers > 1 else " (reads and writes)"))
    print(f"peak memory (RSS): writer {peak_rss_mib():.0f} MiB"
          + (f", largest worker {peak_rss_mib(children=True):.0f} MiB" if args.workers > 1 else ""))
    print(f"database size: {(root / 'shiguan.db').stat().st_size / 2**20:.1f} MiB")
    if report.failed:
        print("refused:", report.failed, file=sys.stderr)
    if not args.keep:
        shutil.rmtree(root.parent)


if __name__ == "__main__":
    main()
