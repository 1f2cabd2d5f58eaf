"""The worded article's introduction and conclusion: the (scripted) model proposes sentences from the body's own
numbered sentences, each naming those it rests on; code and the Verifier keep only what stands in
them, and the kept ones cite their sources."""

from __future__ import annotations

import json

from test_article_wording import by_text, river  # noqa: F401 (the fixture)

from shiguan.article.chronicle import write_rules_article
from shiguan.article.wording import write_worded_article
from shiguan.config import LLMSettings
from shiguan.llm import LLM
from shiguan.llm.scripted import ScriptedBackend


def leading(project, lead: str, close: str = ""):
    """A model that words no planned sentence (it repeats it, which code refuses) and answers the
    introduction's request with `lead`, the conclusion's with `close`."""
    seen = []

    def reply(request):
        if request.messages[0].content.lstrip().startswith("You write the introduction"):
            seen.append(request.messages[-1].content)
            return lead
        if request.messages[0].content.lstrip().startswith("You write the conclusion"):
            return close
        return request.messages[-1].content.strip().split("\n")[0]
    backend = ScriptedBackend([reply] * 100)
    return LLM(backend, project.store, LLMSettings(backend="none"), sleep=lambda s: None), seen


def numbered(project) -> dict[str, int]:
    """The body sentences the model is shown, by text: the rules' (this model's wordings are all
    refused), numbered as the article reads."""
    article = write_rules_article(project, "黄河", "zh", None)
    return {s.text: i for i, s in enumerate((s for sec in article.sections for s in sec.sentences), 1)}


def written(project, lead) -> tuple[dict, list[str]]:
    llm, seen = leading(project, lead if isinstance(lead, str) else json.dumps({"sentences": lead},
                                                                               ensure_ascii=False))
    report = json.loads(write_worded_article(project, llm, "黄河", "zh", None).to_json())
    return report, seen


def test_the_model_sees_the_body_numbered_and_a_kept_sentence_cites_its_sources(river):  # noqa: F811
    shown = numbered(river)
    seven, breach = shown["乾隆七年（1742），王通奏定黄河岁修之制。"], shown["乾隆八年（1743），黄河水涨，决民堰。"]
    good = {"text": "乾隆七年（1742），王通定黄河岁修之制；次年黄河水涨，决民堰", "rests_on": [seven, breach]}
    report, seen = written(river, [good])
    assert numbered(river) == {line.split(". ", 1)[1]: int(line.split(". ", 1)[0])
                               for line in seen[0].strip().splitlines()}  # as the model was shown them
    intro = report["sections"][0]
    assert intro["kind"] == "intro" and [s["text"] for s in intro["sentences"]] == [
        "乾隆七年（1742），王通定黄河岁修之制；次年黄河水涨，决民堰。"]
    body = {s["text"]: s for sec in report["sections"][1:] for s in sec["sentences"]}
    # the references of the body sentences it rests on: no new source, no fact outside the plan
    said = intro["sentences"][0]
    assert said["refs"] == [*body["乾隆七年（1742），王通奏定黄河岁修之制。"]["refs"],
                            *body["乾隆八年（1743），黄河水涨，决民堰。"]["refs"]] and said["verdict"] == "supported"
    assert report["planning"]["lead"]["proposed"][0]["kept"]
    assert report["cost"]["requests_by_stage"]["article-lead"] == 1


def test_each_bad_proposal_is_refused_and_says_why(river):  # noqa: F811
    shown = numbered(river)
    seven = shown["乾隆七年（1742），王通奏定黄河岁修之制。"]
    navy = shown["康熙三十年（1691），李成请设黄河水师营，上从之。"]
    bad = [{"text": "乾隆八年，王通奏定黄河岁修之制", "rests_on": [seven]},  # a year its sentence does not hold
           {"text": "乾隆七年（1742），王通与张达奏定黄河岁修之制", "rests_on": [seven]},  # a name it does not
           {"text": "王通定黄河岁修之制", "rests_on": []},  # cites nothing
           {"text": "李成请设黄河水师营", "rests_on": [99]},  # a number no body sentence has
           {"text": "康熙三十年（1691），李成成功请设黄河水师营", "rests_on": [navy]},  # a claim of its own
           {"text": "康熙三十年（1691），李成请设黄河水师营，上从之", "rests_on": [navy]}]  # the body sentence again
    report, _ = written(river, bad)
    assert all(sec["kind"] == "body" for sec in report["sections"])
    why = [p["why"] for p in report["planning"]["lead"]["proposed"]]
    assert why[0] == "refused: states a date its body sentences do not (乾隆八年)"  # no year added to it
    assert why[1] == "refused: names 张达, whom or which its body sentences do not"
    assert why[2] == "refused: cites no body sentence"
    assert why[3] == "refused: cites 99, which is no body sentence"
    assert why[4] == "refused: adds 「成功」, which its body sentences do not say"
    assert why[5] == "refused: repeats a sentence as it stands"
    # only the first three are read: the rest are refused unread
    assert not any(p["kept"] for p in report["planning"]["lead"]["proposed"])


