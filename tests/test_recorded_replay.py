"""A recorded model run measured again without the model (bench/article_gold.py `--calls`,
bench/recorded_cli.py): the answered calls written out, put into another project built from the
same corpus, and answered from its call log alone; a request the recording lacks fails."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from conftest import ingested_text
from test_article_research import CORPUS, GOOD

from shiguan.article.research import researched_article
from shiguan.config import LLMSettings
from shiguan.llm import LLM, LLMError
from shiguan.llm.scripted import ScriptedBackend

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from article_gold import load_calls, save_calls  # noqa: E402
from recorded_cli import RecordedOnly  # noqa: E402


class DemoModel(ScriptedBackend):
    """A scripted model standing for the llama backend's demo model (its name and model are the
    call log's key)."""

    name = "llama"


def told(article) -> list[str]:
    return [s.heading for s in article.sections] + [t.text for s in article.sections for t in s.sentences]


@pytest.mark.sqlite_only  # the bench writes and reads the call log of a project's SQLite file
def test_a_recorded_run_replays_with_no_model_and_a_new_request_fails(tmp_path):
    first = ingested_text(tmp_path / "a", CORPUS)
    replies = lambda request: GOOD if "research questions" in request.messages[0].content else (  # noqa: E731
        '{"headings": ["黄河堵筑"]}')
    model = DemoModel([replies] * 20, model="qwen2.5-coder-1.5b")
    recorded = researched_article(first, LLM(model, first.store, LLMSettings(backend="none")), "黄河", None)
    calls = tmp_path / "calls.jsonl"
    assert save_calls(first.root, calls) == len(model.seen) >= 2
    first.close()

    again = ingested_text(tmp_path / "b", CORPUS)
    path = load_calls(again.root, calls)
    assert path == "qwen2.5-coder-1.5b.gguf"
    load_calls(again.root, calls)  # loading twice adds nothing
    llm = LLM(RecordedOnly(LLMSettings(backend="none", model_path=path)), again.store, LLMSettings(backend="none"))
    replayed = researched_article(again, llm, "黄河", None)
    assert told(replayed) == told(recorded) and replayed.sections[0].heading.startswith("黄河堵筑")
    assert llm.calls == 0 and llm.cache_hits == len(model.seen)
    assert again.store.db.execute("SELECT count(*) FROM llm_calls").fetchone()[0] == len(model.seen)
    with pytest.raises(LLMError, match="no recorded reply"):
        researched_article(again, llm, "河工", None)  # another topic: requests never recorded
    again.close()
