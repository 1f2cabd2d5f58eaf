"""Read an English document: its passages, its people, and their facts with whose-fact decisions.

The document's body (without a Project Gutenberg header, licence, contents or index) is cut into
paragraphs, parsed by spaCy's small pipeline, and read in three passes: names are clustered into
people (english/people.py), first-person words and pronouns are resolved to them, and the
dependency patterns (english/facts.py) read facts whose subject is then decided from the words
that stand as the subject: an "I" of the narrator, a name, a resolved pronoun. A fact whose subject
is a pronoun nobody can be decided for is kept as undecided; one about someone the text does not
name (my father, we) is not read at all.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ...corpus.passages import paragraphs, passage_spans
from ...models import NOBODY, SELF, UNDECIDED, Fact, Span, Subject
from .dates import DateMention, dated_sentences
from .facts import FactRules, Read, fact_rules, read_sentence
from .facts import form as pattern_form  # a name of its own: `form` is a name's form here
from .lead import life_dates
from .nlp import load
from .opening import detect_narrator, detect_subject, our_subject, subject_titles
from .parents import one_parent_each, parents_apart
from .people import (
    FIRST_PERSON,
    NAME,
    PRONOUN,
    Mention,
    NameRules,
    People,
    clean_form,
    is_name,
    name_rules,
    split_title,
    title_gender,
    title_word,
    variant_of,
)
from .voice import narrator_spans

CHUNK_CHARS = 1000
_FIRST_PERSON_SHARE = 0.012  # "I", "me", "my" among the words of a first-person narrative (about 3-5 %)
# Patterns match word forms: the lemmatizer would halve the reading speed for nothing.
_NOT_NEEDED = ("lemmatizer",)
# What a "we" of the narrator's tells of him too: where they went, what they attended, the children
# and the brothers they had (we had two sons, Tom and Ned).
_SHARED = frozenset({"residence", "event", "education", "child", "sibling"})
_QUOTES = {'"': None, "“": True, "”": False}
_PAIR_NOUNS = frozenset({"couple", "pair", "union"})  # the couple settled in New Bedford; to this union were born
_FOOTNOTE = re.compile(r"\[\d{1,3}\]")
_PREFIX = re.compile(r"\b(?P<prefix>[Cc]o|[Rr]e)-(?P<verb>[a-z]+(?:ed|d))\b")  # co-founded, re-elected
# A name set in capitals where a sketch or an article opens (SAMUEL K. BRADDOCK, farmer, was born …;
# HELEN ADAMS KELLER (June 27, 1880 – …)): two to five words of capitals and initials before a
# comma, at the start of a paragraph that is a sentence, or before a bracket.
# A biographical dictionary's entry opens with the name inverted, the surname first, then dates in
# brackets (MERRIAM, JONAS HALE (Feb. 11, 1802 - Sept. 30, 1874), clergyman and educator, was born …).
_CAPITALS_NAME = re.compile(r"^[ \t]*[A-Z][A-Z'’.-]*(?:[ \t]+[A-Z][A-Z'’.-]*){1,4}(?=,[^\n]*[a-z]|[ \t]*\()"
                            r"|^[ \t]*[A-Z][A-Z'’-]+,[ \t]+[A-Z][A-Z'’.-]*(?:[ \t]+[A-Z][A-Z'’.-]*){0,3}(?=[ \t]*\()")
# "'d" after a word of three letters or more that is no pronoun (I'd, we'd, they'd are would or had).
_OLD_PAST = re.compile(r"\b(?!(?:you|she|they|who|that|there|it)['’])([A-Za-z]{3,})['’]d\b")


@dataclass
class EnglishRead:
    body: list[tuple[int, int]]
    chunks: list[tuple[int, int]]
    narrator: str  # "" when the document is not a first-person narrative of a named person
    narrator_reason: str
    people: People
    voice: list[tuple[int, int]] = field(default_factory=list)  # where the narrator speaks
    facts: list[tuple[str, Fact]] = field(default_factory=list)  # (person key, fact)
    sentences: int = 0
    subject: str = ""  # whom a third-person article is about ("" for a narrative, or when it does not say)
    subject_reason: str = ""


def for_parser(text: str) -> str:
    """A passage as the parser reads it, each character in its place so that offsets hold: a name
    in capitals opening it in title case (the small model tags no person in capitals), lines
    joined, the older "'d" spelt "ed" (form'd, publish'd, which the small model takes for nouns),
    the marks of italics and bold (_Mr. Douglass_, **Keller**) and footnote marks (Junto;[54])
    blanked, and a verb's co- or re- (co-founded, re-elected: the small model parses "co" as the
    verb) moved after it as spaces, the verb starting where the prefix did."""
    text = _CAPITALS_NAME.sub(lambda m: m[0].title(), text, count=1)  # SAMUEL K. BRADDOCK: Samuel K. Braddock
    text = _OLD_PAST.sub(lambda m: m[1] + "ed", text.replace("\n", " "))
    text = _PREFIX.sub(lambda m: m["verb"] + " " * (len(m["prefix"]) + 1), text)  # the verb where "co-" stood
    return _FOOTNOTE.sub(lambda m: " " * len(m[0]), text.replace("_", " ").replace("*", " "))


def _as_written(text: str, at: int, word: str) -> str:
    """The trigger as the source writes it, with the co- or re- the parser did not see (co-founded)."""
    m = _PREFIX.match(text, at)
    return m[0] if m and m["verb"] == word else word


def _quoted(text: str) -> list[bool]:
    """For each character of a paragraph, whether it stands inside a quotation."""
    inside, out = False, []
    for ch in text:
        if ch in _QUOTES:
            opening = _QUOTES[ch]
            inside = (not inside) if opening is None else opening
        out.append(inside)
    return out


@dataclass
class _Parsed:
    offset: int
    doc: Any
    quoted: list[bool]
    dates: dict[int, list[DateMention]] = field(default_factory=dict)  # by sentence start: its dates


_LIST_ITEM = re.compile(r"\n(?=[ \t]*(?:[-*•]|\d{1,3}[.)])[ \t]+\S)")
_HEADING = re.compile(r"^[ \t]*(?:(=+)[^=\n]+\1|#{1,6}[ \t]+[^\n]+)[ \t]*$", re.M)  # == Early life ==, ## Career


def _past_headings(text: str, sentences: list[Span], people: People) -> list[Span]:
    """The sentences a he or she looks back over: a heading that names no one (== Personal life ==,
    CHAPTER III.) is no sentence of its own there, so "In 1855 she married William Hoyt" under it
    goes on from the sentence before it; a heading that names someone (JOHN SMITH.) stays one."""
    named = sorted(m.span.start for m in people.mentions)
    def blank(s: Span) -> bool:
        words = text[s.start:s.end].strip()
        heading = bool(_HEADING.fullmatch(words)) or (words.isupper() and "\n" not in words)
        return heading and bisect_left(named, s.start) == bisect_left(named, s.end)
    return [s for s in sentences if not blank(s)]


def _list_items(text: str, paras: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """Paragraphs with each item of a list, and each heading line, on its own: lines joined for the
    parser would run one item's last sentence into the next item (… posthumously. - The Frederick
    Douglass Memorial Bridge, …, was built in 1950 read as a position he held), or a heading into
    the sentence under it ("== Early life == Carver was born …")."""
    out = []
    for start, end in paras:
        headings = [at for m in _HEADING.finditer(text, start, end) for at in (m.start(), m.end())]
        cuts = sorted({start, end, *headings, *(m.end() for m in _LIST_ITEM.finditer(text, start, end))})
        out += [(a, a + len(text[a:b].rstrip())) for a, b in zip(cuts, cuts[1:]) if text[a:b].strip()]
    return out


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
# Lane; …)), his name or surname shortly before it.
_BORN_AS = re.compile(r"\b(?:born(?:[ \t\n]+in[ \t\n]+\w+)?[ \t\n]+(?:as[ \t\n]+)?|n[ée]e[ \t\n]+)$", re.I)


def _person_name(nlp: Any, name: str) -> bool:
    """Whether spaCy reads the name standing alone as one person (Ulysses S. Grant; not New York
    City, American Civil War)."""
    return [(e.label_, e.text) for e in nlp(name).ents] == [("PERSON", name)]


_LIFE_VERBS = r"(?:was\s+born|married|died)"


def _told_as_a_person(text: str, name: str) -> bool:
    """Whether the text says of the name, or of its last word, what is said of a person only
    ("Carver was born in Troy", "Lydia Ann Carver married …"): the small model may tag a name an
    organisation wherever it stands (Lydia Ann Carver), but no war or city is born or marries."""
    forms = "|".join(re.escape(f) for f in dict.fromkeys((name, name.split()[-1])))
    return bool(re.search(rf"\b(?:{forms})\s+{_LIFE_VERBS}\b", text))


def _birth_names(text: str, found: Sequence[tuple[Span, str]], about: str, rules: NameRules) -> dict[str, str]:
    """The names the person the document is about was born with (see _BORN_AS), each with the
    words that say so: they are his, not another man's."""
    out = {}
    for span, form in found:
        before = text[max(0, span.start - 120):span.start]
        born = _BORN_AS.search(before)
        bare = split_title(form, rules)[1]
        if born and (" " in bare or born[0][:1] in "nN") and not variant_of(bare, about) and (  # née Lane
                about.split()[-1] in before[:born.start()] or "(" in before[max(0, born.start() - 2):born.start()]):
            out[bare] = " ".join(text[span.start - len(before) + born.start():span.end].split())
    return out


