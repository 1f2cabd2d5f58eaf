"""His death, told by the entry, kept for his biography (issue 41, item zhdeath): 坐诛 right after
his name, and a death of grief (以忧卒) whose 忧 the text also writes as a man's given name; and the
killings told of him that are not his death. zhdeath's other death shapes (赐尽, 以凶党诛死, 以幽死, a
list headed by his name, his name after the killing verb) were taken out: a review proved each gives
another man's death or a failed killing to him (tests/test_death_not_his.py). Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.lang.zh.extract import extract_facts
from shiguan.models import CARRIED, SELF


def deaths(text: str, rules, own: tuple[str, ...] = ()) -> list[str]:
    text = "甲乙字某，某郡人也。" + text
    return [f.value for f in extract_facts(text, 0, len(text), rules, (), own=own) if f.relation == "卒"]


def test_zuo_zhu_after_his_own_name_is_his_death(extract_rules):
    assert deaths("乙竟坐诛。", extract_rules, own=("甲乙", "乙")) == ["坐诛"]  # put to death for it


@pytest.mark.parametrize("text, death", [("乙诛。", "诛"), ("乙诛，妻子徙边。", "诛")])
def test_an_execution_right_after_his_name_is_his_death(extract_rules, text, death):
    assert deaths(text, extract_rules, own=("甲乙", "乙")) == [death]
    assert deaths(text.replace("乙", "丙"), extract_rules, own=("甲乙", "乙")) == []  # another man's


@pytest.mark.parametrize("text", ["丙、丁并伏诛。", "丙、丁同日见杀。", "丙、丁皆为某所害。", "丙竟坐诛。",
                                  "至丙卒，乃归。", "州县列上其状，竟坐诛。"])  # 坐诛 with no name: whose?
def test_a_list_of_other_men_dying_is_not_his(extract_rules, text):
    assert deaths(text, extract_rules, own=("甲乙", "乙")) == []


def test_a_death_of_grief_is_his_though_the_text_names_a_man_so(rules):
    # 尚忧 read as a man and 何以 as a surname and a given name: 以忧卒 is still a death of grief
    text = "列传第一\n侯植\n侯植字某，某郡人也。时尚忧不济，人问何以，植不答。植惧不免祸，遂以忧卒。\n"
    assert facts_of_entry(rules, text, "侯植")["遂以忧卒"] == (SELF, CARRIED)


@pytest.mark.parametrize("body", [
    "帝欲杀植，不果。",  # a wish
    "某谋害植，事泄。",  # a plot
    "于是军府大惧，谓某至必诛植。",  # a fear
    "因共丙、丁等谋，以后军万余兵袭杀植。",  # a plot in its sentence
    "遂诛李植。",  # another man: a surname stands between
    "某曰： 当诛植。 迁某官。",  # words
    "乃害之。",  # a pronoun is no name of his
])
def test_no_death_of_his_without_the_deed_done_to_him(rules, body):
    text = f"列传第一\n侯植\n侯植字某，某郡人也。迁某州刺史。{body}\n"
    found = facts_of_entry(rules, text, "侯植")
    assert not any(k.endswith(("植", "之")) and k.startswith(("杀", "害", "诛")) for k in found), found
