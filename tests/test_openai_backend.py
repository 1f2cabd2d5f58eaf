"""The OpenAI-compatible backend against a small local HTTP server (no network, no model)."""

from __future__ import annotations

import json
import re

import pytest

from shiguan.config import LLMSettings
from shiguan.llm import LLM, LLMError, messages
from shiguan.llm.openai_backend import OpenAIBackend


def completion(text):
    return {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": 12, "completion_tokens": 3, "total_tokens": 15}}


def client(url, **kw):
    settings = LLMSettings(backend="openai", model="m", base_url=url, api_key="k", timeout=5, **kw)
    return LLM(OpenAIBackend(settings), None, settings, sleep=lambda s: None)


def test_reply_usage_and_request_shape(openai_server):
    server = openai_server([(200, completion("<think>hm</think>和甫"))])
    llm = client(server.url)
    assert llm.text("ask", messages("sys", "兆惠字什么？"), stop=["。"], max_tokens=7) == "和甫"
    sent = server.requests[0]
    assert sent["model"] == "m" and sent["stop"] == ["。"] and sent["max_tokens"] == 7
    assert sent["messages"][1] == {"role": "user", "content": "兆惠字什么？"}


def test_http_5xx_is_retried_then_answered(openai_server):
    server = openai_server([(503, {"error": {"message": "busy"}}), (200, completion("和甫"))])
    assert client(server.url, max_retries=2).text("ask", messages("s", "u")) == "和甫"
    assert len(server.requests) == 2


def test_unreachable_server_gives_a_clear_error():
    llm = client("http://127.0.0.1:9/v1", max_retries=1)
    with pytest.raises(LLMError, match="did not answer.*2 tries"):
        llm.text("ask", messages("s", "u"))


def test_openai_backend_needs_a_model_name():
    from shiguan.errors import ShiguanError

    with pytest.raises(ShiguanError, match="needs model"):
        OpenAIBackend(LLMSettings(backend="openai", base_url="http://x/v1"))


def test_a_reply_cut_off_in_its_body_is_retried_then_the_models_failure(openai_server):
    """HTTP 200 with half a JSON body: retried with backoff, then LLMError (exit 3), not a bug."""
    cut = json.dumps(completion("和甫")).encode()[:40]
    server = openai_server([(200, cut), (200, b"<html>busy</html>"), (200, {"choices": []}),
                            (200, completion("和甫"))])
    assert client(server.url, max_retries=3).text("ask", messages("s", "u")) == "和甫"
    server = openai_server([(200, cut)] * 2)
    with pytest.raises(LLMError, match="did not answer.*2 tries.*unreadable reply"):
        client(server.url, max_retries=1).text("ask", messages("s", "u"))



@pytest.mark.parametrize(("status", "model_failed", "says"), [
    (401, False, "check [llm] api_key"), (404, False, "check [llm] model and base_url"),
    (400, True, "context length"), (422, True, "context length")])
def test_a_4xx_is_not_retried_and_says_whose_fault(openai_server, status, model_failed, says):
    """A wrong key or model name is a setting to mend (exit 2); a request the server will not take
    (a prompt over its context) is the model's failure (LLMError, exit 3). Neither is tried again."""
    from shiguan.errors import ShiguanError

    server = openai_server([(status, {"error": {"message": "context length exceeded"}})] * 3)
    with pytest.raises(ShiguanError, match=re.escape(says)) as caught:
        client(server.url, max_retries=2).text("ask", messages("s", "u"))
    assert len(server.requests) == 1
    assert isinstance(caught.value, LLMError) is model_failed
