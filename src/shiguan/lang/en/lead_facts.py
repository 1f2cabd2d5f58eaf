"""Facts an article's opening gives of its subject that no pattern reads: his life's dates in
the brackets after his name (lead.py), and what he was, said of him in the first sentence
that has him as its subject.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...models import SELF, Fact, Span, Subject
from .lead import life_dates
from .parsed import Parsed, root_subject
from .people import (
    NAME,
    People,
)

_LEAD_WITHIN = 3000  # characters from the start of the text in which an article opens


def lead_dates(text: str, people: People, subject: str, sentences: list[Span]) -> list[tuple[str, Fact]]:
    """His birth and death dates in the brackets after his full name where the article opens
    (lead.py), each cited by that sentence."""
    opening = (m for m in people.mentions if m.person == subject and m.basis == NAME and " " in
               text[m.span.start:m.span.end].strip() and m.span.start < _LEAD_WITHIN)
    for mention in sorted(opening, key=lambda m: m.span.start):
        dates = life_dates(text, mention.span.end)
        if not dates:
            continue
        sentence = next((s for s in sentences if s.start <= mention.span.start < s.end), mention.span)
        who = Subject(SELF, subject, NAME, mention.span, note="the dates in brackets after the name, where the "
                                                               "article opens")
        return [(subject, Fact(relation, d.text, Span(d.start, d.end), sentence, "en:lead-dates", when=d.text,
                               when_span=Span(d.start, d.end), year=d.year, detail=_LEAD_VERBS[relation],
                               subject=who)) for relation, d in dates]
    return []


_LEAD_VERBS = {"birth": "born", "death": "died"}
_LEAD_CALLING = "what the article says its subject was, where it opens"


def lead_calling(parsed: Sequence[Parsed], people: People, subject: str, kin: frozenset[str],
                  ) -> list[tuple[str, Fact]]:
    """What an article says its subject was in the first sentence that has him as its subject,
    when that sentence says so ("… was an American chemist and educator"): his calling, kept as
    a position he held ("was"). Only there: "X was a Y" later tells of a moment, not of his life."""
    for p in parsed:
        if p.offset >= _LEAD_WITHIN:
            break
        for sent in p.doc.sents:
            mention = root_subject(p, sent, people)
            if mention is None or mention.person != subject:
                continue
            attr = next((c for c in sent.root.children if c.dep_ == "attr" and c.pos_ == "NOUN"), None)
            if sent.root.lower_ not in ("was", "is") or attr is None or attr.lower_ in kin:
                return []  # "was the second son of John Fenwick": a kinsman, no calling
            end = attr.doc[max([attr.i, *(c.i for c in attr.conjuncts)])]
            said = p.doc.text[attr.left_edge.idx:end.idx + len(end)]
            value = Span(p.offset + attr.left_edge.idx, p.offset + end.idx + len(end))
            who = Subject(SELF, subject, NAME, mention.span, note=_LEAD_CALLING)
            return [(subject, Fact("position", " ".join(said.split()), value,
                                   Span(p.offset + sent.start_char, p.offset + sent.end_char), "en:lead-calling",
                                   detail=sent.root.text.lower(), subject=who))]
    return []
