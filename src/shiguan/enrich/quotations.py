"""Enrichment without a model: for each section, cited quotations of the narrator's own sentences
that the section does not already say, for an editor to accept (REVERSUM's stages by rules).

Passage similarity finds what a section already says (docs/article-design.md §7), so the
candidates come from the **narrative around the section's anchors**: the narrator's sentences
(lang/en/voice.py: not an editor's preface, a letter or a biographical note) within RADIUS
characters of the ANCHORS sentences BM25 ranks best for the section (each scoring at least half
the best). A sentence is offered once in an article, unless it is already said (most of its
words are the section's), a supposition (its sentence opens with if, unless …: the enricher's
own test) or too short to say anything; each rejected one is counted by its reason. The offered
are ranked by what a section lacks on its surface (names it does not hold, numbers and years,
the narrator speaking as "I"), the first TOP kept.
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
from .narrative import Narrative, _unasserted

ANCHORS = 5
RADIUS = 2000
TOP = 10
SAID = 0.5  # a sentence whose words the section holds beyond this share is already said
MIN_WORDS = 6
ANCHOR_FLOOR = 0.5  # an anchor scores at least this share of the section's best
ALREADY_SAID, SUPPOSITION, TOO_SHORT, BELOW_TOP, EARLIER = (
    "already said in the section", "a supposition (if, unless …)", "too short to say anything",
    "ranked below the first TOP", "offered to an earlier section")
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
        self.spans = [(s + a, e + a) for a, b in voiced for s, e in sentence_spans(text[a:b])]
        self.flat = [" ".join(text[s:e].split()) for s, e in self.spans]
        self.index = BM25(self.flat, terms) if self.flat else None
        self.sentences = sentence_spans(text)  # the whole text's, for a supposition's opening word
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
        for (start, end), sentence in zip(self.spans, self.flat):
            if not any(abs(start - a) <= RADIUS for a in anchors):
                continue
            words = set(terms(sentence))
            if start in self.given:
                rejected[EARLIER] += 1
            elif len(sentence.split()) < MIN_WORDS or not words:
                rejected[TOO_SHORT] += 1
            elif len(words & said) / len(words) > SAID:
                rejected[ALREADY_SAID] += 1
            elif (_unasserted(self.text, start, self.conditions, self.sentences)
                  or _opens_with_condition(sentence, self.conditions)):
                rejected[SUPPOSITION] += 1
            else:
                rank = (2 * len(set(_CAPITAL.findall(sentence)) - known) + len(_NUMBER.findall(sentence))
                        + 2 * bool(re.search(r"\b(?:I|my)\b", sentence)) - len(sentence) / 200)
                offered.append(Quotation(start, end, sentence, round(rank, 2)))
        offered.sort(key=lambda q: -q.rank)
        rejected[BELOW_TOP] += max(0, len(offered) - TOP)
        self.given.update(q.start for q in offered[:TOP])
        return sorted(offered[:TOP], key=lambda q: q.start), rejected


def _opens_with_condition(sentence: str, conditions: frozenset[str]) -> bool:
    first = re.match(r"\W*([A-Za-z]+)", sentence)
    return bool(first) and first.group(1).lower() in conditions
