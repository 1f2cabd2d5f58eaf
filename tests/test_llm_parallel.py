"""Many calls in flight (LLM.map): results in the input's order whatever order replies come in,
at most `concurrency` in flight, one at a time for an in-process backend, the earliest failure
raised, and an interrupted parallel extraction that resumes from the call log and stores what an
uninterrupted one-at-a-time run stores."""

from __future__ import annotations

import threading
import time

import pytest
from test_llm_extract import _reply_by_passage

from shiguan.config import ExtractSettings, LLMSettings
from shiguan.extraction_run import extract_project
from shiguan.kg.ontology import Ontology
from shiguan.lang.zh.relations.llm_extract import RelationExtractor
from shiguan.llm import LLM, LLMError, messages
from shiguan.llm.parallel import ordered_map
from shiguan.llm.protocol import TransientError
from shiguan.llm.scripted import ScriptedBackend


class Gauge:
    """Counts the calls in flight and keeps the most seen at once, and the order calls ended."""

    def __init__(self):
        self.lock = threading.Lock()
        self.now = self.most = 0
        self.ended: list[str] = []

    def reply(self, request):
        text = request.messages[-1].content
        with self.lock:
            self.now += 1
            self.most = max(self.most, self.now)
        time.sleep(0.02 * (10 - int(text)))  # later items answer sooner
        with self.lock:
            self.now -= 1
            self.ended.append(text)
        return f"answer {text}"


def ask_all(llm, n=10):
    return llm.map(lambda i: llm.text("t", messages("s", str(i))), range(n))


def test_results_keep_the_input_order_whatever_order_replies_come_in():
    gauge = Gauge()
    llm = LLM(ScriptedBackend([gauge.reply] * 10, concurrent=True), None, LLMSettings(backend="none", concurrency=10))
    assert ask_all(llm) == [f"answer {i}" for i in range(10)]
    assert gauge.ended != sorted(gauge.ended)  # they did finish out of order
    assert llm.calls == 10


def test_no_more_than_concurrency_calls_are_in_flight():
    gauge = Gauge()
    llm = LLM(ScriptedBackend([gauge.reply] * 10, concurrent=True), None, LLMSettings(backend="none", concurrency=3))
    ask_all(llm)
    assert gauge.most == 3


def test_a_backend_that_answers_one_at_a_time_gets_one_call_at_a_time():
    gauge = Gauge()
    llm = LLM(ScriptedBackend([gauge.reply] * 10), None, LLMSettings(backend="none", concurrency=8))
    assert llm.parallel == 1
    assert ask_all(llm) == [f"answer {i}" for i in range(10)]
    assert gauge.most == 1 and gauge.ended == [str(i) for i in range(10)]


def test_the_earliest_failure_is_raised_and_nothing_new_starts_after_one():
    started = []

    def work(i):
        started.append(i)
        if i in (1, 2):
            time.sleep(0.05 if i == 1 else 0)
            raise ValueError(f"item {i}")
        return i

    with pytest.raises(ValueError, match="item 1"):  # 2 failed first, but 1 comes first
        ordered_map(work, list(range(40)), 2)
    assert len(started) < 40


def test_a_cached_call_is_served_from_the_log_in_parallel_too(tmp_path):
    from shiguan.store import Store

    store = Store(tmp_path / "x.db", create=True)
    gauge = Gauge()
    settings = LLMSettings(backend="none", concurrency=4)
    first = LLM(ScriptedBackend([gauge.reply] * 10, concurrent=True), store, settings)
    ask_all(first)
    again = LLM(ScriptedBackend([], concurrent=True), store, settings)
    assert ask_all(again) == [f"answer {i}" for i in range(10)] and again.cache_hits == 10
    store.close()


def _edges(project):
    store = project.store
    names = store.entities([e.head_id for e in store.edges()] + [e.tail_id for e in store.edges()])
    return sorted((names[e.head_id], e.relation, names[e.tail_id], e.start, e.end, e.method, e.kept, e.score)
                  for e in store.edges())


def _extract(project, backend, concurrency):
    llm = LLM(backend, project.store, LLMSettings(backend="none", max_retries=0, json_retries=0,
                                                  concurrency=concurrency), sleep=lambda s: None)
    reader = RelationExtractor(llm, Ontology.load(), ExtractSettings(regex_first=False)).read
    return extract_project(project, "llm", reader, llm=llm)


def test_an_interrupted_parallel_extraction_resumes_and_stores_what_a_serial_run_does(project, tmp_path, corpus):
    from shiguan.ingest import ingest
    from shiguan.project import Project

    serial = Project.init(tmp_path / "serial")
    ingest(serial, [corpus["卷一百.txt"].parent])
    _extract(serial, ScriptedBackend([_reply_by_passage] * 300), 1)

    def failing(request):  # one passage's scoring fails: the model went away
        if "抽取过程" in request.messages[-1].content and "赴金川" in request.messages[-1].content:
            return TransientError("connection reset")
        return _reply_by_passage(request)

    with pytest.raises(LLMError, match="did not answer"):
        _extract(project, ScriptedBackend([failing] * 300, concurrent=True), 4)
    answered = {r[0] for r in project.store.db.execute("SELECT key FROM llm_calls WHERE ok=1")}
    assert answered
    resumed = ScriptedBackend([_reply_by_passage] * 300, concurrent=True)
    _extract(project, resumed, 4)
    asked = {r.key("scripted", "script") for r in resumed.seen}
    assert asked and not asked & answered  # nothing answered before was asked again
    assert project.store.extraction_stats()["chunks_done_llm"] == project.store.extraction_stats()["chunks"]
    assert _edges(project) == _edges(serial) and _edges(project)
    serial.close()