def _by_title(parsed: Sequence[_Parsed], people: People, subject: str, titles: dict[str, str]) -> None:
    """"The Judge", "the Doctor": a title standing for a name, the person the document is about
    when the document gives him that title (_subject_titles)."""
    for p in parsed:
        for t in p.doc:
            title = title_word(t.text)
            if (title in titles and t.text[:1].isupper() and t.i > 0 and p.doc[t.i - 1].lower_ == "the"
                    and not (t.i + 1 < len(p.doc) and p.doc[t.i + 1].tag_ == "NNP") and not p.quoted[t.idx]):
                people.named_as(_at(p, t), subject, f"the title the document gives {subject}: «{titles[title]}»")


_POST_OFFICE = re.compile(r"P\.[ \t]?O\.[ \t]")  # a county history's "P. O. Greenfield": the town of his post office


_PLACE_ENTITIES = frozenset({"GPE", "LOC", "FAC"})


def _names(parsed: Sequence[_Parsed], rules: NameRules, surname: str = "") -> list[tuple[Span, str]]:
    """Person names as spaCy's entities find them, with a title before them taken in (Mr. Auld),
    titled names spaCy misses (Master Hugh), and a full name's last word standing alone as a
    proper noun (In 1836 Weller moved …), which the small model often misses; so is the `surname`
    of the person an article is about, though no full name the model found ends with it."""
    found: list[tuple[_Parsed, int, int]] = []
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
                    doc[k].ent_type_ in _PLACE_ENTITIES for k in range(t.i, end)):
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
        if " " not in form and _inside_longer_name(p.doc.text, span.start_char, span.end_char):
            continue  # Sarah "Sally" Franklin, Mildred Campbell (Keller) Tyson: not Franklin, not Keller
        if end - start == 1 and span[0].dep_ == "compound" and span[0].head.tag_ in ("NN", "NNS"):
            continue  # the Penobscot bar, the Keller family: a word naming what the noun is of, no person
        at = p.offset + span.start_char + span.text.find(form)
        out.append((Span(at, at + len(form)), form))
    return sorted(out, key=lambda n: n[0].start)


