"""The parses the verify rules ask again and again, each cached once: a claim is read for each of
its facts, an evidence sentence for each clause it is asked about."""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..nlp import load
from ..parsed import for_parser

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .sentences import Sentence

SUBJECTS = frozenset({"nsubj", "nsubjpass"})  # a clause's subject, active or passive


@lru_cache(maxsize=256)
def parse(text: str) -> Doc:
    """The text parsed as written."""
    return load()(text)


@lru_cache(maxsize=256)
def parse_as_read(text: str) -> Doc:
    """The text parsed as the reader parses it (for_parser): whose clause a name is, as ingest decided."""
    return load()(for_parser(text))


def token_at(sentence: Sentence, k: int) -> Token | None:
    """The parse's token that word `k` of the sentence starts in."""
    at = sentence.words[k].start - sentence.start
    return next((t for t in parse(sentence.text) if t.idx <= at < t.idx + len(t.text)), None)
