"""What a memoir's title page says happened to its narrator, as facts of his, citing the title.

A nineteenth-century title page often tells the life in brief: "NARRATIVE OF SOLOMON NORTHUP, A
CITIZEN OF NEW-YORK, KIDNAPPED IN WASHINGTON CITY IN 1841, AND RESCUED IN 1853". It stands before
the body (front_matter.py leaves it out of the text read), so nothing could cite it. Here the
title that names the narrator is found before the body, set in the document's own casing of its
words (the small model parses capitals badly) on one line, parsed, and every past participle
that hangs on his name, on a noun set beside it ("a citizen of …") or on the title's noun (the
parse's choice: a narrative is not kidnapped), with only his own words between, and dates itself
in its own phrase is a deed of his, as the title page tells it; the title is then a passage of
his. Guards, as in the body: a participle the source negates or puts in a mood (mood.py through
`said_so`) is not read; one after another man or a kinsman the title names is not his (with an
account of his brother, John …, kidnapped), nor one after a noun beside his name that is of a
common noun (the widow of a soldier, killed …: the soldier's, maybe; a native of the county is
his own), nor one set right after the place he is of, unless a place cannot undergo it (a resident
of the city, besieged …: the city's; a native of the county, kidnapped …: his); an undated one is
not read,
since a title's "written by himself", "dictated", "edited" tell of the book; nor are the verbs
that make a book, dated or not ("published in 1853"). A producer's note, a table of contents or
an imprint is never the title: the title opens its own paragraph with "Narrative of", "Life
of" … and ends at its full stop, before any chapter heading (no stop, no title).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import Counter
from collections.abc import Sequence
from typing import Any

from ...corpus.front_matter import gutenberg_body
from ...corpus.passages import paragraphs
from ...models import SELF, Fact, Span, Subject
from .facts import FactRules, said_so
from .opening import TITLE_OF
from .parsed import for_parser
from .people import NAME
from .voice import CHAPTER_HEADING

METHOD = "en:title-page"
_MOST_CHARS = 700  # a title page's title is a few short lines
_LINE_CHARS = 100  # the longest line of one
_CAPITALS = re.compile(r"\b[A-Z][A-Z'’-]*\b")
_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]*")
_AUTHOR_LINE = re.compile(r"\s*(?:by|written|edited|dictated)\b", re.I)
_YEAR = re.compile(r"1[0-9]{3}|20[0-9]{2}")
_PROPER = frozenset({"NNP", "NNPS"})
_OF_A_PLACE = frozenset({"native", "citizen", "resident", "inhabitant"})  # of the county: a place, no one
# Participles a place cannot undergo: set right after "a native of the county", one is still his.
_DONE_TO_A_PERSON = frozenset({"kidnapped", "kidnaped", "enslaved", "born", "married", "baptized", "baptised",
                               "educated", "ordained", "elected", "appointed", "commissioned", "wounded",
                               "imprisoned", "convicted", "sentenced", "pardoned", "emancipated", "manumitted",
                               "enlisted", "apprenticed", "adopted", "orphaned", "widowed", "indicted", "arrested",
                               "exiled", "banished"})
# Verbs that make a book, not a life: a title's participle of these is the book's (published in 1853).
_OF_THE_BOOK = frozenset({"written", "dictated", "edited", "published", "printed", "compiled", "translated",
                          "revised", "illustrated", "entered", "copyrighted", "related", "told", "narrated",
                          "arranged", "prepared", "reprinted", "issued", "annotated", "corrected", "enlarged"})


def title_block(text: str, body: Sequence[tuple[int, int]], narrator: str) -> tuple[int, int] | None:
    """The span of the title that names `narrator` on the title page before the body (after a
    Project Gutenberg header): from the paragraph that opens with "Narrative of" (or "The Life
    of" …) through the one ending in a full stop, each of short lines; None when there is none."""
    if not body or not narrator:
        return None
    start, end = gutenberg_body(text)[0], body[0][0]
    paras = paragraphs(text, [(start, end)]) if end > start else []
    name = re.compile(r"\s+".join(re.escape(w) for w in narrator.split()), re.I)
    for m in TITLE_OF.finditer(text, start, end):
        first = next((i for i, (s, e) in enumerate(paras) if s <= m.start() < e), None)
        if first is None or text[paras[first][0]:m.start()].strip().lower() not in ("", "the", "a"):
            continue  # the title opens its paragraph (not a line of contents)
        block_end = None
        for s, e in paras[first:]:
            piece = text[s:e]
            if e - paras[first][0] > _MOST_CHARS or any(len(line.strip()) > _LINE_CHARS for line in piece.split("\n")):
                break
            if piece.rstrip().endswith(":") or _AUTHOR_LINE.match(piece) or CHAPTER_HEADING.match(piece.strip()):
                break  # an imprint (AUBURN:), By …, or the first chapter's heading (a title without its stop)
            block_end = e
            if piece.rstrip().endswith("."):
                break
        if block_end is not None and text[block_end - 1] == "." and name.search(text, paras[first][0], block_end):
            return paras[first][0], block_end
    return None


def title_page(text: str, body: Sequence[tuple[int, int]], narrator: str, nlp: Any,
               rules: FactRules) -> tuple[list[tuple[int, int]], list[tuple[str, Fact]]]:
    """The title that names the narrator, as a passage of his ([] when it tells nothing of him:
    a title alone is no answer, and search would find it for his name), and its facts."""
    block = title_block(text, body, narrator)
    told = title_facts(text, block, body, narrator, nlp, rules) if block else []
    return ([block] if block and told else []), told


def title_facts(text: str, block: tuple[int, int], body: Sequence[tuple[int, int]], narrator: str, nlp: Any,
                rules: FactRules) -> list[tuple[str, Fact]]:
    """The dated deeds the title `block` tells of `narrator`, each citing the whole title."""
    start, end = block
    pieces = [(m.start(), m.group()) for m in re.finditer(r"\S+", text[start:end])]
    at = [0]  # where each piece starts on the title's one line
    for _, piece in pieces[:-1]:
        at.append(at[-1] + len(piece) + 1)
    forms = _casings(text, body)
    line = _cased(" ".join(p for _, p in pieces), forms)
    doc = nlp(for_parser(line))

    def original(i: int) -> int:  # a character of the one line, in the document
        k = bisect_right(at, i) - 1
        return start + pieces[k][0] + (i - at[k])

    name = _name_tokens(doc, narrator)
    if not name:
        return []
    head = next(t for t in name if t.head not in name or t.head == t)
    # what is set beside his name says what he is (a citizen of …), unless it names another
    # (the son of John …, killed in 1812: the father's, maybe) or holds one (the widow of a
    # soldier, killed in 1838: the soldier's, maybe); a place it is of (of Ohio) is no one
    anchors = {head, *(c for c in head.children if c.dep_ == "appos" and c.lower_ not in rules.kin_relation
                       and not any(w.ent_type_ == "PERSON" for w in c.subtree) and not _of_another(c))}
    # the parse hangs a participle on the name, or on the title's noun (Narrative of X, …, kidnapped:
    # a book is not kidnapped), and joins the next by "and" to the first or to that noun ("…,
    # kidnapped in 1841, and rescued in 1853"); each is his when only what is set beside his name
    # and his participles before it stand between (not "with an account of his brother, John …,
    # kidnapped")
    beside = {w.i for a in anchors - {head} for w in a.subtree} | {t.i for t in name}
    book = head.head.head if head.head.lower_ == "of" else None
    said: list[Any] = []
    for t in doc[name[-1].i + 1:]:
        joined = t.dep_ == "acl" and t.head in (*anchors, book) or t.dep_ == "conj" and t.head in (book, *said)
        if t.tag_ != "VBN" or not joined or _the_places(t) or not all(
                w.i in beside or w.is_punct or w.is_space or w.dep_ == "cc" for w in doc[name[-1].i + 1:t.i]):
            continue
        said.append(t)
        beside |= {w.i for c in t.children if c.dep_ not in ("conj", "cc") for w in c.subtree} | {t.i}
    who = Subject(SELF, narrator, NAME, Span(original(name[0].idx), original(name[-1].idx + len(name[-1]))),
                  note=f"the title page names the narrator: «{' '.join(line.split()[:12])} …»")
    out = []
    for verb in dict.fromkeys(said):
        fact = _deed(verb, line, original, block, who, rules, forms)
        if fact is not None:
            out.append((narrator, fact))
    return out


def _deed(verb: Any, line: str, original: Any, block: tuple[int, int], who: Subject,
          rules: FactRules, forms: dict[str, Counter[str]]) -> Fact | None:
    """The participle's phrase up to its date, as a dated deed; None when it is undated or has two
    years, is the book's, or not asserted."""
    if verb.lower_ in _OF_THE_BOOK or not said_so(verb, rules):
        return None
    own = sorted([verb, *(w for c in verb.children if c.dep_ not in ("conj", "cc") for w in c.subtree)],
                 key=lambda t: t.i)
    years = [t for t in own if t.ent_type_ == "DATE" and _YEAR.fullmatch(t.text)]
    if len(years) != 1:
        return None  # undated, or a span (held from 1838 to 1845) that is no year of a deed
    date = years[0]
    before = [t for t in own if t.i < date.i and not t.is_punct]
    if before and before[-1].dep_ == "prep" and date.head == before[-1]:
        before.pop()  # "in" 1841
    last = before[-1]
    value = Span(original(verb.idx), original(last.idx + len(last)))
    when = Span(original(date.idx), original(date.idx + len(date)))
    words = _unproper(verb.doc[verb.i:last.i + 1], line[verb.idx:last.idx + len(last)], forms)
    return Fact("deed", words, value, Span(*block), METHOD, when=date.text,
                when_span=when, year=int(date.text), detail=verb.lower_, subject=who)


def _the_places(verb: Any) -> bool:
    """Whether a participle set right after what a noun beside his name is "of" may be the place's
    (a resident of the city, besieged in 1781; a native of the town, burned …): it is, unless it
    is done only to a person (a native of the county, kidnapped in 1838)."""
    before = next((w for w in reversed(verb.doc[:verb.i]) if not (w.is_punct or w.is_space)), None)
    return (before is not None and before.dep_ == "pobj" and before.head.lower_ == "of"
            and verb.lower_ not in _DONE_TO_A_PERSON)


def _of_another(noun: Any) -> bool:
    """Whether a noun set beside his name is "of" a common noun, which may be a person (the widow
    of a soldier), not of a proper one, a place (a citizen of Ohio), nor is a noun whose "of" is
    always a place (a native of the county)."""
    return noun.lower_ not in _OF_A_PLACE and any(
        p.lower_ == "of" and any(o.dep_ == "pobj" and o.tag_ not in _PROPER for o in p.children)
        for p in noun.children)


def _name_tokens(doc: Any, narrator: str) -> list[Any]:
    """The tokens of the narrator's name in the parsed title."""
    words = [w.lower() for w in narrator.split()]
    for t in doc:
        run = [doc[i] for i in range(t.i, min(len(doc), t.i + len(words)))]
        if [w.lower_ for w in run] == words:
            return run
    return []


def _unproper(tokens: Any, words: str, forms: dict[str, Counter[str]]) -> str:
    """`words` (the text of `tokens`) with each word the body never writes in lower case, unless
    the parse took it for a proper noun: "Rescued" was capitalised only for the parser."""
    at = tokens[0].idx
    def case(m: re.Match[str]) -> str:
        inside = [t for t in tokens if t.idx < at + m.end() and t.idx + len(t) > at + m.start()]
        proper = any(t.tag_ in _PROPER for t in inside)
        return m.group() if m.group().lower() in forms or proper else m.group().lower()
    return _WORD.sub(case, words)


def _casings(text: str, body: Sequence[tuple[int, int]]) -> dict[str, Counter[str]]:
    """How the body writes each word: its forms by the lower case of each."""
    forms: dict[str, Counter[str]] = {}
    for s, e in body:
        for m in _WORD.finditer(text, s, e):
            forms.setdefault(m.group().lower(), Counter())[m.group()] += 1
    return forms


def _cased(line: str, forms: dict[str, Counter[str]]) -> str:
    """A title in capitals as the body writes its words (KIDNAPPED IN WASHINGTON CITY: kidnapped
    in Washington city), a word the body never writes capitalised for the parser (`_unproper`
    lowers it in a value unless parsed a proper noun); each character in its place."""
    def case(m: re.Match[str]) -> str:
        word = m.group()
        seen = forms.get(word.lower())
        said = seen.most_common(1)[0][0] if seen else "-".join(p.capitalize() for p in word.split("-"))
        return said if len(said) == len(word) else word
    return _CAPITALS.sub(case, line)