def read_english(text: str, body: Sequence[tuple[int, int]], narrator: str = "",
                 rules: FactRules | None = None, names: NameRules | None = None) -> EnglishRead:
    """Read one English document (`body`: the spans of it that are the work itself)."""
    rules, names = rules or fact_rules(), names or name_rules()
    reason = "given by --narrator" if narrator else ""
    titled = ""  # the title the title page gives him (MEMOIRS OF MRS. ELIZA J. PRENTICE)
    if not narrator:
        narrator, reason = detect_narrator(text, body)
        titled, narrator = split_title(narrator, names)  # MEMOIRS OF GENERAL W. T. SHERMAN: W. T. Sherman
    paras = _list_items(text, paragraphs(text, body))
    nlp = load()
    parsed = [_Parsed(start, doc, _quoted(text[start:end])) for (start, end), doc in
              zip(paras, nlp.pipe((for_parser(text[s:e]) for s, e in paras), batch_size=64, disable=_NOT_NEEDED))]
    words = sum(1 for p in parsed for t in p.doc if t.is_alpha)
    mine = [(_at(p, t), t.text, p.quoted[t.idx])
            for p in parsed for t in p.doc if t.tag_ in ("PRP", "PRP$")]
    if narrator and not reason.startswith("given"):
        share = sum(1 for _, w, q in mine if w.lower() in ("i", "me", "my", "myself") and not q) / max(words, 1)
        if share < _FIRST_PERSON_SHARE:
            reason = f"{narrator} is named by {reason}, but the text is not told in the first person ({share:.1%})"
            narrator = ""
    subject, subject_reason = ("", "") if narrator else detect_subject(text, body)
    subject = split_title(subject, names)[1] if subject else ""  # Mr. Frederick Bailey: Frederick Bailey
    found = _names(parsed, names, subject.split()[-1] if subject else "")
    if subject and not any(variant_of(split_title(f, names)[1], subject) for _, f in found) \
            and not _person_name(nlp, subject) and not _told_as_a_person(text, subject):
        # the small model may tag him an ORG in the text, not alone; a war or a city is never born
        subject, subject_reason = "", f"{subject} opens the article, but is not named as a person there"
    voice = narrator_spans(text, body, narrator) if narrator else []
    people = People(names)
    about = narrator or subject
    titles = subject_titles(text, body, subject, found, names) if subject else {}
    people.cluster(found, narrator, subject, voice, _birth_names(text, found, about, names) if about else {}, titles)
    if titles:
        _by_title(parsed, people, subject, titles)
    if subject:
        our_subject(text, body, people, subject)
    if narrator and titled:  # his name as the title page writes it: Mrs. says she is a woman
        people.persons[narrator].forms[f"{titled} {narrator}"] += 1
        people.persons[narrator].gender = people.persons[narrator].gender or title_gender(titled, names)
    people.narrator_words(w for w in mine if people.speaks(w[0].start))
    sentences = [Span(p.offset + s.start_char, p.offset + s.end_char) for p in parsed for s in p.doc.sents]
    dated = iter(dated_sentences([text[s.start:s.end] for s in sentences]))  # "the next year" needs the one before
    for p in parsed:
        p.dates.update((s.start_char, next(dated)) for s in p.doc.sents)
    triggers = rules.by_trigger()  # once per document, not once per sentence
    reads = [(p, r) for p in parsed for s in p.doc.sents
             for r in read_sentence(s, rules, triggers, p.offset)]
    told = _narrator_sex(parsed, people, names)  # "I was the youngest son": his he, where others speak of him
    _roles_agree(text, people, reads)
    people.learn_genders(_sentence_people(people, sentences, mine) + _own_possessives(parsed, people),
                         _kin_beside_names(people, reads) + [(key, f.value.lower()) for key, f in told])
    people.resolve_pronouns(_past_headings(text, sentences, people), [(s, w) for s, w, q in mine if not q],
                            _told_of(parsed, people),
                            _relative_nouns(parsed), _parallel_kin(parsed, frozenset(names.kin_gender)),
                            _led_by_pronoun(parsed), _arguments(parsed),
                            _kin_openers(parsed, frozenset(names.kin_gender)), _unnamed_kin(parsed, names.kin_gender))
    out = EnglishRead(list(body), passage_spans(text, paras, CHUNK_CHARS), narrator, reason, people, voice,
                      sentences=len(sentences), subject=subject, subject_reason=subject_reason)
    seen: set[tuple[str, int, int]] = set()
    out.facts += told
    pairs: list[tuple[_Parsed, Read]] = []
    for p, r in reads:
        decided = _fact(text, p, r, people)
        if decided is None:
            if r.relation in _SHARED and r.subject is not None and _the_pair(r.subject) and not p.quoted[r.subject.idx]:
                pairs.append((p, r))
            continue
        key, fact = decided
        mark = (fact.relation, fact.span.start, fact.span.end)
        if mark not in seen:
            seen.add(mark)
            out.facts.append((key, fact))
    out.facts += _the_pairs_facts(text, pairs, out.facts, sentences)
    if subject:
        out.facts += _lead_dates(text, people, subject, sentences)
        out.facts += _lead_calling(parsed, people, subject, frozenset(rules.kin_relation))
    out.facts = one_parent_each(parents_apart(text, out.facts, names), people)
    return out


