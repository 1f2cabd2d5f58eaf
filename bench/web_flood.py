"""A flood of page views against `shiguan serve` on a project: latency and errors.

Starts the server on a free local port, then sends REQUESTS GETs, PARALLEL at a time, spread over
what a reader opens: a name search, a person's page, his graph, the documents list and a document.
Prints p50, p99 and the slowest, and every response that was not 200.

    python bench/web_flood.py --project DIR [--requests 500] [--parallel 20]
"""

from __future__ import annotations

import argparse
import random
import socket
import statistics
import subprocess
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from urllib.parse import quote

from shiguan.project import store_location
from shiguan.store import Store


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def urls(project: Path, count: int, seed: int) -> list[str]:
    """Page paths a reader opens, drawn from the project's own people and documents."""
    store = Store(store_location(project))
    people = [(i, n) for i, n, _ in store.people(0, 10**9)]
    documents = [d.id for d in store.documents()]
    store.close()
    rng = random.Random(seed)
    pages = []
    for _ in range(count):
        pid, name = rng.choice(people)
        pages.append(rng.choice([f"/people?q={quote(name)}", f"/people/{pid}", f"/people/{pid}/graph",
                                 "/documents", f"/documents/{rng.choice(documents)}"]))
    return pages


def fetch(base: str, path: str) -> tuple[str, int, float]:
    started = time.perf_counter()
    try:
        with urllib.request.urlopen(base + path, timeout=60) as r:
            r.read()
            status = r.status
    except urllib.error.HTTPError as exc:
        status = exc.code
    except OSError:
        status = 0
    return path, status, time.perf_counter() - started


def wait_until_up(base: str, server: subprocess.Popen) -> None:
    for _ in range(300):
        if server.poll() is not None:
            sys.exit(f"the server stopped: {server.stderr.read() if server.stderr else ''}")
        try:
            urllib.request.urlopen(base + "/documents", timeout=5).read()
            return
        except OSError:
            time.sleep(0.2)
    sys.exit("the server did not answer within a minute")


def serving(project: Path) -> tuple[subprocess.Popen, str]:
    """`shiguan serve` on a free port, answering; the caller stops it."""
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([sys.executable, "-m", "shiguan.cli", "serve", str(project), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wait_until_up(base, server)
    return server, base


Result = tuple[str, int, float]  # path, status (0: no answer), seconds


def flood(base: str, pages: list[str], parallel: int) -> tuple[list[Result], float]:
    """Every page fetched, `parallel` at a time; the results and the wall time."""
    started = time.perf_counter()
    with ThreadPoolExecutor(parallel) as pool:
        results = list(pool.map(lambda p: fetch(base, p), pages))
    return results, time.perf_counter() - started


def report(results: list[Result], parallel: int, wall: float) -> None:
    seconds = sorted(s for _, _, s in results)
    errors = [(p, st) for p, st, _ in results if st != 200]
    p99 = seconds[max(0, round(0.99 * len(seconds)) - 1)]
    print(f"{len(results)} requests, {parallel} in parallel, {wall:.1f} s: "
          f"p50 {statistics.median(seconds):.3f} s, p99 {p99:.3f} s, slowest {seconds[-1]:.3f} s; "
          f"{len(errors)} not 200")
    slowest = sorted(results, key=lambda r: -r[2])[:5]
    for path, status, s in slowest:
        print(f"  {s:.3f} s  {status}  {path}")
    for path, status in errors[:20]:
        print(f"  error {status}: {path}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", type=Path, required=True)
    parser.add_argument("--requests", type=int, default=500)
    parser.add_argument("--parallel", type=int, default=20)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    server, base = serving(args.project)
    try:
        results, wall = flood(base, urls(args.project, args.requests, args.seed), args.parallel)
    finally:
        server.terminate()
        server.wait(timeout=30)
    report(results, args.parallel, wall)


if __name__ == "__main__":
    main()
