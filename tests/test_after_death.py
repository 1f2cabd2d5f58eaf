"""No post for a dead man (issue 41): after the subject's own death, a post, rank or fief carried
on is another man's, most often his son's career told after the father's 赠 and 谥 (子宁。…赠文远…，
谥曰忠。拜宁…). Invented text in the manner of the histories (no bench text), read without a store."""

from __future__ import annotations

from test_person_names import facts

from shiguan.models import SELF, UNDECIDED

_SONS_CAREER = "迁侍中，卒于官。子宁。宁少有志，上表申理。帝悟，赠文远卫将军，谥曰忠。拜宁车骑将军，以功封清河县子。"


def test_a_post_carried_on_after_his_death_is_not_his(rules):
    found = facts(rules, _SONS_CAREER)
    assert found["侍中"][0] == SELF and found["卫将军"][0] == SELF  # his last post, his posthumous honour
    for post in ("清河县子", *(v for v in found if v.endswith("车骑将军"))):
        assert found[post][2] == UNDECIDED and "his 赠 or 谥" in found[post][3]


def test_a_posthumous_fief_stays_his(rules):
    found = facts(rules, "迁侍中，卒于官，赠卫将军，谥曰忠。后追封清河县公。")
    assert found["清河县公"][0] == SELF


def test_posts_before_his_death_stay_his(rules):
    found = facts(rules, "迁侍中。寻拜车骑将军，以功封清河县子。后卒于官，赠卫将军，谥曰忠。")
    assert found["车骑将军"][0] == SELF and found["清河县子"][0] == SELF


def test_a_gift_before_his_death_is_no_honour_that_ends_his_life(rules):
    """縡赠诗五十韵: 赠 read before any death of his is a gift, and the posts after it stay his."""
    found = facts(rules, "迁侍中。客赠诗五十韵。寻拜车骑将军。卒于官。")
    assert found["车骑将军"][0] == SELF and found["车骑将军"][2] != UNDECIDED


def test_his_life_told_back_after_his_honours_stays_his(rules):
    """初，文远…: a clause that names him after his 赠 and 谥 tells his life again; its posts are his."""
    found = facts(rules, "迁侍中，卒于官，赠卫将军，谥曰忠。初，文远为郡功曹，迁主簿，封清河县子。")
    assert found["主簿"][0] == SELF and found["主簿"][2] != UNDECIDED
    assert found["清河县子"][0] == SELF and found["清河县子"][2] != UNDECIDED


def test_his_youth_told_back_after_his_honours_stays_his(rules):
    """After his 赠 and 谥 the text may turn back to his early life without his name (初为…, 少时…)."""
    found = facts(rules, "迁侍中，卒于官，赠卫将军，谥曰忠。初为郡功曹，迁主簿，封清河县子。")
    assert found["主簿"][0] == SELF and found["清河县子"][0] == SELF
