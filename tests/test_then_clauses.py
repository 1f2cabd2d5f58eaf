"""The 乃/遂 clause after a clause of his (issue 41; revzh14 finding 5): after his refusal, defeat,
capture, illness, death or siege it is another man's act, most often on him (乃执之), and after a
mere arrival a command to others is the ruler's; his own way out (乃遁去) stays his. Invented text,
the shapes of the earlier histories."""

from __future__ import annotations

import pytest
from conftest import rules_biography

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF

HEAD = "列传第一\n张乙丙\n张乙丙字某某，某郡人也。为某州刺史。"


def his_deeds(rules, body: str) -> set[str]:
    entry = next(e for e in read_chinese_entries(rules, HEAD + body + "\n") if e.heading.name == "张乙丙")
    return {f.value for f in entry.facts if f.relation == "事件" and f.subject.who == SELF}


@pytest.mark.parametrize(("body", "kept"), [
    ("乙丙死后数日，遂亡奔某国。", set()),  # a time after his death is no deed of his
    ("乙丙至京师，乃命公卿议之。", {"至京师"}),
    ("乙丙既入朝，乃诏有司议之。", set()),
    ("乙丙病笃，乃遣医视之。", {"病笃"}),
    ("乙丙围急，乃遣丁戊救之。", {"围急"}),
    ("乙丙散走，乃斩之。", {"散走"}),
    ("乙丙城陷，乃执之。", {"城陷"}),
    ("乙丙力屈，乃执之。", {"力屈"}),
    ("乙丙不听，乃以丁戊为左丞相击某国。", set()),
    ("乙丙不从，乃以属丁戊。", set()),
])
def test_another_mans_act_after_his_loss_is_not_his(rules, body, kept):
    assert his_deeds(rules, body) == kept


@pytest.mark.parametrize(("body", "kept"), [
    ("乙丙至某城，乃遁去。", {"至某城，乃遁去"}),
    ("乙丙恐不免，乃称疾不行。", {"恐不免，乃称疾不行"}),
    ("乙丙围某城，乃遣丁戊击之。", {"围某城，乃遣丁戊击之"}),
    ("乙丙击贼，遂斩其帅。", {"击贼，遂斩其帅"}),
    ("乙丙城陷，乃弃城走。", {"城陷，乃弃城走"}),
    ("丁戊劝之降，乙丙不从，遂去。", {"不从，遂去"}),
    ("乙丙溃围，遂还某城。", {"溃围，遂还某城"}),
    # a refusal later in his sentence answers his plea; a judgment that another will lose is no loss
    ("乙丙频让，不听，乃启以让父。", {"频让，不听，乃启以让父"}),
    ("乙丙军败，遂降于某国。", {"军败，遂降于某国"}),
    ("乙丙不为之屈，遂以忧愤卒于某城。", {"不为之屈，遂以忧愤卒于某城"}),
    ("乙丙度贼必败，乃急发州兵护河桥。", {"度贼必败，乃急发州兵护河桥"}),
])
def test_his_own_follow_on_stays_his(rules, body, kept):
    assert his_deeds(rules, body) == kept


def test_the_biography_leaves_the_physicians_errand_out(tmp_path):
    text = rules_biography(tmp_path, HEAD + "乙丙病笃，乃遣医视之。\n", "张乙丙")
    assert "遣医" not in text and "病笃" in text, text
