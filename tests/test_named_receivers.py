"""A grant or a deed that names its receiver is the receiver's, and his own death is read in its
closing forms (issue 41): 赠父某官 and 封母某氏某国夫人 honour a parent, 赠某甲某官 the man it
names; 世基乃见害焉 is his death with its closing particle. Invented text, the shapes of the
histories (no bench text)."""

from __future__ import annotations

import pytest
from test_person_names import facts as person_facts

from shiguan.lang.zh.extract import extract_facts
from shiguan.models import SELF


def read(text: str, rules, relation: str) -> list[str]:
    text = "甲乙字某，某郡人也。" + text  # 乙乃见害焉 is his death by his name (丙乃见害 is not)
    return [f.value for f in extract_facts(text, 0, len(text), rules, (), own=("甲乙", "乙"))
            if f.relation == relation]


@pytest.mark.parametrize("text, death", [
    ("乱作，乙乃见害焉。", "见害"), ("遂遇害焉。", "遇害"), ("遂为乱兵所杀焉。", "为乱兵所杀"), ("寻卒焉。", "寻卒"),
])
def test_a_death_closed_by_yan_is_read(extract_rules, text, death):
    assert read(text, extract_rules, "卒") == [death]


@pytest.mark.parametrize("text, relation", [
    ("卒，赠父某州刺史。", "赠"), ("赠母某氏某县君。", "赠"), ("缄封如故。", "封爵"), ("封题如故。", "封爵"),
])
def test_a_parents_honour_or_a_seal_is_not_his(extract_rules, text, relation):
    assert read(text, extract_rules, relation) == []


@pytest.mark.parametrize("text, relation, value", [
    ("进封某郡公。", "封爵", "某郡公"), ("卒，赠某州刺史。", "赠", "某州刺史"), ("封子爵。", "封爵", "子爵"),
])
def test_his_own_honours_are_still_read(extract_rules, text, relation, value):
    assert read(text, extract_rules, relation) == [value]


@pytest.mark.parametrize("body, value", [
    ("封母王氏某国夫人。", "母王氏某国夫人"), ("追封妻李氏某国夫人。", "妻李氏某国夫人"),
])
def test_a_mothers_or_wifes_fief_is_not_his(rules, body, value):
    assert person_facts(rules, body)[value][0] != SELF


def test_his_death_with_yan_after_another_mans_deed_is_his(rules):
    found = person_facts(rules, "宇文某杀逆也，文远乃见害焉。")
    assert found["见害"][0] == SELF


@pytest.mark.parametrize("body, value, receiver", [
    ("御史王陶论事，陶素刚直。诏除陶翰林学士。", "陶翰林学士", "王陶"),
    ("与李暄善，暄数称之。中兴元年，赠暄卫将军。", "暄卫将军", "李暄"),
    ("时刺史韩文礼主兵，文礼素狂易。会使者至，拜文礼御史中丞。", "文礼御史中丞", "韩文礼"),
])
def test_a_grant_that_names_its_receiver_is_not_his(rules, body, value, receiver):
    who, name, basis, note = person_facts(rules, body)[value]
    assert who != SELF and name == receiver and "receiver" in note, (who, name, basis, note)


def test_what_is_carried_on_after_a_grant_to_another_is_not_his(rules):
    found = person_facts(rules, "与李暄善，暄数称之。中兴元年，赠暄卫将军，谥曰忠，文远寻迁侍中。")
    assert found["忠"][0] != SELF
    assert found["侍中"][0] == SELF  # his name again: his


def test_his_own_posts_after_a_grant_verb_stay_his(rules):
    found = person_facts(rules, "与李暄善。拜侍中，迁尚书令。卒，赠卫将军，谥曰忠。")
    for value in ("侍中", "尚书令", "卫将军", "忠"):
        assert found[value][0] == SELF, (value, found[value])
    # 礼 of 礼部尚书 ends the name of a book, not of a man who acts in the entry
    assert person_facts(rules, "少读周礼。拜礼部尚书。")["礼部尚书"][0] == SELF


