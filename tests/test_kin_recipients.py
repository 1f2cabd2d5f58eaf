"""An appointment whose recipient is named by kinship (拜长子某为某官) is the kinsman's, not the
subject's, even where the kinship word reads like a predicate (长 grew up, 其 his). Invented text."""

from __future__ import annotations

from shiguan.lang.zh.attribute import attribute
from shiguan.lang.zh.extract import extract_facts, opening_sentence_end
from shiguan.lang.zh.subjects import SubjectTracker


def posts(text: str, own: list[str], extract_rules, subject_rules) -> dict[str, str]:
    tracker = SubjectTracker(text, subject_rules, own[:1])
    clauses = tracker.track(0, len(text), own, opening_sentence_end(text, 0, len(text)))
    facts = attribute(extract_facts(text, 0, len(text), extract_rules, ()), clauses, tracker, own)
    return {f.value: f.subject.who for f in facts if f.relation == "任职"}


def test_a_post_given_to_his_son_or_brother_is_not_his(extract_rules, subject_rules):
    text = "甲乙，字丙丁，某郡人也。迁中书令。四年，拜长子戊为某州刺史。又以其弟庚为某郡太守。"
    assert posts(text, ["甲乙", "乙"], extract_rules, subject_rules) == {
        "中书令": "self", "某州刺史": "unknown", "某郡太守": "unknown"}


def test_his_own_given_name_after_the_verb_stays_his(extract_rules, subject_rules):
    # 以子升为…: 子升 is his given name (温子升), not 子 + a son's name
    text = "温子升，字鹏举，某郡人也。以子升为南主客郎中。"
    assert posts(text, ["温子升", "子升"], extract_rules, subject_rules) == {"南主客郎中": "self"}


def test_a_man_the_text_names_whose_surname_is_a_kin_word_keeps_his_own_reading(extract_rules, subject_rules):
    # 孙丙 (surname 孙, "grandson"), named by the text as a man: his post, not a grandson's
    text = "甲乙，字丙丁，某郡人也。孙丙遣使至。以孙丙为尚书令。"
    tracker = SubjectTracker(text, subject_rules, ["甲乙"])
    clauses = tracker.track(0, len(text), ["甲乙", "乙"], opening_sentence_end(text, 0, len(text)))
    facts = attribute(extract_facts(text, 0, len(text), extract_rules, ()), clauses, tracker, ["甲乙", "乙"])
    assert [(f.subject.who, f.subject.name) for f in facts if f.relation == "任职"] == [("other", "孙丙")]
