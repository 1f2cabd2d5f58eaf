"""Who the people of an English document are, and which words name each of them.

Name variants are clustered by their shape, never by a list of names: a full name (two words or
more, a title taken off) is a person; a single word joins the one full name it is the surname or
given name of, and stays a person of its own when it fits none (Sandy) or is shared by several
full names (Carnegie, when both William and Andrew Carnegie are named), so that a father and a son
are never made one; a titled one that fits several stays apart by its title (Mrs. Auld, Mr. Auld),
so that a husband and a wife are not made one either. The person a document is about (its
narrator, or the subject an article opens with) is the exception a reader makes: a surname
standing alone, untitled, where he does not speak himself, is his (Keller, Franklin: the article
and the editor call him so, and call his father and brothers by their full names; in his own
voice he is "I", and "Weller" is his cousin), and so is a full name with his first and last words
(Helen A. Keller). His given name alone is not (my uncle Benjamin). "I" is the narrator of an
autobiography, outside quotations. Whom a he or she means is pronouns.py's to decide.
"""

from __future__ import annotations

import re
from bisect import bisect
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ...models import Span
from ...rules import load_rules

FIRST_PERSON, NAME, PRONOUN = "first-person", "name", "pronoun"
_GIVEN_NAME = "the given name of {key}, the one person so named"
MALE, FEMALE = "m", "f"
_FIRST_PERSON = frozenset({"i", "me", "my", "myself", "mine"})
PRONOUN_GENDER = {"he": MALE, "him": MALE, "his": MALE, "himself": MALE,
                   "she": FEMALE, "her": FEMALE, "hers": FEMALE, "herself": FEMALE}
_NAME_WORD = re.compile(r"^[A-Z][a-z'’]*\.?$|^[A-Z]\.$|^(?:de|van|von|la|le|du)$")


@dataclass
class Person:
    key: str  # the fullest form: what the person is called in the store
    forms: Counter = field(default_factory=Counter)  # every form as written (title included), with counts
    gender: str = ""
    by_name: str = ""  # the sex his given name says (Stephen: m): it only rules him out for the other sex's pronouns
    narrator: bool = False
    about: bool = False  # the person the document is about: its narrator, or the subject an article opens with
    first: Span | None = None  # the first mention

    @property
    def given(self) -> str:
        return self.key.split()[0]

    @property
    def surname(self) -> str:
        return self.key.split()[-1]


@dataclass(frozen=True)
class Mention:
    span: Span  # the words that name him (a name, an "I", a pronoun)
    person: str  # Person.key
    basis: str  # name | first-person | pronoun
    note: str = ""  # for a pronoun: the sentence whose name decided it; for a name: a rule that made it his
    by: Span | None = None  # for a pronoun: the name that decided it


@dataclass(frozen=True)
class NameRules:
    titles: dict[str, str]  # title → gender ("" when a title says nothing of it)
    kin_gender: dict[str, str]  # kinsman noun → gender
    not_names: frozenset[str]  # capitalised words spaCy takes for names that never are (God, Sir alone)
    place_titles: frozenset[str]  # titles that also begin a place's name (St. Michael's)
    marital: dict[str, str] = field(default_factory=dict)  # a woman's title → "married" | "unmarried"
    plain: frozenset[str] = frozenset()  # the title any man bears (Mr.)
    given: dict[str, str] = field(default_factory=dict)  # a given name → the sex it says (john: m)
    place_ends: frozenset[str] = frozenset()  # a last word that makes a name a place's (Seneca Falls)
    households: frozenset[str] = frozenset()  # our family moved: the narrator among them
    others: frozenset[str] = frozenset()  # a friend, a priest: someone else of either sex


