"""A clansman's career told inside the entry (issue 41 item 4, zhkin2): 「其族人某，为吏部尚书」.

A clansman (族人, 宗人) or a sister's son (外甥) opening a clause is a kinsman: his clause and the
rest of his sentence are his, the sentences after it are left undecided until the text names the
entry's subject again, and the subject's own clause after his name stays his. Invented chapters
in the manner of the histories, read without a store.
"""

from __future__ import annotations

import pytest

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import KIN, SELF, UNDECIDED


def clauses(rules, body: str) -> dict[str, tuple[str, str, str]]:
    """Clause text → (who, name, basis) in the entry of 张文远 whose life goes on with `body`."""
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令，迁侍中。{body}\n"
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == "张文远")
    return {text[c.start:c.end]: (c.subject.who, c.subject.name, c.subject.basis) for c in entry.clauses}


def his(found: tuple[str, str, str]) -> bool:
    return found[0] == SELF and found[2] != UNDECIDED


@pytest.mark.parametrize("body, theirs, mine", [
    ("其族人世康，为吏部尚书，与文远素不相能。文远出为南郡太守。",  # his own clause after the name: his
     ["为吏部尚书", "与文远素不相能"], ["文远出为南郡太守"]),
    ("族人张世康，历郢州刺史，有能名。文远卒于官。", ["历郢州刺史", "有能名"], ["文远卒于官"]),
    ("宗人张世康为吏部尚书。迁太常。文远又迁光禄勋。",  # the sentence after his: no one's
     ["宗人张世康为吏部尚书", "迁太常"], ["文远又迁光禄勋"]),
    ("而宗人张世康，累迁左卫将军。", ["累迁左卫将军"], []),
    ("外甥李甲，少孤，官至散骑常侍。", ["少孤", "官至散骑常侍"], []),
    # a clansman's grant told with no comma after his name: 等, 亦, or the verb itself (issue 41, zhlist)
    ("宗人张世康等八人，并拜散骑常侍。", ["并拜散骑常侍"], []),  # 等 with a count: they are granted
    ("宗人张世康拜散骑常侍。文远卒于官。", ["宗人张世康拜散骑常侍"], ["文远卒于官"]),
    ("其族人世康亦除南郡太守。", ["其族人世康亦除南郡太守"], []),
])
def test_a_clansmans_career_is_not_the_subjects(rules, body, theirs, mine):
    found = clauses(rules, body)
    assert [c for c in theirs if his(found[c])] == [], found
    assert [c for c in mine if not his(found[c])] == [], found


def test_a_clansman_named_heads_his_own_clause(rules):
    found = clauses(rules, "其族人世康，为吏部尚书。")
    assert found["其族人世康"][:2] == (KIN, "世康")


@pytest.mark.parametrize("body, mine", [
    ("宗人府劾其失仪，降二级。", "降二级"),  # the Qing clan court acts on him: no clansman
    ("宗人令缺，以文远署之。", "以文远署之"),
])
def test_the_clan_court_is_no_clansman(rules, body, mine):
    found = clauses(rules, body)
    assert all(who != KIN for who, _, _ in found.values()), found
    assert his(found[mine]), found


@pytest.mark.parametrize("body, mine", [
    ("族人张世康谮之，坐免官。后起为南郡太守，卒。", ["坐免官", "后起为南郡太守"]),  # he acts on the subject
    ("族人谮之，坐免官。复起为太常，卒。", ["坐免官", "复起为太常"]),
    ("外甥李甲构之，下狱，免。后起为侍中，卒。", ["后起为侍中"]),
    ("族人多仕宦。出为南郡太守，卒。", ["出为南郡太守"]),  # the clan at large
    ("少孤，宗人张世康养之。出为南郡太守，卒。", ["出为南郡太守"]),
    # 等 and the words after it: the clansmen act on him (review of zhlist)
    ("外甥李甲等诉其冤，诏复拜侍中，卒于官。", ["诏复拜侍中", "卒于官"]),
    ("宗人世康等救之，得免，拜侍中。", ["拜侍中"]),
    ("宗人咸加敬异，拜仪同。", ["拜仪同"]),  # the clan at large, no man named
])
def test_a_clansman_acting_on_the_subject_leaves_his_life_his(rules, body, mine):
    found = clauses(rules, body)
    assert [c for c in mine if not his(found[c])] == [], found


def test_the_son_of_a_clansman_is_the_subject_himself(rules):
    text = "列传第一\n张文远\n张文远，字子文，宗人张世康之从子也。仕为建安令，出为南郡太守，卒。\n"
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == "张文远")
    found = {text[c.start:c.end]: c.subject for c in entry.clauses}
    assert found["出为南郡太守"].who == SELF and found["出为南郡太守"].basis != UNDECIDED, found
