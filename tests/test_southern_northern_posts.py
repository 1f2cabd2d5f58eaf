"""Posts of the 南朝 and 北魏 histories the office reader did not know: the clause that takes one
held no fact (除正员郎, 转参军事, 复为司徒录事). Invented text."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.extract import extract_facts


def posts(text: str, rules) -> list[str]:
    text = "甲乙字某，某郡人也。" + text
    return [f.value for f in extract_facts(text, 0, len(text), rules, ()) if f.relation == "任职"]


@pytest.mark.parametrize("text, post", [
    ("除正员郎。", "正员郎"), ("入为通直郎。", "通直郎"), ("入补尚书外兵郎。", "尚书外兵郎"),
    ("徙尚书仪曹郎。", "尚书仪曹郎"), ("除员外散骑郎。", "员外散骑郎"), ("转治中从事史。", "治中从事史"),
    ("复为司徒录事。", "司徒录事"), ("转参太尉军事。", "参太尉军事"),
    ("迁府谘议。", "府谘议"), ("领虎贲中郎将。", "虎贲中郎将"),
    ("历秘书中散。", "秘书中散"), ("入为内都大官。", "内都大官"), ("除某镇将。", "某镇将"),
    ("拜某镇都大将。", "某镇都大将"), ("为某道行台。", "某道行台"), ("为尚药典御。", "尚药典御"),
    ("迁太常。", "太常"), ("拜光禄勋。", "光禄勋"),
])
def test_a_post_of_the_southern_and_northern_courts_is_read(extract_rules, text, post):
    assert post in posts(text, extract_rules)


@pytest.mark.parametrize("text", ["为某所杀。", "为乡里所称。", "加兵五百人。", "寻领军事。", "位至大官。", "进大官。"])
def test_what_follows_an_office_verb_and_is_no_post_is_not_read(extract_rules, text):
    assert posts(text, extract_rules) == []


@pytest.mark.parametrize("text", ["其子孙虽在襁褓，悉拜仪同。", "兄弟三人，皆拜某郡太守。", "乃俱除某王参军。"])
def test_a_post_given_to_all_of_several_is_not_his(extract_rules, text):
    """悉拜, 皆拜: the posts of several men (his sons, his brothers), not his own."""
    assert posts(text, extract_rules) == []


@pytest.mark.parametrize("text, post", [("寻拜某州刺史。", "某州刺史"), ("又为某王参军。", "某王参军")])
def test_a_post_after_an_adverb_alone_is_still_his(extract_rules, text, post):
    assert posts(text, extract_rules) == [post]


def test_a_post_after_bing_also_is_his(extract_rules):
    """并 is as often "also" as "both": 尚某公主，并拜驸马都尉 is his own post."""
    assert posts("尚某公主，并拜驸马都尉。", extract_rules) == ["驸马都尉"]


def test_a_princes_tutor_or_friend_is_left_unread(extract_rules):
    """某王师, 某王友: the place before 王 was taken for a man holding the post (领江夏王师 gave 江夏 a
    post), so these stay unread."""
    assert posts("领某王师。徙某王友。", extract_rules) == []
