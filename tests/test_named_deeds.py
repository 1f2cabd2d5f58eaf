"""Deeds of the clauses that open with his name (issue 41: the life an entry tells reaches his
biography): the clause as written when its name is his, nothing when it is another man's, no
words spoken and no clause that hangs on another; a death told after his name is his death.
Invented text, the shapes of the earlier histories."""

from __future__ import annotations

from conftest import rules_biography

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import NAME, SELF

ENTRY = ("列传第一\n甲乙丙\n"
         "甲乙丙字某某，某郡人也。为某州刺史。乙丙率轻骑袭某坞，拔之。乙丙自某城率步骑二千救之。乙丙击之。乙丙少好学，博涉经史。\n"
         "某年，某贼围某城，丁戊引兵救之。丁戊夜渡某水，焚其营栅。\n"
         "乙丙曰： 此不足忧。 乙丙虽老，犹能骑射。乙丙长子某，少知名。"
         "乙丙士多饿死。乙丙宗族皆饿死。乙丙宗子近属皆被害。乙丙与丁戊同守某城。乙丙少与从弟某俱知名。乙丙请徙屯某地，不许。\n"
         "乙丙病死，年六十。\n")


def facts_of(rules, text: str, name: str) -> dict[str, tuple[str, str, str]]:
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.relation, f.subject.who, f.subject.basis) for f in entry.facts}


def test_a_clause_opening_with_his_name_is_his_deed(rules):
    found = facts_of(rules, ENTRY, "甲乙丙")
    assert found["少好学，博涉经史"] == ("事件", SELF, NAME)  # the clause after it carries it on
    assert found["请徙屯某地，不许"] == ("事件", SELF, NAME)  # the decision with its reversal
    assert found["与丁戊同守某城"] == ("事件", SELF, NAME)  # shared, but his deed (test_named_deed_shapes.py)
    assert found["自某城率步骑二千救之"] == ("事件", SELF, NAME)  # who acts is said: it may point back
    assert "击之" not in found  # … not when the pronoun is most of it


def test_only_the_clauses_that_carry_his_deed_on_join_it(rules):
    found = facts_of(rules, "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。为某州刺史。乙丙少在郡，某王被诛。"
                     "乙丙少骁勇，贼众大溃。乙丙性谦恭，有礼节，为乡里所敬。乙丙率骑救某城，斩获甚众。"
                     "乙丙少好学，王丁戊亦知名。\n", "甲乙丙")
    # the passive, another agent, after an act, another man the subject rules read
    assert not any(w in v for v in found for w in ("被诛", "大溃", "所敬", "知名")), found
    assert found["少骁勇"] == found["性谦恭，有礼节"] == found["率骑救某城"] == ("事件", SELF, NAME)


def test_a_time_opens_the_next_deed_and_joins_none(rules):
    found = facts_of(rules, "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。乙丙少能文，晋天福中，举进士。"
                     "乙丙好学，开皇初，为某州刺史。\n", "甲乙丙")
    assert found["少能文"] == found["好学"] == ("事件", SELF, NAME), found


def test_a_death_told_after_his_name_is_his_death(rules):
    found = facts_of(rules, ENTRY, "甲乙丙")
    assert found["病死"] == ("卒", SELF, NAME)


def test_no_words_spoken_no_hanging_clause_no_other_mans_deed(rules):
    values = {v for v, (_, who, _) in facts_of(rules, ENTRY, "甲乙丙").items() if who == SELF}
    for said in ("曰", "此不足忧", "虽老", "夜渡某水", "长子", "饿死", "知名", "被害"):
        assert not any(said in v for v in values), (said, values)


def test_his_deeds_and_death_are_in_his_biography(tmp_path):
    text = rules_biography(tmp_path, ENTRY, "甲乙丙")
    assert "少好学，博涉经史" in text and "请徙屯某地，不许" in text and "病死" in text
    assert "夜渡某水" not in text and "此不足忧" not in text


def test_the_clauses_after_his_act_carry_it_on_unless_the_one_acted_on_acts(rules):
    found = facts_of(rules, "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。为某州刺史。乙丙至某城，安集流散，众心乃安。"
                     "乙丙发戊己私书，戊己获谴。乙丙袭某坞，某坞溃。\n", "甲乙丙")
    # his act runs on over the clause that carries it on, not over another agent (众)
    assert found["至某城，安集流散"] == ("事件", SELF, NAME), found
    # the man or the place he acted on is the next clause's agent: that clause is not his
    assert found["发戊己私书"] == found["袭某坞"] == ("事件", SELF, NAME), found
    assert not any("获谴" in v or "溃" in v for v in found), found


def test_a_deed_runs_on_only_up_to_another_mans_clause(rules):
    found = facts_of(rules, "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。为某州刺史。招讨刘深屯某城。"
                     "乙丙入某堡，深复至堡下。乙丙登城望之，深引去。\n", "甲乙丙")
    # 深 alone names 刘深: his clause is cut off the deed, what is the subject's own stays
    assert found["入某堡"] == found["登城望之"] == ("事件", SELF, NAME), found
    assert not any("深" in v for v, (_, who, _) in found.items() if who == SELF), found


