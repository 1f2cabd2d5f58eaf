"""A ruler's accession or a new court's founding (孝闵帝践阼, 梁台建) dates the posts that follow
in its sentence; it is not another agent, so they stay the man's the entry is about (issue 41).
Invented chapters in the manner of the histories, read without a store."""

from __future__ import annotations

import pytest
from test_given_name_alone import facts

from shiguan.config import Config
from shiguan.models import SELF, UNDECIDED
from shiguan.project import Rules


@pytest.fixture(scope="module")
def rules(tmp_path_factory):
    return Rules(tmp_path_factory.mktemp("rules"), Config())


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