_LEAD_WITHIN = 3000  # characters from the start of the text in which an article opens


def _lead_dates(text: str, people: People, subject: str, sentences: list[Span]) -> list[tuple[str, Fact]]:
    """His birth and death dates in the brackets after his full name where the article opens
    (english/lead.py), each cited by that sentence."""
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


def _lead_calling(parsed: Sequence[_Parsed], people: People, subject: str, kin: frozenset[str],
                  ) -> list[tuple[str, Fact]]:
    """What an article says its subject was in the first sentence that has him as its subject,
    when that sentence says so ("… was an American chemist and educator"): his calling, kept as
    a position he held ("was"). Only there: "X was a Y" later tells of a moment, not of his life."""
    for p in parsed:
        if p.offset >= _LEAD_WITHIN:
            break
        for sent in p.doc.sents:
            mention = _root_subject(p, sent, people)
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


_TIMELESS = frozenset({"father", "mother", "parent", "sibling", "calling"})


def _narrator_sex(parsed: Sequence[_Parsed], people: People, names: NameRules) -> list[tuple[str, Fact]]:
    """What the narrator says he is (I was the youngest son; I was a little girl): a man's or a
    woman's noun after "I was", which tells the biography whether to say he or she."""
    me = next((p for p in people.persons.values() if p.narrator), None)
    if me is None:
        return []
    mine = {m.span.start: m for m in people.mentions if m.basis == FIRST_PERSON and m.person == me.key}
    out = []
    for p in parsed:
        for t in p.doc:
            if t.dep_ != "attr" or t.lower_ not in names.kin_gender or t.head.lower_ not in ("was", "am", "were"):
                continue
            subject = next((c for c in t.head.children if c.dep_ == "nsubj"), None)
            mention = mine.get(p.offset + subject.idx) if subject is not None else None
            if mention is None:
                continue
            sent = t.sent
            at = _at(p, t)
            out.append((me.key, Fact("sex", t.text, at, Span(p.offset + sent.start_char, p.offset + sent.end_char),
                                     "en:sex", detail=names.kin_gender[t.lower_],
                                     subject=Subject(SELF, me.key, FIRST_PERSON, mention.span))))
    return out


def _sentence_people(people: People, sentences: list[Span], words: list[tuple[Span, str, bool]],
                     ) -> list[tuple[Span, list[str], list[str]]]:
    """Each sentence with the people it names and the pronoun that opens the next one, if any (He
    went …): what the gender votes read."""
    named = [m for m in people.mentions if m.basis == NAME]
    opening = {span.start: w.lower() for span, w, q in words if not q}
    out = []
    for i, s in enumerate(sentences):
        keys = [m.person for m in named if s.start <= m.span.start < s.end]
        nxt = opening.get(sentences[i + 1].start) if i + 1 < len(sentences) else None
        out.append((s, keys, [nxt] if nxt else []))
    return out


def _own_possessives(parsed: Sequence[_Parsed], people: People) -> list[tuple[Span, list[str], list[str]]]:
    """A his or her on what a named person's own active verb acts on, each a gender vote for him
    ("Carver received her medical degree", "Carver died at her home"); not one beside another noun
    ("to Daniel Carver and his wife": Daniel's, whom the small model may not tag a person)."""
    out = []
    for p in parsed:
        for t in p.doc:
            if t.lower_ not in ("his", "her") or t.dep_ != "poss" or p.quoted[t.idx]:
                continue
            owned = t.head
            verb = owned.head.head if owned.dep_ == "pobj" and owned.head.dep_ == "prep" else owned.head
            if owned.dep_ not in ("dobj", "pobj") or verb.pos_ not in ("VERB", "AUX"):
                continue
            subject = next((c for c in verb.children if c.dep_ == "nsubj"), None)  # not "X was discarded in her …"
            mention = people.at(_at(p, subject)) \
                if subject is not None and subject.i < t.i else None
            if mention is not None and mention.basis == NAME:
                out.append((mention.span, [mention.person], [t.lower_]))
    return out


# A place in a family that excludes the others for one name in one text; a spouse excludes none (a
# mother is her husband's wife: Josiah was married to Abiah Folger; his mother, Abiah).
_ROLE = {"father": "parent", "mother": "parent", "parent": "parent", "child": "child", "sibling": "sibling"}


