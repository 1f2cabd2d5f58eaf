"""Faults: kills, two writers at once, the web app during an ingest, re-ingest after extract, and
ingest order. Each row compares the project with a clean run of the same work and prints tried,
survived, lost and duplicated (and web errors).

    python bench/faults.py [--corpus DIR] [--names FILE] [--kills 5] [--work DIR] [--only kills|edges]

The corpus defaults to the bundled sample (examples/corpus); pass the bench chapters for a
larger one. What is compared: the stored documents, entries and facts (document, relation, value,
span, whose), the extracted edges, and the biographies written. The second table (bench/edge_faults.py)
is the edges of issue 42: broken model replies, huge ids, -o through a link, control characters,
over-long questions, a cross-site POST, two model fetches, a moved corpus and a file repeating one
entry; each row also says whether the exit status and the message are the promised ones.
"""

from __future__ import annotations

import argparse
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from edge_faults import edge_rows, print_edges

REPO = Path(__file__).resolve().parent.parent
CLI = [sys.executable, "-m", "shiguan.cli"]


@dataclass
class Row:
    fault: str
    tried: int
    survived: int
    lost: int
    duplicated: int
    web_errors: int = 0


def run(*args: object, check: bool = True) -> subprocess.CompletedProcess:
    return subprocess.run([*CLI, *map(str, args)], capture_output=True, text=True, check=check, timeout=1800)


def facts(project: Path) -> list[tuple]:
    """What a project holds, comparable across runs (ids and paths aside)."""
    con = sqlite3.connect(f"file:{project / 'shiguan.db'}?mode=ro", uri=True)
    names = dict(con.execute("SELECT id, name FROM entities"))
    docs = {i: Path(p).name for i, p in con.execute("SELECT id, path FROM documents")}
    rows = [("triple", docs[d], r, t, s, names.get(h), b) for d, r, t, s, h, b in con.execute(
        "SELECT document_id, relation, tail_text, value_start, head_id, basis FROM triples")]
    rows += [("edge", docs[d], names.get(h), r, names.get(t), s) for d, h, r, t, s in con.execute(
        "SELECT document_id, head_id, relation, tail_id, start FROM edges")]
    rows += [("entry", docs[d], n, s) for d, n, s in con.execute("SELECT document_id, name, start FROM entries")]
    con.close()
    return rows


def compare(fault: str, tried: int, got: list[tuple], want: list[tuple], web_errors: int = 0) -> Row:
    """Lost: rows of the clean run missing (counted with multiplicity: the rules may read one edge
    twice, and so must the faulted run); duplicated: rows beyond the clean run's."""
    have, need = Counter(got), Counter(want)
    lost, duplicated = sum((need - have).values()), sum((have - need).values())
    return Row(fault, tried, tried if not (lost or duplicated) else 0, lost, duplicated, web_errors)


def fresh(work: Path, name: str) -> Path:
    root = work / name
    shutil.rmtree(root, ignore_errors=True)
    run("init", root)
    return root


