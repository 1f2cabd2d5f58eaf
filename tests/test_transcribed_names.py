"""Men named by the sounds of another language (issue 41): 兀术军江南, 也速答儿叛 open another man's
clause, which the tracker had read as a word it does not list and given to the entry's subject,
with the deeds after it in the sentence; the throne's progress (帝如浙东) opens the throne's run.
Invented chapters."""

from __future__ import annotations

from conftest import entry_subjects, his_decided

from shiguan.lang.zh.transcribed import transcribed_run
from shiguan.models import Subject


def subjects(rules, body: str) -> dict[str, Subject]:
    """Clause text → whom it is about, in 忽都虎's entry, whose life is `body`."""
    return entry_subjects(rules, f"列传第一\n忽都虎\n忽都虎，蒙古人。少从军。{body}\n", "忽都虎")


def test_a_rising_by_a_man_named_by_sounds_is_not_his(rules):
    found = subjects(rules, "十二年，也速答儿叛，忽都虎讨之。也速答儿复聚兵，攻宁州，陷之。忽都虎进拜参知政事。")
    assert not his_decided(found["也速答儿叛"]) and his_decided(found["忽都虎讨之"])
    assert not his_decided(found["攻宁州"]) and not his_decided(found["陷之"])
    assert his_decided(found["忽都虎进拜参知政事"])


def test_another_generals_return_and_reward_are_not_his(rules):
    found = subjects(rules, "从丞相伯颜南征。阿术还，奏功，授招讨使。忽都虎屯兵鄂州。")
    assert not his_decided(found["阿术还"]) and not his_decided(found["授招讨使"])
    assert his_decided(found["忽都虎屯兵鄂州"])


def test_the_throne_going_somewhere_opens_its_run(rules):
    found = subjects(rules, "忽都虎守镇江。帝如浙东，驻跸越州。忽都虎以舟师驻青龙镇。")
    assert not his_decided(found["帝如浙东"]) and not his_decided(found["驻跸越州"])
    assert his_decided(found["忽都虎以舟师驻青龙镇"])


def test_han_prose_posts_and_places_written_by_sounds_are_no_man(subject_rules):
    def run(text: str) -> str:
        return transcribed_run(text, 0, len(text), subject_rules)

    assert run("兀术军江南") == "兀术" and run("也速答儿叛") == "也速答儿"
    assert run("忽忽不乐") == ""  # a doubled word of mood
    assert run("札鲁忽赤奏事") == ""  # …赤: a post
    assert run("察罕城陷") == ""  # a place
    assert run("答曰") == "" and run("乞骸骨") == "" and run("脱身走") == ""
