"""A document's paragraphs as spaCy parses them, each character in its place so that offsets hold,
and where a token, a paragraph's quotations and its headings and list items stand.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ...models import Span
from .dates import DateMention
from .people import (
    NAME,
    Mention,
    People,
)

_QUOTES = {'"': None, "“": True, "”": False}
# A double mark a printer set where an apostrophe belongs can neither open nor close a quotation:
# after a lowercase letter and before a contraction's ending (don"t, could"nt, we"ll), after "I"
# before its own (I"m, I"ll), or before the elided "em" (To meet "em): it leaves the paragraph's
# narration and quotations as they were, not flipped for the rest of it. A mark between other
# letters is a quotation set without its space (the captain said"I was born …), and a curly
# opening mark always opens one.
_STRAY_DOUBLE = re.compile(r'(?<=[a-z])["”](?=(?:nt|t|s|ll|re|ve|d|m)\b)|(?<=\bI)["”](?=(?:m|ll|ve|d)\b)'
                           r'|(?<![^\W\d_])["”](?=em\b)')
_FOOTNOTE = re.compile(r"\[\d{1,3}\]")
_PREFIX = re.compile(r"\b(?P<prefix>[Cc]o|[Rr]e)-(?P<verb>[a-z]+(?:ed|d))\b")  # co-founded, re-elected
# A name set in capitals where a sketch or an article opens (SAMUEL K. BRADDOCK, farmer, was born …;
# HELEN ADAMS KELLER (June 27, 1880 – …)): two to five words of capitals and initials before a
# comma, at the start of a paragraph that is a sentence, or before a bracket.
# A biographical dictionary's entry opens with the name inverted, the surname first, then dates in
# brackets (MERRIAM, JONAS HALE (Feb. 11, 1802 - Sept. 30, 1874), clergyman and educator, was born …).
_CAPITALS_NAME = re.compile(r"^[ \t]*[A-Z][A-Z'’.-]*(?:[ \t]+[A-Z][A-Z'’.-]*){1,4}(?=,[^\n]*[a-z]|[ \t]*\()"
                            r"|^[ \t]*[A-Z][A-Z'’-]+,[ \t]+[A-Z][A-Z'’.-]*(?:[ \t]+[A-Z][A-Z'’.-]*){0,3}(?=[ \t]*\()")
# A single hyphen set as a dash between a word and the pronoun, verb or conjunction that goes on
# after it, as older printers set one ("Isabella-was born", "named Thomas-she", "herself-but"):
# the small model reads "Isabella-was" as one word, and no name.
_HYPHEN_DASH = re.compile(r"(?<=[a-z])-(?=(?:was|were|she|he|but|who|whose|which|they|we|her|his|it|that|I)\b)")
# "'d" after a word of three letters or more that is no pronoun (I'd, we'd, they'd are would or had).
_OLD_PAST = re.compile(r"\b(?!(?:you|she|they|who|that|there|it)['’])([A-Za-z]{3,})['’]d\b")
# the older "'nt" (had'nt, did'nt, was'nt): a negation the parser and the Verifier know as "n't"
_OLD_NOT = re.compile(r"(?<=[a-z])(['’])nt\b")


def old_not(text: str) -> str:
    """The older "'nt" spelt "n't" (had'nt: hadn't, same length), a negation the parser knows."""
    return _OLD_NOT.sub(r"n\1t", text)


def for_parser(text: str) -> str:
    """A passage as the parser reads it, each character in its place so that offsets hold: a name
    in capitals opening it in title case (the small model tags no person in capitals), lines
    joined, the older "'d" spelt "ed" and "'nt" "n't" (form'd, publish'd, which the small model takes for nouns),
    the marks of italics and bold (_Mr. Douglass_, **Keller**) and footnote marks (Junto;[54])
    blanked, and a verb's co- or re- (co-founded, re-elected: the small model parses "co" as the
    verb) moved after it as spaces, the verb starting where the prefix did, and a hyphen set as a
    dash before the word that goes on after it ("Isabella-was born") a space, and a comma's dash
    (",--", which the tokenizer leaves inside the word before it) a comma and a dash."""
    text = _CAPITALS_NAME.sub(lambda m: m[0].title(), text, count=1)  # SAMUEL K. BRADDOCK: Samuel K. Braddock
    text = _OLD_PAST.sub(lambda m: m[1] + "ed", text.replace("\n", " "))
    text = old_not(text)
    text = _PREFIX.sub(lambda m: m["verb"] + " " * (len(m["prefix"]) + 1), text)  # the verb where "co-" stood
    text = _HYPHEN_DASH.sub(" ", text).replace(",--", ", —")  # Emilie,--I like: one token to the parser
    return _FOOTNOTE.sub(lambda m: " " * len(m[0]), text.replace("_", " ").replace("*", " "))


def as_written(text: str, at: int, word: str) -> str:
    """The trigger as the source writes it, with the co- or re- the parser did not see (co-founded)."""
    m = _PREFIX.match(text, at)
    return m[0] if m and m["verb"] == word else word


def quoted(text: str) -> list[bool]:
    """For each character of a paragraph, whether it stands inside a quotation: in double marks,
    or in single ones where a book sets its dialogue so ('Look at me! I'm the son of a wildcat!'):
    there the "I" is the speaker's, never the narrator's."""
    inside, out = False, []
    stray = {m.start() for m in _STRAY_DOUBLE.finditer(text)}
    for at, ch in enumerate(text):
        if ch in _QUOTES and at not in stray:
            opening = _QUOTES[ch]
            inside = (not inside) if opening is None else opening
        out.append(inside)
    for start, end in single_quotations(text):
        out[start:end] = [True] * (end - start)
    return out


# A single mark opens a quotation after a space or a bracket and before a capital ('Well, ...);
# it closes one after a stop or a comma (... lives!' / 'Well,' said he). An apostrophe is neither
# (the boys' ambition, 'em, o'clock, I'm), and an opening never closed in its paragraph is none
# ('Tis, 'Twas): the paragraph is read as narration, as before.
_SINGLE_OPEN = re.compile(r"(?:(?<=^)|(?<=[\s(\[\u2014-]))['\u2018](?=[A-Z])")
_SINGLE_CLOSE = re.compile(r"(?<=[.,!?;:\u2014-])['\u2019](?=[\s)\]\u2014-]|$)")


def single_quotations(text: str) -> list[tuple[int, int]]:
    """The spans of a paragraph's quotations in single marks, each from its closing mark back to
    the nearest opening before it: an opening left unclosed ('Twas, a quoted 'Union' word) is
    dropped, so it hides no narration after it."""
    marks = sorted([(m.start(), True) for m in _SINGLE_OPEN.finditer(text)]
                   + [(m.start(), False) for m in _SINGLE_CLOSE.finditer(text)])
    spans, opened = [], None
    for at, opening in marks:
        if opening:
            opened = at
        elif not opening and opened is not None:
            spans.append((opened, at + 1))
            opened = None
    return spans


@dataclass
class Parsed:
    offset: int
    doc: Any
    quoted: list[bool]
    dates: dict[int, list[DateMention]] = field(default_factory=dict)  # by sentence start: its dates


_LIST_ITEM = re.compile(r"\n(?=[ \t]*(?:[-*•]|\d{1,3}[.)])[ \t]+\S)")
HEADING = re.compile(r"^[ \t]*(?:(=+)[^=\n]+\1|#{1,6}[ \t]+[^\n]+)[ \t]*$", re.M)  # == Early life ==, ## Career


def list_items(text: str, paras: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Paragraphs with each item of a list, and each heading line, on its own: lines joined for the
    parser would run one item's last sentence into the next item (… posthumously. - The Frederick
    Douglass Memorial Bridge, …, was built in 1950 read as a position he held), or a heading into
    the sentence under it ("== Early life == Carver was born …")."""
    out = []
    for start, end in paras:
        headings = [at for m in HEADING.finditer(text, start, end) for at in (m.start(), m.end())]
        cuts = sorted({start, end, *headings, *(m.end() for m in _LIST_ITEM.finditer(text, start, end))})
        out += [(a, a + len(text[a:b].rstrip())) for a, b in zip(cuts, cuts[1:]) if text[a:b].strip()]
    return out


def token_span(p: Parsed, token: Any) -> Span:
    """Where a token of a parsed paragraph stands in the document."""
    return Span(p.offset + token.idx, p.offset + token.idx + len(token))


def root_subject(p: Parsed, sent: Any, people: People) -> Mention | None:
    """The name that is the subject of a sentence's main verb (Ashby was born …), if any."""
    subject = next((c for c in sent.root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    mention = people.at(token_span(p, subject)) if subject is not None else None
    return mention if mention is not None and mention.basis == NAME else None
