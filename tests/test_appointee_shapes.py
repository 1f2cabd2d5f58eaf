"""Posts stored under another man (issue 41): the words before a post must be shown to be a man.

A list of posts read as a list of men gives 车骑大 a general's title and 平西湘 a staff post; an
official named by his title before a post may be the one who grants it. Invented entries in the
manner of the histories (no bench text), read without a store.
"""

from __future__ import annotations

import pytest
from test_person_names import facts as person_facts

from shiguan.lang.zh.document_names import document_names
from shiguan.models import KIN, OTHER, SELF, UNDECIDED


def facts(rules, body: str) -> dict[str, tuple[str, str, str, str]]:
    """Value → (who, name, basis, note) of the facts of 韩守义's entry."""
    return person_facts(rules, body, name="韩守义", opening="字仲方，河东人也。初为郡功曹。")


def test_a_general_title_written_once_is_his_not_a_mans(rules):
    """车骑大|将军 stands once; 骑大 inside 骠骑大将军 is no use of a given name alone."""
    found = facts(rules, "大统中，进车骑大将军、仪同三司。后迁骠骑大将军，卒。")
    assert found["车骑大将军"][:2] == (SELF, "韩守义")
    assert "nowhere else as a man" in found["车骑大将军"][3]


def test_two_staff_posts_in_a_list_are_no_two_men(rules):
    found = facts(rules, "累迁安西庐陵王参军、平北湘东王行参军。")
    assert [v for v, s in found.items() if s[0] == OTHER] == []
    assert found["平北湘东王行参军"][2] == UNDECIDED


def test_a_list_of_circuits_is_no_man(rules):
    found = facts(rules, "改江、淮、荆、浙发运使。迁江、淮路招讨使。")
    assert found["江、淮、荆、浙发运使"][:2] == (SELF, "韩守义")


def test_men_granted_under_their_own_verbs_keep_their_posts(rules):
    found = facts(rules, "论功，封赵元亨靖安伯，授钱文进都督同知。")
    assert found["赵元亨靖安伯"][:2] == (OTHER, "赵元亨") and found["钱文进都督同知"][:2] == (OTHER, "钱文进")


def test_a_list_granted_to_a_man_named_once_at_its_head_is_not_his(rules):
    """钱文进, written only here, opens the first post: the posts after 、 in the same grant are his
    too, or undecided; never the entry's man's. A post listed after a comma stays his career."""
    found = facts(rules, "以功迁都督。授钱文进都督同知、镇国将军。")
    assert found["镇国将军"][2] == UNDECIDED and "钱文进" in found["镇国将军"][3]
    found = facts(rules, "除卫军行参军，员外郎。")
    assert found["员外郎"][:2] == (SELF, "韩守义")


def test_an_office_ending_in_lang_or_xing_names_no_man_at_a_lists_head(rules):
    """授司封郎官兼…: 司封郎 is an office, not a man written once; the run after 、 is his (review)."""
    found = facts(rules, "以功迁都督。授司封郎官兼国史编修、实录检讨。")
    assert found["实录检讨"][:2] == (SELF, "韩守义")


def test_a_post_granted_to_a_follower_named_after_qi_is_not_his(rules):
    """署其徒蔡某为司空: 其 opens clauses as an adverb does, but 其徒 names the rebel's man."""
    found = facts(rules, "贼帅汪文进自称天子，署其徒蔡道人为司空。守义进讨，悉平之。")
    assert found["司空"][2] == UNDECIDED and "其徒蔡道人" in found["司空"][3]


def test_a_post_an_official_grants_is_not_the_officials(rules):
    found = facts(rules, "与刘文彦善。南蛮校尉刘文彦命为参军。")
    assert found["参军"][2] == UNDECIDED and "grants" in found["参军"][3]


def test_a_post_an_official_moves_into_is_his(rules):
    found = facts(rules, "与刘文彦善。时侍中刘文彦兼太常卿，守义为之副。")
    assert found["太常卿"][:2] == (OTHER, "刘文彦")


def test_an_army_before_a_verb_of_arms_is_no_man(rules):
    """魏师攻…: a state's army, not a Mr Wei Shi, attacks; its deed is no one's we know."""
    found = facts(rules, "魏师攻临河城，守义拒之。")
    assert found["魏师攻临河城"][0] != OTHER and found["魏师攻临河城"][2] == UNDECIDED


def test_a_given_name_opening_with_a_kinsman_term_is_no_kinsman(rules):
    """子美率众… where the text writes 郭子美 twice: his given name, not a son 美 of the subject."""
    found = facts(rules, "与郭子美同行，郭子美前驱。子美率众先登，守义继之。")
    assert found["子美率众先登"][0] not in (KIN, SELF)


