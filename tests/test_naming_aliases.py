"""Entry headings (kinship markers, titles) and the alias rules of lang/zh/aliases.py."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.aliases import alias_drafts, han_surname
from shiguan.lang.zh.extract import extract_facts
from shiguan.lang.zh.naming import Heading, parse_heading
from shiguan.models import Fact, Span

PREFER = ("清", "南明", "明")


def first_sentence(text: str) -> str:
    return text[: text.index("。") + 1]


# -- parse_heading --------------------------------------------------------------------------


def test_son_marker_with_earlier_subjects(naming_rules):
    h = parse_heading("子舒常", "子舒常，始为侍卫。", ["兆惠", "舒赫德"], naming_rules)
    assert h == Heading(name="舒常", kinship="子", anchor="", title="")


def test_marker_without_earlier_subjects_is_part_of_the_name(naming_rules):
    h = parse_heading("子舒常", "子舒常，始为侍卫。", [], naming_rules)
    assert (h.name, h.kinship) == ("子舒常", "")


def test_sun_with_native_place_is_a_surname(naming_rules):
    text = "孙玉庭，字寄圃，山东济宁人。乾隆四十年进士。"
    h = parse_heading("孙玉庭", first_sentence(text), ["蒋攸銛"], naming_rules)
    assert (h.name, h.kinship, h.anchor) == ("孙玉庭", "", "")


def test_sun_without_native_place_is_a_grandson(naming_rules):
    h = parse_heading("孙准", "孙准，字子绳。", ["于成龙"], naming_rules)
    assert (h.name, h.kinship, h.anchor) == ("准", "孙", "")
    assert naming_rules.relation[h.kinship] == "祖父"


def test_sun_as_first_entry_is_a_surname(naming_rules):
    h = parse_heading("孙准", "孙准，字子绳。", [], naming_rules)
    assert (h.name, h.kinship) == ("孙准", "")


def test_son_marker_is_not_treated_as_surname(naming_rules):
    # only 孙 is surname-like: a native place does not stop 子 from being a marker
    h = parse_heading("子继茂", "子继茂，辽东人。", ["耿仲明"], naming_rules)
    assert (h.name, h.kinship) == ("继茂", "子")


def test_anchor_marker_name(naming_rules):
    h = parse_heading("鄂尔泰弟鄂尔奇", "鄂尔泰弟鄂尔奇，康熙五十一年进士。", ["鄂尔泰"], naming_rules)
    assert h == Heading(name="鄂尔奇", kinship="弟", anchor="鄂尔泰", title="")
    assert naming_rules.relation["弟"] == "兄"


def test_anchor_by_given_name_of_an_earlier_subject(naming_rules):
    h = parse_heading("汝诚子臻", "汝诚子臻，字不详。", ["张汝诚"], naming_rules)
    assert (h.name, h.kinship, h.anchor) == ("臻", "子", "汝诚")


def test_anchor_by_one_character_ending_an_earlier_subject(naming_rules):
    # 绰弟椿 after 苏绰: 椿, his younger brother (a node named 绰弟椿 is no one's name)
    h = parse_heading("绰弟椿", "绰弟椿，字显庆。", ["王某", "苏绰"], naming_rules)
    assert (h.name, h.kinship, h.anchor) == ("椿", "弟", "绰")


def test_one_character_anchor_refused_for_a_man_of_his_own(naming_rules):
    # 江子一 … 某郡人: a surname and a given name holding 子, not a son of an earlier 某江
    h = parse_heading("江子一", "江子一，字元贞，济阳考城人也。", ["李长江"], naming_rules)
    assert (h.name, h.kinship) == ("江子一", "")


def test_anchor_inside_a_heading_that_opens_with_a_marker(naming_rules):
    # 子干兄诠 after 贺娄子干: 诠, 子干's elder brother, not a son called 干兄诠
    h = parse_heading("子干兄诠", "子干兄诠，亦有武艺。", ["贺娄子干"], naming_rules)
    assert (h.name, h.kinship, h.anchor) == ("诠", "兄", "子干")


@pytest.mark.parametrize("heading, name", [
    ("植弟基", "基"),  # no surname: a given name, a marker, a given name
    ("劭兄子直", "直"),
    ("李子雄", "李子雄"),  # a surname: a man of his own
    ("世子静", "世子静"),  # 世子, the heir: a title, no anchor
])
def test_bare_given_name_marker_name_without_an_earlier_anchor(naming_rules, heading, name):
    assert parse_heading(heading, f"{heading}，字某。", ["王某"], naming_rules).name == name


@pytest.mark.parametrize("heading, first, name, kinship, anchor", [
    ("臧弟邵", "臧弟邵，字子才，小字吉。", "邵", "弟", "臧"),  # 臧 a surname elsewhere: no name holds 弟
    ("筠父惇", "筠父惇，字士献，穆长子也。", "惇", "父", "筠"),  # 惇, 筠's father
    ("睿族父恒", "睿族父恒，字昭度。", "恒", "族父", "睿"),
    ("休弟夤", "休弟夤，字敬礼，位太子舍人。", "夤", "弟", "休"),  # 舍人 is an office, no native place
    ("从父弟操", "从父弟操，字元节。", "操", "从父弟", ""),
])
def test_a_kinship_word_no_given_name_holds(naming_rules, heading, first, name, kinship, anchor):
    h = parse_heading(heading, first, ["王某"], naming_rules)
    assert (h.name, h.kinship, h.anchor) == (name, kinship, anchor)
    assert naming_rules.relation["父"] == "子"  # his kin fact: 筠 is 惇's son


def test_a_birth_order_names_a_son_at_a_documents_start(naming_rules):
    assert parse_heading("长子澄", "长子澄，字道镜。", [], naming_rules).name == "澄"
    assert parse_heading("长孙俭", "长孙俭，本名庆明。", [], naming_rules).name == "长孙俭"


def test_anchor_not_among_earlier_subjects_is_no_kinship(naming_rules):
    h = parse_heading("鄂尔泰弟鄂尔奇", "鄂尔泰弟鄂尔奇，康熙五十一年进士。", ["张廷玉"], naming_rules)
    assert (h.name, h.kinship, h.anchor) == ("鄂尔泰弟鄂尔奇", "", "")


def test_longest_marker_wins(naming_rules):
    h = parse_heading("从子若溎", "从子若溎，字不详。", ["张廷玉"], naming_rules)
    assert (h.name, h.kinship) == ("若溎", "从子")
    assert naming_rules.relation["从子"] == "叔伯"


def test_noble_title(naming_rules):
    h = parse_heading("武功郡王礼敦", "武功郡王礼敦，景祖第一子也。", [], naming_rules)
    assert h == Heading(name="礼敦", kinship="", anchor="", title="武功郡王")


def test_short_name_is_not_split_as_title(naming_rules):
    # 公 is a title word, but a four-character heading is never cut into title + name
    h = parse_heading("公孙弘述", "公孙弘述，字某。", [], naming_rules)
    assert (h.name, h.title) == ("公孙弘述", "")


# -- han_surname and alias_drafts ------------------------------------------------------------


def facts_of(text, extract_rules):
    return extract_facts(text, 0, len(text), extract_rules, PREFER)


def drafts_for(name, text, extract_rules, heading=None, title="", inferred=""):
    heading = heading or name
    return alias_drafts(name, heading, title, facts_of(text, extract_rules), (0, len(heading)), inferred)


def forms(drafts):
    return {(a.form, a.kind, a.scope) for a in drafts}


def test_surname_plus_zi_for_han_name_with_native_place(extract_rules):
    text = "严烺，字小农，浙江仁和人。嘉庆中，入赀为通判。"
    assert han_surname("严烺", facts_of(text, extract_rules)) == "严"
    drafts = drafts_for("严烺", text, extract_rules)
    assert forms(drafts) == {
        ("严烺", "name", "global"), ("小农", "字", "global"), ("严小农", "surname+字", "global"),
    }
    zi = next(a for a in drafts if a.kind == "字")
    assert text[zi.span.start:zi.span.end] == "小农"
    derived = next(a for a in drafts if a.kind == "surname+字")
    assert derived.span is None and derived.rule


def test_one_character_given_name_is_never_an_alias(extract_rules):
    drafts = drafts_for("严烺", "严烺，字小农，浙江仁和人。", extract_rules)
    assert "烺" not in {a.form for a in drafts}
    assert not any(a.kind == "given" for a in drafts)
    assert all(len(a.form) >= 2 for a in drafts)


def test_given_name_of_chinese_banner_man_is_entry_scoped(extract_rules):
    text = "赵尔丰，字季和，汉军正蓝旗人。以山西知县累保道员。"
    assert han_surname("赵尔丰", facts_of(text, extract_rules)) == "赵"
    drafts = drafts_for("赵尔丰", text, extract_rules)
    given = [a for a in drafts if a.kind == "given"]
    assert [(a.form, a.scope) for a in given] == [("尔丰", "entry")]
    assert ("赵季和", "surname+字", "global") in forms(drafts)


def test_manchu_name_without_native_place_gets_no_surname_forms(extract_rules):
    text = "丰升额，自三等侍卫袭封一等公，擢领侍卫内大臣。"
    facts = facts_of(text, extract_rules)
    assert han_surname("丰升额", facts) == ""
    assert forms(drafts_for("丰升额", text, extract_rules)) == {("丰升额", "name", "global")}


def test_manchu_banner_man_gets_no_surname_forms(extract_rules):
    # 满洲 banner and no 籍贯: not a Han surname even though 兆 could start a name
    text = "兆惠，字和甫，满洲正黄旗人。"
    assert han_surname("兆惠", facts_of(text, extract_rules)) == ""


def test_clan_name_rules_out_a_surname(extract_rules):
    text = "傅鼐，字阁峰，富察氏，满洲镶白旗人。初授侍卫。"
    assert han_surname("傅鼐", facts_of(text, extract_rules)) == ""
    # the same name with a native place and no clan is a Mr Fu
    han = "傅鼐，字重庵，顺天宛平人，原籍浙江山阴。"
    assert han_surname("傅鼐", facts_of(han, extract_rules)) == "傅"
    assert forms(drafts_for("傅鼐", text, extract_rules)) == {("傅鼐", "name", "global"), ("阁峰", "字", "global")}
    # a clan together with a native place still rules the surname out
    mixed = "阿里衮，字松崖，钮祜禄氏，奉天人。"
    assert han_surname("阿里衮", facts_of(mixed, extract_rules)) == ""


def test_first_name_gets_surname_form(extract_rules):
    text = "张文浩，初名文灏，字某某，顺天大兴人。"
    f = forms(drafts_for("张文浩", text, extract_rules))
    assert ("文灏", "初名", "global") in f
    assert ("张文灏", "surname+初名", "global") in f
    assert ("文浩", "given", "entry") in f


def test_zi_that_already_starts_with_surname_is_not_doubled(extract_rules):
    text = "张井，字张川，陕西肤施人。"
    f = forms(drafts_for("张井", text, extract_rules))
    assert ("张川", "字", "global") in f
    assert not any(kind == "surname+字" for _, kind, _ in f)


def test_heading_and_title_forms(extract_rules):
    drafts = drafts_for("礼敦", "武功郡王礼敦，景祖第一子也。", extract_rules, heading="武功郡王礼敦", title="武功郡王")
    f = forms(drafts)
    assert ("礼敦", "name", "global") in f
    assert ("武功郡王礼敦", "heading", "global") in f
    assert ("武功郡王礼敦", "title+name", "global") in f
    name = next(a for a in drafts if a.kind == "name")
    assert name.span == Span(4, 6)


def test_inferred_surname_from_the_subject_hung_on(extract_rules):
    drafts = drafts_for("射斗", "射斗，以荫授官。", extract_rules, heading="子射斗", inferred="朱")
    inferred = [a for a in drafts if a.kind == "inferred"]
    assert [(a.form, a.scope) for a in inferred] == [("朱射斗", "global")]
    assert "朱" in inferred[0].rule
    # not added when the name already carries that surname
    again = drafts_for("朱树", "朱树，以荫授官。", extract_rules, inferred="朱")
    assert not any(a.kind == "inferred" for a in again)


def test_no_duplicate_form_kind_pairs():
    facts = [
        Fact("字", "小农", Span(4, 6), Span(3, 6), "opening:字", detail="字"),
        Fact("字", "小农", Span(30, 32), Span(29, 32), "opening:字", detail="字"),
        Fact("籍贯", "浙江仁和", Span(7, 11), Span(6, 12), "opening:籍贯"),
    ]
    drafts = alias_drafts("严烺", "严烺", "", facts, (0, 2))
    pairs = [(a.form, a.kind) for a in drafts]
    assert len(pairs) == len(set(pairs))
    assert pairs.count(("严小农", "surname+字")) == 1


def test_a_compound_surname_with_a_native_place_is_no_eldest_grandson(naming_rules):
    text = "长孙平，字处均，河南洛阳人也。父俭，仕周。"
    h = parse_heading("长孙平", first_sentence(text), ["于成龙"], naming_rules)
    assert (h.name, h.kinship) == ("长孙平", "")


def test_an_eldest_grandson_without_a_native_place_is_still_one(naming_rules):
    h = parse_heading("长孙准", "长孙准，字子绳。", ["于成龙"], naming_rules)
    assert (h.name, h.kinship) == ("准", "孙")
