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
