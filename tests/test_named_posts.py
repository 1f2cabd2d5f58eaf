"""Posts in forms the office verbs did not read (issue 41: the life an entry tells reaches his
biography): 还为, 起为 (recalled, returned), 俄以某为, and a clause that opens with a name and 为 — his post
when the name is his, another man's or no one's otherwise. Invented text, the shapes of the
earlier histories."""

from __future__ import annotations

import pytest

from shiguan.config import Config
from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import APPOINTEE, SELF
from shiguan.project import Rules

ENTRY = ("列传第一\n甲乙丙\n"
         "甲乙丙字某某，某郡人也。起家为某郡守。还为尚书左丞。乙丙为御史中丞，纠劾无所回避。"
         "丁戊己为吏部尚书，荐之。后坐事免。寻起为某州刺史。复还为侍中。俄以乙丙为光禄大夫。寻以庚辛为司徒。\n"
         "时庚辛为散骑常侍。太守为之流涕。乙丙为城人所杀。\n")


@pytest.fixture(scope="module")
def posts(tmp_path_factory):
    rules = Rules(tmp_path_factory.mktemp("rules"), Config())
    entry = next(e for e in read_chinese_entries(rules, ENTRY) if e.heading.name == "甲乙丙")
    return {f.value: f.subject for f in entry.facts if f.relation == "任职"}


@pytest.mark.parametrize("post", ["尚书左丞", "某州刺史", "侍中", "光禄大夫"])
def test_a_post_he_returns_or_is_recalled_to_is_read(posts, post):
    assert posts[post].who == SELF


def test_a_post_after_his_name_and_wei_is_his(posts):
    assert posts["御史中丞"].who == SELF and posts["御史中丞"].basis == APPOINTEE


def test_a_post_after_another_name_is_not_his(posts):
    assert posts["吏部尚书"].who != SELF
    assert posts["司徒"].who != SELF  # 寻以某为某官: the man named
    assert "散骑常侍" not in posts or posts["散骑常侍"].who != SELF  # 时某为某官 is no appointment of his
