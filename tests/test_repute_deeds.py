"""What he was known for, told after his name (某少以骁武知名, 某少慷慨，以胆略见称): a judgement
of him is his deed, although 知 (he knew), 以 (by, for) and 见 (the passive) open words that are
none (某知其谋, 某以疾…, 某见杀); not a repute that only points back (某以此见称: for what?).
Invented text, the shapes of the earlier histories."""

from __future__ import annotations

import pytest

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import NAME, SELF

_HEAD = "列传第一\n甲乙丙\n甲乙丙字某某，某郡人也。"


def his_named(rules, body: str) -> set[str]:
    """The values of the deeds of 甲乙丙's entry his name opens."""
    entry = next(e for e in read_chinese_entries(rules, f"{_HEAD}{body}\n") if e.heading.name == "甲乙丙")
    return {f.value for f in entry.facts if f.relation == "事件" and (f.subject.who, f.subject.basis) == (SELF, NAME)}


@pytest.mark.parametrize("right, deed, wrong", [
    ("甲乙丙少以骁武知名。为某州刺史。", "少以骁武知名", "甲乙丙以此见称。为某州刺史。"),
    ("甲乙丙少知名。为某州刺史。", "少知名", "甲乙丙见杀。为某州刺史。"),
    ("甲乙丙少慷慨，以胆略见称。", "少慷慨，以胆略见称", "甲乙丙少慷慨，以此见称。"),
])
def test_what_he_was_known_for_is_his(rules, right, deed, wrong):
    assert deed in his_named(rules, right)
    assert not any("见称" in v or "杀" in v for v in his_named(rules, wrong)), his_named(rules, wrong)


@pytest.mark.parametrize("said", ["甲乙丙有子道成，少以骁勇知名。", "甲乙丙生子道成，少以文学知名。",
                                  "甲乙丙有弟道成，以骁勇见称。", "甲乙丙荐李道成于朝，以才干见称。"])
def test_a_kinsmans_or_a_protégés_repute_is_not_his(rules, said):
    """After a son, a brother or a man he put forward, the repute is that man's."""
    assert not any("知名" in v or "见称" in v for v in his_named(rules, said)), his_named(rules, said)
