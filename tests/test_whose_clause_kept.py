"""Whose clause (issue 41, zhshapes2): the subject's own facts the whose-clause shapes of
test_whose_clause_shapes.py must leave him: his death after an attacking army opens the sentence,
his death beside his governor, a fear with its own act, troops or attendants sent, 使 and a place,
and 种 as a word (种落, 种树), no surname. Invented text in the manner of the histories."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.lang.zh.aliases import leading_surname
from shiguan.models import SELF, UNDECIDED


def _his(found: dict[str, tuple[str, str, str, str]], value: str) -> bool:
    who, _, basis, _ = found[value]
    return who == SELF and basis != UNDECIDED


@pytest.mark.parametrize("body, values", [
    ("迁侍中。及周师入郢，城陷，遇害，时年四十。", ["遇害", "四十"]),  # the army is not its own victim
    ("迁侍中。魏师攻城，城陷，遂见害，时年四十。", ["见害", "四十"]),
    ("从刺史讨贼，与刺史俱遇害。", ["遇害"]),  # his death with his governor's
    ("迁侍中，与刺史并见害。", ["见害"]),
])
def test_his_death_after_an_army_or_beside_his_governor_is_his(rules, body, values):
    found = facts(rules, body)
    assert [v for v in values if not _his(found, v)] == [], found


@pytest.mark.parametrize("body, deed", [
    ("事泄，文远惧罪自杀。", "惧罪自杀"),  # the fear and its act in one clause
    ("文远畏罪自杀。", "畏罪自杀"),
    ("文远惧而出奔。", "惧而出奔"),
])
def test_a_fear_with_its_act_in_the_clause_is_his_deed(rules, body, deed):
    assert _his(facts(rules, body), deed)


@pytest.mark.parametrize("body, whole", [
    ("文远遣游骑，抄其粮道，大破之。", "遣游骑，抄其粮道，大破之"),  # troops sent: no man's errand
    ("文远命左右，执而斩之。", "命左右，执而斩之"),  # attendants
    ("文远使高丽，宣示威德。", "使高丽，宣示威德"),  # 使 and a place: his own mission
])
def test_troops_attendants_or_a_mission_carry_his_deed_on(rules, body, whole):
    assert _his(facts(rules, body), whole)


def test_an_errand_after_troops_sent_is_his(rules):
    found = facts(rules, "魏人来侵，乃遣游骑，遂攻石城，克之，斩首千级。迁侍中。")
    assert _his(found, "遂攻石城，克之"), found  # with its outcome (test_fight_outcomes.py)


@pytest.mark.parametrize("body, post", [
    ("出为凉州刺史，种落畏之，皆来降附，迁征西将军。", "征西将军"),  # 种落: tribes, no man
    ("劝课农桑，种树数万株，迁侍中。", "侍中"),  # 种树: planting
])
def test_the_word_zhong_opens_no_man(rules, body, post):
    assert leading_surname("种落") == ""
    assert _his(facts(rules, body), post)
