"""Regex-driven fact extraction with exact spans (extract_facts and data/extract.toml)."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.attribute import attribute
from shiguan.lang.zh.extract import extract_facts, opening_sentence_end
from shiguan.lang.zh.subjects import SubjectTracker

PREFER = ("清", "南明", "明")

ZHAOHUI = (
    "兆惠，字和甫，吴雅氏，满洲正黄旗人，孝恭仁皇后族孙。父佛标，官至都统。兆惠，以笔帖式直军机处。"
    "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领。乾隆十三年，命兼领户部侍郎。赴金川督粮运。"
    "调户部侍郎。十八年，署山东巡抚。二十九年十一月，卒。上临其丧，赠太保，谥文襄。"
)
SULINGA = "苏凌阿，他塔拉氏，满洲正白旗人。授一等侍卫。擢都察院左都御史，改镶黄旗蒙古都统。嘉庆初，署刑、兵二部尚书。"
YANLANG = "严烺，字小农，浙江仁和人。嘉庆中，入赀为通判，发南河，累擢徐州道，丁母忧。道光元年，服阕，授河南河北道。"
SUN_YUTING = (
    "孙玉庭，字寄圃，山东济宁人。乾隆四十年进士，选庶吉士，授检讨。五十一年，出为山西河东道，父忧去，服阕，"
    "补广西盐法道。"
)
ALIGUN = "阿里衮，字松崖，钮祜禄氏，满洲正白旗人，尹德第四子，而讷亲弟也。乾隆初，自二等侍卫授总管内务府大臣。"
FUNAI = "傅鼐，字重庵，顺天宛平人，原籍浙江山阴。由吏员入赀为府经历，发云南，擢宁洱知县。"
WANG = "汪润之，字雨元，号听舫，浙江钱塘人。"
GUANGXI = "光熙，本名惠熙，字亮臣。少从盛昱游，励学。"

ALL_TEXTS = [ZHAOHUI, SULINGA, YANLANG, SUN_YUTING, ALIGUN, FUNAI, WANG, GUANGXI]


def facts_of(text: str, rules, start: int = 0):
    return extract_facts(text, start, len(text), rules, PREFER)


def attributed(text: str, rules, subject_rules, own: list[str]):
    """The facts of `text` (one entry) with whose each is decided."""
    tracker = SubjectTracker(text, subject_rules, own[:1])
    clauses = tracker.track(0, len(text), own, opening_sentence_end(text, 0, len(text)))
    return attribute(facts_of(text, rules), clauses, tracker, own)


def by_relation(facts, relation):
    return [f for f in facts if f.relation == relation]


def one(facts, relation):
    found = by_relation(facts, relation)
    assert len(found) == 1, (relation, found)
    return found[0]


def test_zi_with_exact_span(extract_rules):
    facts = facts_of(ZHAOHUI, extract_rules)
    zi = one(facts, "字")
    assert zi.value == "和甫"
    assert ZHAOHUI[zi.span.start:zi.span.end] == "和甫"
    assert zi.span.start == ZHAOHUI.index("和甫")
    assert ZHAOHUI[zi.evidence.start:zi.evidence.end] == "字和甫"
    assert zi.detail == "字"


def test_clan_banner_and_no_native_place(extract_rules):
    facts = facts_of(ZHAOHUI, extract_rules)
    assert one(facts, "氏族").value == "吴雅"
    banner = one(facts, "旗籍")
    assert banner.value == "满洲正黄旗"
    assert ZHAOHUI[banner.span.start:banner.span.end] == "满洲正黄旗"
    assert by_relation(facts, "籍贯") == []


def test_father_and_his_office_is_read_as_the_fathers(extract_rules, subject_rules):
    facts = attributed(ZHAOHUI, extract_rules, subject_rules, ["兆惠"])
    father = one(facts, "父")
    assert father.value == "佛标" and father.subject.who == "self"
    assert ZHAOHUI[father.span.start:father.span.end] == "佛标"
    his = [f for f in by_relation(facts, "任职") if f.value == "都统"]
    assert [(f.subject.who, f.subject.name) for f in his] == [("kin", "佛标")]
    assert all(f.subject.who == "self" for f in by_relation(facts, "任职") if f.value != "都统")


def test_office_with_era_date(extract_rules):
    facts = facts_of(ZHAOHUI, extract_rules)
    hubu = [f for f in by_relation(facts, "任职") if f.value == "户部侍郎"]
    assert len(hubu) == 2
    dated, undated = hubu
    assert dated.when == "乾隆十三年"
    assert dated.year == 1748
    assert ZHAOHUI[dated.when_span.start:dated.when_span.end] == "乾隆十三年"
    assert dated.detail == "兼领"
    # "调户部侍郎" is a sentence later: the 乾隆十三年 date does not carry over a 。
    assert undated.when == "" and undated.year is None and undated.when_span is None
    assert undated.detail == "调"


def test_run_of_offices_gives_three_facts(extract_rules):
    facts = facts_of(ZHAOHUI, extract_rules)
    run = "七迁至刑部侍郎、正黄旗满洲副都统、镶红旗护军统领"
    at = ZHAOHUI.index(run)
    in_run = [f for f in by_relation(facts, "任职") if f.evidence.start == at]
    assert [f.value for f in in_run] == ["刑部侍郎", "正黄旗满洲副都统", "镶红旗护军统领"]
    for f in in_run:
        assert ZHAOHUI[f.evidence.start:f.evidence.end] == run
        assert f.detail == "七迁至"


def test_office_named_over_a_list_is_one_office(extract_rules):
    facts = facts_of(SULINGA, extract_rules)
    offices = [f.value for f in by_relation(facts, "任职")]
    assert "刑、兵二部尚书" in offices
    assert "刑" not in offices and "兵二部尚书" not in offices
    shu = next(f for f in by_relation(facts, "任职") if f.value == "刑、兵二部尚书")
    assert shu.detail == "署"
    assert offices == ["一等侍卫", "都察院左都御史", "镶黄旗蒙古都统", "刑、兵二部尚书"]


def test_native_place(extract_rules):
    facts = facts_of(YANLANG, extract_rules)
    place = one(facts, "籍贯")
    assert place.value == "浙江仁和"
    assert YANLANG[place.span.start:place.span.end] == "浙江仁和"
    assert by_relation(facts, "旗籍") == []
    assert one(facts, "字").value == "小农"


def test_native_place_and_original_place(extract_rules):
    facts = facts_of(FUNAI, extract_rules)
    assert one(facts, "籍贯").value == "顺天宛平"
    assert one(facts, "原籍").value == "浙江山阴"


def test_hao_and_first_name(extract_rules):
    wang = facts_of(WANG, extract_rules)
    assert (one(wang, "字").value, one(wang, "号").value, one(wang, "籍贯").value) == ("雨元", "听舫", "浙江钱塘")
    guangxi = facts_of(GUANGXI, extract_rules)
    first = one(guangxi, "初名")
    assert (first.value, first.detail) == ("惠熙", "本名")
    assert one(guangxi, "字").value == "亮臣"


def test_father_in_opening_sentence(extract_rules):
    facts = facts_of(ALIGUN, extract_rules)
    assert one(facts, "父").value == "尹德"
    assert one(facts, "氏族").value == "钮祜禄"
    assert one(facts, "旗籍").value == "满洲正白旗"


def test_a_one_character_name_and_his_zi_and_a_father_by_birth_order(extract_rules):
    # 遵字景严，尚书皓仲子也: a kinsman's life opened by his given name; 仲 is his birth order
    facts = facts_of("遵字景严，尚书皓仲子也。知徽州。", extract_rules)
    assert one(facts, "字").value == "景严"
    assert one(facts, "父").value == "皓"
    assert by_relation(facts_of("父留沙漠，遵孺慕攀号。", extract_rules), "父") == []  # where his father stayed


def test_bare_year_takes_the_era_of_an_earlier_date(extract_rules):
    facts = facts_of(ZHAOHUI, extract_rules)
    shandong = next(f for f in by_relation(facts, "任职") if f.value == "山东巡抚")
    assert shandong.when == "十八年"
    assert shandong.year == 1753
    assert ZHAOHUI[shandong.when_span.start:shandong.when_span.end] == "十八年"


def test_bare_year_in_another_reign(extract_rules):
    facts = facts_of(YANLANG, extract_rules)
    henan = next(f for f in by_relation(facts, "任职") if f.value == "河南河北道")
    assert (henan.when, henan.year) == ("道光元年", 1821)
    xuzhou = next(f for f in by_relation(facts, "任职") if f.value == "徐州道")
    assert xuzhou.year is None  # 嘉庆中 is not a year


def test_a_date_inside_a_clause_dates_only_that_clause(extract_rules):
    # 杨光先: 顺治十八年 is the calendar year he argued about, not when he wrote
    text = "杨光先，字长公，江南歙县人。既论汤若望误以顺治十八年闰十月为闰七月，擢礼科给事中。康熙四年，授礼部侍郎。"
    facts = facts_of(text, extract_rules)
    assert next(f for f in facts if f.value == "礼科给事中").when == ""
    assert any(f.when == "康熙四年" and f.value == "礼部侍郎" for f in facts)


def test_what_should_be_done_or_hangs_on_a_clause_left_out_is_no_event(extract_rules):
    text = ("马斯喀，富察氏。坐追剿迟缓，当夺官，上命留任。三十五年，从征噶尔丹。"
            "名世与苞同县，苞为序其集，并逮下狱。乾隆元年，乞休。")
    events = {f.value for f in facts_of(text, extract_rules) if f.relation == "事件"}
    assert {"从征噶尔丹", "乞休"} <= events
    assert not any(v.startswith(("当", "并")) for v in events)


def test_death_gift_and_posthumous_name(extract_rules):
    facts = facts_of(ZHAOHUI, extract_rules)
    death = one(facts, "卒")
    assert death.value == "卒"
    assert (death.when, death.year) == ("二十九年", 1764)
    assert one(facts, "谥号").value == "文襄"
    assert one(facts, "赠").value == "太保"


def test_father_mourning_is_not_a_father(extract_rules):
    facts = facts_of(SUN_YUTING, extract_rules)
    assert by_relation(facts, "父") == []
    assert [f.value for f in by_relation(facts, "任职")] == ["检讨", "山西河东道", "广西盐法道"]
    yanlang = facts_of(YANLANG, extract_rules)  # 丁母忧
    assert by_relation(yanlang, "父") == []


@pytest.mark.parametrize("text", ALL_TEXTS, ids=lambda t: t[:3])
def test_every_span_slices_the_text_exactly(extract_rules, text):
    facts = facts_of(text, extract_rules)
    assert facts
    for f in facts:
        assert text[f.span.start:f.span.end] == f.value
        assert f.evidence.start <= f.span.start and f.span.end <= f.evidence.end
        assert f.value in text[f.evidence.start:f.evidence.end]
        if f.when_span is not None:
            assert text[f.when_span.start:f.when_span.end] == f.when
            assert f.when_span.end <= f.span.start
        else:
            assert f.when == "" and f.year is None


def test_spans_are_absolute_offsets_of_the_document(extract_rules):
    prefix = "舒赫德传毕。\n"
    doc = prefix + ALIGUN + "\n论曰：云云。"
    facts = extract_facts(doc, len(prefix), len(prefix) + len(ALIGUN), extract_rules, PREFER)
    alone = facts_of(ALIGUN, extract_rules)
    assert [(f.relation, f.value) for f in facts] == [(f.relation, f.value) for f in alone]
    for f, g in zip(facts, alone):
        assert f.span.start == g.span.start + len(prefix)
        assert doc[f.span.start:f.span.end] == f.value


def test_facts_are_in_document_order(extract_rules):
    facts = facts_of(ZHAOHUI, extract_rules)
    starts = [f.span.start for f in facts]
    assert starts == sorted(starts)


def test_opening_sentence_end():
    assert opening_sentence_end(ZHAOHUI, 0, len(ZHAOHUI)) == ZHAOHUI.index("。") + 1
    assert opening_sentence_end("没有句号", 0, 4) == 4


def test_degree_is_dated_by_its_own_sentence(extract_rules):
    facts = facts_of(SUN_YUTING, extract_rules)
    degree = one(facts, "出身")
    assert degree.value == "进士"
    assert (degree.when, degree.year) == ("乾隆四十年", 1775)


def test_evidence_never_starts_with_a_line_break(extract_rules):
    text = "蒯光典，字礼卿，安徽合肥人。\n光绪九年进士，授检讨。"
    degree = next(f for f in facts_of(text, extract_rules) if f.relation == "出身")
    assert text[degree.evidence.start:degree.evidence.end] == "光绪九年进士"
    assert degree.year == 1883


def test_a_verb_of_command_is_no_part_of_a_title(extract_rules):
    # 调署, 护理, 兼 before an office: his office, acting or concurrent, the verb kept with the
    # appointing verb; 领侍卫内大臣 and 督粮道 are titles whole.
    text = "调署两江总督。寻护理江苏巡抚。授吏部参政、兼梅勒额真。擢署理藩院侍郎。授领侍卫内大臣。迁督粮道。"
    facts = by_relation(facts_of(text, extract_rules), "任职")
    offices = [(f.value, f.detail, text[f.span.start:f.span.end]) for f in facts]
    assert [(v, d) for v, d, _ in offices] == [
        ("两江总督", "调署"), ("江苏巡抚", "护理"), ("吏部参政", "授"), ("梅勒额真", "授"), ("理藩院侍郎", "擢署"),
        ("领侍卫内大臣", "授"), ("督粮道", "迁")]
    assert all(v == written for v, _, written in offices)


def test_a_father_after_his_office_is_read_without_it(extract_rules):
    cases = {"张廷玉，字衡臣，安徽桐城人，大学士英次子。": "英",  # a given name alone, not 英次
             "阿桂，字广庭，章佳氏。父大学士阿克敦，自有传。": "阿克敦",
             "兆惠，字和甫，吴雅氏。父佛标，官至都统。": "佛标"}
    for text, father in cases.items():
        assert [f.value for f in by_relation(facts_of(text, extract_rules), "父")] == [father]
