"""Shapes reviewers found misread (issue 41, zhknown and its reviews): a partisan's death (坐某党诛死
with his name inside), what a man he put into a post then did (荐某为某县令，在县…) to the sentence's
end (自, 身 and 亲 may open either man's act), his own deed after 因 and a rising, 晋 opening a
place's name (晋熙王府参军), and a posthumous grant after a decree (诏追封, not 诏追改封). Each beside
the nearest right shape. Invented text."""

from __future__ import annotations

import pytest
from conftest import rules_biography
from test_entry_length import facts_of_entry

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF

_HEAD = "列传第一\n侯植\n侯植字某，某郡人也。迁某州刺史。"


def _read(rules, body: str) -> dict[str, tuple[str, str]]:
    return facts_of_entry(rules, f"{_HEAD}{body}\n", "侯植")


def _posts(rules, body: str) -> set[str]:
    entry = next(e for e in read_chinese_entries(rules, f"{_HEAD}{body}\n") if e.heading.name == "侯植")
    return {f.value for f in entry.facts if f.relation == "任职"}


def test_a_charge_of_being_his_partisan_is_the_partisans_death(rules):
    found = _read(rules, "故吏王昙，坐植党诛死。")
    assert found["诛死"][0] != SELF, found


@pytest.mark.parametrize("body", ["植坐杨素党诛死。", "迁某官。坐杨素党诛死。"])
def test_his_own_charge_of_another_mans_party_is_his_death(rules, body):
    assert _read(rules, body)["诛死"][0] == SELF


@pytest.mark.parametrize("body", [
    "植荐王昙为某县令，在县有惠政，以病死。",  # the placed man not named again
    "植表王昙为某将军，在镇有威名，以病死。",
])
def test_what_follows_a_man_he_put_into_a_post_is_that_mans(rules, body):
    found = _read(rules, body)
    assert found["以病死"][0] != SELF, found
    assert not any("惠政" in v or "威名" in v for v, (who, _) in found.items() if who == SELF), found


def test_his_own_post_and_work_there_stay_his_and_the_placed_man_named_stays_his(rules):
    assert _read(rules, "植为某县令，在县有惠政，以病死。")["以病死"][0] == SELF
    assert _read(rules, "植荐王昙为某县令，昙在县有惠政，以病死。")["以病死"][0] != SELF


@pytest.mark.parametrize("body, his", [
    ("卫王北征，以植为长史，坐事免官。", "坐事免官"),  # he is the man placed
    ("乙表植为长史，坐事免官。", "坐事免官"),
    ("植寡嗜欲，唯以经国为务，车服尘素。", "寡嗜欲，唯以经国为务，车服尘素"),  # 以…为: a view, no post
])
def test_what_follows_his_own_placing_or_a_view_stays_his(rules, body, his):
    assert _read(rules, body)[his][0] == SELF


@pytest.mark.parametrize("body, deed", [
    ("植因某贼之乱，起兵据州，自号将军。", "因某贼之乱，起兵据州，自号将军"),  # he took his chance
    ("植因丙反，据城。", "因丙反，据城"),
    ("植因复叛。", "因复叛"),
    ("植因谋反，伏诛。", "因谋反"),
    ("植因据城反。", "因据城反"),
])
def test_his_deed_after_yin_and_a_rising_stays_his(rules, body, deed):
    assert _read(rules, body)[deed][0] == SELF


@pytest.mark.parametrize("body, his", [
    ("植举方正为某县令，在县有惠政，卒官。", "卒官"),  # a category he was recommended under
    ("植举明经为某县令，在县有惠政，卒官。", "卒官"),
])
def test_what_follows_his_own_recommendation_stays_his(rules, body, his):
    assert _read(rules, body)[his][0] == SELF


@pytest.mark.parametrize("body, left", [
    ("植荐王昙为某县令，自洛阳之官，道病卒。", "道病卒"),  # 自: the placed man sets out (revzh20)
    ("植辟王昙为从事，自陈母老，不就，卒于家。", "卒于家"),
    ("植荐王昙为某县令，亲老，弃官归养，卒于家。", "卒于家"),  # 亲: his parents
    ("植表王昙为长史，己卯，卒于官。", "卒于官"),  # 己卯: a day
    ("植荐侯君为某县令，在县有惠政，卒于官。", "卒于官"),  # he places a kinsman, not himself
    ("植表王昙为长史，身率骑兵，大破贼军，斩首千级。", "大破贼军"),  # whose 身? left undecided
])
def test_what_follows_a_placing_is_never_his_though_a_clause_opens_himself(rules, body, left):
    assert _read(rules, body)[left][0] != SELF


def test_the_second_post_of_another_mans_list_is_not_his(rules):
    found = _read(rules, "诏授王茂侍中、吴兴太守，以代植。")
    assert not any("吴兴太守" in v for v, (who, _) in found.items() if who == SELF), found


def test_a_placed_mans_work_after_a_from_then_on_stays_his(rules):
    assert _read(rules, "植荐王昙为某县令，自是在县有惠政，以病死。")["以病死"][0] != SELF


def test_jin_before_a_place_and_a_princes_staff_opens_the_name(rules):
    posts = _posts(rules, "历某王府参军，晋安王府参军，晋陵太守。")
    assert "晋安王府参军" in posts and not any(p.startswith(("安王", "陵太守")) for p in posts), posts
    assert not any(p.startswith(("安王", "陵太守", "熙王")) for p in _posts(rules, "转某王府，晋熙王府参军。"))


def test_jin_before_an_office_is_still_a_promotion(rules):
    assert "湖北按察使" in _posts(rules, "迁某官，晋湖北按察使。")


def test_a_posthumous_enfeoffment_after_a_decree_follows_his_death(tmp_path):
    text = rules_biography(tmp_path, f"{_HEAD}封某县侯。后十年，卒于家。子某嗣。诏追封某郡公。\n", "侯植")
    assert text.index("卒于家") < text.index("郡公"), text


@pytest.mark.parametrize("body", [
    "植袭父爵某县公。诏追改封某郡公，植仍袭焉。后十年，卒于家。",  # a father's fief re-granted
    "免官。诏追复封某郡公。后十年，卒于家。",  # restored in life
])
def test_a_decree_to_regrant_or_restore_stays_in_his_career(tmp_path, body):
    text = rules_biography(tmp_path, f"{_HEAD}{body}\n", "侯植")
    assert text.index("郡公") < text.index("卒于家"), text


def test_a_living_re_enfeoffment_stays_in_his_career(tmp_path):
    text = rules_biography(tmp_path, f"{_HEAD}封某县侯。诏改封某郡公。后十年，卒于家。\n", "侯植")
    assert text.index("郡公") < text.index("卒于家"), text


@pytest.mark.parametrize("body, post", [
    ("植荐王昙学识之明，召为秘书郎。", "秘书郎"),  # the name runs on into what is said of him
    ("植荐司马昙可大用，拜青州刺史。", "青州刺史"),  # a two-character surname
])
def test_a_post_after_he_recommends_a_man_named_once_is_not_his(rules, body, post):
    assert _read(rules, body)[post][0] != SELF


def test_a_post_after_he_is_recommended_stays_his(rules):
    assert _read(rules, "王昙荐植学识之明，召为秘书郎。")["秘书郎"][0] == SELF


def test_an_honour_after_he_speaks_for_the_dead_is_not_his(rules):
    found = _read(rules, "王昙赴水死，事闻，赠太傅。植言赠恤之典，所当度越故常，遂加赠太师。卒，赠司空。")
    assert found["太师"][0] != SELF and found["司空"][0] == SELF, found
