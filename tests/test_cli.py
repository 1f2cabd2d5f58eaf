"""The `shiguan` command through typer's CliRunner."""

from __future__ import annotations

import json

import pg_store
import pytest
from typer.testing import CliRunner

from shiguan.cli import app

runner = CliRunner()


def flat(s: str) -> str:
    """Console output without the line breaks rich inserts at the terminal width."""
    return "".join(s.split())


def invoke(*args: str):
    return runner.invoke(app, [str(a) for a in args])


@pytest.fixture
def project_dir(tmp_path, corpus):
    root = tmp_path / "proj"
    r = invoke("init", root)
    assert r.exit_code == 0, r.output
    assert (root / "shiguan.toml").exists()
    assert (root / "shiguan.db").exists() != bool(pg_store.SERVER)  # on PostgreSQL, no file
    r = invoke("ingest", root, corpus["卷一百.txt"].parent, "--no-progress")
    assert r.exit_code == 0, r.output
    assert "4 added" in r.stdout
    assert "4documents,8entries,7people" in flat(r.stdout)
    return root


def test_init_twice_is_refused(tmp_path):
    root = tmp_path / "proj"
    assert invoke("init", root).exit_code == 0
    r = invoke("init", root)
    assert r.exit_code == 2
    assert "alreadyholdsashiguanproject" in flat(r.stderr)


def test_ingest_again_reports_unchanged(project_dir, corpus):
    r = invoke("ingest", project_dir, corpus["卷一百.txt"].parent, "--no-progress")
    assert r.exit_code == 0, r.output
    assert "0 added" in r.stdout and "4 unchanged" in r.stdout


