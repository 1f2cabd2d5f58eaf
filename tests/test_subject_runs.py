"""Runs of another agent (issue 41 item 4): "his" needs positive evidence.

A group (贼…), the throne acting on its own (帝亲征…) or another man opening an account of his
own (而X…历…) makes the clauses after it that state no subject theirs until the text names the
entry's subject again; a man the text names whole and then by his given name alone (李国安 …
国安持不可) is that man. Invented chapters in the manner of the histories (no bench text), read
without a store.
"""

from __future__ import annotations

import pytest
from conftest import stored_facts

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.lang.zh.rules import chinese_rules
from shiguan.lang.zh.subjects import SubjectTracker
from shiguan.models import APPOINTEE, KIN, KINSMAN, NAME, OTHER, SELF, UNDECIDED, Span, Subject


def clauses(rules, text: str, name: str) -> dict[str, tuple[str, str, str]]:
    """Clause text → (who, name, basis) for the entry of `name`."""
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {text[c.start:c.end]: (c.subject.who, c.subject.name, c.subject.basis) for c in entry.clauses}


def his(found: tuple[str, str, str]) -> bool:
    return found[0] == SELF and found[2] != UNDECIDED


@pytest.mark.parametrize("body, theirs, mine", [
    ("贼性狡。数从征调，败官军于石堡。是岁，攻陷临城。文远复讨之，迁广州刺史。",  # the rebels, till he is named
     ["数从征调", "败官军于石堡", "攻陷临城"], ["文远复讨之", "迁广州刺史"]),
    ("世祖亲征寿阳，至彭城而还。文远留守，迁侍中。",  # the throne's own campaign
     ["世祖亲征寿阳", "至彭城而还"], ["文远留守", "迁侍中"]),
    ("粤东匪起，省城戒严，守猎德炮台，赏孔雀翎，知肇庆府。",  # a post ends the rebels' run
     ["省城戒严", "守猎德炮台"], ["赏孔雀翎", "知肇庆府"]),
    ("贼大至，城陷。诏嘉之，赠侍中，谥曰忠。",  # so does the court acting
     ["城陷"], ["赠侍中", "谥曰忠"]),
    # a state's army opening a clause, with no verb of rising after it: its sentence is the army's
    ("转战至济上，魏军盛，遂克滑台。还，迁侍中。", ["遂克滑台"], ["转战至济上", "迁侍中"]),
    ("及旦，齐兵谓资粮有馀，故不复追。文远还，迁侍中。", ["故不复追"], ["迁侍中"]),
    ("晋兵部侍郎，迁侍中。", [], ["晋兵部侍郎", "迁侍中"]),  # 晋 promotes him to a board's post
    ("陈师道至，文远迎之，迁侍中。", [], ["文远迎之", "迁侍中"]),  # 陈师道 a man, not 陈's army
    ("二月，大兵破绍庆府，执守将鲜龙。文远还，迁侍中。", ["执守将鲜龙"], ["文远还", "迁侍中"]),  # 大兵, as 大军
    # a man the text introduces with 有 and no name: his sentence is his
    ("有夏州义士为颢守河中渚，乃密信通款，求破桥立效。文远赴之，迁侍中。",
     ["有夏州义士为颢守河中渚", "乃密信通款", "求破桥立效"], ["文远赴之", "迁侍中"]),
    ("有人告其谋反，遂下狱。文远复起，迁侍中。", ["有人告其谋反"], ["文远复起", "迁侍中"]),
    ("车驾南伐，以为右仆射。", ["车驾南伐"], ["以为右仆射"]),  # the carriage is the emperor
    # a ruler's death or his mandate is a time, not an agent; 权 and 位 before a post are verbs, not 权某
    ("文成崩，迁尚书。武帝受命，拜太常。", [], ["迁尚书", "拜太常"]),
    ("权给事中，权刑部尚书。位中书令。", [], ["权给事中", "权刑部尚书", "位中书令"]),
])
def test_a_run_of_the_enemy_or_the_throne_is_not_his(rules, body, theirs, mine):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [c for c in theirs if found[c][2] != UNDECIDED] == []
    assert [c for c in mine if not his(found[c])] == []


