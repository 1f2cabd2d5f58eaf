"""The web app on a team's PostgreSQL store keeps serving while two ingests and an extract write.

Makes a project in a new database on the server (--store, a role that may create databases),
ingests the first third of the bench corpus, and starts `shiguan serve`. Then, as three members
of a team would from their own checkouts of the project (three directories, one [store] url),
two `ingest` runs read the other two thirds and an `extract` runs the sentence rules, all at
once, while page views flood the server until the writers are done. Prints the latency of the
views with and without the writers, every view that was not 200, and how each writer ended.

    python bench/web_under_writes.py --store postgresql://user@host:port/db [--parallel 8] [--chapters N]
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

import psycopg
from benchdata import BENCH
from web_flood import flood, report, serving, urls

from shiguan.config import CONFIG_NAME
from shiguan.ingest import ingest
from shiguan.project import Project


def new_database(server: str) -> str:
    name = f"shiguan_bench_{int(time.time())}"
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f"CREATE DATABASE {name}")
    return urlunsplit(urlsplit(server)._replace(path=f"/{name}"))


def drop_database(server: str, url: str) -> None:
    with psycopg.connect(server, autocommit=True) as admin:
        admin.execute(f"DROP DATABASE {urlsplit(url).path.lstrip('/')} WITH (FORCE)")


def thirds(work: Path, chapters: int | None) -> list[Path]:
    """The bench chapters (the first `chapters`) in three directories, by turns."""
    parts = [work / f"part{i}" for i in range(3)]
    for part in parts:
        part.mkdir()
    for i, chapter in enumerate(sorted((BENCH / "corpus").iterdir())[:chapters]):
        shutil.copy(chapter, parts[i % 3] / chapter.name)
    return parts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--store", required=True, help="a PostgreSQL server URL whose role may create databases")
    parser.add_argument("--parallel", type=int, default=8)
    parser.add_argument("--requests", type=int, default=200, help="page views of the baseline, and per round")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--chapters", type=int, help="only the first N chapters of the bench corpus (a quick run)")
    args = parser.parse_args()
    work = Path(tempfile.mkdtemp())
    url = new_database(args.store)
    try:
        parts = thirds(work, args.chapters)
        checkouts = [work / name for name in ("alice", "bob", "carol")]
        project = Project.init(checkouts[0], url)
        ingest(project, [parts[0]])
        project.close()
        for other in checkouts[1:]:
            other.mkdir()
            shutil.copy(checkouts[0] / CONFIG_NAME, other / CONFIG_NAME)
        server, base = serving(checkouts[0])
        try:
            pages = urls(checkouts[0], args.requests, args.seed)
            print("without writers:")
            quiet, quiet_wall = flood(base, pages, args.parallel)
            report(quiet, args.parallel, quiet_wall)
            commands = [("ingest", checkouts[1], parts[1]), ("ingest", checkouts[2], parts[2]),
                        ("extract", checkouts[0])]
            started = time.perf_counter()
            writers = [subprocess.Popen([sys.executable, "-m", "shiguan.cli", *map(str, c)]
                                        + (["--no-progress"] if c[0] == "ingest" else []),
                                        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
                       for c in commands]
            results, rounds = [], 0
            while any(w.poll() is None for w in writers):
                done, _ = flood(base, pages, args.parallel)
                results += done
                rounds += 1
            wall = time.perf_counter() - started
            print(f"while two ingests and an extract wrote ({rounds} rounds of views):")
            report(results, args.parallel, wall)
            for (name, checkout, *_), writer in zip(commands, writers, strict=True):
                tail = (writer.stdout.read() if writer.stdout else "").strip().splitlines()[-1:]
                print(f"  {name} from {checkout.name}: exit {writer.returncode}: {' '.join(tail)}")
        finally:
            server.terminate()
            server.wait(timeout=30)
    finally:
        drop_database(args.store, url)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
