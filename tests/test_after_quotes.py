"""The clauses right after a quotation (issue 41): his where he spoke it or where the court's words
were about him; not his where the throne or another named man acts after it. What lost his career
step after his words was a closing mark opening the next clause (。」迁某官 was read as part of the
quotation), or an office read as a man (迁太子中庶子 after a 文惠太子 the entry named: 太 taken for
that man's given name alone; after 迁 and 加 a title opening as titles do is the post itself).
Another man's plea in his own voice (仲宣上表曰：「臣…。」), his death or going home after words of his own
illness or age (「吾病笃…」是夕卒), and 并 going on with his act make the clause after it undecided.
Invented chapters, read without a store.
"""

from __future__ import annotations

import pytest
from conftest import ingested_text, stored_facts

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import SELF, UNDECIDED
from shiguan.retrieve.person import lookup


def subjects(rules, text: str, name: str) -> dict[str, tuple[str, str]]:
    """Clause text (past the space or mark that closes a quotation) → (who, basis) for the entry of `name`."""
    entry = next(e for e in read_chinese_entries(rules, text) if e.heading.name == name)
    return {text[c.start:c.end].strip(" 」"): (c.subject.who, c.subject.basis) for c in entry.clauses}


def his(found: tuple[str, str]) -> bool:
    return found[0] == SELF and found[1] != UNDECIDED


@pytest.mark.parametrize("body, mine", [
    ("文惠太子在东宫，数召之。文远曰：「臣才薄，不足侍从。」迁太子中庶子，领越骑校尉。",  # his own words
     ["迁太子中庶子", "领越骑校尉"]),
    ("齐武惠冠军镇夏口，文远从之。上曰：「文远有干能。」加冠军将军，出为吴郡太守。",  # the court's words on him
     ["加冠军将军", "出为吴郡太守"]),
    ("文惠太子在东宫，数召之。文远曰： 臣才薄。 迁太子中庶子。", ["迁太子中庶子"]),  # 太 of 太子 is no man
    ("尚书令刘仲宣览其策而叹曰： 此人才也。 迁太子舍人。",  # another's praise, then his post (spaces for marks)
     ["迁太子舍人"]),
    ("尚书令刘仲宣览其策而叹曰：「此人才也。」迁太子舍人。", ["迁太子舍人"]),  # the same with marks
    ("刘仲宣上表荐之曰：「臣见文远有干能。」迁太子舍人。", ["迁太子舍人"]),  # a plea that names him
    ("与刘卫同府。迁卫军参军，加宁朔将军。", ["迁卫军参军", "加宁朔将军"]),  # 卫军: a title, not 卫 of 刘卫
    ("与刘仲宣同郡。仲宣谓人曰：「兴吾门者，当是此兒。」及长，涉猎书传。", ["涉猎书传"]),  # praise of him
    ("与刘仲宣同府。文远谓仲宣曰：「吾病笃，不复见卿矣。」是夕卒。", ["是夕卒"]),  # his own words, his death
    ("与刘仲宣同府。仲宣谓文远曰：「吾老矣，卿当自勉。」迁太子中庶子。", ["迁太子中庶子"]),  # no death: his post
    ("与刘仲宣同府。仲宣荐之曰：「张君可用。」并拜太子舍人。", ["并拜太子舍人"]),  # 并 after praise of him
    ("与刘仲宣同府。仲宣曰：「张君可用。」并州刺史缺，乃除并州刺史。", ["乃除并州刺史"]),  # 并州: a place
])
def test_his_career_step_after_a_quotation_is_his(rules, body, mine):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = subjects(rules, text, "张文远")
    assert [c for c in mine if not his(found[c])] == [], found


