"""Who opens a clause (issue 41): his forebear after 之 (文远之高祖莫瑰…: the forebear's posts), and a man
named once whose name runs straight into his verb (孔文仲对策入等，以切直罢归: his dismissal, not the
subject's), beside the words that only look so (车服尘素: the subject's carriage and dress). Invented text."""

from __future__ import annotations

from conftest import his_decided, life_subjects

from shiguan.models import KIN


def test_a_forebear_after_his_name_and_zhi_takes_the_clauses_after_him(rules):
    found = life_subjects(rules, "文远之高祖莫瑰拥部落入附，拜定州刺史，封西平公。文远迁主簿。")
    assert found["文远之高祖莫瑰拥部落入附"].who == KIN
    assert not his_decided(found["拜定州刺史"]) and not his_decided(found["封西平公"])
    assert his_decided(found["文远迁主簿"])


def test_a_man_named_once_before_his_verb_keeps_his_sentence(rules):
    found = life_subjects(rules, "考试制举人，孔文仲对策入等，以切直罢归。迁主簿。")
    assert not his_decided(found["孔文仲对策入等"]) and not his_decided(found["以切直罢归"])
    assert his_decided(found["迁主簿"])


def test_words_opening_with_a_surnames_character_stay_his(rules):
    found = life_subjects(rules, "性俭素，车服尘素，强力专精，迁主簿。突厥围雁门，摄左亲侍武贲郎将。")
    assert all(his_decided(found[c]) for c in ("车服尘素", "强力专精", "迁主簿", "摄左亲侍武贲郎将"))


def test_there_was_one_who_is_someone_unnamed(rules):
    """有言于蔡京者: "there was one who spoke to 蔡京", someone unnamed, unless a step of his life follows."""
    found = life_subjects(rules, "时天下多故，有言于蔡京者，以为宜引耆德。召为秘书郎。")
    assert his_decided(found["时天下多故"]) and his_decided(found["召为秘书郎"])
    assert not his_decided(found["有言于蔡京者"]) and not his_decided(found["以为宜引耆德"])
    found = life_subjects(rules, "有荐其文行者，召试，为馆阁校勘。")  # one who recommended him: his summons
    assert his_decided(found["召试"]) and his_decided(found["为馆阁校勘"])
