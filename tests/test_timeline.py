"""A biography planned as a timeline: order, dates with their era, the length budget, attached
biographies kept apart, and the model writing the plan step by step under code's checks."""

from __future__ import annotations

import json
import re

import pytest
from conftest import ingested_text

from shiguan.config import LLMSettings
from shiguan.ingest import ingest
from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.lang.zh.write.plan_writer import PLAN_STYLE, TimelineWriter, bare_years
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend
from shiguan.project import Project
from shiguan.retrieve.person import lookup, result_to_dict
from shiguan.write.plan import violations

# Written for these tests in the manner of the histories.
LIN = (
    "林中立\n"
    "林中立，字端甫，福建侯官人。乾隆十年进士，授编修。二十年，擢侍读学士。初，中立为诸生时，尝主鳌峰书院。"
    "十五年，迁侍讲。二十五年，授湖南巡抚，坐失察，降三级调用。寻复起，授左副都御史。三十年，卒，赠太子少保，"
    "谥文恪。\n"
    "子林绍，乾隆三十六年进士，官至刑部侍郎，卒，谥恭勤。\n"
)


@pytest.fixture
def lin(tmp_path):
    project = ingested_text(tmp_path, LIN)
    yield project
    project.close()


def text_of(bio) -> str:
    return "".join(s.text for s in bio.sentences)


def years(text: str) -> list[int]:
    return [int(y) for y in re.findall(r"（(\d{4})）", text)]


def test_the_career_is_written_in_the_order_of_years_not_of_the_page(lin):
    bio = write_rules_biography(lin, lookup(lin, "林中立"))
    text = text_of(bio)
    # 十五年 迁侍讲 stands after 二十年 in the entry; the biography puts it before
    assert text.index("侍讲") < text.index("侍读学士")
    assert years(text) == sorted(years(text))
    assert text.rstrip("。").endswith("谥文恪")  # the end comes last


def test_every_year_carries_its_era_and_its_gregorian_year(lin):
    text = text_of(write_rules_biography(lin, lookup(lin, "林中立")))
    assert "乾隆二十年（1755），擢侍读学士" in text and "乾隆三十年（1765），卒" in text
    assert not re.search(r"(?<![乾隆])[二三]十年", text.replace("乾隆", "乾"))


def test_a_date_governs_only_the_sentence_it_opens(lin):
    text = text_of(write_rules_biography(lin, lookup(lin, "林中立")))
    # 寻复起，授左副都御史 is read in the sentence after 二十五年's: it does not share that year
    sentence = next(s for s in re.split("(?<=。)", text) if "左副都御史" in s)
    assert "二十五年" not in sentence


def test_a_sons_attached_biography_is_his_own_and_listed_apart(lin):
    father = lookup(lin, "林中立")
    text = text_of(write_rules_biography(lin, father))
    assert "刑部侍郎" not in text and "恭勤" not in text and text.count("卒") == 1  # he dies once
    data = result_to_dict(lin, father)
    assert data["attached"] and all("林绍" in h["text"] for h in data["attached"])
    son = lookup(lin, "林绍")
    assert son.resolved is not None
    son_text = text_of(write_rules_biography(lin, son))
    assert "刑部侍郎" in son_text and "恭勤" in son_text


def test_what_stays_when_space_runs_out(lin):
    found = lookup(lin, "林中立")
    short = write_rules_biography(lin, found, max_chars=60)
    text = text_of(short)
    assert len(text) <= 60
    assert text.startswith("林中立，字端甫，福建侯官人")  # the opening always stays
    assert "卒" in text and "谥文恪" in text  # then the end
    left = [x["text"] for x in short.left_out]
    assert any("鳌峰书院" in t for t in left)  # a teaching post goes before the degree and death
    priorities = [x["priority"] for x in short.left_out]
    assert priorities == sorted(priorities, reverse=True)  # lowest priority first
    assert violations([]) == 0


# -- the model writes the plan --------------------------------------------------------------------

NOT_INCLUDED = json.dumps({"verdict": "not_included", "evidence": "", "explanation": "not in the references"})


def writer(project, replies):
    """A TimelineWriter whose model says `replies` in turn (the Verifier's own questions are told
    the fact is not included)."""
    pending = iter(replies)

    def reply(request):
        return NOT_INCLUDED if request.json_schema is not None else next(pending)
    backend = ScriptedBackend([reply] * 60)
    llm = LLM(backend, project.store, LLMSettings(backend="none"), sleep=lambda s: None)
    return TimelineWriter(project, lookup(project, "兆惠"), llm), backend


