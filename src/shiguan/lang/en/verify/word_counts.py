"""Whether a sentence gives the counts a claim's words give. A number no atom holds (a length of
time or an age, "for seven years", "at twelve years of age", which the entity reader calls a date
and leaves to the claim's words) is what the claim says, and a share of its other words does not
say it: "I fasted and prayed for five years" is no "he fasted and prayed for seven years"."""

from __future__ import annotations

from collections.abc import Iterable

from ..dates import count_value
from .sentences import Sentence, Word, words

_LONGEST = 4  # words of one number ("one hundred and five")


def word_counts(claim: str, atoms: Iterable[tuple[int, int]]) -> list[int]:
    """The counts of two or more the claim writes outside its atoms' (start, end) spans."""
    spans = list(atoms)
    ws = [w for w in words(claim) if not any(s <= w.start < e for s, e in spans)]
    found, i = [], 0
    while i < len(ws):
        value, i = _count_at(ws, i, claim, 0)
        if value is not None and value > 1:
            found.append(value)
    return found


def counted(values: Iterable[int], sentence: Sentence) -> bool:
    """Whether each of the claim's counts stands in the sentence, in words or digits."""
    ws = list(sentence.words)
    held, i = set(), 0
    while i < len(ws):
        value, i = _count_at(ws, i, sentence.evidence.text, sentence.evidence.start)
        held.add(value)
    return all(v in held for v in values)


def _count_at(ws: list[Word], i: int, text: str, offset: int) -> tuple[int | None, int]:
    """The longest count from word `i` on (not ending on "and"), and the index after it."""
    best, after = None, i + 1
    for j in range(i, min(i + _LONGEST, len(ws))):
        value = count_value(text[ws[i].start - offset:ws[j].end - offset])
        if value is None:
            break
        if ws[j].norm != "and":
            best, after = value, j + 1
    return best, after
