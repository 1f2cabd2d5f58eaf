"""What the parse tells the people of a document (people.py) before its pronouns are resolved:
who is the subject of which sentence, which words are a verb's arguments, which his or her
owns what, which kinsman stands unnamed, and each person's sex as the text votes for it.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Sequence
from typing import Any

from ...models import SELF, Fact, Span, Subject
from .facts import Read
from .parsed import HEADING, Parsed, root_subject, token_span
from .people import (
    FIRST_PERSON,
    NAME,
    Mention,
    NameRules,
    People,
)


def past_headings(text: str, sentences: list[Span], people: People) -> list[Span]:
    """The sentences a he or she looks back over: a heading that names no one (== Personal life ==,
    CHAPTER III.) is no sentence of its own there, so "In 1855 she married William Hoyt" under it
    goes on from the sentence before it; a heading that names someone (JOHN SMITH.) stays one."""
    named = sorted(m.span.start for m in people.mentions)
    def blank(s: Span) -> bool:
        words = text[s.start:s.end].strip()
        heading = bool(HEADING.fullmatch(words)) or (words.isupper() and "\n" not in words)
        return heading and bisect_left(named, s.start) == bisect_left(named, s.end)
    return [s for s in sentences if not blank(s)]


def narrator_sex(parsed: Sequence[Parsed], people: People, names: NameRules) -> list[tuple[str, Fact]]:
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
            at = token_span(p, t)
            out.append((me.key, Fact("sex", t.text, at, Span(p.offset + sent.start_char, p.offset + sent.end_char),
                                     "en:sex", detail=names.kin_gender[t.lower_],
                                     subject=Subject(SELF, me.key, FIRST_PERSON, mention.span))))
    return out


def sentence_people(people: People, sentences: list[Span], words: list[tuple[Span, str, bool]],
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


def own_possessives(parsed: Sequence[Parsed], people: People) -> list[tuple[Span, list[str], list[str]]]:
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
            mention = people.at(token_span(p, subject)) \
                if subject is not None and subject.i < t.i else None
            if mention is not None and mention.basis == NAME:
                out.append((mention.span, [mention.person], [t.lower_]))
    return out


# A place in a family that excludes the others for one name in one text; a spouse excludes none (a
# mother is her husband's wife: Josiah was married to Abiah Folger; his mother, Abiah).
_ROLE = {"father": "parent", "mother": "parent", "parent": "parent", "child": "child", "sibling": "sibling"}


def roles_agree(text: str, people: People, reads: list[tuple[Parsed, Read]]) -> None:
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


def told_of(parsed: Sequence[Parsed], people: People) -> frozenset[int]:
    """The starts of the sentences whose main verb's subject is a name of the person the document
    is about (Ashby was born …): whom its next he or she may go on about."""
    return frozenset(p.offset + s.start_char for p in parsed for s in p.doc.sents
                     if (m := root_subject(p, s, people)) is not None and people.persons[m.person].about)


_ARGUMENTS = frozenset({"nsubj", "nsubjpass", "dobj", "dative", "attr", "oprd"})


def _argument(t: Any) -> bool:
    """Whether a word is a verb's subject or object, or the object of its preposition (he met
    William Garrison; he lived with Mr. Covey), or set beside or joined to one; not a noun's
    (the office of Judge Marvin; the home of her daughter, Mrs. George Fenn)."""
    while t.dep_ in ("appos", "conj", "compound") and t.head is not t:
        t = t.head
    return t.dep_ in _ARGUMENTS or t.dep_ == "pobj" and t.head.head.pos_ in ("VERB", "AUX")


def arguments(parsed: Sequence[Parsed]) -> frozenset[int]:
    """Where the words stand that are a verb's arguments (_argument): a person named there may be
    whom the next he or she means."""
    return frozenset(p.offset + t.idx for p in parsed for t in p.doc if _argument(t))


def kin_openers(parsed: Sequence[Parsed], kin: frozenset[str]) -> frozenset[int]:
    """Where a his or her opens its sentence before a kinsman noun (Her father commanded a company
    …): in an article about her, after a sentence that has her as its subject, hers."""
    return frozenset(p.offset + s[0].idx for p in parsed for s in p.doc.sents
                     if s[0].lower_ in ("his", "her") and s[0].dep_ == "poss" and s[0].head.lower_ in kin)


def unnamed_kin(parsed: Sequence[Parsed], kin: dict[str, str]) -> dict[int, str]:
    """Where a kinsman noun or a man's or woman's noun stands for someone no name is set beside
    (Master Thomas married his second wife. Her name was …; my father … Then he wrote …), by its
    start, with the sex it says: someone a he or she may mean, whom no name stands for. Not one
    said of the subject itself (he was the son of …; a young woman from Scotland)."""
    def named(t: Any) -> bool:  # His father was John Weller; not His father was a Virginian
        return _named_noun(t) or (t.dep_ == "appos" and t.head.pos_ == "PROPN") or any(
            c.dep_ == "acl" for c in t.children)
    return {p.offset + t.idx: kin[t.lower_] for p in parsed for t in p.doc
            if t.lower_ in kin and t.pos_ == "NOUN" and t.dep_ in ("dobj", "nsubj", "nsubjpass")
            and any(c.dep_ == "poss" for c in t.children) and not named(t)}


def others_told(parsed: Sequence[Parsed], kin: dict[str, str], others: frozenset[str]) -> dict[int, str]:
    """Where a main clause tells of someone else no name is set beside, by its start, with the sex
    its noun says ("" for either): its subject is his or her kinsman or one of `others` (His friend
    was a Virginian), or one of them told of with him or her (The priest who baptized him was old),
    or it says someone not a he or she is his or her one (The old statesman was his hero; Emerson
    was his neighbor). A he or she that no one named since goes on about is then not whom the he
    before it meant, nor is one after it in its own sentence whom a name before decided."""
    def person(t: Any) -> bool:
        return t.lower_ in kin or t.lower_ in others

    def owned(t: Any) -> bool:
        return any(c.dep_ == "poss" and c.tag_ == "PRP$" for c in t.children)

    def beside(t: Any) -> bool:
        return any(c.dep_ in ("relcl", "acl") and any(w.lower_ in ("him", "her", "his") for w in c.subtree)
                   for c in t.children)

    def main(verb: Any) -> bool:  # a clause set before the main one is one too: Emerson was his neighbor; he …
        return verb.dep_ == "ROOT" or verb.dep_ == "conj" and verb.head.dep_ == "ROOT" or (
            verb.dep_ == "ccomp" and verb.head.dep_ == "ROOT" and verb.i < verb.head.i)

    out = {}
    for p in parsed:
        for t in p.doc:
            if t.pos_ != "NOUN" or not person(t) or not main(t.head) or _named_noun(t):
                continue
            subject = next((c for c in t.head.children if c.dep_ in ("nsubj", "nsubjpass")), None)
            said = t.dep_ in ("nsubj", "nsubjpass") and (owned(t) or beside(t)) or (
                t.dep_ == "attr" and owned(t) and subject is not None and subject.tag_ != "PRP")
            if said:
                out[p.offset + t.idx] = kin.get(t.lower_, "")
    return out


def _named_noun(t: Any) -> bool:
    """Whether a name is set beside the noun (his friend, John Weller; his father was John Weller);
    not a kind of man (his father was a Virginian, a Quaker)."""
    def name(c: Any) -> bool:
        return c.pos_ == "PROPN" and not any(d.dep_ == "det" and d.lower_ in ("a", "an") for d in c.children)
    return any(c.pos_ == "PROPN" and c.dep_ in ("appos", "compound", "npadvmod") for c in t.children) or (
        t.dep_ in ("nsubj", "nsubjpass") and any(c.dep_ in ("attr", "oprd") and name(c) for c in t.head.children))


def led_by_pronoun(parsed: Sequence[Parsed]) -> dict[int, int]:
    """The sentences whose main verb's subject is a he or she (In 1851 he entered the office of
    Judge Marvin …): sentence start → that pronoun's start, for the he or she after it."""
    return {p.offset + s.start_char: p.offset + subject.idx for p in parsed for s in p.doc.sents
            if (subject := next((c for c in s.root.children if c.dep_ in ("nsubj", "nsubjpass")), None)) is not None
            and subject.lower_ in ("he", "she") and not p.quoted[subject.idx]}


def relative_nouns(parsed: Sequence[Parsed]) -> dict[int, int]:
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


def parallel_kin(parsed: Sequence[Parsed], kin: frozenset[str]) -> dict[int, int]:
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


def kin_beside_names(people: People, reads: list[tuple[Parsed, Read]]) -> list[tuple[str, str]]:
    """(person, kinsman noun) for each name set beside a kinsman noun (my brother James) and each
    name said to be someone's son or daughter (Ashby was born …, the son of Robert Ashby)."""
    out = []
    for p, r in reads:
        if r.pattern.relation == "kin" and r.value is not None and (m := people.at(r.value)) is not None:
            out.append((m.person, r.trigger.lower_))
        elif r.pattern.relation == "parent" and r.subject is not None and not r.pattern.on_verb:
            at = token_span(p, r.subject)
            if (m := people.at(at)) is not None and m.basis == NAME:
                out.append((m.person, r.trigger.lower_))
    return out
