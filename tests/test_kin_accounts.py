"""A kinsman's own account inside the head's entry (issue 41): 「文达字仲远，庆远从父兄子也」 opens
the cousin's account; the clause naming the head states the kinship, and the father, posts and
deeds after it are the cousin's. Invented chapters in the manner of the histories (no bench text)."""

from __future__ import annotations

import pytest

from shiguan.ingest import ingest
from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.project import Project
from shiguan.retrieve.person import lookup

HEAD = "韩庆远\n韩庆远，字弘先，吴兴武康人也。少有膂力，以军功拜建威将军，迁雍州刺史。\n"


@pytest.fixture
def read(tmp_path):
    made: list[Project] = []

    def load(text: str, name: str):
        (tmp_path / f"c{len(made)}").mkdir()
        (tmp_path / f"c{len(made)}" / "卷.txt").write_text(text, encoding="utf-8")
        project = Project.init(tmp_path / f"p{len(made)}")
        made.append(project)
        ingest(project, [tmp_path / f"c{len(made) - 1}"])
        found = lookup(project, name)
        bio = "".join(s.text for s in write_rules_biography(project, found).sentences)
        return {(t.relation, t.tail_text) for t in found.facts if t.decided}, bio

    yield load
    for p in made:
        p.close()


@pytest.mark.parametrize("opening", ["文达字仲远，庆远从父兄子也。", "文达，字仲远，庆远之从子也。"])
def test_the_father_and_career_in_a_cousins_account_are_not_the_heads(read, opening):
    facts, bio = read(HEAD + opening + "父叔宁，位征西长史。文达少孤贫，随庆远讨蛮，以功封安城县侯。\n"
                      "庆远在州，甚有威惠，加散骑常侍。\n", "韩庆远")
    assert ("父", "叔宁") not in facts and "叔宁" not in bio
    assert not {v for _, v in facts} & {"征西长史", "安城县侯"}
    assert {("任职", "雍州刺史"), ("加衔", "散骑常侍")} <= facts  # his own clauses, before and after


def test_his_own_kinship_sentence_stays_his(read):
    facts, _ = read("韩庆远\n韩庆远，字弘先，吴兴武康人也。庆远少孤，以军功拜建威将军。"
                    "父叔宁，位征西长史。\n", "韩庆远")
    assert ("任职", "建威将军") in facts and ("父", "叔宁") in facts


def test_a_post_after_another_mans_kinship_later_in_the_entry_is_not_his(read):
    facts, _ = read(HEAD + "少与州里周道平善，道平，车骑将军敬宗少子也，爲武陵太守。\n", "韩庆远")
    assert ("任职", "武陵太守") not in facts


def test_the_kinsmans_account_outlasts_a_run_of_the_enemy(read):
    facts, bio = read(HEAD + "文达字仲远，庆远从父兄子也。\n文达少孤贫，随军北伐。文达迁员外散骑侍郎。"
                      "贼有乘胜之心，军政不一，乃率诸军主诣方兴。文达既出，诸军主并尤之。"
                      "明旦进战，大破贼于赭圻，寻进号辅国将军。迁中领军，封贞阳县公。\n", "韩庆远")
    assert not {v for _, v in facts} & {"号辅国将军", "员外散骑侍郎", "中领军", "贞阳县公"}
    assert "赭圻" not in bio and "中领军" not in bio