@pytest.mark.parametrize("clause, after", [
    ("帝嘉之", "迁侍中"),  # the court acts on him
    ("帝亲临哭之", "赠侍中"),  # a grant after the throne's own clause: his
    ("帝崩", "受遗诏辅政"),  # the throne's death closes its part
    ("上疏谏", "迁侍中"),  # 上疏: he submits a memorial
    ("上曰善", "迁侍中"),  # the throne's words start no run
    ("上特许之", "再迁侍中"),  # what it does that is no deed of its own acts on him
    ("上亦未深诘也", "休致"),
])
def test_the_throne_acting_on_him_or_closing_its_part_starts_no_run(rules, clause, after):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{clause}，{after}。\n"
    found = clauses(rules, text, "张文远")
    assert his(found[after]), found


@pytest.mark.parametrize("opener, mine", [("刘景明在长安", False), ("文远在长安", True)])
def test_a_memorial_is_whoever_was_acting_not_the_court(rules, opener, mine):
    """上疏 is a man submitting a memorial, not the court acting on the subject: after another
    man's clause it is that man's sentence still (刘景明在长安，上疏求退), after his own it is his."""
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{opener}，上疏求退，称文远公直。迁司徒长史。\n"
    found = clauses(rules, text, "张文远")
    assert his(found["上疏求退"]) == mine and his(found["称文远公直"]) == mine, found
    assert his(found["迁司徒长史"])


@pytest.mark.parametrize("body, mine", [
    ("夏守礼卒，赐谥文穆", False),  # 夏 is his surname here, not the summer
    ("李守礼卒，追赠太常", False),  # an honour for the dead after another man's death is his
    ("李守礼卒，令还京治丧，授工部侍郎", True),  # a post after his death goes back to the subject
    ("是年夏，迁侍中", True),
    ("夏，迁侍中", True),
])
def test_an_honour_for_the_dead_after_another_mans_death_is_his(rules, body, mine):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}。文远领军如故。\n"
    found = clauses(rules, text, "张文远")
    assert his(found[body.split("，")[-1]]) == mine, found
    assert his(found["文远领军如故"])


def test_the_thrones_posthumous_grant_to_named_men_is_theirs(rules):
    text = "列传第一\n赵文远\n赵文远，字子高，沛人也。为吏部尚书。帝追赠李东、欧阳澈，文远之议也。后迁侍中。\n"
    found = clauses(rules, text, "赵文远")
    assert not his(found["帝追赠李东、欧阳澈"]), found
    assert his(found["后迁侍中"])


def test_an_edict_after_his_sons_request_is_his_honour(rules):
    """有诏 is the court as 诏 is: after the son's clause asking a posthumous rank, the grant is
    the father's, not left in the son's sentence; what the son did is still not the father's."""
    text = ("列传第一\n刘端\n刘端，字子高，沛人也。为中书令，被诬赐死。贞元五年，遂擢端子执经为太常博士。"
            "执经还官，求追命，有诏赠郑州刺史，又加司徒。\n")
    found = clauses(rules, text, "刘端")
    assert not his(found["执经还官"]) and not his(found["求追命"]), found
    assert his(found["有诏赠郑州刺史"]) and his(found["又加司徒"]), found


def test_a_man_of_a_two_character_surname_keeps_his_sentence(rules):
    """慕容文正 opens the clause as 李文正 would: what follows in his sentence is not the subject's."""
    text = ("列传第一\n郭文远\n郭文远，字子文，吴郡人也。仕为建安令。慕容文正在庆州，既斩李信，"
            "又欲罪白玉。文远哀之，不遣。\n")
    found = clauses(rules, text, "郭文远")
    assert not his(found["既斩李信"]) and not his(found["又欲罪白玉"]), found
    assert his(found["文远哀之"]) and his(found["不遣"])


