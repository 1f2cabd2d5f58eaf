"""The model's research queries and headings on the rules' 纪事本末 (article/research.py): the
(scripted) model proposes, code keeps a query only while it stays on topic and a heading only
when its sentences hold what it names; the plan's facts stay the rules'."""

from __future__ import annotations

import json

import pytest
from conftest import ingested_text
from typer.testing import CliRunner

from shiguan import cli
from shiguan.article.chronicle import write_rules_article
from shiguan.article.research import researched_article
from shiguan.config import LLMSettings
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend

# Invented for these tests, in the manner of the histories: 河兵 is told only in the lives of the
# river's men, 科举 only in another man's.
CORPUS = (
    "张达王通赵六\n"
    "张达，字子通，江南山阳人。康熙十年进士。二十年，黄河决萧家渡，达驰往堵筑，三月工竣。"
    "二十二年，达增设河兵千名，分守要工。二十四年，达率河兵疏濬清口。二十八年，卒。\n"
    "王通，字仲达，河南祥符人。乾隆五年，授江南河道总督。六年，黄河溢铜山，通亲督堵筑，合龙。"
    "七年，通奏定黄河岁修之制。八年，通请增河兵三百，从之。十年，卒。\n"
    "赵六，字季良，浙江仁和人。康熙三十年，六主江南科举。三十三年，六再主顺天科举。"
    "三十六年，六条上科举之弊。四十年，六典科举。四十二年，卒。\n"
)
GOOD = json.dumps({"questions": [
    {"question": "谁管守堤的兵？", "query": "河兵"},
    {"question": "科举如何？", "query": "科举"},  # off topic: another man's life
    {"question": "王通做了什么？", "query": "王通"},  # a name
    {"question": "黄河决口", "query": "黄河"},  # the plan searches by it already
    {"question": "何年？", "query": "1742年"},  # not a term
    {"question": "乾隆朝如何？", "query": "乾隆"},  # an era
]}, ensure_ascii=False)


@pytest.fixture
def river(tmp_path):
    project = ingested_text(tmp_path, CORPUS)
    yield project
    project.close()


def scripted(project, research: str, headings: list[str]):
    """A model answering the research request with `research` and the heading requests in turn
    (no call log: a test asks the same request twice with another reply)."""
    left = list(headings)

    def reply(request):
        if "research questions" in request.messages[0].content:
            return research
        return left.pop(0) if left else ""
    backend = ScriptedBackend([reply] * 20)
    return LLM(backend, None, LLMSettings(backend="none"), sleep=lambda s: None), backend


def sentences(article) -> list[str]:
    return [s.text for sec in article.sections for s in sec.sentences]


def test_a_query_on_topic_adds_sentences_that_pass_the_rules_filters(river):
    rules = sentences(write_rules_article(river, "黄河", "zh", None))
    llm, _ = scripted(river, GOOD, [])
    article = researched_article(river, llm, "黄河", None)
    said = sentences(article)
    research = article.planning["research"]
    kept = {q["query"]: q for q in research["questions"]}
    assert kept["河兵"]["kept"] and kept["河兵"]["planned"] >= 2
    assert not any("河兵" in s for s in rules)
    # what the query gathers is told as the rules tell it: dated, the actor named, cited
    assert "康熙二十二年（1683），张达增设河兵千名，分守要工。" in said
    assert all(s in said for s in rules)
    report = json.loads(article.to_json())
    assert all(s["refs"] for sec in report["sections"] for s in sec["sentences"])
    assert research["sentences_added"] >= 2
    # refused: another man's matter, a name, a term the plan has, no term at all
    assert "off topic" in kept["科举"]["why"] and not kept["科举"]["kept"]
    assert "name" in kept["王通"]["why"]
    assert "already" in kept["黄河"]["why"]
    assert "not a term" in kept["1742年"]["why"]
    assert "an era" in kept["乾隆"]["why"]
    assert not any("科举" in s for s in said)


