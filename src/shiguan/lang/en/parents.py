"""His parents as county histories and dictionaries name them, and one father and one mother each.

"A son of William and Nancy (Scott) Hargrove", "the son of Asa Merriam, a tanner, and his wife
Hannah (Hale) Merriam": two parents named together, whatever the parse made of them, are his
father and his mother, and the "his" of "his wife" is the father's. A second, different father
read later is a misparse, kept undecided. Two parents named together with nothing to mark the mother
("the daughter of James and Betsey") are told apart by sex: when one of them is known to be a man (his
given name, a title, the pronouns the document gives him) and the other is not, he is the father and
the other the mother, and the other way about; two of one sex, or of none known, stay parents.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import NOBODY, UNDECIDED, Fact, Span, Subject
from .people import FEMALE, MALE, NameRules, People, given_gender, split_title, title_gender

_ONE_EACH = ("father", "mother")
_PARENTAL = ("father", "mother", "parent")

# Two parents named together after "son of", the mother by her maiden name in brackets and the surname
# they share after it, or as his wife: (He is a son of) William and Nancy (Scott) Hargrove; the son
# of Captain Jotham Wardwell, a shipbuilder, and Mehitable (Pierce) Wardwell; the eldest son of Asa
# Merriam, a tanner, and his wife Hannah (Hale) Merriam; the second son of Joseph Pell, a wheelwright,
# and of Hannah Crane, his wife; the son of Joseph Pell and of Hannah his wife.
_NAME = r"[A-Z][\w'’]*\.?(?:[ \t\n]+(?:[A-Z][\w'’]*|[A-Z]\.))*"
_MAIDEN = r"[ \t\n]+\([A-Z][\w'’-]*\)[ \t\n]+[A-Z][\w'’-]*"
_PARENTS = re.compile(rf"\b(?:son|daughter|child)[ \t\n]+of[ \t\n]+(?P<father>{_NAME})"
                      rf"(?:,[ \t\n]+(?:a|an)[ \t\n]+[^,()\n]{{1,40}})?,?[ \t\n]+and[ \t\n]+(?:of[ \t\n]+)?"
                      rf"(?:(?:his|her)[ \t\n]+wife,?[ \t\n]+(?P<wife>{_NAME}(?:{_MAIDEN})?)"
                      rf"|(?P<mother>{_NAME}{_MAIDEN})"
                      rf"|(?P<spouse>{_NAME}),?[ \t\n]+(?:his|her)[ \t\n]+(?:[a-z]+[ \t\n]+)?wife(?![\w'’]))")


def parents_apart(text: str, facts: list[tuple[str, Fact]], names: NameRules) -> list[tuple[str, Fact]]:
    """The parents read in "a son of William and Nancy (Scott) Hargrove" are two: the one her maiden
    name, or "his wife", marks is his mother, and the one beside her his father (the way county
    histories and dictionaries name them), whatever the parse made of the words; each is cited by
    the words that name them, a title left out (Captain Jotham Wardwell: Jotham Wardwell)."""
    out: list[tuple[str, Fact]] = []
    told: set[tuple[str, int]] = set()
    said: dict[Span, list[re.Match[str]]] = {}  # each sentence's parents named together, read once
    for key, f in facts:
        if f.evidence not in said:
            said[f.evidence] = list(_PARENTS.finditer(text, f.evidence.start, f.evidence.end))
        named = said[f.evidence]
        m = next((m for m in named if m.start("father") <= f.span.start < m.end()), None) \
            if f.relation == "parent" else None
        if m is None:
            if not _fathers_own(f, named):
                out.append((key, f))
            continue
        if (key, m.start()) in told:
            continue
        told.add((key, m.start()))
        mother = next(g for g in ("wife", "spouse", "mother") if m[g])
        for relation, group in (("father", "father"), ("mother", mother)):
            start, words = m.start(group), m[group]
            title = split_title(" ".join(words.split()), names)[0]
            if title:  # Captain Jotham Wardwell: from where the name begins
                after = words.index(title.split()[-1]) + len(title.split()[-1])
                start += after + len(words[after:]) - len(words[after:].lstrip())
            out.append((key, replace(f, relation=relation, value=" ".join(text[start:m.end(group)].split()),
                                     span=Span(start, m.end(group)))))
    return out


def parents_by_sex(text: str, facts: list[tuple[str, Fact]], people: People, names: NameRules
                   ) -> list[tuple[str, Fact]]:
    """Two parents read from one sentence and named together ("daughter of James and Betsey": only
    "and" between them), with no maiden name or "his wife" to mark the mother, are his father and his
    mother when the sex of one of them is known and the other is not known to be of it too: a child
    has one father and one mother. Otherwise they stay parents."""
    pairs: dict[tuple[str, Span], list[int]] = {}
    for i, (key, f) in enumerate(facts):
        if f.relation == "parent" and f.subject is not None and f.subject.basis != UNDECIDED:
            pairs.setdefault((key, f.evidence), []).append(i)
    out = list(facts)
    for at in pairs.values():
        if len(at) != 2:
            continue
        first, second = sorted(at, key=lambda i: facts[i][1].span.start)
        a, b = facts[first][1], facts[second][1]
        if text[a.span.end:b.span.start].strip() != "and":
            continue
        sexes = [_sex(people, names, f) for f in (a, b)]
        known = [s for s in sexes if s]
        if len(known) == 2 and known[0] == known[1] or not known:
            continue
        one = next(s for s in sexes if s)
        for i, sex in zip((first, second), sexes, strict=True):
            man = (sex == one) == (one == MALE)  # the one known, or the other of him
            out[i] = (facts[i][0], replace(facts[i][1], relation="father" if man else "mother"))
    return out


def _sex(people: People, names: NameRules, f: Fact) -> str:
    """The sex a parent's value is known to be of: the person's, as the document shows it, else
    the one his given name or his title says; "" when none does."""
    m = people.at(f.span)
    person = people.persons.get(m.person) if m is not None else None
    if person is not None and (person.gender or person.by_name):
        return person.gender or person.by_name
    title, bare = split_title(f.value, names)
    if title:
        return title_gender(title, names)
    return given_gender(bare, names)


def _fathers_own(f: Fact, named: list[re.Match[str]]) -> bool:
    """Whether a fact was read from the "his" of "the son of Eli Hallett, a cooper, and his wife
    Sarah", or "… and of Sarah Hale, his wife" (`named`: its sentence's parents named together):
    that "his" is the father's, whoever else the sentence names."""
    cue = f.subject.cue if f.subject is not None else None
    return cue is not None and any(m["wife"] and m.start() <= cue.start < m.start("wife") or m["spouse"] and (
        m.end("spouse") <= cue.start < m.end()) for m in named)


