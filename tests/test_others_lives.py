"""Another man's life appended to an entry without a heading (孟郊者，字东野… in 韩愈's): what is
carried on in it after a passing mention of the subject is the other man's career, not his.
Invented text, the shapes of the histories (no bench text)."""

from __future__ import annotations

import pytest
from conftest import rules_biography

from shiguan.lang.zh.others_lives import _life_opened

ENTRY = "列传第一\n韩文远\n韩文远，字退之，邓州人。擢进士第，调某县尉。\n{life}\n文远卒，年五十七。\n"


@pytest.mark.parametrize("life", [
    "孟东野者，字东野，湖州武康人。少隐嵩山。文远一见为忘形交。年五十，得进士第，调溧阳尉。",
    "东野字子野，与兄文远同时举进士。文远擢第一，而置东野第十。释褐溧阳尉。",
])
def test_a_post_carried_on_in_another_mans_life_is_not_his(tmp_path, life):
    bio = rules_biography(tmp_path, ENTRY.format(life=life), "韩文远")
    assert "溧阳尉" not in bio and "某县尉" in bio and "卒，年五十七" in bio, bio


def test_his_own_later_paragraph_with_his_style_name_stays_his(tmp_path):
    """A paragraph opened with his own name and 字 is his life, not another man's."""
    text = "列传第一\n韩文远\n韩文远，字退之，邓州人。擢进士第。\n文远字退之，少孤。年五十，调溧阳尉。\n"
    assert "溧阳尉" in rules_biography(tmp_path, text, "韩文远")


@pytest.mark.parametrize("paragraph, whose", [
    ("孟东野者，字东野，湖州武康人。", "孟东野"), ("东野字子野，与兄同举。", "东野"),
    ("文远字退之，少孤。", ""), ("初字子退，后改焉。", ""),  # his own, or how his 字 changed
    ("东野素善文远。", ""),  # no life opens
])
def test_whose_life_a_paragraph_opens(paragraph, whose):
    text = "韩文远，字退之。\n" + paragraph
    assert _life_opened(text, text.index("\n") + 1, 3, ["韩文远", "文远", "退之"]) == whose
