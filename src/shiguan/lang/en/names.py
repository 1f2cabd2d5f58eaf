"""Person names as the parse and the text show them: spaCy's PERSON entities with their titles,
titled names it misses, a full name's last word standing alone, and the names a person was
born with.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from ...models import Span
from .parsed import Parsed, token_span
from .people import (
    NameRules,
    People,
    clean_form,
    is_name,
    split_title,
    title_word,
    variant_of,
)
from .value_kinds import PLACE_ENTS


def _is_title(word: str, rules: NameRules) -> bool:
    """A title before a name is capitalised (Brother Jonathan; not "my brother James")."""
    return word[:1].isupper() and title_word(word) in rules.titles


# A word a longer name holds in quotation marks or brackets (Sarah "Sally" Franklin, Mildred
# Campbell (Keller) Tyson), or the name word after such a one (Mehitable (Pierce) Wardwell): what
# stands before and after it.
_NAME_BEFORE = re.compile(r"""[A-Z][\w.'’-]*[ \t]*[("“‘][ \t]*$|[A-Z][\w.'’-]*[ \t]+["“‘][^"”’\n]{1,30}["”’][ \t]*$"""
                          r"""|[A-Z][\w.'’-]*[ \t]+\([ \t]*[A-Z][\w.'’-]*[ \t]*\)[ \t]*$""")
_NAME_AFTER = re.compile(r"""^[ \t]*[)"”’][ \t]*[A-Z]""")


def _inside_longer_name(text: str, start: int, end: int) -> bool:
    """Whether a single name word is part of a longer name that a nickname or a maiden name
    set in quotation marks or brackets splits."""
    return bool(_NAME_BEFORE.search(text[max(0, start - 60):start]) or _NAME_AFTER.match(text[end:end + 30]))


# "Frederick Douglass was born in slavery as Frederick Augustus Washington Bailey": the name a
# person was born with, right after "born" (or "born … as"), or "née" (Harriet Lane Whitcomb (née
# Lane; …)), or "whose name, originally, was" ("SOJOURNER TRUTH, as she now calls herself-but whose
# name, originally, was Isabella"), his name or surname shortly before it.
_BORN_AS = re.compile(r"\b(?:born(?:[ \t\n]+in[ \t\n]+\w+)?[ \t\n]+(?:as[ \t\n]+)?|n[ée]e[ \t\n]+"
                      r"|whose[ \t\n]+(?:(?:real|original|first|maiden)[ \t\n]+)?name,?[ \t\n]+"
                      r"(?:originally,?[ \t\n]+|at[ \t\n]+first,?[ \t\n]+)?(?:was|had[ \t\n]+been)[ \t\n]+)$", re.I)


def person_name(nlp: Any, name: str) -> bool:
    """Whether spaCy reads the name standing alone as one person (Ulysses S. Grant; not New York
    City, American Civil War)."""
    return [(e.label_, e.text) for e in nlp(name).ents] == [("PERSON", name)]


_LIFE_VERBS = r"(?:was\s+born|married|died)"


def told_as_a_person(text: str, name: str) -> bool:
    """Whether the text says of the name, or of its last word, what is said of a person only
    ("Carver was born in Troy", "Lydia Ann Carver married …"): the small model may tag a name an
    organisation wherever it stands (Lydia Ann Carver), but no war or city is born or marries."""
    forms = "|".join(re.escape(f) for f in dict.fromkeys((name, name.split()[-1])))
    return bool(re.search(rf"\b(?:{forms})\s+{_LIFE_VERBS}\b", text))


def birth_names(text: str, found: Sequence[tuple[Span, str]], about: str, rules: NameRules) -> dict[str, str]:
    """The names the person the document is about was born with (see _BORN_AS), each with the
    words that say so: they are his, not another man's."""
    out = {}
    for span, form in found:
        before = text[max(0, span.start - 120):span.start]
        born = _BORN_AS.search(before)
        bare = split_title(form, rules)[1]
        if born and (" " in bare or born[0][:1] in "nNwW") and not variant_of(bare, about) and (  # née Lane
                _his_whose(before[:born.start()], about, rules) if born[0][:1] in "wW" else
                about.split()[-1].lower() in before[:born.start()].lower()
                or "(" in before[max(0, born.start() - 2):born.start()]):
            out[bare] = " ".join(text[span.start - len(before) + born.start():span.end].split())
    return out