def name_rules(project_dir: Path | None = None) -> NameRules:
    """The words of data/en_names.toml, with a project's own copy merged over them."""
    rules = load_rules("en_names.toml", project_dir)
    return NameRules({t.lower(): g for g, ts in rules["titles"].items() for t in ts},
                     {k: g for g, ks in rules["kin"].items() for k in ks},
                     frozenset(w.lower() for w in rules["not_names"]),
                     frozenset(t.lower() for t in rules["place_titles"]),
                     {t.lower(): state for state in ("married", "unmarried") for t in rules[f"{state}_titles"]},
                     frozenset(t.lower() for t in rules["plain_titles"]),
                     {n.lower(): g for g, ns in rules.get("given", {}).items() for n in ns},
                     frozenset(w.lower() for w in rules.get("place_ends", ())),
                     frozenset(w.lower() for w in rules.get("households", ())),
                     frozenset(w.lower() for w in rules.get("others", ())))


def title_word(word: str) -> str:
    """A title's last word as the rules list it: "Mrs." → "mrs", "Rev. Dr." → "dr"."""
    return word.split()[-1].lower().rstrip(".") if word.strip() else ""


def split_title(form: str, rules: NameRules) -> tuple[str, str]:
    """("Mrs.", "Auld") from "Mrs. Auld"; the title is "" when the form has none."""
    words = form.split()
    titles: list[str] = []
    while len(words) > 1 and words[0][:1].isupper() and title_word(words[0]) in rules.titles:
        titles.append(words.pop(0))
    return " ".join(titles), " ".join(words)


def title_gender(title: str, rules: NameRules) -> str:
    """The sex a title says (Mrs.: a woman), by its last word; "" when it says none."""
    return rules.titles.get(title_word(title), "")


def given_gender(bare: str, rules: NameRules) -> str:
    """The sex a name's given name says (Stephen, Cornelia; `bare`: the name without its title);
    "" when it says none."""
    words = bare.split()
    return rules.given.get(words[0].rstrip(".").lower(), "") if words else ""


def clean_form(text: str) -> str:
    """A name as spaCy found it without a possessive, a line break or the punctuation at its ends."""
    form = " ".join(text.split())
    form = re.sub(r"(?:'s|’s|'|’)$", "", form)
    return form.strip(" ,;:!?\"“”‘’()[]-—*")


def is_name(bare: str, rules: NameRules) -> bool:
    """Capitalised words only, at most four, none of them a word that is never a name."""
    words = bare.split()
    return (0 < len(words) <= 4 and all(_NAME_WORD.match(w) for w in words) and bare.lower() not in rules.not_names
            and not bare.isupper() and any(len(w.rstrip(".")) > 1 for w in words))


def _after_a_namesake(found: Sequence[tuple[Span, str, str, str]], about: str, sentences: Sequence[Span]) -> set[int]:
    """Where a given name alone stands in a sentence (of `sentences`) after another man of that
    given name written in full: "Walter Hart sailed …, and Walter died at Canton" is Walter Hart's
    death, not that of the subject Walter who tells his life as "he"."""
    starts, others = [s.start for s in sentences], dict[str, list[int]]()
    for span, _, _, bare in found if sentences else ():
        if " " in bare and bare != about and not variant_of(bare, about):
            others.setdefault(bare.split()[0], []).append(span.start)
    return {span.start for span, _, _, bare in found if " " not in bare and any(
        at < span.start and bisect(starts, at) == bisect(starts, span.start) for at in others.get(bare, ()))}


