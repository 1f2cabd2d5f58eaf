"""The parse of a claim or an evidence sentence, cached: the verify rules ask it again and again."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..nlp import load

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .sentences import Sentence


@lru_cache(maxsize=256)
def parse(text: str) -> Doc:
    return load()(text)


def token_at(sentence: Sentence, k: int) -> Token | None:
    """The parse's token that word `k` of the sentence starts in."""
    at = sentence.words[k].start - sentence.start
    return next((t for t in parse(sentence.text) if t.idx <= at < t.idx + len(t.text)), None)