def test_his_named_death_outranks_a_death_carried_on_before_it(tmp_path):
    from conftest import rules_biography

    text = ("列传第一\n韩守义\n韩守义，字仲方，河东人也。迁某州刺史。遣太常丞元善达间行贼中，诣江都奏事。"
            "善达遂为群盗所杀。守义貌沉审。后宇文某杀逆，守义乃见害焉。\n")
    bio = rules_biography(tmp_path, text, "韩守义")
    assert "见害" in bio and "群盗" not in bio, bio


def test_his_dated_death_outranks_a_bare_si_after_his_name(tmp_path):
    """守义死 in his son's account (when he died …) tells less than 熙宁十年，卒: the dated one is said."""
    from conftest import rules_biography

    text = ("列传第一\n韩守义\n韩守义，字仲方，河东人也。熙宁初，迁某州刺史。熙宁十年，卒，年五十九。"
            "子立，始命为某军推官，守义死，使门人某状其行。\n")
    bio = rules_biography(tmp_path, text, "韩守义")
    assert "熙宁十年（1077），卒" in bio and "死" not in bio, bio


def test_a_receiver_whose_name_ends_in_zhi_keeps_his_honour(rules):
    """之 rejects a 赠 only as the pronoun (赠之甚厚: a gift to him), not inside a name (穆之)."""
    own = person_facts(rules, "后以疾卒。诏赠穆之散骑常侍。", name="刘穆之", opening="字道和，东海人也。")
    assert own["散骑常侍"][0] == SELF
    assert "甚厚" not in person_facts(rules, "后以疾卒，赠之甚厚。")
    # … and another man's name ending in 之 opening the grant names its receiver
    other = person_facts(rules, "崔勋之固争，乃遣勋之救之，勋之战死。赠崔勋之通直郎。")
    assert other["崔勋之通直郎"][0] != SELF


@pytest.mark.parametrize("body, post, his", [
    ("迁侍中。刑部尚书赵平章摄太尉，先告庙。", "太尉", False),  # an official named by his title takes it
    ("迁侍中。吏部尚书钱德林兼太尉。", "太尉", False),
    ("迁侍中。吏部尚书钱德兼太尉。", "太尉", False),  # a one-character given name
    ("迁侍中。吏部尚书王俭兼太尉，卒，赠司徒。", "司徒", False),  # and what is carried after it
    ("迁侍中。刑部尚书赵平摄太尉，寻卒。", "寻卒", False),
    ("迁侍中，摄太尉。", "太尉", True),  # no man between: his own
    ("迁侍中。吏部尚书文远兼太尉。", "太尉", True),  # his own given name after the title
])
def test_a_post_an_official_named_before_it_takes_is_not_the_subjects(rules, body, post, his):
    """尚书某摄太尉: 摄 and 兼 stop the official's name, which no longer runs into the post. The
    post and what follows it stay undecided: the name is read, but the person test still sees an
    office word in 王俭兼太尉, so no node takes them."""
    assert (person_facts(rules, body)[post][0] == SELF) is his


@pytest.mark.parametrize("body, his", [
    ("时柳敬仁来奔，敬仁有将略。文远以柳敬仁为护军将军。", False),  # he appoints another man he named
    ("时黄佐主兵，佐素狂易。文远表授佐御史中丞。", False),  # a grant he asks for a man by his given name
    ("文远以功为护军将军。", True),
    ("文远表授御史中丞。", False),  # his plea: the post is the man's he asks it for, named or not
    ("入为卫尉。卫尉缺久，文远以卫尉为护军将军。", True),  # an office word between 以 and 为 is no man
    ("时柳敬仁来奔，敬仁有将略。文远以部将柳敬仁为护军将军。", False),  # who he is, then his name
    ("兄子张德有将略，张德从征。文远以兄子张德为护军将军。", False),
    ("时柳敬仁来奔，敬仁有将略。文远以敬仁为护军将军。", False),  # his given name alone
])
def test_the_man_he_appoints_in_his_own_clause_receives_the_post(rules, body, his):
    """A clause his name opens may grant another man the post: 某以柳某为护军将军, 某表授佐某官."""
    found = person_facts(rules, body)
    (post,) = [v for v in found if v.endswith(("将军", "中丞"))]
    assert (found[post][0] == SELF) is his
