"""A 封 whose object is a thing sealed, or the 开封 of a city's name, is no fief (issue 41):
封府库, 封闭仓库, 封还诏书 (sealed and sent back), 封识宛然, 知开封府. Invented text."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.extract import extract_facts


def fiefs(text: str, rules) -> list[str]:
    text = "甲乙字某，某郡人也。" + text
    return [f.value for f in extract_facts(text, 0, len(text), rules, ()) if f.relation == "封爵"]


@pytest.mark.parametrize("text", [
    "入城，封府库，以待大军。", "乃封仓库，收图籍。", "遂封闭府藏。", "乙封还诏书，不奉行。", "视其封识宛然。",
    "封印而去。", "迁知开封府推官。", "改开封府判官。", "乙，开封封丘人。",
])
def test_a_thing_sealed_is_no_fief(extract_rules, text):
    assert fiefs(text, extract_rules) == []


@pytest.mark.parametrize("text, value", [
    ("以功封某县侯。", "某县侯"), ("封母某氏某国夫人。", "母某氏某国夫人"), ("进封某郡公。", "某郡公"),
    ("改封金城郡公。", "金城郡公"),
])
def test_a_fief_is_still_read(extract_rules, text, value):
    assert fiefs(text, extract_rules) == [value]
