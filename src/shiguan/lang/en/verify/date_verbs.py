"""Which verb a date hangs from in its sentence's parse (atom_match.py): a claim's date is its
predicate's where the parse hangs it there, or on no other verb standing between them, and not
where the predicate has a date of its own."""

from __future__ import annotations

from .parsed import token_at
from .sentences import Sentence, Word


def value_verb(sentence: Sentence, last: int) -> int | None:
    """The word index of the verb a date (or another value) ending at word `last` hangs from in the
    parse (None when none)."""
    ws = sentence.words
    token = token_at(sentence, last)
    while token is not None and token.pos_ != "VERB" and token.head.i != token.i:
        token = token.head
    if token is None or token.pos_ != "VERB":
        return None
    return next((i for i, w in enumerate(ws) if w.start - sentence.start == token.idx), None)


def another_verb_between(sentence: Sentence, p: int, first: int, last: int) -> bool:
    """Whether the date (words `first`..`last`) after the predicate word `p` hangs, in the parse, from
    another verb standing between them: "kidnapped and sold into Slavery, where I remained, until
    happily rescued in the month of January, 1853" dates the rescue, not the kidnapping. A date the
    parse hangs on a verb before the predicate ("Minerva, …, where I was born, in the month of July,
    1808": the model's "removed") is left to the predicate nearest it."""
    verb = value_verb(sentence, last)
    return verb is not None and p < verb < first


def dated_otherwise(sentence: Sentence, p: int, first: int, last: int) -> bool:
    """Whether the predicate word `p` has a date of its own in the parse, and the date at `first`..`last`
    is not one: "In May, 1864, I went home invalided, was compelled to resign in October": May is the
    going home's, not the resignation's, which says its own month."""
    others = [own for d in sentence.dates if (own := covering(sentence.words, d.start, d.end)) != (first, last)]
    return value_verb(sentence, last) != p and any(value_verb(sentence, own[1]) == p for own in others)


def covering(ws: tuple[Word, ...], start: int, end: int) -> tuple[int, int]:
    """The first and last word holding the characters `start`..`end` ((0, 0) when none)."""
    inside = [i for i, w in enumerate(ws) if w.start < end and start < w.end]
    return (inside[0], inside[-1]) if inside else (0, 0)
