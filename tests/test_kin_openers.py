"""Where an entry runs past its subject (issue 41): a sentence that opens with another man's name,
a kinship term and a new given name (浑弟元昌，…) starts the new man's account, whose posts and
death are not the subject's; his own son's line, and a clause that is no such name, are not.
Invented text in the manner of the histories (no bench text), read without a store."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.models import KIN, SELF, UNDECIDED


def undecided(found: dict, value: str) -> bool:
    who, _, basis, _ = found[value]
    return who != SELF and basis == UNDECIDED


@pytest.mark.parametrize("before, opening", [("子浑，早卒。", "浑弟元昌"), ("时有郑衮，字洪龙。", "衮次子度"),
                                             ("子鉴，有名于世。", "鉴子元凯")])
def test_another_mans_kinsman_opens_his_own_account(rules, before, opening):
    found = facts(rules, f"{before}文远迁侍中。{opening}，少有志尚，官至光禄大夫，卒。")
    assert undecided(found, "光禄大夫") and "kinship" in found["光禄大夫"][3]
    assert undecided(found, "卒")  # the death at the end of his account is his too
    assert found["侍中"][0] == SELF


def test_the_subjects_own_name_closes_the_kinsmans_account(rules):
    found = facts(rules, "子浑，早卒。文远迁中书。浑弟元昌，官至光禄大夫。文远迁侍中。")
    assert undecided(found, "光禄大夫") and found["侍中"][0] == SELF and found["中书"][0] == SELF


@pytest.mark.parametrize("opening", ["又迁中书", "其后数年", "太子即位", "外祖丘它", "故子响怒"])
def test_no_kinsman_opening_the_post_stays_his(rules, opening):
    assert facts(rules, f"迁侍中。{opening}，官至光禄大夫。")["光禄大夫"][0] == SELF


def test_his_own_brothers_line_is_read_as_his_kinsmans(rules):
    found = facts(rules, "文远弟比陵，官至光禄大夫。")
    assert "kinship (" not in found["光禄大夫"][3]


def test_an_era_opening_with_his_one_character_name_does_not_resume_his_account(rules):
    found = facts(rules, "迁中书。浑字玄冲，好学。太和中，官至光禄大夫，卒。", name="张太",
                  opening="字季宁，吴郡人也。仕为建安令。")
    assert undecided(found, "光禄大夫") and found["中书"][0] == SELF


def test_in_a_kinsmans_account_one_character_of_his_does_not_resume_it(rules):
    found = facts(rules, "迁中书。弟跃，有文才。跃弟飏，本州治中。飏弟升，太学博士。飏死后，升通其妻。" +
                  "文惭恚，为之发病，升终不止。亦于河阴见害，赠左将军、齐州刺史。", name="袁文")
    assert undecided(found, "左将军、齐州刺史")


def test_a_kinsman_the_tracker_names_keeps_his_clauses(rules):
    found = facts(rules, "兄颖胄，为侍中。文远迁中书。颖胄子靡，袭巴东公，位至中书郎，早卒。", name="萧颖达")
    assert found["中书郎"][:2] == (KIN, "靡") and found["早卒"][:2] == (KIN, "靡")


def test_a_kinsman_the_tracker_names_ends_the_account_before_him(rules):
    found = facts(rules, "兄颖胄，为侍中。子浑，早卒。颖达迁中书。浑弟元昌，官至光禄大夫。颖胄子靡，位至中书郎，早卒。",
                  name="萧颖达")
    assert undecided(found, "光禄大夫") and found["中书郎"][:2] == (KIN, "靡")


@pytest.mark.parametrize("clause", ["业年十五", "业与二弟俱至"])
def test_his_one_character_name_before_his_age_or_brothers_is_no_era(rules, clause):
    # 业年十五 is his age, not an era like 太和中: his own clause closes 懿's account opened by 字
    found = facts(rules, f"懿字元达，少有令誉。迁太子舍人。{clause}，迁侍中。", name="长沙嗣王业",
                  opening="字静旷，高祖长兄懿之子也。")
    assert found["侍中"][0] == SELF
