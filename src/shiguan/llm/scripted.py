"""A backend that replays recorded responses, so agent logic is tested without a model.

A script is a list of items, consumed in order: a string is the reply; an Exception instance is
raised instead (TransientError for timeouts and 5xx). A callable receives the request and returns
either. Every request is kept in `seen`, so a test can assert what the agent asked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from .protocol import Completion, Request

Step = str | BaseException | Callable[[Request], str | BaseException]


class ScriptExhausted(AssertionError):
    pass


class ScriptedBackend:
    name = "scripted"

    def __init__(self, script: Iterable[Step] = (), model: str = "script"):
        self.model = model
        self.script = list(script)
        self.seen: list[Request] = []

    def complete(self, request: Request, timeout: float) -> Completion:
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
