"""What every language-model backend speaks: a request of chat messages in, text out.

Backends only move text; validation, retries, caching and logging live in `client.LLM`, so a
new backend is one small class with a `complete` method.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import asdict, dataclass
from typing import Any, Protocol


@dataclass(frozen=True)
class Message:
    role: str  # "system" | "user" | "assistant"
    content: str


@dataclass(frozen=True)
class Request:
    messages: tuple[Message, ...]
    temperature: float = 0.0
    max_tokens: int = 512
    stop: tuple[str, ...] = ()
    json_schema: dict[str, Any] | None = None  # constrain the reply to this JSON schema
    sample: int = 0  # distinguishes repeated samples of one prompt in the cache

    def to_json(self) -> str:
        return json.dumps(asdict(self), ensure_ascii=False, sort_keys=True)

    def key(self, backend: str, model: str) -> str:
        """Cache key: the full request and who answers it."""
        return hashlib.sha256(f"{backend}\n{model}\n{self.to_json()}".encode()).hexdigest()


@dataclass(frozen=True)
class Completion:
    text: str
    tokens_in: int = 0
    tokens_out: int = 0


class TransientError(Exception):
    """A failure worth retrying: timeout, lost connection, HTTP 429/5xx. `retry_after`: seconds
    the server asked to be left alone (HTTP 429 Retry-After), waited for before the next try."""

    def __init__(self, message: str = "", retry_after: float | None = None):
        super().__init__(message)
        self.retry_after = retry_after


class Backend(Protocol):
    name: str
    model: str
    concurrent: bool  # may answer several requests at once (a server); False: one at a time (in-process)

    def complete(self, request: Request, timeout: float) -> Completion: ...


def messages(system: str, user: str) -> tuple[Message, ...]:
    return (Message("system", system), Message("user", user))
