"""Verifier, Router and Solvers on the fixture chapters; the model parts with the scripted backend."""

from __future__ import annotations

import json

import pytest

from shiguan.config import LLMSettings
from shiguan.lang.zh.verify.check import check_claim
from shiguan.lang.zh.verify.solvers import route
from shiguan.llm import LLM, LLMError
from shiguan.llm.scripted import ScriptedBackend
from shiguan.retrieve.person import lookup


def scripted(project, script, **settings) -> LLM:
    return LLM(ScriptedBackend(script), project.store, LLMSettings(backend="none", **settings), sleep=lambda s: None)


def check(project, name, claim, llm=None):
    return check_claim(project, lookup(project, name), claim, llm)


def test_true_opening_is_supported_fact_by_fact_with_citations(project):
    r = check(project, "兆惠", "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。")
    assert r.verdict == "supported"
    assert [f.method for f in r.check.facts] == ["kg:字", "kg:氏族", "kg:旗籍", "verbatim"]
    assert all(f.citations for f in r.check.facts)
    assert r.check.facts[0].citations[0].sentence.startswith("兆惠，字和甫")


def test_wrong_zi_goes_to_the_alias_solver(project):
    r = check(project, "兆惠", "兆惠，字子容。")
    [f] = r.check.facts
    assert (r.verdict, f.error_type, route(f)) == ("not_supported", "alias", "alias")
    assert r.suggestion == "兆惠，字和甫。" and r.suggestion_check.verdict == "supported"


def test_shifted_era_year_goes_to_the_era_solver(project):
    r = check(project, "兆惠", "乾隆十五年，命兼领户部侍郎。")
    [f] = r.check.facts
    assert (r.verdict, f.error_type) == ("not_supported", "era")
    assert r.suggestion == "乾隆十三年（1748），命兼领户部侍郎。"
    assert r.suggestion_check.verdict == "supported"


def test_wrong_gregorian_note_is_corrected(project):
    r = check(project, "兆惠", "乾隆十三年（1750），命兼领户部侍郎。")
    assert r.check.facts[0].message == "乾隆十三年 is 1748, not 1750"
    assert r.suggestion == "乾隆十三年（1748），命兼领户部侍郎。"


def test_wrong_banner_goes_to_the_solver_for_others(project):
    r = check(project, "兆惠", "兆惠，满洲镶白旗人。")
    assert route(r.check.facts[0]) == "other"
    assert r.suggestion == "兆惠，满洲正黄旗人。"


def test_office_the_sources_never_give_is_not_included(project):
    r = check(project, "兆惠", "兆惠，官至两江总督。")
    assert r.verdict == "not_included" and route(r.check.facts[0]) == "regenerate"
    assert r.suggestion is None


def test_checks_are_recorded(project):
    """`check` records its verdict (api.check, the one place outputs and checks are kept)."""
    from shiguan import api

    api.check(project, lookup(project, "兆惠"), "兆惠，字子容。", None)
    [(verdict,)] = project.store.db.execute("SELECT verdict FROM checks").fetchall()
    assert verdict == "not_supported"


def test_reference_conflict_keeps_both_readings_and_opens_a_review(disputed):
    r = check(disputed, "赵尔丰", "赵尔丰，父文颖。")
    [f] = r.check.facts
    assert r.verdict == "supported" and route(f) == "reference"
    assert r.suggestion == "赵尔丰，父文颖（一作文英）。"
    [item] = disputed.store.reviews("open")
    assert {x["value"] for x in json.loads(item.readings)} == {"文颖", "文英"}
    # checking again finds the same item rather than a second one
    check(disputed, "赵尔丰", "赵尔丰，父文颖。")
    assert len(disputed.store.reviews()) == 1


def test_a_review_decision_is_respected_by_later_checks(disputed):
    check(disputed, "赵尔丰", "赵尔丰，父文颖。")
    [item] = disputed.store.reviews("open")
    disputed.store.resolve_review(item.id, "文英", "关外本")
    assert check(disputed, "赵尔丰", "赵尔丰，父文英。").verdict == "supported"
    r = check(disputed, "赵尔丰", "赵尔丰，父文颖。")
    assert r.verdict == "not_supported" and r.suggestion == "赵尔丰，父文英。"


