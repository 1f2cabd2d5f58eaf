"""Other men inside an entry that the later histories' shapes hid (issue 41): a death told after 会
("just then": 会洵卒，…，于是赠光禄丞 is the father's honour), a man before a post that opens with 签
(会王渊签书枢密院事), a full name before a post that opens with its side (拜韩忠彦左仆射), and 师父洵
(learned from his father 洵), which is no man called 师父洵. Invented chapters."""

from __future__ import annotations

from conftest import his_decided, life_subjects, rules_biography

from shiguan.lang.zh.document_names import document_names
from shiguan.models import SELF


def test_a_death_told_after_hui_and_the_honour_after_it_are_not_his(rules):
    found = life_subjects(rules, "除大理评事。会洵卒，赙以金帛，辞之，于是赠光禄丞。洵将终，以书属之。迁太常丞。")
    assert not his_decided(found["会洵卒"]) and not his_decided(found["于是赠光禄丞"])
    assert "another man's death" in found["会洵卒"].note
    assert his_decided(found["迁太常丞"])


def test_his_own_name_after_hui_is_no_other_man(rules):
    found = life_subjects(rules, "除大理评事。会文远卒，赠光禄丞。")
    assert "another man's death" not in found["会文远卒"].note


def test_a_man_before_a_post_opening_with_qian_is_not_him(rules):
    found = life_subjects(rules, "胜非特迁五官。会王渊签书枢密院事兼御营司都统制，内侍复用事。")
    assert not his_decided(found["会王渊签书枢密院事兼御营司都统制"])


def test_a_full_name_before_a_post_with_its_side_is_kept_out(tmp_path):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。拜右仆射。徽宗立，遣中使召某，拜韩忠彦左仆射。"
            "忠彦与文远不协。卒。\n")
    bio = rules_biography(tmp_path, text, "张文远")
    assert "右仆射" in bio and "左仆射" not in bio


def test_a_verb_and_a_father_are_no_name(subject_rules):
    text = "张文远，字子文。生十年，父洵游学四方。文远与弟辙，师父洵为文。"
    assert not {"父洵", "师父洵"} & document_names(text, subject_rules)


def test_a_post_a_memorial_asks_for_another_man_is_not_his(tmp_path):
    text = "列传第一\n张文远\n张文远，字子文，吴郡人也。补某县主簿。奏观补成忠郎、某川簿尉。卒。\n"
    bio = rules_biography(tmp_path, text, "张文远")
    assert "某县主簿" in bio and "成忠郎" not in bio


def test_a_kinsmans_death_after_ji_is_a_time_and_his_life_goes_on(rules):
    found = life_subjects(rules, "拜右仆射。及子雱死，尤悲伤不堪，力请解几务，上益厌之，罢为某军节度使。"
                            "明年，封舒国公。元祐元年，卒，年六十六。")
    assert found["及子雱死"].who != SELF  # the son's death
    assert all(his_decided(found[c]) for c in ("尤悲伤不堪", "罢为某军节度使", "封舒国公", "卒", "年六十六"))


def test_a_kinsmans_own_account_still_opens_with_his_name(rules):
    found = life_subjects(rules, "拜右仆射。子雱，字元泽，举进士，为某州判官。")
    assert not his_decided(found["为某州判官"])


def test_the_throne_at_his_bedside_acts_on_him_and_his_death_is_his(rules):
    found = life_subjects(rules, "拜尚书右仆射。会病力，帝亲至其家，抚之梗塞。薨，年四十六。")
    assert his_decided(found["薨"]) and his_decided(found["年四十六"])
    found = life_subjects(rules, "拜尚书右仆射。帝亲征某国，至某城，薨于行在。")  # the throne's own campaign
    assert not his_decided(found["至某城"])
