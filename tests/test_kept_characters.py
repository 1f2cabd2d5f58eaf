"""Characters conversion keeps as written (corpus/normalize.py): 乾 of era and given names, the
surname 沈, and given names t2s would turn into rare extension forms. Invented text."""

from __future__ import annotations

from shiguan.corpus.normalize import to_simplified
from shiguan.era import find_era_dates
from shiguan.lang.zh.read import read_chinese


def test_an_era_named_with_qian_keeps_its_date_in_a_traditional_document(rules):
    text = "列傳第一\n韓守義\n韓守義，字仲方，河東人也。乾封元年，爲縣令。乾符二年，遷刺史。\n"
    how, read = read_chinese(rules, text)
    assert "read as simplified" in how and "县令" in read.norm and len(read.norm) == len(text)
    assert [(d.era, d.year_in_era) for d in find_era_dates(read.norm)][:2] == [("乾封", 1), ("乾符", 2)]


def test_qian_in_a_given_name_and_the_surname_shen_stay():
    assert to_simplified("徐乾學，沈默") == "徐乾学，沈默"


def test_a_rare_converted_form_is_kept_as_written():
    assert to_simplified("王顗，金日磾，爲") == "王顗，金日磾，为"


def test_surnames_and_name_forms_conversion_would_make_other_names_are_kept():
    assert to_simplified("麴允爲將，韓復榘") == "麴允为将，韩复榘"
