"""The widening round of a topic's association (topic_widen.py): a word written in the topic
word's stead (舟师 for 水师) is found from the corpus and gathers beyond the topic's people; a
kin compound whose sentences leave the topic (京师, 会师) or that is written beside the topic word
(陆师) is refused. Every passage is invented for these tests, in the manner of the sources."""

from __future__ import annotations

import pytest
from conftest import ingested_chapters

from shiguan.lang.zh.write.chronicle import write_chronicle
from shiguan.lang.zh.write.topic_corpus import TopicCorpus
from shiguan.lang.zh.write.topic_terms import associate

NAMES = ["施海", "林涛", "陈波", "黄浪", "郑潮", "吴澜", "周汐", "许滨", "何渚", "吕汀", "孔洲", "曹浦"]
LAND = "赵钱孙李冯褚卫蒋沈韩杨朱秦尤"


def _navy(name: str, i: int) -> str:
    return (f"{name}，字子游，福建晋江人。以行伍从军。康熙{i + 10}年，{name}率水师战船出海口，焚贼舟，破之。"
            f"{i + 12}年，{name}统水师战船泊海口，水师陆师并进，焚贼舟百馀。卒。\n")


def _other_fleet(name: str, i: int) -> str:
    """A man outside the navy's people whose fleet the sources call 舟师."""
    return (f"{name}，字子渊，浙江宁波人。以武举授守备。雍正{i + 2}年，{name}率舟师出海口，以战船焚贼舟，破之。"
            f"迁参将。卒。\n")


def _army(name: str, i: int) -> str:
    return (f"{name}，字子安，山西太原人。以武举授守备。乾隆{i + 3}年，{name}入觐京师，会师大同，攻贼垒，破之。"
            f"屯田塞上，岁收粟万石。卒。\n")


@pytest.fixture(scope="module")
def widened(tmp_path_factory):
    navy = "".join(_navy(n, i) for i, n in enumerate(NAMES[:6]))
    others = "".join(_other_fleet(n, i) for i, n in enumerate(NAMES[6:]))
    army = "".join(_army(c + "文" + g, i) for i, (c, g) in enumerate(zip(LAND * 4, "德成仁义礼信和平春秋明远思齐" * 4)))
    project = ingested_chapters(tmp_path_factory.mktemp("widen"), {"卷一.txt": "诸将\n" + navy + others,
                                                                   "卷二.txt": "诸将\n" + army})
    yield project
    project.close()


def test_a_word_written_in_the_topic_words_stead_widens_the_topic(widened):
    found = associate(TopicCorpus(widened), "水师")
    assert found.widened == ["舟师"]
    assert "舟师" in found.terms


def test_kin_compounds_that_leave_the_topic_or_stand_beside_it_are_refused(widened):
    found = associate(TopicCorpus(widened), "水师")
    assert "京师" not in found.terms and "会师" not in found.terms
    assert "no commoner" in found.refused["京师"] and "no commoner" in found.refused["会师"]
    assert "陆师" not in found.widened  # 水师陆师并进: written beside the topic word (here a round's term)


def test_a_widening_term_gathers_beyond_the_topics_people(widened):
    said = [t.text for s in write_chronicle(widened, "水师", 100000).sections for t in s.sentences]
    assert any("率舟师出海口" in t for t in said)  # 许滨's fleet: no 水师 in his life
    assert not any("京师" in t or "会师" in t for t in said)
