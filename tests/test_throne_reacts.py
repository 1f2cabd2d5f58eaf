"""The throne's deed after a temple title that is also a kinsman term (issue 41), and kinsman
terms with two marks before them (庶长子). Invented entries in the manner of the histories."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.lang.zh.document_names import document_names
from shiguan.lang.zh.name_shapes import kin_at
from shiguan.models import KIN, SELF

_THRONE = "高祖受禅，以文远为侍郎。"  # the document has 高祖 act as the throne


@pytest.mark.parametrize("deed, words", [
    ("每奏，高祖辄称善，加赐金帛。", "辄称善"),
    ("书奏，高祖深嘉焉。", "深嘉焉"),
    ("高祖大悦，赐绢百匹。", "大悦"),
    ("高祖纳焉。", "纳焉"),
])
def test_the_throne_reacting_is_no_kinsman_named(subject_rules, deed, words):
    names = document_names(f"{_THRONE}{deed}", subject_rules)
    assert words not in names and "受禅" not in names


@pytest.mark.parametrize("ancestor, name", [
    ("高祖凝，晋宜都太守。", "凝"),  # a great-great-grandfather, his name no verb
    ("高祖景仁，宋尚书左仆射。", "景仁"),
    ("高祖嘉，晋光禄大夫。曾祖澄，宋太守。", "嘉"),  # a verb's shape, but the ancestors go on
    ("高祖常，为景州刺史。", "常"),  # an adverb alone before a break: a name
])
def test_an_ancestor_after_the_same_word_keeps_his_name(subject_rules, ancestor, name):
    text = f"{ancestor}{_THRONE}每奏，高祖辄称善。"
    assert kin_at(text, 0, len(text), subject_rules)[:2] == ("高祖", name)
    assert len(name) < 2 or name in document_names(text, subject_rules)


@pytest.mark.parametrize("text", ["使还具以闻，天子大悦，进位大夫。", "书奏，太祖甚悦，赐绢百匹。"])
def test_a_throne_word_that_is_no_kinsman_term_needs_no_throne_elsewhere(subject_rules, text):
    """天子 and 太祖 end in a kinsman term (子, 祖) read after a lead, but are never a kinsman."""
    assert not {"大悦", "甚悦"} & document_names(text, subject_rules)


def test_words_after_the_ancestor_word_stay_a_name_where_no_throne_acts(subject_rules):
    """No 高祖以…/高祖崩 anywhere: nothing shows 高祖 to be the throne in this document."""
    assert "辄称善" in document_names("高祖辄称善，宋太守。", subject_rules)


def test_the_clause_after_the_throne_reacting_is_no_kinsmans(rules):
    found = facts(rules, f"{_THRONE}每奏，高祖辄称善，加赐金帛。")
    assert [v for v, s in found.items() if s[0] == KIN or s[1] == "辄称善"] == []


@pytest.mark.parametrize("mark", ["庶长子", "嫡长子", "庶次子"])
def test_a_son_with_two_marks_is_a_kinsman(rules, mark):
    """文远庶长子怀之，为临川内史: the son's post, never the father's."""
    found = facts(rules, f"{mark}怀之，为临川内史。后文远迁散骑常侍。")
    assert found["临川内史"][:2] == (KIN, "怀之")
    assert found["散骑常侍"][0] == SELF


def test_the_rite_of_feng_shan_is_no_fief(rules):
    """草封禅仪: he drafts the rite's order; 封 there grants no fief called 禅仪."""
    found = facts(rules, f"{_THRONE}高祖雅好礼，因集儒学之士，草封禅仪。")
    assert not any(v.startswith("禅") for v in found)
