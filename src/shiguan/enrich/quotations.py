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
TOP = 10
SAID = 0.5  # a sentence whose words the section holds beyond this share is already said
MIN_WORDS = 6
RELEVANCE = 4  # the sentence's BM25 score for the section, as a share of the section's best
ANCHOR_FLOOR = 0.5  # an anchor scores at least this share of the section's best
ALREADY_SAID, SUPPOSITION, TOO_SHORT, BELOW_TOP, EARLIER = (
    "already said in the section", "a supposition (if, unless …)", "too short to say anything",
    "ranked below the first TOP", "offered to an earlier section")
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

    def offer(self, section: Section) -> tuple[list[Quotation], Counter[str]]:
        """The first TOP quotations for the section, and the rejected counted by reason."""
        rejected: Counter[str] = Counter()
        if self.index is None:
            return [], rejected
        body = " ".join(section.body.split())
        scores = self.index.scores(f"{section.title} {body}"[:3000])
        best = float(scores.max()) if len(scores) else 0.0
        anchors = [self.spans[i][0] for i in np.argsort(-scores)[:ANCHORS] if scores[i] > ANCHOR_FLOOR * best > 0]
        said, known = set(terms(body)), set(_CAPITAL.findall(body))
        offered = []
        years = [int(y) for y in _YEAR.findall(body)]
        late = bool(years) and self.last_year is not None and min(years) > self.last_year
        for i, ((start, end), sentence) in enumerate(zip(self.spans, self.flat)):
            if not any(abs(start - a) <= RADIUS for a in anchors):
                continue
            words = set(terms(sentence))
            if late:
                rejected[AFTER] += 1
            elif start in self.given:
                rejected[EARLIER] += 1
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
                offered.append(Quotation(start, end, sentence, round(rank, 2)))
        offered.sort(key=lambda q: -q.rank)
        rejected[BELOW_TOP] += max(0, len(offered) - TOP)
        self.given.update(q.start for q in offered[:TOP])
        return sorted(offered[:TOP], key=lambda q: q.start), rejected


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
