"""English date expressions with exact spans, normalised to ISO dates or years.

A date is found by its shape: a month name with a day or a year, an ordinal day "of" a month, a
season "of" a year, a decade, "the year" and a year. A bare number is taken for a year only where
a date stands: three or four digits after a word that introduces a time (in, since, until,
during, born …), four digits after a weaker one (about, by, of), and never before a counted noun
("in 1500 pieces", "about 1000 men"), after a currency sign or inside a larger number, so page
numbers, sums of money, counts and clock times are left alone. A year given in two (Old Style:
"1705/6", "1732-3") is the later one.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

DAY, MONTH, YEAR, SEASON, DECADE = "day", "month", "year", "season", "decade"


@dataclass(frozen=True)
class DateMention:
    start: int
    end: int
    text: str  # as written, text[start:end]
    iso: str  # "1835-11-25", "1835-11", "1835"; "" when no year is given
    year: int | None
    precision: str  # day | month | year | season | decade


_MONTH_NUMBERS = {name: i for i, names in enumerate((
    ("january", "jan"), ("february", "feb"), ("march", "mar"), ("april", "apr"), ("may",), ("june", "jun"),
    ("july", "jul"), ("august", "aug"), ("september", "sept", "sep"), ("october", "oct"), ("november", "nov"),
    ("december", "dec")), 1) for name in names}
_UNITS = "one two three four five six seven eight nine".split()
_TEENS = "ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split()
_TENS = "twenty thirty forty fifty sixty seventy eighty ninety".split()
_ORDINAL_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
_ORDINALS = {w: i for i, w in enumerate(_ORDINAL_UNITS + [
    "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
    "eighteenth", "nineteenth", "twentieth"], 1)}
_ORDINALS |= {f"{tens}-{unit}": base + i for tens, base in (("twenty", 20), ("thirty", 30))
              for i, unit in enumerate(_ORDINAL_UNITS, 1) if base + i <= 31} | {"thirtieth": 30}
_NUMBER_WORDS = {w: i for i, w in enumerate(_UNITS, 1)} | {w: i for i, w in enumerate(_TEENS, 10)} \
    | {w: i for i, w in enumerate(_TENS, 2)}  # tens counted in tens: multiplied when read
_LARGE = {"thousand": 1000, "million": 1_000_000, "billion": 1_000_000_000}
_DECADE_WORDS = {w.replace("y", "ies"): i for i, w in enumerate(_TENS, 2)}

_ALT = "|".join
# Gutenberg italics may wrap a month: "_May_ 1, 1845", "_Sept_. 15"
_MONTH = rf"(?<![A-Za-z])(?P<month>(?i:{_ALT(sorted(_MONTH_NUMBERS, key=len, reverse=True))}))(?![A-Za-z])_?\.?"
_DAY_NUMBER = r"(?P<day>[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th|d)?\b(?:[-–](?:[12]\d|3[01]|0?[1-9])\b)?"  # July 19–20
_DAY_WORD = rf"(?P<dayword>(?i:{_ALT(sorted(_ORDINALS, key=len, reverse=True))}))"
_N99 = rf"(?:(?:{_ALT(_TENS)})(?:[- ](?:{_ALT(_UNITS)}))?|{_ALT(_TEENS)}|{_ALT(_UNITS)})"
_HUNDREDS = rf"(?:{_ALT(_TEENS)}|twenty)"
# "seventeen hundred and six", "one thousand eight hundred and thirty-eight", "eighteen thirty-eight"
_YEAR_WORDS = (rf"(?i:(?:one\s+thousand,?\s+(?:{_ALT(_UNITS)})|{_HUNDREDS})\s+hundred(?:,?\s+and)?(?:\s+{_N99})?\b"
               rf"|{_HUNDREDS}\s+(?:{_ALT(_TENS)})(?:[- ](?:{_ALT(_UNITS)}))?\b)")
_YEAR_DIGITS = r"(?<![\w£$€#,.])\d{3,4}(?:\s?[/\-–]\s?\d{1,2})?(?![\d%]|[.,]\d|\w)"
_YEAR = rf"(?P<year>{_YEAR_DIGITS}|{_YEAR_WORDS})"
_THE_YEAR = r"(?:(?i:in\s+)?(?i:the)\s+year\s+(?:of\s+our\s+Lord\s+)?)"

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [(precision, re.compile(pattern)) for precision, pattern in (
    (DAY, r"\b(?P<iso>\d{4})-[01]\d-[0-3]\d\b"),
    (DAY, rf"{_MONTH}\s+{_DAY_NUMBER}(?:,?\s+{_THE_YEAR}?{_YEAR})?"),
    (DAY, rf"\b(?:(?i:the)\s+)?(?:{_DAY_NUMBER}|{_DAY_WORD})(?:\s+day)?\s+(?:of\s+)?{_MONTH}"
          rf"(?:,?\s+{_THE_YEAR}?{_YEAR})?"),
    (MONTH, rf"{_MONTH},?\s+(?:of\s+)?{_THE_YEAR}?{_YEAR}"),
    (MONTH, rf"\b(?P<lead>(?i:in|during|since|until|till|by|of))\s+{_MONTH}"),
    (SEASON, rf"\b(?:(?i:the|that|this)\s+)?(?:(?i:early|late)\s+)?(?P<season>(?i:spring|summer|autumn|fall|winter))"
             rf",?\s+(?:of\s+)?{_THE_YEAR}?{_YEAR}"),
    (DECADE, rf"\b(?:(?i:the)\s+)?(?:(?P<decade>\d{{3}}0)'?s|(?P<century>(?i:{_HUNDREDS}))[- ]"
             rf"(?P<tens>(?i:{_ALT(_DECADE_WORDS)})))\b"),
    (YEAR, rf"\b(?i:the)\s+year\s+(?:of\s+our\s+Lord\s+)?{_YEAR}"),
    (YEAR, rf"(?:\b(?P<about>(?i:about|around|circa|ca\.|c\.))\s+)?(?P<bare>{_YEAR})"),
)]

# Words after which a bare number stands where a date does; the weaker ones take four digits only.
_STRONG = {"in", "since", "until", "till", "during", "before", "after", "from", "between", "through", "born", "died",
           "b.", "d.", "a.d.", "ad", "anno", "year", "years"}
# "by 1848", "as early as 1839", and a year before a noun: "his 1845 autobiography", "the 1888 convention"
_WEAK = {"about", "around", "circa", "ca.", "c.", "by", "of", "for", "as", "early", "late", "mid",
         "a", "the", "his", "her", "their", "its"}
_NAMING_A_TIME = {"year", "day"}  # "the next year, 1744", "Christmas day, 1833"
_LINKS = {"to", "and", "or", "-", "–", "—", "&"}  # a second year after a first: "from 1840 to 1845"
_QUANTITIES = {"sum", "total", "number", "amount", "population", "force", "salary", "price", "cost", "value",
               "distance", "height", "depth", "length", "weight", "age", "rate", "crew", "army", "loss", "debt",
               "fine", "income", "revenue", "balance", "page", "pages", "chapter", "volume", "no."}
_COUNTED = {"men", "women", "children", "people", "persons", "feet", "head", "pounds", "dollars", "miles", "acres",
            "sterling", "per", "of", "o'clock", "l.", "s.", "d.", "b.c.", "bc", "b.c", "%", "times", "copies",
            "years", "months", "days", "hours", "minutes", "yards", "tons"}
_NOT_PLURAL = {"this", "thus", "was", "has", "his", "its", "is", "as", "us", "whereas", "unless", "across", "yes"}
_BEFORE = re.compile(r"(?:(?P<word>[A-Za-z][A-Za-z.]*)(?P<comma>,)?|(?P<mark>[(\-–—&]))\s*$")
_DATELINE_END = re.compile(r"[.;)]")  # "Passy, 1784." "(New York, 1887)": a place, then its year
_OWNER = re.compile(r"(?:\b(?P<article>[Aa]n?)\s+)?(?P<noun>[A-Za-z.]+)\s+of\s*$")  # "a sum of", "the war of"
_AFTER = re.compile(r"\s*(?P<word>[A-Za-z£$%'.]+|%)")


def find_dates(text: str) -> list[DateMention]:
    """Every date expression of `text`, in order, none overlapping (the longest reading wins)."""
    found: list[tuple[DateMention, re.Match[str] | None]] = []
    for precision, pattern in _PATTERNS:
        for m in pattern.finditer(text):
            mention = _read(text, m, precision)
            if mention is not None:
                found.append((mention, m if "bare" in pattern.groupindex else None))
    found.sort(key=lambda f: (f[0].start, f[0].start - f[0].end))
    kept: list[DateMention] = []
    for d, bare in found:
        if kept and d.start < kept[-1].end:
            continue
        if bare is not None and not _stands_as_date(text, d, bare, kept):
            continue
        kept.append(d)
    return kept


def year_of(text: str) -> int | None:
    """The year of the first date in `text` that gives one."""
    return next((d.year for d in find_dates(text) if d.year is not None), None)


def _read(text: str, m: re.Match[str], precision: str) -> DateMention | None:
    groups = m.groupdict()
    if groups.get("iso"):
        return DateMention(m.start(), m.end(), m.group(), m.group(), int(groups["iso"]), DAY)
    start, end = m.start("month") if groups.get("lead") else m.start(), m.end()
    month = groups.get("month")
    if month and not _month_written(month, any(groups.get(g) for g in ("year", "day", "dayword"))):
        return None
    if groups.get("decade") or groups.get("century"):
        first = int(groups["decade"]) if groups.get("decade") else \
            _NUMBER_WORDS[groups["century"].lower()] * 100 + _DECADE_WORDS[groups["tens"].lower()] * 10
        return DateMention(start, end, text[start:end], str(first), first, DECADE)
    year: int | None = None
    if groups.get("year"):
        year, year_end = _year(groups["year"])
        end = m.start("year") + year_end
    day = int(groups["day"]) if groups.get("day") else _ORDINALS.get((groups.get("dayword") or "").lower())
    number = _MONTH_NUMBERS[month.lower().rstrip(".")] if month else None
    if year is None:
        iso = ""
    elif precision == DAY and number and day:
        iso = f"{year:04d}-{number:02d}-{day:02d}"
    elif precision == MONTH and number:
        iso = f"{year:04d}-{number:02d}"
    else:
        iso = f"{year:04d}"
    return DateMention(start, end, text[start:end], iso, year, precision)


def _month_written(month: str, dated: bool) -> bool:
    """A month name as a date writes it: capitalised, and May (a verb too) only with a day or year."""
    return month[0].isupper() and (dated or month.lower() != "may")


def _year(written: str) -> tuple[int, int]:
    """The year a year expression gives, and how many of its characters belong to it (the second
    half of a range that is not an Old Style split is not)."""
    if not written[0].isdigit():
        return _year_in_words(written), len(written)
    first, *rest = re.findall(r"\d+", written)
    if rest and int(first[:len(first) - len(rest[0])] + rest[0]) == int(first) + 1:
        return int(first) + 1, len(written)
    return int(first), len(first)


def _year_in_words(written: str) -> int:
    """1706 from "seventeen hundred and six", 1838 from "eighteen thirty-eight"."""
    words = re.findall(r"[a-z]+", written.lower())
    if "hundred" not in words and "thousand" not in words:  # eighteen thirty-eight: hundreds, then the rest
        return _NUMBER_WORDS[words[0]] * 100 + (number_value(" ".join(words[1:])) or 0)
    return number_value(written) or 0


def number_value(written: str) -> int | None:
    """The value of a number in digits ("1,500", "2nd") or words ("seventeen", "three hundred and
    six", "first"); None when it is neither."""
    digits = re.sub(r"(?<=\d)(?:st|nd|rd|th|d)$", "", written.replace(",", ""))
    if digits.isdigit():
        return int(digits)
    if written.lower() in _ORDINALS:
        return _ORDINALS[written.lower()]
    total, current, seen = 0, 0, False
    for w in re.findall(r"\d[\d,]*|[a-z]+", written.lower()):
        if w == "and":
            continue
        if w[0].isdigit():  # "12 million"
            current += int(w.replace(",", ""))
        elif w in _LARGE:
            total, current = total + max(current, 1) * _LARGE[w], 0
        elif w == "hundred":
            current = max(current, 1) * 100
        elif w in _NUMBER_WORDS:
            current += _NUMBER_WORDS[w] * (10 if w in _TENS else 1)
        elif w != "a":
            return None
        seen = seen or w != "a"
    return total + current if seen else None


def count_value(written: str) -> int | None:
    """A number that counts ("seven", "12"), not one that orders ("second", "3d"): how many, or None."""
    if written.lower() in _ORDINALS or re.fullmatch(r"\d+(?:st|nd|rd|th|d)", written):
        return None
    return number_value(written)


def _stands_as_date(text: str, d: DateMention, m: re.Match[str], kept: list[DateMention]) -> bool:
    """A bare year: where a date stands, and not a count of something. A year in words must
    also not be a round hundred ("fifteen hundred French" is a count) and follow a strong word."""
    number = m.group("bare")
    in_words = not number[0].isdigit()
    if in_words and _year_in_words(number) % 100 == 0:
        return False
    four = in_words or len(re.match(r"\d+", number).group()) == 4  # type: ignore[union-attr]
    after = _AFTER.match(text, d.end)
    if after and (after.group("word").lower() in _COUNTED or _plural(after.group("word"))):
        return False
    if m.group("about"):
        return four and not in_words
    before = _BEFORE.search(text, max(0, d.start - 40), d.start)
    if before is None:
        return False
    if before.group("mark"):
        return four and (before.group("mark") == "(" or _just_after_a_date(kept, before.start()))
    word = before.group("word").lower()
    if before.group("comma"):
        return four and not in_words and (word in _NAMING_A_TIME or bool(_DATELINE_END.match(text, d.end)))
    if word in _LINKS:
        return _just_after_a_date(kept, before.start())
    if word in _STRONG or four and _THE_YEAR_WAS.search(text, max(0, d.start - 20), d.start):
        return True
    if in_words or not four:
        return False
    if word == "of":
        owner = _OWNER.search(text, max(0, d.start - 40), d.start)
        return not (owner and (owner.group("article") or owner.group("noun").lower() in _QUANTITIES))
    return word in _WEAK


# "the year was 1858": a year said to be the time of what the sentence tells.
_THE_YEAR_WAS = re.compile(r"\b(?:year|date)\s+(?:was|is)\s+$", re.I)


def _just_after_a_date(kept: list[DateMention], at: int) -> bool:
    return bool(kept) and 0 <= at - kept[-1].end <= 2


def _plural(word: str) -> bool:
    word = word.rstrip(".")
    lower = word.lower()
    return word == lower and len(word) > 3 and lower.endswith("s") and lower not in _NOT_PLURAL


# A year told by its distance from the year just named: "that year", "the same year", "the
# following year", "the year before", "four years later". "The year after" and "the year before"
# only where nothing follows that anchors them elsewhere (the year after his marriage).
_COUNT = rf"(?:a|{_ALT(_UNITS)}|ten|\d{{1,2}})"
_UNANCHORED = r"(?=\s*[,.;:)]|\s+(?:he|she|they|I|we|it|there)\b)"
_RELATIVE = re.compile(
    r"\b(?:(?P<same>(?:that|the)\s+(?:very\s+)?same\s+year|that\s+year)"
    rf"|(?P<next>the\s+(?:following|next|succeeding|ensuing)\s+year|the\s+year\s+(?:following|after){_UNANCHORED})"
    rf"|(?P<previous>the\s+(?:previous|preceding)\s+year|the\s+year\s+before{_UNANCHORED})"
    rf"|(?P<count>{_COUNT})\s+years?\s+(?:later|afterwards?|thereafter))\b", re.I)
_ALTERNATIVES = re.compile(r"\s*(?:,|or|to|and|-|–|—|until|till)?\s*", re.I)  # 1730 or 1731, 1835 to 1838
_ROUGHLY = re.compile(r"\b(?:(?:more|less|fewer)\s+than|about|nearly|almost|over|some|within|under)\s*$", re.I)
LOOK_BACK = 5  # sentences in which the year a relative year counts from may stand


def dated_sentences(sentences: Sequence[str]) -> list[list[DateMention]]:
    """Each sentence's dates (offsets within it), in document order, with its relative years
    resolved against the year named last before it: in its own sentence, or else in the nearest
    sentence before (at most LOOK_BACK back, not past a heading) that names one. Where that year
    is one of two given as alternatives or a range (In 1730 or 1731 …; from 1835 to 1838), which
    one is meant the text does not say, and the relative year is left unread."""
    out: list[list[DateMention]] = []
    for i, sentence in enumerate(sentences):
        dates = find_dates(sentence)
        for m in _RELATIVE.finditer(sentence):
            if any(d.start < m.end() and m.start() < d.end for d in dates) or \
                    re.match(r",?\s*(?:in\s+)?\d{3,4}\b", sentence[m.end():]) or _ROUGHLY.search(sentence[:m.start()]):
                continue  # the next year, 1744: the year itself is named; more than three years later: no year
            named, within = [d for d in dates if d.end <= m.start() and d.year is not None], sentence
            back = i
            while not named and back > 0 and i - back < LOOK_BACK and not _heading(sentences[back - 1]):
                back -= 1
                named, within = [d for d in out[back] if d.year is not None], sentences[back]
            if named and not (len(named) > 1 and _ALTERNATIVES.fullmatch(within[named[-2].end:named[-1].start])):
                year = named[-1].year + _distance(m)  # type: ignore[operator]
                dates.append(DateMention(m.start(), m.end(), m.group(), f"{year:04d}", year, YEAR))
        out.append(sorted(dates, key=lambda d: d.start))
    return out


def relative_year(text: str) -> bool:
    """Whether the text tells a year by its distance from another (the following year)."""
    return bool(_RELATIVE.search(text))


_OWN_PREPOSITIONS = frozenset({"between", "about", "around", "before", "after", "since", "until", "during", "towards"})


def takes_no_preposition(text: str) -> bool:
    """Whether a date is said without "in" before it: three years later, one year afterwards, or one
    that opens with a preposition of its own (between the years 1797 and 1800)."""
    if text.split(" ", 1)[0].lower() in _OWN_PREPOSITIONS:
        return True
    m = _RELATIVE.fullmatch(text.strip())
    return m is not None and m.group("count") is not None


def _distance(m: re.Match[str]) -> int:
    if m.group("count"):
        return number_value(m.group("count")) or 1
    return 1 if m.group("next") else -1 if m.group("previous") else 0


def _heading(sentence: str) -> bool:
    """A line with no closing stop (Travels to Ireland; == Later life ==): the years before it are another part's."""
    return not re.search(r"[.!?:;\"'”’)\]]\s*$", sentence) or sentence.lstrip().startswith(("=", "#"))
