"""Undecided facts the translations show are his, by shapes the code sees (issue 41): a post the
court gives by naming him (诏某为…, 命某为…), and posts after a ruler's accession or a new court's
founding (孝闵帝践阼，拜少保; 梁台建，为侍中), which dates them and is no other agent. The same words
naming another man, or another man receiving orders (受命), leave them undecided. Invented chapters
in the manner of the histories, read without a store."""

from __future__ import annotations

import pytest
from test_given_name_alone import facts

from shiguan.models import APPOINTEE, SELF, UNDECIDED


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


@pytest.mark.parametrize("body, post", [
    ("迁某州刺史。梁台建，为侍中，迁左民尚书。", "左民尚书"),
    ("从孝闵帝征某州。孝闵帝践阼，拜少保，增邑二千户。", "少保"),  # the ruler named twice: a person's shape
])
def test_posts_after_an_accession_are_his(rules, body, post):
    who, name, basis, note = facts(rules, body)[post]
    assert who == SELF and basis != UNDECIDED, (who, name, basis, note)


def test_posts_after_another_man_receives_orders_stay_undecided(rules):
    """受命 is no accession: 王谦 received orders, and the post may be his."""
    assert facts(rules, "迁某州刺史。王谦受命，率军讨贼，拜少保。")["少保"][2] == UNDECIDED
