"""A recorded model run measured again without the model (bench/article_gold.py `--calls`,
bench/recorded_cli.py): the answered calls written out, put into another project built from the
same corpus, and answered from its call log alone; a request the recording lacks fails. Line by
line (`--by-line`), a plan that drifted since the recording is worded from the recorded lines of
the same planned sentences, and a sentence the recording lacks keeps the rules' words."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from conftest import ingested_text, write_corpus
from test_article_research import CORPUS, GOOD
from test_article_wording import KEPT, NAVY, SEVEN, by_text, numbered
from test_chronicle import RIVER

from shiguan.article.research import researched_article
from shiguan.article.wording import write_worded_article
from shiguan.config import LLMSettings
from shiguan.ingest import ingest
from shiguan.llm import LLM, LLMError
from shiguan.llm.scripted import ScriptedBackend
from shiguan.project import Project

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from article_gold import load_calls, save_calls  # noqa: E402
from recorded_cli import BY_LINE, COUNTS, ByLine, RecordedOnly  # noqa: E402


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


def drifted(calls: Path) -> set[str]:
    """The recording as if made on an older plan, where NAVY was planned in other words: no
    request that showed it is recorded exactly. Their stages."""
    rows = [json.loads(line) for line in calls.read_text("utf-8").splitlines()]
    for row in rows:
        if NAVY in row["request"]:
            row["request"] = row["request"].replace(NAVY, "康熙三十年（1691），李成请设水师营。")
            row["key"] = "older plan " + row["key"]
    calls.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return {r["stage"] for r in rows if r["key"].startswith("older plan")}


@pytest.mark.sqlite_only  # the bench writes and reads the call log of a project's SQLite file
def test_a_by_line_replay_words_only_the_planned_sentences_it_recorded(tmp_path, monkeypatch):
    first = Project.init(tmp_path / "a")
    ingest(first, list(write_corpus(tmp_path / "c", RIVER).values()))
    model = DemoModel([lambda request: numbered(request, lambda planned: KEPT.get(planned, planned))] * 20,
                      model="qwen2.5-coder-1.5b")
    write_worded_article(first, LLM(model, first.store, LLMSettings(backend="none")), "黄河", "zh", None)
    calls = tmp_path / "calls.jsonl"
    save_calls(first.root, calls)
    first.close()
    assert drifted(calls) == {"article-word", "article-heading", "article-lead", "article-close"}

    again = Project.init(tmp_path / "b")
    ingest(again, list(write_corpus(tmp_path / "c", RIVER).values()))
    path = load_calls(again.root, calls)
    exact = LLM(RecordedOnly(LLMSettings(backend="none", model_path=path)), again.store, LLMSettings(backend="none"))
    with pytest.raises(LLMError, match="no recorded reply"):  # the exact replay stays exact
        write_worded_article(again, exact, "黄河", "zh", None)

    monkeypatch.setenv(BY_LINE, str(calls))
    monkeypatch.setenv(COUNTS, str(tmp_path / "counts.json"))
    stand_in = ByLine(LLMSettings(backend="none", model_path="qwen2.5-coder-1.5b.by-line.gguf"))
    said = by_text(write_worded_article(again, LLM(stand_in, again.store, LLMSettings(backend="none")),
                                        "黄河", "zh", None))
    assert said[KEPT[SEVEN] + "。"]["wording"]["by"] == "model"  # its recorded line, checked as ever
    assert said[NAVY]["wording"] == {"by": "rules", "why": "the model's wording gave no line for it",
                                     "model_calls": 1, "refused": []}
    counts = json.loads((tmp_path / "counts.json").read_text())
    assert counts["lines_not_recorded"] == 1 and counts["lines_recorded"] == len(said) - 1
    assert counts["empty_replies"] == 3  # headings, introduction, conclusion: the rules' own
    logged = {m for (m,) in again.store.db.execute("SELECT DISTINCT model FROM llm_calls")}
    assert logged == {"qwen2.5-coder-1.5b", "qwen2.5-coder-1.5b.by-line"}  # its answers are named apart
    again.close()
