"""The LLM client over the scripted backend: logging, cache, retries, validation, <think>."""

from __future__ import annotations

import pytest
from pydantic import BaseModel

from shiguan.config import LLMSettings
from shiguan.llm import LLM, LLMError, messages
from shiguan.llm.client import parse_json_object, strip_think
from shiguan.llm.protocol import TransientError
from shiguan.llm.scripted import ScriptedBackend
from shiguan.store import Store


class Answer(BaseModel):
    verdict: str
    score: int


@pytest.fixture
def store(tmp_path):
    s = Store(tmp_path / "x.db", create=True)
    yield s
    s.close()


def make(store, script, **settings):
    sleeps: list[float] = []
    llm = LLM(ScriptedBackend(script), store, LLMSettings(backend="none", **settings), sleep=sleeps.append)
    return llm, sleeps


MSG = messages("system", "兆惠字什么？")


def test_text_is_logged_and_served_from_cache(store):
    llm, _ = make(store, ["和甫"])
    assert llm.text("ask", MSG) == "和甫"
    assert llm.text("ask", MSG) == "和甫"  # the script is empty now: this must come from the log
    assert (llm.calls, llm.cache_hits) == (1, 1)
    [u] = store.usage()
    assert (u.stage, u.calls, u.failed, u.cache_hits) == ("ask", 1, 0, 1)


def test_a_different_request_is_not_a_cache_hit(store):
    llm, _ = make(store, ["a", "b"])
    assert llm.text("ask", MSG, temperature=0.0) == "a"
    assert llm.text("ask", MSG, temperature=0.3) == "b"
    assert (llm.calls, llm.cache_hits) == (2, 0)


def test_think_blocks_are_removed(store):
    llm, _ = make(store, ["<think>let me see… 字 is 和甫</think>\n和甫"])
    assert llm.text("ask", MSG) == "和甫"
    assert strip_think("<think>unfinished reasoning") == ""
    assert strip_think("reasoning the template opened</think>answer") == "answer"


def test_transient_errors_are_retried_with_backoff(store):
    llm, sleeps = make(store, [TransientError("timeout"), TransientError("HTTP 503"), "和甫"], max_retries=3)
    assert llm.text("ask", MSG) == "和甫"
    assert sleeps == [1.0, 2.0]
    [u] = store.usage()
    assert (u.calls, u.failed) == (1, 2)  # the failed tries are in the log too


def test_transient_errors_give_up_with_a_clear_error(store):
    llm, sleeps = make(store, [TransientError("timed out")] * 3, max_retries=2)
    with pytest.raises(LLMError, match="did not answer.*3 tries.*timed out.*resume"):
        llm.text("ask", MSG)
    assert len(sleeps) == 2


def test_structured_reply_is_validated(store):
    llm, _ = make(store, ['```json\n{"verdict": "supported", "score": 9}\n```'])
    assert llm.structured("judge", MSG, Answer) == Answer(verdict="supported", score=9)


def test_invalid_structured_reply_is_retried_with_the_error_shown(store):
    backend_script = ['{"verdict": "supported"}', 'not json at all', '{"verdict": "supported", "score": 8}']
    llm, _ = make(store, backend_script, json_retries=2)
    assert llm.structured("judge", MSG, Answer).score == 8
    seen = llm.backend.seen
    assert "score: Field required" in seen[1].messages[-1].content
    assert seen[1].messages[-2].content == '{"verdict": "supported"}'  # the bad reply is shown back
    assert seen[0].json_schema is not None


def test_a_reply_cut_off_by_the_token_limit_is_asked_again_with_more_room(store):
    llm, _ = make(store, ['{"verdict": "supp', '{"verdict": "supported", "score": 8}'], json_retries=1)
    assert llm.structured("judge", MSG, Answer, max_tokens=100).score == 8
    first, second = llm.backend.seen
    assert second.messages == first.messages  # no error shown back: it would only be echoed
    assert (first.max_tokens, second.max_tokens) == (100, 200)


