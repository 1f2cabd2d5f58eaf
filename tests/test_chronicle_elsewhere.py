"""The rules-only 纪事本末 leaves out a sentence whose words are another matter's: another river's
works named by that river's own name, and a topic term used as one name in a list of places.
Every passage is invented for these tests, in the manner of the histories."""

from __future__ import annotations

from shiguan.lang.zh.write.topic_deeds import _holds
from shiguan.lang.zh.write.topic_elsewhere import listed_name, other_river

# a corpus where 永清河 is a river's own name (清河 nearly always inside it), 引河 a common word
# (a diversion channel dug on any river: 开引河 is no river's name), 江南河 an office's piece
CORPUS = "永清河决。" * 12 + "清河。" * 3 + "开引河。" * 12 + "引河。" * 60 + "江南河道总督。" * 30 + "南河。" * 90


def count(term: str) -> int:
    return CORPUS.count(term)


def test_another_rivers_works_named_by_its_own_name():
    assert other_river("引永清河归故道，筑堤", "黄河", count) == "永清河"
    # its works told with the topic word are the topic's still
    assert other_river("引永清河入黄河故道", "黄河", count) == ""


def test_a_common_word_before_he_is_no_rivers_name():
    assert other_river("开引河，塞决口", "黄河", count) == ""
    assert other_river("授江南河道总督，塞决口", "黄河", count) == ""


def test_a_term_in_a_list_of_names_closed_by_a_class_noun_is_a_place():
    clause = "请裁上里、海口、牛田诸场"
    assert listed_name(clause, clause.find("海口"), "海口", ["黄河", "海口"])
    assert not _holds(clause, ["黄河", "海口"], [])
    # the topic's own sites in a list (诸处, 诸河) and a term standing alone are the topic's
    for text in ("濬海口、马港诸处", "濬海口、马港诸河", "主濬海口"):
        assert _holds(text, ["黄河", "海口"], [])
