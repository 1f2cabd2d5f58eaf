"""Posts as the later histories write them (issue 41, item 7: cover the life): a charge over a
place or a court (知杭州, 通判袁州, 判国子监), the 宋's posts and ranks (起居郎, 右正言, 承务郎), a degree
passed (第进士, 进士及第), an honour added (加光禄大夫), and an appointment after a word of sequence
(既而以为太原太守). None of them was read, so a life told in them had a biography of a few clauses.
Invented text."""

from __future__ import annotations

import pytest
from conftest import rules_biography

from shiguan.lang.zh.extract import extract_facts


def read(text: str, rules, relation: str = "任职") -> list[str]:
    text = "甲乙字某，某郡人也。" + text
    return [f.value for f in extract_facts(text, 0, len(text), rules, ()) if f.relation == relation]


@pytest.mark.parametrize("text, posts", [
    ("除知某州。", ["知某州"]),
    ("移知某州，出知某某军。", ["知某州", "知某某军"]),
    ("起知某州。", ["知某州"]),  # alone, after a verb of return the office words do not list
    ("通判某州。", ["通判某州"]),
    ("判国子监。", ["判国子监"]),
    ("同知枢密院事。", ["同知枢密院事"]),
    ("又知贡举。", ["知贡举"]),
    ("拜某某阁学士、知某州。", ["某某阁学士", "知某州"]),  # a list: both posts
    ("迁起居郎。", ["起居郎"]),
    ("擢右正言。", ["右正言"]),
    ("改提点某路刑狱。", ["提点某路刑狱"]),
    ("以荫补太庙斋郎。", ["太庙斋郎"]),  # a rank
    ("补承信郎。", ["承信郎"]),
    ("既而为某河太守。", ["某河太守"]),  # a word of sequence before 为
    ("既而以为某原太守。", ["某原太守"]),
    ("三迁为某州刺史。", ["某州刺史"]),  # 为 after the verb is no part of the post
    ("遂表为某州刺史。", ["某州刺史"]),  # petitioned for
    ("贬为某州刺史。", ["某州刺史"]),  # demoted to a post is a post held
    ("坐事贬为某州司马。", ["某州司马"]),  # 坐事贬 is no man named before 为
    ("左迁某州司马。", ["某州司马"]),
    ("再迁某管经略使。", ["某管经略使"]),
    ("代为某翔观察使。", ["某翔观察使"]),  # acting
    ("带某滋令。", ["某滋令"]),  # held with another
    ("拜枢密使。", ["枢密使"]),
    ("拜右丞相兼枢密使兼太子少傅。", ["右丞相兼枢密使兼太子少傅"]),  # 使 before 兼 ends a post
    ("授参知政事兼签书枢密院事。", ["参知政事兼签书枢密院事"]),
    ("拜左丞相、某国公。", ["左丞相"]),  # a title of nobility in the list is no post, and no bar to the list
    ("除直龙图阁、知某州。", ["直龙图阁", "知某州"]),
    ("拜中书舍人兼侍读、直学士院。", ["中书舍人兼侍读", "直学士院"]),
    ("迁秘书少监兼侍经筵。", ["秘书少监兼侍经筵"]),
    ("授敷文阁待制、提举某某宫。", ["敷文阁待制", "提举某某宫"]),
    ("出为湖南运判。", ["湖南运判"]),
    ("徙南路钤辖、知某州。", ["南路钤辖", "知某州"]),
    ("迁右班殿直。", ["右班殿直"]),  # the palace and staff ranks
    ("补三班奉职。", ["三班奉职"]),
    ("授阁门祗候。", ["阁门祗候"]),
    ("迁内殿承制。", ["内殿承制"]),
    ("迁大理评事。", ["大理评事"]),
    ("为相府虞候。", ["相府虞候"]),
])
def test_a_post_of_the_later_courts_is_read(extract_rules, text, posts):
    assert read(text, extract_rules) == posts


@pytest.mark.parametrize("text", [
    "知其州不可守。",  # knowing, no post
    "知贼军已至。",
    "知诸军不至。",
    "时为贼所害。",  # passive, no post
    "时为吏部尚书。",  # 时 opens an aside on the man just named as often
    "贬某州刺史。",  # 贬 alone names the man demoted as often (贬湘某州司马)
    "直抵某阁。",  # went straight to a hall: no 直某阁
    "拜一子五品官。",  # his son's post
    "以其月为元年。",  # an era begun
    "以某为可助己。",  # a man judged
])
def test_knowing_is_no_charge(extract_rules, text):
    assert read(text, extract_rules) == []


@pytest.mark.parametrize("text, honour", [
    ("加光禄大夫。", "光禄大夫"),
    ("加某某殿学士。", "某某殿学士"),
    ("加某郡太守。", "某郡太守"),
    ("以劳加御史中丞。", "御史中丞"),
    ("加集贤殿修撰。", "集贤殿修撰"),
    ("加直秘阁。", "直秘阁"),
])
def test_an_honour_added_is_read(extract_rules, text, honour):
    assert read(text, extract_rules, "加衔") == [honour]


@pytest.mark.parametrize("text, read_as", [
    ("第进士，调某县主簿。", ["进士"]),
    ("进士及第，调某县主簿。", ["进士"]),
    ("登进士甲科，调某县主簿。", ["进士"]),
    ("举进士中第，调某县主簿。", ["进士"]),
    ("举进士不第，调某县主簿。", []),  # he failed
])
def test_a_degree_passed_is_read(extract_rules, text, read_as):
    assert read(text, extract_rules, "出身") == read_as


def test_a_post_after_his_one_character_name_and_wei_is_his(tmp_path):
    text = "列传第一\n江淹\n江淹，字文通，济阳考城人也。起家南徐州从事。淹为镇军参军。某为镇西参军。卒。\n"
    bio = rules_biography(tmp_path, text, "江淹")
    assert "镇军参军" in bio and "镇西参军" not in bio  # 某 is no man we know
