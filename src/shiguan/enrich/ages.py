"""The years a section gives by his age: "At age 17, Franklin ran away to Philadelphia" is 1723
when the article's lead says he was born in 1706.

A section that names no year but his age ("Philadelphia": "At age 17 …, he returned … in 1726")
would otherwise be placed by its one named year alone, and the narrator's sentences of the years
it tells (1723–1725, London) would go to another section that happens to name them. Only an age
that is plainly his counts: "at age N", "at the age of N", "when he was N", "at N he" (she for a
woman; not "one", not N miles); an
age that is another's ("15-year-old Deborah Read") or a term ("aged 84" of a mother) is left
alone. His birth year is the lead's: the year before the dash of its first parenthesis
("(January 17, 1706 [O.S. …] – April 17, 1790)"), or the year after "born" before any dash; an
article whose lead gives no birth year gives no years by age.
"""

from __future__ import annotations

import re

_YEAR = r"\b(1[5-9]\d\d)\b"
# "one" is no age ("when he was one of the agents"); a unit after the number is a distance or a span
_WORDS = {w: n for n, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
    "seventeen eighteen nineteen twenty".split()) if n > 1}
_NUMBER = r"(\d{1,2}|" + "|".join(_WORDS) + r")"
_NO_UNIT = r"\b(?!-)(?!\s+(?:miles?|feet|yards|leagues|days|weeks|months|hours|of)\b)"
_AGES = {pronoun: [re.compile(p, re.I) for p in (
    rf"\bat (?:the )?age (?:of )?{_NUMBER}{_NO_UNIT}",
    rf"\bwhen {pronoun} was (?:yet |but |only |about |just )*{_NUMBER}{_NO_UNIT}",
    rf"\bat {_NUMBER},? {pronoun}\b",
)] for pronoun in ("he", "she")}
_DASH = re.compile(r"[–—]|\s-\s")  # the dash between his birth and death


def birth_year(lead: str) -> int | None:
    """His birth year as the article's lead gives it, or None."""
    first = re.search(r"\(([^()]*(?:\([^()]*\)[^()]*)*)\)", lead[:1500])
    if first and _DASH.search(first.group(1)):
        born = re.search(_YEAR, _DASH.split(first.group(1))[0])
        if born:
            return int(born.group(1))
    born = re.search(r"\bborn\b([^.–—]{0,80})", lead[:1500])
    year = re.search(_YEAR, born.group(1)) if born else None
    return int(year.group(1)) if year else None


def years_by_age(text: str, born: int | None, feminine: bool = False) -> list[int]:
    """The years of the ages of his a text states, in its order (none when `born` is None); "when
    she was fifteen" in a man's article is his wife's age, not his."""
    if born is None:
        return []
    ages = _AGES["she" if feminine else "he"]
    found = sorted((m.start(), m.group(1).lower()) for p in ages for m in p.finditer(text))
    return [born + (int(n) if n.isdigit() else _WORDS[n]) for _, n in found]
