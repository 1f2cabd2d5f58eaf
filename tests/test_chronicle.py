"""The rules-only article (a 纪事本末): gathered sentences, each one clause group with its actor
named by the attribution, dated, cited and in time order, within the budget; no model."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from shiguan import cli
from shiguan.ingest import ingest
from shiguan.lang.zh.write.chronicle import write_chronicle
from shiguan.project import Project

# Invented for these tests, in the manner of the histories.
RIVER = {
    "卷一.txt": (
        "张达李成\n"
        "张达，字子通，江南山阳人。康熙十年进士，授编修。二十年，黄河决萧家渡，达驰往堵筑，三月工竣。"
        "二十三年，授河道总督。达疏请於黄河北岸筑缕堤，从之。二十八年，卒，谥恪勤。\n"
        "李成，字伯玉，山东济宁人。以举人授知县。康熙二十年，偕张达塞黄河萧家渡决口。三十年，成请设黄河水师营，"
        "上从之。三十二年，成修黄河北岸堤，筑月堤三；创设商船赴粤贸易。寻卒。\n"
    ),
    "卷二.txt": (
        "王通\n"
        "王通，字仲达，河南祥符人。雍正二年进士。乾隆五年，授江南河道总督。六年，黄河溢铜山，通亲督堵筑，合龙。"
        "七年，通奏定黄河岁修之制。八年，黄河水涨，决民堰。九年，河道总督李四奏请疏濬黄河。十年，卒。\n"
    ),
}


@pytest.fixture
def river(tmp_path):
    (tmp_path / "c").mkdir()
    for name, text in RIVER.items():
        (tmp_path / "c" / name).write_text(text, encoding="utf-8")
    project = Project.init(tmp_path / "p")
    ingest(project, [tmp_path / "c"])
    yield project
    project.close()


def told(project, topic="黄河", max_chars=None) -> list:
    return [t for s in write_chronicle(project, topic, max_chars).sections for t in s.sentences]


def test_each_sentence_is_a_source_clause_group_with_its_actor_and_date(river):
    said = [t.text for t in told(river)]
    # the given name the source writes (通) becomes the full name, the bare year gets its era and year
    assert "乾隆七年（1742），王通奏定黄河岁修之制。" in said
    # a flood is nobody's deed: the response to it is the actor's, and he is named before it only
    flood = next(t for t in said if "铜山" in t)
    assert flood == "乾隆六年（1741），黄河溢铜山，王通亲督堵筑，合龙。"  # his clauses run on
    # the water breached the dike, not he: no actor is put before a breach
    assert "乾隆八年（1743），黄河水涨，决民堰。" in said
    # an official named after his title is the actor of his own clause, not the biography's subject
    assert "乾隆九年（1744），河道总督李四奏请疏濬黄河。" in said
    years = [int(y) for t in said for y in re.findall(r"（(\d{4})）", t)]
    assert years == sorted(years)


def test_a_group_runs_on_through_his_clauses_but_not_past_a_semicolon(river):
    said = [t.text for t in told(river)]
    assert "康熙三十二年（1693），李成修黄河北岸堤，筑月堤三。" in said
    assert not any("商船" in t for t in said)  # another matter, after 「；」


def test_an_appointment_alone_is_not_a_deed_and_is_counted(river):
    chronicle = write_chronicle(river, "黄河")
    text = "".join(t.text for s in chronicle.sections for t in s.sentences)
    assert "授河道总督" not in text and "授江南河道总督" not in text


def test_one_episode_told_by_two_biographies_is_said_once(river):
    said = [t for t in told(river) if "萧家渡" in t.text]
    assert len(said) == 1 and said[0].corroboration == 2 and said[0].priority == "corroborated"


def test_the_budget_keeps_the_most_corroborated_first(river):
    short = told(river, max_chars=40)
    assert len(short) == 1 and "萧家渡" in short[0].text


def test_clauses_are_stored_at_ingest_and_read_again_when_missing(river):
    doc = river.store.documents()[0].id
    stored = river.store.clauses_of(doc)
    assert stored and all(len(c) == 5 for c in stored)
    before = [t.text for t in told(river)]
    river.store.db.execute("DELETE FROM clauses")
    assert river.store.clauses_of(doc) is None
    assert [t.text for t in told(river)] == before  # read again from the document, the same article


def test_cli_writes_the_rules_article_without_a_model(river, tmp_path):
    out = tmp_path / "a.md"
    result = CliRunner().invoke(cli.app, ["article", str(river.root), "黄河", "-o", str(out)])
    assert result.exit_code == 0, result.output
    markdown = out.read_text("utf-8")
    assert markdown.startswith("# 黄河纪事本末") and "Written without a model" in markdown
    report = json.loads(out.with_suffix(".json").read_text("utf-8"))
    assert report["plan"] == "rules" and report["cost"]["model_calls"] == 0
    references = {r["ref"]: r["text"] for r in report["references"]}
    sentences = [s for sec in report["sections"] for s in sec["sentences"]]
    assert sentences and all(s["refs"] for s in sentences)
    for s in sentences:  # what is said beyond the date and the actor's name stands in the cited source
        body = re.sub(r"^[^，]*（\d{4}），", "", s["text"]).rstrip("。")
        tail = body[-4:]
        assert any(tail in references[r] for r in s["refs"]), (s, references)
    planning = report["planning"]
    assert all(p["actor"] or "溢" in p["text"] or "决" in p["text"] for p in planning["sentences"])
    scores = CliRunner().invoke(cli.app, ["eval", "article", str(out.with_suffix(".json")), "--json"])
    assert scores.exit_code == 0, scores.output
    scored = json.loads(scores.output)  # no claim was checked: no rate, rather than a coverage of 0
    assert scored["claims"] == 0 and scored["coverage_rate"] is None and scored["hallucination_rate"] is None
    assert scored["overlap_supported"] > 0.5


def test_cli_outline_only_and_refusals_without_a_model(river):
    outline = CliRunner().invoke(cli.app, ["article", str(river.root), "黄河", "--outline-only"])
    assert outline.exit_code == 0 and outline.output.startswith("# 黄河纪事本末") and "## " in outline.output
    kg = CliRunner().invoke(cli.app, ["article", str(river.root), "黄河", "--plan", "kg"])
    assert kg.exit_code == 2 and "needs a language model" in kg.output
    nothing = CliRunner().invoke(cli.app, ["article", str(river.root), "漕运"])
    assert nothing.exit_code == 2 and "nothing in the corpus" in nothing.output
    english = CliRunner().invoke(cli.app, ["article", str(river.root), "黄河", "--lang", "en"])
    assert english.exit_code == 2 and "no English narrative" in english.output
