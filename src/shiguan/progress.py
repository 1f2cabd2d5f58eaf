"""How far the reading of one document has got, told by the loop that reads it (a language pack's
entries or paragraphs) to whoever listens: an ingest's progress bar, here or through a reading
process's queue. A long single book then moves the bar while it is read, not only once stored."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

Listener = Callable[[float], None]  # the share of the document read, 0 to 1

EVERY = 0.25  # seconds between two reports after the first: enough for a bar, little for a queue

_listener: Listener | None = None
_total = 1
_last = 0.0


@contextmanager
def reading(total: int, listener: Listener | None) -> Iterator[None]:
    """While a document of `total` characters is read, `read_up_to` reports to `listener`."""
    global _listener, _total, _last
    _listener, _total, _last = listener, max(total, 1), 0.0
    try:
        yield
    finally:
        _listener = None


def read_up_to(offset: int) -> None:
    """The reading has got to character `offset`: told at once the first time, then at most
    every EVERY seconds; nothing when nobody listens."""
    global _last
    if _listener is None:
        return
    now = time.monotonic()
    if _last and now - _last < EVERY:
        return
    _last = now
    _listener(min(offset / _total, 1.0))
