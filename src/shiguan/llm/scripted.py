"""A backend that replays recorded responses, so agent logic is tested without a model.

A script is a list of items, consumed in order: a string is the reply; an Exception instance is
raised instead (TransientError for timeouts and 5xx). A callable receives the request and returns
either. Every request is kept in `seen`, so a test can assert what the agent asked.

A list is an order, so by default the backend answers one request at a time (`concurrent`
False makes the client send them one by one); a script of callables that answer by the request
alone may be `concurrent`, to test what runs in parallel.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterable

from .protocol import Completion, Request

Step = str | BaseException | Callable[[Request], str | BaseException]


class ScriptExhausted(AssertionError):
    pass


class ScriptedBackend:
    name = "scripted"

    def __init__(self, script: Iterable[Step] = (), model: str = "script", concurrent: bool = False):
        self.model = model
        self.script = list(script)
        self.seen: list[Request] = []
        self.concurrent = concurrent
        self.lock = threading.Lock()

    def complete(self, request: Request, timeout: float) -> Completion:
        with self.lock:
            self.seen.append(request)
            if not self.script:
                last = request.messages[-1].content[:200]
                raise ScriptExhausted(f"no scripted reply left for request {len(self.seen)}: {last!r}")
            step = self.script.pop(0)
        if callable(step) and not isinstance(step, BaseException):
            step = step(request)
        if isinstance(step, BaseException):
            raise step
        return Completion(step, tokens_in=sum(len(m.content) for m in request.messages), tokens_out=len(step))