def test_a_deed_is_never_cut_off_the_reversal_that_undoes_it():
    import re

    from shiguan.lang.zh.attribute import _cut_at
    from shiguan.models import Fact, Span

    text = "乙丙请徙屯某地，不许。"
    deed = Fact("事件", "请徙屯某地，不许", Span(2, 10), Span(0, 10), "event:行事", detail="行事",
                recipient=Span(0, 2))
    assert _cut_at(deed, 8, text, re.compile("不许")) is None  # the request is not said alone
    assert _cut_at(deed, 8, text, re.compile("(?!)")).value == "请徙屯某地"
    assert _cut_at(deed, 2, text, re.compile("(?!)")) is None  # nothing of his is left


def test_what_he_then_did_joins_his_deed_or_what_he_feared(rules):
    found = facts_of(rules, "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。为某州刺史。乙丙至某城，乃安集流散。"
                     "乙丙恐粮运不继，遂还某地。乙丙惧，乃遣使请和。乙丙开函，乃是某书。乙丙闻之，乃曰： 善。 "
                     "乙丙恐事泄。\n", "甲乙丙")
    assert found["至某城，乃安集流散"] == ("事件", SELF, NAME), found
    assert found["恐粮运不继，遂还某地"] == found["惧，乃遣使请和"] == ("事件", SELF, NAME), found
    # no deed after it (乃是: "it was"; words spoken; a fear alone): nothing of what he felt is said
    assert not any(w in v for v in found for w in ("乃是", "闻之", "恐事泄")), found


def test_a_clause_opening_with_the_one_character_thing_he_acted_on_is_not_his(rules):
    found = facts_of(rules, "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。为某州刺史。乙丙至某城，安集流散，众心乃安。"
                     "乙丙驰击其栅，栅中人皆走散。\n", "甲乙丙")
    # 栅 ended his deed; 栅中人 flee: their act, not joined to his
    assert found["驰击其栅"] == ("事件", SELF, NAME), found
    assert not any("走散" in v for v in found), found
    found = facts_of(rules, "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。为某州刺史。乙丙至某城，安集流散，众心乃安。"
                     "乙丙拊循士卒，卒能以饥军驱强敌。\n", "甲乙丙")
    assert found["拊循士卒，卒能以饥军驱强敌"] == ("事件", SELF, NAME), found  # 卒 "in the end": his


def test_an_unbroken_run_after_his_named_event_is_his_up_to_another_agent(rules):
    """Issue 41, point 4: after an event a pattern reads in a clause his name opens, the clauses
    with no other agent carry it on, the pronoun their object (破之, 斩其将); not a ruler's answer
    (帝嘉之, 许之), not a pronoun that acts (其众大溃), not past another man's clause."""
    found = facts_of(rules, "列传第一\n张乙丙\n张乙丙字某某，某郡人也。为某州刺史。乙丙率众出间道击虏，破之，斩其将。"
                     "乙丙上书言事，帝嘉之。乙丙请还，许之。乙丙击贼，贼败，其众大溃。"
                     "乙丙率众击虏，破之，王丁戊亦至，追斩之。\n", "张乙丙")
    assert found["率众出间道击虏，破之，斩其将"] == ("事件", SELF, NAME), found
    assert found["率众击虏，破之"] == ("事件", SELF, NAME), found
    assert not any(w in v for v in found for w in ("嘉之", "许之", "大溃", "丁戊", "追斩")), found


def test_a_pronoun_object_carries_a_named_deed_on_but_no_answer_to_him():
    from shiguan.lang.zh.carried_run import object_pointer_only

    assert object_pointer_only("破之") and object_pointer_only("斩其将") and object_pointer_only("杀伤甚众")
    assert not object_pointer_only("其众大溃") and not object_pointer_only("许之")
    assert not object_pointer_only("高祖嘉之") and not object_pointer_only("诏宥之")
    assert not object_pointer_only("复命宽之")  # the throne lifts his punishment: not his deed


def test_a_run_of_his_clauses_joins_his_deed_up_to_four(rules):
    """An unbroken run: his nature told over four clauses, his campaign over four, then a clause
    that hangs on another (虽…) or a fifth; each joins the deed his name opens."""
    found = facts_of(rules, "列传第一\n张乙丙\n张乙丙字某某，某郡人也。为某州刺史。"
                     "乙丙幼聪敏，七岁能属文，性通和，善谈论，虽家人不见其喜愠。"
                     "乙丙至某城，安集流散，抚慰耆老，躬自巡行，访求贤才，招纳流民。\n", "张乙丙")
    assert found["幼聪敏，七岁能属文，性通和，善谈论"] == ("事件", SELF, NAME), found
    assert found["至某城，安集流散，抚慰耆老，躬自巡行，访求贤才"] == ("事件", SELF, NAME), found
    assert not any("喜愠" in v or "招纳" in v for v in found), found


def test_a_run_stops_at_a_clause_with_a_subject_of_its_own(rules):
    """A word before an adverb is that clause's subject (蛮遂散走, 承祖自下攻之), a temple title acts
    (高祖重违其意), a date begins a new time: none of them carries his deed on."""
    found = facts_of(rules, "列传第一\n张乙丙\n张乙丙字某某，某郡人也。为某州刺史。乙丙驰骑四射，每箭杀一蛮，蛮遂散走。"
                     "乙丙退还某城，承祖自下攻之。乙丙请为内职，高祖重违其意。乙丙少孤贫，元嘉二十七年，发三吴民丁。\n",
                     "张乙丙")
    assert found["驰骑四射，每箭杀一蛮"] == found["退还某城"] == ("事件", SELF, NAME), found
    assert not any(w in v for v in found for w in ("散走", "攻之", "重违", "民丁")), found

