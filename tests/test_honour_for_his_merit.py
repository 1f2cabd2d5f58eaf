"""An honour given for the subject's rise or merit is a kinsman's (issue 41, carried runs).

及颎贵，赠…: the court honours the father because the son rose. The clause names the subject, as
the cause, so the honour after it ran on as his. Invented chapters in the manner of the histories
(no bench text), read without a store.
"""

from __future__ import annotations

import pytest

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF, UNDECIDED


def facts(rules, body: str, name: str = "张文远"):
    """Value → (who, basis, note) of the facts of `name`'s entry."""
    text = f"列传第一\n{name}\n{name}，字子文，吴郡人也。{body}\n"
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {f.value: (f.subject.who, f.subject.basis, f.subject.note) for f in entry.facts}


@pytest.mark.parametrize("name, body, honour", [
    ("张文远", "父略，仕魏为平远将军，卒。及文远贵，赠礼部尚书。", "礼部尚书"),
    ("张文远", "父略，仕魏为平远将军。以文远著勋，赠少保、建昌公。", "少保、建昌公"),
    ("韦昭", "父宾，背齐归周，官至鄀州刺史，卒。及昭贵，追赠司空。昭少明敏。昭累迁尚书左丞。昭卒于官。",
     "司空"),  # his one-character given name, which his entry uses
])
def test_an_honour_for_his_merit_is_not_his(rules, name, body, honour):
    found = facts(rules, body, name)
    assert found[honour][1] == UNDECIDED and "for his merit" in found[honour][2]


def test_his_own_merit_without_his_name_stays_his(rules):
    found = facts(rules, "以功，赠礼部尚书。")
    assert found["礼部尚书"][0] == SELF and found["礼部尚书"][1] != UNDECIDED
