"""His 赠 and 谥 in the sentence after his death, with only the court acting between (issue 41,
item 7): his; after a kinsman, another man or another death between, not his. Invented text."""

from __future__ import annotations

import pytest
from test_entry_length import facts_of_entry

from shiguan.models import SELF, UNDECIDED


def _entry(rules, body: str) -> dict[str, tuple[str, str]]:
    return facts_of_entry(rules, f"列传第一\n陶季直\n陶季直字某，丹阳人也。迁某州刺史。{body}\n", "陶季直")


@pytest.mark.parametrize("body", [
    "普通三年，卒。诏赠车骑将军，谥曰襄。",
    "卒于州镇。诏给东园秘器，布绢各五百匹，赠车骑将军，谥曰襄。",
])
def test_the_courts_honours_after_his_death_are_his(rules, body):
    found = _entry(rules, body)
    for value in ("车骑将军", "襄"):
        assert found[value][0] == SELF and found[value][1] != UNDECIDED, found


@pytest.mark.parametrize("body", [
    "卒于州镇。李丙亦卒，诏赠车骑将军。",  # another death between
    "卒于州镇。李丙为某州刺史，诏赠车骑将军。",  # another man acts between
    "卒于州镇。子丙嗣，赠车骑将军。",  # a kinsman
    "卒于州镇。迁某官。某年，诏赠车骑将军。",  # two sentences on
])
def test_an_honour_after_another_man_or_a_sentence_on_is_not_given_him(rules, body):
    found = _entry(rules, body)
    assert found["车骑将军"][0] != SELF or found["车骑将军"][1] == UNDECIDED, found


@pytest.mark.parametrize("body", [
    "卒于州镇。其子亦殒于阵，诏赠车骑将军。",  # another death, in a form the honour check did not know
    "卒于州镇。长史亦没于阵，诏赠车骑将军。",
    "卒于州镇。其弟以哀毁终，诏赠车骑将军。",
    "卒于州镇。其子上疏讼其冤，诏赠车骑将军。",  # an unnamed kinsman acts: no clause of the court's
])
def test_an_honour_after_a_kinsmans_clause_or_death_is_not_given_him(rules, body):
    found = _entry(rules, body)
    assert found["车骑将军"][0] != SELF or found["车骑将军"][1] == UNDECIDED, found


@pytest.mark.parametrize("body", [
    "帝亲征，李国安从之。国安归乡里十年，卒，年六十。",  # a named man's ten years are no bare time
    "与李国安同事。李国安事帝二十年，卒，年六十。",
])
def test_a_named_mans_years_before_a_death_keep_it_undecided(rules, body):
    found = _entry(rules, body)
    assert found["六十"][0] != SELF or found["六十"][1] == UNDECIDED, found
