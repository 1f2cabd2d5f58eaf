"""The life told whole (issue 41, items 6 and 7): death in all its forms, age, 谥 and 赠, the
offices of the earlier histories, and clauses kept whole. Invented text, the shapes of the
histories; whose fact each is stays the attribution's decision (test_subjects.py)."""

from __future__ import annotations

import pytest
from conftest import ingested_text

from shiguan.lang.zh.attribute import attribute
from shiguan.lang.zh.extract import extract_facts, opening_sentence_end
from shiguan.lang.zh.subjects import SubjectTracker

PREFER = ("梁", "宋", "齐")


def facts_of(text: str, rules):
    return extract_facts(text, 0, len(text), rules, PREFER)


def values(facts, relation):
    return [f.value for f in facts if f.relation == relation]


@pytest.mark.parametrize("clause, value", [
    ("卒官", "卒官"), ("薨于位", "薨于位"), ("早卒", "早卒"), ("后以疾卒于家", "以疾卒于家"),
    ("其年卒", "卒"), ("遇害", "遇害"), ("乃自经", "自经"), ("投缳", "投缳"), ("为乱兵所杀", "为乱兵所杀"),
    ("下狱死", "下狱死"), ("赐死", "赐死"), ("战死", "战死"), ("终于某州刺史", "终于某州刺史"),
    ("遂以毁卒", "遂以毁卒"), ("伏诛", "伏诛"), ("未就而卒", "未就而卒"), ("发病卒", "发病卒"),
    ("于狱中幽死", "于狱中幽死"), ("事未遂而为贼所害", "为贼所害"), ("于路为盗所杀", "为盗所杀"),
])
def test_death_in_all_its_forms(extract_rules, clause, value):
    text = f"甲乙，某郡人也。迁某官。{clause}。"
    assert values(facts_of(text, extract_rules), "卒") == [value]


@pytest.mark.parametrize("clause", ["隆死", "士卒疲弊", "死者太半", "不死", "临死", "身先士卒", "死生有命",
                                    "丙与丁俱遇害", "丙与其子俱见杀"])
def test_another_mans_death_or_a_word_of_death_is_not_read(extract_rules, clause):
    text = f"甲乙，某郡人也。{clause}。"
    assert values(facts_of(text, extract_rules), "卒") == []


@pytest.mark.parametrize("clause, value", [
    ("遂与其子俱遇害", "遇害"), (" 寻与其子俱赐死", "赐死"), ("并与某俱被诛", "被诛"),
])
def test_his_death_with_others_after_an_adverb_is_read(extract_rules, clause, value):
    assert values(facts_of(f"甲乙，某郡人也。{clause}。", extract_rules), "卒") == [value]


def test_age_at_death_in_its_forms(extract_rules):
    for text, age in (("甲乙，某郡人。卒于家，时年六十。", "六十"), ("甲乙，某郡人。遇害，年三十一。", "三十一"),
                      ("甲乙，某郡人。卒，年七十。", "七十")):
        assert values(facts_of(text, extract_rules), "享年") == [age]


def test_a_one_character_posthumous_name_and_a_posthumous_office(extract_rules):
    facts = facts_of("甲乙，某郡人。卒，赠某州刺史，谥曰襄。", extract_rules)
    assert values(facts, "谥号") == ["襄"]
    assert values(facts, "赠") == ["某州刺史"]
    assert values(facts_of("甲乙，某郡人。追谥为忠武。", extract_rules), "谥号") == ["忠武"]
    # words about the naming, and gifts to the family, are no 谥 and no posthumous office
    assert values(facts_of("甲乙，某郡人。有司议谥法，赠钱十万。", extract_rules), "谥号") == []
    assert values(facts_of("甲乙，某郡人。有司议谥法，赠钱十万。", extract_rules), "赠") == []


def test_offices_of_the_earlier_histories(extract_rules):
    text = ("甲乙，某郡人也。起家为某州主簿，迁尚书左丞。出为某郡太守，入为侍中，领步兵校尉。"
            "转吏部尚书，征拜尚书令。进号某某将军，历位散骑常侍、某州刺史。")
    assert values(facts_of(text, extract_rules), "任职") == [
        "某州主簿", "尚书左丞", "某郡太守", "侍中", "步兵校尉", "吏部尚书", "尚书令", "某某将军", "散骑常侍",
        "某州刺史"]


def test_a_subordinate_clause_runs_on_over_its_main_clause(extract_rules):
    facts = facts_of("甲乙，某郡人也。以破某城功，增邑五百户。", extract_rules)
    assert values(facts, "事件") == ["以破某城功，增邑五百户"]
    # the main clause holds a fact of its own: that fact is said, the subordinate one is not
    facts = facts_of("甲乙，某郡人也。以平某贼功，封某县侯。", extract_rules)
    assert values(facts, "事件") == []
    assert values(facts, "封爵") == ["某县侯"]


