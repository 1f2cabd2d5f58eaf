"""A post the court gives by naming him (诏某为…, 命某为…, 上用某为…) is his; the same words naming
another man, or a man the clause tracker does not take for him, leave it undecided (issue 41).
Invented chapters in the manner of the histories, read without a store."""

from __future__ import annotations

import pytest
from test_given_name_alone import facts

from shiguan.config import Config
from shiguan.models import APPOINTEE, SELF, UNDECIDED
from shiguan.project import Rules


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return Rules(tmp_path_factory.mktemp("rules"), Config())


@pytest.mark.parametrize("body, post", [
    ("时蛮酋某反，诏文远为行军总管，率众讨之。", "行军总管"),
    ("出某公判某州，命文远为光禄大夫、右丞相。", "右丞相"),  # the second post of a list
])
def test_the_court_naming_him_for_a_post_makes_it_his(rules, body, post):
    who, name, basis, note = facts(rules, body)[post]
    assert (who, basis) == (SELF, APPOINTEE) and name == "文远" and "the court names him" in note, (who, basis, note)


@pytest.mark.parametrize("body, post", [
    ("时蛮酋某反，诏王谦为行军总管，率众讨之。", "行军总管"),  # another man named in full
    ("文远与王谦俱行。时蛮酋某反，诏谦为行军总管，率众讨之。", "行军总管"),  # his given name alone
])
def test_the_court_naming_another_man_leaves_the_post_undecided(rules, body, post):
    who, name, basis, note = facts(rules, body)[post]
    assert basis == UNDECIDED and who != SELF, (who, name, basis, note)
