"""One long-running writer per project: a second one waits, naming the first, and the lock
ends with its process however it ends."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time

from shiguan.project import Project
from shiguan.writer_lock import writing


def test_a_second_writer_waits_naming_the_first_then_runs(tmp_path):
    messages: list[str] = []
    entered = threading.Event()

    def second() -> None:
        with writing(tmp_path, "extract", messages.append):
            entered.set()

    with writing(tmp_path, "ingest", lambda m: None):
        thread = threading.Thread(target=second)
        thread.start()
        for _ in range(200):
            if messages:
                break
            time.sleep(0.01)
        assert not entered.is_set()
        assert messages and f"`shiguan ingest` (process {os.getpid()}" in messages[0]
        assert "this `extract` starts when it ends" in messages[0]
    thread.join(5)
    assert entered.is_set() and len(messages) == 1


def test_a_free_project_is_written_without_a_message(tmp_path):
    messages: list[str] = []
    with writing(tmp_path, "ingest", messages.append):
        pass
    with writing(tmp_path, "ingest", messages.append):
        pass
    assert messages == []


def _cli(*args: object, **kwargs) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "shiguan.cli", *map(str, args)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, **kwargs)


def test_an_ingest_waits_for_a_running_writer_and_a_killed_writer_frees_the_project(tmp_path):
    root = tmp_path / "p"
    Project.init(root).close()
    corpus = tmp_path / "c"
    corpus.mkdir()
    (corpus / "a.txt").write_text("甲\n张文德，字文甫，浙江仁和人。授编修。\n", encoding="utf-8")
    holder = subprocess.Popen([sys.executable, "-c", "import sys, time; from pathlib import Path; "
                               "from shiguan.writer_lock import writing\n"
                               "with writing(Path(sys.argv[1]), 'extract', print):\n"
                               "    print('held', flush=True); time.sleep(60)", str(root)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        ingest = _cli("ingest", root, corpus, "--no-progress")
        assert ingest.stderr is not None
        waiting = ingest.stderr.readline()
        assert "waiting:" in waiting and f"process {holder.pid}" in waiting and "`shiguan extract`" in waiting
        assert ingest.poll() is None
        holder.send_signal(signal.SIGKILL)  # the lock ends with its process
        out, _ = ingest.communicate(timeout=60)
        assert ingest.returncode == 0 and "1 added" in out
    finally:
        holder.kill()
        holder.wait()
