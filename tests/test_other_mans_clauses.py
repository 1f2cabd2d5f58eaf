"""Facts still given to the wrong man (issue 41), each shape with its twin that stays his:
another man's account opened by his name and 字 (遐字景远，…官至光禄大夫，卒), a middle son's
(某中子某字某), a full name after a quotation whose marks the text lost ( 张某知某州，召还), a
grant to a man named by a one-character word (拜众御史中丞) or by a name given a kinsman before
(子仆…赠仆为某州总管), and a ruler's campaign in person (四年，亲征太原). Invented text in the
manner of the histories (no bench text), read without a store."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.models import SELF, UNDECIDED


def undecided(found: dict, value: str) -> bool:
    who, _, basis, _ = found[value]
    return who != SELF and basis == UNDECIDED


def test_another_mans_account_opened_by_his_style_is_not_his(rules):
    found = facts(rules, "与乐安任遐俱以应对见遇。遐字景远，好学，有义行。官至光禄大夫，卒。文远迁侍中。")
    assert undecided(found, "光禄大夫") and "遐字" in found["光禄大夫"][3]
    assert undecided(found, "卒")  # the death at the end of his account is his, not the subject's
    assert found["侍中"][0] == SELF  # the subject's own name opens a clause: his account again


@pytest.mark.parametrize("body", ["与乐安任遐俱以应对见遇。好学，有义行。官至光禄大夫。",
                                  "改字子明。官至光禄大夫。"])
def test_without_another_mans_style_the_post_stays_his(rules, body):
    assert facts(rules, body)["光禄大夫"][0] == SELF


def test_a_middle_sons_career_is_not_his(rules):
    found = facts(rules, "文远中子式之字延叔，通易。累迁中兵参军。")
    assert undecided(found, "中兵参军")


def test_a_full_name_after_lost_quotation_marks_opens_his_clause(rules):
    found = facts(rules, "识者曰： 此运使识大体。 张咏知成都，召还，以任中正代之。")
    assert undecided(found, "召还")
    found = facts(rules, "识者曰： 此运使识大体。 迁侍中，以任中正代之。")
    assert found["侍中"][0] == SELF  # no name after the marks: his


def test_a_one_character_word_named_in_full_before_receives_the_grant(rules):
    found = facts(rules, "时侍御史崔众主兵，众素狂易。会使者至，拜众御史中丞。")
    assert undecided(found, "众御史中丞") and found["众御史中丞"][1] == "崔众"


def test_a_name_given_a_kinsman_before_receives_the_grant(rules):
    found = facts(rules, "子仆，少有志。文远率众讨贼，所至皆降。赠仆为某州总管、平原郡公。")
    assert undecided(found, "仆为某州总管、平原郡公")


def test_his_own_grant_with_no_name_stays_his(rules):
    found = facts(rules, "子仆，少有志。文远率众讨贼，所至皆降。赠某州总管、平原郡公。")
    assert found["某州总管、平原郡公"][0] == SELF


@pytest.mark.parametrize("body, value, his", [
    ("四年，亲征太原，充大内部署。", "亲征太原", False), ("四年，会亲征晋阳，文远上谒。", "会亲征晋阳", False),
    ("四年，从征太原，充大内部署。", "从征太原", True),
])
def test_a_campaign_in_person_is_the_rulers(rules, body, value, his):
    found = facts(rules, body)
    assert (found[value][0] == SELF) is his, found[value]


@pytest.mark.parametrize("body, his", [
    ("时有群盗聚西山下，谋断河桥，入攻磁、相州。文远讨平之。", False),  # there were bandits: theirs
    ("时州境多警，谋断河桥，入攻磁、相州。", True),  # no one else named: his
])
def test_bandits_there_were_act_on_their_own(rules, body, his):
    assert (facts(rules, body)["入攻磁、相州"][0] == SELF) is his


@pytest.mark.parametrize("body, his", [
    ("将征江南，命文远率兵先赴荆南。", False),  # the court commands him after it: the throne's campaign
    ("将征江南，率兵先赴荆南。", True),  # no court's word on him: his own plan
])
def test_a_campaign_before_the_court_commands_him_is_the_thrones(rules, body, his):
    assert (facts(rules, body)["将征江南"][0] == SELF) is his


@pytest.mark.parametrize("body, his", [
    ("文远卒。子明，少有志。以文远功袭爵某县公，寻授大都督。", False),  # the heir's, for the head's merit
    ("文远卒。子明，少有志。以文远为大都督。", True),  # the head appointed: his
])
def test_a_grant_for_the_heads_merit_is_not_the_heads(rules, body, his):
    assert (facts(rules, body)["大都督"][0] == SELF) is his


@pytest.mark.parametrize("body, his", [
    ("母闻之，自出常膳。迁侍中。", True),  # his mother heard: no kinsman named 闻之, his post after
    ("子景，迁侍中。", False),  # a son named: the son's post
])
def test_a_kinsman_who_hears_is_no_kinsman_named(rules, body, his):
    assert (facts(rules, body)["侍中"][0] == SELF) is his


def test_a_titled_subjects_given_name_alone_ends_the_account(rules):
    found = facts(rules, "懿字元达，少有令誉。迁太子舍人。业幼而明敏。迁侍中。", name="长沙嗣王业",
                  opening="字静旷，高祖长兄懿之子也。")
    assert undecided(found, "太子舍人")  # the father's account
    assert found["侍中"][0] == SELF  # 业 (of 长沙嗣王业) opens a clause: his account again


def test_a_rank_word_after_lost_quotation_marks_is_no_given_name(rules):
    found = facts(rules, "文远不乐武位，谓人曰： 吾不乐此。 位至尚书左丞。")
    assert found["尚书左丞"][0] == SELF  # 位 (his rank reached) is no man 武位's given name


@pytest.mark.parametrize("body, value, his", [
    ("四年，祀汾阴，为行在三司判官。", "祀汾阴", False),  # the ruler's sacrifice: a date
    ("明年，车驾祀南郊，迁侍中。", "祀南郊", False),
    ("四年，陪祀南郊，迁侍中。", "祀南郊", True),  # he took part in it
    ("四年，受诏祀南岳，迁侍中。", "祀南岳", True),  # sent to sacrifice: his errand
])
def test_the_thrones_rite_is_a_date_not_his_deed(rules, body, value, his):
    found = facts(rules, body)
    assert (found[value][0] == SELF) is his, found[value]
    assert found["侍中" if "侍中" in body else "行在三司判官"][0] == SELF


@pytest.mark.parametrize("body, his", [
    ("于是追赠其父恆州刺史。未几，上曰： 我本意欲深荣之。 复赠定州刺史、安平县公，谥曰孝，以文远袭焉。", False),
    # he inherits it: his father's
    ("未几，卒，赠定州刺史、安平县公，谥曰孝，以子明袭焉。", True),  # his son inherits: the grant is his
])
def test_a_grant_he_then_inherits_is_his_predecessors(rules, body, his):
    found = facts(rules, body)
    assert (found["定州刺史、安平县公"][0] == SELF) is his, found["定州刺史、安平县公"]
    assert (found["孝"][0] == SELF) is his, found["孝"]
