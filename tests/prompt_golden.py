"""Every request a test sends to the model, compared with the golden record of the same test.

Moving a prompt from code to a file must not change a byte of what the model is sent: the model
call log is a cache keyed by the request, and a changed byte is a new call on a real model. So
each test's requests (messages, sampling, schema; not the stage, which is only the log's label)
are hashed and compared with tests/fixtures/prompts_golden.json. A test that changes a prompt on
purpose rewrites the record: SHIGUAN_PROMPTS_GOLDEN=write pytest ... (then review the diff).
"""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

GOLDEN = Path(__file__).parent / "fixtures" / "prompts_golden.json"
WRITE = os.environ.get("SHIGUAN_PROMPTS_GOLDEN") == "write"


def request_hash(request) -> str:
    """sha256 of the request's canonical JSON (the text its cache key is made of)."""
    return hashlib.sha256(request.to_json().encode()).hexdigest()


class Recorder:
    """Hashes of the requests sent during one test. Sorted when compared: stages that run in
    threads may send theirs in any order."""

    def __init__(self):
        self.hashes: list[str] = []
        self._lock = threading.Lock()

    def wrap(self, call):
        recorder = self

        def recorded(llm, stage, request, **kw):
            with recorder._lock:
                recorder.hashes.append(request_hash(request))
            return call(llm, stage, request, **kw)
        return recorded


def load() -> dict[str, list[str]]:
    return json.loads(GOLDEN.read_text(encoding="utf-8")) if GOLDEN.exists() else {}


def save(record: dict[str, list[str]]) -> None:
    GOLDEN.write_text(json.dumps(dict(sorted(record.items())), indent=1, ensure_ascii=False) + "\n",
                      encoding="utf-8")
