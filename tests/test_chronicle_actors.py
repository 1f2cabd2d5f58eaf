"""The rules-only 纪事本末 names only men: a son's life headed by his given name alone, a body of
men, a phrase or a piece of a name the attribution read as a name are no actor; "then" and a
subject of its own, or what the men he sent did, is not his clause; and a period, the enemy or a
crossing is no term of the topic. Every passage is invented for these tests, in the manner of the
histories."""

from __future__ import annotations

from contextlib import closing

import pytest
from conftest import ingested_chapters
from test_chronicle_shapes import said

from shiguan.lang.zh.write.topic_actor import sends
from shiguan.lang.zh.write.topic_terms import _shape_unfit

MILITIA = (
    "周文远\n"
    "周文远，字子达，湖南湘乡人。道光十五年进士。咸丰二年，文远在籍治团练，击走群盗。五年，卒。\n"
    "子煦，由拔贡授直隶知县。咸丰三年，治团练有功，署大名知府。卒。\n"
    "吴德良，字子良，江西南昌人。咸丰四年，饶州之贼分据乐平，江西军率团练往剿。德良募乡勇，治团练，城以获全。卒。\n"
    "郑启元，字子元，广东番禺人。道光二十一年，乡民困敌于三元里。于是团练日盛，撤客军，改募练勇。"
    "言官请团练乡兵，以无益，奏寝其议。二十二年，启元遣千总赵大有、钱长顺等蹑贼，与团练合击，败之。"
    "二十三年，两广总督林大成调治团练，擢盐运使。卒。\n"
    "林大成，字子成，广东番禺人。道光十年，授两广总督。卒。\n"
)


@pytest.fixture(scope="module")
def militia(tmp_path_factory):
    with closing(ingested_chapters(tmp_path_factory.mktemp("militia"), {"卷一.txt": MILITIA})) as project:
        yield project


def test_a_son_named_by_his_given_name_alone_is_no_actor(militia):
    text = said(militia, "团练")
    assert any(t.startswith("咸丰二年（1852），周文远在籍治团练") for t in text)  # the father, named in full
    assert not any(t.startswith(("煦", "咸丰三年（1853），煦")) for t in text)  # 子煦: who, the reader cannot tell


def test_a_body_of_men_is_no_actor(militia):
    text = "".join(said(militia, "团练"))
    assert "江西军率团练往剿" not in text  # an army, not a man: its deed is left out
    assert "吴德良治团练" in text


def test_then_and_a_subject_of_its_own_is_not_his_clause(militia):
    text = "".join(said(militia, "团练"))
    assert "郑启元于是团练日盛" not in text  # 于是 ("then") and the militia flourished: nobody's deed
    assert "郑启元言官请" not in text  # the censors asked; he memorialised against it


def test_what_the_men_he_sent_did_is_not_his(militia):
    text = "".join(said(militia, "团练"))
    assert "与团练合击" not in text  # 遣…等蹑贼，与团练合击: the men sent fought
    assert "林大成调治团练" not in text  # the governor-general moved him (调) to run the militia


@pytest.mark.parametrize("term", ["咸丰", "咸丰中", "嘉庆", "丰元年", "土匪", "粤匪", "匪犯", "英人", "渡江"])
def test_a_period_the_enemy_or_a_crossing_is_no_term(term):
    assert _shape_unfit(term)


@pytest.mark.parametrize("term", ["团练", "战船", "贼船", "焚贼", "河决", "炮台",
                                  "太平军", "黄河清", "越南", "月饷", "倭寇", "海盗"])  # an era inside, 越, 月, the sea
def test_the_topics_own_words_and_its_fights_stay_terms(term):
    assert not _shape_unfit(term)


def test_what_the_attribution_misreads_as_a_name_is_no_mans(militia):
    from shiguan.lang.zh.write.topic_actor import ActorNames
    from shiguan.lang.zh.write.topic_corpus import TopicCorpus

    corpus = TopicCorpus(militia)
    names = ActorNames(frozenset(corpus.persons), corpus)
    assert names.not_a_man("周文远", "周文远在籍治团练") == ""
    assert names.not_a_man("周文", "周文远在籍治团练")  # a piece of the longer name written there
    assert names.not_a_man("从周文远", "从周文远治团练")  # "following 周文远"
    assert names.not_a_man("文武略", "有文武略，治团练")  # a phrase, written once, never titled


ORDERS = (
    "赵启明\n"
    "赵启明，字子昭，广东番禺人。道光二十一年，授知县。二十二年，启明遣千总孙大有蹑贼，与团练合击，败之。"
    "二十四年，启明檄守备孙长顺赴援，督团练击贼，败之。二十六年，总兵率团练击贼，败绩。"
    "二十八年，启明募乡勇，治团练，城以获全。卒。\n"
)


def test_the_one_man_he_sent_and_an_office_opening_a_clause_are_not_his(tmp_path):
    with closing(ingested_chapters(tmp_path, {"卷一.txt": ORDERS})) as project:
        text = "".join(said(project, "团练"))
    assert "与团练合击" not in text  # 遣千总某蹑贼: one man sent, no 等, fought
    assert "督团练击贼" not in text  # 檄守备某赴援: the officer he summoned led the militia
    assert "总兵率团练" not in text  # the brigade general led them: an office is a subject
    assert "赵启明治团练，城以获全" in text


@pytest.mark.parametrize("text, name", [("御史言海防废弛", None), ("大臣奏团练无益", None),  # the office spoke
                                        ("千总赵大有蹑贼", "赵大有"), ("布政使孙长顺议", "孙长顺")])
def test_a_verb_after_an_office_is_no_name_and_minor_offices_title_a_man(text, name):
    from shiguan.lang.zh.write.topic_corpus import TITLED

    m = TITLED.search(text)
    assert (m and m.group(1)) == name


@pytest.mark.parametrize("before, sent", [
    ("启明檄守备孙长顺赴援，", True), ("启明遣千总孙大有蹑贼，至三元里，", True),
    ("既，令攻竹仔港，", False),  # an order he received: 令 opening the clause, a verb after it
    ("启明遣守备孙长顺夹击，大破之；", False),  # his own again after the semicolon
    ("於是，命赵启明赴天津，", False),  # the order sends him
])
def test_the_men_he_sent_are_others_in_the_same_run(before, sent):
    from shiguan.lang.zh.write.topic_actor import sends

    assert sends(before, ["赵启明", "启明"]) is sent


def test_men_sent_after_an_order_he_received_are_still_not_him():
    before = "二十二年，於是，命启明赴天津，启明遣孙大有、李二等蹑贼，"
    assert sends(before, ["赵启明", "启明"])


@pytest.mark.parametrize("clause, carried", [
    ("于是日，攻克安庆", True), ("於是岁，筑堤三百丈", True), ("于是时，督兵剿贼", True),
    ("于是团练日盛", False),  # 于是 ("then") and the militia flourished: its own subject
])
def test_then_and_a_time_word_carry_his_deed_on(clause, carried):
    from shiguan.lang.zh.write.topic_deeds import SUBJECTLESS

    assert bool(SUBJECTLESS.match(clause)) is carried
