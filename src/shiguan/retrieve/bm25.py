"""BM25 over a fixed list of texts, with terms for both languages of a corpus.

Classical Chinese has no spaces and no word segmenter worth trusting, so its terms are the
character unigrams and bigrams of each run of text (in simplified form); English terms are
stemmed words (`corpus.terms`). Each run of a text is read its own way, so one index serves a
mixed corpus, and a Chinese text keeps the terms it always had (the same on every line of the
bench corpus); only a run of marks with no letter in it is now left out.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

import numpy as np
from sklearn.feature_extraction.text import CountVectorizer

from ..corpus.normalize import to_simplified
from ..corpus.terms import terms as english_terms

_NOT_TEXT = re.compile(r"[\s，。；：、！？（）()「」『』“”‘’《》〈〉,.;:!?\"']+")
_LATIN = re.compile(r"[0-9a-z\u00c0-\u024f]+")  # what corpus.terms reads, once lower-cased
K1, B = 1.2, 0.75

Analyzer = Callable[[str], list[str]]


def terms(text: str) -> list[str]:
    """Character unigrams and bigrams of the text's runs (in simplified form), then the words of
    its runs of Latin letters and digits, stemmed."""
    grams, words = _terms(text)
    return grams + words


def key_terms(text: str) -> list[str]:
    """The terms that carry a query's meaning: its bigrams and its words (a single Han character
    says little), or all its terms when it has none of those (a one-character query)."""
    grams, words = _terms(text)
    return [g for g in grams if len(g) == 2] + words or grams


def is_english(text: str) -> bool:
    """Whether the text is English: it has more words (stop words aside) than Han characters, so
    that a Greek word in an English page leaves it English and an English name in a Chinese
    query leaves it Chinese."""
    grams, words = _terms(text)
    return len(words) > sum(len(g) == 1 for g in grams)


def _terms(text: str) -> tuple[list[str], list[str]]:
    """A run (between spaces and punctuation) is English when its letters are all Latin; a run
    with other letters, a Han one with a stray Latin letter too, is read as it always was; a run
    of marks alone (an English dash, a lacuna's squares) says nothing."""
    grams: list[str] = []
    latin: list[str] = []
    for run in _NOT_TEXT.split(to_simplified(text).lower()):
        if _LATIN.search(run) and not any(c.isalnum() for c in _LATIN.sub("", run)):
            latin.append(run)
        elif any(c.isalnum() for c in run):
            grams += list(run) + [run[i:i + 2] for i in range(len(run) - 1)]
    return grams, english_terms(" ".join(latin))


class BM25:
    """Okapi BM25 (k1 = 1.2, b = 0.75, idf never negative) of each text for a query. Built in
    memory once per run: a few seconds for the 1.7 M characters of the Chinese bench corpus."""

    def __init__(self, texts: Sequence[str], analyzer: Analyzer = terms):
        self.analyzer = analyzer
        self.size = len(texts)
        self.vectorizer = CountVectorizer(analyzer=analyzer, min_df=1)
        try:
            self.counts = self.vectorizer.fit_transform(texts).tocsc()
        except ValueError:  # no text, or none with a term (Chinese texts read for words only)
            self.counts = None
            return
        lengths = np.asarray(self.counts.sum(axis=1)).ravel()
        self.norm = K1 * (1 - B + B * lengths / max(lengths.mean(), 1.0))
        df = np.diff(self.counts.indptr)
        self.idf = np.log(1 + (len(texts) - df + 0.5) / (df + 0.5))

    def scores(self, query: str) -> np.ndarray:
        """BM25 of every text for the query, in the order given (0 for a text sharing no term)."""
        scores = np.zeros(self.size)
        if self.counts is None:
            return scores
        vocabulary = self.vectorizer.vocabulary_
        for term in set(self.analyzer(query)):
            col = vocabulary.get(term)
            if col is None:
                continue
            start, end = self.counts.indptr[col], self.counts.indptr[col + 1]
            rows, tf = self.counts.indices[start:end], self.counts.data[start:end]
            scores[rows] += self.idf[col] * tf * (K1 + 1) / (tf + self.norm[rows])
        return scores
