"""An "it" read as the one thing the sentence before names, so that the sentence stands alone.

"In 1732 I first publish'd my Almanack, under the name of …; it was continu'd by me …. I endeavour'd
to make it both entertaining and useful, and …": the second sentence says what it made entertaining
only through the first. When that first sentence, told by the narrator in the same paragraph, names
exactly one singular thing, the object of a verb that makes or gets it (published, printed, bought),
by a capitalised name after "the" or "my" ("my Almanack", "the Gazette"), the "it" is that thing,
and the addition says it ("… to make his Almanack both entertaining …"). Any other singular noun of
that sentence is a rival, and then the "it" stays leaning ("my Almanack and a press", "I remained a
short time in this situation"), but for a person (a kinsman, a title, a bare name the parser finds),
a time, a name given to the thing ("commonly call'd Poor Richard's Almanac": the same thing again)
and a noun framed by a person's name ("under the name of Richard Saunders"). Only an "it" a verb
makes, keeps, renders, leaves or gets so ("make it both entertaining and useful"): a thing; not one
put first for a clause ("I made it my business to sell"). An "it" elsewhere may be the deed the
sentence before tells ("I regretted it", "it grieved my mother", "I was freed from it") or nothing
("it rained"), and still leans. The citation then opens at the sentence before; the check reads the
two sentences with the "it" as the thing, so it cannot test the reading itself: the addition says
so (IT_READ in enrich/additions.py), and a model never rewords it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ..lang.en.nlp import lemma, load
from ..lang.en.parsed import for_parser
from ..lang.en.verify.sentences import sentence_spans
from ..rules import load_rules

# what the sentence before makes or gets (I publish'd my Almanack): a thing, not whom he meets or serves
_MAKING = ("publish", "print", "write", "build", "rebuild", "found", "establish", "begin", "buy", "purchase",
           "compose")
_CLAUSE = ("acl", "advcl", "xcomp", "ccomp", "relcl")
_PEOPLE = ("PERSON", "NORP")
_TIMES = ("DATE", "TIME")  # a short time, that day: when, not what
_CAUSATIVES = ("make", "render", "keep", "leave", "get")  # made it cheap: the thing made so
_STATES = ("ADJ", "NOUN")
# kept it secret, made it good (amends): a deed or a debt, maybe, not a thing made so
_OF_A_FACT = ("secret", "quiet", "private", "dark", "public", "close", "good", "right", "square", "even")
_NAMING = re.compile(r"(?:call|nam|entitl|titl|styl|term)(?:e?d|'d|’d)$", re.I)  # call'd X: the same thing's name
_QUOTE = re.compile(r"[“”\"‘]|[.!?,;:]['’]")  # a quotation's mark, or a single one closing it (undone.’)
_PARAGRAPH = re.compile(r"\n\s*\n")
_WINDOW = 1500  # characters before the sentence read for the one before it


@dataclass(frozen=True)
class ItRead:
    """A sentence whose "it" is read as the thing the sentence before names."""

    sentence: str  # the narrator's sentence with its "it" as that thing ("I endeavour'd to make my Almanack …")
    before: str  # the sentence before, as the narrative has it
    start: int  # where the sentence before starts in the narrative: the citation opens there


def it_read(sentence: str, it_at: int, source: str, start: int) -> ItRead | None:
    """`sentence` (the narrator's, at `start` in `source`) with its "it" at character `it_at` read
    as the one thing the sentence before names, or None when that sentence names none or several,
    or the "it" is not a thing made so (_made_so)."""
    it = next((t for t in load()(sentence) if t.idx == it_at), None)
    if it is None or it.lower_ != "it" or not _made_so(it):
        return None
    window = source[max(0, start - _WINDOW):start]
    spans = sentence_spans(window)
    if not spans:
        return None
    a, b = spans[-1]
    before = " ".join(window[a:b].split())
    if _PARAGRAPH.search(window[b:]) or _QUOTE.search(before):
        return None
    thing = _one_thing(before)
    if thing is None:
        return None
    return ItRead(sentence[:it_at] + thing + sentence[it_at + 2:], before, start - len(window) + a)


def _made_so(it) -> bool:
    """Whether the "it" is what a verb makes, keeps, renders, leaves or gets so ("make it both
    entertaining and useful", "kept it clean"), as the parse hangs it: the subject of the state, or
    the object beside it. Only a thing is made so; an "it" elsewhere may be the deed the sentence
    before tells ("I regretted it", "it grieved my mother", "I was freed from it") or nothing ("it
    rained"), one put first for a clause the state governs is that clause ("I made it my business
    to sell", "made it necessary for him to quit"), and one kept secret, quiet or known, or made
    good or right to someone, may be a deed or a debt ("kept it secret from my mother")."""
    if it.dep_ == "nsubj" and it.head.dep_ in ("ccomp", "xcomp") and it.head.pos_ in _STATES:
        state = it.head if lemma(it.head.head) in _CAUSATIVES else None
    else:
        state = next((c for c in it.head.children if c.dep_ in ("oprd", "acomp", "xcomp", "ccomp")
                      and c.pos_ in _STATES and c.i > it.i), None) if it.dep_ == "dobj" and lemma(
            it.head) in _CAUSATIVES else None
    return (state is not None and lemma(state) not in _OF_A_FACT and not _between_persons(state)
            and not any(c.dep_ in _CLAUSE and c.pos_ in ("VERB", "AUX") for c in state.children))


def _between_persons(state) -> bool:
    """Whether the state is one toward a person ("made it good to Pyne", "right with Pyne"): a debt,
    a quarrel or a deed between them, not a thing he made so."""
    return any(c.dep_ == "prep" and any(g.dep_ == "pobj" and (g.pos_ in ("PROPN", "PRON") or g.ent_type_ == "PERSON"
                                                              or g.lower_ in _people_words()) for g in c.children)
               for c in state.children)


def _one_thing(sentence: str) -> str | None:
    """The words naming the one singular thing `sentence` names, when it is what the sentence makes
    or gets (_core), named by a capitalised name after "the" or "my", and it names no other."""
    doc = load()(for_parser(sentence))  # _Poor Richard's Almanac_.[74]: no italics, no note
    nouns = [_phrase(doc, t) for t in doc if t.tag_ in ("NN", "NNP") and t.dep_ not in ("compound", "poss")
             and t.ent_type_ not in _TIMES and not _naming(t)]
    things = [p for p in nouns if not _person(p) and not _of_someone(p[-1])]
    if len(things) != 1:
        return None
    thing, noun = things[0], things[0][-1]
    if not (_core(noun) and noun.text[0].isupper() and noun.i > 0 and thing[0].lower_ in ("the", "my")):
        return None
    words = " ".join(thing.text.split())
    return words[0].lower() + words[1:]


def _phrase(doc, noun):
    """The noun with the words before it that make its name (the, my, an adjective, a compound)."""
    words = [c for c in noun.children if c.dep_ in ("det", "poss", "amod", "compound") and c.i < noun.i]
    return doc[min((c.left_edge.i for c in words), default=noun.i):noun.i + 1]


def _of_someone(noun) -> bool:
    """Whether the noun is framed by a person's name ("under the name of Richard Saunders"): his
    name, not a thing an "it" would stand for; a capitalised thing of someone ("the Almanack of
    Jonathan Pyne") is still a thing."""
    return noun.text[:1].islower() and any(
        c.lower_ == "of" and any(g.ent_type_ in _PEOPLE for g in c.children) for c in noun.children)


def _person(phrase) -> bool:
    """Whether the words name a person or a people: a kinsman or a title among them ("my Uncle"), or
    the parser's entity of one, but for a noun after a determiner or a possessive ("my Gazette", "the
    Gazette": the small parser takes many a capitalised word for a man's name; a man so named would
    be a kinsman or a title). A person taken for a thing is no harm: the thing must be one the
    sentence before makes (_core), and a rival thing only keeps the "it" leaning."""
    noun = phrase[-1]
    fronted = any(c.dep_ in ("det", "poss") for c in noun.children)
    return any(t.lower_ in _people_words() for t in phrase) or noun.ent_type_ in _PEOPLE and not fronted


def _core(token) -> bool:
    """Whether the noun is what the sentence before makes or gets ("I publish'd my Almanack", or
    joined to it: "my Almanack and a press"), not whom it meets or serves ("I petitioned the
    Proprietor") nor a thing it ends or hides (a deed the "it" could be: "I quitted my Gazette")."""
    while token.dep_ == "conj":
        token = token.head
    return token.dep_ == "dobj" and lemma(token.head) in _MAKING


def _naming(token) -> bool:
    """Whether the noun is the name a participle of naming gives the thing ("commonly call'd Poor
    Richard's Almanac"; not "I called a meeting": another thing)."""
    head = token.head
    return (token.dep_ in ("dobj", "oprd") and head.tag_ == "VBN" and bool(_NAMING.match(head.lower_))
            and not any(c.dep_ == "aux" and lemma(c) == "have" for c in head.children))  # had called: a deed


@cache
def _people_words() -> frozenset[str]:
    """Kinsmen and titles (data/en_names.toml), lower-cased: a man or a woman, never an "it"."""
    names = load_rules("en_names.toml")
    return frozenset(w.lower() for group in ("kin", "titles") for words in names[group].values() for w in words)
