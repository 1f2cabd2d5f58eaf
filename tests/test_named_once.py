"""A man named whole once, at a clause's start, right before his verb (石某某护葬，转观察使): his
clause and the post after it in his sentence are not the subject's (issue 41, zhtrack).
Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF

_HEAD = "列传第一\n侯植\n侯植字某，某郡人也。迁青州刺史。"


@pytest.mark.parametrize("body, fact", [
    ("帝葬某陵，孟长庚护葬，转观察使，他吏悉迁两官。植上言其滥。", "观察使"),
    ("庐州被围，费文远乘城拒守，迁庐州刺史。植乃进屯。", "庐州刺史"),
])
def test_a_clause_after_a_man_named_once_before_his_verb_is_not_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] != SELF, found


@pytest.mark.parametrize("body, fact", [
    ("植护葬某陵，转观察使。", "观察使"),  # his own name before the same verb
    ("孟长庚与植善。植护葬有劳，转观察使。", "观察使"),  # the other man's clause, then his name again
    ("明年护葬某陵，转观察使。", "观察使"),  # a time, then his carried deed
    ("宋明帝每见植，辄叹其清淡。转太子中庶子。", "太子中庶子"),  # a ruler, whose grant follows
    ("举司州秀才。司空行参军，迁主簿。", "主簿"),  # an office word, no surname
])
def test_his_own_post_after_the_nearest_shape_stays_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] == SELF, found