def _roles_agree(text: str, people: People, reads: list[tuple[_Parsed, Read]]) -> None:
    """A given name alone that was joined to the one full name beginning with it (Margaret:
    Margaret Morrison Carnegie) is parted from it when the text gives the two different places in
    a family: "their only child, Margaret" is not the mother he was "born … to"."""
    roles: dict[str, set[str]] = {}
    given: dict[int, tuple[Mention, str]] = {}  # by where the name stands: two readings, one name
    for _, r in reads:
        role = _ROLE.get(r.relation)
        if role is None or r.value is None or (m := people.at(r.value)) is None or m.basis != NAME:
            continue
        if people.by_given_name(m):
            given[m.span.start] = (m, role)
        else:
            roles.setdefault(m.person, set()).add(role)
    for m, role in given.values():
        if roles.get(m.person) and role not in roles[m.person]:
            word = text[m.span.start:m.span.end]
            people.part(m, word, f"not {m.person}: «{word}» is a {role} here, {m.person} a "
                                 f"{' or '.join(sorted(roles[m.person]))}")


def _told_of(parsed: Sequence[_Parsed], people: People) -> frozenset[int]:
    """The starts of the sentences whose main verb's subject is a name of the person the document
    is about (Ashby was born …): whom its next he or she may go on about."""
    return frozenset(p.offset + s.start_char for p in parsed for s in p.doc.sents
                     if (m := _root_subject(p, s, people)) is not None and people.persons[m.person].about)


_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "attr", "oprd"})


def _argument(t: Any) -> bool:
    """Whether a word is a verb's subject or object, or the object of its preposition (he met
    William Garrison; he lived with Mr. Covey), or set beside or joined to one; not a noun's
    (the office of Judge Marvin; the home of her daughter, Mrs. George Fenn)."""
    while t.dep_ in ("appos", "conj", "compound") and t.head is not t:
        t = t.head
    return t.dep_ in _ARGUMENTS or t.dep_ == "pobj" and t.head.head.pos_ in ("VERB", "AUX")


def _arguments(parsed: Sequence[_Parsed]) -> frozenset[int]:
    """Where the words stand that are a verb's arguments (_argument): a person named there may be
    whom the next he or she means."""
    return frozenset(p.offset + t.idx for p in parsed for t in p.doc if _argument(t))


def _kin_openers(parsed: Sequence[_Parsed], kin: frozenset[str]) -> frozenset[int]:
    """Where a his or her opens its sentence before a kinsman noun (Her father commanded a company
    …): in an article about her, after a sentence that has her as its subject, hers."""
    return frozenset(p.offset + s[0].idx for p in parsed for s in p.doc.sents
                     if s[0].lower_ in ("his", "her") and s[0].dep_ == "poss" and s[0].head.lower_ in kin)


def _unnamed_kin(parsed: Sequence[_Parsed], kin: dict[str, str]) -> dict[int, str]:
    """Where a kinsman noun or a man's or woman's noun stands for someone no name is set beside
    (Master Thomas married his second wife. Her name was …; my father … Then he wrote …), by its
    start, with the sex it says: someone a he or she may mean, whom no name stands for. Not one
    said of the subject itself (he was the son of …; a young woman from Scotland)."""
    def named(t: Any) -> bool:
        return any(c.pos_ == "PROPN" and c.dep_ in ("appos", "compound", "npadvmod") for c in t.children) or (
            t.dep_ == "appos" and t.head.pos_ == "PROPN") or any(c.dep_ == "acl" for c in t.children) or (
            t.dep_ in ("nsubj", "nsubjpass") and any(c.dep_ in ("attr", "oprd") for c in t.head.children))
    return {p.offset + t.idx: kin[t.lower_] for p in parsed for t in p.doc
            if t.lower_ in kin and t.pos_ == "NOUN" and t.dep_ in ("dobj", "nsubj", "nsubjpass")
            and any(c.dep_ == "poss" for c in t.children) and not named(t)}


def _led_by_pronoun(parsed: Sequence[_Parsed]) -> dict[int, int]:
    """The sentences whose main verb's subject is a he or she (In 1851 he entered the office of
    Judge Marvin …): sentence start → that pronoun's start, for the he or she after it."""
    return {p.offset + s.start_char: p.offset + subject.idx for p in parsed for s in p.doc.sents
            if (subject := next((c for c in s.root.children if c.dep_ in ("nsubj", "nsubjpass")), None)) is not None
            and subject.lower_ in ("he", "she") and not p.quoted[subject.idx]}


def _relative_nouns(parsed: Sequence[_Parsed]) -> dict[int, int]:
    """For each he or she that is the subject or object of a relative clause's own verb, where the
    noun the clause tells of stands, which the relative word stands for in the same clause and the
    pronoun cannot mean (Clara Beecher, with whom he had two sons; Smith, who told him; not Smith,
    who said he would come, where he is of a clause further in)."""
    out = {}
    for p in parsed:
        for t in p.doc:
            if t.tag_ == "PRP" and t.lower_ in ("he", "she", "him", "her") and t.head.dep_ == "relcl":
                out[p.offset + t.idx] = p.offset + t.head.head.idx
    return out


def _parallel_kin(parsed: Sequence[_Parsed], kin: frozenset[str]) -> dict[int, int]:
    """For each his or her owning the kinsman who is the subject of a verb joined by "and" to a verb
    whose subject is a kinsman owned by the same word, where that first his or her stands: both
    mean one person, whoever is named between (His father, Elias Whitfield, was a miller, and his
    mother, Catherine Reed, was …: not Elias Whitfield's mother)."""
    out = {}
    for p in parsed:
        for t in p.doc:
            noun, verb = t.head, t.head.head
            if not (t.tag_ == "PRP$" and t.dep_ == "poss" and noun.lower_ in kin and noun.dep_ == "nsubj"
                    and verb.dep_ == "conj"):
                continue
            first = next((c for c in verb.head.children if c.dep_ == "nsubj" and c.lower_ in kin), None)
            owner = next((c for c in first.children if c.dep_ == "poss"), None) if first is not None else None
            if owner is not None and owner.lower_ == t.lower_:
                out[p.offset + t.idx] = p.offset + owner.idx
    return out


