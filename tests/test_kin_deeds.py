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