def test_a_decision_goes_with_the_clause_that_undoes_it(extract_rules):
    facts = facts_of("甲乙，某郡人也。疏请罢某役，不报。乞归，上不许，留之。部议夺职，疏留中不下。", extract_rules)
    assert values(facts, "事件") == ["疏请罢某役，不报", "乞归，上不许", "部议夺职，疏留中不下"]
    # an appointment he declined is no post he held, and no campaign either
    facts = facts_of("甲乙，某郡人也。征为吏部尚书，不就。迁侍中。", extract_rules)
    assert values(facts, "任职") == ["侍中"]
    assert values(facts, "事件") == []


@pytest.mark.parametrize("text, posts", [
    ("征为太子舍人，散骑侍郎，中书郎，国子博士，并不就。迁侍中。", ["侍中"]),  # declined, every one
    ("迁太子舍人，未拜，改为中书郎。", ["中书郎"]),  # 未拜 undoes the post before it only
    ("除太子舍人，迁中书郎，皆不称职。", ["太子舍人", "中书郎"]),  # no reversal: held, and held badly
    ("除某郡太守，又除某州刺史，未拜，卒。", ["某郡太守"]),  # 未拜: the post just before it only
    ("迁某郡太守，时征处士丁戊、庚辛，并不就。", ["某郡太守"]),  # other men declined
    ("迁某郡太守，赐钱十万、绢百匹，皆辞。", ["某郡太守"]),  # gifts, and 皆辞 alone declines nothing
    ("迁某郡太守，赐钱十万，并辞不受。", ["某郡太守"]),  # he declined the gifts, not the post
    ("迁侍中，领射声校尉，未拜，出为某郡太守。", ["某郡太守"]),  # 未拜 past a post held with it
    ("除吏部尚书，侍中，领右军，并不拜。迁侍中。", ["侍中"]),  # a 领 clause is one of those declined
    ("命为太尉行参军，某王司马属，并不就。", []),  # a post the reader does not read is declined too
    ("征为太学博士；某年，征著作郎；并不就。", []),  # so is one a date stands before
    ("出为某王长史，行府国事，未拜，迁侍中。", ["侍中"]),  # 未拜 past what goes with the post
    ("转给事中，廷尉卿，未拜。迁侍中。", ["侍中"]),  # … and past a post listed with it
])
def test_a_list_declined_together_and_a_post_not_taken_up_are_not_held(extract_rules, text, posts):
    assert values(facts_of("甲乙，某郡人也。" + text, extract_rules), "任职") == posts


def test_a_kinsmans_death_and_honours_are_not_his(extract_rules, subject_rules):
    text = "甲乙，某郡人也。迁侍中。父丙丁，官至某州刺史，卒，谥曰简。甲乙寻迁尚书令。"
    tracker = SubjectTracker(text, subject_rules, ["甲乙"])
    clauses = tracker.track(0, len(text), ["甲乙", "乙"], opening_sentence_end(text, 0, len(text)))
    facts = attribute(facts_of(text, extract_rules), clauses, tracker, ["甲乙", "乙"])
    his = [f for f in facts if f.subject is not None and f.subject.who == "self" and f.subject.basis != "undecided"]
    assert "卒" not in {f.relation for f in his}
    assert "谥号" not in {f.relation for f in his}
    assert "尚书令" in {f.value for f in his}


def test_a_title_inside_a_post_is_no_verb_and_honours_for_several_are_not_his(extract_rules):
    # 晋 of a prince's title (某晋某王) is no appointing verb once 初为 opens the clause
    facts = facts_of("甲乙，某郡人。初为某晋某王行参军，俄迁外兵参军。", extract_rules)
    assert values(facts, "任职") == ["某晋某王行参军", "外兵参军"]
    # posthumous offices given to his sons together (并追赠某、某皆某官) are theirs
    assert values(facts_of("甲乙，某郡人。卒。诸子并追赠丙、丁皆中书郎。", extract_rules), "赠") == []


@pytest.mark.parametrize("clause", ["废帝既殒", "及卒", "及薨"])
def test_a_death_after_a_name_or_in_a_when_clause_is_not_read(extract_rules, clause):
    assert values(facts_of(f"甲乙，某郡人也。迁侍中。{clause}，赠某官。", extract_rules), "卒") == []


def test_the_start_of_a_career_and_the_deeds_of_the_earlier_histories(extract_rules):
    facts = facts_of("甲乙，某郡人也。州举秀才，除某官主簿。以母忧去职。上表陈便宜十事。后上疏谏曰：", extract_rules)
    assert values(facts, "出身") == ["州举秀才"]
    assert values(facts, "事件") == ["以母忧去职", "上表陈便宜十事"]
    # declined, a recommendation is no degree
    assert values(facts_of("甲乙，某郡人也。郡察孝廉，不就。", extract_rules), "出身") == []
    # 守正 is a virtue, not a garrison
    assert values(facts_of("甲乙，某郡人也。保身守正，为时所称。", extract_rules), "事件") == []