def _kin_beside_names(people: People, reads: list[tuple[_Parsed, Read]]) -> list[tuple[str, str]]:
    """(person, kinsman noun) for each name set beside a kinsman noun (my brother James) and each
    name said to be someone's son or daughter (Ashby was born …, the son of Robert Ashby)."""
    out = []
    for p, r in reads:
        if r.pattern.relation == "kin" and r.value is not None and (m := people.at(r.value)) is not None:
            out.append((m.person, r.trigger.lower_))
        elif r.pattern.relation == "parent" and r.subject is not None and not r.pattern.on_verb:
            at = _at(p, r.subject)
            if (m := people.at(at)) is not None and m.basis == NAME:
                out.append((m.person, r.trigger.lower_))
    return out


def _the_pair(subject: Any) -> bool:
    """Whether a subject is "they", "the couple" or, of "born to", "them" or "this union", which a
    marriage told just before may name."""
    return subject.lower_ == "they" or (subject.lower_ == "them" and subject.dep_ == "pobj") or (
        subject.lower_ in _PAIR_NOUNS and subject.dep_ in ("nsubj", "nsubjpass", "pobj")
        and any(c.lower_ in ("the", "this") for c in subject.children))


def _the_pairs_facts(text: str, pairs: list[tuple[_Parsed, Read]], facts: list[tuple[str, Fact]],
                     sentences: list[Span]) -> list[tuple[str, Fact]]:
    """What "they" or "the couple" did, where the sentence just before tells a marriage: each of
    the married person's, whom that sentence names (In 1861 she married Edward Whitcomb. They had
    three children: hers, and his), or where the one before was such a "they" (The couple settled in
    Columbus); of a sentence telling two marriages, or none, nobody's."""
    starts = [s.start for s in sentences]
    married: dict[int, tuple[frozenset[str], int]] = {}  # sentence → the married, the marriage's sentence
    for start in {f.evidence.start for _, f in facts if f.relation == "spouse"}:
        told = [(k, f) for k, f in facts if f.relation == "spouse" and f.evidence.start == start
                and f.subject is not None and f.subject.basis != UNDECIDED]
        keys = frozenset(k for k, _ in told)
        if keys and len({f.value for _, f in told} | keys) <= 2:  # one marriage (his, or theirs), of two
            married[start] = (keys, start)
    out = []
    for p, r in pairs:
        here = bisect_right(starts, p.offset + r.trigger.sent.start_char) - 1
        if here == 0 or starts[here - 1] not in married:
            continue
        keys, marriage = married[starts[here - 1]]
        married.setdefault(starts[here], (keys, marriage))  # They had three children. The couple settled …
        at = _at(p, r.subject)
        evidence = Span(p.offset + r.trigger.sent.start_char, p.offset + r.trigger.sent.end_char)
        for key in sorted(keys):
            who = Subject(SELF, key, PRONOUN, at, note=f"«{r.subject.text}»: {key} and whom {key} married, as told "
                                                        f"at {marriage}, just before")
            fact = _make(text, p, r, who, evidence)
            if fact is not None:
                out.append((key, fact))
    return out


def _narrator_among(people: People, at: Span) -> Mention | None:
    """A "we" in the narrator's voice as a mention of him (he was among them)."""
    me = next((p for p in people.persons.values() if p.narrator), None)
    if me is None or not people.speaks(at.start):
        return None
    return Mention(at, me.key, FIRST_PERSON, "we: the narrator among others")


def _at(p: _Parsed, token: Any) -> Span:
    """Where a token of a parsed paragraph stands in the document."""
    return Span(p.offset + token.idx, p.offset + token.idx + len(token))


def _root_subject(p: _Parsed, sent: Any, people: People) -> Mention | None:
    """The name that is the subject of a sentence's main verb (Ashby was born …), if any."""
    subject = next((c for c in sent.root.children if c.dep_ in ("nsubj", "nsubjpass")), None)
    mention = people.at(_at(p, subject)) if subject is not None else None
    return mention if mention is not None and mention.basis == NAME else None


