"""Words misread as a man's name (issue 41): whose clause it is when a name was read wrong.

A people (燕人攻…) is never his: read as another man it keeps its clauses from him (refusing it as
a name gave them to the entry's owner: 金人奔北，死于江者无数 became his death); a given name alone
before its verb (文远击走之 after 张文远) is that man, not a man named 文远击; 解某围 lifts a siege
(解 is the verb, not a surname) but 解某率众围… is a man besieging; a two-character surname before
an office word stays an office (司徒崔浩 is no man 司徒崔). Invented chapters in the manner of the
histories (no bench text), read without a store.
"""

from __future__ import annotations

import pytest

from shiguan.lang.zh.document_names import document_names
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import KIN, SELF, UNDECIDED


def clauses(rules, body: str, name: str = "张文远") -> dict[str, tuple[str, str, str]]:
    """Clause text → (who, name, basis) for the entry of `name`."""
    text = f"列传第一\n{name}\n{name}，字子文，吴郡人也。仕为建安令。{body}\n"
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {text[c.start:c.end]: (c.subject.who, c.subject.name, c.subject.basis) for c in entry.clauses}


def his(found: tuple[str, str, str]) -> bool:
    return found[0] == SELF and found[2] != UNDECIDED


@pytest.mark.parametrize("body, theirs", [
    ("燕人攻蓟城，陷之。文远击走之，迁侍中。", ["燕人攻蓟城", "陷之"]),  # a state's people
    ("鲜卑人寇边，掠其牛马。文远击走之，迁侍中。", ["鲜卑人寇边", "掠其牛马"]),  # a tribe's, no surname
])
def test_a_peoples_deeds_are_not_his(rules, body, theirs):
    found = clauses(rules, body)
    assert [c for c in theirs if his(found[c])] == []
    assert his(found["文远击走之"]) and his(found["迁侍中"])


@pytest.mark.parametrize("body, theirs", [
    ("金人攻城，文远拒之。金人奔北，死于江者无数。文远还，迁侍中。", ["金人奔北", "死于江者无数"]),  # no death of his
    ("法人攻城，文远拒之。法人陷河内，据之。文远还，迁侍中。", ["法人陷河内", "据之"]),
])
def test_a_people_named_at_a_sentence_start_keeps_its_sentence(rules, body, theirs):
    found = clauses(rules, body)
    assert [c for c in theirs if his(found[c])] == []


def test_a_given_name_before_its_verb_is_the_man_not_a_longer_name(rules, subject_rules):
    text = "列传第一\n张文远\n张文远，字子文。燕人攻蓟城，文远击走之。文远还，迁侍中。\n"
    assert "文远击" not in document_names(text, subject_rules, known=["张文远"])
    found = clauses(rules, "燕人攻蓟城，文远击走之，迁侍中。")
    assert found["文远击走之"][0] == SELF and found["迁侍中"][0] == SELF


@pytest.mark.parametrize("body, theirs", [
    ("解系围洛阳，拜大将军，封公。文远不从，迁侍中。", ["解系围洛阳", "拜大将军"]),  # a besieger surnamed 解
    ("解琬率众围襄阳，陷之，杀太守。文远不从，迁侍中。", ["解琬率众围襄阳", "陷之", "杀太守"]),
])
def test_a_man_surnamed_jie_besieging_is_not_a_siege_lifted(rules, body, theirs):
    found = clauses(rules, body)
    assert [c for c in theirs if his(found[c])] == []
    assert his(found["迁侍中"])


def test_an_office_before_a_name_is_no_two_character_surname(rules, subject_rules):
    text = "列传第一\n张文远\n张文远，字子文。司徒崔浩以为能，荐之。司徒崔浩卒，文远迁侍中。\n"
    assert not any(n.startswith("司徒") for n in document_names(text, subject_rules, known=["张文远"]))


def test_an_eldest_grandson_named_once_stays_a_kinsman(rules):
    found = clauses(rules, "长孙晟袭爵，历位侍中。")
    assert found["长孙晟袭爵"][0] == KIN


def test_lifting_a_siege_names_no_man_and_the_grant_after_stays_his(rules, subject_rules):
    body = "贼围南笼，文远率兵赴之，解南笼围，赐花翎。"
    text = f"列传第一\n张文远\n张文远，字子文。{body}\n"
    assert "解南笼" not in document_names(text, subject_rules, known=["张文远"])
    found = clauses(rules, body)
    assert his(found["解南笼围"]) and his(found["赐花翎"])


def test_a_man_surnamed_as_a_verb_is_still_a_man(rules, subject_rules):
    text = "列传第一\n张文远\n张文远，字子文。解琬反，攻城。\n"
    assert "解琬" in document_names(text, subject_rules, known=["张文远"])


def test_the_throne_on_the_move_is_no_man_and_its_campaign_not_his(rules, subject_rules):
    body = "车驾南伐，克邹山。文远从征，拜太尉。及驾南还，以文远为前锋。"
    text = f"列传第一\n张文远\n张文远，字子文。{body}\n"
    assert "车驾南" not in document_names(text, subject_rules, known=["张文远"])
    found = clauses(rules, body)
    assert found["克邹山"][2] == UNDECIDED
    assert his(found["文远从征"]) and his(found["拜太尉"])
