"""Another man leading a clause past a word before his name (故攸之怒; 二年，护之坐事免官): the clauses
his part carries are not the entry subject's, and the subject's own nearest clauses stay his
(issue 41, zhdev2). Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF

_HEAD = "列传第一\n侯植 张敬\n侯植字某，某郡人也。迁青州刺史。"
_TAIL = "\n张敬字某，某郡人也。迁某州刺史。\n"


@pytest.mark.parametrize("body", [
    "后为刘攸之所忿。攸之大众至夏口。植于城楼上骂之，故攸之怒，改计攻城。植力战，迁某州刺史。",  # his given name
    "后为张敬所忿。植于城楼上骂之，故张敬怒，改计攻城。植力战，迁某州刺史。",  # an entry's name
])
def test_a_deed_after_so_and_another_mans_name_is_not_his(rules, body):
    found = facts_of_entry(rules, f"{_HEAD}{body}{_TAIL}", "侯植")
    assert found["改计攻城"][0] != SELF, found
    assert found["州刺史"][0] == SELF, found  # his name again: his own post


def test_his_deed_after_so_and_his_own_name_stays_his(rules):
    found = facts_of_entry(rules, f"{_HEAD}后为张敬所忿。植于城楼上骂之，故植怒，改计攻城。{_TAIL}", "侯植")
    assert found["改计攻城"][0] == SELF, found


_KIN = ("列传第一\n侯守之\n侯守之，字彦宗，某郡人也。从高祖征某，为参军。迁宁远将军、冀州刺史。率守之弟询之出镇新亭。\n"
        "弟询之，骁敢有气力，以为积弩将军。梁山之役力战，为流矢所中。死，追赠冀州刺史。\n")


def test_a_paragraph_a_time_and_another_mans_name_open_is_his(rules):
    """A kinsman's account attached to the entry, then the main man's career again after a date."""
    found = facts_of_entry(rules, _KIN + "二年，守之坐论功挟私，免官。复为游击将军。明年，进号宁朔将军。\n", "询之")
    assert found["积弩将军"][0] == SELF, found
    assert found["游击将军"][0] != SELF and found["宁朔将军"][0] != SELF, found


@pytest.mark.parametrize("para", [
    "二年，询之坐论功挟私，免官。复为游击将军。\n",  # his own name after the date
    "二年，坐论功挟私，免官。复为游击将军。\n",  # no name: carried on
])
def test_his_own_paragraph_after_a_date_stays_his(rules, para):
    found = facts_of_entry(rules, _KIN + para, "询之")
    assert found["游击将军"][0] == SELF, found


def test_another_man_after_a_date_inside_a_paragraph_keeps_the_next_sentence_his(rules):
    text = f"{_HEAD}植性刚。二年，张敬坐事免官。复为游击将军。{_TAIL}"
    assert facts_of_entry(rules, text, "侯植")["游击将军"][0] == SELF
