"""A fight's outcome (破之, 拔之，获其某二人) said with the deed of his it ends (issue 41: his deeds
in the narrative he holds), each beside the nearest wrong reading kept out: an outcome after a
deed that sends another man, one suffered, denied, only meant or his own surrender, a rout whose
side is not said, an outcome after another man's attack. Invented text, the shapes of the
earlier histories."""

from __future__ import annotations

import pytest
from conftest import rules_biography

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF

_HEAD = "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。为某州刺史。"


def his_events(rules, body: str) -> set[str]:
    """The values of the events of 甲乙丙's entry that are his."""
    entry = next(e for e in read_chinese_entries(rules, f"{_HEAD}{body}\n") if e.heading.name == "甲乙丙")
    return {f.value for f in entry.facts if f.relation == "事件" and f.subject.who == SELF}


@pytest.mark.parametrize("right, deed, wrong, kept_out", [
    # a campaign carried on; not after one that orders another man to it
    ("某年，率兵讨某州叛胡，破之。", "率兵讨某州叛胡，破之", "某年，乃命偏将率兵讨某贼，平之。", "平之"),
    # his name opens it, a count of men taken; not an outcome he suffered
    ("甲乙丙率骑逆击，获其子孙二人。", "率骑逆击，获其子孙二人", "甲乙丙率兵讨某贼，为贼所败。", "所败"),
    # the town taken, then its men; not one only meant
    ("甲乙丙率轻骑袭某坞，拔之，获其坞主二人。", "率轻骑袭某坞，拔之，获其坞主二人",
     "甲乙丙率兵讨某贼，欲破之，会疾作。", "破之"),
    # a rout with no side said, a defeat denied, his own surrender: none is a victory of his
    ("某年，又率兵讨某贼，大破之。", "又率兵讨某贼，大破之", "某年，率兵讨某贼，大败而还。", "败"),
    ("某年，又率兵讨某贼，大破之。", "又率兵讨某贼，大破之", "某年，率兵讨某贼，不克而还。", "克"),
    ("某年，又率兵讨某贼，大破之。", "又率兵讨某贼，大破之", "某年，率兵讨某贼，降于某国。", "降"),
    # a killing of officials or townsmen is a rising's deed, whoever the run gave the attack to
    ("某年，又率兵讨某贼，大破之。", "又率兵讨某贼，大破之", "某年，率众攻破县邑，杀害官长。", "官长"),
    # a fight his name opens, no deed alone (与 may open a friendship, 其 is most of it), with its
    # outcome; not another man's fight with his, nor one only meant
    ("时贼帅李道成来寇，甲乙丙与战，破之。", "与战，破之", "时开府李道成讨某贼，道成与战，破之。", "破之"),
    ("甲乙丙攻其栅，破之，获其帅二人。", "攻其栅，破之，获其帅二人", "甲乙丙欲与战，会日暮，破之。", "破之"),
    # 虏 before an adverb is the enemy acting (虏遂出塞), no capture: the fight alone stays unread
    ("甲乙丙击之，获其众。", "击之，获其众", "甲乙丙击之，虏遂出塞。", "击之"),
])
def test_the_outcome_runs_on_from_his_deed_and_no_other_does(rules, right, deed, wrong, kept_out):
    assert deed in his_events(rules, right)
    assert not any(kept_out in v for v in his_events(rules, wrong)), his_events(rules, wrong)


def test_an_outcome_after_another_mans_attack_stays_out(rules):
    """贼攻某城，破之: the enemy's attack, the enemy's 破; his own fight after it is his."""
    found = his_events(rules, "会贼帅某某攻某城，破之。甲乙丙率骑逆击，获其子孙二人。")
    assert "率骑逆击，获其子孙二人" in found
    assert not any("某城，破之" in v for v in found), found


def test_the_biography_tells_the_outcome_with_its_attack(rules, tmp_path):
    text = f"{_HEAD}某年，率兵讨某州叛胡，破之。卒于官。\n"
    assert "率兵讨某州叛胡，破之" in rules_biography(tmp_path, text, "甲乙丙")


def _his(rules, name: str, body: str) -> set[str]:
    head = _HEAD.replace("甲乙丙", name)
    entry = next(e for e in read_chinese_entries(rules, f"{head}{body}\n") if e.heading.name == name)
    return {f.value for f in entry.facts if f.relation == "事件" and f.subject.who == SELF}


@pytest.mark.parametrize("name, body", [
    ("王进", "时李道成为都督，讨某贼，进击之，破之。王进卒于官。"),  # 进: advancing, not he
    ("王复", "李道成讨某贼，复与战，大破之。"),  # 复: again
])
def test_a_given_name_of_one_character_opens_no_fight(rules, name, body):
    assert not any("破之" in v for v in _his(rules, name, body)), _his(rules, name, body)


@pytest.mark.parametrize("body", ["某年，遣李道成将兵，讨某州叛胡，破之。", "命李道成率众，讨某贼，破之。",
                                  "召李道成讨某贼，破之。", "以兵授李道成，讨某贼，破之。", "率兵讨某贼，杀身以殉。"])
def test_the_errands_victory_and_his_own_death_are_no_outcome_of_his(rules, body):
    """A victory after he sent or summoned another man is the errand's; dying for it is no victory."""
    assert not any(v.endswith(("破之", "杀身以殉")) for v in his_events(rules, body)), his_events(rules, body)
    assert "率兵讨某州叛胡，破之" in his_events(rules, "某年，率兵讨某州叛胡，破之。")
