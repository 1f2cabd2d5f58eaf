"""Posts stored as his that he never held (issue 41: wrong facts with real citations): one refused
or never taken up (征为某官，不至; 辞不拜某官; 将拜某官，会卒), one given to several men (诸子并拜某官;
门生二人授某官; 擢八人为某官), and 领军 read as a verb before 长史 (领军长史). Invented text."""

from __future__ import annotations

import pytest
from conftest import stored_facts

from shiguan.lang.zh.extract import extract_facts


def posts(text: str, rules) -> list[str]:
    text = "甲乙字某，某郡人也。" + text
    return [f.value for f in extract_facts(text, 0, len(text), rules, ()) if f.relation == "任职"]


@pytest.mark.parametrize("text", [
    "征为太常，不至。", "诏拜太常，以疾辞。", "征为太常，辞以疾。", "将拜光禄勋，会卒。", "辞不拜光禄勋。",
    "固辞未拜某州刺史。",
])
def test_a_post_refused_or_never_taken_is_not_his(extract_rules, text):
    assert posts(text, extract_rules) == []


@pytest.mark.parametrize("text", [
    "子弟皆拜仪同。", "诸子并拜仪同。", "子孙咸拜某郡太守。", "兄弟俱除某王参军。",
    "门生昔经侍奉者，二人授大都督。", "故吏之中，三人拜某州刺史。",
    "门生二人授大都督。", "门生故吏数十人皆拜仪同。", "其部曲二人授大都督。", "族人皆拜仪同。", "擢八人为县令。",
])
def test_a_post_given_to_a_group_or_a_count_of_men_is_not_his(extract_rules, text):
    assert posts(text, extract_rules) == []


@pytest.mark.parametrize("text", ["追赠三世皆至太师、尚书令、兼中书令。", "赠其父太尉、兼侍中。"])
def test_a_post_in_a_posthumous_grants_list_is_not_his(extract_rules, text):
    assert posts(text, extract_rules) == []  # the dead forebears' (章献明肃刘皇后's three generations)


def test_a_fathers_fief_names_no_father(extract_rules):
    text = "甲乙字某，某郡人也。父封魏王。"
    assert [f.value for f in extract_facts(text, 0, len(text), extract_rules, ()) if f.relation == "父"] == []


@pytest.mark.parametrize("text, post", [
    ("尚某公主，并拜驸马都尉。", "驸马都尉"), ("拜太常。", "太常"), ("征为太常，未至，迁光禄勋。", "光禄勋"),
    ("甲乙等三人并拜仪同。", "仪同"), ("与某等三人同拜仪同。", "仪同"),
    ("韩守义兄弟三人皆拜仪同。", "仪同"), ("韩守义、钱文进二人俱拜仪同。", "仪同"),  # counted in (review)
    ("以步骑三千人迁骠骑将军。", "骠骑将军"), ("斩首数百人迁骠骑将军。", "骠骑将军"),  # troops, heads
])
def test_his_own_post_is_still_read(extract_rules, text, post):
    """并 alone is often "also": his own post; so is one he shares with men counted with him."""
    assert post in posts(text, extract_rules)


@pytest.mark.parametrize("text, post", [
    ("为领军长史。", "领军长史"), ("迁领军司马。", "领军司马"), ("除领军主簿。", "领军主簿"),
])
def test_lingjun_before_a_staff_post_is_part_of_its_title(extract_rules, text, post):
    assert posts(text, extract_rules) == [post]


@pytest.mark.parametrize("body, his", [
    ("若干某率众来降，拜将军。", False), ("宇文某率众归降，授将军。", False),
    ("某城降，进位将军。", True), ("贼帅某某率众来降，甲乙纳之，拜将军。", True),
])
def test_a_post_after_another_mans_surrender_to_the_court_is_not_his(tmp_path, body, his):
    """来降, 归降: the man who came over is granted what follows, not the entry's man (a city's
    surrender, 某城降, still closes its part)."""
    text = "甲乙，字某，某郡人也。初为某州刺史。" + body + "\n"
    assert (("任职", "将军") in stored_facts(tmp_path, text, "甲乙")) == his
