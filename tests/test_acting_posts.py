"""Posts as the earlier histories write them (issue 41, item 7): an acting charge over a province
(行江州事, 行府州事), oversight of one (监南兖州), a 府's 掾 and 功曹, a prince's 典签, a
州's 治中, 直阁 and 廷尉. A list holding one of them had been read as no post at all (出为征虏长史、
行南兖州事: neither post), so the careers of the 南朝's books lost whole appointments. Invented text."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.extract import extract_facts


def read(text: str, rules) -> list[str]:
    text = "甲乙字某，某郡人也。" + text
    return [f.value for f in extract_facts(text, 0, len(text), rules, ()) if f.relation == "任职"]


@pytest.mark.parametrize("text, posts", [
    ("出为某虏长史、行南某州事。", ["某虏长史", "行南某州事"]),
    ("迁镇南长史、某阳太守、辅国将军、行某州事。", ["镇南长史", "某阳太守", "辅国将军", "行某州事"]),
    ("转行某州事。", ["行某州事"]),
    ("迁辅国将军、监南某州。", ["辅国将军", "监南某州"]),
    ("入为某公府掾。", ["某公府掾"]),
    ("累迁镇北某陵王功曹史。", ["镇北某陵王功曹史"]),
    ("寻为本州治中。", ["本州治中"]),
    ("授东宫直阁。", ["东宫直阁"]),
    ("征为廷尉。", ["廷尉"]),
])
def test_an_earlier_courts_post_is_read_alone_and_in_a_list(extract_rules, text, posts):
    assert read(text, extract_rules) == posts


@pytest.mark.parametrize("text", [
    "行其事。",  # carried out the business: no post
    "行至某州。",  # travelled
    "监其军。",  # oversaw the army he led: no charge of a province
    "好文学。",  # a taste, not a prince's attendant
])
def test_doing_and_liking_are_no_posts(extract_rules, text):
    assert read(text, extract_rules) == []