LIU = (
    "柳文通\n"
    "柳文通，字子达，某郡某县人也。州举秀才，起家为某州主簿，迁尚书左丞。天监二年，出为某郡太守，"
    "以破某城功，增邑五百户。疏请罢某役，不报。文通建议筑某堰，率众屯某地。"
    "普通元年，卒于家，时年六十。终于某郡太守。赠侍中，谥曰襄。\n"
    "子柳元，官至某州刺史，卒，谥曰简。柳元率众守某城。\n"
    "韩守义\n"
    "韩守义，某郡某县人也。为某州刺史。贼帅某甲溃围出，守义遣骑追之，自杀。十年，卒于州。\n"
)


@pytest.fixture
def liu(tmp_path):
    project = ingested_text(tmp_path, LIU)
    yield project
    project.close()


def test_the_biography_tells_the_life_whole_and_his_death_once(liu):
    from shiguan.lang.zh.write.biography import write_rules_biography
    from shiguan.retrieve.person import lookup

    bio = write_rules_biography(liu, lookup(liu, "柳文通"))
    text = "".join(s.text for s in bio.sentences)
    for said in ("某郡某县人", "州举秀才", "某州主簿", "尚书左丞", "某郡太守", "以破某城功，增邑五百户",
                 "疏请罢某役，不报", "卒于家", "年六十", "赠侍中", "谥襄"):
        assert said in text, (said, text)
    # a deed of the man the clause names, with the run of clauses carrying it on: his
    assert "建议筑某堰，率众屯某地" in text
    assert "守某城" not in text  # the son's: not said
    assert "终于" not in text  # one death
    assert "简" not in text and "某州刺史" not in text  # the son's office, death and 谥 are his


def test_honours_in_life_of_the_earlier_histories(extract_rules):
    facts = facts_of("甲乙，某郡人也。加散骑常侍。进爵为侯，增邑五百户。寻加侍中。", extract_rules)
    assert values(facts, "加衔") == ["散骑常侍", "侍中"]
    assert values(facts, "事件") == ["进爵为侯", "增邑五百户"]


def test_a_native_place_ending_in_ye(extract_rules):
    assert values(facts_of("甲乙，字丙丁，某郡某县人也。少好学。", extract_rules), "籍贯") == ["某郡某县"]


def test_a_name_or_a_title_is_no_sacrifice_and_no_campaign(extract_rules):
    facts = facts_of("甲乙，某郡人也。丙祀字景昌。丙祀弟禧。为征虏功曹。", extract_rules)
    assert values(facts, "祀") == []
    assert values(facts, "事件") == []


def test_a_death_after_he_pursues_a_man_is_not_his(liu):
    from shiguan.lang.zh.write.biography import write_rules_biography
    from shiguan.retrieve.person import lookup

    text = "".join(s.text for s in write_rules_biography(liu, lookup(liu, "韩守义")).sentences)
    assert "自杀" not in text and "卒于州" in text


def test_age_before_the_death_and_offices_of_a_later_dynasty(extract_rules):
    assert values(facts_of("甲乙，某郡人。年八十，卒于家。", extract_rules), "享年") == ["八十"]
    facts = facts_of("甲乙，某郡人。授某路达鲁花赤，迁某省参知政事，拜某行省平章政事。", extract_rules)
    assert values(facts, "任职") == ["某路达鲁花赤", "某省参知政事", "某行省平章政事"]


def test_a_princes_staff_post_stays_his(extract_rules, subject_rules):
    # 安成王主簿, 吴兴太守: a noble's or a commandery's name opens the post, not a man's
    text = "甲乙，某郡某县人也。迁安成王主簿、吴兴太守，入为侍中。"
    tracker = SubjectTracker(text, subject_rules, ["甲乙"])
    clauses = tracker.track(0, len(text), ["甲乙", "乙"], opening_sentence_end(text, 0, len(text)))
    facts = attribute(facts_of(text, extract_rules), clauses, tracker, ["甲乙", "乙"])
    posts = {f.value: f.subject.who for f in facts if f.relation == "任职"}
    assert posts == {"安成王主簿": "self", "吴兴太守": "self", "侍中": "self"}


def test_a_deed_needs_a_name_before_its_verb(extract_rules):
    facts = facts_of("甲乙，某郡人也。乙建议筑某堰，率众屯某地，遂破之。命赴某地防某部。甲修子编修丙，卒。",
                     extract_rules)
    deeds = [f.value for f in facts if f.method == "event:事迹"]
    assert deeds == ["乙建议筑某堰"]
