"""Whose clause (issue 41), shapes reviewers found on main, each with its twin that stays his: a
post granted whole to another man (除王仲宣征西长史), an army's own run answered (魏师攻石堡，击破之),
an official's death by his title (寻太守遇害), the errand of a man sent (遣丁戊，乃击贼), a fear
kept alone (惧祸，遂见杀), a time after his death (死后数日), and the northern clan surnames
(尔朱, 独孤, 侯莫陈) and rare single ones (尧, 檀). Invented text in the manner of the histories (no
bench text), read without a store."""

from __future__ import annotations

import pytest
from test_person_names import facts
from test_subject_runs import clauses, his

from shiguan.lang.zh.aliases import alias_drafts, leading_surname
from shiguan.models import SELF, UNDECIDED, Fact, Span


def _entry(body: str) -> str:
    return f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"


@pytest.mark.parametrize("body, post, mine", [
    ("累迁中书侍郎。时魏人来寇，除王仲宣征西长史。", "王仲宣征西长史", False),  # granted to a man named whole
    ("迁侍中。太和中，授李仲宣员外郎。", "李仲宣员外郎", False),
    ("累迁中书侍郎。拜车骑大将军。", "车骑大将军", True),  # a rank word opens the post: his
    ("累迁中书侍郎。拜司徒左长史。", "司徒左长史", True),  # an office opens it
    ("累迁中书侍郎。迁王仲宣征西长史。", "王仲宣征西长史", True),  # his own move onto the man's staff
])
def test_a_post_granted_to_a_full_name_is_not_his(rules, body, post, mine):
    who, _, basis, _ = facts(rules, body)[post]
    assert (who == SELF and basis != UNDECIDED) is mine, (who, basis)


@pytest.mark.parametrize("body, theirs, mine", [
    ("魏师攻石堡，击破之，虏其众。", ["击破之"], []),  # the army breaks the place: its own run
    ("寿春李玄成作乱，从平原公段文举讨之，战于石堡。", [], ["从平原公段文举讨之"]),  # a rising he answers
    ("五年，突厥寇石州，拥略居民，击走之。", ["拥略居民"], ["击走之"]),  # an invasion he answers
    ("文远至石堡，魏师攻城，击破之。", ["击破之"], []),  # inside his sentence too: the army's
    ("文远奋槊接战，众寡不敌，遂见害，时年四十。", [], ["遂见害", "时年四十"]),  # his men outnumbered: his death
])
def test_only_a_rising_is_answered_by_him(rules, body, theirs, mine):
    found = clauses(rules, _entry(body), "张文远")
    assert [c for c in theirs if his(found[c])] == [], found
    assert [c for c in mine if not his(found[c])] == [], found


@pytest.mark.parametrize("body, clause, value", [
    ("迁侍中。寻太守遇害。", "寻太守遇害", "寻太守遇害"),
    ("出为东郡太守。俄而刺史遇害，时年四十。", "俄而刺史遇害", "四十"),  # nor the age after it
])
def test_an_officials_death_by_his_title_is_not_his(rules, body, clause, value):
    assert not his(clauses(rules, _entry(body), "张文远")[clause])
    found = facts(rules, body)
    assert found[value][0] != SELF or found[value][2] == UNDECIDED, found[value]


def test_his_own_death_in_office_stays_his(rules):
    assert his(clauses(rules, _entry("迁东郡太守。以太守卒。"), "张文远")["以太守卒"])


@pytest.mark.parametrize("body, mine, theirs", [
    ("文远遣丁戊，乃击贼，大破之。", "遣丁戊", "乃击贼"),  # the named deed stops at the sending
    ("文远令丁戊，遂攻城，克之。", "令丁戊", "遂攻城"),  # carried on: the errand of the man sent
])
def test_after_sending_a_man_the_next_act_is_his(rules, body, mine, theirs):
    found = facts(rules, body)
    assert found[mine][0] == SELF
    assert not any(theirs in v and s[0] == SELF and s[2] != UNDECIDED for v, s in found.items()), found


def test_his_run_after_a_deed_of_his_own_goes_on(rules):
    assert facts(rules, "文远率众击贼，大破之。")["率众击贼，大破之"][0] == SELF
    assert facts(rules, "文远遣军士鼓噪，曳柴扬尘。")["遣军士鼓噪，曳柴扬尘"][0] == SELF  # troops sent: his act
    assert facts(rules, "文远又遣骑二千断石津，收舟舰以待。")["又遣骑二千断石津，收舟舰以待"][0] == SELF  # a place
    assert facts(rules, "文远遣将军丁戊，乃击贼。")["遣将军丁戊"][0] == SELF
    assert "还" not in facts(rules, "文远使于魏，还，迁侍中。")["使于魏"]  # 使于: an envoy's journey, no sending
    assert facts(rules, "文远使于魏，还，迁侍中。")["侍中"][0] == SELF


@pytest.mark.parametrize("body, gone", [
    ("文远惧祸，遂见杀。", "惧祸"),  # a fear alone, its outcome left out
    ("文远畏罪，遂见杀。", "畏罪"),
    ("文远死后数日，家人乃知。", "死后数日"),  # a time after his death, no deed
])
def test_a_fear_or_a_time_after_death_is_no_deed(rules, body, gone):
    assert gone not in facts(rules, body)


@pytest.mark.parametrize("body, whole", [("文远惧祸，遂逃去。", "惧祸，遂逃去"),
                                         ("文远惧其众不从，乃于路邀之。", "惧其众不从，乃于路邀之")])
def test_a_fear_with_what_he_then_did_stays_whole(rules, body, whole):
    assert facts(rules, body)[whole][0] == SELF


@pytest.mark.parametrize("name, surname", [("尔朱天光", "尔朱"), ("独孤永业", "独孤"), ("侯莫陈崇", "侯莫陈"),
                                           ("檀道成", "檀"), ("尧雄", "尧"), ("贺拔允", "贺拔"), ("斛律光", "斛律")])
def test_clan_and_rare_surnames_are_listed(name, surname):
    assert leading_surname(name) == surname


@pytest.mark.parametrize("name, given", [("尔朱天光", "天光"), ("檀道成", "道成"), ("独孤永业", "永业")])
def test_the_given_name_of_a_clan_surname_is_his_alias(name, given):
    place = Fact("籍贯", "秀容", Span(0, 2), Span(0, 2), "opening")
    drafts = alias_drafts(name, name, "", [place], (0, len(name)))
    assert (given, "given") in {(a.form, a.kind) for a in drafts}


def test_a_rare_surname_takes_the_style(rules):
    style = Fact("字", "子英", Span(0, 2), Span(0, 2), "opening", detail="字")
    drafts = alias_drafts("尧雄", "尧雄", "", [style], (0, 2))
    assert "尧子英" in {a.form for a in drafts}
