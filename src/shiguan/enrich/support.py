"""How much of a summary sentence its cited evidence holds, by content words.

A summary may only restate its evidence; a sentence whose content words are mostly absent from
the quotes it cites has added something (a date, a name) that nothing verified.
"""

from __future__ import annotations

from ..verify.words import content_words


def support(sentence: str, evidence: list[str]) -> float:
    """Share of the sentence's content words that stand in its evidence (1.0 for none)."""
    words = content_words(sentence)
    if not words:
        return 1.0
    return len(words & content_words(" ".join(evidence))) / len(words)