def test_person_json(project_dir):
    r = invoke("person", project_dir, "兆惠", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert "aliases" in d and "chunks" in d
    assert d["person"]["name"] == "兆惠"
    assert {"form": "和甫", "kind": "字"}.items() <= next(a for a in d["aliases"] if a["kind"] == "字").items()
    assert d["chunks"]
    for c in d["chunks"]:
        for key in ("document", "start", "end", "text", "why"):
            assert key in c, key
        assert c["why"] and isinstance(c["why"], list)
        assert c["end"] - c["start"] == len(c["text"])
    assert d["chunks"][0]["source"] == "entry"
    assert d["chunks"][0]["text"].startswith("兆惠，字和甫")
    for f in d["facts"]:
        assert f["value"] in f["evidence"] or all(v in f["evidence"] for v in f["value"].split("、"))


def test_person_json_ambiguous_lists_candidates_and_id_resolves(project_dir):
    d = json.loads(invoke("person", project_dir, "傅鼐", "--json").stdout)
    assert d["ambiguous"] is True and d["person"] is None
    ids = [c["entity_id"] for c in d["candidates"]]
    assert len(ids) == 2
    r = invoke("person", project_dir, "傅鼐", "--json", "--id", ids[1])
    assert r.exit_code == 0, r.output
    one = json.loads(r.stdout)
    assert one["ambiguous"] is False and one["person"]["entity_id"] == ids[1]


def test_person_not_in_kg_json(project_dir):
    d = json.loads(invoke("person", project_dir, "准噶尔", "--json").stdout)
    assert d["found_in_kg"] is False
    assert d["chunks"] and all(c["source"] == "fulltext" for c in d["chunks"])


def test_person_plain_output(project_dir):
    r = invoke("person", project_dir, "舒常")
    assert r.exit_code == 0, r.output
    assert "舒常" in r.stdout
    assert "neighbours" in r.stdout


def test_bio_json(project_dir):
    r = invoke("bio", project_dir, "兆惠", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["mode"] == "rules-only"
    assert "without a language model" in d["note"]
    assert d["sentences"]
    for s in d["sentences"]:
        assert s["text"]
        assert s["citations"]
        for c in s["citations"]:
            for key in ("document", "start", "end", "text"):
                assert key in c, key
            assert c["end"] - c["start"] == len(c["text"])
    assert "乾隆十三年（1748）" in d["text"]


def test_bio_markdown_to_file(project_dir, tmp_path):
    target = tmp_path / "out" / "兆惠.md"
    r = invoke("bio", project_dir, "兆惠", "-o", target)
    assert r.exit_code == 0, r.output
    md = target.read_text("utf-8")
    assert md.startswith("# 兆惠")
    assert "参考文献" in md
    assert not list(target.parent.glob("*.part"))


def test_bio_ambiguous_exits_2_with_the_candidates_on_stderr(project_dir):
    """stdout is where the biography goes: a script piping it gets nothing, not the table."""
    r = invoke("bio", project_dir, "傅鼐")
    assert r.exit_code == 2
    assert "--id" in r.stderr and "names 2 people" in r.stderr
    assert r.stdout == ""


def test_bio_unknown_exits_2(project_dir):
    r = invoke("bio", project_dir, "诸葛亮")
    assert r.exit_code == 2
    assert "诸葛亮" in r.stderr


def test_bio_batch_writes_one_file_per_name_and_skips_on_rerun(project_dir, tmp_path):
    names = tmp_path / "names.txt"
    names.write_text("兆惠\n# a comment\n\n舒常\n赵尔丰\n", encoding="utf-8")
    outdir = tmp_path / "bios"
    r = invoke("bio", project_dir, "--batch", names, "-o", outdir)
    assert r.exit_code == 0, r.output
    written = sorted(p.name for p in outdir.iterdir())
    assert written == sorted(["兆惠.md", "舒常.md", "赵尔丰.md"])
    assert "3 written" in r.stdout
    stamp = {p.name: p.stat().st_mtime_ns for p in outdir.iterdir()}
    (outdir / "兆惠.md").write_text("kept", encoding="utf-8")
    again = invoke("bio", project_dir, "--batch", names, "-o", outdir)
    assert again.exit_code == 0, again.output
    assert "0 written" in again.stdout and "3 already there" in again.stdout
    assert (outdir / "兆惠.md").read_text("utf-8") == "kept"
    assert (outdir / "舒常.md").stat().st_mtime_ns == stamp["舒常.md"]
    forced = invoke("bio", project_dir, "--batch", names, "-o", outdir, "--force")
    assert forced.exit_code == 0
    assert (outdir / "兆惠.md").read_text("utf-8").startswith("# 兆惠")


def test_bio_batch_json_and_failures(project_dir, tmp_path):
    names = tmp_path / "names.txt"
    names.write_text("兆惠\n傅鼐\n诸葛亮\n", encoding="utf-8")
    outdir = tmp_path / "bios"
    r = invoke("bio", project_dir, "--batch", names, "-o", outdir, "--json")
    assert r.exit_code == 1
    assert [p.name for p in outdir.iterdir()] == ["兆惠.json"]
    assert json.loads((outdir / "兆惠.json").read_text("utf-8"))["person"] == "兆惠"
    assert "傅鼐" in r.stderr and "诸葛亮" in r.stderr


def test_bio_batch_needs_output_dir(project_dir, tmp_path):
    names = tmp_path / "names.txt"
    names.write_text("兆惠\n", encoding="utf-8")
    r = invoke("bio", project_dir, "--batch", names)
    assert r.exit_code == 2
    assert "-o" in r.stderr


def test_ingest_nonexistent_path_exits_2(project_dir, tmp_path):
    missing = tmp_path / "no_such_chapter.txt"
    r = invoke("ingest", project_dir, missing, "--no-progress")
    assert r.exit_code == 2
    assert "no_such_chapter.txt" in flat(r.stderr)


def test_ingest_refused_file_exits_1_and_names_it(project_dir, tmp_path):
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "garbage.txt").write_bytes(b"\x00\x01\x02" * 100)
    (bad / "ok.txt").write_text("傅鼐\n傅鼐，字重庵，顺天宛平人。\n", encoding="utf-8")
    r = invoke("ingest", project_dir, bad, "--no-progress")
    assert r.exit_code == 1
    assert "garbage.txt" in flat(r.stderr)
    assert "1 added" in r.stdout and "1 refused" in r.stdout


def test_person_on_a_directory_that_is_not_a_project(tmp_path):
    plain = tmp_path / "plain"
    plain.mkdir()
    r = invoke("person", plain, "兆惠")
    assert r.exit_code == 2
    msg = flat(r.stderr)
    assert "notashiguanproject" in msg
    assert "shiguaninit" in msg


def test_person_on_a_missing_directory(tmp_path):
    r = invoke("person", tmp_path / "nowhere", "兆惠")
    assert r.exit_code == 2
    assert "shiguaninit" in flat(r.stderr)


def test_era_json():
    r = invoke("era", "顺治十八年", "--json")
    assert r.exit_code == 0, r.output
    d = json.loads(r.stdout)
    assert d["gregorian"] == 1661
    assert d["year_in_era"] == 18


def test_era_json_says_what_decided():
    d = json.loads(invoke("era", "永乐元年", "--json").stdout)
    assert (d["gregorian"], d["rule"]) == (1403, "chinese")  # not Goguryeo's 永樂 (391)
    assert d["candidates"][0]["accession_year"] == 1402
    d = json.loads(invoke("era", "太和九年", "--json").stdout)
    assert (d["gregorian"], d["rule"]) == ([485, 835], "undecided")
    d = json.loads(invoke("era", "太和九年", "--json", "--prefer", "唐").stdout)
    assert (d["gregorian"], d["rule"]) == (835, "project")


def test_era_bad_input_exits_2():
    r = invoke("era", "不是年号")
    assert r.exit_code == 2


@pytest.mark.parametrize("command", [[], ["init"], ["ingest"], ["person"], ["bio"], ["era"], ["check"], ["review"],
                                     ["usage"], ["model"], ["model", "fetch"]])
def test_help(command):
    r = invoke(*command, "--help")
    assert r.exit_code == 0, r.output
    assert "Usage" in r.stdout


def test_check_json_verdicts(project_dir):
    r = invoke("check", project_dir, "兆惠", "兆惠，字和甫，满洲正黄旗人。", "--json")
    assert r.exit_code == 0, r.output
    assert json.loads(r.stdout)["verdict"] == "supported"
    r = invoke("check", project_dir, "兆惠", "乾隆十五年，命兼领户部侍郎。", "--json")
    doc = json.loads(r.stdout)
    assert doc["verdict"] == "not_supported" and doc["facts"][0]["error_type"] == "era"
    assert doc["suggestion"] == "乾隆十三年（1748），命兼领户部侍郎。" and doc["suggestion_verdict"] == "supported"
    r = invoke("check", project_dir, "兆惠", "兆惠，官至两江总督。", "--json")
    assert json.loads(r.stdout)["verdict"] == "not_included"


def test_check_unknown_person_exits_2(project_dir):
    r = invoke("check", project_dir, "无此人", "无此人，字某。")
    assert r.exit_code == 2 and "notaperson" in flat(r.output)


def test_review_lists_and_resolves(project_dir):
    r = invoke("review", project_dir)
    assert r.exit_code == 0 and "Nothing to review" in r.stdout
    assert f"shiguan check {project_dir} NAME" in r.stdout  # what the queue is for, and what fills it
    r = invoke("review", project_dir, "7", "--choose", "x")
    assert r.exit_code == 2 and "no review item #7" in r.output


def test_usage_without_calls(project_dir):
    r = invoke("usage", project_dir)
    assert r.exit_code == 0 and "no model calls recorded" in r.stdout


def test_model_configured_but_missing_file_is_a_clear_error(project_dir, monkeypatch):
    monkeypatch.setenv("SHIGUAN_MODEL_PATH", "/nonexistent/model.gguf")
    r = invoke("bio", project_dir, "兆惠")
    assert r.exit_code == 2
    assert "model_path" in flat(r.output) or "llama-cpp-python" in flat(r.output)


# The exit-code contract (shiguan.exitcodes): 0 done, 1 partly done, 2 usage or no single person,
# 3 the model failed. Every command that looks a name up keeps it.

def _lookup_args(command: str, root, name: str, tmp_path) -> list:
    return {"person": ["person", root, name], "bio": ["bio", root, name],
            "check": ["check", root, name, f"{name}，字和甫。"],
            "graph": ["graph", root, name, "-o", tmp_path / "g.html"]}[command]


@pytest.mark.parametrize("command", ["person", "bio", "check", "graph"])
def test_unknown_name_exits_2_from_every_command(project_dir, tmp_path, command):
    r = invoke(*_lookup_args(command, project_dir, "诸葛亮", tmp_path))
    assert r.exit_code == 2, r.output


@pytest.mark.parametrize("command", ["person", "bio", "check", "graph"])
def test_shared_name_exits_2_from_every_command(project_dir, tmp_path, command):
    r = invoke(*_lookup_args(command, project_dir, "傅鼐", tmp_path))
    assert r.exit_code == 2, r.output


def test_person_shared_name_lists_candidates_and_exits_2(project_dir):
    r = invoke("person", project_dir, "傅鼐")
    assert r.exit_code == 2
    assert "names 2 people: choose one with --id" in r.stdout
    r = invoke("person", project_dir, "傅鼐", "--json")
    assert r.exit_code == 2 and json.loads(r.stdout)["ambiguous"] is True


def test_person_unknown_name_says_so_without_a_dangling_colon(project_dir):
    r = invoke("person", project_dir, "常青")
    assert r.exit_code == 2
    assert r.stdout.strip() == "「常青」 is not a name in the knowledge graph; no chunk contains it either."
    assert invoke("person", project_dir, "常青", "--json").exit_code == 2


@pytest.mark.parametrize("command", ["person", "bio", "check", "graph"])
def test_id_that_is_not_one_of_the_names_people_is_refused(project_dir, tmp_path, command):
    ids = [c["entity_id"] for c in json.loads(invoke("person", project_dir, "傅鼐", "--json").stdout)["candidates"]]
    other = json.loads(invoke("person", project_dir, "兆惠", "--json").stdout)["person"]["entity_id"]
    r = invoke(*_lookup_args(command, project_dir, "傅鼐", tmp_path), "--id", other)
    assert r.exit_code == 2, r.output
    assert f"--id {other} is not one of the people 「傅鼐」 may mean" in r.stderr
    assert all(str(i) in r.stderr for i in ids)
    assert invoke(*_lookup_args(command, project_dir, "傅鼐", tmp_path), "--id", 99999).exit_code == 2


def test_id_reaches_a_kinsman_by_the_name_his_node_bears(tmp_path):
    """「弟康，字子丙…」: the node is named 康 (its aliases are 弟康 and 李康), so `bio 康 --id N`, as a
    reader copies it from a candidate table, is that man; another man's id is still refused."""
    from conftest import ingested_text

    from shiguan.retrieve.person import lookup

    project = ingested_text(tmp_path, "列传第一\n李甲\n李甲，字子乙，某郡人也。为某州刺史。卒。\n"
                                      "弟康，字子丙，为某县令。卒。\n")
    kin, head = (lookup(project, name).resolved.entity_id for name in ("李康", "李甲"))
    project.close()
    r = invoke("bio", project.root, "康", "--id", kin, "--rules")
    assert r.exit_code == 0 and "为某县令" in r.stdout, r.output
    assert invoke("bio", project.root, "康", "--id", head, "--rules").exit_code == 2


def test_bio_batch_with_some_names_refused_exits_1(project_dir, tmp_path):
    names = tmp_path / "names.txt"
    names.write_text("兆惠\n诸葛亮\n", encoding="utf-8")
    r = invoke("bio", project_dir, "--batch", names, "-o", tmp_path / "bios")
    assert r.exit_code == 1 and "1 written" in r.stdout and "诸葛亮" in r.stderr


def test_ask_refusal_is_an_answer_exit_0(project_dir):
    r = invoke("ask", project_dir, "诸葛亮的字是什么？")
    assert r.exit_code == 0, r.output
    assert r.stdout.strip()


@pytest.mark.parametrize("command, patch", [
    (["bio", "兆惠"], "shiguan.lang.zh.write.biography.write_rules_biography"),
    (["check", "兆惠", "兆惠，字和甫。"], "shiguan.lang.zh.verify.check.check_claim"),
    (["ask", "兆惠的字是什么？"], "shiguan.lang.zh.write.answer.answer_by_rules"),
])
def test_model_failure_exits_3(project_dir, monkeypatch, command, patch):
    from shiguan.llm import LLMError

    def fail(*args, **kwargs):
        raise LLMError("the model did not answer")

    monkeypatch.setattr(patch, fail)
    r = invoke(command[0], project_dir, *command[1:])
    assert r.exit_code == 3, r.output
    assert "the model did not answer" in r.stderr


def test_bio_batch_model_failure_exits_3(project_dir, tmp_path, monkeypatch):
    from shiguan.llm import LLMError

    def fail(*args, **kwargs):
        raise LLMError("the model did not answer")

    monkeypatch.setattr("shiguan.lang.zh.write.biography.write_rules_biography", fail)
    names = tmp_path / "names.txt"
    names.write_text("兆惠\n", encoding="utf-8")
    assert invoke("bio", project_dir, "--batch", names, "-o", tmp_path / "bios").exit_code == 3


def test_help_states_the_exit_code_contract():
    text = flat(invoke("--help").stdout)
    for part in ("Exitstatus", "0done", "1partlydone", "2usageerror", "3thelanguagemodelfailed"):
        assert part in text


# Output for a pipe (CliRunner's stdout is not a terminal) and for a terminal.

def test_piped_output_is_not_wrapped(project_dir):
    r = invoke("person", project_dir, "兆惠")
    entry = [line for line in r.stdout.splitlines() if line.startswith("- chunk") and "his own entry" in line]
    assert entry and all(len(line) > 80 and line.rstrip().endswith(".txt") for line in entry)
    assert all(len(line) == len(line.rstrip()) for line in r.stdout.splitlines())  # no padding to a width


def test_tags_in_output_are_not_eaten_as_markup(project_dir):
    r = invoke("person", project_dir, "兆惠")
    assert "[entry]" in r.stdout and "[mention]" in r.stdout


def test_piped_candidate_table_keeps_whole_document_paths(project_dir, corpus):
    r = invoke("person", project_dir, "傅鼐")
    for name in ("卷七十八.txt", "卷一百四十八.txt"):
        assert str(corpus[name]) in r.stdout


def test_suggested_command_is_shell_quoted_and_whole(tmp_path, corpus):
    root = tmp_path / "my project"
    assert invoke("init", root).exit_code == 0
    assert invoke("ingest", root, corpus["卷一百.txt"].parent, "--no-progress").exit_code == 0
    r = invoke("bio", root, "Andrew Carnegie")
    assert r.exit_code == 2
    assert f"`shiguan person '{root}' 'Andrew Carnegie'`" in r.stderr


def test_fulltext_cap_is_not_reported_as_a_count(project_dir, monkeypatch):
    monkeypatch.setattr("shiguan.retrieve.person.FULLTEXT_LIMIT", 2)
    monkeypatch.setattr("shiguan.api.FULLTEXT_LIMIT", 2)
    r = invoke("person", project_dir, "年")
    assert "at least 2 chunks contain it" in r.stdout


def test_control_characters_from_the_corpus_do_not_reach_the_terminal(project_dir, tmp_path):
    docs = tmp_path / "hostile"
    docs.mkdir()
    (docs / "卷九.txt").write_text("某甲\n某甲，字乙丙，顺天人。\x1b]0;title\x07\x1b[2J官至[b]丁戊巡检[/b]。\n",
                                 encoding="utf-8")
    assert invoke("ingest", project_dir, docs, "--no-progress").exit_code == 0
    for args in (["person", project_dir, "丁戊巡检"], ["person", project_dir, "某甲"],
                 ["ask", project_dir, "某甲的字是什么？"], ["bio", project_dir, "某甲"]):
        r = invoke(*args)
        assert "\x1b" not in r.stdout and "\x07" not in r.stdout, args
    r = invoke("person", project_dir, "丁戊巡检")
    assert "\\u001b[2J" in r.stdout and "[b]丁戊巡检[/b]" in r.stdout
    d = json.loads(invoke("person", project_dir, "丁戊巡检", "--json").stdout)
    assert any("\x1b[2J" in c["text"] for c in d["chunks"])  # JSON keeps the text exactly, escaped


def test_terminal_wraps_on_a_terminal_only_and_plain_keeps_json_valid():
    import io

    from shiguan.terminal import PIPE_WIDTH, Terminal, plain

    assert Terminal(file=io.StringIO(), force_terminal=True, width=40).size.width == 40
    assert Terminal(file=io.StringIO()).size.width == PIPE_WIDTH
    text = "a\x1b[2J\x7f\x9b\tb\n"
    assert plain(text) == "a\\u001b[2J\\u007f\\u009b\tb\n"
    assert json.loads(plain(json.dumps(text, ensure_ascii=False))) == text
