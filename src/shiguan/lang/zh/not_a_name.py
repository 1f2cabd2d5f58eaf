"""Words the name index takes for a man that have a shape no person's name has.

Each becomes a node that takes every fact the index finds at the word again (a junk person who
can act as an agent steals clauses), so the name test (person_names.py) refuses them:

- an agency (枢密院, 谏院, 开府): no surname, and the word ends in what ends the name of an office
  or a board (院, 省, 寺, 监, 司 …). 同知枢密院 is a post, not an official called 枢密院;
- the start of a lady's title (封母某国夫人 → 国夫): a word ending in 夫 that the text writes
  before 人 wherever it writes it.

The shapes are the language's, never names.
"""

from __future__ import annotations

from .aliases import leading_surname

_AGENCY_END = "院省寺监司署局馆阁府台"


def shape_not_a_name(name: str, text: str) -> str:
    """Why `name` has no person's name shape in `text`, or "" when it may be a name."""
    if len(name) >= 2 and name[-1] in _AGENCY_END and not leading_surname(name):
        return f"{name} is an office or an agency (枢密院, 谏院), not a name"
    if len(name) >= 2 and name.endswith("夫") and _always_before(text, name, "人"):
        return f"{name} is the start of a lady's title (国夫人), not a name"
    return ""


def _always_before(text: str, word: str, nxt: str) -> bool:
    """Whether the text writes `word`, and `nxt` right after it wherever it does."""
    at, seen = text.find(word), False
    while at >= 0:
        if not text.startswith(nxt, at + len(word)):
            return False
        seen, at = True, text.find(word, at + 1)
    return seen
