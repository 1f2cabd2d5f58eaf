"""Deaths in the forms the earlier histories write them (issue 41, item 7): a cause before 而卒,
grief or illness before 卒, 赐死 by decree, 卒时年某; and 卒 as a soldier is no death.
Invented text."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.extract import extract_facts


def read(text: str, rules) -> dict[str, str]:
    text = "甲乙字某，某郡人也。" + text
    return {f.relation: f.value for f in extract_facts(text, 0, len(text), rules, ())
            if f.relation in ("卒", "享年")}


@pytest.mark.parametrize("text, death, age", [
    ("感恸而卒，年二十八。", "感恸而卒", "二十八"),
    ("遂以忧惧卒于某城。", "遂以忧惧卒于某城", None),
    ("闻之，惊愕得疾卒，年八十。", "惊愕得疾卒", "八十"),
    ("有诏赐死。", "赐死", None),
    ("亦被杀。", "被杀", None),
    ("卒时年三十六。", "卒", "三十六"),
])
def test_a_death_in_another_form_is_read(extract_rules, text, death, age):
    found = read(text, extract_rules)
    assert found.get("卒") == death and found.get("享年") == age, found


@pytest.mark.parametrize("text", ["大收降卒。", "身先士卒。", "以功赏士卒。"])
def test_a_soldier_is_no_death(extract_rules, text):
    assert "卒" not in read(text, extract_rules)
