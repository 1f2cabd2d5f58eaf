"""Content words: what a sentence says, without its function words.

Shared by the claim Verifier (a claim with no dates or names is compared with its evidence by
these) and by enrichment's support threshold. English stop words come from scikit-learn, already
a dependency for the embedder; it is imported when first needed, not with this module (it takes
1.5 s to import, and the CLI starts without it).
"""

from __future__ import annotations

import re
from functools import cache

_WORD = re.compile(r"[A-Za-z]{3,}|\d+|[\u3400-\u9fff]")


@cache
def _stop_words() -> frozenset[str]:
    from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

    return ENGLISH_STOP_WORDS


def content_words(text: str) -> set[str]:
    """Words of three letters or more, numbers and single Han characters, stop words removed."""
    return {w.lower() for w in _WORD.findall(text)} - _stop_words()
