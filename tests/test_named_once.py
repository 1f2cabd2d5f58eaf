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
    # opening a sentence, the name need not run into a verb: what he was, then his post
    ("某王闻而赏之。王僧达贵公子孙，以才傲物，为吴郡太守。植乃进屯。", "吴郡太守"),
    # a given name that opens with a surname's character (尧) is no place and a man after it
    ("植上言其滥。张尧佐缘后宫亲，为三司使。植乃进屯。", "三司使"),
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
    ("寿春李玄成作乱，植讨之，战于石堡，生擒玄成，迁主簿。", "主簿"),  # a place, then a man named again
])
def test_his_own_post_after_the_nearest_shape_stays_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] == SELF, found


@pytest.mark.parametrize("body, fact", [
    # a fief's 侯 is no surname: the patron 正德 of 西丰侯正德 appoints him (revzh22)
    ("会西丰侯正德为吴郡，除中军参军。普通六年，正德受诏北讨，引为府录事参军，掌书记。", "府录事参军"),
    ("坐免官。久之，白衣兼御史中丞。", "御史中丞"),  # 御 opens an office, no verb
    ("植劝课农桑，桑麻成行，以治绩拜侍中。", "侍中"),  # four-character phrases in a row
    ("植在郡，花药成行，招集文士，以治绩征为侍中。", "侍中"),
    ("解褐西中郎府。田曹行参军，迁主簿。", "主簿"),  # 曹行参军 is an office
])
def test_his_post_after_words_shaped_like_a_name_stays_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] == SELF, found


@pytest.mark.parametrize("body, fact", [
    ("谏官孟长庚以某诗为谤讪，因力攻之，迁御史中丞。植上言其滥。", "御史中丞"),  # a role word the offices lack
    ("裨将费文远因人之怨，乃上疏求某为使，转观察使。植乃进屯。", "观察使"),
])
def test_a_man_named_once_after_a_role_word_is_not_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] != SELF, found


@pytest.mark.parametrize("body, fact", [
    ("与中丞孟长庚同议，乃上疏论之，转观察使。", "观察使"),  # with the other man: his own clause
    ("荐裨将费文远乘城拒守，转观察使。", "观察使"),  # he recommends the other man
    # he beheads, takes or leads the other man (斩/擒/督 act on him): the reward after it is his
    ("植与魏人战，斩魏将李文通以徇，进号冠军将军。", "冠军将军"),
    ("擒贼帅王文达而还，拜征虏将军。", "征虏将军"),
    ("督偏将王文达进讨，大破之，进号冠军将军。", "冠军将军"),
])
def test_his_clause_with_a_role_word_before_another_name_stays_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] == SELF, found


@pytest.mark.parametrize("body, fact", [
    ("谏官孟长庚论植贪墨，夺职，徙知某州。", "夺职"),  # words against him: his punishment after them
    ("谏官孟庚指为谤讪，夺职，徙知某州。", "夺职"),  # the same after a one-character given name
    ("武定中，中尉孟庚表荐植，除东郡太守。", "东郡太守"),  # recommended: his post after it
    ("所宠吏孟长庚及假子费文远赀皆钜万，遇疾，卒，年五十八，赠太傅。", "太傅"),  # a list of men, no act
])
def test_his_punishment_or_honour_after_a_role_word_and_a_name_stays_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] == SELF, found



@pytest.mark.parametrize("body, fact", [
    ("时令狐通率众附贼，攻宁陵，迁观察使。植乃进屯。", "观察使"),  # a two-character surname, a one-character name
    ("斛律明远率众来攻，破之，进号冠军将军。植乃进屯。", "冠军将军"),  # two and two
    ("是岁，慕容文达率众叛，攻宁陵，迁观察使。植乃进屯。", "观察使"),
])
def test_a_man_of_a_two_character_surname_named_once_is_not_his(rules, body, fact):
    """令狐某附贼，攻…: a two-character surname (令狐, 斛律, 慕容) and a given name of one or two
    characters before a verb are another man, named once, as a single surname and two are."""
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] != SELF, found


@pytest.mark.parametrize("body, fact", [
    ("植与令狐通率众附贼，攻宁陵，迁观察使。", "观察使"),  # he is the one named: his clause
    ("长孙承业嗣，植乃进屯，迁观察使。", "观察使"),  # 长孙 then 嗣: another's succession, his sentence goes on
    ("东方既白，率众进攻，迁观察使。", "观察使"),  # 东方 is a surname too: the east grew light
    ("上官率众来攻，植破之，迁观察使。", "观察使"),  # 上官 alone: his superior, no name
])
def test_his_post_after_a_two_character_surname_word_stays_his(rules, body, fact):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[fact][0] == SELF, found
