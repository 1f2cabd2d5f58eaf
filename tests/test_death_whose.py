"""Whose death a clause tells, in an entry (issue 41, item 7): a captive's or a garrison
commander's death told by a title with no name (其副将被执，不屈而死 / 守将惧而自刭) is not the
subject's, nor is a suicide he survived (自刭，不殊), nor an age at a moment of his life that is no
death (终于得请，时年七十). Invented entries."""

from __future__ import annotations

import pytest
from conftest import stored_facts

HEAD = "列传第一\n骆统\n骆统字公绪，会稽乌伤人也。为建忠中郎将，守濡须。"


@pytest.mark.parametrize("body, not_his, his", [
    ("贼大至，统出战，败绩，其副将被执，不屈而死，诏赠忠武将军，谥曰烈。统收散卒，还保濡须。后迁偏将军，卒于官，年三十六。",
     [("卒", "不屈而死"), ("赠", "忠武将军")], [("卒", "卒于官")]),
    ("率众攻历城，拔之，守将被执，骂贼而死。统抚其遗民，迁镇南将军。",
     [("卒", "骂贼而死")], []),
    ("率众围历城。城中粮尽，守将惧而自刭。统入城，抚其遗民。还朝，拜领军将军。",
     [("卒", "自刭"), ("卒", "守将惧而自刭")], []),
    ("城将陷，乃自刭，不殊，左右救之得免。贼退，迁偏将军。后为冠军将军，卒于官，时年六十三。",
     [("卒", "自刭")], [("卒", "卒于官")]),
    ("屡乞骸骨，终于得请，时年七十，归于乡里。居十余年，卒。",
     [("享年", "七十")], []),
    ("与太守张彦同守寿阳。城陷，彦自刭，赠豫州刺史，谥曰忠。统突围得免。后为雍州刺史，卒于官。",
     [("赠", "豫州刺史")], [("卒", "卒于官")]),
])
def test_a_death_that_is_not_his_is_not_stored(tmp_path, body, not_his, his):
    facts = stored_facts(tmp_path, HEAD + body + "\n", "骆统")
    assert [f for f in not_his if f in facts] == [], facts
    assert [f for f in his if f not in facts] == [], facts
