"""Work items run a few at a time, their results in the items' order.

Threads rather than asyncio: every backend is blocking code (the openai client, llama.cpp in
process), and a stage's work item is several dependent calls with parsing between them (ask,
validate, ask again, score), which stays ordinary code instead of being rewritten as coroutines.
The threads wait on the network with the GIL released, so a few dozen of them keep a serving
engine as busy as coroutines would. Results come back in the input's order whatever order they
finish in, so what a stage stores does not depend on timing.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

X = TypeVar("X")
Y = TypeVar("Y")


class _NotStarted(Exception):
    """An item left alone because an earlier one failed."""


def ordered_map(fn: Callable[[X], Y], items: Sequence[X], workers: int) -> list[Y]:
    """`[fn(x) for x in items]` with up to `workers` items at once.

    After a failure no further item starts; those running finish (their model calls are logged,
    so a rerun replays them) and then the failure of the earliest item is raised."""
    if workers <= 1 or len(items) <= 1:
        return [fn(x) for x in items]
    failed = threading.Event()

    def run(x: X) -> Y:
        if failed.is_set():
            raise _NotStarted
        try:
            return fn(x)
        except BaseException:
            failed.set()
            raise

    pool = ThreadPoolExecutor(min(workers, len(items)), thread_name_prefix="shiguan-llm")
    try:
        futures = [pool.submit(run, x) for x in items]
        errors = [f.exception() for f in futures]  # waits for every item, in order
    finally:
        pool.shutdown(wait=True, cancel_futures=True)  # Ctrl-C: nothing new starts
    first = next((e for e in errors if e is not None and not isinstance(e, _NotStarted)), None)
    if first is not None:
        raise first
    return [f.result() for f in futures]
