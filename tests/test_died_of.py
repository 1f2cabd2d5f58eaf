"""How a death came, written before it (暴疾卒, 仰药死, 尚忧死), is no man's name (issue 41): read as
one, it took the subject's death and, after it, his 赠 and 谥. After another man's part the death stays
undecided. Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF, UNDECIDED


def _entry(rules, body: str) -> dict[str, tuple[str, str]]:
    return facts_of_entry(rules, f"列传第一\n陶季直\n陶季直字某，丹阳人也。迁某州刺史。{body}\n", "陶季直")


@pytest.mark.parametrize("body, values", [
    ("十年，暴疾卒，赠太常，谥曰忠。", ("暴疾卒", "太常", "忠")),
    ("还乡里，仰药卒，赠太常。", ("仰药卒", "太常")),
    ("坐事免，尚忧死。赠太常。", ("尚忧死", "太常")),
    ("十年，暴病而卒，赠太常。", ("暴病而卒", "太常")),
])
def test_his_death_after_how_it_came_and_its_honours_are_his(rules, body, values):
    found = _entry(rules, body)
    for value in values:
        assert value in found and found[value][0] == SELF and found[value][1] != UNDECIDED, found


@pytest.mark.parametrize("body, value", [
    ("王德裕为贼所败，暴疾卒，赠太常。", "暴疾卒"),  # another man's part: his death, not the subject's
    ("与王德裕善。德裕坐事下狱，仰药死。", "仰药死"),
    ("王德裕为贼所败，暴疾卒，赠太常。", "太常"),
    ("时王隆守城。隆疾卒，赠太常。", "隆疾卒"),  # a man's one-character given name, then how he died
    ("时王隆守城。隆疾卒，赠太常。", "太常"),
])
def test_a_death_after_another_mans_part_stays_undecided(rules, body, value):
    found = _entry(rules, body)
    assert value in found and (found[value][0] != SELF or found[value][1] == UNDECIDED), found