def test_an_era_date_gets_only_a_gregorian_year_its_body_sentences_give(river):  # noqa: F811
    """The introduction's own tidying added 乾隆二年（1737） inside a quoted memorial, a year no
    sentence it rests on states; an era date they date is given its year as before."""
    seven = numbered(river)["乾隆七年（1742），王通奏定黄河岁修之制。"]
    report, _ = written(river, [{"text": "乾隆七年，王通定黄河岁修之制", "rests_on": [seven]},
                                {"text": "王通奏： 堤工自乾隆二年岁修", "rests_on": [seven]}])
    dated, quoted = report["planning"]["lead"]["proposed"]
    assert dated["text"] == "乾隆七年（1742），王通定黄河岁修之制。" and dated["kept"]
    assert quoted["text"] == "王通奏： 堤工自乾隆二年岁修。" and not quoted["kept"]


def test_a_reply_that_is_not_json_leaves_no_introduction(river):  # noqa: F811
    report, _ = written(river, "这是一段介绍。")
    assert report["planning"]["lead"]["refused_reply"].startswith("the reply is not JSON of the asked shape")
    assert report["planning"]["lead"]["proposed"] == []
    assert all(sec["kind"] == "body" for sec in report["sections"])


def test_an_empty_reply_leaves_no_introduction(river):  # noqa: F811
    report, _ = written(river, "")
    assert report["planning"]["lead"]["refused_reply"] == "the reply is empty"
    assert report["planning"]["lead"]["proposed"] == []
    assert all(sec["kind"] == "body" for sec in report["sections"])


def test_an_office_or_a_claim_its_body_sentences_do_not_hold_is_refused(river):  # noqa: F811
    seven = numbered(river)["乾隆七年（1742），王通奏定黄河岁修之制。"]
    report, _ = written(river, [
        {"text": "乾隆七年（1742），河道总督王通奏定黄河岁修之制", "rests_on": [seven]},  # an office read elsewhere
        {"text": "乾隆七年（1742），王通奏定黄河岁修之制，百姓称颂感激万分", "rests_on": [seven]}])  # code lets it by
    first, second = report["planning"]["lead"]["proposed"]
    assert first["why"] == "refused: names the office 河道总督, which its body sentences do not"
    assert second["why"].startswith("refused: not verified: ") and not second["kept"]


def test_at_most_three_sentences_are_kept_and_the_markdown_says_who_wrote_them(river):  # noqa: F811
    shown = numbered(river)
    seven, breach = shown["乾隆七年（1742），王通奏定黄河岁修之制。"], shown["乾隆八年（1743），黄河水涨，决民堰。"]
    good = [{"text": "王通定黄河岁修之制", "rests_on": [seven]},
            {"text": "乾隆七年（1742），王通定黄河岁修之制", "rests_on": [seven]},
            {"text": "乾隆八年（1743），黄河决民堰", "rests_on": [breach]},
            {"text": "乾隆八年，黄河水涨", "rests_on": [breach]}]
    llm, _ = leading(river, json.dumps({"sentences": good}, ensure_ascii=False))
    article = write_worded_article(river, llm, "黄河", "zh", None)
    report = json.loads(article.to_json())
    kept = [p["kept"] for p in report["planning"]["lead"]["proposed"]]
    assert kept == [True, True, True, False]
    assert report["planning"]["lead"]["proposed"][3]["why"] == "refused: beyond the sentences asked for"
    assert len(report["sections"][0]["sentences"]) == 3 and report["cost"]["worded_by_model"] == 0
    assert "the introduction's and conclusion's 3 sentence(s) written by the model" in article.markdown()


def test_the_conclusion_follows_the_body_and_says_nothing_the_introduction_said(river):  # noqa: F811
    shown = numbered(river)
    last = max(shown.values())
    ninth = shown["乾隆九年（1744），河道总督李四奏请疏濬黄河。"]
    said = {"text": "乾隆九年（1744），李四奏请疏濬黄河", "rests_on": [ninth]}
    llm, _ = leading(river, json.dumps({"sentences": [said]}, ensure_ascii=False),
                     json.dumps({"sentences": [said, {"text": "乾隆九年（1744），李四请疏濬黄河", "rests_on": [last]}]},
                                ensure_ascii=False))
    report = json.loads(write_worded_article(river, llm, "黄河", "zh", None).to_json())
    assert [sec["kind"] for sec in report["sections"]][::len(report["sections"]) - 1] == ["intro", "conclusion"]
    again, kept = report["planning"]["conclusion"]["proposed"]
    assert again["why"] == "refused: repeats a sentence as it stands"  # the introduction said it
    assert kept["kept"] and report["sections"][-1]["sentences"][0]["text"] == "乾隆九年（1744），李四请疏濬黄河。"
    assert report["cost"]["requests_by_stage"]["article-close"] == 1


