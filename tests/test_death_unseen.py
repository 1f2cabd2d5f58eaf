"""Deaths in shapes the reader had not met (issue 41): how it came before 卒 (坠马卒, 病笃卒, 疽发背薨,
自经卒, 居丧早卒, 遇患卒) and his age before it (年五十卒) are his death; the words before a death
(后以疾卒, 明年疾卒) are no man's name. Another man's or a kinsman's death in the same shapes, and a
near-death, stay refused. Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.lang.zh.name_shapes import document_names
from shiguan.models import SELF, UNDECIDED


def _entry(rules, body: str) -> dict[str, tuple[str, str]]:
    return facts_of_entry(rules, f"列传第一\n陶季直\n陶季直字某，丹阳人也。迁某州刺史。{body}\n", "陶季直")


def _his(found, value) -> bool:
    return value in found and found[value][0] == SELF and found[value][1] != UNDECIDED


@pytest.mark.parametrize("body, values", [
    ("后坠马卒，赠太常，谥曰忠。", ("坠马卒", "太常", "忠")),
    ("十年，病笃卒，赠太常。", ("病笃卒", "太常")),
    ("还乡里，疽发背薨，时年六十。", ("疽发背薨", "六十")),
    ("后发疽卒，赠太常。", ("发疽卒", "太常")),
    ("坐事免，自经卒。", ("自经卒",)),
    ("服阕，居丧早卒。", ("居丧早卒",)),
    ("还至中路，遇患卒。", ("遇患卒",)),
    ("免归，年五十卒，赠太常。", ("五十", "卒", "太常")),
    ("免归，年八十而卒。", ("八十", "年八十而卒")),  # the age whole, not 十而卒
])
def test_his_death_in_shapes_not_met_before_is_his(rules, body, values):
    found = _entry(rules, body)
    for value in values:
        assert _his(found, value), found


@pytest.mark.parametrize("body, value", [
    ("时独孤信镇陇右。信病笃卒，赠太常。", "信病笃卒"),  # another man's given name, then how he died
    ("时王琳守城。琳坠马卒，赠太常，谥曰忠。", "太常"),  # … and the honours after it
    ("时王琳守城。琳疾卒，赠太常，谥曰忠。", "忠"),
    ("与弟隆俱至京师。隆坠马卒。", "隆坠马卒"),  # a kinsman named inside a clause
    ("尝遇疾，几病笃死，久之乃愈。", "几病笃死"),  # he nearly died
    ("子宝安，年二十卒。", "二十"),  # his son's age at death
    ("时王道恭守城。道恭既死，赠太常。", "太常"),  # the man just named, by his given name
])
def test_another_mans_death_in_those_shapes_is_not_his(rules, body, value):
    found = _entry(rules, body)
    assert not _his(found, value), found


def test_words_before_a_death_make_no_man(subject_rules):
    """后以疾卒 and 明年疾卒 are a time and how the death came; 崔某亦卒 and 元某病死 name a man of two."""
    text = "后以疾卒。明年疾卒。年五十卒。崔宝亦卒。元秀病死。"
    names = document_names(text, subject_rules)
    assert not names & {"后以疾", "明年疾", "年五十", "崔宝亦", "元秀病"}, names
    assert {"崔宝", "元秀"} <= names, names
    assert "于是" in document_names("于是率步骑二千以赴寿春。", subject_rules)  # a blocker before 率, as before


def test_a_kinsmans_illness_or_death_is_no_name(subject_rules):
    """以父疾经旬 is his father's illness, not a father named 疾经旬; 母亡 her death."""
    names = document_names("以父疾经旬，衣不解带。及母亡，哀毁过礼。子宝安，早卒。", subject_rules)
    assert "疾经旬" not in names and "宝安" in names, names


def test_a_word_before_how_he_died_is_no_given_name(rules):
    """何以言之 elsewhere does not make 以 a given name, nor 尚忧不济 (still fears) a Mr 尚忧 whose
    given name 忧 opens 以忧卒: 遂以忧卒 is his death, and the 赠 after it his."""
    found = _entry(rules, "帝曰： 何以言之？ 对曰： 唇齿相依，尚忧不济。 陶季直惧不免祸，遂以忧卒。赠太常。")
    assert _his(found, "遂以忧卒") and _his(found, "太常"), found


def test_a_kinsmans_name_alone_opening_a_paragraph_opens_his_account(rules):
    """弟宝颜 named before, then 「宝颜，颇有学尚。…遇疾死于狱」: his brother's posts and death."""
    found = _entry(rules, "弟宝颜被劾系狱。陶季直以疾免。\n宝颜，颇有学尚。起家某王开府行参军。"
                          "后为中尉所劾，遇疾死于狱，年四十五。")
    for value in ("开府行参军", "遇疾死于狱", "四十五"):
        assert not _his(found, value), found
