"""How a death came, written before it (暴疾卒, 仰药死, 尚忧死), is no man's name (issue 41): read as
one, it took the subject's death and, after it, his 赠 and 谥. After another man's part the death stays
undecided. Invented text."""

from __future__ import annotations

import pytest
from conftest import entry_subjects, his_decided
from test_entry_length import facts_of_entry

from shiguan.models import SELF, UNDECIDED


def _entry(rules, body: str) -> dict[str, tuple[str, str]]:
    return facts_of_entry(rules, f"列传第一\n陶季直\n陶季直字某，丹阳人也。迁某州刺史。{body}\n", "陶季直")


@pytest.mark.parametrize("body, values", [
    ("十年，暴疾卒，赠太常，谥曰忠。", ("暴疾卒", "太常", "忠")),
    ("还乡里，仰药卒，赠太常。", ("仰药卒", "太常")),
    ("坐事免，尚忧死。赠太常。", ("尚忧死", "太常")),
    ("十年，暴病而卒，赠太常。", ("暴病而卒", "太常")),
    ("七年春，暴得疾卒，赠太常。", ("暴得疾卒", "太常")),  # 得: he fell ill, no man named 暴得疾
])
def test_his_death_after_how_it_came_and_its_honours_are_his(rules, body, values):
    found = _entry(rules, body)
    for value in values:
        assert value in found and found[value][0] == SELF and found[value][1] != UNDECIDED, found


@pytest.mark.parametrize("body, value", [
    ("王德裕为贼所败，暴疾卒，赠太常。", "暴疾卒"),  # another man's part: his death, not the subject's
    ("与王德裕善。德裕坐事下狱，仰药死。", "仰药死"),
    ("王德裕为贼所败，暴疾卒，赠太常。", "太常"),
    ("时王隆守城。隆疾卒，赠太常。", "太常"),  # a man's one-character given name, then how he died
])
def test_a_death_after_another_mans_part_stays_undecided(rules, body, value):
    found = _entry(rules, body)
    assert value in found and (found[value][0] != SELF or found[value][1] == UNDECIDED), found


@pytest.mark.parametrize("body, death", [
    ("与弟隆俱至京师。隆病卒，赠太常，谥曰忠。", "隆病卒"),  # a kinsman's given name inside a clause
    ("时独孤信镇陇右。信病卒，赠太常。", "信病卒"),  # a two-character surname's man
    ("时王琳守城。琳疾卒，赠太常。", "琳疾卒"),
    ("事临川王，为王所知。王疾薨，赠太傅。", "王疾薨"),  # a prince
    ("刘氏，某妻也。未几，夫病卒，时年二十三。", "夫病卒"),  # her husband
    ("尝遇疾，几病死，久之乃愈。", "几病死"),  # he nearly died
])
def test_a_name_or_a_kinsman_before_how_a_death_came_is_not_his_death(rules, body, death):
    """revzh8: only a word that tells how or when stands before the illness, never any character."""
    found = _entry(rules, body)
    assert death not in found or found[death][0] != SELF or found[death][1] == UNDECIDED, found


def test_a_groups_defeat_told_as_a_time_still_hands_his_post_back(rules):
    found = _entry(rules, "后王德裕等败，还朝，拜侍中。")
    assert found["侍中"][0] == SELF and found["侍中"][1] != UNDECIDED, found


@pytest.mark.parametrize("body, clause", [
    ("以疾求还，归润而卒，赠太常。", "归润而卒"),  # where he died: 归 "went back", no man 归润
    ("在镇积年，劳敝而卒，赠太常。", "劳敝而卒"),  # how: worn out, no man 劳敝
])
def test_how_or_where_he_died_before_er_is_no_mans_name(rules, body, clause):
    subjects = entry_subjects(rules, f"列传第一\n陶季直\n陶季直字某，丹阳人也。迁某州刺史。{body}\n", "陶季直")
    assert his_decided(subjects[clause]), subjects


@pytest.mark.parametrize("body, death", [
    ("后一月而季直卒，年七十。", "卒"),  # the scene, then 而 and his name: his death and age
    ("既而复其官，命下而季直卒，年四十七。", "卒"),
    ("方还宫而季直薨，年五十八。", "薨"),
])
def test_his_death_told_after_the_scene_with_his_name_is_his(rules, body, death):
    found = _entry(rules, body)
    assert found[death][0] == SELF and found[death][1] not in (UNDECIDED, ""), found


def test_another_mans_death_after_the_scene_is_not_his(rules):
    """后一月而王德裕卒: the man named after 而 died, not the subject; no death is read for him."""
    found = _entry(rules, "与王德裕善。后一月而王德裕卒。")
    assert "卒" not in found or found["卒"][0] != SELF, found


def test_a_verb_after_the_scene_is_no_name_of_his(rules):
    """顾欢见而异之 ("thought him rare"): 异 after 而 is a verb, not 朱异; his father's post after it is
    not his."""
    text = "列传第一\n朱异\n朱异字彦和，吴郡人也。父巽之，有志节。幼时，顾欢见而异之，以女妻焉。仕齐官至吴平令。\n"
    found = facts_of_entry(rules, text, "朱异")
    assert "吴平令" not in found or found["吴平令"][0] != SELF or found["吴平令"][1] == UNDECIDED, found