class People:
    """The people of one document, built from its name mentions, then its pronouns resolved."""

    def __init__(self, rules: NameRules):
        self.rules = rules
        self.persons: dict[str, Person] = {}
        self.mentions: list[Mention] = []
        self._forms: dict[str, str] = {}  # bare form → key
        self.voice: Sequence[tuple[int, int]] = ()  # where the narrator speaks: there "he" is never he
        self._given: set[int] = set()  # where a given name alone was joined to the one full name it begins
        # where a he or she was carried past a kinsman of its sex no name stands for (He visited his father.
        # He died …): his death there may be the kinsman's, so it is left undecided (whose.py)
        self.past_kin: set[int] = set()

    def cluster(self, names: Sequence[tuple[Span, str]], narrator: str = "", subject: str = "",
                voice: Sequence[tuple[int, int]] = (), born_as: dict[str, str] | None = None,
                titles: dict[str, str] | None = None, own: Sequence[Span] = ()) -> None:
        """Cluster the names (span, form as written) into people; `narrator` (a full name) is the
        person every first-person word of the document means, and speaks in the `voice` spans;
        `subject` is the one a third-person document is about; `born_as` the names he was born
        with, each with the words that say so; `titles` the titles the document gives its subject
        (judge: «DEATH OF JUDGE WHITFIELD.»), which his surname bears where it means him. `own`:
        the sentences of a life the subject tells of himself as "he" (The Education of Henry Adams),
        where he calls himself by his given name alone ("the boy Henry"), though others bear it in
        full (Henry Higginson), but not in a sentence that wrote one of them in full before it."""
        born_as, titles = born_as or {}, titles or {}
        about = narrator or subject
        self.voice = voice
        found = [(span, form, *split_title(form, self.rules)) for span, form in names]
        full = {bare for _, _, _, bare in found if len(bare.split()) > 1}
        if about:
            full.add(about)
        for bare in sorted(full, key=lambda b: (-len(b.split()), b)):
            # a shorter full name inside a longer one (Josiah Franklin / Josiah Franklin Jr.) stays apart:
            # only single words, and his own variants, are joined to a full name
            if not (about and bare != about and (variant_of(bare, about) or bare in born_as
                                                 or ends_name(bare, about) or begins_name(bare, about))):
                self.persons.setdefault(bare, Person(bare))
        by_word: dict[tuple[int, str], set[str]] = {}
        for key in self.persons:
            words = key.split()
            by_word.setdefault((0, words[0]), set()).add(key)
            by_word.setdefault((-1, words[-1]), set()).add(key)
        for bare in full - set(self.persons):  # the writings of his name joined to him: the word one
            # ends with may be his too (Shadd, of Mary Ann Shadd): with his father's Shadd, nobody's
            by_word.setdefault((-1, bare.split()[-1]), set()).add(about)
        titled: dict[tuple[str, str], set[str]] = {}  # (title, surname) → the full names written with that title
        for _, _, title, bare in found:
            if title and " " in bare:
                titled.setdefault((title_word(title), bare.split()[-1]), set()).add(bare)
        states: dict[str, set[str]] = {}  # a name → whether its titles say a married or an unmarried woman
        for _, _, title, bare in found:
            if state := self._marital(title):
                states.setdefault(bare, set()).add(state)
        for _, _, title, bare in found:  # Mrs. Nancy Hart: a woman, before any "Mrs. Hart" is joined to her
            if title and bare in self.persons and not self.persons[bare].gender:
                self.persons[bare].gender = self._title_gender(title)
        shared = _after_a_namesake(found, about, own)
        for span, form, title, bare in found:
            note = ""
            if bare in self.persons and not (" " not in bare and self._title_gender(title) == FEMALE):
                # a woman's title on a surname goes by _single: Mrs. Braddock is not every Braddock
                key = bare
            elif about and variant_of(bare, about):
                key, note = about, f"another way of writing {about}, whom the document is about"
            elif about and bare in born_as:
                key, note = about, f"the name {about} was born with: «{born_as[bare]}»"
            elif about and ends_name(bare, about):
                key, note = about, f"the last words of the name of {about}, whom the document is about"
            elif about and begins_name(bare, about):
                key, note = about, f"the name of {about}, whom the document is about, without its last word"
            elif about and not title and bare == about.split()[-1] and not self.speaks(span.start):
                key, note = about, f"the surname alone, in a document about {about}"
            elif own and not title and bare == about.split()[0] and span.start not in shared:
                key, note = about, f"the given name alone, in the life {about} tells of himself"
            elif subject and title and bare == subject.split()[-1] \
                    and (said := titles.get(title_word(title))):
                key, note = subject, f"his surname with the title the document gives {subject}: «{said}»"
            else:
                key = self._single(bare, title, by_word, states, titled)
                if " " in key and key.split()[0] == bare:
                    note = _GIVEN_NAME.format(key=key)
                    self._given.add(span.start)
            person = self.persons.setdefault(key, Person(key))
            person.forms[form] += 1
            if title and not person.gender:
                person.gender = self._title_gender(title)
            if person.first is None or span.start < person.first.start:
                person.first = span
            self.mentions.append(Mention(span, key, NAME, note))
        if about:
            self.persons[about].about = True
            self.persons[about].narrator = bool(narrator)

    def named_as(self, span: Span, key: str, note: str) -> None:
        """Words standing for a person's name (the Judge, our subject), as a mention of him."""
        if self.at(span) is None:
            self.mentions.append(Mention(span, key, NAME, note))

    def _title_gender(self, title: str) -> str:
        return title_gender(title, self.rules)

    def _marital(self, title: str) -> str:
        """Whether a title says a married or an unmarried woman (Mrs., Miss); "" when neither."""
        return self.rules.marital.get(title_word(title), "")

    def _single(self, bare: str, title: str, by_word: dict[tuple[int, str], set[str]],
                states: dict[str, set[str]], titled: dict[tuple[str, str], set[str]] | None = None) -> str:
        """The full name a single word belongs to: a surname after a title (Mr. Auld) or alone,
        a given name alone (Josiah); itself when none fit, and when several do, itself, or itself
        with its title (Mrs. Auld, Captain Keller: the wife is not the husband). A woman's title
        joins only a full name known to be a woman's: a wife bears her husband's surname, so "Mrs.
        Braddock" beside Jacob Braddock, of whom nothing says he is a man, may be his wife. Where
        the document has both a "Mrs." and a "Miss" of this surname (`states`: what each name's
        titles say), they are two women: each joins only a full name the document titles so (Miss
        Helen Keller: Miss Keller is she, and Mrs. Keller, her mother, is not). Among several, a
        title joins the one full name the document writes with that title (`titled`: Dr. Ashby is
        Dr. Horace Ashby, not his widow Mrs. Eliza Jane Ashby nor their son Edward S. Ashby)."""
        gender = self._title_gender(title)
        fits = set(by_word.get((-1, bare), set()))
        if not title:
            fits |= by_word.get((0, bare), set())
        named = bool(fits)
        if gender:
            fits = {k for k in fits if self.persons[k].gender in ((FEMALE,) if gender == FEMALE else ("", gender))}
        if (state := self._marital(title)) and len(states.get(bare, ())) > 1:
            fits = {k for k in fits if state in states.get(k, ())}
        if len(fits) > 1 and title:
            fits &= (titled or {}).get((title_word(title), bare), set())
        if len(fits) == 1:
            return next(iter(fits))
        return f"{title} {bare}" if title and named else bare

    def narrator_words(self, words: Iterable[tuple[Span, str, bool]]) -> None:
        """First-person words (span, word, inside a quotation) as mentions of the narrator."""
        me = next((p for p in self.persons.values() if p.narrator), None)
        if me is None:
            return
        for span, word, quoted in words:
            if word.lower() in _FIRST_PERSON and not quoted:
                self.mentions.append(Mention(span, me.key, FIRST_PERSON))

    def learn_genders(self, sentences: Sequence[tuple[Span, list[str], list[str]]],
                      kin: Iterable[tuple[str, str]]) -> None:
        """Each person's gender from the kinsman nouns set beside his name (`kin`: key, noun) and
        from the pronouns of the sentences that name him alone (`sentences`: span, keys named,
        pronouns in the sentence and the next); two votes and a clear majority are needed, or for
        the person the document is about, whom its he or she goes on about, one vote and none
        against (Colonel Ezra Dane Whitcomb, whose death …, was … He was a native of Lyme). Apart
        from it, the sex his given name says (`by_name`: Stephen, Cornelia), which is sure but only
        rules him out (for the one the document is about, it is also a vote): a he may still mean a
        man the parse did not name ("weakening Hughes, but Covey also. When he saw Hughes …": Covey
        is no name to the small model), or "my father"."""
        votes: dict[str, Counter] = {}
        for person in self.persons.values():
            person.by_name = given_gender(split_title(person.key, self.rules)[1], self.rules)
            if person.about and person.by_name:  # the one the document is about: his given name is a vote
                votes.setdefault(person.key, Counter())[person.by_name] += 1
        for key, noun in kin:
            if noun in self.rules.kin_gender:
                votes.setdefault(key, Counter())[self.rules.kin_gender[noun]] += 2
        for span, keys, pronouns in sentences:
            named = {k for k in keys if not (self.persons[k].narrator and self.speaks(span.start))}
            if len(named) == 1:
                key = next(iter(named))
                votes.setdefault(key, Counter()).update(PRONOUN_GENDER[p] for p in pronouns if p in PRONOUN_GENDER)
        for key, counts in votes.items():
            person = self.persons[key]
            if person.gender:
                continue
            m, f = counts[MALE], counts[FEMALE]
            if m >= (1 if person.about and not f else 2) and m >= 3 * f:
                person.gender = MALE
            elif f >= (1 if person.about and not m else 2) and f >= 3 * m:
                person.gender = FEMALE

    def speaks(self, offset: int) -> bool:
        """Whether the narrator speaks here (outside, in a preface or a letter to him, he is "he")."""
        return any(s <= offset < e for s, e in self.voice)

    def named_count(self, key: str) -> int:
        """How often the document names this person (pronouns and first-person words not counted)."""
        return sum(1 for m in self.mentions if m.person == key and m.basis == NAME)

    def titled(self, key: str) -> bool:
        """Whether the document names this person with a title no place takes (Dr. Mitchel, not St. Michael's):
        a titled name is a person, however rarely named."""
        return any(t.lower().rstrip(".") not in self.rules.place_titles
                   for form in self.persons[key].forms for t in split_title(form, self.rules)[0].split())

    def by_given_name(self, mention: Mention) -> bool:
        """Whether a name's mention was joined to its person by its given name alone (Margaret)."""
        return mention.basis == NAME and mention.span.start in self._given

    def part(self, mention: Mention, word: str, why: str) -> None:
        """Take a name's mention from the person it was joined to: it names someone of its own."""
        self._given.discard(mention.span.start)
        self.mentions[self.mentions.index(mention)] = Mention(mention.span, word, mention.basis, why)
        self.persons[mention.person].forms[word] -= 1
        self.persons.setdefault(word, Person(word)).forms[word] += 1

    def at(self, span: Span) -> Mention | None:
        """The mention whose words are exactly, or lie inside, this span."""
        return next((m for m in self.mentions if m.span.start <= span.start and span.end <= m.span.end), None)


