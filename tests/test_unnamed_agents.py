"""Agents the text never names (issue 41): the court's campaign after 会, a surrender he heard
of after 闻, the enemy after 然/且. Invented chapters in the manner of the histories, read
without a store."""

from __future__ import annotations

import pytest

from shiguan.config import Config
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF, UNDECIDED
from shiguan.project import Rules


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return Rules(tmp_path_factory.mktemp("rules"), Config())


def entry(rules, body: str):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    return text, next(e for e in read_chinese_entries(rules, text) if e.heading.name == "张文远")


def facts(rules, body: str) -> dict[str, tuple[str, str]]:
    """Fact value → (who, basis)."""
    _, e = entry(rules, body)
    return {f.value: (f.subject.who, f.subject.basis) for f in e.facts}


def his(found: tuple[str, str]) -> bool:
    return found[0] == SELF and found[1] != UNDECIDED


@pytest.mark.parametrize("body, campaign, mine", [
    ("大业九年，会伐辽，攻拔数城，以功进位大将军。", "会伐辽", ["攻拔数城", "大将军"]),
    ("会征高丽，破其军于平壤，拜左卫将军。", "会征高丽", ["左卫将军"]),
])
def test_the_courts_campaign_after_hui_is_not_his_deed(rules, body, campaign, mine):
    found = facts(rules, body)
    assert found[campaign][1] == UNDECIDED
    assert [v for v in mine if not his(found[v])] == []


@pytest.mark.parametrize("body, heard, mine", [
    ("文远在郡，闻贼帅李通率众来降，遣使迎之。", "闻贼帅李通率众来降", []),
    ("闻父丧，去官。", "", ["去官"]),  # what he did on hearing stays his
])
def test_a_surrender_heard_of_is_not_his_own(rules, body, heard, mine):
    found = facts(rules, body)
    if heard:
        assert found[heard][1] == UNDECIDED
    assert [v for v in mine if not his(found[v])] == []


@pytest.mark.parametrize("lead", ["然", "且"])
def test_the_enemy_after_ran_or_qie_runs_until_he_is_named(rules, lead):
    text, e = entry(rules, f"{lead}贼众甚盛，攻陷临城，焚其仓库。文远复讨之，迁广州刺史。")
    found = {text[c.start:c.end]: (c.subject.who, c.subject.basis) for c in e.clauses}
    assert [c for c in ("攻陷临城", "焚其仓库") if found[c][1] != UNDECIDED] == []
    assert his(found["迁广州刺史"])
