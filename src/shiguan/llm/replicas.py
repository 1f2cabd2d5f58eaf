"""Which of several replicas of one served model answers the next request.

Requests go to the replica with the fewest in flight (then the one that has answered fewest), so
replicas share the load. A replica that failed (lost connection, timeout, HTTP 5xx) is set aside
for COOL_OFF seconds: the others take the requests meanwhile, and it is tried again after, or
sooner when every replica is set aside (the client's own backoff then paces the tries). A
replica that answered HTTP 429 with Retry-After is not asked again before that time, whatever
else fails. Which replica answered is no part of a call's cache key: they serve the same model.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from datetime import UTC
from email.utils import parsedate_to_datetime
from typing import Generic, TypeVar

C = TypeVar("C")
COOL_OFF = 30.0  # seconds a failed replica is set aside while others answer


@dataclass
class Replica(Generic[C]):
    url: str
    client: C
    in_flight: int = 0
    answered: int = 0
    aside_until: float = 0.0  # failed: others first until then
    held_until: float = 0.0  # Retry-After: not asked before then


class Replicas(Generic[C]):
    def __init__(self, replicas: Mapping[str, C], clock: Callable[[], float] = time.monotonic,
                 cool_off: float = COOL_OFF):
        self.all = [Replica(url, client) for url, client in replicas.items()]
        self.clock = clock
        self.cool_off = cool_off
        self.lock = threading.Lock()

    def turns(self) -> Iterator[Replica[C]]:
        """The replicas to try for one request, best first, each at most once; the one yielded
        counts as in flight until `answered` or `failed` is called for it."""
        tried: set[int] = set()
        while (replica := self._next(tried)) is not None:
            tried.add(id(replica))
            yield replica

    def _next(self, tried: set[int]) -> Replica[C] | None:
        with self.lock:
            now = self.clock()
            free = [r for r in self.all if id(r) not in tried and r.held_until <= now]
            if not free:
                return None
            best = min(free, key=lambda r: (r.aside_until > now, r.aside_until if r.aside_until > now else 0.0,
                                            r.in_flight, r.answered))
            best.in_flight += 1
            return best

    def answered(self, replica: Replica[C]) -> None:
        with self.lock:
            replica.in_flight -= 1
            replica.answered += 1
            replica.aside_until = 0.0

    def failed(self, replica: Replica[C], retry_after: float | None = None) -> None:
        with self.lock:
            replica.in_flight -= 1
            now = self.clock()
            replica.aside_until = now + self.cool_off
            if retry_after is not None:
                replica.held_until = now + retry_after

    def wait(self) -> float | None:
        """Seconds until a held replica may be asked again, when every replica is held."""
        with self.lock:
            now = self.clock()
            if any(r.held_until <= now for r in self.all):
                return None
            return min(r.held_until for r in self.all) - now


def retry_after(headers: Mapping[str, str], now: Callable[[], float] = time.time) -> float | None:
    """Seconds a 429 reply's Retry-After asks for: a number of seconds or an HTTP date (also
    the retry-after-ms some OpenAI-compatible servers send); None without a usable one."""
    if (ms := headers.get("retry-after-ms")) is not None:
        try:
            return max(0.0, float(ms) / 1000)
        except ValueError:
            pass
    value = headers.get("retry-after")
    if value is None:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    return max(0.0, when.timestamp() - now())