def killed_until_done(args: list[object], kills: int, rng: random.Random) -> int:
    """Start `args`, kill it with SIGKILL after a random moment, `kills` times, then let it finish."""
    for _ in range(kills):
        proc = subprocess.Popen([*CLI, *map(str, args)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        time.sleep(rng.uniform(0.3, 2.5))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    run(*args)
    return kills


def outputs(directory: Path) -> dict[str, str]:
    return {p.name: p.read_text(encoding="utf-8") for p in sorted(directory.glob("*")) if p.is_file()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=REPO / "examples" / "corpus")
    parser.add_argument("--names", type=Path, default=REPO / "examples" / "names.txt")
    parser.add_argument("--kills", type=int, default=5)
    parser.add_argument("--work", type=Path, default=Path("/tmp/shiguan-faults"))
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--only", choices=("kills", "edges"), help="Run one of the two tables.")
    args = parser.parse_args()
    if args.only != "kills":
        print_edges(edge_rows(args.work / "edges", args.corpus.resolve()))
        if args.only == "edges":
            return
    rng = random.Random(args.seed)
    work = args.work
    work.mkdir(parents=True, exist_ok=True)
    corpus = args.corpus.resolve()

    clean = fresh(work, "clean")
    run("ingest", clean, corpus, "--no-progress")
    ingested = facts(clean)
    run("extract", clean)
    extracted = facts(clean)
    shutil.rmtree(work / "clean-bios", ignore_errors=True)  # bio --batch keeps files already there
    run("bio", clean, "--batch", args.names, "-o", work / "clean-bios")
    bios = outputs(work / "clean-bios")
    rows = []

    p = fresh(work, "kill-ingest")
    tried = killed_until_done(["ingest", p, corpus, "--no-progress"], args.kills, rng)
    rows.append(compare("kills during ingest", tried, facts(p), ingested))

    p = fresh(work, "kill-extract")
    run("ingest", p, corpus, "--no-progress")
    tried = killed_until_done(["extract", p], args.kills, rng)
    rows.append(compare("kills during extract", tried, facts(p), extracted))

    shutil.rmtree(work / "kill-bios", ignore_errors=True)
    tried = killed_until_done(["bio", clean, "--batch", args.names, "-o", work / "kill-bios"], args.kills, rng)
    got = outputs(work / "kill-bios")
    rows.append(Row("kills during bio --batch", tried, tried if got == bios else 0,
                    len(set(bios) - set(got)) + sum(got.get(k) != v for k, v in bios.items() if k in got),
                    len(set(got) - set(bios))))

    p = fresh(work, "two-writers")
    writers = [subprocess.Popen([*CLI, "ingest", str(p), str(corpus), "--no-progress"],
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True) for _ in range(2)]
    failed = sum(w.wait() not in (0, 1) for w in writers)
    extractors = [subprocess.Popen([*CLI, "extract", str(p)], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                  for _ in range(2)]
    failed += sum(e.wait() != 0 for e in extractors)
    row = compare("two ingests, then two extracts, at once", 2, facts(p), extracted)
    row.lost += failed
    rows.append(row)

    p = fresh(work, "web-during-ingest")
    port = 8700 + rng.randrange(200)
    server = subprocess.Popen([*CLI, "serve", str(p), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(3)
    ingest = subprocess.Popen([*CLI, "ingest", str(p), str(corpus), "--no-progress"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    views = errors = 0
    while ingest.poll() is None:
        for page in ("/documents", "/people?q=%E5%85%86%E6%83%A0", "/people"):
            views += 1
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}{page}", timeout=60).read()
            except (urllib.error.HTTPError, OSError):
                errors += 1
    server.terminate()
    server.wait()
    row = compare("page views during an ingest", views, facts(p), ingested, errors)
    row.lost += int(ingest.returncode != 0)
    rows.append(row)

    p = fresh(work, "reingest-after-extract")
    copy = work / "reingest-corpus"
    shutil.rmtree(copy, ignore_errors=True)
    shutil.copytree(corpus, copy)
    run("ingest", p, copy, "--no-progress")
    run("extract", p)
    first = sorted(copy.iterdir())[0]
    first.write_text(first.read_text(encoding="utf-8") + "。\n", encoding="utf-8")
    done = run("ingest", p, copy, "--no-progress", check=False)
    rows.append(Row("re-ingest of a changed file after extract", 1, int(done.returncode == 0),
                    int(done.returncode != 0), 0))

    p = fresh(work, "order")
    files = sorted(corpus.iterdir())
    failed = [f.name for f in reversed(files) if run("ingest", p, f, "--no-progress", check=False).returncode != 0]
    row = compare("ingest one file at a time, in reverse order", len(files), facts(p), ingested)
    row.lost += len(failed)
    rows.append(row)
    for name in failed:
        print(f"ingest of {name} alone failed", file=sys.stderr)

    print(f"{'fault':<44} {'tried':>6} {'survived':>9} {'lost':>5} {'duplicated':>11} {'web errors':>11}")
    for r in rows:
        print(f"{r.fault:<44} {r.tried:>6} {r.survived:>9} {r.lost:>5} {r.duplicated:>11} {r.web_errors:>11}")


if __name__ == "__main__":
    main()
