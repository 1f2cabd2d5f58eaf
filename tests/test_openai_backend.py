"""The OpenAI-compatible backend against a small local HTTP server (no network, no model)."""

from __future__ import annotations

import json
import threading
from http.server import BaseHTTPRequestHandler, HTTPServer

import pytest

from shiguan.config import LLMSettings
from shiguan.llm import LLM, LLMError, messages
from shiguan.llm.openai_backend import OpenAIBackend


class FakeServer:
    """Answers POST /v1/chat/completions with the queued (status, body) pairs, in order."""

    def __init__(self, replies):
        self.replies = list(replies)
        self.requests = []
        outer = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                outer.requests.append(json.loads(self.rfile.read(int(self.headers["Content-Length"]))))
                status, body = outer.replies.pop(0)
                data = json.dumps(body).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def log_message(self, *args):
                pass

        self.httpd = HTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_port}/v1"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()


def completion(text):
    return {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
            "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", "content": text}}],
            "usage": {"prompt_tokens": 12, "completion_tokens": 3, "total_tokens": 15}}


def client(url, **kw):
    settings = LLMSettings(backend="openai", model="m", base_url=url, api_key="k", timeout=5, **kw)
    return LLM(OpenAIBackend(settings), None, settings, sleep=lambda s: None)


def test_reply_usage_and_request_shape():
    server = FakeServer([(200, completion("<think>hm</think>和甫"))])
    try:
        llm = client(server.url)
        assert llm.text("ask", messages("sys", "兆惠字什么？"), stop=["。"], max_tokens=7) == "和甫"
        sent = server.requests[0]
        assert sent["model"] == "m" and sent["stop"] == ["。"] and sent["max_tokens"] == 7
        assert sent["messages"][1] == {"role": "user", "content": "兆惠字什么？"}
    finally:
        server.close()


def test_http_5xx_is_retried_then_answered():
    server = FakeServer([(503, {"error": {"message": "busy"}}), (200, completion("和甫"))])
    try:
        assert client(server.url, max_retries=2).text("ask", messages("s", "u")) == "和甫"
        assert len(server.requests) == 2
    finally:
        server.close()


def test_unreachable_server_gives_a_clear_error():
    llm = client("http://127.0.0.1:9/v1", max_retries=1)
    with pytest.raises(LLMError, match="did not answer.*2 tries"):
        llm.text("ask", messages("s", "u"))


def test_openai_backend_needs_a_model_name():
    from shiguan.errors import ShiguanError

    with pytest.raises(ShiguanError, match="needs model"):
        OpenAIBackend(LLMSettings(backend="openai", base_url="http://x/v1"))
