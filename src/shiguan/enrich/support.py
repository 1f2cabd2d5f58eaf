"""How much of a summary sentence its cited evidence holds, by content words.

A summary may only restate its evidence; a sentence whose content words are mostly absent from
the quotes it cites has added something (a date, a name) that nothing verified. English stop
words come from scikit-learn, already a dependency for the embedder.
"""

from __future__ import annotations

import re

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

_WORD = re.compile(r"[A-Za-z]{3,}|\d+|[\u3400-\u9fff]")


def content_words(text: str) -> set[str]:
    """Words of three letters or more, numbers and single Han characters, stop words removed."""
    return {w.lower() for w in _WORD.findall(text)} - ENGLISH_STOP_WORDS


def support(sentence: str, evidence: list[str]) -> float:
    """Share of the sentence's content words that stand in its evidence (1.0 for none)."""
    words = content_words(sentence)
    if not words:
        return 1.0
    return len(words & content_words(" ".join(evidence))) / len(words)
