"""Simplified editions that keep traditional or variant forms (issue 41), and the characters that
conversion keeps as written. Invented entries in the manner of the histories (no bench text)."""

from __future__ import annotations

from shiguan.corpus.normalize import to_simplified
from shiguan.era import find_era_dates
from shiguan.lang.zh.read import read_chinese
from shiguan.models import SELF

# Simplified throughout but for one 爲: under 2 % of its Han characters, so once read raw.
MIXED = ("列传第一\n李明远 张文远\n李明远，字子明，吴郡人也。仕为建安令，迁尚书郎，转太子中庶子，"
         "出为宁远将军、江夏内史，入为侍中，领步兵校尉，迁国子祭酒，转吏部尚书，卒。\n"
         "张文远，字子文，吴郡人也。仕为建安令。出爲宁朔将军、江夏内史。\n")


def test_a_simplified_entry_with_a_variant_reads_its_appointment(rules):
    how, read = read_chinese(rules, MIXED)
    assert "read as simplified" in how
    assert read.norm[MIXED.index("爲")] == "为" and len(read.norm) == len(MIXED)
    facts = {f.value: f.subject.who for e in read.entries.values() for f in e.facts
             if e.heading.name == "张文远"}
    assert facts.get("宁朔将军") == SELF


def test_an_era_named_with_qian_keeps_its_date_in_a_traditional_document(rules):
    text = "列傳第一\n韓守義\n韓守義，字仲方，河東人也。乾封元年，爲縣令。乾符二年，遷刺史。\n"
    how, read = read_chinese(rules, text)
    assert "read as simplified" in how and "县令" in read.norm
    assert [(d.era, d.year_in_era) for d in find_era_dates(read.norm)][:2] == [("乾封", 1), ("乾符", 2)]


def test_qian_in_a_given_name_and_the_surname_shen_stay():
    assert to_simplified("徐乾學，沈默") == "徐乾学，沈默"


def test_a_rare_converted_form_is_kept_as_written():
    assert to_simplified("王顗，金日磾，爲") == "王顗，金日磾，为"


def test_a_simplified_document_holding_only_kept_characters_is_not_converted(rules):
    text = "列传第一\n徐乾学\n徐乾学，字原一，沈默寡言。\n"
    how, read = read_chinese(rules, text)
    assert read.norm == text and "read as simplified" not in how
