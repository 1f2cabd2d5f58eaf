"""Serving-engine throughput without a GPU: how close `[llm] concurrency` brings model stages to
what a server could give them.

    python bench/serving.py [--requests 1000] [--serial-requests 100] [--latency 0.3]
                            [--concurrency 1,8,64] [--corpus DIR]
    python bench/serving.py --llama-server --model GGUF [--passages 20] [--skip 0] [--slots 2] [--threads 2]
                            [--server-binary PATH/llama-server]

Stub mode (the default) starts, in a separate process, an OpenAI-compatible stub server that
answers every /v1/chat/completions after a fixed latency with a fixed reply of the form the
model gives to that prompt (a five-step chain-of-thought object for the extraction prompt, a
rubric object for the scoring prompt). It then reads passages of the corpus (the bench chapters
when ../shared/bench is there, else the bundled sample) with the `extract --with-llm` reader
(kg.llm_extract.RelationExtractor, the direct path: two requests per passage, the extraction
and its scoring) through shiguan's own client (LLM.map -> LLM -> OpenAIBackend -> HTTP, each call
logged in a project database), at each concurrency. Printed per concurrency: requests, wall time,
the ideal (requests x latency / concurrency) and their ratio. Concurrency 1 runs
--serial-requests (default 100) and its time for --requests is scaled from that; the ratio needs
no scaling. The readings of the passages all runs share must be identical (the order of results
does not depend on concurrency), and the script says so.

--llama-server compares, on the same --passages of the sample corpus and the same extraction
prompts, the in-process backend (llama-cpp-python) with an OpenAI-compatible llama.cpp server
started on the same GGUF: wall time and generated tokens per second each, and the passages the
model answered unusably (a looping reply cut off at every retry: counted, not fatal). The server is
llama.cpp's own `llama-server --parallel SLOTS` when --server-binary is given (it has parallel
slots), else `python -m llama_cpp.server` from llama-cpp-python[server], which in version 0.3
answers one request at a time (it holds a lock around the model) and has no slots option. Slow:
minutes per passage on 2 cores; run it on a quiet machine.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

from benchdata import send_completion

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "src"))

from shiguan.config import ExtractSettings, LLMSettings  # noqa: E402
from shiguan.kg.ontology import Ontology  # noqa: E402
from shiguan.lang.zh.relations.llm_extract import Reading, RelationExtractor, passages  # noqa: E402
from shiguan.llm import LLM, LLMError  # noqa: E402
from shiguan.store import Store  # noqa: E402

BENCH_CORPUS = REPO.parent / "shared" / "bench" / "corpus"
SAMPLE = REPO / "examples" / "corpus"
PASSAGE_CHARS = ExtractSettings().passage_chars

# The replies the stub gives, in the form the model answers the two prompts.
COT_REPLY = {
    "translation": "兆惠字和甫，姓吴雅氏，是满洲正黄旗人。他的父亲佛标，官做到都统。",
    "entities": [{"text": "兆惠", "type": "人物"}, {"text": "佛标", "type": "人物"}],
    "analysis": "“父佛标”说明佛标是兆惠的父亲。",
    "frames": [{"head_type": "人物", "relation": "父", "tail_type": "人物"}],
    "triples": [{"head": "兆惠", "head_type": "人物", "relation": "父", "tail": "佛标", "tail_type": "人物"}],
}
RUBRIC_REPLY = {"deductions": [{"step": "translation", "reason": "译文略去了族属", "points": 1}]}


def reply_for(body: dict) -> str:
    system = body["messages"][0]["content"]
    return json.dumps(RUBRIC_REPLY if "评分员" in system else COT_REPLY, ensure_ascii=False)


def serve_stub(latency: float, port: int) -> None:
    """The stub server (runs in its own process): every chat completion after `latency` seconds."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"  # keep-alive, as a serving engine
        disable_nagle_algorithm = True  # headers and body leave at once, not 40 ms apart

        def do_POST(self) -> None:
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            time.sleep(latency)
            send_completion(self, reply_for(body), body["model"], sum(len(m["content"]) for m in body["messages"]))

        def log_message(self, *args: object) -> None:
            pass

    ThreadingHTTPServer.daemon_threads = True
    ThreadingHTTPServer.request_queue_size = 256
    httpd = ThreadingHTTPServer(("127.0.0.1", port), Handler)
    print(f"PORT {httpd.server_port}", flush=True)
    httpd.serve_forever()


