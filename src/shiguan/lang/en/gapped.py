"""A deed of two told once, its verb left out the second time: "my sister was apprenticed to a
dressmaker and I to a milliner", "my brother was sent to Yale, and I to Harvard". The first subject's
fact is read by its pattern; the "I" (or "we") set after "and" with the same preposition and a noun
of its own did the same to that noun. The small model hangs the gapped "I" on the preposition, the
preposition on the "I", or the "I" on the first noun and the second preposition on the verb: each
shape is read, and only after "and", so that the first value stays the first subject's alone (the
milliner is hers, the dressmaker her sister's). A value after a gapped subject who is not "I" (I was
apprenticed to a tailor and my brother to a cooper) is that man's, and left out.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ...models import Span
from .facts import FactRules, Read, fits
from .phrases import before_clause, phrase, whole_words

_GAPPED = frozenset({"i", "we"})


def and_gapped(reads: list[Read], offset: int, rules: FactRules) -> list[Read]:
    """A sentence's reads, each followed by the gapped deed of the same kind after it, if any; a read
    whose value follows a gapped subject is that subject's: the narrator's "I", or nobody's here."""
    out = []
    for r in reads:
        value = _by_preposition(r, offset)
        before = value.doc[value.head.i - 1] if value is not None else None
        if before is None or not (before.dep_ == "conj" and before.head.dep_ == "pobj" and before.head.i < before.i
                                  and before.head.head.lower_ == value.head.lower_
                                  and _by_preposition_of(before.head, r.trigger)):
            out += [r, *gapped_after(r, offset, rules)]
        elif before.lower_ in _GAPPED:
            out.append(replace(r, subject=before))
    return out


def _by_preposition(read: Read, offset: int) -> Any | None:
    """The noun `read` found as its value under a preposition of its trigger, if it did."""
    if read.value is None:
        return None
    return next((t for t in read.trigger.subtree if read.value.start <= offset + t.idx < read.value.end
                 and t.dep_ == "pobj" and _by_preposition_of(t, read.trigger)), None)


def _by_preposition_of(noun: Any, trigger: Any) -> bool:
    return noun.head.dep_ == "prep" and noun.head.head.i == trigger.i


def gapped_after(read: Read, offset: int, rules: FactRules) -> Iterator[Read]:
    """The read of the gapped "and I to …" after the value `read` found by a preposition (the paragraph
    was parsed at document offset `offset`), of the pronoun as subject."""
    value = _by_preposition(read, offset)
    if value is None or read.subject is None or read.subject.lower_ in _GAPPED:
        return
    for who in read.trigger.sent:
        if who.i <= value.i or who.lower_ not in _GAPPED or who.i == 0 or who.doc[who.i - 1].lower_ != "and":
            continue
        prep = next((p for p in (who.head, *who.children) if p.dep_ in ("prep", "conj")
                     and p.lower_ == value.head.lower_ and p.i == who.i + 1), None)
        noun = next((c for c in prep.children if c.dep_ == "pobj"), None) if prep is not None else None
        if noun is None:
            return
        start, end = before_clause(noun, *whole_words(noun.doc, *phrase(noun, rules.titles), rules.titles))
        if fits(read.pattern, rules, noun, start, end) and _ends_sentence(noun.doc, end):
            doc = noun.doc
            span = Span(offset + doc[start].idx, offset + doc[end - 1].idx + len(doc[end - 1]))
            yield replace(read, value=span, subject=who)
        return


def _ends_sentence(doc: Any, end: int) -> bool:
    """Whether the gapped noun ends its sentence (or clause at a semicolon): "and I to Harvard, had my
    father lived" or "…, though neither of us went" is no deed of his."""
    return end >= len(doc) or doc[end].text in (".", ";", "!") or doc[end].is_sent_start
