"""Shared helpers for the benchmarks: where the bench data is, and the gold entries' spans."""

from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
BENCH = Path(os.environ.get("SHIGUAN_BENCH", REPO.parent / "shared" / "bench"))


@dataclass(frozen=True)
class GoldPerson:
    person: str
    doc: str
    facts: dict[str, str]
    start: int  # span of the gold entry in the document text as shiguan stores it
    end: int


def _entry_span(text: str, entry: str) -> tuple[int, int]:
    """The gold entries strip trailing spaces from lines; find the entry line by line."""
    want = [ln.rstrip() for ln in entry.split("\n")]
    lines = text.split("\n")
    offsets = [0]
    for ln in lines:
        offsets.append(offsets[-1] + len(ln) + 1)
    for i in range(len(lines) - len(want) + 1):
        if all(lines[i + k].rstrip() == want[k] for k in range(len(want))):
            last = i + len(want) - 1
            return offsets[i], offsets[last] + len(lines[last].rstrip())
    raise ValueError(f"gold entry not found: {entry[:30]}")


def gold_persons() -> list[GoldPerson]:
    texts: dict[str, str] = {}
    out = []
    for line in (BENCH / "persons.jsonl").read_text("utf-8").splitlines():
        row = json.loads(line)
        doc = row["doc"]
        if doc not in texts:
            texts[doc] = (BENCH / "corpus" / doc).read_text("utf-8").replace("\r\n", "\n")
        start, end = _entry_span(texts[doc], row["entry"])
        out.append(GoldPerson(row["person"], doc, row["facts"], start, end))
    return out


def peak_rss_mib(children: bool = False) -> float:
    """This process's peak resident memory; with `children`, the largest of its ended child
    processes' (the reading workers of an ingest, once it has stopped them)."""
    import resource

    return resource.getrusage(resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF).ru_maxrss / 1024


def first_said(answer: str) -> str:
    """An English answer's first clause (its clauses are joined by "; "): a gold answer counts only
    there, so an answer that lists every fact of a relation is not right for the one it happens to hold."""
    return answer.split("; ", 1)[0]


def flat(text: str) -> str:
    """Text with its quotes straightened, its spaces single and in lower case, to find words in."""
    return " ".join(text.replace("’", "'").replace("“", '"').replace("”", '"').split()).lower()


def plain(text: str) -> str:
    """Text to find a quoted sentence in: `flat`, without its spaces, italics marks (`_`) and
    note marks (`[12]`), so that a quote matches across line wraps and an edition's apparatus."""
    return re.sub(r"\[\d+\]", "", flat(text).replace("_", "").replace("‘", "'")).replace(" ", "")


def holds(text: str, key: str) -> bool:
    """Whether `text` says `key`, or one of its "|" alternatives."""
    found = flat(text)
    return any(flat(k) in found for k in key.split("|"))


def ingested(root: Path, paths: list[Path]):
    """The project at `root`, holding `paths`: opened when it exists, else made and the files
    ingested into it, with what ingest reported (None when the project was there before) and
    the seconds it took."""
    from shiguan import api
    from shiguan.project import Project

    if (root / "shiguan.db").exists():
        return Project.open(root), None, 0.0
    project = Project.init(root)
    began = time.perf_counter()
    report = api.ingest(project, paths).report
    return project, report, time.perf_counter() - began


def send_completion(handler, text: str, model: str = "m", prompt_tokens: int = 0, cut: bool = False) -> None:
    """Answer a request to a stub OpenAI-compatible server (an http.server handler) with a chat
    completion of `text`; `cut`: only the first half of its body, as a server that broke off."""
    data = json.dumps({
        "id": "stub", "object": "chat.completion", "created": 0, "model": model,
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
        "usage": {"prompt_tokens": prompt_tokens, "completion_tokens": len(text), "total_tokens": 0},
    }, ensure_ascii=False).encode()
    if cut:
        data = data[:len(data) // 2]
    handler.send_response(200)
    handler.send_header("Content-Type", "application/json")
    handler.send_header("Content-Length", str(len(data)))
    handler.end_headers()
    handler.wfile.write(data)
