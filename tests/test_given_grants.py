"""Another man's clause in his biography (issue 41, zhwrong): a post granted to another man named
by his given name alone (拜某监察御史 after the text names 贾某 whole), or named whole, once, right
before the verb of his move (宦者王某除节度使), is not the subject's. Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF

_HEAD = "列传第一\n侯植\n侯植字某，某郡人也。迁青州刺史。"


@pytest.mark.parametrize("body, post", [
    # a one-character given name that opens a clause alone (贲趋门), where the post's words stand elsewhere
    ("崔甲时为监察御史，与植善。县令贾贲起兵，植与之合。贲引兵入城。朝廷闻之，拜贲监察御史。贲趋门，为众所杀。",
     "贲监察御史"),
    # a two-character given name, the man named whole in the sentence before
    ("植与给事中赵汝腾善。帝虑汝腾争之，乃徙汝腾翰林学士，汝腾闻命即去。植上疏论之。", "汝腾翰林学士"),
    # named whole far before (his part of the chapter), and a post of the earlier histories (拾遗)
    ("会有吴汝纳者，诉其兄冤。" + "植以文学知名，累迁中书舍人，出为某州刺史，政有能名。" * 6
     + "诏贬德裕，擢汝纳左拾遗。", "汝纳左拾遗"),
    # a two-character given name after 宗人, a post that ends as an office does
    ("后宗人凤贤等作乱，围镇城。凤贤等犹据险不降，植与书，降之。乃授凤贤龙骧将军。", "凤贤龙骧将军"),
])
def test_a_post_granted_to_another_man_by_his_given_name_is_not_his(rules, body, post):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[post][0] != SELF, found


@pytest.mark.parametrize("body, post", [
    ("朝廷闻之，拜植监察御史。", "监察御史"),  # his own given name
    ("帝嘉之，拜光禄大夫。时崔光，为侍中。", "光禄大夫"),  # an office word opens the value
    ("帝嘉之，迁左仆射。王左，某人也。", "左仆射"),  # a title's opening
    # the nearest shape: another man named whole just before, his given name opening a clause, and
    # the post granted to the subject, whom the clause names
    ("时给事中赵汝腾与植善，汝腾荐之。植以功拜翰林学士。", "翰林学士"),
])
def test_his_own_post_after_a_grant_verb_stays_his(rules, body, post):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[post][0] == SELF, found


@pytest.mark.parametrize("body, post", [
    ("后宦者王德谦除节度使，植乃请裂其麻。", "节度使"),  # a role word, the name, the verb
    ("杜弘徽任中书舍人，植以其兄辅政，封还诏书。", "中书舍人"),  # 任 read as the post's start
    ("俄报王喜授节度使，植弥不平。", "节度使"),  # after a report verb
])
def test_a_post_after_another_mans_full_name_in_its_clause_is_not_his(rules, body, post):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[post][0] != SELF, found


@pytest.mark.parametrize("body, post", [
    ("以文学除国子博士。", "国子博士"),  # his merit before the verb, a surname-like word (文)
    ("明年，植出为兴州别驾。", "兴州别驾"),  # his own name before the verb
    ("会赦，复除节度使。", "节度使"),
])
def test_his_own_post_after_a_word_and_the_verb_stays_his(rules, body, post):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[post][0] == SELF, found


@pytest.mark.parametrize("body, post", [
    # a place after 于/牧 is no man named whole (revzh21): his post in that place
    ("会蛮贼起于荆州，植率兵讨平之。除荆州刺史。", "荆州刺史"),
    ("与贼战于襄阳，大破之。拜襄阳太守。", "襄阳太守"),
    ("时河东初复，民情未安。乃授河东郡守。", "河东郡守"),  # a place the place test does not know
    # a patron named whole, then his post in that man's office
    ("益州刺史萧惠开赏异植，引为宾客。转惠开辅国府参军。", "惠开辅国府参军"),
    # an era and 中, a patron's memorial, a name opening with 于, an errand (充) before the verb
    ("久之，元嘉中除尚书左丞。", "尚书左丞"),
    ("大行台贺拔岳表授东雍州刺史。", "东雍州刺史"),
    ("于路除恒农太守。", "恒农太守"),
])
def test_his_own_post_after_a_place_a_patron_or_an_era_stays_his(rules, body, post):
    found = facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")
    assert found[post][0] == SELF, found