def test_a_man_named_whole_then_by_his_given_name_alone_is_that_man(rules):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令，与李国安同事。国安持不可，主守石头。"
            "文远领军如故。\n")
    found = clauses(rules, text, "张文远")
    assert found["国安持不可"][:2] == (OTHER, "李国安")
    assert not his(found["主守石头"])
    assert his(found["文远领军如故"])


def test_two_surnames_before_one_given_name_name_no_one(rules):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令，与李国安、王国安同事。国安持不可，主守石头。\n")
    found = clauses(rules, text, "张文远")
    assert found["国安持不可"][1] not in ("李国安", "王国安")


def test_his_own_given_name_after_his_whole_name_is_his_without_a_native_place(rules):
    text = "列传第一\n张文远\n张文远，字子文。仕为建安令，与王恭同事。王恭卒。文远领军如故，迁侍中。\n"
    found = clauses(rules, text, "张文远")
    assert found["文远领军如故"][0] == SELF


def test_another_mans_career_opened_by_er_lasts_until_the_subject_is_named(rules):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。而李国安，永初中历江州刺史，迁吏部尚书。"
            "寻加侍中。文远以疾去官。\n")
    found = clauses(rules, text, "张文远")
    assert not his(found["而李国安"])
    assert not his(found["迁吏部尚书"]) and not his(found["寻加侍中"])
    assert his(found["文远以疾去官"])


def test_a_man_named_in_passing_hands_the_subject_back_after_his_sentence(rules):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。刺史李国安至郡，大修城郭。"
            "寻加侍中。\n")
    found = clauses(rules, text, "张文远")
    assert not his(found["大修城郭"])
    assert his(found["寻加侍中"])


# -- a person node needs a person's name (issue 41 item 8) ------------------------------------------

TEXT = "列传第一\n张文远\n张文远，字子文，吴郡人也。母临川太守谢惠宣女。子筼嗣。与李国安同事，国安卒。\n"


@pytest.mark.parametrize("who, name, basis, at, shaped", [
    (OTHER, "李国安", NAME, "李国安", True),  # a Han surname and a given name
    (OTHER, "张文远", NAME, "张文远", True),  # an entry's name
    (KIN, "筼", KINSMAN, "子筼", True),  # a son a kinsman term introduces
    (OTHER, "以疾", NAME, "", False),  # words that stop names
    (OTHER, "益封二", NAME, "", False),
    (OTHER, "晋安帝", NAME, "", False),  # a ruler
    (OTHER, "孔氏", APPOINTEE, "", False),  # a lady
    (KIN, "临川太", APPOINTEE, "母临川太", False),  # the start of an office (临川太守)
    (OTHER, "吴郡", NAME, "", False),  # a place (吴郡人)
    (OTHER, "司徒", APPOINTEE, "", False),  # an office
    (OTHER, "慧晓", APPOINTEE, "", True),  # 以慧晓为…: a given name
    (OTHER, "魏豫州", NAME, "", False),  # a state's province
    (OTHER, "魏军", APPOINTEE, "", False),  # an army
])
def test_a_person_node_needs_a_persons_name(rules, who, name, basis, at, shaped):
    tracker = SubjectTracker(TEXT, chinese_rules(rules).subjects, known=["张文远"])
    cue = Span(TEXT.find(at), TEXT.find(at) + len(at)) if at else None
    assert tracker.person_named(Subject(who, name, basis, cue)) is shaped


def test_an_official_named_after_an_earlier_dynastys_title_is_another_man(rules):
    text = "列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。刺史李国安至郡，大修城郭。寻加侍中。\n"
    found = clauses(rules, text, "张文远")
    assert found["刺史李国安至郡"][:2] == (OTHER, "李国安")
    assert not his(found["大修城郭"]) and his(found["寻加侍中"])


