"""A topic sentence whose words belong to another matter: another river's works, a topic term
used as one name in a list of places.

- **another river**: a water's topic (黄河) gathers the works of the topic's people, and a river
  official also worked other rivers (嘉淦方锐意引永定河归故道). A group that does not hold the topic
  word but names a water by its own name, a river name of three characters the corpus writes
  often and mostly whole (永定河: 定河 nearly always stands inside it; not 开引河 or 江南河, whose
  last two characters are common words of their own, nor 河东河 holding the topic's character),
  tells that river's works, not the topic's.
- **another place**: a term of the topic opening a longer place name (清江 of 清江浦, a town of
  the canal, while the 苗 country's 清江 is a 厅) that the corpus writes in many sentences and
  that almost never hold the topic word: there the term is that place's name, not the topic.
- **a name in a list**: 「请裁上里、海口、牛田诸场」 names three salt fields; the topic's term
  (海口, a river's mouth) is there one item of a list that 诸 + a class noun closes, a place's
  name, not the topic.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .topic_corpus import TopicCorpus

OWN_NAME = re.compile(r"(?=([\u4e00-\u9fff]{2}河))")
NAME_MIN = 10  # the river's name written at least this often in the corpus …
WHOLE_SHARE = 0.4  # … and its last two characters mostly inside it
PLACE_SUFFIX = "[浦州城县府厅镇关卫堡寨]"  # a place's last character (清江浦, 清江厅)
PLACE_MIN = 20  # the longer place written in at least this many sentences …
PLACE_TOPIC = 1 / 32  # … holding the topic word in fewer than this share of them
LIST_END = re.compile(r"^(?:、[^，、；：。诸]{1,4})*诸([\u4e00-\u9fff])")  # (、某)*诸场


def other_river(text: str, topic: str, count: Callable[[str], int]) -> str:
    """The other river the group names by its own name (module doc), or ""."""
    if topic in text:
        return ""
    for m in OWN_NAME.finditer(text):
        name = m.group(1)
        if set(name[:2]) & set(topic):
            continue
        n = count(name)
        if n >= NAME_MIN and n >= WHOLE_SHARE * max(1, count(name[1:])):
            return name
    return ""


def listed_name(clause: str, at: int, term: str, terms: list[str]) -> bool:
    """Whether the term at `at` is one item of a list of names closed by 诸 + a class noun
    (上里、海口、牛田诸场): a 、 beside it, only list items between it and the 诸, and the class
    noun none of the topic's (海口、马港诸处, 诸河, 诸堤: still the topic's own sites)."""
    after = clause[at + len(term):]
    beside = clause[:at].endswith("、") or after.startswith("、")
    m = LIST_END.match(after) if beside else None
    return m is not None and m.group(1) not in "处地" and not any(m.group(1) in t for t in terms)


def other_places(corpus: TopicCorpus, terms: list[str], topic: str) -> list[str]:
    """The longer places the topic's terms open that are another place (module doc): masked,
    as a name holding a term is."""
    found = []
    for term in terms:
        for place in {m.group() for m in re.finditer(re.escape(term) + PLACE_SUFFIX, corpus.whole)} - set(terms):
            holding = corpus.sentences_holding(place)
            if len(holding) >= PLACE_MIN and sum(topic in x.text for x in holding) < PLACE_TOPIC * len(holding):
                found.append(place)
    return found
