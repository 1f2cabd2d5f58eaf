"""Which sections of an article a narrative speaks to: the section's period and topic meet the
narrator's own sentences.

- **period**: not every year the section names (or gives by his age: enrich/ages.py) falls after
  the last year the narrator names (his later life, his death, his legacy are not in his book);
- **topic**: at least TOPIC of the section's own names (capitalised words inside its sentences, not
  his, not one the article's lead gives: the lead's are the whole life's, Maryland, the
  abolitionist movement; and not a single word the narrator also writes in lower case: an
  epitaph's "the Body", "the Work", where "Royal Society" stays a name, and so does a word of the
  section's own heading, "Chess", though he writes "chess"; not one more than a sixth
  of the article's sections name: a country or city the whole life passes through, "England",
  "Boston"; a name of two words standing whole, not as two words met apart) stand in the
  narrator's sentences of the section's period (the years it names up to the narrator's last, one either
  side, by the narrative's time: quotations.told_years),
  or in any of them when it names no such year.

What enrichment is measured on (issue 40: "an addition for most sections the narrative speaks
to"), and reported per section in the JSON (`speaks_to`, with why).
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass

from .ages import birth_year, years_by_age
from .article import Article, Section
from .quotations import in_period

TOPIC = 2
COMMON = 3  # a name in more than this many sections (and a sixth of them) is the article's, not a section's
_YEAR = re.compile(r"\b1[5-9]\d\d\b")
_NAME = re.compile(r"(?<=[a-z,;:] )[A-Z][a-z]{2,}(?:[ -][A-Z][a-z]+)*")  # a capitalised word inside a sentence
_NOT_NAMES = frozenset({"The", "January", "February", "March", "April", "May", "June", "July", "August",
                        "September", "October", "November", "December", "God", "English", "American"})


@dataclass(frozen=True)
class Speaks:
    speaks: bool
    why: str
    names: tuple[str, ...] = ()  # the section's names the narrator's sentences hold

    def to_dict(self) -> dict:
        return {"speaks": self.speaks, "why": self.why, "names": list(self.names)}


class Scope:
    """The narrator's sentences of one narrative, asked about each section of one article."""

    def __init__(self, article: Article, sentences: list[str], told: list[int | None], own: set[str],
                 feminine: bool = False):
        self.sentences, self.told = sentences, told
        self.years = [int(y) for s in sentences for y in _YEAR.findall(s)]
        lead = next((s.body for s in article.sections if not s.level), "")
        self.general = set(_names(lead)) | own | _common(article)
        # one capitalised word he also writes in lower case is a word ("the Body", "the Work" of a verse), not a name
        self.lower = {w for s in sentences for w in re.findall(r"\b[a-z]+\b", s)}
        self.born = birth_year(lead)  # his ages in a section are years too (enrich/ages.py)
        self.feminine = feminine  # whose "when he was N" is his
        self.said: dict[int, Speaks] = {}

    def speaks(self, section: Section) -> Speaks:
        """Whether the narrative speaks to the section, and why (asked once a section)."""
        if section.index not in self.said:
            self.said[section.index] = self._speaks(section)
        return self.said[section.index]

    def _speaks(self, section: Section) -> Speaks:
        if section.skip_reason:
            return Speaks(False, section.skip_reason)
        years = self.named_years(section)
        if years and self.years and min(years) > max(self.years):
            return Speaks(False, f"its years ({min(years)}–) all fall after the narrator's last ({max(self.years)})")
        period = self.period(section)
        told = [s for s, y in zip(self.sentences, self.told) if period is None or in_period(s, y, period)]
        words = {w for s in told for w in re.findall(r"[A-Za-z]+", s)}
        text = "\n".join(told)
        heading = set(re.findall(r"[a-z]+", section.title.lower()))  # "Chess": its own word, however he writes it
        lowered = {w.lower() for w in words}
        names = [n for n in dict.fromkeys(_names(section.body)) if n not in self.general
                 and (n.lower() in heading and n.lower() in lowered
                      or all(w in words for w in re.findall(r"[A-Za-z]+", n))
                      and (" " not in n or re.search(rf"\b{re.escape(n)}\b", text))  # "Vermont Society" whole
                      and (" " in n or n.lower() not in self.lower))]
        where = f"the narrator's sentences of {period[0]}–{period[1]}" if period else "the narrator's sentences"
        if len(names) < TOPIC:
            return Speaks(False, f"fewer than {TOPIC} of its names stand in {where}", tuple(names))
        return Speaks(True, f"{len(names)} of its names stand in {where}", tuple(names))


    def homes(self, sections: list[Section]) -> list[Section]:
        """The sections a sentence of his may belong to (quotations.fit): those one of whose names
        he writes, spoken to or not, so that a sentence of a section he barely speaks to (Chess:
        "Italian" only) stays its own, not offered to the next best (Virtue, religion…)."""
        return [s for s in sections if self.speaks(s).names]

    def period(self, section: Section) -> tuple[int, int] | None:
        """The years the section names up to the narrator's last (what comes after is not in his
        book), earliest to latest; None when it names none of them."""
        last = max(self.years, default=None)
        years = [y for y in self.named_years(section) if last is None or y <= last]
        return (min(years), max(years)) if years else None

    def named_years(self, section: Section) -> list[int]:
        """The years a section names, and those its ages of his give ("At age 17": 1723)."""
        return [int(y) for y in _YEAR.findall(section.body)] + years_by_age(section.body, self.born, self.feminine)


def _common(article: Article) -> set[str]:
    """The names more than a sixth of the article's sections hold (at least COMMON of them): a
    country or city the whole life passes through ("England", "Boston"), not a section's own."""
    bodies = [set(_names(s.body)) for s in article.sections if s.level and not s.skip_reason]
    counts = Counter(n for names in bodies for n in names)
    return {n for n, c in counts.items() if c > max(COMMON, len(bodies) / 6)}


def _names(text: str) -> list[str]:
    """The capitalised words (runs of them) a text holds inside its sentences, footnote marks aside."""
    return [n for n in _NAME.findall(re.sub(r"\[\d+\]", "", text)) if n not in _NOT_NAMES]