def test_a_great_great_grandfathers_title_that_names_the_throne_is_no_kinsman(rules):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。高祖以为参军。高祖践阼，封江安县侯。"
            "高祖东征，至寿阳。\n")
    found = clauses(rules, text, "张文远")
    assert his(found["封江安县侯"])
    assert found["高祖东征"][2] == UNDECIDED and found["至寿阳"][2] == UNDECIDED


def test_an_office_is_no_given_name(rules):
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令，晋按察使。按察使檄东台治堤。"
            "迁按察使。\n")
    tracker = SubjectTracker(text, chinese_rules(rules).subjects, known=["张文远"])
    assert "按察" not in tracker.given_names


def test_a_place_is_no_given_name(rules):
    text = "列传第一\n张文远\n张文远，字子文，吴郡人也。擢福建陆路提督，率师福建。福建大水，文远赈之。\n"
    tracker = SubjectTracker(text, chinese_rules(rules).subjects, known=["张文远"])
    assert "福建" not in tracker.given_names


def test_following_an_official_is_the_subjects_own_deed(rules):
    text = "列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。随益州刺史李国安伐蜀，有功。\n"
    found = clauses(rules, text, "张文远")
    assert his(found["随益州刺史李国安伐蜀"])


@pytest.mark.parametrize("tail, post", [
    ("侍中李进明上疏求退，有诏拜太子少傅。", "有诏拜太子少傅"),  # another man's request answered
    ("执经自洛阳至，有诏拜太常卿。", "有诏拜太常卿"),  # his son, named alone, arrives
    ("执经还官，求进秩，有诏拜太常卿。", "有诏拜太常卿"),
])
def test_an_edict_granting_a_post_after_another_mans_clause_is_not_his(rules, tail, post):
    """有诏 is the court only before an honour for the dead: a post granted after another man's
    request or arrival may be that man's."""
    text = ("列传第一\n刘端\n刘端，字子高，沛人也。为中书令。贞元五年，遂擢端子执经为太常博士。"
            f"{tail}\n")
    found = clauses(rules, text, "刘端")
    assert not his(found[post]), found


@pytest.mark.parametrize("tail, honour", [
    ("北海太守李进明卒，有诏赠太常卿。", "有诏赠太常卿"),
    ("北海太守李进明卒，诏谥曰忠。", "诏谥曰忠"),
])
def test_the_courts_honour_after_another_mans_death_is_not_his(rules, tail, honour):
    """The court's honour right after a named man's death is the dead man's."""
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。为中书令。{tail}\n"
    found = clauses(rules, text, "张文远")
    assert not his(found[honour]), found


@pytest.mark.parametrize("body, theirs, mine", [
    ("氐贼李乌成作乱，攻白马，文远固守经时。", ["攻白马"], ["文远固守经时"]),  # a rising named after 氐贼
    ("羌帅姚平叛，攻南郑，文远讨平之。", ["攻南郑"], ["文远讨平之"]),
    ("刘玄成据石堡，文远讨之。属刘玄成至，围城，文远固守。", ["围城"], ["文远固守"]),  # 属 and a known man
    ("文远举兵反，攻白马，不克。", [], ["攻白马", "不克"]),  # his own rising, named
    ("属岁饥，开仓赈之，迁侍中。", [], ["开仓赈之", "迁侍中"]),  # a circumstance, no man
    ("属母忧，去职，服阕，迁侍中。", [], ["去职", "迁侍中"]),
    ("文远将兵数千，结阵东反，至石堡，迁侍中。", [], ["至石堡", "迁侍中"]),  # 反 is 返 here, a return
    ("辉特李成为乱，正月，授定边将军，率师赴石堡。", ["正月"], ["授定边将军", "率师赴石堡"]),  # a grant ends it
    ("五年，突厥寇石州，拥略居民。文远出战。", ["拥略居民"], ["文远出战"]),  # an invasion
    # his answer to the rising ends its run: he follows a general against it, and takes its leader
    ("寿春李玄成作乱，从平原公段文举讨之，战于石堡，在阵生擒玄成。", [],
     ["从平原公段文举讨之", "战于石堡", "在阵生擒玄成"]),
    ("属李玄成据石堡反，遂于中途遇害，时年四十。", [], ["遂于中途遇害", "时年四十"]),  # the rising's victim
    ("寿春李玄成作乱，攻破石堡，杀掠吏民。", ["攻破石堡", "杀掠吏民"], []),  # no answer: still theirs
])
def test_another_mans_rising_or_arrival_is_not_his(rules, body, theirs, mine):
    """A rising (氐贼某作乱) or a man the text knows after 属 (属某至) opens another man's clause,
    though the run names no one the tracker can read: the rest of his sentence is not the subject's
    (other_openers.py). His own rising and his own circumstance (属岁饥, 属母忧) stay his."""
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [c for c in theirs if his(found[c])] == [], found
    assert [c for c in mine if not his(found[c])] == [], found