def test_a_heading_is_kept_only_when_its_sentences_hold_what_it_names(river):
    llm, backend = scripted(river, '{"questions": []}', ['{"headings": ["赵六治河"]}'])
    article = researched_article(river, llm, "黄河", None)
    headed = article.planning["research"]["headings"]
    # a known man the section's sentences do not hold: the rules' heading stands
    assert "赵六" in headed[0]["why"] and headed[0]["heading"] == headed[0]["rules"]
    llm, _ = scripted(river, '{"questions": []}', ['{"headings": ["黄河堵筑"]}'])
    article = researched_article(river, llm, "黄河", None)
    headed = article.planning["research"]["headings"]
    rules_period = headed[0]["rules"][headed[0]["rules"].index("（"):]
    assert headed[0]["heading"] == "黄河堵筑" + rules_period  # the period is the plan's
    assert article.sections[0].heading == headed[0]["heading"]
    # a man the sentences hold, heading a part where others act too, would be given their deeds
    llm, _ = scripted(river, '{"questions": []}', ['{"headings": ["张达堵筑"]}'])
    headed = researched_article(river, llm, "黄河", None).planning["research"]["headings"]
    assert "张达, who acts in" in headed[0]["why"] and headed[0]["heading"] == headed[0]["rules"]


@pytest.mark.parametrize("reply", ["", "黄河之事甚多", '{"questions": "河兵"}'])
def test_a_bad_reply_leaves_the_rules_plan_and_costs_one_call(river, reply):
    rules = write_rules_article(river, "黄河", "zh", None)
    llm, backend = scripted(river, reply, [reply] * 5)
    article = researched_article(river, llm, "黄河", None)
    assert sentences(article) == sentences(rules)
    assert [s.heading for s in article.sections] == [s.heading for s in rules.sections]
    research = article.planning["research"]
    assert research["questions"] == [] and research["refused_replies"]
    assert len(backend.seen) == 2  # the research request and one for every heading; no retry


# the 1.5B demo model's reply to the 黄河 research request on the bench corpus (recorded in its
# call log): in a code fence, each "term" a list of terms the plan already searches by
RECORDED = ('```json\n{\n  "questions": [\n    {\n      "question": "黄河的上游和下游分别是什么地方？",\n'
            '      "query": "黄河上游、下游"\n    },\n    {\n      "question": "黄河的河工和堤工分别是什么机构？",\n'
            '      "query": "黄河河工、堤工"\n    }\n  ]\n}\n```')


def test_the_demo_models_recorded_questions_are_read_term_by_term_and_refused(river):
    rules = write_rules_article(river, "黄河", "zh", None)
    llm, _ = scripted(river, RECORDED, [])
    article = researched_article(river, llm, "黄河", None)
    asked = article.planning["research"]["questions"]
    assert [a["query"] for a in asked] == ["黄河上游", "下游", "黄河河工", "堤工"]
    assert not any(a["kept"] for a in asked) and "already" in asked[0]["why"] and "off topic" in asked[1]["why"]
    assert sentences(article) == sentences(rules)


def test_a_heading_is_given_once_and_an_undated_part_says_so(river):
    from shiguan.article.research import Research
    from shiguan.lang.zh.write.chronicle import UNDATED, write_chronicle
    from shiguan.write.chronicle_plan import ChronicleSection

    plan = write_chronicle(river, "黄河")
    told = plan.sections[0].sentences
    rules = plan.sections[0].heading
    plan.sections = [ChronicleSection(rules, told), ChronicleSection(UNDATED, told)] + [
        ChronicleSection(rules, told) for _ in range(3)]
    llm, backend = scripted(river, "", ['{"headings": ["黄河堵筑", "黄河决溢", "黄河堵筑", "1742年"]}'])
    headed = Research(river, llm, "黄河").headings(plan)
    assert len(backend.seen) == 1 and backend.seen[0].messages[-1].content.count("Section ") == 5  # one request
    assert [h.heading for h in headed][:2] == ["黄河堵筑" + rules[rules.index("（"):], f"黄河决溢（{UNDATED}）"]
    assert "earlier section" in headed[2].why and headed[2].heading == rules
    assert headed[3].why.startswith("refused: not a short heading") and headed[3].heading == rules
    assert headed[4].why == "no heading: the reply gave none for it" and headed[4].heading == rules


def test_cli_plan_researched_keeps_the_rules_words_and_reports_the_research(river, tmp_path, monkeypatch):
    llm, _ = scripted(river, GOOD, ['{"headings": ["黄河堵筑"]}'])
    monkeypatch.setattr("shiguan.cli.writing.open_model", lambda project, quiet: llm)
    out = tmp_path / "a.md"
    result = CliRunner().invoke(cli.app, ["article", str(river.root), "黄河", "--plan", "researched", "-o", str(out)])
    assert result.exit_code == 0, result.output
    report = json.loads(out.with_suffix(".json").read_text("utf-8"))
    assert report["plan"] == "researched" and report["planning"]["research"]["sentences_added"] >= 2
    assert report["sections"][0]["heading"].startswith("黄河堵筑（")
    assert "proposed research queries and headings" in out.read_text("utf-8")
