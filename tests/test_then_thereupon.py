"""A shape of his own career the reader missed (issue 41: where a biography's length is lost): a
deed after his name and 因 "thereupon". Invented text in the manner of the earlier histories."""

from __future__ import annotations

from conftest import rules_biography

from shiguan.lang.zh.read import read_chinese_entries
from shiguan.models import NAME, SELF

OPENING = "列传第一\n韩守义\n韩守义字仲方，河东人也。为某州刺史。"


def facts_of(rules, body: str) -> dict[str, tuple[str, str, str]]:
    entry = next(e for e in read_chinese_entries(rules, OPENING + body + "\n") if e.heading.name == "韩守义")
    return {f.value: (f.relation, f.subject.who, f.subject.basis) for f in entry.facts}


def test_what_he_then_did_after_his_name_and_yin_is_his_deed_not_a_reason(rules):
    found = facts_of(rules, "某贼至，守义因据某城。贼退，守义因纵兵追击。")
    assert found["因据某城"] == ("事件", SELF, NAME), found
    assert found["因纵兵追击"] == ("事件", SELF, NAME), found
    # 因 as a reason, or before words spoken, is still no deed
    found = facts_of(rules, "守义因其无备。守义因此获罪。守义因病归乡。守义因谓人曰：「不可。」")
    assert not any(v.startswith("因") for v, (rel, _, _) in found.items() if rel == "事件"), found


def test_they_are_in_his_biography(tmp_path):
    body = "某贼至，守义因据某城。\n"
    text = rules_biography(tmp_path, OPENING + body, "韩守义")
    assert "因据某城" in text, text
