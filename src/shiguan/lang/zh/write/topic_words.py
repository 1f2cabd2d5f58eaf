"""A man's words inside a topic sentence: where a memorial or a saying begins (疏称…, 条陈…,
略曰：) and where the group that reports it ends.

The words are his words, not his deeds (topic_deeds.py); told, they must say what he said. Cut
at the clause holding the topic's term they often say nothing (「疏言： 漕运全资水利。」, 「疏言：
黄河老堤冲决八九里。」): the group runs on through the words to their point, the first clause with
a man's deed or proposal verb (宜…别开引河; a flood's 决 is the setting, not the point), or else to
the end of their matter (the sentence's end or a 「；」), when that is near enough; and on to the
court's answer when the next clause is one (…别开引河，部议不行: the proposal told without it misleads).
"""

from __future__ import annotations

import re

# what brings a man's words: a memorial or a saying (疏称…, 条陈…, 略曰：), whose content is his words, not his deeds
# 大要：, 其略： (the gist:) and 论： lead the words they sum up, as 曰： does
SPEECH_END = re.compile(r"(?:曰|谓|言|称|奏|陈|论|大要|其略)[：:]\s*$")
SPEECH_LEAD = re.compile(r"(?:疏|奏|上书|具疏|上言)(?:称|言|陈)|条陈|条上|" + SPEECH_END.pattern
                         + r"|(?:具疏|上疏|疏|奏)请")
SPEECH = re.compile(r"疏|奏|言|曰|议|陈")


def speech_lead(clauses: list[tuple[int, str]], first: int) -> int | None:
    """The clause before `first` in the sentence that brings a man's words (疏称…, 略曰：), the
    nearest: the clauses from it on are his memorial or saying."""
    lead = next((k for k in range(first - 1, -1, -1) if SPEECH_LEAD.search(clauses[k][1])), None)
    while lead and SPEECH_LEAD.search(clauses[lead - 1][1]):  # 锡恩上疏条陈河务，略曰：: from the first
        lead -= 1
    return lead


def words_end(clauses: list[tuple[int, str]], lead: int, first: int, stop: int, point: re.Pattern[str],
              most: int, outcome: re.Pattern[str]) -> int:
    """The last clause of the words' group (module doc): the first from `first` to `stop` that
    `point` finds (a man's deed or proposal), or `stop`, if it begins within `most` characters of
    the lead, and the clause after it when that is the court's answer (`outcome`); else `first`
    alone."""
    last = next((j for j in range(first, stop + 1) if point.search(clauses[j][1])), stop)
    if clauses[last][0] - clauses[lead][0] > most:
        return first
    return last + 1 if last + 1 < len(clauses) and outcome.search(clauses[last + 1][1]) else last
