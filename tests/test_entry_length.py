"""Biographies as long as the entry (issue 41): every listed life is an entry of its own, a
paragraph that opens with the subject's given name goes on with his life, and a kinsman's line
opens the kinsman's entry. Invented text, the shapes of the earlier histories."""

from __future__ import annotations

import pytest
from conftest import entry_subjects, ingested_text, rules_biography

from shiguan.corpus.normalize import to_simplified
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.lang.zh.segment import segment
from shiguan.models import NAME, SELF, UNDECIDED

# 字 written right after the name, with no comma (the earlier histories' house style)
CHAPTER = (
    "甲乙丙丁戊己\n"
    "甲乙字子某，某郡某县人也。少有志气。\n"
    "起家为某州主簿，迁某郡太守。\n"
    "乙姿度弘雅，仁而泛爱。卒于官。\n"
    "丙丁字仲某。其先某郡人。\n"
    "为某州刺史，卒。\n"
)


def entries(text, rules):
    return [(s.heading, s.pattern, text[s.start:s.end]) for s in segment(text, rules) if s.kind == "entry"]


def test_a_listed_name_with_his_zi_and_no_comma_opens_his_entry(seg_rules):
    found = entries(CHAPTER, seg_rules)
    assert [h for h, _, _ in found] == ["甲乙", "丙丁"]
    assert found[0][2].endswith("卒于官。")  # his whole life, the given-name paragraph with it
    assert found[1][2].startswith("丙丁字仲某")


def test_a_listed_name_whose_zi_a_slipped_comma_follows_opens_his_entry(seg_rules):
    text = "甲乙丙丁\n甲乙，字子某，某郡人也。迁某官。\n丙丁字，仲某，某郡人也。为某州刺史。\n"
    found = entries(text, seg_rules)
    assert [h for h, _, _ in found] == ["甲乙", "丙丁"] and found[1][2].startswith("丙丁字，仲某")


def test_another_name_after_yiming_is_no_part_of_his_name(seg_rules):
    text = ("甲乙\n甲乙，字子某，某郡人也。迁某官。\n坦一名穆，字延和，甲乙之弟也。为某州刺史。\n"
            "本名丙，字子丁，以字行。\n")
    assert [h for h, _, _ in entries(text, seg_rules)] == ["甲乙", "坦"]


def test_a_listed_life_opening_inside_a_line_opens_his_entry(seg_rules):
    text = ("甲乙丙丁\n"
            "甲乙字子某，某郡人也。迁某官，卒。子某嗣。丙丁字仲某，某郡人也。为某州刺史。\n")
    found = entries(text, seg_rules)
    assert [h for h, _, _ in found] == ["甲乙", "丙丁"]
    assert found[0][2].endswith("子某嗣。") and found[1][2].startswith("丙丁字仲某")
    # a kinsman's 字 or a man not listed cuts nothing
    text = "甲乙\n甲乙字子某，某郡人也。父丙，字某，某郡人也。戊己字某，为某官。\n"
    assert [h for h, _, _ in entries(text, seg_rules)] == ["甲乙"]


def test_a_name_with_zi_not_listed_opens_nothing(seg_rules):
    text = "甲乙\n甲乙，某郡人也。迁某官。\n子某字某某，某郡人。\n"
    assert [h for h, _, _ in entries(text, seg_rules)] == ["甲乙"]


def test_a_paragraph_opening_with_the_given_name_goes_on_with_his_life(seg_rules):
    text = ("某甲国藩某乙\n"
            "某甲国藩，字某，某省某县人。道光十八年进士。\n"
            "国藩，既至某地，疏请某事。\n"
            "某乙，字某，某县人。\n")
    found = entries(text, seg_rules)
    assert [h for h, _, _ in found] == ["某甲国藩", "某乙"]
    assert "疏请某事" in found[0][2]


def test_the_zi_right_after_the_name_is_read(extract_rules):
    from shiguan.lang.zh.extract import extract_facts

    facts = extract_facts("甲乙字子某，某郡某县人也。", 0, 13, extract_rules, ())
    read = [(f.relation, f.value) for f in facts if f.relation in ("字", "籍贯")]
    assert read == [("字", "子某"), ("籍贯", "某郡某县")]


def subjects_of(rules, text: str, name: str) -> dict[str, tuple[str, str]]:
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {text[c.start:c.end]: (c.subject.who, c.subject.basis) for c in entry.clauses}


# The 字 with no native place, a one-character given name before any word (敻唯, 敻对), a death
# after another man's words
RECLUSE = ("列传第一\n韦敻\n"
           "韦敻字敬远。志尚夷简。帝尝与敻夜宴，大赐之缣帛。敻唯取一疋，示承恩旨而已。"
           "敻至州与韦孝宽相见。孝宽以所乘马与敻。敻以其华饰，心弗欲之。敻对曰：不敢。\n"
           "建德中，敻以年老，预戒其子。宣政元年，卒于家，时年七十七。\n")


