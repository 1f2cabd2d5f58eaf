"""The opening lineage of the earlier histories (issue 41): 「某官某之孙，某官某之子也」 and the
sentences right after the opening that open with a forebear (祖某，…。父某，…。)."""

from __future__ import annotations

from shiguan.lang.zh.attribute import attribute
from shiguan.lang.zh.extract import extract_facts, opening_sentence_end
from shiguan.lang.zh.subjects import SubjectTracker


def kin(text: str, rules) -> list[tuple[str, str]]:
    """(relation, name) of every 父 and 祖父 read, each name checked against its span."""
    facts = [f for f in extract_facts(text, 0, len(text), rules, ("梁",)) if f.relation in ("父", "祖父")]
    assert all(text[f.span.start:f.span.end] == f.value for f in facts)
    return [(f.relation, f.value) for f in facts]


def test_a_father_and_grandfather_named_after_their_offices(extract_rules):
    text = "甲乙，字丙丁，吴郡钱唐人，魏雍州刺史王辰寅之孙，右卫将军卯巳之子也。少好学。"
    assert kin(text, extract_rules) == [("祖父", "王辰寅"), ("父", "卯巳")]


def test_an_office_that_runs_on_is_no_part_of_the_name(extract_rules):
    assert kin("甲乙，字丙丁，尚书令卯巳之子也。", extract_rules) == [("父", "卯巳")]
    assert kin("甲乙，字丙丁，尚书令巳之子也。", extract_rules) == []  # never 令巳


def test_a_birth_order_is_no_part_of_a_name(extract_rules):
    assert kin("甲乙，字丙丁，大学士卯之第三子也。", extract_rules) == []  # never 卯之第三


def test_a_nephew_is_no_son(extract_rules):
    assert kin("甲乙，字丙丁，卯巳从子也。", extract_rules) == []  # his 从子: never a father 卯巳从


def test_a_name_the_zhi_may_end_is_left_out(extract_rules):
    """松之孙 is 裴松之's grandson as often as 松's: neither is read, nor 卯巳之 for 卯巳之子也."""
    for text in ("甲乙，河东闻喜人，宋太中大夫巳之孙也。", "甲乙，字丙丁，北徐州刺史韦巳之子也。",
                 "甲乙，字丙丁，卯巳之子也。", "甲乙，字丙丁，宋骠骑将军卯巳之曾孙。"):
        assert kin(text, extract_rules) == [], text


def test_the_lineage_block_after_the_opening(extract_rules):
    text = "甲乙，字丙丁，吴郡钱唐人也。曾祖亥，晋司空。祖戌，宋太尉。父酉，齐雍州刺史。甲乙少好学。父巳，卒。"
    assert kin(text, extract_rules) == [("祖父", "戌"), ("父", "酉")]
    # a throne or a fief is no forebear's name (the body 父 pattern still reads 父乐平王: not this rule's)
    assert ("祖父", "献文帝") not in kin("甲乙，字丙丁，吴郡人也。祖献文帝。父乐平王。", extract_rules)
    assert kin("甲乙，字丙丁，吴郡人也。父忧去职。", extract_rules) == []
    assert kin("甲乙，字丙丁，吴郡人也。祖父辰，宋太尉。祖母某氏，寿百岁。", extract_rules) == []  # never 父辰
    assert kin("甲乙，字丙丁，吴郡人也。祖曰卯巳，父曰辰，并仕魏。", extract_rules) == [("祖父", "卯巳")]
    assert kin("甲乙，字丙丁，吴郡人也。祖辰袭爵，位某州刺史。父酉。", extract_rules) == []


def test_the_forebears_are_his(extract_rules, subject_rules):
    text = "甲乙，字丙丁，吴郡钱唐人也。祖戌，宋太尉。父酉，齐雍州刺史。甲乙少好学，起家为著作郎。"
    tracker = SubjectTracker(text, subject_rules, ["甲乙"])
    clauses = tracker.track(0, len(text), ["甲乙"], opening_sentence_end(text, 0, len(text)))
    facts = attribute(extract_facts(text, 0, len(text), extract_rules, ("梁",)), clauses, tracker, ["甲乙"])
    assert [(f.relation, f.value, f.subject.who) for f in facts if f.relation in ("父", "祖父")] == \
        [("祖父", "戌", "self"), ("父", "酉", "self")]
