"""His portrait after the opening (issue 41: biographies that tell the life): the clause of his
nature, youth or learning that follows his name, 字 and native place is his, with the clauses that
carry it on; not after a kinsman's line, another man or a deed that stands between. Invented
entries in the manner of the histories (no bench text).
"""

from __future__ import annotations

import pytest
from conftest import rules_biography


@pytest.mark.parametrize("opening, said", [
    ("张文远，字子文，吴郡人也。少好学，博涉经史。", "少好学，博涉经史"),  # opening the next sentence
    ("张文远，吴郡人。性刚直，有胆略。", "性刚直，有胆略"),
    ("张文远，字子文，幼而聪敏，涉猎群书。", "幼而聪敏，涉猎群书"),  # inside the opening sentence
    ("张文远，字子文，太守季明之子也。性刚直，有胆略。", "性刚直，有胆略"),  # after whose son he is
    ("张文远，吴郡人，汉司徒某八世孙。少好学，博涉经史。", "少好学，博涉经史"),
    ("张文远者，吴郡崔氏子也。性仁爱，有雅量。", "性仁爱，有雅量"),  # 某者: his name as headed
])
def test_his_nature_after_the_opening_is_said(tmp_path, opening, said):
    text = f"列传第一\n张文远\n{opening}起家奉朝请，迁建安令。卒于官。\n"
    assert said in rules_biography(tmp_path, text, "张文远")


@pytest.mark.parametrize("opening, unsaid", [
    ("张文远，字子文，吴郡人也。父季明，官至太守。少好学。", "少好学"),  # after his father's line
    ("张文远，字子文，吴郡人也。其先事李子方。少好学。", "少好学"),  # a clause between
    ("张文远，字子文，吴郡人也。李子方为太守，性贪暴。", "性贪暴"),  # another man opens the sentence
    ("张文远，字子文，清河崔氏之甥也。", "清河崔氏之甥"),  # whose kin he is: no nature of his
])
def test_nature_not_next_to_the_opening_is_not_his(tmp_path, opening, unsaid):
    text = f"列传第一\n张文远\n{opening}起家奉朝请，迁建安令。卒于官。\n"
    assert unsaid not in rules_biography(tmp_path, text, "张文远")


@pytest.mark.parametrize("opening, unsaid", [
    ("德远兄德明，少有名，善属文。德远", "少有名"),  # his brother's fame
    ("德远父伯和，性刚直，有胆略。德远少孤，", "性刚直"),  # his father's nature
    ("德远母陆氏，少好学，博涉经史。德远", "博涉经史"),  # his mother's learning
])
def test_a_kinsman_opening_the_entry_lends_him_no_nature(tmp_path, opening, unsaid):
    """The entry's first clause is skipped as his name only when it ends with his name."""
    text = f"列传第一\n周德远\n{opening}起家奉朝请，迁建安令。卒于官。\n"
    assert unsaid not in rules_biography(tmp_path, text, "德远")


@pytest.mark.parametrize("clause", [
    "深州贼孙大有攻陷郡城",  # a bandit's deed
    "少府孙大有奇之",  # another man acting on him
    "有司劾其不法",  # officials
    "博陵孙大有荐之于朝",
    "善相者见而奇之",  # one who judged him
    "少帝即位",  # the throne
])
def test_another_agent_after_the_opening_is_no_nature_of_his(tmp_path, clause):
    text = f"列传第一\n周子敬\n周子敬，字子恭，吴郡人也。{clause}，起家奉朝请，迁建安令。卒于官。\n"
    assert clause not in rules_biography(tmp_path, text, "周子敬")


def test_an_appended_sons_nature_after_he_succeeded_is_his(tmp_path):
    """子某嗣 is his name as headed: the first clause passed over ends with it and 嗣."""
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。起家奉朝请，迁建安令。卒于官。"
            "\n子德明嗣。少有名誉，早历显位。仕至太守。\n")
    assert "少有名誉，早历显位" in rules_biography(tmp_path, text, "德明")
