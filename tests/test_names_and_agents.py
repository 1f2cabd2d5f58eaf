"""Issue 41's shapes of agents and names. Agents the text never names: the court's campaign
after 会, a surrender he heard of after 闻, the enemy after 然/且. Words with no person's name
shape (lang/zh/not_a_name.py): an agency (枢密院) or the start of a lady's title (国夫 of 国夫人)
makes no node and takes no clause; nor does a temple title before the throne's own deed; a
kinsman's name keeps the 之 or 则 that ends it. Invented chapters in the manner of the histories,
read without a store."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.not_a_name import shape_not_a_name
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF, UNDECIDED


def entry(rules, body: str):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    return text, next(e for e in read_chinese_entries(rules, text) if e.heading.name == "张文远")


def facts(rules, body: str) -> dict[str, tuple[str, str]]:
    """Fact value → (who, basis)."""
    _, e = entry(rules, body)
    return {f.value: (f.subject.who, f.subject.basis) for f in e.facts}


def his(found: tuple[str, str]) -> bool:
    return found[0] == SELF and found[1] != UNDECIDED


@pytest.mark.parametrize("body, campaign, mine", [
    ("大业九年，会伐辽，攻拔数城，以功进位大将军。", "会伐辽", ["攻拔数城", "大将军"]),
    ("会征高丽，破其军于平壤，拜左卫将军。", "会征高丽", ["左卫将军"]),
    ("乾德二年冬，又为忠武军节度。即日下诏伐蜀，命文远为行营都部署。", "即日下诏伐蜀", ["行营都部署"]),
])
def test_the_courts_campaign_after_hui_is_not_his_deed(rules, body, campaign, mine):
    found = facts(rules, body)
    assert found[campaign][1] == UNDECIDED
    assert [v for v in mine if not his(found[v])] == []


@pytest.mark.parametrize("body, heard, mine", [
    ("文远在郡，闻贼帅李通率众来降，遣使迎之。", "闻贼帅李通率众来降", []),
    ("闻父丧，去官。", "", ["去官"]),  # what he did on hearing stays his
])
def test_a_surrender_heard_of_is_not_his_own(rules, body, heard, mine):
    found = facts(rules, body)
    if heard:
        assert found[heard][1] == UNDECIDED
    assert [v for v in mine if not his(found[v])] == []


@pytest.mark.parametrize("lead", ["然", "且"])
def test_the_enemy_after_ran_or_qie_runs_until_he_is_named(rules, lead):
    text, e = entry(rules, f"{lead}贼众甚盛，攻陷临城，焚其仓库。文远复讨之，迁广州刺史。")
    found = {text[c.start:c.end]: (c.subject.who, c.subject.basis) for c in e.clauses}
    assert [c for c in ("攻陷临城", "焚其仓库") if found[c][1] != UNDECIDED] == []
    assert his(found["迁广州刺史"])


@pytest.mark.parametrize("arrives, mine", [("北海太守李进明自河南至", False), ("文远自河南至", True)])
def test_the_courts_word_after_another_mans_arrival_is_his_post(rules, arrives, mine):
    """诏摄… with no one named, right after another man arrives, gives the post to the newcomer."""
    found = facts(rules, f"{arrives}，诏摄御史大夫、岭南节度使。迁中书侍郎。")
    assert his(found["御史大夫"]) == mine, found
    assert his(found["中书侍郎"])


def test_an_agency_after_a_title_is_no_official_and_the_post_is_his(rules):
    text, e = entry(rules, "召同知枢密院兼参知政事。入对，言边事。后复同知枢密院，卒。")
    assert [c for c in e.clauses if c.subject.name == "枢密院"] == []
    post = next(f for f in e.facts if f.value == "参知政事")
    assert post.subject.who == SELF and post.subject.basis != UNDECIDED


def test_the_start_of_a_ladys_title_is_no_kinsman_node(rules):
    _, e = entry(rules, "五年，入觐，封母国夫人；授飞骑尉。")
    fief = next(f for f in e.facts if f.relation == "封爵")
    assert fief.subject.name != "国夫" and fief.subject.basis == UNDECIDED


@pytest.mark.parametrize("name, text, refused", [
    ("谏院", "同知谏院。", True),
    ("李义府", "李义府为中书令。", False),  # a surname: a man's name, whatever it ends in
    ("国夫", "封母国夫人。", True),
    ("国夫", "封母国夫人。国夫曰：可。", False),  # written once before no 人: may be a man
])
def test_shape_not_a_name(name, text, refused):
    assert bool(shape_not_a_name(name, text)) is refused


def test_a_temple_title_before_a_deed_of_the_throne_is_no_kinsman(rules):
    # 高祖 acts as the throne in this text (高祖嘉之): 高祖平京邑 is its campaign, not a
    # great-great-grandfather called 平京邑 who takes the posts after it
    text, e = entry(rules, "高祖嘉之。高祖平京邑，霸府建，引为骠骑功曹参军，迁尚书左丞。")
    assert [text[c.start:c.end] for c in e.clauses if c.subject.name == "平京邑"] == []
    post = next(f for f in e.facts if f.value == "尚书左丞")
    assert post.subject.who == SELF and post.subject.basis != UNDECIDED


@pytest.mark.parametrize("body, kinsman, post", [
    ("父超之，天监初仕至员外散骑常侍。", "超之", "员外散骑常侍"),  # 之 ends his name before a break
    ("从孙世则，官至太常少卿。", "世则", "太常少卿"),  # so does 则
    ("曾祖遥之，仕至员外散骑常侍。", "遥之", "员外散骑常侍"),  # after 曾祖: a kinsman, no temple title
])
def test_a_kinsmans_name_ending_in_zhi_or_ze_is_whole(rules, body, kinsman, post):
    _, e = entry(rules, body)
    fact = next(f for f in e.facts if f.value == post)
    assert fact.subject.name == kinsman


def test_a_temple_title_after_xun_er_is_still_the_thrones_deed(rules):
    # 寻而 is a time word like 寻 or 既而: the throne's campaign after it is no deed of his
    found = facts(rules, "高祖嘉之。寻而高祖平京邑，霸府建，引为骠骑功曹参军，迁尚书左丞。")
    assert found["寻而高祖平京邑"][1] == UNDECIDED
    assert his(found["尚书左丞"])


@pytest.mark.parametrize("body, lost", [
    ("朱胄为侍中，与文远善。然胄不能从，遂去官。", "遂去官"),  # 然 before a given name named before
    ("朱胄为侍中，与文远善。且胄不能从，遂去官。", "遂去官"),  # so does 且
    ("时侍郎周系英面陈其事，帝不许。系英复疏论之，坐免官。", "坐免官"),  # the full name before 面陈
])
def test_another_mans_given_name_alone_takes_the_clause_from_him(rules, body, lost):
    assert facts(rules, body)[lost][1] == UNDECIDED


def test_another_mans_execution_closes_his_part(rules):
    # 晏 (王晏, named whole before 长史) is executed: the post after it is the subject's again
    text, e = entry(rules, "迁骠骑将军王晏长史。晏诛，出为晋陵太守。")
    found = {text[c.start:c.end]: (c.subject.who, c.subject.basis) for c in e.clauses}
    assert found["晏诛"][1] == UNDECIDED
    assert his(next((f.subject.who, f.subject.basis) for f in e.facts if f.value == "晋陵太守"))


def test_the_courts_word_naming_him_after_another_mans_arrival_is_his(rules):
    """诏文远摄… names him: the post is his though another man has just arrived."""
    found = facts(rules, "北海太守李进明自河南至，诏文远摄御史大夫。")
    assert his(found["御史大夫"]), found
