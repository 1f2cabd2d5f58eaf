"""Whose clause is it when he sends another man, grants a post to a man named just before, or a
man sent is later named by his given name alone (issue 41). Invented chapters in the manner of
the histories (no bench text), read without a store."""

from __future__ import annotations

import pytest
from test_given_name_alone import facts

from shiguan.models import SELF, UNDECIDED


@pytest.mark.parametrize("body, value, sent", [
    ("迁某州刺史。遣太常丞卢弘谦间行贼中，诣江都奏事。弘谦竟不至。", "诣江都奏事", "卢弘谦"),
    ("遣部将何全将兵援某城，分援某州、某县。何全至某城。", "分援某州、某县", "何全"),
])
def test_the_errand_of_a_man_he_sent_is_not_his(rules, body, value, sent):
    who, name, basis, note = facts(rules, body)[value]
    assert basis == UNDECIDED and name == sent and "errand" in note, (who, name, basis, note)


def test_his_own_deed_after_sending_stays_his(rules):
    found = facts(rules, "密遣何全间行，文远自将精兵击之。还，迁某州刺史。")
    assert found["某州刺史"][0] == SELF and found["某州刺史"][2] != UNDECIDED
    found = facts(rules, "遣使奉表，因留京师。迁某州刺史。")  # an envoy named by no name: nothing to hand over
    assert found["某州刺史"][0] == SELF
    # 步兵 (a surname, then troops) is no man sent; a reward after an errand is the sender's
    found = facts(rules, "贼据某山，文远遣步兵从间道直趋山顶，乘胜追至某州。步兵从之。")
    assert found["乘胜追至某州"][0] == SELF
    found = facts(rules, "文远遣王师晟破之，加某军节度使。王师晟由是知名。")
    assert found["某军节度使"][0] == SELF and found["某军节度使"][2] != UNDECIDED
    # 使 ending a post (苑使) sends nobody: what follows is not an errand
    found = facts(rules, "与苑使白弘荣等护粮。白弘荣遇敌，文远击走之，迁某州刺史。")
    assert found["某州刺史"][0] == SELF and "errand" not in found["某州刺史"][3]


def test_a_clause_that_states_its_subject_ends_the_errand(rules):
    found = facts(rules, "关中遣王思政据某州，朝廷以文远行某州，摄行台左丞。王思政至某州。")
    assert found["行台左丞"][0] == SELF and found["行台左丞"][2] != UNDECIDED


def test_the_death_of_a_man_sent_named_by_his_given_name_is_not_his(rules):
    """元善达间行: two characters are a name even with no break after the full name."""
    found = facts(rules, "遣太常丞卢弘谦间行贼中。弘谦遂为群盗所杀。")
    # a name before 遂 keeps the death from the body's patterns; read or not, it is never his
    death = found.get("为群盗所杀")
    assert death is None or (death[2] == UNDECIDED and death[1] == "卢弘谦"), death


@pytest.mark.parametrize("body, value, receiver", [
    ("时某州残破，文远荐崔亮可任。除亮某州通判。", "亮某州通判", "崔亮"),
    ("同知枢密院事韦珙进对，忤旨。既退，手诏除珙端明殿学士。", "珙端明殿学士", "韦珙"),
    ("黄佑招杨钦，文远喜曰： 杨钦骁勇，贼溃矣。 表授钦武义大夫。", "钦武义大夫", "杨钦"),  # named twice
    ("文远用事。擢童贯领节度使。童贯由是用事。", "童贯领节度使", "童贯"),  # the full name, then 领 and the post
])
def test_a_grant_to_a_man_who_acted_just_before_is_not_his(rules, body, value, receiver):
    who, name, basis, note = facts(rules, body)[value]
    assert basis == UNDECIDED and name == receiver and "receiver" in note, (who, name, basis, note)


def test_a_board_after_a_book_that_ends_in_a_name_is_his_post(rules):
    assert facts(rules, "少读周礼为业。拜礼部尚书。")["礼部尚书"][0] == SELF
    found = facts(rules, "迁侍中领军将军，擢司徒领某州刺史。")  # posts joined by 领: no man
    assert found["侍中领军将军"][0] == SELF and found["司徒领某州刺史"][0] == SELF
