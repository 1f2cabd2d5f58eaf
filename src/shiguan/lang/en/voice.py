"""Where in a book the narrator speaks: the spans whose "I" is his.

An autobiography is seldom his words alone: a preface or an introduction by an editor, a letter
from a friend, a reply to one of his letters, a supplementary account by someone else. Their "I"
is not his, and a fact told there in the first person is another man's. So the narrator's voice
is read from the headings, by their shape: it begins at the first chapter heading (when the book
has chapters), and a heading that announces someone else's text (preface, introduction,
foreword, editor, supplementary, reply, notes, "by X", "letter from X" with X not the narrator)
silences it up to the next heading; under a part heading of that kind (III. SUPPLEMENTARY
ACCOUNT …) up to the next part heading. THE END ends it. In a book of his letters, a letter's
heading ("TO MR. GEORGE R. KREHL", over its place and date) starts his voice again after a reply
("WHITTIER'S REPLY"), unless it is addressed to him: a letter to him is another's.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Sequence

_HEADING_LINE = re.compile(r"(?m)^[ \t]*(?P<h>\S[^\n]{0,78})[ \t]*$")
CHAPTER_HEADING = re.compile(r"^(?:chapter|book)\s+(?:[ivxlc]+|\d+|[a-z]+)\b|^[ivxlc]+\.?$|^\d+\.?$", re.I)
_PART = re.compile(r"^part\s+\S+|^[IVXLC]+[.:]\s+\S", re.I)
_OTHERS = re.compile(r"\b(?:preface|introduction|introductory|foreword|editor|editors|editorial|supplementary|"
                     r"reply|notes|bibliography|index|publisher|publishers|transcriber|translator)\b|'s reply", re.I)
_THE_END = re.compile(r"^(?:the\s+end|finis)\.?$", re.I)
_BY = re.compile(r"\b(?:by|from)\s+(?P<who>(?:[A-Z][A-Za-z.'’]*\s*){1,5})")
_LETTER_TO = re.compile(r"^TO\s+(?P<who>[A-Z][^a-z]*)$")  # a letter's heading, over its place and date


def _is_heading(text: str, start: int, end: int) -> bool:
    """A short line standing alone between blank lines, without a sentence's end, in capitals or
    opening with Chapter/Part."""
    line = text[start:end].strip()
    before = text[max(0, start - 2):start]
    after = text[end:end + 2]
    opens = start == 0 or before.endswith("\n\n") or before == "\n"
    alone = opens and (after.startswith("\n\n") or not after)
    letters = [c for c in line if c.isalpha()]
    shouted = bool(letters) and sum(c.isupper() for c in letters) >= 0.8 * len(letters)
    chaptered = bool(CHAPTER_HEADING.match(line) or _PART.match(line))
    letter = opens and bool(_LETTER_TO.match(line))
    return (alone or letter) and not re.search(r"[,;:!?\"”]$", line) and (shouted or chaptered)


def _someone_else(heading: str, narrator: str) -> bool:
    """A heading that announces a text by someone other than the narrator ("Preface by the Editor",
    "Letter from Wendell Phillips", "Supplementary Account of …", a letter to him); "by" the
    narrator is his."""
    if m := _LETTER_TO.match(heading):  # to him by his first and last names (to Mrs. Kate Adams Keller: his mother)
        words, name = m["who"].lower().replace(".", " ").split(), narrator.lower().split()
        return bool(name) and name[0] in words and name[-1] in words
    m = _BY.search(heading)
    if m:
        return not _names(m["who"], narrator)
    return bool(_OTHERS.search(heading))


def _names(words: str, narrator: str) -> bool:
    """Whether these words name the narrator (his surname, in any case)."""
    surname = narrator.split()[-1].lower() if narrator else ""
    return bool(surname) and surname in words.lower()


def narrator_spans(text: str, body: Sequence[tuple[int, int]], narrator: str) -> list[tuple[int, int]]:
    """The parts of the body where the narrator speaks (see the module's docstring). Headings are
    read in the whole text, since the body may begin just after one (CHAPTER I)."""
    headings = [(m.start(), m["h"].strip()) for m in _HEADING_LINE.finditer(text)
                if _is_heading(text, m.start(), m.end())]
    first_chapter = next((at for at, h in headings if CHAPTER_HEADING.match(h) or _PART.match(h)), None)
    speaking = first_chapter is None
    part_silent = False
    voiced: list[tuple[int, int]] = []
    at_ = 0
    for at, h in headings:
        if speaking and at > at_:
            voiced.append((at_, at))
        if _THE_END.match(h):  # what follows the end (notes, a bibliography, transcriptions) is not his
            return _within(voiced, body)
        other = _someone_else(h, narrator)
        if _PART.match(h):
            part_silent = other
        speaking = not (part_silent or other) and (first_chapter is None or at >= first_chapter)
        at_ = at
    if speaking:
        voiced.append((at_, len(text)))
    return _within(voiced, body)


def _within(spans: list[tuple[int, int]], body: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    return [(max(s, bs), min(e, be)) for s, e in spans for bs, be in body if max(s, bs) < min(e, be)]


FIRST_PERSON_SHARE = 0.012  # "I", "me", "my" among the words of a first-person narrative (about 2-5 %)
WE_SINGULAR_SHARE = 0.005  # the least "I" of a memoir told as "we" by its author (his firm, his family)
_PERSONS = {**dict.fromkeys(("i", "me", "my", "myself"), "i"), **dict.fromkeys(("we", "us", "our", "ourselves"), "we"),
            **dict.fromkeys(("he", "him", "his", "himself", "she", "her", "hers", "herself"), "third")}


def first_person_told(pronouns: Iterable[str], words: int) -> tuple[bool, str]:
    """Whether a book is told in the first person by its author (`pronouns`: its pronouns outside
    quotations; `words`: how many words it has), and the shares that say so. Told as "I" (at least
    FIRST_PERSON_SHARE of its words); or told as "we" by a speaker who still says "I" (a memoir of
    the author and his firm, dictated or written with a collaborator: at least WE_SINGULAR_SHARE
    "I", "I" and "we" together FIRST_PERSON_SHARE, and more than its he and she), unlike a life told
    by a scribe, whose he or she of the subject outnumbers the editor's "we" and the quoted "I"."""
    counts = Counter(_PERSONS.get(w.lower(), "") for w in pronouns)
    i, we, third = (counts[k] / max(words, 1) for k in ("i", "we", "third"))
    shares = f"{i:.1%} I, {we:.1%} we, {third:.1%} he or she"
    return i >= FIRST_PERSON_SHARE or (i >= WE_SINGULAR_SHARE and i + we >= FIRST_PERSON_SHARE and i + we > third), \
        shares