def test_a_one_character_given_name_opens_his_clauses(rules):
    found = subjects_of(rules, RECLUSE, "韦敻")
    for clause in ("敻唯取一疋", "敻以其华饰", "敻以年老", "卒于家", "时年七十七"):
        assert found[clause][0] == SELF and found[clause][1] != UNDECIDED, (clause, found[clause])
    assert found["孝宽以所乘马与敻"][0] != SELF


def test_his_death_after_his_words_is_in_his_biography(tmp_path):
    text = rules_biography(tmp_path, RECLUSE, "韦敻")
    assert "字敬远" in text and "卒于家" in text and "年七十七" in text


def test_the_end_of_his_name_he_goes_by_names_him(rules):
    # 贺兰 is no listed surname: the end of the name the entry opens clauses with is his
    text = ("列传第一\n贺兰祥\n"
            "贺兰祥字盛乐。其先有纥伏者，为某部大人，因以为氏。父初真，少知名，为乡闾所重。\n"
            "祥年十一而孤，长于舅氏。祥少有胆气，寻擢补都督，封抚夷县伯。\n")
    found = subjects_of(rules, text, "贺兰祥")
    assert found["祥年十一而孤"] == (SELF, NAME) and found["祥少有胆气"] == (SELF, NAME)
    for clause in ("长于舅氏", "寻擢补都督", "封抚夷县伯"):
        assert found[clause][0] == SELF and found[clause][1] != UNDECIDED, (clause, found[clause])


def test_offices_ranks_and_deeds_of_the_northern_histories(extract_rules):
    from shiguan.lang.zh.extract import extract_facts

    text = ("甲乙字某，某郡人也。除某城令，迁小宗伯，行某州事。赐爵某县伯，赐姓某氏。出为某郡守。"
            "请筑城，于是修城郭。时岁饥，开仓赈给。决狱平允。撰某书十卷。悉封金送上。")
    facts = {(f.relation, f.value) for f in extract_facts(text, 0, len(text), extract_rules, ())}
    for fact in (("任职", "某城令"), ("任职", "小宗伯"), ("任职", "行某州事"), ("任职", "某郡守"),
                 ("事件", "赐爵某县伯"), ("事件", "赐姓某氏"), ("事件", "请筑城"), ("事件", "于是修城郭"),
                 ("事件", "开仓赈给"), ("事件", "决狱平允"), ("事件", "撰某书十卷")):
        assert fact in facts, fact
    assert not any(r == "封爵" for r, _ in facts)  # 封金送上 seals gold: no fief


BUILDER = ("列传第一\n王盟\n"
           "王盟字子仵，乐浪人也。为并州刺史。盟以玉壁险要，请筑城，即自营度。\n"
           "其后东魏将高岳至。时岁饥，开仓赈给，修城郭。\n")


def test_a_deed_is_said_only_where_his_name_stands_in_its_sentence(tmp_path):
    text = rules_biography(tmp_path, BUILDER, "王盟")
    assert "请筑城" in text  # his name opens the sentence
    assert "赈给" not in text and "修城郭" not in text  # another sentence, after another man: not said


def facts_of_entry(rules, text: str, name: str) -> dict[str, tuple[str, str]]:
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.subject.who, f.subject.basis) for f in entry.facts}


@pytest.mark.parametrize("before", [
    "高祖曰： 梁有天下，遂不见此人。 ",  # the throne's words (quotation marks printed as spaces)
    "初，文帝为行台，以政为左丞。",  # the throne acts in a sentence before
])
def test_the_last_death_of_his_entry_is_his_when_nobody_else_acts_in_its_sentence(rules, before):
    text = ("列传第一\n陶季直\n"
            f"陶季直字某，丹阳人也。迁某州刺史。{before}十年，卒于家，时年七十五。赠侍中。\n")
    found = facts_of_entry(rules, text, "陶季直")
    assert found["卒于家"][0] == SELF and found["卒于家"][1] != UNDECIDED, found
    assert found["七十五"][0] == SELF and found["七十五"][1] != UNDECIDED, found


@pytest.mark.parametrize("after", [
    "子冑嗣，官至大都督。五年，卒于镇。",  # a son's line: his death
    "卷字令远，季直从兄也。仕至都官尚书，天监初卒。",  # a cousin introduced by his 字
    "十年，贼帅某攻城，卒于阵。",  # a group acts in its sentence
])
def test_a_death_after_a_kinsman_or_another_man_stays_undecided(rules, after):
    text = ("列传第一\n陶季直\n"
            f"陶季直字某，丹阳人也。迁某州刺史。高祖甚嘉之。{after}\n")
    found = facts_of_entry(rules, text, "陶季直")
    deaths = [v for v in found if v.startswith("卒") or v.endswith("卒")]
    assert deaths and all(found[v][0] != SELF or found[v][1] == UNDECIDED for v in deaths), found