@pytest.mark.parametrize("body, theirs", [
    ("时与刘仲宣同府。仲宣谓众曰：「吾当去矣。」遂弃官归。", ["遂弃官归"]),  # the speaker acts after his words
    ("与刘仲宣同府。仲宣上表曰：「臣请守边。」出为雍州刺史。", ["出为雍州刺史"]),  # his own post after his plea
    ("与刘仲宣同府。仲宣上表曰： 臣请守边。 出为雍州刺史。", ["出为雍州刺史"]),  # the same with spaces for marks
    ("与刘仲宣同府。仲宣上表曰：「臣请守边。」出为雍州刺史，加冠军将军。",  # and to the end of his sentence
     ["出为雍州刺史", "加冠军将军"]),
    ("与王仲昱同府。帝嘉之，加昱散骑常侍。", ["加昱散骑常侍"]),  # 加 grants a post to a man by his given name
    ("帝诏曰：「朕将亲征。」帝亲征寿阳，至彭城而还。", ["帝亲征寿阳", "至彭城而还"]),  # the throne after its decree
    ("与王仲昱同守。帝曰：「可。」以昱兼尚书。", ["以昱兼尚书"]),  # a man by his given name after 以
    ("与刘仲宣同府。仲宣谓文远曰：「吾病笃，不复见卿矣。」是夕卒，时年五十。",  # the speaker's death after
     ["是夕卒", "时年五十"]),                                             # his own illness, told to him
    ("与刘仲宣同府。仲宣谓文远曰： 吾病笃，不复见卿矣。 是夕卒，时年五十。", ["是夕卒", "时年五十"]),  # spaces
    ("与刘仲宣同府。仲宣谓文远曰：「吾老矣。」遂归乡里，卒于家。", ["遂归乡里", "卒于家"]),  # his age, his going
    ("与刘仲宣同府。仲宣曰：「文远小人，何能为也。」并抑其表不奏。", ["并抑其表不奏"]),  # 并: the speaker goes on
    ("与刘仲宣同府。仲宣曰： 文远小人，何能为也。 并抑其表不奏，而加赏赐。", ["并抑其表不奏", "而加赏赐"]),
])
def test_another_mans_act_after_a_quotation_is_not_his(rules, body, theirs):
    text = f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。{body}\n"
    found = subjects(rules, text, "张文远")
    assert [c for c in theirs if his(found[c])] == [], found


def test_the_evidence_of_a_post_after_a_quotation_leaves_its_closing_mark(tmp_path):
    text = "列传第一\n张文远\n张文远，字子文，吴郡人也。上曰：「文远有干能。」加冠军将军，出为吴郡太守。\n"
    project = ingested_text(tmp_path, text)
    try:
        spans = {t.tail_text: text[t.start:t.end] for t in lookup(project, "张文远").facts}
    finally:
        project.close()
    assert spans.get("冠军将军") == "加冠军将军", spans


def test_the_speakers_death_after_his_words_is_no_fact_of_his(tmp_path):
    """仲宣's death and age after 「吾老矣」 told to 文远 are no facts of 文远's (not his last death either)."""
    text = ("列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。与刘仲宣同府。仲宣谓文远曰：「吾老矣。」"
            "遂归乡里，卒于家，时年七十。迁太子中庶子。\n")
    facts = stored_facts(tmp_path, text, "张文远")
    assert ("任职", "太子中庶子") in facts and not {r for r, _ in facts} & {"卒", "享年"}, facts


@pytest.mark.parametrize("words", ["卿疾笃，吾甚忧之。", "吾闻卿疾，宜自爱。"])
def test_his_death_after_words_on_his_illness_is_his(tmp_path, words):
    """「卿疾笃…」, 「吾闻卿疾…」: the hearer's illness, not the speaker's; the death and age after it are 文远's."""
    text = (f"列传第一\n张文远\n张文远，字子文，吴郡人也。仕为建安令。与刘仲宣同府。仲宣谓文远曰：「{words}」"
            "是夕卒，时年五十。\n")
    facts = stored_facts(tmp_path, text, "张文远")
    assert ("享年", "五十") in facts, facts