def test_the_model_words_the_plan_and_code_keeps_what_checks_out(project):
    w, backend = writer(project, [
        "兆惠，字和甫，吴雅氏，满洲正黄旗人，父佛标",
        "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领",
        "乾隆十三年，兼领户部侍郎",
        "乾隆二十九年，兆惠卒，赠太保，谥文襄",
    ])
    bio = w.write()
    assert [s.text for s in bio.sentences] == [
        "兆惠，字和甫，吴雅氏，满洲正黄旗人，父佛标。",
        "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。",
        "乾隆十三年（1748），兼领户部侍郎。",  # code adds the Gregorian year
        "乾隆二十九年（1764），兆惠卒，赠太保，谥文襄。",
    ]
    assert all(s.citations for s in bio.sentences) and not bio.dropped
    # each request holds that step's facts and source sentences, nothing else of the entry
    first = [r for r in backend.seen if r.json_schema is None][2].messages[-1].content
    assert "兼领户部侍郎" in first and "文襄" not in first


def test_a_sentence_with_the_prompts_words_is_never_kept(project):
    w, _ = writer(project, [
        "本句所记：兆惠，字和甫，吴雅氏，满洲正黄旗人，父佛标",
        "兆惠，只用所给的事实，字和甫，吴雅氏，满洲正黄旗人，父佛标",
        "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领",
        "乾隆十三年，兼领户部侍郎",
        "乾隆二十九年，卒，赠太保，谥文襄",
    ])
    bio = w.write()
    text = "".join(s.text for s in bio.sentences)
    windows = {PLAN_STYLE[i:i + 4] for i in range(len(PLAN_STYLE) - 3)}
    assert not any(w_ in text for w_ in windows) and "本句所记" not in text and "所据原文" not in text
    assert bio.sentences[0].text == "兆惠，字和甫，吴雅氏，满洲正黄旗人，父佛标。"  # the rules' sentence
    assert "written by rules" in bio.sentences[0].actions[0] and "instructions" in bio.sentences[0].actions[0]


def test_a_year_the_step_does_not_have_or_a_left_out_fact_falls_back_to_the_rules(project):
    w, _ = writer(project, [
        "兆惠，字和甫，吴雅氏，满洲正黄旗人，父佛标",
        "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领",
        "乾隆十五年，兼领户部侍郎",  # a year the step does not have
        "乾隆十五年，兼领户部侍郎",
        "乾隆二十九年，卒，赠太保",  # leaves out 谥文襄
        "乾隆二十九年，卒",
    ])
    bio = w.write()
    texts = [s.text for s in bio.sentences]
    assert texts[2] == "乾隆十三年（1748），兼领户部侍郎。" and "1750" in bio.sentences[2].actions[0]
    assert texts[3] == "乾隆二十九年（1764），卒，赠太保，谥文襄。" and "leaves out 文襄" in bio.sentences[3].actions[0]
    assert years("".join(texts)) == sorted(years("".join(texts)))


# A 明 official across the change of reign (written for this test): 建文 and 永乐 count their
# 元年 from the new year after the accession (1399, 1403), not from the accession (1398, 1402).
ZHOU = (
    "周允中\n"
    "周允中，字执之，江西吉水人。洪武二十七年进士，授编修。建文元年，迁侍讲。三年，擢礼部侍郎。"
    "永乐元年，调吏部侍郎。五年，出为湖广布政使。二十二年，卒，谥文简。\n"
)


def test_a_ming_biography_gives_the_years_of_jianwen_and_yongle(tmp_path):
    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "卷.txt").write_text(ZHOU, encoding="utf-8")
    project = Project.init(tmp_path / "p")
    try:
        ingest(project, [tmp_path / "c"])
        text = text_of(write_rules_biography(project, lookup(project, "周允中")))
    finally:
        project.close()
    for dated in ("建文元年（1399），迁侍讲", "建文三年（1401），擢礼部侍郎", "永乐元年（1403），调吏部侍郎",
                  "永乐五年（1407），出为湖广布政使", "永乐二十二年（1424），卒"):
        assert dated in text, text


def test_a_duration_is_no_year_without_its_era():
    # a named deed may tell how long he stayed (在某地前后垂四十年): no year to date
    assert bare_years("在某地前后垂四十年", ("清",)) == []
    assert bare_years("卒于二十七年", ("清",)) == ["二十七年"]