def test_the_researched_plan_is_framed_too_and_its_body_stays_in_the_rules_words(river):  # noqa: F811
    from shiguan.article.wording import write_researched_article

    seven = numbered(river)["乾隆七年（1742），王通奏定黄河岁修之制。"]
    llm, _ = leading(river, json.dumps({"sentences": [{"text": "乾隆七年（1742），王通定黄河岁修之制",
                                                       "rests_on": [seven]}]}, ensure_ascii=False))
    report = json.loads(write_researched_article(river, llm, "黄河", None).to_json())
    assert report["plan"] == "researched" and report["sections"][0]["kind"] == "intro"
    assert report["sections"][0]["sentences"][0]["refs"] == [1]
    body = [s["text"] for sec in report["sections"] if sec["kind"] == "body" for s in sec["sentences"]]
    assert body == list(numbered(river))  # unworded
    assert report["cost"]["requests_by_stage"]["article-lead"] == 1
    assert report["cost"]["model_calls"] == sum(report["cost"]["requests_by_stage"].values())


def test_a_sentence_resting_on_two_cannot_trade_their_actors_or_dates(river):  # noqa: F811
    """The Verifier reads the cited body sentences together, and let each of these by."""
    shown = numbered(river)
    seven = shown["乾隆七年（1742），王通奏定黄河岁修之制。"]
    navy = shown["康熙三十年（1691），李成请设黄河水师营，上从之。"]
    report, _ = written(river, [{"text": "乾隆七年（1742），李成奏定黄河岁修之制", "rests_on": [seven, navy]},
                                {"text": "乾隆七年（1742），李成请设黄河水师营", "rests_on": [seven, navy]},
                                {"text": "王通奏定黄河岁修之制，请设黄河水师营", "rests_on": [seven, navy]},
                                {"text": "王通奏定黄河岁修之制，李成请设黄河水师营", "rests_on": [seven, navy]}])
    why = [p["why"] for p in report["planning"]["lead"]["proposed"]]
    assert why[:3] == ["refused: joins 乾隆七年、1742、李成 to a deed no single body sentence it cites gives them",
                       "refused: joins 乾隆七年、1742、李成 to a deed no single body sentence it cites gives them",
                       "refused: joins 王通 to a deed no single body sentence it cites gives them"]
    assert why[3].startswith("kept")  # each man with his own deed


def test_a_negation_its_body_sentence_does_not_hold_is_refused(river):  # noqa: F811
    """「王通未能奏定黄河岁修之制」 passed the Verifier against 「…王通奏定黄河岁修之制」."""
    seven = numbered(river)["乾隆七年（1742），王通奏定黄河岁修之制。"]
    report, _ = written(river, [{"text": "王通未能奏定黄河岁修之制", "rests_on": [seven]},
                                {"text": "王通不久奏定黄河岁修之制", "rests_on": [seven]}])
    first, second = report["planning"]["lead"]["proposed"]
    assert first["why"] == "refused: adds a negation (「未」), which its body sentences do not hold"
    assert "negation" not in second["why"]  # 不久 (soon) negates nothing


def test_a_body_sentence_in_other_words_is_no_introduction(river):  # noqa: F811
    """The demo model's introduction to 黄河 was 「黄河决后，开封城垣淤圮」 beside the body's
    「河决后，开封城垣淤圮」: the same characters, the topic's aside."""
    breach = numbered(river)["乾隆八年（1743），黄河水涨，决民堰。"]
    report, _ = written(river, [{"text": "乾隆八年（1743），黄河水涨决民堰", "rests_on": [breach]}])
    assert report["planning"]["lead"]["proposed"][0]["why"] == "refused: repeats a sentence in other words"
    assert all(sec["kind"] == "body" for sec in report["sections"])


def test_an_english_introduction_that_adds_a_negation_is_refused_though_the_judge_vouches(river):  # noqa: F811
    """English over Chinese sources: the judge reads the body sentence and vouches; code reads the
    English parse's "not" against a body sentence that denies nothing (lang/en/polarity.py)."""
    seven = numbered(river)["乾隆七年（1742），王通奏定黄河岁修之制。"]
    lead = [{"text": "In 1742, Wang Tong (王通) did not fix the rules of the Yellow River's yearly repairs.",
             "rests_on": [seven]},
            {"text": "In 1742, Wang Tong (王通) fixed the rules of the Yellow River's yearly repairs.",
             "rests_on": [seven]}]

    def reply(request):
        if request.json_schema is not None and "sentences" not in json.dumps(request.json_schema):
            return json.dumps({"verdict": "supported", "evidence": "王通奏定黄河岁修之制"})
        if request.messages[0].content.lstrip().startswith("You write the introduction"):
            return json.dumps({"sentences": lead}, ensure_ascii=False)
        return "{}"
    llm = LLM(ScriptedBackend([reply] * 100), river.store, LLMSettings(backend="none"), sleep=lambda s: None)
    report = json.loads(write_worded_article(river, llm, "黄河", "en", None).to_json())
    first, second = report["planning"]["lead"]["proposed"]
    assert first["why"] == "refused: adds a negation (“not”), which its body sentences do not hold"
    assert second["kept"]  # the judge vouches for either: the refusal is code's
