"""What a wording must keep of its planned sentence word by word (article/kept_words.py): the two
wrong facts of the demo model's recorded 水师 article that every other check passed, in invented
sentences of the same shape, each refused, and modern wordings that keep every word left alone."""

from __future__ import annotations

import pytest

from shiguan.article.kept_words import added_turn, lost_word, swapped_names

LOST = ": no word of it keeps it, nor says it in a modern form"


@pytest.mark.parametrize(("planned", "worded", "why"), [
    # recorded shape: 侵釐 (took the likin) worded 侵扰 (harassed): the verb's second character changed
    ("张达劾江南水师总兵李成侵饷通贼", "张达弹劾江南水师总兵李成侵扰通贼",
     "loses 「饷」 of 「张达劾江南水师总兵李成侵饷通贼」" + LOST),
    ("王通亲督堵筑", "王通亲督堵塞", "loses 「筑」 of 「王通亲督堵筑」" + LOST),
    # recorded shape: fought alongside the fleet, worded so that it reads as fighting it
    ("参将王通率兵五百同舟师血战三日", "参将王通率兵五百名，与舟师血战三日",
     "changes 「同」 (together with) of 「参将王通率兵五百同舟师血战三日」 to 「与」, which may read as against"),
    ("王通偕李成战于江口", "王通和李成战于江口",
     "changes 「偕」 (together with) of 「王通偕李成战于江口」 to 「和」, which may read as against"),
    # a passive's agent dropped, a leader's 率 dropped: who did what to whom changes
    ("王通为贼所败", "王通败贼", "loses 「为…所」 of 「王通为贼所败」: the passive is said by 被, 遭 or 为…所 alone"),
    ("王通率舟师抵江口", "王通、舟师抵达江口",
     "loses 「率」 of 「王通率舟师抵江口」" + LOST),
])
def test_a_word_lost_or_a_relation_changed_is_refused(planned, worded, why):
    assert lost_word(worded, planned) == why


@pytest.mark.parametrize(("planned", "worded"), [
    ("李成遣王通分道进攻", "李成派遣王通分道进攻"),  # the modern word keeps the classical one
    ("王通率舟师抵江口", "王通率领舟师抵达江口"),
    ("是岁河水盛涨", "是年河水盛涨"),  # a modern form
    ("王通获战舰百馀", "王通缴获战舰一百多艘"),
    ("王通奉命往按", "王通奉命前往检查"),
    ("王通充水师哨长", "王通担任水师哨长"),
    ("王通焚毁贼船", "王通烧毁了贼船"),
    ("李成于江口增驻舟师", "李成在江口增驻舟师"),  # 於 worded 在: its role kept
    ("水军以王通、李成领之", "水军由王通、李成领之"),
    ("王通以不谙水师降副将", "王通因不谙水师，降为副将"),
    ("王通为贼所败", "王通被贼打败"),  # the passive kept
    ("王通同舟师血战", "王通与舟师一起血战"),  # the companion said with 一起
    ("王通率兵千三百同舟师血战", "王通率兵1300人同舟师血战"),  # numbers are dropped_quantity's
    ("时河水涨，王通寻督吏防护", "河水上涨，王通督吏进行防护"),  # particles and words of sequence
])
def test_a_modern_wording_that_keeps_every_word_is_left_alone(planned, worded):
    assert lost_word(worded, planned) == ""


def test_the_people_of_a_deed_keep_their_order():
    names = ["张达", "李成"]
    assert swapped_names("李成弹劾总兵张达侵饷", "张达劾总兵李成侵饷", names) == (
        "tells 「李成」 before 「张达」, which its planned sentence names first")
    assert swapped_names("李成被张达弹劾", "张达劾李成", names) != ""  # right, but refused with the rest
    assert swapped_names("张达弹劾总兵李成侵吞军饷", "张达劾总兵李成侵饷", names) == ""
    assert swapped_names("张达上奏", "张达劾李成", names) == ""  # a name left out is another check's


