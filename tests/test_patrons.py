"""A patron's clause, then a post with no one named (issue 41): 某镇京口，引为参军 is the recruit's post.

The clause before names another man, which would keep the rest of its sentence undecided; a verb
of recruiting leaves out its object, the man the entry is about. Invented chapters in the manner
of the histories (no bench text), read without a store.
"""

from __future__ import annotations

import pytest
from conftest import his_decided, life_subjects


@pytest.mark.parametrize("body, mine", [
    ("宋武帝镇京口，引为参军，参帝中军军事，入补尚书郎。", ["引为参军", "参帝中军军事", "入补尚书郎"]),
    ("谢晦为荆州刺史，请为长史、南郡太守。", ["请为长史、南郡太守"]),
    ("时镇军沈约闻其名，辟为主簿，迁记室。", ["辟为主簿", "迁记室"]),
    ("武帝受命，拜太常。", ["拜太常"]),  # the throne takes no post
])
def test_a_post_after_a_patrons_clause_is_the_recruits(rules, body, mine):
    found = life_subjects(rules, body)
    assert [c for c in mine if not his_decided(found[c])] == []


def test_the_recruits_post_says_why_it_is_his(rules):
    found = life_subjects(rules, "宋武帝镇京口，引为参军，迁主簿。")
    note = found["引为参军"].note
    assert "「宋武帝镇京口」" in note and "the man the entry is about" in note


@pytest.mark.parametrize("body, theirs", [
    ("李佖亦不见用，召为左卫上将军。", ["召为左卫上将军"]),  # the other man is the one recalled
    ("李佖至，拜太尉。", ["拜太尉"]),  # not a verb of recruiting: his own post, maybe
    # 上 after a man's given name is his report, not the throne
    ("潜使人至柱国李彻所，请为内应。彻上其事，拜上大将军。", ["拜上大将军"]),
    ("宋武帝镇京口，引为腹心。", ["引为腹心"]),  # no post
    ("上以梁硕为谋主，授吏部尚书。", ["授吏部尚书"]),  # the throne appoints another man: his post
])
def test_no_recruit_where_the_other_man_is_acted_on_or_no_post_follows(rules, body, theirs):
    found = life_subjects(rules, body)
    assert [c for c in theirs if his_decided(found[c])] == []
