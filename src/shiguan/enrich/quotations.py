"""Enrichment without a model: for each section, cited quotations of the narrator's own sentences
that the section does not already say, for an editor to accept (REVERSUM's stages by rules).

Passage similarity finds what a section already says (docs/article-design.md §7), so the
candidates come from the **narrative around the section's anchors**: the narrator's sentences
(lang/en/voice.py: not an editor's preface, a letter or a biographical note) within RADIUS
characters of the ANCHORS sentences BM25 ranks best for the section (each scoring at least half
the best; an editor's footnote is not his). A sentence is offered once in an article, only
when it tells a deed of his (enrich/deeds.py: the plan is his facts, as in the biography), and
not when it is already said (most of its words are the section's), a supposition (its sentence
opens with if, unless …: the enricher's own test), denied, or too short to say anything; each
rejected one is counted by its reason. A section whose every year falls after the last year the
narrator names (his death, his legacy) is out of the narrative's scope: nothing is offered to
it. The offered are ranked by their relevance to the section and what it lacks on its surface
(names it does not hold, numbers and years, the narrator speaking as "I"), the first TOP kept.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from dataclasses import dataclass

import numpy as np

from ..corpus.front_matter import body_spans
from ..corpus.terms import terms
from ..lang.en.verify.sentences import sentence_spans
from ..lang.en.voice import narrator_spans
from ..retrieve.bm25 import BM25
from .article import Section
from .deeds import his_fact
from .narrative import Narrative, _unasserted

ANCHORS = 5
RADIUS = 2000
TOP = 25  # candidates a section is offered: the plan adds at most additions.ADDED of them
SAID = 0.5  # a sentence whose words the section holds beyond this share is already said
MIN_WORDS = 6
SHARED_WORDS = 2  # an addition holds at least this many of the section's words (enrich/additions.py)
RELEVANCE = 4  # the sentence's BM25 score for the section, as a share of the section's best
ANCHOR_FLOOR = 0.5  # an anchor scores at least this share of the section's best
FIT_TOP = 10  # a sentence's home is judged against the mean of each section's this many best scores
ALREADY_SAID, SUPPOSITION, TOO_SHORT, BELOW_TOP, EARLIER = (
    "already said in the section", "a supposition (if, unless …)", "too short to say anything",
    "ranked below the first TOP", "offered to an earlier section")
ELSEWHERE = "fits another section better (by its words, in that section's years)"
DENIED, NOT_HIS = "his deed denied (I did not …)", "tells no deed of his (enrich/deeds.py)"
AFTER = "the section's years all fall after the narrative's last"
_YEAR = re.compile(r"\b1[5-9]\d\d\b")
_CAPITAL = re.compile(r"\b[A-Z][a-z]{2,}\b")
_NUMBER = re.compile(r"\b(?:1[6-9]\d\d|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|"
                     r"fifty|hundred|thousand)\b", re.I)


@dataclass(frozen=True)
class Quotation:
    start: int  # narrative offsets: the citation
    end: int
    text: str  # the narrator's words, whitespace made one space
    rank: float
    year: int | None = None  # the narrative's time at the sentence: the last year told before it (told_years)
    share: float = 1.0  # its BM25 score for the section, as a share of the section's best sentence
    shared: int = SHARED_WORDS  # how many of the section's words (corpus.terms) it holds


class QuotationFinder:
    """The narrator's sentences of a narrative, indexed once, and the quotations each section gets."""

    def __init__(self, narrative: Narrative, narrator: str, conditions: frozenset[str]):
        text = narrative.text
        voiced = narrator_spans(text, body_spans(text), narrator) if narrator else [(narrative.start, narrative.end)]
        self.text = text
        self.conditions = conditions
        notes = editor_notes(text)
        self.spans = [(s + a, e + a) for a, b in voiced for s, e in sentence_spans(text[a:b])
                      if not any(n <= s + a < m for n, m in notes)]
        self.flat = [" ".join(text[s:e].split()) for s, e in self.spans]
        self.index = BM25(self.flat, terms) if self.flat else None
        self.sentences = sentence_spans(text)  # the whole text's, for a supposition's opening word
        # the last year the narrator names: a section whose every year is later is out of his scope
        self.last_year = max((int(y) for s in self.flat for y in _YEAR.findall(s)), default=None)
        self.given: set[int] = set()  # a sentence is offered once, to the first section it suits
        self.home: dict[int, int] = {}  # a sentence → the section it fits best (fit)
        self.when = told_years(self.flat)
        self.scored: dict[tuple[int, tuple[int, int] | None], tuple[np.ndarray, np.ndarray]] = {}

    def fit(self, sections: list[Section], periods: list[tuple[int, int] | None]) -> None:
        """Each sentence's home among the sections: the one whose best sentences it comes nearest by
        BM25 (its score as a share of the mean of that section's FIT_TOP best, within the section's
        period), so that a sentence told beside two topics goes to the one it is about, not the
        first one asked. The mean, not the single best: one sentence naming a section's word five
        times ("Junto") would make every other sentence's share of it small, and the section lose
        its own matter to a long section whose words every page shares."""
        shares = []
        for section, period in zip(sections, periods):
            scores, _ = self._scores(section, period)
            top = np.sort(scores[scores > 0])[::-1][:FIT_TOP]
            shares.append(scores / top.mean() if len(top) else scores)
        if shares:
            table = np.vstack(shares)
            self.home = {i: sections[int(k)].index for i, k in enumerate(table.argmax(axis=0)) if table[k, i] > 0}

    def _scores(self, section: Section, period: tuple[int, int] | None) -> tuple[np.ndarray, np.ndarray]:
        """Each sentence's BM25 score for the section, 0 outside its period, and which are within it
        (once a section: `fit` and `offer` both ask)."""
        key = (section.index, period)
        if key not in self.scored:
            self.scored[key] = self._scored(section, period)
        return self.scored[key]

    def _scored(self, section: Section, period: tuple[int, int] | None) -> tuple[np.ndarray, np.ndarray]:
        assert self.index is not None
        scores = self.index.scores(f"{section.title} {' '.join(section.body.split())}"[:3000])
        timely = np.array([period is None or in_period(s, y, period) for s, y in zip(self.flat, self.when)],
                          dtype=bool)
        return np.where(timely, scores, 0.0), timely

    def offer(self, section: Section, period: tuple[int, int] | None = None) -> tuple[list[Quotation], Counter[str]]:
        """The first TOP quotations for the section, and the rejected counted by reason: the
        sentences near its anchors, both within its `period` when it has one (enrich/scope.py: a
        narrative tells a life in order, so a section's years find its part of the book)."""
        rejected: Counter[str] = Counter()
        if self.index is None:
            return [], rejected
        body = " ".join(section.body.split())
        scores, timely = self._scores(section, period)
        best = float(scores.max()) if len(scores) else 0.0
        anchors = [self.spans[i][0] for i in np.argsort(-scores)[:ANCHORS] if scores[i] > ANCHOR_FLOOR * best > 0]
        said, known = set(terms(body)), set(_CAPITAL.findall(body))
        offered = []
        years = [int(y) for y in _YEAR.findall(body)]
        late = bool(years) and self.last_year is not None and min(years) > self.last_year
        for i, ((start, end), sentence) in enumerate(zip(self.spans, self.flat)):
            if not timely[i] or not any(abs(start - a) <= RADIUS for a in anchors):
                continue
            words = set(terms(sentence))
            if late:
                rejected[AFTER] += 1
            elif start in self.given:
                rejected[EARLIER] += 1
            elif self.home.get(i, section.index) != section.index:
                rejected[ELSEWHERE] += 1
            elif len(sentence.split()) < MIN_WORDS or not words:
                rejected[TOO_SHORT] += 1
            elif len(words & said) / len(words) > SAID:
                rejected[ALREADY_SAID] += 1
            elif (_unasserted(self.text, start, self.conditions, self.sentences)
                  or _opens_with_condition(sentence, self.conditions)):
                rejected[SUPPOSITION] += 1
            elif (fact := his_fact(sentence)) != "deed":
                rejected[DENIED if fact else NOT_HIS] += 1
            else:
                rank = (RELEVANCE * float(scores[i]) / best
                        + len(set(_CAPITAL.findall(sentence)) - known) + len(_NUMBER.findall(sentence))
                        + 2 * bool(re.search(r"\b(?:I|my)\b", sentence)) - len(sentence) / 200)
                offered.append(Quotation(start, end, sentence, round(rank, 2), self.when[i],
                                         round(float(scores[i]) / best, 3), len(words & said)))
        offered.sort(key=lambda q: -q.rank)
        rejected[BELOW_TOP] += max(0, len(offered) - TOP)
        self.given.update(q.start for q in offered[:TOP])
        return sorted(offered[:TOP], key=lambda q: q.start), rejected