def corpus_passages(corpus: Path, n: int) -> list[str]:
    """The first `n` distinct passages of the corpus, as `extract` cuts chunks into passages."""
    out: dict[str, None] = {}
    for path in sorted(corpus.glob("*.txt")):
        text = path.read_text("utf-8")
        for s, e in passages(text, PASSAGE_CHARS):
            out.setdefault(text[s:e].strip(), None)
            if len(out) == n:
                return list(out)
    raise SystemExit(f"{corpus}: only {len(out)} distinct passages, {n} needed")


@dataclass
class Run:
    concurrency: int
    requests: int
    seconds: float
    readings: list[Reading | None]


def extract(llm: LLM, texts: list[str], give_up: bool = False) -> tuple[list[Reading | None], float]:
    """The readings of the passages and the seconds they took; with `give_up`, a passage the model
    answers unusably (LLMError, as a small model's looping reply) is None instead of the end."""
    reader = RelationExtractor(llm, Ontology.load(), ExtractSettings(regex_first=False))

    def read(text: str) -> Reading | None:
        try:
            return reader.read(text)
        except LLMError:
            if give_up:
                return None
            raise

    began = time.perf_counter()
    readings = llm.map(read, texts)
    return readings, time.perf_counter() - began


def logged_llm(settings: LLMSettings, work: Path, backend: object | None = None) -> tuple[LLM, Store]:
    """The client as `extract` opens it, with a fresh call log (no reply comes from a cache)."""
    from shiguan.registries import LLM_BACKENDS

    db = work / f"calls-{time.monotonic_ns()}.db"
    store = Store(db, create=True)
    return LLM(backend or LLM_BACKENDS[settings.backend](settings), store, settings), store


def tokens_out(store: Store) -> int:
    return int(store.db.execute("SELECT coalesce(sum(tokens_out), 0) FROM llm_calls WHERE ok=1").fetchone()[0])


def reading_key(r: Reading | None) -> tuple:
    if r is None:
        return ()
    return (r.method, r.score, [t.key() for t in r.kept], [t.key() for t in r.dropped],
            json.dumps(r.steps, ensure_ascii=False, sort_keys=True))


