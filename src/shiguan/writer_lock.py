"""One long-running writer per project at a time (ingest, extract, embed), by design.

SQLite already serialises transactions, and work is claimed inside them, so two writers would
not corrupt anything; but they would take turns document by document, each slowing the other,
and a busy timeout could end one of them. A second writer instead waits at the start, saying
for whom. The lock is an advisory `flock` on a file in the project directory: the system drops
it when its process ends, however it ends, so a killed run never leaves the project locked.
"""

from __future__ import annotations

import fcntl
import json
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import IO

LOCK_FILE = "shiguan.lock"


def _holder(lock: IO[str]) -> str:
    """Who holds the lock, as its holder wrote it; the holder may not have written yet."""
    lock.seek(0)
    try:
        info = json.loads(lock.read() or "{}")
        return f"`shiguan {info['command']}` (process {info['pid']}, since {info['since']})"
    except (ValueError, KeyError, TypeError):
        return "another shiguan command"


@contextmanager
def writing(root: Path, command: str, on_wait: Callable[[str], None], place: str = "this project") -> Iterator[None]:
    """Hold the writer lock of the directory `root` (a project, or `place` named otherwise) while
    the block runs; if another writer holds it, call `on_wait` with a message naming it, then wait
    until it ends."""
    with open(root / LOCK_FILE, "a+", encoding="utf-8") as lock:
        try:
            fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            on_wait(f"waiting: {_holder(lock)} is writing to {place}; this `{command}` starts when it "
                    f"ends (Ctrl-C to stop waiting)")
            fcntl.flock(lock, fcntl.LOCK_EX)
        lock.seek(0)
        lock.truncate()
        since = datetime.now(UTC).astimezone().isoformat(timespec="seconds")
        lock.write(json.dumps({"command": command, "pid": os.getpid(), "since": since}))
        lock.flush()
        try:
            yield
        finally:
            lock.seek(0)
            lock.truncate()