def test_a_circuit_before_its_commissioner_is_no_man(rules):
    found = facts(rules, "授利州路、阶文二州制置使，钱文进都督同知。钱文进辞。")
    assert found["利州路、阶文二州制置使"][:2] == (SELF, "韩守义")


def test_a_post_held_by_his_fathers_protection_is_his(rules):
    """以父任…: the father's protection (任) is no son named 任."""
    found = facts(rules, "以父任将作监丞。")
    assert found["将作监丞"][:2] == (SELF, "韩守义")


def test_a_ruler_acting_in_person_is_no_surnamed_man(subject_rules):
    """文帝亲征 … 桓帝亲率: 帝亲 inside another word is no given name used alone, so neither
    文帝亲 nor 桓帝亲 is a man; 。如龙不受 still shows 马如龙's given name alone."""
    names = document_names("初，文帝亲征北边。及桓帝亲率万骑来救。马如龙在临安。如龙不受。", subject_rules)
    assert not any("帝亲" in n for n in names) and "马如龙" in names


def test_a_run_written_once_at_a_deed_is_not_taken_for_a_whole_name(rules):
    """钱舍阳攻…: a surname and two characters before a verb of arms, written nowhere else, may be
    a man (钱) and a verb (舍, to leave) as well as a name: the deed is no one's we know."""
    found = facts(rules, "钱舍阳攻临河城，守义拒之。")
    assert found["钱舍阳攻临河城"][2] == UNDECIDED and "written once" in found["钱舍阳攻临河城"][3]


def test_a_given_name_inside_another_word_is_no_given_name_used_alone(subject_rules):
    """德明 inside 崇德明义 is no use of 李德明's given name alone: 德明 is no man of the document;
    。德明不受 still is."""
    names = document_names("李德明为刺史。时崇德明义。", subject_rules, known=["李德明"])
    assert "李德明" in names and "德明" not in names
    assert "德明" in document_names("李德明为刺史。德明不受。", subject_rules, known=["李德明"])


def test_a_grant_earned_by_a_mans_merit_is_not_his(rules):
    """以文远功袭爵: his son inherits by 钱文远's merit; the fief is not 钱文远's."""
    found = facts(rules, "与钱文远善。钱文远卒。子明，以文远功袭爵平阳县公。")
    assert found["以文远功袭爵平阳县公"][2] == UNDECIDED and "merit" in found["以文远功袭爵平阳县公"][3]


def test_an_appointment_meant_is_not_made(rules):
    """武帝尝欲以充父绪为仆射: the emperor meant to; neither the father nor the son holds the post."""
    found = person_facts(rules, "武帝尝欲以充父绪为尚书仆射，访于群臣。", name="韩充", opening="字仲方，河东人也。")
    assert found["尚书仆射"][2] == UNDECIDED and "meant" in found["尚书仆射"][3]


def test_the_man_recommended_is_not_the_one_acting(rules):
    """又荐克家…: the recommender's deed, not 梁克家's."""
    found = facts(rules, "梁克家为参知政事，克家辞。是月，又荐克家靖重有宰相器。")
    assert found["又荐克家靖重有宰相器"][2] == UNDECIDED and "recommended" in found["又荐克家靖重有宰相器"][3]


def test_a_place_before_its_post_after_a_title_is_no_man(subject_rules):
    """建武将军|建安|太守: the run after a general's title, no surname opening it, is a commandery,
    its governor's post right after it (建安郡公 later is his fief); 巡抚王文远 stays a man."""
    text = "除建武将军建安太守。后进封建安郡公。巡抚王文远至，王文远劾之。"
    names = document_names(text, subject_rules)
    assert not any(n.startswith("建安") for n in names) and "王文远" in names
    # 受尚书令李文远节度: a surnamed man before a word that is also a post (节度, to command)
    assert "李文远" in document_names("受尚书令李文远节度。李文远劾之。", subject_rules)


def test_a_post_on_a_patrons_staff_is_not_the_patrons(rules):
    """初为刘文远宁朔府司马: he served on 刘文远's staff; the 司马 is no post of 刘文远's."""
    found = facts(rules, "与刘文远善，刘文远之起也，守义从之。初为刘文远宁朔府司马。")
    assert found["刘文远宁朔府司马"][0] == SELF and "staff" in found["刘文远宁朔府司马"][3]


@pytest.mark.parametrize("post", ["兼刘文远镇南长史", "为刘文远镇南谘议参军", "后为刘文远司马", "转刘文远征西城局参军",
                                  "为刘文远太尉行参军"])
def test_a_staff_post_with_no_office_word_is_not_the_patrons(rules, post):
    """兼刘文远镇南长史: a staff title (长史, 司马, 参军 …) after his own move (为, 兼, 转),
    a man and his command is a post on that man's staff, as 刘文远宁朔府司马 is: 韩守义's, never 刘文远's."""
    found = facts(rules, f"与刘文远善，刘文远之起也，守义从之。{post}。")
    value = post[post.index("刘"):]
    who, _, basis, note = found[value]
    assert who == SELF and basis != UNDECIDED and "staff" in note, found[value]