def test_a_reply_that_looped_until_cut_off_is_sampled_again_not_given_more_room(store):
    loop = '{"verdict": "' + "河工的管理存在一些问题，如牵动、患更大。" * 6
    llm, _ = make(store, [loop, '{"verdict": "supported", "score": 8}'], json_retries=1)
    assert llm.structured("judge", MSG, Answer, max_tokens=100).score == 8
    first, second = llm.backend.seen
    assert (first.max_tokens, second.max_tokens) == (100, 100)
    assert (first.temperature, second.temperature) == (0.0, 0.7) and second.sample == 1
    assert second.key("scripted", "script") != first.key("scripted", "script")


def test_structured_gives_up_after_bounded_retries(store):
    llm, _ = make(store, ["{}", "{}"], json_retries=1)
    with pytest.raises(LLMError, match="no valid Answer.*2 tries"):
        llm.structured("judge", MSG, Answer)


def test_parse_json_object_finds_the_object_in_prose():
    assert parse_json_object('Here it is: {"a": 1} hope that helps') == '{"a": 1}'


def test_settings_from_environment_choose_the_backend():
    s = LLMSettings.from_dict({}, {"SHIGUAN_MODEL_PATH": "/tmp/m.gguf"})
    assert (s.backend, s.model_path) == ("llama", "/tmp/m.gguf")
    s = LLMSettings.from_dict({"api_key_env": "MY_KEY"}, {"SHIGUAN_BASE_URL": "http://x/v1", "MY_KEY": "k"})
    assert (s.backend, s.base_url, s.api_key) == ("openai", "http://x/v1", "k")
    assert LLMSettings.from_dict({}, {}).backend == "none"


def test_a_reply_no_caller_could_use_is_not_replayed_on_the_next_run(store):
    """A server that answered unusably, then was fixed: the rerun asks it again and succeeds."""
    llm, _ = make(store, ["不是JSON", "{}"], json_retries=1)
    with pytest.raises(LLMError):
        llm.structured("judge", MSG, Answer)
    [u] = store.usage()
    assert (u.calls, u.failed) == (0, 2)  # neither reply was accepted
    fixed, _ = make(store, ['{"verdict": "supported", "score": 7}'], json_retries=1)
    assert fixed.structured("judge", MSG, Answer).score == 7
    again, _ = make(store, [], json_retries=1)  # now it is cached: no model needed
    assert again.structured("judge", MSG, Answer).score == 7


def test_a_conversation_that_ended_valid_is_replayed_whole(store):
    llm, _ = make(store, ['{"verdict": "supported"}', '{"verdict": "supported", "score": 8}'], json_retries=1)
    assert llm.structured("judge", MSG, Answer).score == 8
    replay, _ = make(store, [], json_retries=1)
    assert replay.structured("judge", MSG, Answer).score == 8 and replay.cache_hits == 2


def test_forget_failed_drops_unaccepted_and_legacy_unusable_replies(tmp_path):
    from shiguan import api
    from shiguan.llm.protocol import Request
    from shiguan.store import LLMCallRow

    project = api.init_project(tmp_path / "p")
    store = project.store
    llm, _ = make(store, [TransientError("timeout"), "和甫"], max_retries=1)
    assert llm.text("ask", MSG) == "和甫"
    schema = Answer.model_json_schema()
    for i, reply in enumerate(["不是JSON", "{}", '{"verdict": "x", "score": 1}']):  # an older shiguan's log
        request = Request(MSG, sample=i, json_schema=schema)
        store.log_llm_call(LLMCallRow(request.key("scripted", "script"), "judge", "scripted", "script",
                                      request.to_json(), reply, True, "", 0, 0, 0))
    assert api.forget_failed_calls(project) == 3  # the timeout and the two unusable replies
    assert sorted(r for _, _, r in store.cached_calls()) == ['{"verdict": "x", "score": 1}', "和甫"]
