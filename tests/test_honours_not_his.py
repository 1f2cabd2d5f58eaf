"""Honours that are not his (issue 41): a mother named by her surname and 氏 (齐贤母孙氏…封晋国太夫人),
another man named once whose given name holds a count (江万里赴水死，事闻，赠太傅), and words after 封
that grant no fief (乃与封伦诡求督饷: 封伦 is a man). Invented text in the manner of the histories."""

from __future__ import annotations

import pytest
from test_person_names import facts

from shiguan.lang.zh.extract import extract_facts
from shiguan.models import SELF


def test_a_mothers_title_after_her_surname_and_shi_is_hers(rules):
    found = facts(rules, "迁侍中。文远母孙氏年八十余，封晋国太夫人。文远迁吏部尚书。")
    assert found["晋国太夫人"][0] != SELF
    assert found["吏部尚书"][0] == SELF


@pytest.mark.parametrize("body, honour", [
    ("迁侍中。饶州破，江万里赴水死，事闻，赠太傅。文远言赠恤之典。", "太傅"),
    ("迁侍中。城陷，李千秋投水死，赠太尉。文远言其忠。", "太尉"),
])
def test_an_honour_after_a_man_named_once_dies_is_that_mans(rules, body, honour):
    assert facts(rules, body)[honour][0] != SELF


def test_a_count_of_men_is_no_name(rules):
    """百人 counts men: the clause after it is still his."""
    assert facts(rules, "迁侍中。率百人守城，迁太尉。")["太尉"][0] == SELF


def _fiefs(text: str, rules) -> list[str]:
    text = "甲乙字某，某郡人也。" + text
    return [f.value for f in extract_facts(text, 0, len(text), rules, ()) if f.relation == "封爵"]


@pytest.mark.parametrize("text, fief", [
    ("进封某国公。", "某国公"), ("改封于楚。", "于楚"), ("改封钟武县。", "钟武县"), ("封丰城县候。", "丰城县候"),
    ("增封三百户。", "三百户"), ("封某郡君。", "某郡君"), ("封骑都尉兼云骑尉世职。", "骑都尉兼云骑尉世职"),
    ("封三等阿达哈哈番。", "三等阿达哈哈番"),
])
def test_a_fief_ends_as_a_rank_a_holding_or_a_county_does(extract_rules, text, fief):
    assert _fiefs(text, extract_rules) == [fief]


@pytest.mark.parametrize("text", ["乃与封伦诡求督饷。", "从封嵩高。", "对二人封侯立庙。", "封置箱中。"])
def test_words_after_feng_that_grant_no_fief_are_none(extract_rules, text):
    assert _fiefs(text, extract_rules) == []