def test_undecided_fact_goes_to_the_model_with_jaccard_filtered_references(project):
    verdict = {"verdict": "supported", "error_type": "none", "evidence": "赴金川督粮运", "explanation": "stated"}
    llm = scripted(project, [json.dumps(verdict, ensure_ascii=False)])
    r = check(project, "兆惠", "兆惠尝督金川粮运。", llm)
    assert r.verdict == "supported" and r.check.facts[0].method == "model"
    assert r.check.facts[0].citations[0].text == "赴金川督粮运"
    prompt = llm.backend.seen[0].messages[-1].content
    assert "赴金川督粮运" in prompt and "论曰" not in prompt  # only similar references are shown


def test_model_evidence_that_is_not_in_the_sources_is_not_trusted(project):
    verdict = {"verdict": "supported", "evidence": "兆惠善骑射，屡立战功"}
    llm = scripted(project, [json.dumps(verdict, ensure_ascii=False)])
    r = check(project, "兆惠", "兆惠尝督金川粮运。", llm)
    assert r.verdict == "not_included" and "not in the sources" in r.check.facts[0].message


def test_model_knowledge_error_goes_to_the_knowledge_solver_with_the_glossary(project):
    (project.root / "glossary.tsv").write_text("粮运\t军粮的转运\n", encoding="utf-8")
    verdict = {"verdict": "not_supported", "error_type": "knowledge", "evidence": "赴金川督粮运",
               "explanation": "督粮运 is not 总督"}
    llm = scripted(project, [json.dumps(verdict, ensure_ascii=False), "兆惠赴金川督粮运。"])
    r = check(project, "兆惠", "兆惠尝为金川粮运总督。", llm)
    assert route(r.check.facts[0]) == "knowledge"
    solve_prompt = llm.backend.seen[1].messages[-1].content
    assert "粮运：军粮的转运" in solve_prompt and "督粮运 is not 总督" in solve_prompt
    assert r.suggestion == "兆惠赴金川督粮运。"


def test_model_other_error_is_rewritten_from_the_error_message(project):
    verdict = {"verdict": "not_supported", "error_type": "other", "evidence": "与兆惠同征回部",
               "explanation": "he campaigned in 回部, not 金川"}
    llm = scripted(project, [json.dumps(verdict, ensure_ascii=False), "阿里衮与兆惠同征回部。"])
    r = check(project, "阿里衮", "阿里衮与兆惠同征金川。", llm)
    assert route(r.check.facts[0]) == "other"
    assert "he campaigned in 回部" in llm.backend.seen[1].messages[-1].content
    assert r.suggestion == "阿里衮与兆惠同征回部。" and r.suggestion_check.verdict == "supported"


def test_malformed_model_verdict_fails_clearly(project):
    llm = scripted(project, ["I think it is true", "{\"verdict\": \"maybe\"}", "still no"], json_retries=2)
    with pytest.raises(LLMError, match="no valid ModelVerdict"):
        check(project, "兆惠", "兆惠尝督金川粮运。", llm)


def test_rules_only_overlap_is_labelled(project):
    r = check(project, "兆惠", "兆惠以笔帖式直军机处。")
    assert r.verdict == "supported"
    r = check(project, "兆惠", "兆惠善骑射，尝献策平定回部。")
    assert r.verdict == "not_included" and {f.method for f in r.check.facts} == {"overlap"}


def test_a_bare_date_is_no_fact(project):
    r = check(project, "兆惠", "十八年。")
    assert r.verdict == "not_included" and r.check.facts[0].message == "a date with nothing that happened then"


def test_a_kinsmans_sentence_is_not_vouched_for_by_the_subjects_facts(project):
    # the model wrote 父佳育，字蘅圃 for 龚翔麟, whose own 字 is 蘅圃: a clause-by-clause check passed it
    r = check(project, "兆惠", "父佛标，字和甫。")
    assert r.verdict == "not_included" and len(r.check.facts) == 1
    assert check(project, "兆惠", "父佛标，官至都统。").verdict == "supported"


def test_a_model_verdict_cannot_accept_another_date(project):
    verdict = {"verdict": "supported", "evidence": "乾隆十三年，命兼领户部侍郎"}
    llm = scripted(project, [json.dumps(verdict, ensure_ascii=False)])
    r = check(project, "兆惠", "父佛标，乾隆十五年兼领户部侍郎。", llm)
    assert r.verdict == "not_supported" and r.check.facts[0].method == "model+era"
