"""Clauses his name opens that stored nothing (issue 41's median): a deed told right after a
quotation whose closing mark the text gives as a space, and 将 leading his men (not a plan); and
what follows his name but is his staff's or his forebears' (某参军某, 某远祖某), the post of a man
he appointed (某乃用为某郡丞) or his own words (某自言…).
Invented text, the shapes of the earlier histories; each with the nearest shape that stays out."""

from __future__ import annotations

from conftest import rules_biography

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import NAME, SELF

HEAD = "列传第一\n张乙丙\n张乙丙字某某，某郡人也。为某州刺史。"


def deeds(rules, body: str) -> dict[str, tuple[str, str]]:
    entry = next(e for e in read_chinese_entries(rules, HEAD + body + "乙丙病死。\n") if e.heading.name == "张乙丙")
    return {f.value: (f.subject.who, f.subject.basis) for f in entry.facts if f.relation == "事件"}


def test_a_deed_after_a_quotation_closed_by_a_space_is_his(rules):
    found = deeds(rules, "上谓之曰： 此不足忧。 乙丙东归故里。丁戊谓之曰： 事急矣。 乙丙夜出某门，遂行。")
    assert found["东归故里"] == (SELF, NAME), found
    assert found["夜出某门，遂行"] == (SELF, NAME), found


def test_the_quotation_and_another_mans_clause_after_it_stay_out(rules):
    found = deeds(rules, "丁戊谓之曰： 乙丙可斩。 上不许。乙丙谓戊己曰： 此不足忧。 戊己拜谢而出。"
                  "上谓之曰： 卿勿忧。 乙丙拜谢。")
    # the words spoken, another man's reply, and his bare reply to words left out
    assert not any("可斩" in v or "拜谢" in v or "不许" in v for v in found), found


def test_his_deed_after_a_quotation_is_in_his_biography(tmp_path):
    text = rules_biography(tmp_path, HEAD + "上谓之曰： 此不足忧。 乙丙东归故里，筑室某山。乙丙病死。\n", "张乙丙")
    assert "东归故里" in text and "此不足忧" not in text


def test_jiang_leading_his_men_or_household_is_a_deed(rules):
    found = deeds(rules, "乙丙将轻骑五千袭某城。乙丙将数百人入某界七百里。乙丙乃将家西上。")
    assert found["将轻骑五千袭某城"] == found["将数百人入某界七百里"] == (SELF, NAME), found
    assert found["乃将家西上"] == (SELF, NAME), found


def test_jiang_as_a_plan_or_his_general_stays_out(rules):
    found = deeds(rules, "乙丙将之任。乙丙将数谒某王。乙丙将丁戊攻某城。乙丙将士三千人皆没。")
    assert not any(w in v for v in found for w in ("之任", "数谒", "攻某城", "皆没")), found


def test_his_staff_forebears_and_the_men_he_appointed_are_not_his_deeds(rules):
    found = deeds(rules, "乙丙参军丁戊以情输于某国。乙丙远祖汉某将军戊己。乙丙乃用为某郡丞。乙丙表为某州刺史。"
                  "乙丙自言未尝为将。乙丙东归故里。")
    # his staff's act, a forebear's post, another man's post he gave, what he said
    assert not any(w in v for v in found for w in ("输于某国", "远祖", "郡丞", "刺史", "自言")), found
    assert found["东归故里"] == (SELF, NAME), found


def test_a_thing_he_made_into_something_and_his_own_title_stay_his(rules):
    found = deeds(rules, "乙丙访得某故道，辟为通涂。乙丙持诏乘马，自称奉使，入某城。")
    # 辟为 a road, not a post; 自称 (he styled himself) is a deed, unlike 自言 (his words)
    assert found["访得某故道，辟为通涂"] == found["持诏乘马，自称奉使，入某城"] == (SELF, NAME), found


def test_a_charge_quoting_his_words_is_still_the_speakers_after_the_inner_quotation(rules):
    # the memorial's closing space fell at the paragraph's end: the inner quotation closes, the charge goes on
    found = deeds(rules, "丁戊上言： 乙丙尝语人云： 吾当为天子。 乙丙又私造甲兵数千，阴结某国。\n乙丙东归故里。")
    assert not any("私造甲兵" in v for v in found), found
    assert found["东归故里"] == (SELF, NAME), found


def test_generals_counted_after_his_battle_are_not_men_he_leads(rules):
    found = deeds(rules, "乙丙与贼战于某城，良将数百人皆降贼。乙丙将家子，少好弓马。")
    assert found["与贼战于某城"] == (SELF, NAME), found  # his battle, not his generals' surrender
    assert not any("皆降" in v or "将家子" in v for v in found), found


def test_a_one_character_name_that_is_a_word_does_not_open_his_deed_after_a_quotation(rules):
    head = "列传第一\n杨时\n杨时字某某，某郡人也。为某州刺史。"
    body = "上谓之曰： 此不足忧。 时某城围闭数月，城中大饥。时上疏请援某城。"
    entry = next(e for e in read_chinese_entries(rules, head + body + "\n") if e.heading.name == "杨时")
    found = {f.value for f in entry.facts if f.relation == "事件" and f.subject.who == SELF}
    assert not any("围闭" in v for v in found), found  # "at that time", not the man named 时