@pytest.mark.parametrize("body, theirs, mine", [
    # 高敬成 named whole, then his given name alone heads a sentence: his attached account
    ("先是，有广陵高敬成、济阳江洪，并工属文。敬成，齐永明中为县令。天监初，历官参军。文远迁侍中。",
     ["齐永明中为县令", "历官参军"], ["文远迁侍中"]),
    ("文远与广陵高成善。成，齐永明中为县令，历官参军。文远迁侍中。", ["历官参军"], ["文远迁侍中"]),
    ("文远与广陵高成善。久之，迁侍中。", [], ["迁侍中"]),  # a time alone heads his own sentence
    ("文远进兵向石瓦。石瓦，南夷都也。文远督师至，迁侍中。", [], ["迁侍中"]),  # 向: towards a place
    ("文远与广陵高成善。文远，齐永明中为县令，历官参军。", [], ["历官参军"]),  # his own name alone
    # a place the sentence before ended on, glossed (经广固。广固，…也): his own clauses go on
    ("率众经石固。石固，南夷旧都也。乃筑垒守之，以功迁侍中。卒。", [], ["乃筑垒守之", "以功迁侍中", "卒"]),
])
def test_another_mans_given_name_alone_heads_his_account(rules, body, theirs, mine):
    """「爽，齐永明中…。天监初，历官…」 after 有广陵高爽: a sentence opened by nothing but the given
    name of a man the text named whole just before is his account, not the subject's, until a
    clause opens with the subject's own name (kin_openers.given_opener)."""
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [c for c in theirs if his(found[c])] == [], found
    assert [c for c in mine if not his(found[c])] == [], found


def test_his_one_character_name_heading_a_rulers_title_is_the_ruler(rules):
    """明帝即位 in the entry of a 王明 is the emperor's accession, not his deed, and does not hand
    another man's account back to him; 明率众拒之 is his (name_shapes.ruler_at)."""
    text = ("列传第一\n王明\n王明，字子光，吴郡人也。先是，有广陵高爽，工属文。爽，齐永明中为县令。"
            "明帝即位，擢为侍中，卒。明率众拒之。\n")
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == "王明")
    mine = [(f.relation, f.value) for f in entry.facts if f.subject.who == SELF and f.subject.basis != UNDECIDED]
    assert not [m for m in mine if "帝即位" in m[1] or m[1] in ("侍中", "卒")], mine
    assert ("事件", "率众拒之") in mine, mine


@pytest.mark.parametrize("body, theirs", [
    ("属李玄成据石堡反，州郡讨之，不能克。", ["州郡讨之", "不能克"]),  # the province answers, and fails
    ("属李玄成据石堡反，郡守拒之，僚属多见害。", ["郡守拒之", "僚属多见害"]),  # the governor and his staff
    ("属魏军攻石堡，长史遇害。", ["长史遇害"]),  # a third man's death in the army's run
    ("属李玄成据石堡反，于是长史遇害。", ["于是长史遇害"]),
])
def test_a_third_partys_answer_to_a_rising_is_not_his(rules, body, theirs):
    """Only an answer with no noun before it (遂讨之, 从某讨之, 遂于中途遇害) ends a rising's run as his:
    州郡讨之, 守将遇害 are a third party's, and stay undecided."""
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [(c, found[c]) for c in theirs if found[c][2] != UNDECIDED] == []


