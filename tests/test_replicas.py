"""Several replicas of one served model, against local HTTP servers: requests spread and kept
within `concurrency`, a failing replica set aside and tried again after its cool-off, HTTP 429's
Retry-After waited for, and the cache blind to which replica answered."""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime
from email.utils import format_datetime

import pytest
from test_openai_backend import completion

from shiguan.config import LLMSettings
from shiguan.llm import LLM, LLMError, messages
from shiguan.llm.openai_backend import OpenAIBackend
from shiguan.llm.replicas import COOL_OFF, retry_after
from shiguan.store import Store


class Clock:
    """Time that passes only when the client sleeps."""

    def __init__(self):
        self.now = 0.0
        self.slept: list[float] = []

    def __call__(self) -> float:
        return self.now

    def sleep(self, seconds: float) -> None:
        self.slept.append(seconds)
        self.now += seconds


def client(urls, clock, store=None, **kw):
    settings = LLMSettings(backend="openai", model="m", base_url=urls, api_key="k", timeout=5, **kw)
    return LLM(OpenAIBackend(settings, clock), store, settings, sleep=clock.sleep)


def ok(text="和甫"):
    return (200, completion(text))


def test_a_failing_replica_is_set_aside_then_tried_again_after_its_cool_off(openai_server):
    a = openai_server([(503, {"error": {"message": "down"}}), ok("a")])
    b = openai_server([ok("b1"), ok("b2")])
    clock = Clock()
    llm = client([a.url, b.url], clock, max_retries=0)
    assert llm.text("ask", messages("s", "1")) == "b1"  # a failed, b took the request at once
    assert llm.text("ask", messages("s", "2")) == "b2"  # a is set aside
    assert (len(a.requests), len(b.requests), clock.slept) == (1, 2, [])
    clock.now += COOL_OFF + 1
    assert llm.text("ask", messages("s", "3")) == "a"  # back after its cool-off


def test_replicas_share_the_requests(openai_server):
    a, b = openai_server([ok()] * 2), openai_server([ok()] * 2)
    llm = client([a.url, b.url], Clock())
    for i in range(4):
        llm.text("ask", messages("s", str(i)))
    assert (len(a.requests), len(b.requests)) == (2, 2)


def test_every_replica_failing_ends_in_the_clear_error_after_the_retries(openai_server):
    a = openai_server([(503, {"error": {"message": "down"}})] * 2)
    b = openai_server([(500, {"error": {"message": "broken"}})] * 2)
    clock = Clock()
    with pytest.raises(LLMError, match="did not answer.*2 tries") as err:
        client([a.url, b.url], clock, max_retries=1).text("ask", messages("s", "u"))
    assert a.url in str(err.value) and b.url in str(err.value)
    assert clock.slept == [1.0]  # the backoff between the two rounds


def test_429_retry_after_is_waited_for_before_that_replica_is_asked_again(openai_server):
    server = openai_server([(429, {"error": {"message": "slow down"}}, {"Retry-After": "7"}), ok()])
    clock = Clock()
    assert client(server.url, clock).text("ask", messages("s", "u")) == "和甫"
    assert clock.slept == [7.0] and len(server.requests) == 2  # not the 1 s backoff


def test_429_sends_the_requests_to_the_other_replica_until_its_retry_after_passes(openai_server):
    a = openai_server([(429, {"error": {"message": "slow down"}}, {"Retry-After": "60"}), ok("a")])
    b = openai_server([ok("b")] * 3)
    clock = Clock()
    llm = client([a.url, b.url], clock)
    assert [llm.text("ask", messages("s", str(i))) for i in range(3)] == ["b", "b", "b"]
    assert len(a.requests) == 1 and clock.slept == []
    clock.now += 61
    assert llm.text("ask", messages("s", "later")) == "a"


def test_retry_after_reads_seconds_milliseconds_and_an_http_date():
    assert retry_after({"retry-after": "3"}) == 3.0
    assert retry_after({"retry-after-ms": "250"}) == 0.25
    when = datetime(2030, 1, 1, 12, 0, 30, tzinfo=UTC)
    assert retry_after({"retry-after": format_datetime(when, usegmt=True)},
                       now=lambda: datetime(2030, 1, 1, 12, 0, 0, tzinfo=UTC).timestamp()) == 30.0
    assert retry_after({"retry-after": "soon"}) is None and retry_after({}) is None


def test_the_cache_does_not_know_which_replica_answered(openai_server, tmp_path):
    store = Store(tmp_path / "x.db", create=True)
    a, b = openai_server([ok("和甫")]), openai_server([])
    assert client([a.url], Clock(), store).text("ask", messages("s", "u")) == "和甫"
    other = client([b.url, a.url], Clock(), store)
    assert other.text("ask", messages("s", "u")) == "和甫" and other.cache_hits == 1 and not b.requests
    store.close()


class InFlight:
    """Answers each prompt with itself after a delay (later prompts sooner), and keeps the most
    requests seen in flight at once."""

    def __init__(self):
        self.lock = threading.Lock()
        self.now = self.most = 0

    def __call__(self, request):
        prompt = request["messages"][-1]["content"]
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)
        time.sleep(0.01 * (12 - int(prompt)))
        with self.lock:
            self.now -= 1
        return 200, completion(f"re {prompt}")


def test_over_http_concurrency_bounds_the_requests_in_flight_and_order_holds(openai_server):
    gauge = InFlight()
    server = openai_server([gauge] * 12)
    llm = client([server.url], Clock(), concurrency=4)
    replies = llm.map(lambda i: llm.text("ask", messages("s", str(i))), range(12))
    assert replies == [f"re {i}" for i in range(12)]
    assert gauge.most == 4


def test_base_url_is_one_address_or_a_list_and_the_environment_separates_by_commas():
    from shiguan.errors import ProjectError

    assert LLMSettings.from_dict({"base_url": "http://a/v1"}, {}).base_urls == ("http://a/v1",)
    assert LLMSettings.from_dict({"base_url": ["http://a/v1", "http://b/v1"]}, {}).base_urls == (
        "http://a/v1", "http://b/v1")
    assert LLMSettings.from_dict({}, {}).base_urls == ()
    env = LLMSettings.from_dict({}, {"SHIGUAN_BASE_URL": "http://a/v1, http://b/v1", "SHIGUAN_MODEL": "m"})
    assert env.base_urls == ("http://a/v1", "http://b/v1") and env.backend == "openai"
    with pytest.raises(ProjectError, match=r"\[llm\] base_url = \[\]: expected a URL in quotes or a list of them"):
        LLMSettings.from_dict({"base_url": []}, {})
    with pytest.raises(ProjectError, match="base_url = 3"):
        LLMSettings.from_dict({"base_url": 3}, {})
