"""His 赠 and 谥 after the kinsmen who bring his coffin home are his (issue 41): carried on from the
son the sentence names, they were stored as the son's. Invented text, the shapes of the histories."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.models import KIN, SELF

DEATH = "后为贼所执，不屈，遂遇害，年七十六。"


@pytest.mark.parametrize("death", [DEATH, "文远骂不绝口，遂缢杀之，年七十六。"])  # his death, or only his age at it
def test_honours_after_his_mourning_sons_are_his(rules, death):
    found = facts(rules, death + "乱平，子崇、和护丧还，帝废朝五日，赠司徒，谥文忠。")
    assert found["司徒"][:2] == (SELF, "张文远")
    assert found["文忠"][:2] == (SELF, "张文远")


def test_a_sons_own_honour_after_his_own_death_stays_his_sons(rules):
    found = facts(rules, DEATH + "子崇，官至某州刺史，卒，赠司徒。")
    assert found["司徒"][:2] == (KIN, "崇")


def test_an_elders_honour_for_the_sons_rank_is_not_given_to_him(rules):
    found = facts(rules, DEATH + "帝嘉之。父崇护丧还，赠司徒。")
    assert found.get("司徒", (KIN,))[0] != SELF


def test_an_honour_a_kinsman_petitions_for_is_not_given_to_him(rules):
    """孙某表请立碑，追谥: the petition may be for anyone of the family (a grandfather's 谥)."""
    found = facts(rules, DEATH + "子崇，开元中，为给事中，表请立碑，追谥曰文献。")
    assert found["文献"][0] != SELF


@pytest.mark.parametrize("after, honour", [
    ("子崇护丧还，哀毁过礼，寻亦殒，赠某州刺史。", "某州刺史"),  # his own death, which the reader does not read
    ("子崇扶柩归葬，毁瘠殒身，诏赠某州刺史，谥曰孝。", "孝"),
    ("弟崇护丧还，后以军功累迁某州刺史，没于王事，赠司徒。", "司徒"),  # his own career between
    ("子崇，居母丧，以孝闻，诏赠其母某郡君，谥曰贞。", "贞"),  # another kinsman honoured
])
def test_a_mourning_sons_own_honour_is_not_given_to_him(rules, after, honour):
    """Only the court may speak between the mourning and the honour (帝废朝，赠…)."""
    found = facts(rules, DEATH + after)
    assert found[honour][0] == KIN