def ends_name(bare: str, full: str) -> bool:
    """Whether a name of two words or more is the end of `full`, a given name dropped: the name
    one goes by (Jane Addams for Laura Jane Addams, Woodrow Wilson for Thomas Woodrow Wilson)."""
    words, of = bare.split(), full.split()
    return 1 < len(words) < len(of) and of[-len(words):] == words


def begins_name(bare: str, full: str) -> bool:
    """Whether a name of two words or more is `full` without its last word: a woman's name before
    her married surname (Mary Ann Shadd for Mary Ann Shadd Cary), or his without his surname."""
    words, of = bare.split(), full.split()
    return 1 < len(words) == len(of) - 1 and of[:-1] == words


def variant_of(bare: str, full: str) -> bool:
    """Whether a full name is another way of writing `full`: its first word (or that word's
    initial) and its last word (Helen A. Keller, Helen Keller, B. Franklin for Benjamin Franklin)."""
    words, of = bare.split(), full.split()
    return (len(words) > 1 and words[-1] == of[-1] and len(of) > 1
            and (words[0] == of[0] or words[0] == of[0][0] + "."))


def initials_of(short: str, full: str) -> bool:
    """Whether `short` writes `full`'s given names as initials, word for word (U. S. Grant for
    Ulysses S. Grant; not J. Grant for Jesse R. Grant, nor Ulysses Grant): the same surname, as
    many words, each given word the same or its initial, and at least one an initial."""
    words, of = short.split(), full.split()
    return (1 < len(words) == len(of) and words[-1] == of[-1] and words != of
            and all(w == o or w == o[0] + "." for w, o in zip(words[:-1], of[:-1])))
