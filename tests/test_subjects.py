"""Whose fact is it: two tests for each way another man's fact reached a subject's biography.

The chapters are written for these tests in the manner of the dynastic histories (no bench text):
each is a heading line and entries, ingested into a fresh project, then read back through the
facts stored under each person and through the rules-only biography.
"""

from __future__ import annotations

import pytest

from shiguan.ingest import ingest
from shiguan.project import Project
from shiguan.retrieve.person import lookup
from shiguan.write.biography import write_rules_biography


@pytest.fixture
def chapter(tmp_path):
    """Ingest one chapter; returns a function from a name to (his facts, his biography text)."""
    made: list[Project] = []

    def load(text: str):
        root = tmp_path / f"p{len(made)}"
        (tmp_path / f"c{len(made)}").mkdir()
        (tmp_path / f"c{len(made)}" / "卷.txt").write_text(text, encoding="utf-8")
        project = Project.init(root)
        ingest(project, [tmp_path / f"c{len(made)}"])
        made.append(project)

        def person(name: str):
            found = lookup(project, name)
            assert found.resolved is not None, name
            bio = write_rules_biography(project, found)
            return found, "".join(s.text for s in bio.sentences)
        return project, person

    yield load
    for p in made:
        p.close()


def decided(found, relation: str) -> set[str]:
    assert all(t.decided for t in found.facts)
    return {t.tail_text for t in found.facts if t.relation == relation}


# -- an honour or a post given to several people in one sentence ---------------------------------

def test_honours_listed_for_men_the_text_has_not_named_before_are_not_his(chapter):
    project, person = chapter(
        "周文定\n"
        "周文定，字子安，江西吉水人。洪武末，授兵部主事。永乐二年，论靖难功，封张文远靖安伯，授李思忠都督同知。"
        "文定迁郎中，卒。\n")
    found, bio = person("周文定")
    assert "靖安伯" not in bio and "都督同知" not in bio
    assert not any("靖安伯" in v or "都督同知" in v for v in decided(found, "封爵") | decided(found, "任职"))
    assert "兵部主事" in bio and "郎中" in bio
    # each honour is stored under the man it names
    holders = dict(project.store.db.execute(
        "SELECT t.tail_text, e.name FROM triples t JOIN entities e ON e.id = t.head_id "
        "WHERE t.tail_text LIKE '%靖安伯' OR t.tail_text LIKE '%都督同知'").fetchall())
    assert holders == {"张文远靖安伯": "张文远", "李思忠都督同知": "李思忠"}


def test_a_post_the_court_gives_to_a_man_named_earlier_is_his(chapter):
    _, person = chapter(
        "王用宾\n"
        "王用宾，字仲礼，山西太原人。以举人授知县。都督张文远从用宾守济南，力战有功。三年，上授张文远靖安伯，"
        "赐用宾金币。擢用宾右佥都御史。\n")
    found, bio = person("王用宾")
    assert "靖安伯" not in bio
    assert "右佥都御史" in bio and "知县" in bio


# -- an aside about another man ------------------------------------------------------------------

def test_a_colleague_named_with_his_native_place_lends_nothing(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。同官有陈道亨，陈道亨，福建晋江人。嘉靖五年进士，"
        "官至按察使。守敬迁员外郎，卒。\n")
    found, bio = person("王守敬")
    assert "按察使" not in bio and "进士" not in bio
    assert "户部主事" in bio and "员外郎" in bio
    assert "按察使" not in decided(found, "任职")


def test_a_man_introduced_with_zhe_lends_nothing(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。有赵文华者，浙江慈谿人，以贿得侍郎，擢工部尚书。"
        "守敬劾之，迁员外郎。\n")
    found, bio = person("王守敬")
    assert "侍郎" not in bio and "工部尚书" not in bio
    assert "户部主事" in bio and "员外郎" in bio


# -- a kinsman named by his given name alone -----------------------------------------------------

def test_a_brothers_given_name_opens_his_own_clauses(chapter):
    _, person = chapter(
        "李允恭\n"
        "李允恭，字敬夫，陕西三原人。万历十一年进士，授行人。弟允中，亦举于乡。允恭迁御史。允中寻授工部主事，"
        "卒于官。允恭累官右副都御史，卒。\n")
    found, bio = person("李允恭")
    assert "工部主事" not in bio
    assert {"行人", "御史", "右副都御史"} <= decided(found, "任职")
    assert "工部主事" not in decided(found, "任职")
    assert bio.count("卒") == 1


def test_a_son_named_in_full_then_by_his_given_name(chapter):
    _, person = chapter(
        "赵希周\n"
        "赵希周，字元卿，河南祥符人。天启二年进士，授编修。其子赵廷瑞，崇祯元年举人。希周擢侍讲。"
        "廷瑞寻授兵部主事，迁郎中。希周卒。\n")
    found, bio = person("赵希周")
    assert "兵部主事" not in bio and "举人" not in bio
    assert {"编修", "侍讲"} <= decided(found, "任职")


# -- a father's posthumous name ------------------------------------------------------------------

def test_a_fathers_posthumous_name_in_his_own_sentence(chapter):
    _, person = chapter(
        "孙应奎\n"
        "孙应奎，字文宿，河南洛阳人。父思敬，官至巡抚，谥恭毅。应奎，正德十六年进士，授户部主事。\n")
    found, bio = person("孙应奎")
    assert "恭毅" not in bio and "巡抚" not in bio
    assert decided(found, "谥号") == set()
    assert "户部主事" in bio