def test_a_list_of_posts_behind_a_mark_of_rank_is_read_post_by_post(extract_rules):
    from shiguan.lang.zh.extract import extract_facts

    text = ("甲乙字某，某郡人也。出为使持节、壮武将军、衡州刺史。进骠骑大将军。迁丹阳尹，除奉朝请。"
            "赠使持节、太师、同岐等十二州诸军事、同州刺史。迁刑、兵二部尚书。进攻某城。")
    facts = extract_facts(text, 0, len(text), extract_rules, ())
    posts = [f.value for f in facts if f.relation == "任职"]
    assert posts == ["壮武将军", "衡州刺史", "骠骑大将军", "丹阳尹", "奉朝请", "刑、兵二部尚书"]
    assert all(text[f.span.start:f.span.end] == f.value for f in facts)
    assert [f.value for f in facts if f.relation == "赠"] == ["使持节、太师、同岐等十二州诸军事、同州刺史"]


def test_a_paragraph_opening_with_an_opened_name_and_more_goes_on_with_his_life(seg_rules):
    text = ("萧子恪子显子云\n"
            "萧子恪，字景冲，兰陵人。为某州刺史。\n"
            "子显字景阳，子恪弟也。迁某官。\n"
            "子显伟容貌，身长八尺。好学，工属文。\n"
            "子云字景乔，子恪弟也。\n"
            "子会理嗣，字长才。少聪慧。\n")
    found = entries(text, seg_rules)
    assert [h for h, _, _ in found] == ["萧子恪", "子显", "子云", "子会理"]
    assert "身长八尺" in found[1][2]


def test_a_rout_does_not_say_which_side_fled(extract_rules):
    from shiguan.lang.zh.extract import extract_facts

    text = "甲乙，某郡人也。遂大败而走。攻城不克而遁。纂战败退走。进攻某城。"
    events = [f.value for f in extract_facts(text, 0, len(text), extract_rules, ()) if f.relation == "事件"]
    assert events == ["进攻某城"]


def test_degrees_posts_and_fiefs_of_the_tang_and_song(extract_rules):
    from shiguan.lang.zh.extract import extract_facts

    text = ("甲乙，某郡人也。擢进士第，擢明经。补某南尉，擢左拾遗，迁太子宾客，为东都留守。"
            "加检校吏部尚书，加同中书门下平章事。进某风郡公。进攻某城。")
    facts = {(f.relation, f.value) for f in extract_facts(text, 0, len(text), extract_rules, ())}
    for fact in (("出身", "进士"), ("出身", "擢明经"), ("任职", "某南尉"), ("任职", "左拾遗"), ("任职", "太子宾客"),
                 ("任职", "东都留守"), ("加衔", "检校吏部尚书"), ("加衔", "同中书门下平章事"), ("封爵", "某风郡公")):
        assert fact in facts, fact
    assert not any(r == "任职" and "攻" in v for r, v in facts)


def test_his_given_name_finds_his_whole_life_within_his_chapter(tmp_path):
    from shiguan.lang.zh.write.biography import write_rules_biography
    from shiguan.retrieve.person import lookup

    text = ("某甲曾国藩某乙\n"
            "曾国藩，字伯函，湖南湘乡人。道光十八年进士。\n"
            "国藩，既至某地，迁礼部侍郎。同治十一年，卒。\n")
    project = ingested_text(tmp_path, text)
    try:
        found = lookup(project, "国藩", doc="卷.txt")
        assert found.resolved is not None and found.resolved.name == "曾国藩"
        said = "".join(s.text for s in write_rules_biography(project, found).sentences)
        assert "进士" in said and "礼部侍郎" in said
        assert lookup(project, "国藩").resolved is None  # without the chapter, a given name names no one
    finally:
        project.close()


def test_a_death_of_several_is_no_ones(rules):
    text = ("列传第一\n鄱阳王锵\n"
            "鄱阳王锵字某，某郡人也。迁某州刺史。高祖甚嘉之。及难作，谢粲等皆见杀。\n")
    found = facts_of_entry(rules, text, "鄱阳王锵")
    assert all(who != SELF or basis == UNDECIDED for v, (who, basis) in found.items() if "杀" in v), found



def test_his_death_is_his_though_a_kinsmans_death_is_told_after_it(rules):
    """A son's death closes the entry: his own, told before the son is named, is still the last
    death that may be his (the son's is not)."""
    text = ("列传第一\n陶季直\n"
            "陶季直字某，丹阳人也。拜某州刺史。召赴阙，上待之甚厚，遣归治所。七年春，暴得疾卒，年六十四。"
            "子丙为供奉官，战死于阵。\n")
    found = facts_of_entry(rules, text, "陶季直")
    assert found["暴得疾卒"][0] == SELF and found["暴得疾卒"][1] != UNDECIDED, found
    assert found["六十四"][0] == SELF, found
    assert found["战死于阵"][0] != SELF, found


def test_his_name_simplified_alone_in_the_text_still_names_him(rules):
    """魏徵 stays as written in the simplified text, 徵 alone becomes 征: both are his."""
    text = ("列传第一\n魏徵\n魏徵，字玄成，魏州曲城人。拜秘书监。帝亲问疾，屏左右，语终日乃还。"
            "后复与太子至徵第，徵加朝服，拖带。\n")
    found = entry_subjects(rules, to_simplified(text), "魏徵")
    assert found["征加朝服"].who == SELF and found["征加朝服"].basis == NAME
