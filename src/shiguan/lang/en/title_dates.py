"""The narrator's life dates a memoir's title page sets under his name: "Thomas Ashby\n\n(1823-1911)",
or a byline beside it: "Chapter I." by Thomas Ashby (1823-1911).

An edition often prints the author's years in brackets on a line of their own below his name on
the title page; the body never tells them. They are his birth and death as the title page gives
them (the brackets' shape, read by lead.py as for an article's opening), and the name with its
brackets is then a passage of his, so that they can be cited. Only the narrator's full name
alone on its line (or "By" it) is read, and only a bracket alone on its line right below it, or
else the first "by" his full name with a bracket closing its line (an edition's byline of each
chapter: a byline names the author, so the years are his):
the Project Gutenberg header's "Author:" line is no part of the title page, and a bracket after
an editor's or another man's name is theirs, as is one after a later line of his name (a father
of his name the book is dedicated to). The years must be a believable life apart, and a title
of a record he kept (THE DIARY OF …) gives its own years, not his.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ...corpus.front_matter import gutenberg_body
from ...models import SELF, Fact, Span, Subject
from .facts import FactRules
from .lead import life_dates
from .people import NAME
from .title_page import title_page

METHOD = "en:title-dates"
_VERBS = {"birth": "born", "death": "died"}
# The blank lines a title page sets between the name and its bracket, then the bracket
_TO_BRACKET = re.compile(r"[ \t]*(?:\r?\n[ \t]*){1,3}(?=\()")
_TO_BRACKET_BESIDE = re.compile(r"[ \t]*(?=\()")
_LINE_END = re.compile(r"\)[ \t]*(?:\r?\n|$)")
# A title of a record he kept: its years in brackets are the record's (THE DIARY OF … (1861-1865))
_OF_A_RECORD = re.compile(r"\b(?:diary|diaries|journals?|letters|correspondence|log)\b", re.I)
_LIFE_YEARS = range(20, 111)  # from birth to death; fewer are a war's, an edition's


def front_page(text: str, body: Sequence[tuple[int, int]], narrator: str, nlp: Any,
               rules: FactRules) -> tuple[list[tuple[int, int]], list[tuple[str, Fact]]]:
    """The title page's passages of the narrator and their facts: the title that tells of him
    (title_page.py) and the years under his name, unless the title read holds them already."""
    front, told = title_page(text, body, narrator, nlp, rules)
    years, dated = title_dates(text, body, narrator)
    if any(s < e2 and s2 < e for s, e in years for s2, e2 in front):
        return front, told
    return sorted([*front, *years]), told + dated


def title_dates(text: str, body: Sequence[tuple[int, int]], narrator: str) -> tuple[list[tuple[int, int]],
                                                                                  list[tuple[str, Fact]]]:
    """The title page's name-and-brackets of `narrator` as a passage ([] when there is none) and
    his birth and death read from the brackets, each citing it."""
    if not body or not narrator:
        return [], []
    start, end = gutenberg_body(text)[0], body[0][0]
    words = r"[ \t]+".join(re.escape(w) for w in narrator.split())
    line = re.compile(rf"^[ \t]*(?:by[ \t]+)?({words})[ \t]*\r?$", re.I | re.M)  # a line of CRLF too
    m = line.search(text, start, end)  # his first name line: a later one may be a namesake's
    gap = m and _TO_BRACKET.match(text, m.end())
    if not m or not gap:  # else a byline: "Chapter I." by Jane Addams (1860-1935)
        m = re.compile(rf"\bby[ \t]+({words})(?=[ \t]*\()", re.I).search(text, start)
        gap = m and _TO_BRACKET_BESIDE.match(text, m.end())
    if not m or not gap or _OF_A_RECORD.search(text, start, min(m.start(), end)):
        return [], []
    dates = life_dates(text, gap.end())
    close = _LINE_END.match(text, max(0, text.find(")", gap.end())))
    if not dates or close is None or not _a_life(dates):
        return [], []  # a bracket that runs on in its line is a note, not his years
    cited = Span(m.start(1), close.start() + 1)
    who = Subject(SELF, narrator, NAME, Span(m.start(1), m.end(1)),
                  note="the years in brackets under the narrator's name on the title page")
    return [(cited.start, cited.end)], [
        (narrator, Fact(relation, d.text, Span(d.start, d.end), cited, METHOD, when=d.text,
                        when_span=Span(d.start, d.end), year=d.year, detail=_VERBS[relation], subject=who))
        for relation, d in dates]


def _a_life(dates: Sequence[tuple[str, Any]]) -> bool:
    """Whether the bracket's birth and death are a believable life apart (either alone is)."""
    years = {relation: d.year for relation, d in dates}
    return "birth" not in years or "death" not in years or years["death"] - years["birth"] in _LIFE_YEARS
