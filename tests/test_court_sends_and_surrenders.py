"""Clauses whose agent the text never names, yet is not the entry's subject (unnamed_agents.py):
the court sending its generals on a campaign (四年，命将征太原) and the court's word right after
another man's surrender (某以城来降，诏拜…), each with its twin that stays his. Invented text in the
manner of the histories, read without a store."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.models import SELF, UNDECIDED


@pytest.mark.parametrize("body, value, his", [
    ("四年，命将征太原，文远为北路都部署。", "命将征太原", False),  # the court sends its generals
    ("四年正月，遣将征太原，分命攻城。", "遣将征太原", False),
    ("四年，遣将讨山贼，斩首千级。", "遣将讨山贼", True),  # a general sends his own men against bandits
])
def test_generals_sent_on_a_campaign_are_the_courts(rules, body, value, his):
    who, _, basis, note = facts(rules, body)[value]
    assert (who == SELF) is his, (who, basis, note)
    if not his:
        assert basis == UNDECIDED and "court's campaign" in note


def test_the_courts_word_after_another_mans_surrender_is_his(rules):
    who, name, basis, note = facts(rules, "北海太守王仲宣以城来降，诏拜瑶池都督，徙其部于庭州。")["瑶池都督"]
    assert who != SELF and basis == UNDECIDED and "surrenders" in note


def test_the_courts_word_after_his_own_surrender_stays_his(rules):
    assert facts(rules, "文远自河南来降，诏拜瑶池都督，徙其部于庭州。")["瑶池都督"][0] == SELF


def test_the_courts_word_after_a_general_with_no_listed_office_surrenders_is_his(rules):
    """魏将 is a role word the office list lacks: the newcomer is still another man."""
    who, _, basis, _ = facts(rules, "魏将王仲宣以众来降，诏拜南兖州刺史。")["南兖州刺史"]
    assert who != SELF and basis == UNDECIDED


@pytest.mark.parametrize("body, value", [
    ("文远围寿阳，伪豫州刺史王仲宣以城降，诏进号冠军将军。", "冠军将军"),
    ("文远进攻悬瓠，伪豫州刺史王仲宣以城降，诏加散骑常侍。", "散骑常侍"),
])
def test_a_surrender_to_his_siege_leaves_him_the_reward(rules, body, value):
    assert facts(rules, body)[value][0] == SELF