def _fact(text: str, p: _Parsed, r: Read, people: People) -> tuple[str, Fact] | None:
    """The fact a match reads, under the person its subject words name; None when they name no one."""
    subject = r.subject
    if subject is None:
        return None
    if r.value is not None and text[r.value.start:r.value.end].lower() in ("him", "her"):
        named_by = people.at(r.value)  # I took her to wife: the woman she was resolved to, by her name
        if named_by is None or named_by.by is None:
            return None
        r = replace(r, value=named_by.by)
    if subject.dep_ in ("nsubj", "nsubjpass") and subject.pos_ == "NOUN" and people.at(_at(p, subject)) is None:
        # my father died: about the kinsman, who is his person only when named beside (my brother James)
        named = next((c for c in subject.children if c.dep_ == "appos"), None)
        if named is None:
            return None
        subject = named
    at = _at(p, subject)
    mention: Mention | None = people.at(at)
    sent = r.trigger.sent
    evidence = Span(p.offset + sent.start_char, p.offset + sent.end_char)
    if r.value is not None and r.value.start < evidence.start:  # went there: the place named the sentence before
        evidence = Span(p.offset + r.trigger.doc[sent.start - 1].sent.start_char, evidence.end)
    if mention is None and subject.lower_ == "we" and r.relation in _SHARED and not p.quoted[subject.idx]:
        # we went, we were sent: the narrator among others, when he speaks there
        mention = _narrator_among(people, at)
    if mention is None:
        if subject.lower_ in ("he", "she", "him", "her", "his") and not p.quoted[subject.idx]:
            who = Subject(NOBODY, "", UNDECIDED, at, note=f"«{subject.text}»: no single person of that gender "
                                                             "named just before")
            key = next((k for k, v in people.persons.items() if v.narrator), "")
            fact = _make(text, p, r, who, evidence) if key else None
            return (key, fact) if fact else None
        return None
    basis = {FIRST_PERSON: FIRST_PERSON, NAME: NAME, PRONOUN: PRONOUN}[mention.basis]
    who = Subject(SELF, mention.person, basis, mention.span, note=mention.note)
    named = people.at(r.value) if r.value is not None else None
    if named is not None and ((named.person == mention.person and r.relation != "name") or (
            r.pattern.kind in ("place", "org", "work") and _a_person(people, named.person, text, r.value.end))):
        return None  # his own name as his own father (Josiah, my father); a person is no place
    fact = _make(text, p, r, who, evidence)
    return (mention.person, fact) if fact else None


def _before_verb(p: _Parsed, subject: Any, verb: Any) -> Span:
    """The words of a verb's subject, not past the verb: a noun the parse sets beside the subject
    after the verb's date (She was born in Perth in 1821, the daughter of Joel Stone) is no part of them."""
    words = [t for t in subject.subtree if t.i < verb.i] or list(subject.subtree)
    return Span(p.offset + words[0].idx, p.offset + words[-1].idx + len(words[-1]))


def _a_person(people: People, person: str, text: str, end: int) -> bool:
    """Whether a name read as a place, a body or a work is a person's: one the document names
    twice (went to Henry), or names with a title (sent it to Dr. Mitchel), unless the value is his
    house (went to Mr. Gardner's)."""
    return people.named_count(person) >= 2 or (people.titled(person) and not text.startswith(("'s", "’s"), end))


def _make(text: str, p: _Parsed, r: Read, who: Subject, evidence: Span) -> Fact | None:
    trigger = r.trigger
    lo = p.offset + trigger.left_edge.idx
    hi = p.offset + trigger.right_edge.idx + len(trigger.right_edge)
    own = Span(p.offset + trigger.sent.start_char, p.offset + trigger.sent.end_char)  # its date is its sentence's
    sentence_dates = p.dates[trigger.sent.start_char]
    span = r.value
    subjects = [_before_verb(p, c, trigger) for c in trigger.children if c.dep_ in ("nsubj", "nsubjpass")]
    if r.pattern.kind == "deed":  # read for its date: the clause must hold one with a year, not another's
        nested = (_clauses_within(trigger, p.offset, _NOUN_CLAUSES)
                  + _clauses_within(trigger, p.offset, _SIDE_CLAUSES, own_subject=True)  # … and Helen joined them
                  + subjects)  # Polly Thomson (February 20, 1885 – …) was hired: her life's dates
        date = next((d for d in sentence_dates if d.year is not None and _inside(d, own.start, lo, hi)
                     and not any(c.start <= own.start + d.start < c.end for c in nested)
                     and not _BOUND.search(text, max(0, own.start + d.start - 16), own.start + d.start)), None)
        if date is None or span is None or ";" in text[span.end:max(span.end, own.start + date.start)]:
            return None  # none, or one past a semicolon after its phrase: the next clause's (…; and … through 1807)
        span = _before_date(text, span, own.start + date.start)
        if span is not None and any(c.dep_ == "conj" and c.pos_ in ("VERB", "AUX") and
                                    span.end <= p.offset + c.idx < own.start + date.start for c in trigger.children):
            return None  # read law with Judge Cutting and was admitted to the bar in 1854: the admission's year
        if span is None:
            return None
    elif r.relation in _TIMELESS or r.pattern.relation == "kin":
        date = None  # my brother James returned in 1717, his wife Anna died in 1882: the date is not the kinship's
    else:
        nested = _clauses_within(trigger, p.offset, _NOUN_CLAUSES | _SIDE_CLAUSES) + _joined_to(trigger, p.offset)
        date = _date_for(sentence_dates, own.start, lo, hi, r.value, subjects + nested, _dated_by_another(trigger),
                         text[own.start:own.end])
    if span is not None and text.count("_", span.start, span.end) % 2 and text.startswith("_", span.end):
        span = Span(span.start, span.end + 1)  # the italics of a title closed (the _New National Era_)
    value = text[span.start:span.end] if span else ""
    if span is None:  # a fact whose value is its date (born on …): none without one
        if date is None:
            return None
        span = Span(own.start + date.start, own.start + date.end)
        value = date.text
    when_span = Span(own.start + date.start, own.start + date.end) if date else None
    return Fact(r.relation, " ".join(value.split()), span, evidence, f"en:{r.pattern.name}",
                when=date.text if date else "", when_span=when_span, year=date.year if date else None,
                detail=r.pattern.detail or (said if (said := pattern_form(trigger)) in ("born", "died")
                                            and said != trigger.lower_  # came into the world: born
                                            else _as_written(text, p.offset + trigger.idx, trigger.text)), subject=who)


