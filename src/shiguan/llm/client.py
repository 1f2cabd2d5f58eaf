"""The one way shiguan talks to a language model.

`LLM` wraps a backend with what every caller needs: each call is logged in the project database
and that log is the cache (a re-run replays accepted calls, so an interrupted job resumes where
it stopped); transient failures are retried with backoff; `<think>` blocks are removed; a
structured reply is validated against a pydantic model and, when invalid, asked for again with
the validation error. A structured reply is logged as pending and serves as a cached answer only
once it validated (with the replies its conversation went through), so a reply no caller could
use is asked for again on the next run, never replayed. At most `concurrency` calls are in
flight (one for a backend that answers one request at a time, such as a model run in process).
`map` runs a stage's independent work items that many at a time, their results in the items'
order.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Sequence
from typing import TypeVar

from pydantic import BaseModel, ValidationError

from ..config import LLMSettings
from ..errors import ShiguanError
from ..store import LLMCallRow, Store
from .parallel import ordered_map
from .protocol import Backend, Message, Request, TransientError

T = TypeVar("T", bound=BaseModel)
X = TypeVar("X")
Y = TypeVar("Y")

_THINK = re.compile(r"<think>.*?</think>", re.S)
LOOP_TEMPERATURE = 0.7  # a structured reply that looped until cut off is sampled again at this
_FENCE = re.compile(r"^```(?:json)?\s*|\s*```$")
PENDING = "pending: not yet accepted by its caller"  # the error of a logged reply not yet validated


class LLMError(ShiguanError):
    """The model could not be reached, or kept answering in a form that cannot be used."""


def strip_think(text: str) -> str:
    """Remove reasoning blocks, also one left open or opened before the reply began."""
    text = _THINK.sub("", text)
    if "</think>" in text:
        text = text.rsplit("</think>", 1)[1]
    if "<think>" in text:
        text = text.split("<think>", 1)[0]
    return text.strip()


def parse_json_object(text: str) -> str:
    """The JSON object in a reply that may wrap it in a code fence or a sentence."""
    text = _FENCE.sub("", text.strip())
    start, end = text.find("{"), text.rfind("}")
    return text[start:end + 1] if 0 <= start < end else text


class LLM:
    def __init__(self, backend: Backend, store: Store | None, settings: LLMSettings,
                 sleep: Callable[[float], None] = time.sleep):
        self.backend = backend
        self.store = store
        self.settings = settings
        self.sleep = sleep
        self.parallel = settings.concurrency if backend.concurrent else 1  # calls in flight at most
        self.slots = threading.Semaphore(self.parallel)
        self.lock = threading.Lock()  # the counters and the call log, shared by map's threads
        self.calls = 0  # calls that reached the backend in this process
        self.cache_hits = 0

    @property
    def name(self) -> str:
        return f"{self.backend.name}:{self.backend.model}"

    def map(self, fn: Callable[[X], Y], items: Sequence[X]) -> list[Y]:
        """`[fn(x) for x in items]` with up to `parallel` items at once, so a server always has
        that many requests to work on; results in the items' order (parallel.ordered_map)."""
        return ordered_map(fn, items, self.parallel)

    def text(self, stage: str, messages: Sequence[Message], *, temperature: float = 0.0,
             max_tokens: int = 512, stop: Sequence[str] = (), sample: int = 0) -> str:
        request = Request(tuple(messages), temperature, max_tokens, tuple(stop), None, sample)
        return self._call(stage, request)

    def structured(self, stage: str, messages: Sequence[Message], schema: type[T], *,
                   temperature: float = 0.0, max_tokens: int = 512, grammar: dict | None = None) -> T:
        """A reply validated as `schema`; invalid replies are retried with the error shown, and
        replies cut off by the token limit are asked again with twice the room.

        `grammar` is a stricter JSON schema to constrain decoding with (enums a backend should
        keep to); the reply is still validated by the more lenient `schema`, so one stray value
        from a server that ignores the constraint is judged by the caller, not fatal."""
        convo = list(messages)
        json_schema = grammar or schema.model_json_schema()
        last_error = ""
        sample = 0
        asked: list[str] = []  # the keys of this conversation's replies, accepted together
        for _ in range(self.settings.json_retries + 1):
            request = Request(tuple(convo), temperature, max_tokens, (), json_schema, sample)
            reply = self._call(stage, request, accepted=False)
            asked.append(request.key(self.backend.name, self.backend.model))
            try:
                result = schema.model_validate_json(parse_json_object(reply))
            except ValidationError as exc:
                last_error = _short_error(exc)
            else:
                self._settle(asked, "")
                return result
            if "EOF while parsing" in last_error:
                # cut off by max_tokens: shown its own error, a small model only echoes it. Give it
                # room, unless it was repeating itself: then more room only repeats more, and a
                # new sample at a higher temperature is the way out
                if _looping(reply):
                    temperature, sample = max(temperature, LOOP_TEMPERATURE), sample + 1
                else:
                    max_tokens *= 2
                continue
            convo += [Message("assistant", reply),
                      Message("user", f"That reply is not valid: {last_error}. Answer again with only a "
                                      "JSON object matching this schema: "
                                      f"{json.dumps(json_schema, ensure_ascii=False)}")]
        self._settle(asked, f"not accepted: {last_error}")
        raise LLMError(f"{self.name} gave no valid {schema.__name__} for stage {stage!r} after "
                       f"{self.settings.json_retries + 1} tries; last problem: {last_error}")

    def _call(self, stage: str, request: Request, accepted: bool = True) -> str:
        """The reply, from the log or the backend; `accepted` False logs it as pending (the
        caller settles it) so that it is not served from the log before it was used."""
        key = request.key(self.backend.name, self.backend.model)
        if (cached := self._cached(key)) is not None:
            return cached
        problem, asked_wait = "", 0.0
        for attempt in range(self.settings.max_retries + 1):
            if attempt:  # the backoff, or longer when the server said how long (429 Retry-After)
                self.sleep(max(min(2.0 ** (attempt - 1), 30.0), asked_wait))
            began = time.perf_counter()
            try:
                with self.slots:
                    done = self.backend.complete(request, self.settings.timeout)
            except TransientError as exc:
                problem, asked_wait = str(exc) or type(exc).__name__, exc.retry_after or 0.0
                self._log(key, stage, request, "", began, error=problem)
                continue
            with self.lock:
                self.calls += 1
            text = strip_think(done.text)
            self._log(key, stage, request, text, began, error="" if accepted else PENDING,
                      tokens=(done.tokens_in, done.tokens_out))
            return text
        raise LLMError(f"{self.name} did not answer (stage {stage!r}) after {self.settings.max_retries + 1} "
                       f"tries: {problem}. Work done so far is kept; run the command again to resume.")

    def _cached(self, key: str) -> str | None:
        if self.store is None:
            return None
        with self.lock:
            cached = self.store.cached_response(key)
            self.cache_hits += cached is not None
        return cached

    def _settle(self, keys: list[str], problem: str) -> None:
        """Pending replies become cached answers (`problem` empty) or failures that say why."""
        if self.store is not None:
            with self.lock:
                self.store.settle_llm_calls(keys, PENDING, problem)

    def _log(self, key: str, stage: str, request: Request, text: str, began: float,
             error: str = "", tokens: tuple[int, int] = (0, 0)) -> None:
        if self.store is None:
            return
        ms = int((time.perf_counter() - began) * 1000)
        with self.lock:
            self.store.log_llm_call(LLMCallRow(key, stage, self.backend.name, self.backend.model,
                                               request.to_json(), text, not error, error, tokens[0], tokens[1], ms))


def unusable(request: str, response: str) -> bool:
    """A logged structured reply that is no JSON object with the schema's required fields: what
    shiguan before replies were accepted cached as good (`usage --forget-failed` drops them)."""
    schema = json.loads(request).get("json_schema")
    if not schema:
        return False
    try:
        reply = json.loads(parse_json_object(response))
    except ValueError:
        return True
    return not isinstance(reply, dict) or any(field not in reply for field in schema.get("required", ()))


def _looping(text: str, tail: int = 40, times: int = 3) -> bool:
    """The reply ends inside a repetition: its last `tail` characters stand `times` times in it."""
    return len(text) >= tail * times and text.count(text[-tail:]) >= times


def _short_error(exc: ValidationError) -> str:
    return "; ".join(f"{'.'.join(map(str, e['loc'])) or 'reply'}: {e['msg']}" for e in exc.errors()[:5])
