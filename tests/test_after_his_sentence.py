"""The sentence after one where another man acted last (issue 41): the histories go on with that
man there as often as they come back to the subject, so a clause stating no one is kept undecided
until the subject is named or a clause opens on a step of his life (迁…, 以功进位…, 特召为…, 卒, or a
patron's 荐为…). Where that man's sentence names the subject too (表文远为参军, 文远…力战，猛军赖以获全),
his life goes on.
Invented text in the manner of the histories (no bench text), read without a store."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.models import SELF, UNDECIDED


def test_another_mans_deeds_in_the_next_sentence_are_not_his(rules):
    found = facts(rules, "司徒李猛率众讨蛮于汉中。攻上庸，克之，斩首千级。文远迁侍中。")
    assert found["攻上庸"][2] == UNDECIDED and found["攻上庸"][1] == "李猛"
    assert found["侍中"][0] == SELF  # named again: his


@pytest.mark.parametrize("body", [
    "司徒李猛率众讨蛮于汉中。三年，迁光禄大夫。",  # a step of his life opens the clause
    "司徒李猛表文远为参军。迁光禄大夫。",  # the other man's sentence names the subject: acted on him
    "文远与李猛俱进，猛军赖以获全。迁光禄大夫。",  # the subject acted first in that sentence
    "司徒李猛率众讨蛮于汉中。居久之，特召为光禄大夫。",  # 特 ("specially") before the step
    "与贼将王猛战于汉中，猛斩之。孝文赠光禄大夫。",  # the throne honours the dead
])
def test_his_life_goes_on_after_another_mans_sentence(rules, body):
    assert facts(rules, body)["光禄大夫"][0] == SELF


def test_merit_is_no_given_name(rules):
    """以功封… after 以迎魏孝武功: 功 is "merit", no man named 武功 by his given name alone."""
    found = facts(rules, "后以迎魏孝武功，拜殿中将军。以功封广宗县伯，邑五百户。")
    assert found["广宗县伯"][0] == SELF and found["广宗县伯"][2] != UNDECIDED


def test_a_negation_after_a_surname_is_no_man(rules):
    """终不降屈 ("never yielded"): 终 is a surname too, but no man is named 终不; his death after it is his."""
    found = facts(rules, "后为贼所执，瞋目大骂，终不降屈，为贼所杀。")
    assert found["为贼所杀"][0] == SELF and found["为贼所杀"][2] != UNDECIDED
