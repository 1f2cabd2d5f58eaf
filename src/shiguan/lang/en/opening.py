"""Whom an English document is by or about, from its title page and the sentence it opens with.

A narrator is named by the title or the author line ("The Autobiography of Benjamin Franklin",
"By Helen Keller"); a subject by the first sentence, in the shapes encyclopedias, obituaries,
memorials, county histories and biographical dictionaries open with. What the document calls
its subject besides his name (a title it gives him, "our subject", the surname an entry opens
with) is read here too; the reader joins those words to him.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ...corpus.passages import paragraphs
from ...models import Span
from .people import NameRules, People, initials_of, split_title, title_word, variant_of

TITLE_OF = re.compile(
    r"\b(?:autobiography|life|narrative|memoirs?|story|recollections|reminiscences|confessions|diary|journal)"
    r"\s+of\s+(?:the\s+life\s+of\s+)?(?P<name>[^\[\]]{1,80})", re.I)
# "By Helen Keller", "Author: Helen Keller", a title page's "BY" on a line of its own above the name,
# or a title line's ", by" (THE STORY OF MY LIFE, BY JOHN MARSH; not "Edited by …")
_AUTHOR = re.compile(r"^(?:[^\n]*,)?[ \t]*(?:Author:|By)(?:[ \t]+|[ \t]*\n(?:[ \t]*\n){0,3}[ \t]*)(?P<name>[^\n]+)$",
                     re.M | re.I)
# An article's opening: a name, then its dates or another name in brackets, or "was" / "is", or an
# obituary's "died" (Helen Adams Keller (June 27, 1880 – June 1, 1968) was …; Ada Lovelace was …;
# William Osler, 1st Baronet (July 12, 1849 – …); Hon. Thomas Reed Whitfield died at his residence;
# Colonel Asa Pierce Wardwell, whose death occurred at his home in Bangor …, was one of …; a county
# history's JOHN W. HARGROVE, retired farmer, Section 14, …, P. O. Greenfield, was born …; Mrs. Eliza
# Jane Ashby, widow of the late Dr. Horace Ashby, died at the home of her daughter …; "passed away"
# as "died").
# The name may be set in bold or italics: **Helen Keller** (…), '''Helen Keller''' (…).
_OPENS_WITH = re.compile(r"[*_']*(?P<name>[A-Z][\w.'’-]*(?:[ \t]+[A-Z][\w.'’-]*){1,4}?)[*_']*"
                         r"[ \t]*(?:(?:,[^,(\n]{1,40})?\(|,?[ \t]+(?:was|is|died|passed\s+away)\b"
                         r"|,\s+(?:who|whose)\b[^.;]{1,200}?,\s+(?:was|is|died|passed\s+away)\b"
                         r"|,[^(\n]{1,120}?,[ \t]+(?:was[ \t]+born|died|passed\s+away)\b)")
# A publisher on an author line (BY HENRY HOLT AND COMPANY, & CO., THE RIVERSIDE PRESS, PUBLISHERS)
_PUBLISHER = re.compile(r"(?:\band|&)\s+(?:company|co\b\.?|sons|brothers)|\bpress\b|\bpublishers?\b", re.I)
_SOMEONES = re.compile(r",?\s+(?:my|our)\b", re.I)
_BLANK_LINE = re.compile(r"\n[ \t\r]*\n")
_TITLE_LINE = 100  # the most characters of a title page's line (a title, an author line, "Written by …")
_SENTENCE_END = re.compile(r"[.!?][\"”’)\]]?(?:\s|$)")
_NOT_IN_NAME = frozenset({"with", "and", "by", "an", "a", "the", "of", "in", "edited", "written", "himself", "herself",
                          "including", "containing", "from", "to", "for", "my", "our", "his", "her", "their",
                          "chapter", "part", "book", "volume", "preface", "introduction", "contents"})
_HEADING_TITLES = frozenset({"hon", "mr", "mrs", "miss", "dr", "rev", "col", "capt", "gen", "judge", "colonel",
                             "captain", "general", "major", "prof", "professor", "sir", "deacon", "elder"})
_INVERTED = re.compile(r"[*_']*(?P<surname>[A-Z][A-Z'’-]+),[ \t]+"
                       r"(?P<given>[A-Z][A-Za-z'’.-]*(?:[ \t]+[A-Z][A-Za-z'’.-]*){0,3})[*_']*[ \t]*\(")


def detect_narrator(text: str, body: Sequence[tuple[int, int]]) -> tuple[str, str]:
    """The narrator's name from the title page's title or author line ("The Autobiography of
    Benjamin Franklin", "Author: Helen Keller", "By Helen Keller"), with the reason; ("", why not)
    when there is none. A title in capitals gives its name in title case. Where the title writes
    his given names as initials and the author line spells them out ("Personal Memoirs of U. S.
    Grant" by "Ulysses S. Grant"), he is the name spelled out: the initials are one writing of it.
    An author line naming a publisher (BY HENRY HOLT AND COMPANY) names nobody. The body's first
    pages are read only when the title page names nobody ("The life of Benjamin Franklin is of
    importance …" opening a paragraph of an introduction): "I have drawn on the recollections of
    Dr. Ezra Crane", "The Journal of Ezra Crane, my old master" name another man's book."""
    head = text[:body[0][0] + 3000] if body else text[:3000]
    page = _title_page_end(text, body) if body else len(head)
    found = _said(head, 0, page, False) or _said(head, page, len(head), True)
    if not found:
        return "", "no title or author line names the narrator"
    name, why = found[0]
    spelled = next(((n, w) for n, w in found[1:] if initials_of(name, n)), None)
    if spelled:
        return spelled[0], f"{spelled[1]}, the initials of {why}"
    return name, why


def _said(head: str, start: int, end: int, in_body: bool) -> list[tuple[str, str]]:
    """The names the title and the author line between `start` and `end` give, the title's first.
    A title in the body counts only where it opens its paragraph before the narrator's first «I»:
    after it, a heading (Memoir of Ezra Crane) opens another man's account inside his book."""
    found = []
    for pattern, what in ((TITLE_OF, "the title"), (_AUTHOR, "the author line")):
        matches = [m for m in pattern.finditer(head, start) if m.start() < end]
        if pattern is TITLE_OF and in_body:
            matches = [m for m in matches if _opens_paragraph(head, m.start())
                       and not re.search(r"\bI\b", head[start:m.start()])]
        said = next(((name, f"{what}: «{' '.join(m.group().split())}»") for m in matches
                     if not (pattern is _AUTHOR and _PUBLISHER.search(m["name"]))
                     and (name := _name_at_start(m["name"])) and not _someones(m["name"], name)), None)
        if said:
            found.append(said)
    return found


def title_subject(text: str, body: Sequence[tuple[int, int]]) -> tuple[str, str]:
    """The person the title page names a life of ("The Narrative of Sojourner Truth"), with the
    words; ("", "") when none. Only the title page counts (what stands before the body, and the
    short lines of one line each it opens with): an article may name another man's "Narrative
    of …" in its first sentences."""
    if not body:
        return "", ""
    for m in TITLE_OF.finditer(text[:_title_page_end(text, body)]):
        if name := _name_at_start(m["name"]):
            return name, " ".join(m.group().split())
    return "", ""


def self_titled(text: str, body: Sequence[tuple[int, int]], author: str) -> str:
    """The title line that names a life of its own author ("The Education of Henry Adams" by Henry
    Adams), or "": a book he tells of himself in the third person ("he", "the boy"), whose subject is
    the author line's man. Only a title's "of" counts (not the Gutenberg line's "EBook of")."""
    if not body or len(author.split()) < 2:
        return ""
    name = r"\s+".join(map(re.escape, author.split()))
    for m in re.finditer(rf"(?P<word>[A-Za-z]+)\s+of\s+{name}\b", text[:_title_page_end(text, body)], re.I):
        if m["word"].lower() not in ("ebook", "etext", "gutenberg"):
            line = text[text.rfind("\n", 0, m.start()) + 1:m.end()]
            return " ".join(line.split())
    return ""


def _someones(words: str, name: str) -> bool:
    """Whether the title calls the man it names someone's: the narrator's (Ezra Crane, my father)
    or his own (Ezra Crane's Captivity): another man's life, not the narrator's own book."""
    return bool(_SOMEONES.match(words, len(name))) or bool(re.search(r"['’]s\b", name))


def _opens_paragraph(text: str, at: int) -> bool:
    """Whether only an article stands between the paragraph's start (after a blank line, which may
    hold spaces) and `at`."""
    start = max((m.end() for m in _BLANK_LINE.finditer(text, 0, at)), default=0)
    return text[start:at].strip().lower() in ("", "the", "a")


def _title_page_end(text: str, body: Sequence[tuple[int, int]]) -> int:
    """Where the title page ends: the body's start, past the short lines of one line each it opens with."""
    end = body[0][0]
    for start, stop in paragraphs(text, body):
        if "\n" in text[start:stop].strip() or stop - start > _TITLE_LINE:
            break
        end = stop
    return end


def detect_subject(text: str, body: Sequence[tuple[int, int]]) -> tuple[str, str]:
    """The person a third-person article is about, from its first paragraph that is a sentence
    (not a heading): one opening with a name followed by brackets or "was" / "is", as an
    encyclopedia's article does, or with the name inverted before brackets, as a biographical
    dictionary's entry does; or the name a heading above it gives alone, when that paragraph names
    him in full too, as a county history's sketch does (HON. JAMES K. ALDEN. / Among the men …
    none holds a higher place than the Hon. James K. Alden); ("", why not) when it does not open so."""
    headed = ""  # a heading that is a name alone (HON. JAMES K. ALDEN.): a county history's sketch of him
    for start, end in paragraphs(text, body):
        para = text[start:end].strip()
        if not _SENTENCE_END.search(para) or para.isupper():
            name = _name_at_start(para.rstrip("."), most=5) if para.isupper() else ""
            if name and len(name.split()) == len(para.split()):
                headed = name
            continue  # a heading, a title line (DEATH OF JUDGE WHITFIELD.)
        m = _OPENS_WITH.match(para)
        words = m["name"].rstrip("*_'") if m else ""  # the bold or italics closing it
        name = _name_at_start(words, most=5)  # William Edward Burghardt Du Bois
        if name and len(name.split()) == len(words.split()):
            return name, f"the article opens with it: «{' '.join(para[:m.end()].split())}»"
        inverted = _INVERTED.match(para)
        name = _name_at_start(f"{inverted['given']} {inverted['surname']}", most=5) if inverted else ""
        if name:  # MERRIAM, JONAS HALE (…): Jonas Hale Merriam
            return name, f"the entry opens with it, the surname first: «{' '.join(inverted.group().split())}»"
        bare = " ".join(w for w in headed.split() if w.lower().rstrip(".") not in _HEADING_TITLES)
        if len(bare.split()) >= 2 and re.search(rf"\b{re.escape(bare)}\b", " ".join(para.split())):
            return headed, f"the heading names him, and the first paragraph too: «{headed.upper()}.»"
        return "", "the first sentence does not open with a name"
    return "", "no sentence"


def _name_at_start(words: str, most: int = 4) -> str:
    """The run of name words a title line starts with (BENJAMIN FRANKLIN WITH … → Benjamin Franklin),
    up to a comma (MEMOIRS OF U. S. GRANT, COMPLETE)."""
    out = []
    words = re.split(r"\n[ \t]*\n", words, maxsplit=1)[0]  # a name does not run past a blank line
    for word in words.split(",")[0].split():
        w = word.title() if word.isupper() and len(word) > 1 else word
        if (mc := re.fullmatch(r"(Ma?c)([A-Z][A-Z'’-]+)", word)) is not None:
            w = mc[1] + mc[2].title()  # McBRIDE, MacDONALD in capitals: McBride, MacDonald
        if w.lower() in _NOT_IN_NAME or not re.fullmatch(r"(?:Ma?c)?[A-Z][a-z'’]*\.?|[A-Z]\.", w):
            break
        out.append(w)
    if out and len(out[-1]) > 3:  # a title line's full stop (MARTHA QUILLEN.), not Jr. or an initial
        out[-1] = out[-1].rstrip(".")
    return " ".join(out) if 2 <= len(out) <= most else ""


def subject_titles(text: str, body: Sequence[tuple[int, int]], subject: str, found: Sequence[tuple[Span, str]],
                    rules: NameRules) -> dict[str, str]:
    """The titles the document gives the person it is about, each with the words that do: the
    title before his full name (Hon. Thomas Reed Whitfield), or before his surname in a heading
    above the sentence that opens the article (DEATH OF JUDGE WHITFIELD.). An obituary or a
    county history calls its subject by that title and his surname (Judge Whitfield, the Judge);
    a title the text gives only a kinsman of his surname is not his."""
    out: dict[str, str] = {}
    opening = next((s.start for s, f in found if variant_of(split_title(f, rules)[1], subject)), None)
    for _, form in found:
        title, bare = split_title(form, rules)
        if title and variant_of(bare, subject):
            out.setdefault(title_word(title), form)
    told = _told_as(text, body, opening) if opening is not None else ""
    # Mr. Alden in a sketch of a man, Miss Quimby in a memorial of a woman: the subject's; not a
    # "Mrs.", which may be her mother's (a married woman's own is in her full name: Mrs. Eliza Ashby)
    if told:
        surname = subject.split()[-1]
        titled = [(title_word(t), bare) for _, f in found for t, bare in [split_title(f, rules)] if t]
        plain = rules.plain if told == "m" else \
            {t for t, bare in titled if bare == surname and rules.marital.get(t) == "unmarried"}
        others = {bare for t, bare in titled if t in plain and bare != surname and bare.endswith(f" {surname}")}
        womans = any(rules.titles.get(t) == "f" for t, bare in titled if variant_of(bare, subject))
        if not others and (not womans if told == "m" else len(plain) == 1):
            out.update((t, f"the plain title of a {'man' if told == 'm' else 'woman'}, in a document about "
                           f"{'him told with «he»' if told == 'm' else 'her told with «she»'}") for t in plain)
    if opening is not None and body:
        surname = re.escape(subject.split()[-1].upper())
        for start, end in paragraphs(text, body):
            if start >= opening:
                break
            head = text[start:end]
            if head.isupper():
                for m in re.finditer(rf"\b([A-Z]+)\.?[ \t]+{surname}\b", head):
                    if m[1].lower() in rules.titles:
                        out.setdefault(m[1].lower(), " ".join(head.split()))
    return out

_HE = re.compile(r"\b(?:he|his|him)\b", re.I)
_SHE = re.compile(r"\b(?:she|her|hers)\b", re.I)


def _told_as(text: str, body: Sequence[tuple[int, int]], opening: int) -> str:
    """"m" when the paragraph that first names the subject and the one after it say «he» at least
    twice and «she» never, "f" when they say «she» at least twice and «he» at most a third as often
    (the eldest daughter of Moses Quimby and his wife …); else "". Whose "Mr. Alden" or "Miss
    Quimby" the subject's is."""
    paras = [(s, e) for s, e in paragraphs(text, body) if e > opening][:2]
    told = " ".join(text[s:e] for s, e in paras)
    he, she = len(_HE.findall(told)), len(_SHE.findall(told))
    return "m" if he >= 2 and not she else "f" if she >= 2 and 3 * he <= she else ""


# How a county history or a memoir calls the person it is about: our subject, the subject of this sketch.
_THE_SUBJECT = re.compile(r"\b(?:[Oo]ur subject|(?:[Tt]he|THE) subject of (?:this|our|the present) "
                          r"(?:sketch|memoir|notice|biography|article|review|narrative))\b")  # THE: a capital opening


# "His parents, Ezra and Mercy Alden, came from Massachusetts … The son attended the district
# school": a sentence opening with the child of the parents the one before gave him.
_THE_CHILD = re.compile(r"(?:(?<=^)|(?<=[.!?]\s)|(?<=[.!?]\s\s)|(?<=\n))The (?:son|daughter|boy|girl|lad|youth)\b",
                        re.M)
_HIS_PARENTS = re.compile(r"\b(?:[Hh]is|[Hh]er) (?:parents|father|mother)\b")


# "February 16, 1838, a child was born, and christened later by his uncle … as Henry Brooks Adams":
# the child whose birth a life told in the third person opens with, named in the same sentence.
_A_CHILD_BORN = re.compile(r"\b[Aa] (?:child|boy|girl|son|daughter) was born\b")
# "a son was born to his brother John", "… christened Walter Pell, Jr.": another's child, his namesake
_BORN_TO_KIN = re.compile(r"\s+to\s+(?:his|her|their|them|its|my|our)\b")
_NAMESAKE = re.compile(r",?\s*(?:Jr\b|Junior\b|the (?:second|younger)\b|II\b)|,?\s+after\s+(?:his|her)\s+")
_NAMED_AS = re.compile(r"\b(?:christened|baptized|baptised|named|called)\b[^.;!?]{0,120}?\bas\s+"
                       r"(?P<name>[A-Z][\w.'’]*(?:\s+[A-Z][\w.'’]*){1,3})")


def our_subject(text: str, body: Sequence[tuple[int, int]], people: People, subject: str) -> None:
    """"Our subject was reared on the farm", and "The son" after the sentence that gives his
    parents: the person the document is about; and so is the surname a dictionary's entry opens
    with (HALLETT, AMOS GRANT (…), clergyman, was born …), which the small model may take for a body;
    and "a child was born" where the same sentence christens the child with his name (not born to his
    brother, nor his namesake: Jr., after his uncle)."""
    for start, end in body:
        for m in _A_CHILD_BORN.finditer(text, start, end):
            stop = _SENTENCE_END.search(text, m.end(), end)
            named = _NAMED_AS.search(text, m.end(), stop.start() if stop else end)
            if named and variant_of(named["name"], subject) and not _BORN_TO_KIN.match(text, m.end()) \
                    and not _NAMESAKE.match(text, named.end()) and not _NAMESAKE.search(named["name"]):
                child = Span(m.start() + 2, m.start() + 2 + len(m[0].split()[1]))
                people.named_as(child, subject, f"«{m[0]}», christened {named['name']} in the same sentence")
        for m in _THE_SUBJECT.finditer(text, start, end):
            people.named_as(Span(m.start(), m.end()), subject, f"«{m[0]}»: how the document calls {subject}")
        for m in _THE_CHILD.finditer(text, start, end):
            said = [b for b in _SENTENCE_END.split(text[max(start, m.start() - 600):m.start()]) if b.strip()]
            if said and _HIS_PARENTS.search(said[-1]):
                why = f"«{m[0]}» of the parents the sentence before gives {subject}: «{said[-1].strip()[:60]}…»"
                people.named_as(Span(m.start(), m.end()), subject, why)
    opening = next((s for s, e in paragraphs(text, body) if _SENTENCE_END.search(text, s, e)
                    and not text[s:e].isupper()), None)
    inverted = _INVERTED.match(text, opening) if opening is not None else None
    if inverted and inverted["surname"].title() == subject.split()[-1]:
        people.named_as(Span(inverted.start("surname"), inverted.end("surname")), subject,
                        f"the surname the entry opens with: «{' '.join(inverted.group().split())}»")
