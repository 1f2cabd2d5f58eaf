"""A consort's own entry (issue 41, item 7: death in all its forms): 崩 is her death, 太后 is she.

In a minister's entry 崩 is the ruler's and 太后 the court; in the entry of a 皇后, 妃, 嫔 or 贵人 her
death is told as a ruler's (十四年，崩于太和殿，年四十九) and the title she rose to names her.
Invented chapters in the manner of the histories, read without a store.
"""

from __future__ import annotations

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF, UNDECIDED

TEXT = ("列传第一\n文明皇后冯氏\n文明皇后冯氏，长乐信都人也。年十四，以选为贵人，后立为皇后。文成崩，尊为皇太后。"
        "太后密定大策，诛浑，遂临朝听政。十四年，崩于太和殿，年四十九。谥曰文明太皇太后。\n"
        "王甲\n王甲，字子乙，琅邪人也。为侍中。孝文为太后立报德佛寺。帝崩，甲哭之。十年，崩于行在。迁尚书。\n")


def facts(rules, name: str) -> dict[str, str]:
    """Relation → value of the entry's facts that are the subject's own."""
    entry = next(e for e in read_chinese_entries(rules, TEXT) if e.heading.name == name)
    return {f.relation: f.value for f in entry.facts if f.subject.who == SELF and f.subject.basis != UNDECIDED}


def test_her_death_age_and_title_are_hers(rules):
    hers = facts(rules, "文明皇后冯氏")
    assert hers["卒"] == "崩于太和殿" and hers["享年"] == "四十九" and hers["谥号"] == "文明"
    assert hers["事件"].startswith("密定大策")  # 太后 is she


def test_in_a_ministers_entry_no_ruler_dies_for_him_and_no_temple_is_a_post(rules):
    his = facts(rules, "王甲")
    assert "卒" not in his and "享年" not in his
    assert "立报德佛寺" not in his.values()