# A date that only bounds a deed (Before October, 1893, I had studied …; until 1880): no date of it.
_BOUND = re.compile(r"\b(?:before|until|till|since|by)\s+(?:the\s+)?$", re.I)
_DATE_LEAD = re.compile(r"(?:[\s,;:(—-]|\b(?:in|on|at|about|of|the|year|during|until|till|since|by|from|to)\b)*$", re.I)


def _before_date(text: str, span: Span, date_at: int) -> Span | None:
    """A deed's phrase without its date and the words that lead to it (went to England in 1757 →
    went to England); None when nothing is left but the verb."""
    if not span.start < date_at < span.end:
        return span
    head = text[span.start:date_at]
    kept = head[:_DATE_LEAD.search(head).start()]
    return Span(span.start, span.start + len(kept)) if len(kept.split()) > 1 else None


def _inside(date: DateMention, base: int, lo: int, hi: int) -> bool:
    return lo <= base + date.start < hi


# Clauses with a verb of their own inside a fact's phrase: a date there is their event's. One that
# tells of a noun or is said (he agreed with the position that the Constitution protected the
# slave trade through 1807) never dates the fact; one set beside it (vacationing on Cape Cod in July
# 1888, Helen Keller was born on June 27, 1880) or joined to it (and wrote a piece in 1735) does
# not date a fact read from the verb alone, but a deed's phrase holds it, so there it is said
# where it stands, unless it has a subject of its own (he was buried next to Anna, and Helen
# joined them in 1903); a "when" clause is the fact's time (When in 1892 she was asked, she wrote …).
_NOUN_CLAUSES = frozenset({"acl", "relcl", "ccomp"})
_SIDE_CLAUSES = frozenset({"advcl", "conj", "parataxis"})


def _clauses_within(trigger: Any, offset: int, kinds: frozenset[str], own_subject: bool = False) -> list[Span]:
    """The spans of the clauses of these kinds, with a verb (and, if `own_subject`, a subject) of
    their own, inside the trigger's phrase."""
    return [Span(offset + t.left_edge.idx, offset + t.right_edge.idx + len(t.right_edge))
            for t in trigger.subtree if t is not trigger and t.dep_ in kinds and t.pos_ in ("VERB", "AUX")
            and not any(c.lower_ == "when" and c.dep_ in ("advmod", "mark") for c in t.children)
            and (not own_subject or any(c.dep_ in ("nsubj", "nsubjpass") for c in t.children))]


def _joined_to(trigger: Any, offset: int) -> list[Span]:
    """For a verb joined by "and" to the one before it, the words from that verb to this one: a
    date there is the first verb's (died on October 30, 1912, and was buried in …), while one
    before both is theirs (In 1838 I escaped and went to New York), and one this verb's clause
    opens with is its own (served as trustee from 1858 to 1862, and in 1866 he was elected …)."""
    head = trigger.head
    if trigger.dep_ != "conj" or head.pos_ not in ("VERB", "AUX") or head.i >= trigger.i:
        return []
    return [Span(offset + head.idx, offset + trigger.left_edge.idx)]


def _date_for(dates: list[DateMention], base: int, lo: int, hi: int, value: Span | None,
              others: Sequence[Span] = (), describing: bool = False, sentence: str = "") -> DateMention | None:
    """The date inside the trigger's phrase (not inside the value, nor inside its subject's words:
    "James Logan (1674-1751) came to America in 1699", nor inside another clause: `others`), or the
    sentence's only date, unless that is another event's (`describing`: see _dated_by_another).
    Years told apart by "and" or a semicolon in the phrase are two events', and which one is this
    fact's the parse cannot be trusted to say (married twice: first, in 1828, to …; and second, in
    1837, to …): none."""
    def in_value(d: DateMention) -> bool:
        return any(s is not None and s.start <= base + d.start < s.end for s in (value, *others))

    inside = [d for d in dates if lo <= base + d.start < hi and not in_value(d)]
    if len({d.year for d in inside}) > 1 and any(
            re.search(r";|\band\b", sentence[a.end:b.start]) for a, b in zip(inside, inside[1:])):
        return None
    if inside:
        return inside[0]
    return dates[0] if len(dates) == 1 and not in_value(dates[0]) and not describing else None


_BEFORE_OR_AFTER = frozenset({"before", "after", "since", "until", "till", "ere"})


def _dated_by_another(trigger: Any) -> bool:
    """Whether a verb stands in a clause whose sentence's date is another event's: one that modifies
    a noun (the house where he was born was burned in 1810), or one set before or after the
    sentence's event (a story published in 1873, seven years before Helen was born). Not the
    sentence's own statement (It was in 1890 that I learned to speak), nor a clause that modifies a
    date, which is then its date (the summer of 1896, when I heard of my father's death). A noun
    set beside a name says what he is, not when (In 1841 I met Douglass, the writer of the Narrative)."""
    if trigger.dep_ == "appos":
        return True
    for t in (trigger, *trigger.ancestors):
        if t.dep_ in ("relcl", "acl") and t.head.ent_type_ != "DATE":
            return True
        if t.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ in _BEFORE_OR_AFTER for c in t.children):
            return True
    return False
