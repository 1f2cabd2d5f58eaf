"""The rules-only 纪事本末 as a reader takes it, sentence by sentence: each says something — a
memorial's words run to their point, no date is left without its clause, no "it happened that"
opens a flood told alone. Every passage is invented for these tests, in the manner of the histories."""

from __future__ import annotations

import pytest
from test_topic_articles import _chapter as one_chapter

from shiguan.lang.zh.write.chronicle import Episode, _told, write_chronicle
from shiguan.lang.zh.write.topic_corpus import Sentence
from shiguan.lang.zh.write.topic_deeds import Deed

RIVER = (
    "诸臣\n"
    "王守仁，字子仁，河南祥符人。乾隆二十六年，会黄河决中牟杨桥，上命大学士刘统等莅工，以守仁从。卒。\n"
    "陈思齐，字子齐，浙江钱塘人。乾隆三十年，疏言： 黄河老堤冲决八九里，大溜直趋溢口，宜于对岸别开引河。卒。\n"
    "吴文英，字子英，江苏无锡人。道光五年，疏言： 黄河全资水利，宜通源节流，以济运道。卒。\n"
)


@pytest.fixture(scope="module")
def river(tmp_path_factory):
    project = one_chapter(tmp_path_factory.mktemp("river"), RIVER)
    yield project
    project.close()


def said(project, topic: str) -> list[str]:
    return [t.text for s in write_chronicle(project, topic, 100000).sections for t in s.sentences]


def test_a_date_is_said_with_its_own_clause_not_left_dangling():
    """The group ran on through his clauses to a date whose clause (工竟) the attribution left
    undecided: the date is not told without it."""
    s = Sentence(1, 0, 24, "寻开黄河陶庄引河，四十二年二月，工竟。", 1)
    deed = Deed(s, 0, 14, "寻开黄河陶庄引河，四十二年二月", "", ["黄河"], actor="李德明", actor_basis="carried")
    assert _told(Episode([deed])).text == "李德明寻开黄河陶庄引河。"


def test_a_flood_told_alone_loses_its_it_happened_that(river):
    told = next(t for t in said(river, "黄河") if "杨桥" in t)
    assert told == "乾隆二十六年（1761），黄河决中牟杨桥。"


def test_a_memorials_words_run_to_their_point(river):
    told = next(t for t in said(river, "黄河") if "陈思齐" in t)
    assert told.endswith("疏言： 黄河老堤冲决八九里，大溜直趋溢口，宜于对岸别开引河。")
    assert "道光五年（1825），吴文英疏言： 黄河全资水利，宜通源节流，以济运道。" in said(river, "黄河")