def one_parent_each(facts: list[tuple[str, Fact]], people: People) -> list[tuple[str, Fact]]:
    """A person has one father and one mother, and the sentence that first names them outranks a
    later one: a later reading that names someone else (Dr. Bell, my father with a sad heart …: a
    misparse; "the son of" a description pages on) is kept undecided, with the reading it
    contradicts. A later father or mother fills a place the first readings left open (the son of
    James Weller; my mother, Agnes Lindsay)."""
    first: dict[tuple[str, str], Fact] = {}
    told: dict[str, list[Fact]] = {}  # his parents as read, in the document's order
    out = []
    for key, f in facts:
        if f.relation in _PARENTAL and f.subject is not None and f.subject.basis != UNDECIDED:
            known = first.setdefault((key, f.relation), f) if f.relation in _ONE_EACH else f
            before = [k for k in told.get(key, []) if k.evidence != f.evidence]
            if known is not f and not _same_person(people, known, f):
                f = _undecided(f, f"a second {f.relation}: «{known.value}» was read first")
            elif before and not any(_same_person(people, k, f) for k in before) and _taken(people, before, f):
                f = _undecided(f, f"his parents were read first: {', '.join(k.value for k in before)}")
            else:
                told.setdefault(key, []).append(f)
        out.append((key, f))
    return out


def _undecided(f: Fact, note: str) -> Fact:
    assert f.subject is not None
    return replace(f, subject=Subject(NOBODY, "", UNDECIDED, f.subject.cue, note=note))


def _taken(people: People, before: list[Fact], f: Fact) -> bool:
    """Whether the parents read before leave no place for `f`: two of them; or, for a father, a
    parent who is not known to be a woman (the son of James Weller); for a mother, one known to
    be; for a parent of either sex, any."""
    if len({k.value for k in before}) >= 2 or f.relation == "parent":
        return True
    def sex(k: Fact) -> str:
        m = people.at(k.span)
        return {"father": MALE, "mother": FEMALE}.get(k.relation) or (
            people.persons[m.person].gender if m is not None and m.person in people.persons else "")
    return any(sex(k) == FEMALE if f.relation == "mother" else sex(k) != FEMALE for k in before)


def _same_person(people: People, a: Fact, b: Fact) -> bool:
    """Whether two values name one person: one cluster, or the words of one inside the other's."""
    ma, mb = people.at(a.span), people.at(b.span)
    if ma is not None and mb is not None:
        return ma.person == mb.person
    wa, wb = set(a.value.casefold().split()), set(b.value.casefold().split())
    return wa <= wb or wb <= wa