def test_what_follows_a_fathers_sentence_is_kept_out_until_the_son_is_named(chapter):
    _, person = chapter(
        "孙应奎\n"
        "孙应奎，字文宿，河南洛阳人。父思敬，以忠节著。卒，赠太常卿，谥恭毅。应奎，正德十六年进士，"
        "授户部主事。\n")
    found, bio = person("孙应奎")
    assert "恭毅" not in bio and "太常卿" not in bio
    undecided = found.undecided
    assert {t.tail_text for t in undecided} >= {"太常卿", "恭毅"}
    assert all(t.note for t in undecided)  # and why each was kept out
    assert "户部主事" in bio


# -- 「X者」 does not end the entry ----------------------------------------------------------------

def test_an_aside_line_with_zhe_stays_inside_the_entry(chapter):
    project, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。\n"
        "赵文华者，浙江慈谿人，以贿得侍郎。\n"
        "守敬疏劾文华，迁员外郎。十年，卒。\n")
    found, bio = person("王守敬")
    entries = project.store.entries_of(found.resolved.entity_id)
    assert len(entries) == 1 and project.store.counts()["entries"] == 1
    assert "员外郎" in bio and "卒" in bio  # the rest of his life is still his
    assert "侍郎" not in bio


def test_a_listed_subject_may_open_his_entry_with_zhe(chapter):
    project, person = chapter(
        "王守敬赵文华\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。\n"
        "赵文华者，浙江慈谿人，以贿授侍郎。\n")
    wen, bio = person("赵文华")
    assert "侍郎" in bio
    assert project.store.counts()["entries"] == 2


# -- 孙 as a surname -------------------------------------------------------------------------------

def test_sun_first_in_a_heading_group_is_a_surname(chapter):
    project, person = chapter(
        "王用宾 孙承恩\n"
        "王用宾，字仲礼，山西太原人。以举人授知县。\n"
        "孙承恩，字贞甫。正德六年进士，授编修。\n")
    found, bio = person("孙承恩")
    assert found.resolved.name == "孙承恩"
    assert bio.startswith("孙承恩，字贞甫")
    assert not any(t.relation == "祖父" for t in found.facts)


def test_sun_leading_a_heading_line_is_a_surname(chapter):
    project, person = chapter(
        "孙承恩王用宾\n"
        "王用宾，字仲礼，山西太原人。以举人授知县。\n"
        "孙承恩，字贞甫。正德六年进士，授编修。\n")
    found, _ = person("孙承恩")
    assert found.resolved.name == "孙承恩"
    assert lookup(project, "承恩").resolved is None  # no grandson 承恩 was made of him


# -- the subject's name in object position -------------------------------------------------------

def test_his_full_name_after_the_verb_is_cut_from_the_post(chapter):
    _, person = chapter(
        "李永檀\n"
        "李永檀，字子材，直隶献县人。乾隆十年进士。二十年，擢李永檀左副都御史。\n")
    found, bio = person("李永檀")
    assert "擢左副都御史" in bio and "擢李永檀" not in bio
    assert decided(found, "任职") == {"左副都御史"}


def test_his_given_name_after_the_verb_is_cut_from_the_post(chapter):
    _, person = chapter(
        "严永檀\n"
        "严永檀，字子材，浙江仁和人。嘉庆中，入赀为通判。道光五年，调永檀江南河道总督。\n")
    found, bio = person("严永檀")
    assert "调江南河道总督" in bio and "永檀江南" not in bio


# -- a clause said twice -------------------------------------------------------------------------

def test_the_same_post_twice_is_said_once(chapter):
    _, person = chapter(
        "陈良谟\n"
        "陈良谟，字士亨，福建长乐人。万历二年进士，授御史，兼右佥都御史。巡按江西，复兼右佥都御史。\n")
    _, bio = person("陈良谟")
    assert bio.count("兼右佥都御史") == 1


def test_the_same_honour_read_twice_is_said_once(chapter):
    _, person = chapter(
        "陈良谟\n"
        "陈良谟，字士亨，福建长乐人。万历二年进士。卒，赠太子少保。后追论其功，赠太子少保。\n")
    _, bio = person("陈良谟")
    assert bio.count("太子少保") == 1


# -- a quoted edict or memorial ------------------------------------------------------------------

def test_an_edict_in_quotation_marks_is_no_ones_list_of_facts(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。上曰：「守敬忠直，宜加太子少保，擢都御史。」"
        "守敬辞，迁员外郎。\n")
    found, bio = person("王守敬")
    assert "太子少保" not in bio and "都御史" not in bio
    assert not any(t.tail_text in ("太子少保", "都御史") for t in found.facts)
    assert "员外郎" in bio


def test_a_memorial_whose_quotation_marks_became_spaces_is_no_ones_list_of_facts(chapter):
    _, person = chapter(
        "王守敬\n"
        "王守敬，字存之，浙江山阴人。嘉靖二年，授户部主事。疏言： 臣父尝授按察使，卒於官，谥清惠。 "
        "上嘉之，迁员外郎。\n")
    found, bio = person("王守敬")
    assert "按察使" not in bio and "清惠" not in bio
    assert "员外郎" in bio