def _his_whose(before: str, about: str, rules: NameRules) -> bool:
    """Whether the "whose" that ends `before` is his: his surname stands before it with no
    kinsman between ("HEPZIBAH LANE, as she now calls herself-but whose name …"; not "His father,
    Silas Harlow, was a tanner, and his mother, whose maiden name was Ruth Keene")."""
    at = before.lower().rfind(about.split()[-1].lower())
    return at >= 0 and not any(w.lower() in rules.kin_gender for w in re.findall(r"[A-Za-z]+", before[at:]))


def by_title(parsed: Sequence[Parsed], people: People, subject: str, titles: dict[str, str]) -> None:
    """"The Judge", "the Doctor": a title standing for a name, the person the document is about
    when the document gives him that title (_subject_titles)."""
    for p in parsed:
        for t in p.doc:
            title = title_word(t.text)
            if (title in titles and t.text[:1].isupper() and t.i > 0 and p.doc[t.i - 1].lower_ == "the"
                    and not (t.i + 1 < len(p.doc) and p.doc[t.i + 1].tag_ == "NNP") and not p.quoted[t.idx]):
                people.named_as(token_span(p, t), subject, f"the title the document gives {subject}: «{titles[title]}»")


_POST_OFFICE = re.compile(r"P\.[ \t]?O\.[ \t]")  # a county history's "P. O. Greenfield": the town of his post office


def find_names(parsed: Sequence[Parsed], rules: NameRules, surname: str = "") -> list[tuple[Span, str]]:
    """Person names as spaCy's entities find them, with a title before them taken in (Mr. Auld),
    titled names spaCy misses (Master Hugh), and a full name's last word standing alone as a
    proper noun (In 1836 Weller moved …), which the small model often misses; so is the `surname`
    of the person an article is about, though no full name the model found ends with it."""
    found: list[tuple[Parsed, int, int]] = []
    taken: list[set[int]] = []
    for p in parsed:
        doc, mine = p.doc, set()
        for ent in doc.ents:
            if ent.label_ == "PERSON":
                start = ent.start
                while start > 0 and _is_title(doc[start - 1].text, rules):
                    start -= 1
                if found and found[-1][0] is p and found[-1][2] == start:  # Frederick Augustus | Washington Bailey
                    start = found.pop()[1]
                found.append((p, start, ent.end))
                mine.update(range(start, ent.end))
        for t in doc:
            if t.i in mine or not _is_title(t.text, rules):
                continue
            end = t.i + 1
            while end < len(doc) and doc[end].tag_ == "NNP" and end not in mine:
                end += 1
            if t.text.lower().rstrip(".") in rules.place_titles and any(
                    doc[k].ent_type_ in PLACE_ENTS for k in range(t.i, end)):
                continue  # St. Louis, which the model takes for a place: a saint's name is a town's
            joined = next((k for k, (q, s, _) in enumerate(found) if q is p and s == end), None)
            if joined is not None and end > t.i + 1:  # Deacon Moses | Quimby: the title and given name of a name found
                found[joined] = (p, t.i, found[joined][2])
                mine.update(range(t.i, end))
            elif end > t.i + 1:
                found.append((p, t.i, end))
                mine.update(range(t.i, end))
        taken.append(mine)
    surnames = {p.doc[e - 1].text for p, s, e in found if e - s > 1} | ({surname} if surname else set())
    for p, mine in zip(parsed, taken):
        for t in p.doc:
            if (t.i not in mine and t.tag_ == "NNP" and t.text in surnames
                    and not (t.i > 0 and p.doc[t.i - 1].tag_ == "NNP")
                    and not (t.i + 1 < len(p.doc) and p.doc[t.i + 1].tag_ == "NNP")):
                found.append((p, t.i, t.i + 1))
    out: list[tuple[Span, str]] = []
    for p, start, end in found:
        span = p.doc[start:end]
        form = clean_form(span.text)
        if not form or not is_name(form.split(" ", 1)[-1] if " " in form else form, rules) or _POST_OFFICE.match(form):
            continue
        if " " in form and form.rsplit(" ", 1)[1].lower() in rules.place_ends:
            continue  # Seneca Falls, Saratoga Springs: a place the small model tags a person
        if " " not in form and _inside_longer_name(p.doc.text, span.start_char, span.end_char):
            continue  # Sarah "Sally" Franklin, Mildred Campbell (Keller) Tyson: not Franklin, not Keller
        if end - start == 1 and span[0].dep_ == "compound" and span[0].head.tag_ in ("NN", "NNS"):
            continue  # the Penobscot bar, the Keller family: a word naming what the noun is of, no person
        at = p.offset + span.start_char + span.text.find(form)
        out.append((Span(at, at + len(form)), form))
    return sorted(out, key=lambda n: n[0].start)
