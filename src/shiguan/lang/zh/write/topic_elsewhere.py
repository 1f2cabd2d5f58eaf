"""A topic sentence whose words belong to another matter: another river's works, a topic term
used as one name in a list of places.

- **another river**: a water's topic (黄河) gathers the works of the topic's people, and a river
  official also worked other rivers (嘉淦方锐意引永定河归故道). A group that does not hold the topic
  word but names a water by its own name, a river name of three characters the corpus writes
  often and mostly whole (永定河: 定河 nearly always stands inside it; not 开引河 or 江南河, whose
  last two characters are common words of their own, nor 河东河 holding the topic's character),
  tells that river's works, not the topic's.
- **a name in a list**: 「请裁上里、海口、牛田诸场」 names three salt fields; the topic's term
  (海口, a river's mouth) is there one item of a list that 诸 + a class noun closes, a place's
  name, not the topic.
"""

from __future__ import annotations

import re
from collections.abc import Callable

OWN_NAME = re.compile(r"(?=([\u4e00-\u9fff]{2}河))")
NAME_MIN = 10  # the river's name written at least this often in the corpus …
WHOLE_SHARE = 0.4  # … and its last two characters mostly inside it
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
