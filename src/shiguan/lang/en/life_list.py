"""A life told as a list after "became": "So I became a clerk in Dover; next, a bookkeeper; next, a
partner, in Salem; …". Each item after a semicolon that opens with "next", "then", "afterwards",
"later" or "finally" and holds only a noun phrase ("a bookkeeper") is another thing he became, of
the same subject as the first. The small model parses such a list badly (an item as a subject,
an apposition, a stray "dep"), so the list is read from its punctuation and words, and the parse
only vetoes: an item with a verb or a pronoun of its own ("and, finally, I became …") is a clause
of its own, and ends the list, as does the first item that does not open so; and a conjunction or
a new subject after the first item ("I became a clerk, and Henry Ward a porter; next, …") makes
the list another man's.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

from ...models import Span
from .facts import FactRules, Read
from .verbs import form

_BECAME = frozenset({"became", "become"})
_ITEM = re.compile(r"\s*(?:and\s*,?\s*)?(?:next|then|afterwards?|later|finally)\s*,?\s+(?:an?|the)\s+(\S[^;]*?)"
                   r"[\s,.]*$", re.I)
_MOST_WORDS = 8  # an item is a noun phrase, not a sentence
_CLAUSE_TAGS = ("VB", "MD", "PRP")  # a verb or a pronoun: a clause of its own
_NO_CALLING = frozenset({"PERSON", "DATE", "TIME", "MONEY", "QUANTITY", "PERCENT", "CARDINAL"})


def and_listed(reads: list[Read], offset: int, rules: FactRules) -> list[Read]:
    """A sentence's reads, each followed by the items of a list that goes on after it."""
    return [x for r in reads for x in (r, *listed_after(r, offset, rules))]


def listed_after(read: Read, offset: int, rules: FactRules) -> Iterator[Read]:
    """The items of the list that goes on after what `read` says its subject became, each a position
    of that subject (the paragraph was parsed at document offset `offset`)."""
    if read.relation != "position" or read.value is None or form(read.trigger) not in _BECAME:
        return
    doc, sent = read.trigger.doc, read.trigger.sent
    at, end = read.value.end - offset, sent.end_char
    first = doc.text.find(";", at, end)
    if first < 0 or _clause(doc, at, first) or _gapped(doc, at, first):
        return  # no list, or another clause before it
    start = first + 1
    while start < end:
        stop = doc.text.find(";", start, end)
        stop = end if stop < 0 else stop
        m = _ITEM.match(doc.text, start, stop)
        if m is None or _clause(doc, start, stop) or len(m[1].split()) > _MOST_WORDS or \
                not _a_calling(doc, m.start(1), m.end(1), rules):
            return
        yield replace(read, value=Span(offset + m.start(1), offset + m.end(1)))
        start = stop + 1


def _clause(doc: Any, start: int, end: int) -> bool:
    """Whether the characters [start, end) of the parsed paragraph hold a verb or a pronoun."""
    return any(t.tag_.startswith(_CLAUSE_TAGS) for t in doc if start <= t.idx < end)


def _gapped(doc: Any, start: int, end: int) -> bool:
    """Whether the characters [start, end) after the first item hold a conjunction or a noun under
    no preposition: another subject with his verb left out ("I became a clerk, and Henry Ward a
    porter; next, …"), whose list it then is."""
    return any(t.tag_ == "CC" or t.tag_.startswith("NN") and _head_noun(t).dep_ != "pobj"
               for t in doc if start <= t.idx < end)


def _head_noun(noun: Any) -> Any:
    """The noun that a noun (a name's first word, a compound's) is part of."""
    while noun.dep_ in ("compound", "flat", "nmod") and noun.head is not noun:
        noun = noun.head
    return noun


def _a_calling(doc: Any, start: int, end: int, rules: FactRules) -> bool:
    """Whether an item may be a calling: no kinsman (next, a father), person, time, amount or task
    in its noun phrase before its preposition (the place it was in may be tagged a person: in Kent),
    and no noun after it under no preposition: a name set beside it ("then, the manager, Tom Hale")
    makes the item that man, not a post ("a gold miner, in California" is one)."""
    words = [t for t in doc if start <= t.idx < end]
    cut = next((i for i, t in enumerate(words) if t.tag_ == "IN" or t.is_punct), len(words))
    head, rest = words[:cut], words[cut:]
    return bool(head) and not any(t.ent_type_ in _NO_CALLING or t.lower_ in rules.kin_relation
                                  or t.lower_ in rules.not_offices for t in head) \
        and not (rest and _gapped(doc, rest[0].idx, end))