def stub_bench(args: argparse.Namespace) -> None:
    corpus = args.corpus or (BENCH_CORPUS if BENCH_CORPUS.is_dir() else SAMPLE)
    levels = [int(c) for c in args.concurrency.split(",")]
    texts = corpus_passages(corpus, args.requests // 2)
    server = subprocess.Popen([sys.executable, __file__, "--stub-server", "--latency", str(args.latency)],
                              stdout=subprocess.PIPE, text=True)
    try:
        port = int(server.stdout.readline().split()[1])  # type: ignore[union-attr]
        url = f"http://127.0.0.1:{port}/v1"
        runs = []
        with tempfile.TemporaryDirectory() as work:
            for c in levels:
                n = args.requests if c > 1 else args.serial_requests
                settings = LLMSettings(backend="openai", model="stub", base_url=url, api_key="none", concurrency=c,
                                       timeout=60.0)
                llm, store = logged_llm(settings, Path(work))
                readings, seconds = extract(llm, texts[:n // 2])
                runs.append(Run(c, llm.calls, seconds, readings))
                store.close()
    finally:
        server.terminate()
        server.wait()
    print(f"stub server: {args.latency * 1000:.0f} ms per request; {len(texts)} passages of {corpus}, "
          f"2 requests each (extraction, scoring)")
    print(f"{'concurrency':>11} {'requests':>8} {'wall s':>8} {'ideal s':>8} {'ratio':>6}   for {args.requests}")
    for r in runs:
        ideal = r.requests * args.latency / r.concurrency
        scaled = "" if r.requests == args.requests else f"   {r.seconds * args.requests / r.requests:.1f} s scaled"
        print(f"{r.concurrency:>11} {r.requests:>8} {r.seconds:>8.1f} {ideal:>8.1f} {r.seconds / ideal:>6.2f}{scaled}")
    shared = min(len(r.readings) for r in runs)
    same = all([reading_key(x) for x in r.readings[:shared]] == [reading_key(x) for x in runs[0].readings[:shared]]
               for r in runs)
    print(f"readings of the {shared} passages every run read: "
          f"{'identical' if same else 'DIFFERENT'} at every concurrency")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for(url: str, server: subprocess.Popen, seconds: float = 300) -> None:
    import urllib.request

    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"the server exited ({server.returncode}); see its output above")
        try:
            urllib.request.urlopen(f"{url}/models", timeout=2).read()
            return
        except OSError:
            time.sleep(1)
    raise SystemExit(f"no server at {url} after {seconds:.0f} s")


def llama_bench(args: argparse.Namespace) -> None:
    model = Path(args.model).expanduser()
    if not model.is_file():
        raise SystemExit(f"{model}: no such model file (`shiguan model fetch` assembles the demo model)")
    texts = corpus_passages(SAMPLE, args.skip + args.passages)[args.skip:]
    port = free_port()
    if args.server_binary:
        command = [args.server_binary, "--model", str(model), "--port", str(port), "--host", "127.0.0.1",
                   "--parallel", str(args.slots), "--ctx-size", str(args.context * args.slots),
                   "--threads", str(args.threads)]
        server_name = f"llama.cpp llama-server, {args.slots} slots"
    else:
        command = [sys.executable, "-m", "llama_cpp.server", "--model", str(model), "--port", str(port),
                   "--host", "127.0.0.1", "--n_ctx", str(args.context), "--n_threads", str(args.threads)]
        server_name = "llama_cpp.server (one request at a time)"
    print(f"{len(texts)} passages of the sample corpus (from passage {args.skip + 1}), "
          f"the `extract --with-llm` prompts, {model.name}, "
          f"{args.threads} threads (each row printed when its backend is done: the whole run takes hours)")
    print(f"{'backend':<42} {'requests':>8} {'wall s':>8} {'tokens out':>10} {'tokens/s':>8} {'unusable':>8}",
          flush=True)

    def row(name: str, requests: int, seconds: float, out: int, failed: int) -> None:
        print(f"{name:<42} {requests:>8} {seconds:>8.1f} {out:>10} {out / seconds:>8.2f} {failed:>8}", flush=True)

    with tempfile.TemporaryDirectory() as work:
        local = LLMSettings(backend="llama", model_path=str(model), context=args.context, threads=args.threads)
        llm, store = logged_llm(local, Path(work))
        readings, seconds = extract(llm, texts, give_up=True)
        row("in-process llama-cpp-python", llm.calls, seconds, tokens_out(store), readings.count(None))
        store.close()
        del llm
        print("$ " + " ".join(command), file=sys.stderr, flush=True)
        server = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT if args.quiet else None)
        try:
            url = f"http://127.0.0.1:{port}/v1"
            wait_for(url, server)
            remote = LLMSettings(backend="openai", model=model.stem, base_url=url, api_key="none",
                                 concurrency=args.slots, timeout=3600.0, max_retries=0)
            llm, store = logged_llm(remote, Path(work))
            readings, seconds = extract(llm, texts, give_up=True)
            row(server_name, llm.calls, seconds, tokens_out(store), readings.count(None))
            store.close()
        finally:
            server.terminate()
            server.wait()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--requests", type=int, default=1000)
    ap.add_argument("--serial-requests", type=int, default=100, help="requests at concurrency 1 (scaled)")
    ap.add_argument("--latency", type=float, default=0.3, help="the stub's seconds per request")
    ap.add_argument("--concurrency", default="1,8,64")
    ap.add_argument("--corpus", type=Path)
    ap.add_argument("--stub-server", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--llama-server", action="store_true", help="compare llama.cpp's server with the in-process model")
    ap.add_argument("--model", default=os.path.expanduser("~/.cache/shiguan/models/qwen2.5-coder-1.5b.gguf"))
    ap.add_argument("--passages", type=int, default=20)
    ap.add_argument("--skip", type=int, default=0,
                    help="passages to leave out first: a long comparison can be run in parts")
    ap.add_argument("--slots", type=int, default=2, help="parallel slots of llama-server (and concurrency)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--context", type=int, default=4096, help="context per slot")
    ap.add_argument("--server-binary", default=shutil.which("llama-server"),
                    help="llama.cpp's llama-server (default: on PATH; else python -m llama_cpp.server)")
    ap.add_argument("--quiet", action="store_true", help="hide the server's log")
    args = ap.parse_args()
    if args.stub_server:
        serve_stub(args.latency, 0)
    elif args.llama_server:
        llama_bench(args)
    else:
        stub_bench(args)


if __name__ == "__main__":
    main()
