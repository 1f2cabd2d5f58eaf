"""Kinsmen named by a cousin's or an uncle's term (从叔, 从伯, 族父 …) and wives named by a second
or a former marriage (后妻, 继室, 前妻 …) are kinsmen (issue 41): read as no kin word, their posts
and their honours were carried on as the subject's. Invented text, the shapes of the histories."""

from __future__ import annotations

import pytest
from conftest import entry_subjects, his_decided
from test_entry_length import facts_of_entry
from test_person_names import facts

from shiguan.models import KIN, SELF, UNDECIDED


@pytest.mark.parametrize("body", [
    "从伯崇，官至某州刺史，卒于郡。", "族父崇，官至某州刺史。", "文远从叔崇，官至某州刺史。",
])
def test_a_cousins_or_uncles_career_is_his_kinsmans(rules, body):
    assert facts(rules, body)["某州刺史"][:2] == (KIN, "崇")


@pytest.mark.parametrize("body", [
    "文远前妻李氏，有才行，太后临朝，拜为女侍中，封某郡君。",
    "文远后妻李崇女，有才行，太后临朝，拜为女侍中，封某郡君。",
])
def test_a_second_or_former_wifes_honours_are_not_his(rules, body):
    found = facts(rules, body)
    assert found["女侍中"][0] != SELF and found["某郡君"][0] != SELF


def test_a_marriage_given_later_is_no_wife_named(rules):
    assert facts(rules, "后妻以公主，拜驸马都尉。")["驸马都尉"][:2] == (SELF, "张文远")


@pytest.mark.parametrize("body", ["文远少孤。叔父崇特知爱之，袭封某县公。", "文远少孤。从叔崇甚器之，袭封某县公。",
                                  "文远少孤。从叔崇见而器之，袭封某县公。"])
def test_after_a_kinsman_who_regards_him_his_sentence_is_his(rules, body):
    """…特知爱之: the kinsman acts on him (之), and the grant it explains, the next clause, is his."""
    assert facts(rules, body)["某县公"][:2] == (SELF, "张文远")


@pytest.mark.parametrize("body, post", [
    ("文远少有志。叔父崇甚器之，后拜某州刺史，封某县侯。", "某县侯"),  # the kinsman's own career
    ("文远少有志。从叔崇特爱之，出为某州刺史，卒官。", "卒官"),
    ("文远少有志。从叔崇见丁戊奇之，以女妻之，除某郡太守。", "某郡太守"),  # 之 is the man he saw
    ("文远少孤。从叔崇特知爱之，袭封某县公，后拜某州刺史。", "某州刺史"),  # past the benefit
])
def test_after_a_kinsmans_regard_only_the_benefit_it_explains_is_his(rules, body, post):
    assert facts(rules, body)[post][0] != SELF


def test_past_the_sentence_of_a_kinsman_who_regards_him_nothing_is_his_yet(rules):
    found = facts(rules, "文远少孤。从叔司徒崇并器之。\n除某王参军，主簿。")
    assert found["某王参军"][0] not in (SELF, KIN)


def test_whose_brother_he_is_names_no_one_new(rules):
    """之亨字嘉会，之遴弟也: the clause says whose brother the subject is; his life goes on after it."""
    text = ("列传第一\n刘之遴弟之亨\n刘之遴字思贞，南阳人也。迁某州刺史。卒。\n"
            "之亨字嘉会，之遴弟也。少有令名。举秀才，拜太学博士。数年卒于官，时年五十。\n")
    found = facts_of_entry(rules, text, "之亨")
    assert all(found[v][0] == SELF and found[v][1] != UNDECIDED for v in ("举秀才", "太学博士", "卒于官")), found


def test_whose_brother_a_man_is_after_his_entrys_opening_is_his_account(rules):
    """陈敬瑄，田令孜兄也: a man the entries did not split off, introduced by whose brother he is; what
    follows is his, not the subject's."""
    text = ("列传第一\n王行瑜\n王行瑜，邠州人。少隶军，为列校。中尉田令孜荐之，迁某官。令孜败，后放死岭南。\n"
            "陈敬瑄，田令孜兄也。少贱，为饼师，得隶左神策军。\n")
    found = entry_subjects(rules, text, "王行瑜")
    assert not any(his_decided(found[c]) for c in ("少贱", "为饼师", "得隶左神策军")), found
