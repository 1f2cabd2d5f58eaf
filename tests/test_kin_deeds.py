"""His kinsmen's part in a clause that opens with him (issue 41): 某从父弟领军将军某入直 is the
cousin's deed, 并其兄某及三弟某皆拜刺史 the brothers' post. Invented chapters in the manner of the
histories (no bench text), read without a store."""

from __future__ import annotations

import pytest
from test_given_name_alone import facts

from shiguan.models import SELF, UNDECIDED


@pytest.mark.parametrize("kin", ["从父弟", "从祖兄"])
def test_a_cousins_deed_after_his_name_is_not_his(rules, kin):
    found = facts(rules, f"时帝屯朝堂，文远{kin}领军将军韬入直门下省。文远出镇某城。")
    deed = next(v for v in found if "入直门下省" in v)
    assert found[deed][0] != SELF and found[deed][2] == UNDECIDED, found[deed]


def test_a_post_his_brothers_are_given_with_him_is_not_his(rules):
    found = facts(rules, "至建邺，除某州刺史，并其兄默及三弟忱、绰皆拜刺史。")
    assert found["刺史"][2] == UNDECIDED and "kinsmen" in found["刺史"][3]
    assert found["某州刺史"][0] == SELF and found["某州刺史"][2] != UNDECIDED


def test_his_own_deed_and_mourning_stay_his(rules):
    found = facts(rules, "文远率兵攻某城，拔之。丁父忧，服阕，除某州刺史。")
    deed = next(v for v in found if v.startswith("率兵攻某城"))  # with 拔之 joined to it, or alone
    assert found[deed][0] == SELF and found["某州刺史"][0] == SELF


@pytest.mark.parametrize("body, value", [("文远二子，皆历要官。", "二子，皆历要官"), ("文远季子也。", "季子也")])
def test_his_sons_counted_or_his_place_among_brothers_stay_his(rules, body, value):
    assert facts(rules, body)[value][0] == SELF


@pytest.mark.parametrize("kin", ["父", "兄", "母"])
def test_a_kinsman_unnamed_after_his_name_acts_in_his_clause_and_the_next(rules, kin):
    """文远父在乡，为贼所害: the father's death, though only the term follows the name."""
    found = facts(rules, f"迁某州刺史。文远{kin}在乡，为贼所害，文远居丧六年。除侍御史。")
    assert found["为贼所害"][0] != SELF and found["为贼所害"][2] == UNDECIDED, found["为贼所害"]
    assert found["侍御史"][0] == SELF and found["侍御史"][2] != UNDECIDED


def test_a_kinsman_his_sentence_goes_on_to_act_on_is_not_its_subject(rules):
    """文远母在鄴，欲间行辇母以逃，为盗所得，伪署某官: he flees with his mother; the false post is his."""
    found = facts(rules, "文远母在鄴，欲间行辇母以逃，为盗所得，伪署凤阁舍人。")
    assert found["凤阁舍人"][0] == SELF, found["凤阁舍人"]


def test_a_kinsmans_state_before_his_own_act_and_he_among_his_kinsmen_stay_his(rules):
    """文远母病，诉诸朝，改某官: her illness is the scene of his appeal; 文远父子兄弟与之战 is his fight."""
    found = facts(rules, "文远母病，诉诸朝，改怀州司仓参军。文远父子兄弟与之战，擒高世由。")
    assert found["怀州司仓参军"][0] == SELF and found["怀州司仓参军"][2] != UNDECIDED
    assert found["擒高世由"][0] == SELF


def test_his_life_goes_on_after_the_sentence_of_a_kinsman_named_by_his_term_alone(rules):
    """文远母亦知书，每躬自训教: no name of hers carries on into the next sentence, his career does."""
    found = facts(rules, "文远母亦知书，每躬自训教。年十五，召试中书，迁大理评事。")
    assert found["大理评事"][0] == SELF and found["大理评事"][2] != UNDECIDED


def test_a_son_named_whom_the_reader_reads_no_name_keeps_the_next_sentence_undecided(rules):
    """文远次子令则，性好篇章。天和中，官至乐部下大夫: the son's post, not the father's."""
    found = facts(rules, "文远次子令则，性好篇章。天和中，官至乐部下大夫。仕隋，位太子左庶子。")
    assert all(found[v][0] != SELF for v in found if "大夫" in v or "庶子" in v), found


def test_his_mourning_or_the_merit_of_a_kinsman_after_his_name_stay_his(rules):
    found = facts(rules, "文远父忧去职。服阕，除侍御史。")
    assert found["父忧去职"][0] == SELF and found["侍御史"][0] == SELF


def test_he_and_his_brothers_or_whose_kinsman_he_is_stay_his(rules):
    """文远兄弟群从，递居此职 (he is among them); 文远高祖母弟 (he is the emperor's brother): his
    clauses, and the sentence after them his."""
    found = facts(rules, "文远兄弟群从，递居此职。七年，迁太子中舍人。")
    assert found["太子中舍人"][0] == SELF and found["太子中舍人"][2] != UNDECIDED
    found = facts(rules, "文远高祖母弟，性浮诡。迁太子中舍人。", opening="字子文。")
    assert found["太子中舍人"][0] == SELF and found["太子中舍人"][2] != UNDECIDED
