"""bench/article_gold.py resumes a killed run from OUT/results.json, but only with the rows of the
same project: an OUT shared by two projects once reported the first project's articles as the
second's (a stop measured an unchanged figure that way)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from article_gold import earlier_rows  # noqa: E402


def test_rows_of_the_same_project_are_kept_and_another_projects_dropped(tmp_path):
    results = tmp_path / "results.json"
    rows = [{"topic": "黄河", "plan": "rules", "exit": 0}]
    results.write_text(json.dumps({"project": "/p/one", "articles": rows}), "utf-8")
    assert earlier_rows(results, "/p/one") == rows
    assert earlier_rows(results, "/p/two") == []


def test_a_results_file_without_its_project_is_not_resumed(tmp_path):
    results = tmp_path / "results.json"
    results.write_text(json.dumps({"articles": [{"topic": "黄河", "plan": "rules"}]}), "utf-8")
    assert earlier_rows(results, "/p/one") == []
    assert earlier_rows(tmp_path / "none.json", "/p/one") == []