@pytest.mark.parametrize("post, title", [("署", "镇南司马"), ("用", "镇南主簿")])
def test_a_man_he_appoints_to_a_staff_title_holds_it(rules, post, title):
    """守义出镇江州，署刘文彦镇南司马: he appoints 刘文彦 (署, 用 are no moves of his own): the post is 刘文彦's,
    never his, as it was read before the staff shapes."""
    found = facts(rules, f"与刘文彦善，刘文彦至。守义出镇江州，{post}刘文彦{title}。后迁侍中。")
    assert found[f"刘文彦{title}"][:2] == (OTHER, "刘文彦"), found


def test_a_staff_title_after_a_granting_verb_is_nobodys(rules):
    """除刘文远征西长史 may grant the post to 刘文远 (授惟德汝州司士参军: a grandson's post) or put the
    subject on his staff: no one's; after 迁 it is the subject's own move onto 刘文远's staff."""
    found = facts(rules, "与刘文远善，刘文远之起也，守义从之。除刘文远征西长史。")
    assert found["刘文远征西长史"][2] == UNDECIDED, found
    found = facts(rules, "与刘文远善，刘文远之起也，守义从之。除刘文远安南谘议参军。")
    assert found["刘文远安南谘议参军"][2] == UNDECIDED, found
    found = facts(rules, "与刘文远善，刘文远之起也，守义从之。守义累迁刘文远镇南长史。")
    assert found["刘文远镇南长史"][0] == SELF and "staff" in found["刘文远镇南长史"][3]


def test_a_sealed_letter_is_no_fief(rules):
    """封怀宝书呈太宗: he sealed 沈怀宝's letter and sent it on (his deed); 沈怀宝 is given nothing."""
    found = facts(rules, "沈怀宝为贼将，怀宝遣使招之。守义封怀宝书呈太宗。")
    assert "怀宝书呈太宗" not in found and found["封怀宝书呈太宗"][0] == SELF


def test_a_place_before_its_circuit_is_no_man(rules):
    """高平关|路马步军副都总管: the words before 路 name the circuit; 高平关三路 elsewhere is no man's name
    before a stop."""
    found = facts(rules, "咸平初，转供奉官、镇、定、高平关三路承受公事。"
                         "擢捧日天武四厢都指挥使、某州防御使、高平关路马步军副都总管。")
    assert found["高平关路马步军副都总管"][:2] == (SELF, "韩守义")


def test_a_man_made_a_staff_officer_is_no_patron():
    """戴文忠爲记室参军 (爲 or 为: he was made the 记室参军) names the holder, not a patron; 王文远镇南谘议参军
    names the patron (post_leads.py)."""
    from shiguan.lang.zh.post_leads import STAFF_TITLE

    assert [v for v in ("文忠爲记室参军", "文忠为记室参军", "文忠為记室参军") if STAFF_TITLE.match(v, 2)] == []
    assert STAFF_TITLE.match("王文远镇南谘议参军", 3)
    assert STAFF_TITLE.match("文忠晋熙王冠军长史", 2) is None  # 迁文忠晋熙王冠军长史: on 晋熙王's staff


@pytest.mark.parametrize("body, post", [
    ("又拜守义甥厍狄乐为仪同。", "仪同"),  # 甥: a kin word the tracker follows to no name
    ("又拜守义舅卢昶为主簿。", "主簿"),
    ("又拜守义外孙卢昶为主簿。", "主簿"),
    ("又拜守义甥为主簿。", "主簿"),
])
def test_a_post_granted_to_his_kinsman_named_after_him_is_not_his(rules, body, post):
    """拜某甥某为…: the kin word after his name makes the kinsman the one appointed."""
    found = facts(rules, body)
    assert found[post][0] != SELF and found[post][2] == UNDECIDED


def test_a_post_granted_to_a_kinsman_after_his_free_given_name_is_not_his(rules):
    """贤 opens three clauses, so it stands for him before any word; 贤甥 is still his nephew."""
    found = person_facts(rules, "贤少有志操。贤性刚。贤善射。又拜贤甥厍狄乐为仪同。",
                         name="韩贤", opening="字仲方，河东人也。")
    assert found["仪同"][0] != SELF and found["仪同"][2] == UNDECIDED


def test_the_later_posts_of_a_list_named_for_him_are_not_the_kinsmans(rules):
    """其弟信僭立，拜守义侍中、太师…: the list is his, so 太师 is never the brother's."""
    found = facts(rules, "守义出为刺史。其弟信僭立，拜守义侍中、太师、录尚书事。")
    assert found["侍中"][:2] == (SELF, "守义")
    assert [found[p][2] for p in ("太师", "录尚书事")] == [UNDECIDED, UNDECIDED]
