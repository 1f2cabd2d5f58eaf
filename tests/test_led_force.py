"""A number of men he leads is his force, not a crowd (issue 41): 率乡兵三千人拒之 is his deed, while
an event that befalls several men at once (尽褫某官六人) stays refused, and so does a count after a
leader's title (斩其渠帅数百人) or after 者 (统兵者数人: others). Invented text."""

from __future__ import annotations

import dataclasses
import re

import pytest
from conftest import rules_biography

from shiguan.lang.zh.extract import EVENT, _accept
from shiguan.lang.zh.extract_rules import ExtractRules
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF
from shiguan.rules import load_rules

ENTRY = ("列传第一\n甲乙丙\n"
         "甲乙丙字某某，某郡人也。为某州刺史。某贼寇某郡，乙丙率乡兵三千人拒之。"
         "乙丙自领步骑五百余人屯某城。乙丙斩其渠帅数十人。\n")


@pytest.fixture(scope="module")
def extract_rules() -> ExtractRules:
    return ExtractRules.from_dict(load_rules("extract.toml"))


@pytest.mark.parametrize("value", ["率乡兵三千人拒之", "自领步骑五百余人屯某城", "率敢死士数十人乘城",
                                   "将兵四百人守某道"])
def test_a_force_he_leads_is_no_crowd(extract_rules, value):
    assert _accept(EVENT, value, extract_rules)


@pytest.mark.parametrize("value", ["尽褫尚书侍郎六人革职", "斩其渠帅数百人", "食禄主帅各四十六人",
                                   "今大将统兵者数人", "幢置帅一人", "率诸将三千人拒之",
                                   "将士三千人皆没", "将卒数百人死之"])  # the officers and men
def test_a_crowd_a_title_or_a_collective_stays_refused(extract_rules, value):
    assert not _accept(EVENT, value, extract_rules)


def test_a_led_force_rule_without_its_by_group_takes_the_whole_count_out(extract_rules):
    # a project's own [led_force] regex (or "(?!)" to switch it off) need not name the group
    off = dataclasses.replace(extract_rules, led_force=re.compile("(?!)"))
    assert not _accept(EVENT, "率乡兵三千人拒之", off)
    bare = dataclasses.replace(extract_rules, led_force=re.compile("率[^人]{0,4}?[一二三四五六七八九十百千]+人"))
    assert _accept(EVENT, "率乡兵三千人拒之", bare)


def test_his_led_force_deed_is_his_fact_and_in_his_biography(rules, tmp_path):
    entry = next(e for e in read_chinese_entries(rules, ENTRY) if e.heading.name == "甲乙丙")
    his = {f.value for f in entry.facts if f.subject.who == SELF}
    assert any(v.startswith("率乡兵三千人拒之") for v in his), his
    assert not any("渠帅" in v for v in his), his
    assert "率乡兵三千人拒之" in rules_biography(tmp_path, ENTRY, "甲乙丙")
