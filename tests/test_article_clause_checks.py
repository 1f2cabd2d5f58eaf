"""What a wording must keep of its planned clauses (article/clause_checks.py): the three kept
wordings of the demo model's recorded 黄河 article that misled, each refused, and wordings that
say the same thing left alone."""

from __future__ import annotations

import pytest

from shiguan.article.clause_checks import changed_verb, dropped_quantity, numeral_value, reordered


@pytest.mark.parametrize(("planned", "worded"), [
    ("河决荥泽", "黄河决入荥泽"),  # recorded: breached into 荥泽, not at it
    ("河决郑州，上命李鸿藻驰往督办", "黄河决入郑州，上命李鸿藻督办"),  # recorded, second try
    ("河溢徐州韩家塘", "八月，黄河溢出徐州韩家塘"),  # recorded: overflowed out of
    ("达率兵攻城", "张达率兵攻破城"),  # took it, not attacked it
])
def test_a_complement_put_between_a_verb_and_its_words_changes_the_deed(planned, worded):
    assert changed_verb(worded, planned).startswith("changes 「")


@pytest.mark.parametrize(("planned", "worded"), [
    ("河决中牟", "黄河决于中牟"),  # recorded, kept: a preposition
    ("通奏定黄河岁修之制", "王通上奏，确定了黄河岁修的制度"),  # an aspect particle
    ("河决杨桥", "河水决堤于杨桥"),  # a noun: the modern word for the breach
    ("命伊桑阿往江南勘视河工", "命伊桑阿往江南勘视河工"),  # the planned sentence's own 往
    # recorded at the default length: a light verb before the planned verb it carries
    ("运河及骆马湖水涨，萨载督吏防护，上嘉其妥协", "运河及骆马湖水上涨，萨载督吏进行防护，上嘉其妥协"),
])
def test_a_particle_or_a_noun_between_them_is_a_wording(planned, worded):
    assert changed_verb(worded, planned) == ""


def test_a_verb_cut_from_its_place_is_refused():
    # recorded: the place left hanging after the breach
    assert changed_verb("光绪二十八年，黄河决堤，利津", "河决利津") == (
        "cuts 「利津」 from 「决」: no clause of it holds them together")
    assert changed_verb("黄河在利津决口", "河决利津") == ""  # the place before the verb, in its clause
    assert changed_verb("河水上涨，冲决了盐河的民堰", "俄黄水并涨，决盐河民堰") == ""
    # two deeds, each its clause (the recorded wording of 程增's dike)
    assert changed_verb("程增出家财，修邗沟两岸堤十里", "程增出家财修邗沟两岸堤十里") == ""


def test_clauses_told_in_another_order_are_refused():
    # recorded: the official's order put before the breach that caused it
    planned = "自黄河决於中牟，贾鲁河淤塞，潘铎责工员赔濬，久未复"
    worded = "潘铎责工员赔濬，黄河决於中牟，贾鲁河淤塞，久未复"
    assert reordered(worded, planned) == ("tells 「潘铎责工员赔濬」 before 「贾鲁河淤塞」, which its planned sentence "
                                          "tells first")
    # the same clauses in their order, two of them joined, a clause's words moved inside it: kept
    assert reordered("黄河在中牟决口后，贾鲁河淤塞，潘铎责令工员赔钱疏濬，很久没有恢复", planned) == ""
    assert reordered("河决后，开封城垣淤圮", "开封自河决后，城垣淤圮") == ""  # recorded, kept
    assert reordered("黄河决於中牟、贾鲁河淤塞", "自黄河决於中牟，贾鲁河淤塞") == ""


@pytest.mark.parametrize(("planned", "worded", "why"), [
    ("山东河决数为灾", "山东河决，灾", "leaves out 「数」 (how often or how many)"),  # recorded, kept
    ("河溢仪封，复决武陟马营坝", "河溢仪封，决武陟马营坝", "leaves out 「复」 (how often or how many)"),
    ("程增出家财修邗沟两岸堤十里", "程增出家财修邗沟两岸堤", "leaves out the number 「十」"),
    ("诏颁内帑十万", "诏颁内帑", "leaves out the number 「十万」"),
])
def test_a_number_or_a_word_of_how_often_left_out_is_refused(planned, worded, why):
    assert dropped_quantity(worded, planned) == why


@pytest.mark.parametrize(("planned", "worded"), [
    ("山东河决数为灾", "山东黄河多次决口成灾"),
    ("河溢仪封，复决武陟马营坝", "河水在仪封泛滥，又在武陟马营坝决口"),
    ("修邗沟两岸堤十里", "修筑邗沟两岸的堤坝10里"),  # in digits
    ("诏颁内帑十万", "诏令颁发内帑100000"),
    ("一时河工皆称之", "当时河工都称赞他"),  # 一时 is no number
])
def test_a_modern_equivalent_or_digits_keep_it(planned, worded):
    assert dropped_quantity(worded, planned) == ""


def test_numerals_read_as_counts():
    assert [numeral_value(n) for n in ("十", "十里"[:1], "二十八", "三百", "十万", "两", "一千二百")] == [
        10, 10, 28, 300, 100000, 2, 1200]
    assert numeral_value("二八") is None  # digits in a row: no count