def test_a_garrison_commanders_death_in_a_rising_gives_him_no_age(tmp_path):
    """城陷，守将遇害，时年四十: the commander's death and age; 文远 escaped, and has no 享年 of forty."""
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。迁石堡令。属魏军攻石堡，城陷，守将遇害，"
            "时年四十。文远走免，后迁侍中。\n")
    facts = stored_facts(tmp_path, text, "张文远")
    assert ("任职", "侍中") in facts and not {r for r, _ in facts} & {"卒", "享年"}, facts


@pytest.mark.parametrize("body, theirs, mine", [
    ("已而燕人渡河，攻石堡，取临城，又攻白马。文远迁侍中。", ["攻石堡", "取临城", "又攻白马"], ["文远迁侍中"]),
    ("燕人犯边，焚石堡。乃筑垒守之，迁侍中。", ["焚石堡"], ["乃筑垒守之", "迁侍中"]),  # to its sentence's end
    ("燕人已取石堡，骁将某某引兵渡河，攻白马。文远迁侍中。", ["攻白马"], ["文远迁侍中"]),  # an adverb first
    ("然燕人大至，围石堡，文远率众击走之。", ["围石堡"], ["文远率众击走之"]),
    # he sends or gathers men: his own deed, and the clauses after it are his
    ("遣人入燕，谕以祸福，迁侍中。", [], ["遣人入燕", "谕以祸福", "迁侍中"]),
    ("使人至燕，谕以祸福，迁侍中。", [], ["使人至燕", "谕以祸福", "迁侍中"]),
    ("募人入石堡，焚其积聚，迁侍中。", [], ["募人入石堡", "焚其积聚", "迁侍中"]),
])
def test_a_peoples_invasion_is_not_his(rules, body, theirs, mine):
    """燕人渡河，攻石堡: a people named by its state and 人, before a verb of arms or of coming, is the
    subject of its clause and of the clauses after it in its sentence that state none; 遣人, 使人, 募人
    (he sends or gathers men) are his own deeds."""
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [c for c in theirs if his(found[c])] == [], found
    assert [c for c in mine if not his(found[c])] == [], found


@pytest.mark.parametrize("body, theirs, mine", [
    # another man acting when a people comes, or inside its run: the grant or death after it is not his
    ("时都督李崇守石堡，齐人大至，崇婴城固守，拜平东将军。文远转镇西长史。",
     ["拜平东将军"], ["文远转镇西长史"]),
    ("时都督李崇守石堡，燕人来攻，崇力战，城陷，遇害。文远收其余众，迁侍中。",
     ["遇害"], ["文远收其余众", "迁侍中"]),
    ("时都督李崇守石堡，燕人至城下，崇出战，大破之，迁平东将军。文远迁侍中。",
     ["迁平东将军"], ["文远迁侍中"]),
    # a people's run inside the rebels' run ends with its sentence, the rebels' run does not
    ("迁寿春太守。时侯瑱反于江州，贼性狡，屡败官军。已而齐人大至，与贼合势。围寿春，拔之。文远收散卒，讨平之。",
     ["围寿春", "拔之"], ["文远收散卒", "讨平之"]),
    # his own troops answering the rebels (会师) end with their sentence: his again after it
    ("出知沂州府。捻匪逼府城，会师攻拔贼巢，擒匪首丁戊等，叙功，以道员用。补兖沂道，擢按察使。文远迁侍中。",
     [], ["补兖沂道", "擢按察使"]),
    # a man who closes his part after another man fought him hands the sentence back to no one
    ("迁镇西长史。时都督李崇守雍丘，崇与战，令狐潮败走，追斩数千级，拜平东将军。文远迁侍中。",
     ["追斩数千级", "拜平东将军"], ["文远迁侍中"]),
])
def test_a_run_or_a_flight_after_another_mans_clause_is_not_his(rules, body, theirs, mine):
    """The court's grant, a victim's death or a pursuit after a people's coming or an enemy's flight
    is the man's who acted just before: the entry's subject only when he was that man."""
    text = (f"列传第一\n张文远　李崇\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
            "李崇，字元德，陇西人也。以军功累迁都督，卒。\n")
    found = clauses(rules, text, "张文远")
    assert [c for c in theirs if his(found[c])] == [], found
    assert [c for c in mine if not his(found[c])] == [], found