def in_period(sentence: str, told: int | None, period: tuple[int, int]) -> bool:
    """Whether a sentence falls within a period (one year either side): a year it names does, else
    the narrative's time where it stands (`told`); one with neither is not placed out of it."""
    said = [int(y) for y in _YEAR.findall(sentence)] or ([told] if told is not None else [])
    return not said or any(period[0] - 1 <= y <= period[1] + 1 for y in said)


def told_years(sentences: list[str]) -> list[int | None]:
    """The narrative's time at each sentence: the story's years are the longest run of the years it
    names that never goes back (a look back to his grandfather's day, or ahead to the year he
    writes in, breaks the run and is left out); each sentence is at the last of them at or before
    it, those before the first at the first (None when it names no year)."""
    named = [(i, int(y)) for i, s in enumerate(sentences) for y in _YEAR.findall(s)]
    story = _never_back(named)
    out: list[int | None] = []
    at = 0
    now = story[0][1] if story else None
    for i in range(len(sentences)):
        while at < len(story) and story[at][0] <= i:
            now, at = story[at][1], at + 1
        out.append(now)
    return out


def _never_back(named: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of (place, year) whose years never decrease."""
    tails: list[int] = []  # tails[k]: index in `named` of the smallest last year of a run of k + 1
    back: list[int] = [-1] * len(named)
    for n, (_, year) in enumerate(named):
        k = bisect_right([named[t][1] for t in tails], year)
        back[n] = tails[k - 1] if k else -1
        tails[k:k + 1] = [n]
    run, n = [], tails[-1] if tails else -1
    while n >= 0:
        run.append(named[n])
        n = back[n]
    return run[::-1]


_FIRST_PERSON = re.compile(r"\b(?:I|my|me|myself)\b")
_NOTE = re.compile(r"(?:\A|\n[ \t]*\n)([ \t]*\[\d+\][^\n]*(?:\n(?![ \t]*\n)[^\n]*)*)")


def editor_notes(text: str) -> list[tuple[int, int]]:
    """The spans of the paragraphs that open with a note mark ("[7] January 17, new style …") and
    never say I, my or me: an editor's footnote set among the narrator's paragraphs, not his words
    (a note of his own, "[1] This is the same man who gave me the roots", stays his)."""
    return [m.span(1) for m in _NOTE.finditer(text) if not _FIRST_PERSON.search(m.group(1))]


def _opens_with_condition(sentence: str, conditions: frozenset[str]) -> bool:
    first = re.match(r"\W*([A-Za-z]+)", sentence)
    return bool(first) and first.group(1).lower() in conditions
