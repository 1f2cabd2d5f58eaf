"""Whose each fact read is: the person its subject words name (a name, the narrator's "I", a
resolved pronoun, the narrator among a "we"), kept undecided for a he or she no one could be
decided for, and what "they" or "the couple" did, given to each of the married.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import replace
from typing import Any

from ...models import NOBODY, SELF, UNDECIDED, Fact, Span, Subject
from .fact_dates import make_fact
from .facts import Read
from .nlp import lemma
from .parsed import Parsed, token_span
from .people import (
    FIRST_PERSON,
    NAME,
    PRONOUN,
    Mention,
    People,
)

# What a "we" of the narrator's tells of him too: where they went, what they attended, the children
# and the brothers they had (we had two sons, Tom and Ned).
SHARED = frozenset({"residence", "event", "education", "child", "sibling"})
_WEDDED = frozenset({"married", "wed", "wedded"})  # "we were married in 1840": he is one of the two
_SAVE = frozenset({"but", "except", "excepting", "save"})  # all but me; every one except me
_BE = frozenset({"was", "were", "am", "'m", "’m"})
_NOT_YET = frozenset({"before", "ere", "till", "until"})  # long before I was born
_AWAY = frozenset({"away", "abroad", "absent", "gone", "prisoner", "captive"})  # while I was away
_PAIR_NOUNS = frozenset({"couple", "pair", "union"})  # the couple settled in New Bedford; to this union were born


def the_pair(subject: Any) -> bool:
    """Whether a subject is "they", "the couple" or, of "born to", "them" or "this union", which a
    marriage told just before may name."""
    return subject.lower_ == "they" or (subject.lower_ == "them" and subject.dep_ == "pobj") or (
        subject.lower_ in _PAIR_NOUNS and subject.dep_ in ("nsubj", "nsubjpass", "pobj")
        and any(c.lower_ in ("the", "this") for c in subject.children))


def the_pairs_facts(text: str, pairs: list[tuple[Parsed, Read]], facts: list[tuple[str, Fact]],
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
        at = token_span(p, r.subject)
        evidence = Span(p.offset + r.trigger.sent.start_char, p.offset + r.trigger.sent.end_char)
        for key in sorted(keys):
            who = Subject(SELF, key, PRONOUN, at, note=f"«{r.subject.text}»: {key} and whom {key} married, as told "
                                                        f"at {marriage}, just before")
            fact = make_fact(text, p, r, who, evidence)
            if fact is not None:
                out.append((key, fact))
    return out


def _left_out(subject: Any, relation: str) -> bool:
    """A "we" its sentence leaves him out of (we were taken prisoner, all but me), or one that suffers
    a capture or wound after a group the sentence names without him (my brother and his comrades
    marched on; we were taken prisoner): that "we" may be theirs, told by one of them. A household's
    "we" that moves or settles after his kin (my father and mother were poor; we lived at …) is his."""
    return any(t.lower_ == "me" and t.head.lower_ in _SAVE and t.head.dep_ in ("prep", "cc") for t in subject.sent) \
        or relation == "event" and any(_a_group_without_him(t) for t in subject.sent if t.i < subject.i)


def _a_group_without_him(noun: Any) -> bool:
    """The subject of a clause that is a group of others: nouns joined (my brother and his comrades)
    or someone's many (his comrades), with no "I", "me" or "our" among them (our men fought: his)."""
    if noun.dep_ not in ("nsubj", "nsubjpass") or noun.pos_ not in ("NOUN", "PROPN"):
        return False
    group = any(c.dep_ == "conj" for c in noun.children) or noun.tag_ in ("NNS", "NNPS") and any(
        c.dep_ == "poss" for c in noun.children)
    return group and not any(t.lower_ in ("i", "me", "myself", "we", "us", "our") for t in noun.subtree)


def _households_own(subject: Any, relation: str, households: frozenset[str]) -> Any:
    """For a household that is "my" or "our" (our family moved to Boston), its possessive, which
    stands for the narrator among them in what a "we" tells of him too; any other subject as it is
    (my uncle's family, their family, the Hale family: another household), and so where the
    sentence tells him apart from them (my family moved to Boston after I had gone to sea; while I
    was at school in Perth; not "when I was six", "soon after I was born")."""
    if relation not in SHARED or subject.lower_ not in households or subject.dep_ not in ("nsubj", "nsubjpass") \
            or any(t.lower_ == "i" and t.dep_ in ("nsubj", "nsubjpass") and _apart(t.head) for t in subject.sent):
        return subject
    return next((c for c in subject.children if c.dep_ == "poss" and c.lower_ in ("my", "our")), subject)


def _apart(verb: Any) -> bool:
    """Whether the verb of an "I" tells him somewhere or doing something of his own: any but his
    birth (not before it: "long before I was born") or a "was" with no place, absence or captivity
    (I was six; I was a boy; not "while I was away", "when I was a prisoner")."""
    if verb.lower_ == "born":
        return any(c.lower_ in _NOT_YET for c in verb.children)
    return verb.lower_ not in _BE or any(c.dep_ == "prep" or c.lower_ in _AWAY for c in verb.children)


def _we(subject: Any) -> bool:
    """A "we", "our", or an "us" that a verb moves (my father took us to Boston): the narrator among others."""
    return subject.lower_ in ("we", "our") or subject.lower_ == "us" and subject.dep_ == "dobj"


def _narrator_among(people: People, at: Span) -> Mention | None:
    """A "we" in the narrator's voice as a mention of him (he was among them)."""
    me = next((p for p in people.persons.values() if p.narrator), None)
    if me is None or not people.speaks(at.start):
        return None
    return Mention(at, me.key, FIRST_PERSON, "we: the narrator among others")


