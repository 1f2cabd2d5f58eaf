"""A bare year after a new reign, or beyond its era's length, has no era: a lost date, never a
wrong one (开皇 … 炀帝嗣位 … 十年 is no 开皇十年)."""

from __future__ import annotations

import pytest

from shiguan.era import resolve_bare_years


def dated(text: str, quoted=()) -> dict[str, tuple[str, int | None]]:
    return {d.text: (d.era, d.gregorian) for d in resolve_bare_years(text, ("隋",), quoted)}


@pytest.mark.parametrize("between", ["炀帝嗣位，", "高祖受禅，", "及帝即位，", "炀帝时，", "及践阼，", "明年改元，"])
def test_a_new_reign_between_the_era_and_the_bare_year_leaves_it_without_era(between):
    assert dated(f"开皇三年，拜将军。{between}为刺史。十年，迁大将军。")["十年"] == ("", None)


def test_an_era_named_without_a_year_is_carried_no_further_than_a_new_reign():
    assert dated("开皇时，数有战功。炀帝嗣位，拜将军。十年，迁大将军。")["十年"] == ("", None)


def test_a_bare_year_beyond_its_eras_length_has_no_era():
    # 仁寿 had four years: 十年 after it is no 仁寿十年, and blocks carrying 仁寿二年 on
    assert dated("仁寿二年，拜将军。十年，卒。")["十年"] == ("", None)


def test_with_no_new_reign_the_bare_year_keeps_its_era():
    assert dated("开皇三年，拜将军。六年，为刺史。十年，迁大将军。")["十年"] == ("开皇", 590)


def test_the_accession_that_opens_an_era_in_its_first_year_is_no_break():
    assert dated("开皇元年，高祖受禅，拜将军。二年，迁大将军。")["二年"] == ("开皇", 582)


def test_an_accession_named_in_a_memorial_dates_only_the_memorial():
    text = "开皇三年，上书曰： 陛下即位以来，天下安。 六年，卒。"
    quoted = [(text.index(" "), text.rindex(" ") + 1)]
    assert dated(text, quoted)["六年"] == ("开皇", 586)


@pytest.mark.parametrize("between", [
    "突厥可汗嗣位，遣使请和。",  # another state's ruler
    "袭爵嗣位。",  # his own fief
    "帝时年少。",  # 帝 + 时年
    "上表请改元，不许。",  # a change of era asked for and refused
    "太子即位之礼未定。",  # an heir's ceremony
    "初，周武帝时，为吏。",  # a flashback to an earlier reign
    "先帝时，为吏。",
    "祖朝请大夫某卒。",  # an office's name
])
def test_words_like_an_accession_that_are_none_keep_the_era(between):
    assert dated(f"开皇三年，拜将军。{between}六年，迁刺史。")["六年"] == ("开皇", 586)


def test_a_check_of_a_right_era_is_not_refused_by_a_year_whose_era_is_unknown(tmp_path):
    from conftest import ingested_text

    from shiguan.lang.zh.verify.check import check_claim
    from shiguan.retrieve.person import lookup

    text = ("李德元\n李德元，字公辅，赵郡人也。开皇三年，拜骠骑将军。突厥可汗嗣位，遣使请和。六年，迁并州刺史。"
            "炀帝嗣位，拜将军。十年，迁右御卫大将军。\n")
    project = ingested_text(tmp_path, text)
    try:
        person = lookup(project, "李德元")
        right = check_claim(project, person, "开皇六年，迁并州刺史。")
        unknown = check_claim(project, person, "开皇十年，迁右御卫大将军。")
    finally:
        project.close()
    assert right.check.verdict == "supported"
    # the source's 十年 has no era after 炀帝嗣位: 开皇十年 is not in the sources, but not contradicted
    assert unknown.check.verdict != "not_supported"
