"""The CLI at the edges of its input: huge ids, output paths that are symlinks, corpus text with
control characters, over-long questions and names, and the model log's failed calls."""

from __future__ import annotations

import time

import pytest
from typer.testing import CliRunner

from shiguan.cli import app

runner = CliRunner()
HUGE = "99999999999999999999999"


def invoke(*args: object):
    return runner.invoke(app, [str(a) for a in args])


@pytest.fixture
def project_dir(tmp_path, corpus):
    root = tmp_path / "proj"
    assert invoke("init", root).exit_code == 0
    r = invoke("ingest", root, corpus["卷一百.txt"].parent, "--no-progress")
    assert r.exit_code == 0, r.output
    return root


@pytest.mark.parametrize("args", [
    ("person", "{p}", "兆惠", "--id", HUGE), ("bio", "{p}", "兆惠", "--id", f"-{HUGE}"),
    ("review", "{p}", HUGE, "--choose", "x"), ("extract", "{p}", "--limit", HUGE),
])
def test_a_huge_integer_is_a_usage_error_not_a_crash(project_dir, args):
    r = invoke(*(a.format(p=project_dir) for a in args))
    assert r.exit_code == 2, r.output
    assert "out of range" in r.output and "OverflowError" not in r.output


def test_bio_o_refuses_a_symlink_unless_forced(project_dir, tmp_path):
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    (tmp_path / "bio.md").symlink_to(victim)
    r = invoke("bio", project_dir, "兆惠", "-o", tmp_path / "bio.md")
    assert r.exit_code == 2 and "symbolic link" in r.output
    assert victim.read_text(encoding="utf-8") == "precious"
    r = invoke("bio", project_dir, "兆惠", "-o", tmp_path / "bio.md", "--force")
    assert r.exit_code == 0 and "兆惠" in victim.read_text(encoding="utf-8")


@pytest.mark.parametrize("args, what", [
    (("ask", "{p}", "兆惠" * 251 + "？"), "question is 503 characters long; shiguan takes at most 500"),
    (("check", "{p}", "兆惠", "兆惠字和甫。" * 200), "claim is 1,200 characters long; shiguan takes at most 1,000"),
    (("person", "{p}", "兆" * 101), "name is 101 characters long; shiguan takes at most 100"),
])
def test_over_long_questions_claims_and_names_are_refused_with_the_limit(project_dir, args, what):
    r = invoke(*(a.format(p=project_dir) for a in args))
    assert r.exit_code == 2 and what in " ".join(r.output.split())


def test_ingest_names_a_file_it_has_waited_for_long(monkeypatch, capsys):
    from shiguan.cli import corpus

    monkeypatch.setattr(corpus, "SLOW_FILE_SECONDS", 0.0)
    shown: list[str] = []
    watch = corpus.FileWatch(shown.append)
    watch.next("corpus/卷一.txt")
    for _ in range(50):
        if watch.told:
            break
        time.sleep(0.1)
    watch.stop.set()
    assert shown == ["corpus/卷一.txt"]
    assert "still reading corpus/卷一.txt" in " ".join(capsys.readouterr().err.split())