def fact_of(text: str, p: Parsed, r: Read, people: People) -> tuple[str, Fact] | None:
    """The fact a match reads, under the person its subject words name; None when they name no one."""
    subject = r.subject
    if subject is None or (p.quoted[r.trigger.idx] and not p.quoted[subject.idx]):
        return None  # I got no answer but "if you go on de right, go to God": the quotation's words, not his
    if r.value is not None and text[r.value.start:r.value.end].lower() in ("him", "her"):
        named_by = people.at(r.value)  # I took her to wife: the woman she was resolved to, by her name
        if named_by is None or named_by.by is None:
            return None
        r = replace(r, value=named_by.by)
    subject = _households_own(subject, r.relation, people.rules.households)
    if subject.dep_ in ("nsubj", "nsubjpass") and subject.pos_ == "NOUN" and people.at(token_span(p, subject)) is None:
        # my father died: about the kinsman, who is his person only when named beside (my brother James)
        named = next((c for c in subject.children if c.dep_ == "appos"), None)
        if named is None:
            return None
        subject = named
    at = token_span(p, subject)
    mention: Mention | None = people.at(at)
    sent = r.trigger.sent
    evidence = Span(p.offset + sent.start_char, p.offset + sent.end_char)
    if r.value is not None and r.value.start < evidence.start:  # went there: the place named the sentence before
        evidence = Span(p.offset + r.trigger.doc[sent.start - 1].sent.start_char, evidence.end)
    wedded = r.relation == "deed" and (r.trigger.lower_ in _WEDDED or r.pattern.detail in _WEDDED)
    if mention is None and _we(subject) and (r.relation in SHARED or wedded) \
            and not p.quoted[subject.idx] and not _left_out(subject, r.relation):  # our children were James and Mary
        # we went, we were sent: the narrator among others, when he speaks there
        mention = _narrator_among(people, at)
    why = "no single person of that gender named just before"
    if mention is not None and r.relation == "death" and mention.basis == PRONOUN and at.start in people.past_kin:
        mention, why = None, "carried past a kinsman of that sex no name stands for, whose death it may tell"
    if mention is None:
        if subject.lower_ in ("he", "she", "him", "her", "his") and not p.quoted[subject.idx]:
            who = Subject(NOBODY, "", UNDECIDED, at, note=f"«{subject.text}»: {why}")
            key = next((k for k, v in people.persons.items() if v.narrator), "")
            fact = make_fact(text, p, r, who, evidence) if key else None
            return (key, fact) if fact else None
        return None
    if mention.basis == FIRST_PERSON and _named_apart(p, sent, people, mention):
        return None  # I acted as interpreter of the narrative of Black Hawk: this I is not Black Hawk
    basis = {FIRST_PERSON: FIRST_PERSON, NAME: NAME, PRONOUN: PRONOUN}[mention.basis]
    who = Subject(SELF, mention.person, basis, mention.span, note=mention.note)
    named = people.at(r.value) if r.value is not None else None
    if named is not None and ((named.person == mention.person and r.relation != "name") or (
            r.pattern.kind in ("place", "org", "work") and _a_person(people, named.person, text, r.value.end))):
        return None  # his own name as his own father (Josiah, my father); a person is no place
    if r.relation == "name" and r.value is not None and (
            text[r.value.start:r.value.end].casefold() == mention.person.casefold()
            or _a_common_word(text, text[r.value.start:r.value.end])):
        return None  # the name he is known by is no other name of his; "named Adjutant": an office
    fact = make_fact(text, p, r, who, evidence)
    return (mention.person, fact) if fact else None


# Verbs that give a name to their object or complement: "they called me Black Hawk", "my name was Black Hawk".
_NAMING = frozenset({"call", "name", "style", "christen", "dub", "know", "be", "sign"})


def _named_apart(p: Parsed, sent: Any, people: People, mention: Mention) -> bool:
    """Whether a sentence whose "I" was read as the narrator also names him in the third person,
    outside a quotation ("I acted as Interpreter, … to understand the narrative of Black Hawk"; "we
    made our first visit to Black Hawk's Tower … from the lips of Black Hawk himself"): the "I" of
    another (an interpreter's certificate, an editor's account), so the fact is not his. His full
    name, or a form of his of two words or more; not one set beside the "I" ("I, Black Hawk, …")
    nor one given by a verb of naming ("they called me Black Hawk", "my name was Black Hawk")."""
    him = people.persons.get(mention.person)
    forms = {mention.person} | ({f for f in him.forms if len(f.split()) > 1} if him else set())
    for form in forms:
        for m in re.finditer(rf"(?<!\w){re.escape(form)}(?!\w)", sent.text):
            words = [t for t in sent if m.start() <= t.idx - sent.start_char < m.end()]
            head = next((t for t in words if t.head not in words or t.head is t), None)
            if head is None or p.quoted[head.idx] or head.dep_ == "appos" or head.dep_ in (
                    "attr", "oprd", "dobj", "npadvmod") and lemma(head.head) in _NAMING:
                continue
            return True
    return False


def _a_person(people: People, person: str, text: str, end: int) -> bool:
    """Whether a name read as a place, a body or a work is a person's: one the document names
    twice (went to Henry), or names with a title (sent it to Dr. Mitchel), unless the value is his
    house (went to Mr. Gardner's)."""
    return people.named_count(person) >= 2 or (people.titled(person) and not text.startswith(("'s", "’s"), end))


def _a_common_word(text: str, value: str) -> bool:
    """Whether a one-word name is a word the text also writes in small letters ("I was named
    Adjutant", where "the adjutant of the regiment" stands too): an office or a rank, no name."""
    word = value.strip().rstrip(".")
    return word.isalpha() and re.search(rf"\b{re.escape(word.lower())}\b", text) is not None
