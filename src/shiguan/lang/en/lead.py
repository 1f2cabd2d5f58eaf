"""The birth and death dates an encyclopedia article gives in brackets after its subject's name,
where it opens: "Walter Ashby (June 2, 1851 – November 17, 1919) was …", "(born March 3, 1847)",
"(c. 1740 – 1801)". No verb says them, so no dependency pattern reads them; the brackets' shape
does: the date before the dash is his birth's, the one after it his death's.
"""

from __future__ import annotations

import re

from .dates import DateMention, find_dates

# After the name: the bold or italics closing it, an honour set after a comma (William Osler, 1st
# Baronet), then the bracket.
_TO_BRACKET = re.compile(r"[*_']*(?:,[^,(\n]{1,40})?[ \t]*\(")
_DASH = re.compile(r"[ \t]*[–—][ \t]*|[ \t]+-[ \t]+|(?<=\d)-(?=\d)")
_SQUARE = re.compile(r"\[[^\]\n]*\]")  # [O.S. January 6, 1705], a footnote mark
_BARE_YEAR = re.compile(r"\b1\d{3}\b|\b20\d{2}\b")
_CIRCA = re.compile(r"\b(?:c|ca|circa)\.?[ \t]*$")
_BORN = re.compile(r"\bborn\b", re.I)
MOST = 300  # characters the brackets may hold


def life_dates(text: str, name_end: int) -> list[tuple[str, DateMention]]:
    """("birth", date) and ("death", date) from the brackets right after the name ending at
    `name_end`, the dates' offsets in `text`: the last date before the first dash and the first
    after it, or with no dash the date after "born"; [] when no bracket follows the name."""
    m = _TO_BRACKET.match(text, name_end)
    if m is None:
        return []
    start = m.end()
    end = _closing(text, start)
    if end is None:
        return []
    inside = _SQUARE.sub(lambda s: " " * len(s[0]), text[start:end])
    dash = next(_DASH.finditer(inside), None)
    if dash is None:
        born = _BORN.search(inside)
        date = _first_date(inside[born.end():]) if born else None
        return [("birth", _moved(date, start + born.end()))] if born and date else []
    out = []  # (born Frederick Bailey; [1] – February 20, 1895): no birth date, and the death's
    birth, death = _last_date(inside[:dash.start()]), _first_date(inside[dash.end():])
    if birth is not None:
        out.append(("birth", _moved(birth, start)))
    if death is not None:
        out.append(("death", _moved(death, start + dash.end())))
    return out


def _closing(text: str, start: int) -> int | None:
    """Where the bracket opened just before `start` closes, brackets inside it counted."""
    depth = 1
    for i in range(start, min(len(text), start + MOST)):
        if text[i] == "(":
            depth += 1
        elif text[i] == ")":
            depth -= 1
            if depth == 0:
                return i
    return None


def _dates(part: str) -> list[DateMention]:
    """The dates with a year, each with the circa before it (c. February 14, 1818: not a known day)."""
    found = [d for d in find_dates(part) if d.year is not None]
    for i, d in enumerate(found):
        if (c := _CIRCA.search(part, 0, d.start)) is not None:
            found[i] = DateMention(c.start(), d.end, part[c.start():d.end], d.iso, d.year, d.precision)
    covered = [(d.start, d.end) for d in found]
    for m in _BARE_YEAR.finditer(part):  # 1851–1919: a year alone, which the date finder leaves
        if not any(s <= m.start() < e for s, e in covered):
            found.append(DateMention(m.start(), m.end(), m[0], m[0], int(m[0]), "year"))
    return sorted(found, key=lambda d: d.start)


def _last_date(part: str) -> DateMention | None:
    found = _dates(part)
    return found[-1] if found else None


def _first_date(part: str) -> DateMention | None:
    found = _dates(part)
    return found[0] if found else None


def _moved(d: DateMention, by: int) -> DateMention:
    return DateMention(d.start + by, d.end + by, d.text, d.iso, d.year, d.precision)