@pytest.mark.parametrize(("planned", "worded", "added"), [
    ("王通奏定岁修之制", "王通上奏改定每年修治的制度", "改"),  # keeps every word, says it was revised
    ("王通往江口", "王通没有前往江口", "没"),
    ("王通往江口", "王通不往江口", "不"),
    ("李成请设舟师", "李成再次请求设立舟师", "再"),
    ("李成请设舟师", "李成只请求设立舟师", "只"),
])
def test_a_wording_that_adds_a_negation_revision_repetition_or_limit_is_refused(planned, worded, added):
    assert added_turn(worded, planned) == (
        f"adds 「{added}」, a negation, revision, repetition or limit its planned sentence does not say")


@pytest.mark.parametrize(("planned", "worded"), [
    ("王通上疏", "王通上奏疏"),
    ("河复决", "黄河又决口了"),  # 复 says the repetition
    ("王通不往", "王通没有前往"),  # the negation is the plan's
    ("李成改设舟师", "李成更改设立舟师"),
])
def test_a_turn_its_plan_says_is_left_alone(planned, worded):
    assert added_turn(worded, planned) == ""


@pytest.mark.parametrize(("planned", "worded"), [
    ("张达劾李成侵饷", "张达被李成弹劾侵吞军饷"),  # every word kept, the names in order: the deed turned
    ("张达劾李成侵饷", "张达遭李成弹劾侵饷"),
    ("张达荐李成塞决口", "张达受李成推荐堵塞决口"),
])
def test_a_wording_that_adds_a_passive_is_refused(planned, worded):
    assert added_turn(worded, planned).startswith("adds the passive")


@pytest.mark.parametrize(("planned", "worded"), [
    ("王通为贼所败", "王通被贼打败"),
    ("张达见劾", "张达遭到弹劾"),
    ("王通往见李成", "王通前往会见李成"),  # 见 of meeting is no passive
])
def test_a_passive_its_plan_says_is_left_alone(planned, worded):
    assert added_turn(worded, planned) == ""


def test_a_name_is_no_form_of_a_word_and_a_passive_is_kept_whole():
    # the 成 of 李成 is one of 为's forms: with the name blanked out, 为 is found lost
    why = "loses 「为…所」 of 「张达为李成所劾」: the passive is said by 被, 遭 or 为…所 alone"
    assert lost_word("张达弹劾李成", "张达为李成所劾", ["张达", "李成"]) == why
    assert lost_word("张达成为李成所劾", "张达为李成所劾", ["张达", "李成"]) == ""
    assert lost_word("张达被李成弹劾", "张达为李成所劾", ["张达", "李成"]) == ""
    assert lost_word("张达被李成任命", "张达为李成所劾", ["张达", "李成"]).startswith("loses 「劾」")


@pytest.mark.parametrize(("planned", "worded", "lost"), [
    ("王通率舟师战败于江口", "王通率舟师在江口战胜", "败"),  # lost, not won
    ("王通卒于工次", "王通带兵在工次", "卒"),  # died, not led troops
    ("江口陷，王通驰救", "王通攻打江口，急救", "陷"),  # the town fell, he did not attack it
    ("王通以河决罢", "王通因河决停工", "罢"),  # dismissed, not stopped work
    ("王通破贼于江口", "王通在江口攻打贼", "破"),  # broke them, not only attacked
    ("张达劾李成侵饷", "张达参与李成侵吞军饷", "劾"),  # impeached, not took part
])
def test_a_modern_form_that_turns_the_fact_is_refused(planned, worded, lost):
    assert lost_word(worded, planned).startswith(f"loses 「{lost}」")


def test_who_acted_on_the_foe_keeps_its_order():
    assert swapped_names("贼在江口攻击王通的舟师", "王通率舟师击贼于江口", ["王通"]) == (
        "tells 「贼」 before 「王通」, which its planned sentence names first")
    assert swapped_names("王通率领舟师在江口攻击贼", "王通率舟师击贼于江口", ["王通"]) == ""