@pytest.mark.parametrize("body, mine", [
    ("乃遗人至燕，说其主，迁侍中。", ["说其主", "迁侍中"]),  # men he sends
    ("差人入山，招集流散，迁侍中。", ["招集流散", "迁侍中"]),
    ("分人渡河，袭其后，大破之。", ["袭其后", "大破之"]),
    ("诱人入城，擒其帅，迁侍中。", ["擒其帅", "迁侍中"]),
    ("夫人至自建康，与之俱行，迁侍中。", ["迁侍中"]),  # his wife's coming starts no people's run
])
def test_men_he_sends_are_no_peoples_run(rules, body, mine):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [c for c in mine if not his(found[c])] == [], found


@pytest.mark.parametrize("body, theirs, mine", [
    # a son introduced with 有 takes the post that follows, as 子X does
    ("坐徙敦煌，卒于道。有子绍，为介休令。", ["为介休令"], ["坐徙敦煌", "卒于道"]),
    ("文远有妓十余人，有子无子皆注籍为妾。迁侍中。", [], ["有子无子皆注籍为妾", "迁侍中"]),  # 无子: no son named
    # a role word, then a surname and a one-character given name: another man's promotion
    ("先是，驻泊都监田斌亦以贼发不能捕，待罪兵间，及城破，从诸将入，以功迁宫苑副使，而文远独被谪。",
     ["以功迁宫苑副使"], ["而文远独被谪"]),
    # a doubled word is no surname and given name: his mood, then his own death
    ("文远性素刚，郁郁不得志，行至永州，忧愤发病而卒。", [], ["郁郁不得志", "行至永州", "忧愤发病而卒"]),
    # another man's death with 后 is a time: what follows is the subject's again
    ("杨素卒后，乃自申理，有诏征还，卒于道。", [], ["乃自申理", "卒于道"]),
])
def test_a_kinsman_with_you_a_doubled_word_and_a_death_as_a_time(rules, body, theirs, mine):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [c for c in theirs if his(found[c])] == []
    assert [c for c in mine if not his(found[c])] == []


@pytest.mark.parametrize("body, mine", [
    # words that open as a predicate does before "…人" are his ways, not a man and his native place
    ("文远虽居显职，性谦退，善下人，进拔良士。", ["性谦退", "善下人", "进拔良士"]),
    ("文远少有志，善骑射，膂力过人，从军，拜都督。", ["善骑射", "从军", "拜都督"]),
    # a count of men before 人 is no native place: the throne's gift, not a man 帝大悦 of somewhere
    ("文远拜贺曰： 陛下真不负先帝矣。 帝大悦，赐奴婢三十人，进位上柱国。", ["赐奴婢三十人", "进位上柱国"]),
    # 有司, the officials, asking for his posthumous name: no man surnamed 司 among those there were
    ("三年，卒于官。有司考行，请谥曰懿。", ["请谥曰懿"]),
    # 高祖 with an adverb before more of the clause is the throne, in a chapter where it acts nowhere else
    ("三年，薨于位。高祖亲临，赐缯彩千段，赠本官，谥曰文。", ["赠本官", "谥曰文"]),
])
def test_his_ways_and_the_thrones_mourning_are_no_other_man(rules, body, mine):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = clauses(rules, text, "张文远")
    assert [c for c in mine if not his(found[c])] == []
