"""Reading documents for an ingest: load, then read by the pack of the document's language
(lang/: normalise, segment, chunk, extract, decide whose each fact is), which needs no
database, here or in worker processes.

An ingest stores what is read in one process, in the order of its files, so that ids and facts
do not depend on how many processes read. Workers are at most `AHEAD` documents per process in
front of the writer: memory stays flat however large the corpus.
"""

from __future__ import annotations

import os
import threading
import time
from collections import deque
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import partial
from multiprocessing import get_context
from multiprocessing.queues import Queue
from pathlib import Path
from queue import Empty

from . import progress
from .corpus.load import LoadedText, load_file
from .errors import InputError, ShiguanError
from .lang import DocumentRead, language_for
from .project import Rules

AHEAD = 4  # documents read but not yet stored, per worker process
EVERY = progress.EVERY  # seconds between two looks at the reading processes' progress

OnReading = Callable[[Path, float], None]  # a file, and the share of it read


def read_document(rules: Rules, text: str, narrator: str = "") -> DocumentRead:
    """Read a document by the pack of its language (`narrator`: the person a first-person
    English text's "I" means, when its title does not say); text in no pack's language is refused."""
    return language_for(text).read(rules, text, narrator)


@dataclass(frozen=True)
class ReadJob:
    path: Path
    display: str  # the path as stored and reported
    stored: LoadedText | None = None  # a stored document's text, read again (--reread) rather than loaded


@dataclass
class ReadOutcome:
    job: ReadJob
    loaded: LoadedText | None = None  # None: an empty file, or refused
    read: DocumentRead | None = None  # None: not read (empty, refused, or stored before the run began)
    refused: str = ""  # why the file cannot be used


def read_job(rules: Rules, stored: frozenset[str], narrator: str, job: ReadJob,
             on_reading: OnReading | None = None) -> ReadOutcome:
    """Load a file and read it, unless its bytes were stored before this run (`stored`: their
    sha256), which the writer then reports as unchanged. `on_reading(path, share read)` while
    a document is read."""
    try:
        loaded = job.stored or load_file(job.path)
    except InputError as exc:
        return ReadOutcome(job, refused=str(exc))
    if loaded is None or loaded.sha256 in stored:
        return ReadOutcome(job, loaded)
    try:
        with progress.reading(len(loaded.text), partial(on_reading, job.path) if on_reading else None):
            return ReadOutcome(job, loaded, read_document(rules, loaded.text, narrator))
    except InputError as exc:
        return ReadOutcome(job, refused=f"{job.display}: {exc}")


def read_in_order(rules: Rules, jobs: Iterable[ReadJob], workers: int, stored: frozenset[str] = frozenset(),
                  narrator: str = "", on_reading: OnReading | None = None,
                  on_next: Callable[[str], None] = lambda display: None) -> Iterator[ReadOutcome]:
    """Each job's outcome, in the order of `jobs`: read here with one worker, else in `workers`
    processes. A job is taken from `jobs` only when there is room ahead of the writer.
    `on_reading(path, share read)` is called here, in this thread, however many processes read;
    `on_next(display)` names the file whose outcome comes next, before it is awaited, so that a
    run can say which file it is on (a long one holds back the files after it)."""
    if workers <= 1:
        for job in jobs:
            on_next(job.display)
            yield read_job(rules, stored, narrator, job, on_reading)
        return
    fresh = Rules(rules.root, rules.config)  # without the rules loaded here: each worker loads its own
    context = get_context("spawn")
    told = context.Queue() if on_reading else None  # (path, share read) from the reading processes
    pool = ProcessPoolExecutor(workers, mp_context=context, initializer=_start_worker,
                               initargs=(fresh, stored, narrator, os.getpid(), told))
    pending: deque[tuple[str, Future[ReadOutcome]]] = deque()

    def next_outcome() -> ReadOutcome:
        display, future = pending.popleft()
        on_next(display)
        return _outcome(future, told, on_reading)
    try:
        for job in jobs:
            pending.append((job.display, pool.submit(_read_in_worker, job)))
            if len(pending) >= workers * AHEAD:
                yield next_outcome()
        while pending:
            yield next_outcome()
    except BrokenProcessPool as exc:
        raise ShiguanError(
            "a reading process stopped before it was done (killed, or out of memory; from a Python script, "
            "a script that starts ingest with workers > 1 must do so under `if __name__ == \"__main__\":`, "
            "since each reading process imports it). The documents stored so far are kept and a new run "
            "goes on from them; --workers 1 reads without other processes") from exc
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
        if told is not None:
            told.close()
            told.cancel_join_thread()


def _outcome(future: Future[ReadOutcome], told: Queue | None, on_reading: OnReading | None) -> ReadOutcome:
    """The future's outcome; while it is read, what the reading processes tell of their progress
    is passed on to `on_reading`."""
    if told is None or on_reading is None:
        return future.result()
    while True:
        done = future.done()  # before looking: what was told before it finished is passed on
        try:
            on_reading(*told.get(timeout=0 if done else EVERY))
        except Empty:
            if done:
                return future.result()


_worker: partial[ReadOutcome] | None = None


def _start_worker(rules: Rules, stored: frozenset[str], narrator: str, parent: int, told: Queue | None) -> None:
    global _worker
    _worker = partial(read_job, rules, stored, narrator,
                      on_reading=(lambda path, share: told.put((path, share))) if told is not None else None)
    threading.Thread(target=_exit_with, args=(parent,), daemon=True).start()


def _exit_with(parent: int) -> None:
    """A writer killed outright (SIGKILL) cannot stop its workers: they stop when it is gone."""
    while os.getppid() == parent:
        time.sleep(1)
    os._exit(1)


def _read_in_worker(job: ReadJob) -> ReadOutcome:
    assert _worker is not None, "a worker process is started by read_in_order"
    return _worker(job)
