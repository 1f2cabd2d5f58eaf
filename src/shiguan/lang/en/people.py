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
autobiography, outside quotations. A he or she is resolved only when one person of that gender
is named in the sentence so far, or else in the previous sentence, or, with no one named in
either, whom the same-gender pronouns of the previous sentence were all taken for; every
resolution keeps the words that decided it.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections import Counter, deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from ...models import Span
from ...rules import load_rules

FIRST_PERSON, NAME, PRONOUN = "first-person", "name", "pronoun"
_GIVEN_NAME = "the given name of {key}, the one person so named"
MALE, FEMALE = "m", "f"
_FIRST_PERSON = frozenset({"i", "me", "my", "myself", "mine"})
_PRONOUN_GENDER = {"he": MALE, "him": MALE, "his": MALE, "himself": MALE,
                   "she": FEMALE, "her": FEMALE, "hers": FEMALE, "herself": FEMALE}
_NOMINATIVE = frozenset({"he", "she"})
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


def name_rules(project_dir: Path | None = None) -> NameRules:
    """The words of data/en_names.toml, with a project's own copy merged over them."""
    rules = load_rules("en_names.toml", project_dir)
    return NameRules({t.lower(): g for g, ts in rules["titles"].items() for t in ts},
                     {k: g for g, ks in rules["kin"].items() for k in ks},
                     frozenset(w.lower() for w in rules["not_names"]),
                     frozenset(t.lower() for t in rules["place_titles"]),
                     {t.lower(): state for state in ("married", "unmarried") for t in rules[f"{state}_titles"]},
                     frozenset(t.lower() for t in rules["plain_titles"]),
                     {n.lower(): g for g, ns in rules.get("given", {}).items() for n in ns})


@cache
def default_given() -> dict[str, str]:
    """data/en_names.toml's given names (name → the sex it says), read once, for code that has no
    project's rules at hand (a biography's pronoun)."""
    return name_rules().given


@cache
def default_titles() -> dict[str, str]:
    """data/en_names.toml's titles (title → the sex it says), for code that reads with no project's
    rules at hand (a question, a value's words)."""
    return name_rules().titles


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


class People:
    """The people of one document, built from its name mentions, then its pronouns resolved."""

    def __init__(self, rules: NameRules):
        self.rules = rules
        self.persons: dict[str, Person] = {}
        self.mentions: list[Mention] = []
        self._forms: dict[str, str] = {}  # bare form → key
        self.voice: Sequence[tuple[int, int]] = ()  # where the narrator speaks: there "he" is never he
        self._given: set[int] = set()  # where a given name alone was joined to the one full name it begins

    def cluster(self, names: Sequence[tuple[Span, str]], narrator: str = "", subject: str = "",
                voice: Sequence[tuple[int, int]] = (), born_as: dict[str, str] | None = None,
                titles: dict[str, str] | None = None) -> None:
        """Cluster the names (span, form as written) into people; `narrator` (a full name) is the
        person every first-person word of the document means, and speaks in the `voice` spans;
        `subject` is the one a third-person document is about; `born_as` the names he was born
        with, each with the words that say so; `titles` the titles the document gives its subject
        (judge: «DEATH OF JUDGE WHITFIELD.»), which his surname bears where it means him."""
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
            given = split_title(person.key, self.rules)[1].split()[0].rstrip(".").lower()
            person.by_name = self.rules.given.get(given, "")
            if person.about and person.by_name:  # the one the document is about: his given name is a vote
                votes.setdefault(person.key, Counter())[person.by_name] += 1
        for key, noun in kin:
            if noun in self.rules.kin_gender:
                votes.setdefault(key, Counter())[self.rules.kin_gender[noun]] += 2
        for span, keys, pronouns in sentences:
            named = {k for k in keys if not (self.persons[k].narrator and self.speaks(span.start))}
            if len(named) == 1:
                key = next(iter(named))
                votes.setdefault(key, Counter()).update(_PRONOUN_GENDER[p] for p in pronouns if p in _PRONOUN_GENDER)
        for key, counts in votes.items():
            person = self.persons[key]
            if person.gender:
                continue
            m, f = counts[MALE], counts[FEMALE]
            if m >= (1 if person.about and not f else 2) and m >= 3 * f:
                person.gender = MALE
            elif f >= (1 if person.about and not m else 2) and f >= 3 * m:
                person.gender = FEMALE

    def resolve_pronouns(self, sentences: Sequence[Span], pronouns: Iterable[tuple[Span, str]],
                         told_of: frozenset[int] = frozenset(), not_of: dict[int, int] | None = None,
                         same_as: dict[int, int] | None = None, led_by: dict[int, int] | None = None,
                         arguments: frozenset[int] = frozenset(), kin_openers: frozenset[int] = frozenset(),
                         unnamed: dict[int, str] | None = None) -> None:
        """A he or she (never the narrator where he speaks) means the only person of that gender
        named earlier in its sentence, or, when the sentence names none before it, the only one
        named in the previous sentence; a person whose gender is unknown makes any he or she there
        ambiguous, and so does a he or she of the same gender there that means someone else or no
        one decided (she made up her mind … even Miss Sullivan doubted it. It made her go: "her" is
        not Miss Sullivan's). When no one who may be of its gender is named in its sentence before it
        nor in the previous sentence, it means whom every he or she of its gender there was taken
        for (Douglass escaped. He went to New York. He married Anna Murray. He …). Where that
        leaves it undecided only because others named beside him are of unknown gender, it means the
        person the document is about when he is of its gender and the subject of the previous
        sentence (`told_of`: the starts of the sentences whose main verb's subject names him; `led_by`:
        those whose main verb's subject is a he or she, by its start, which counts when it was taken
        for him and no one else is named there as a verb's subject or object, at `arguments`), and it
        is a he or she its own sentence names no one before: an article goes on about its subject
        (Ashby was born …, the son of Robert Ashby and Mary Henley. He graduated …; In 1851 he entered
        the office of Judge Marvin … He became cashier …; not after "he met William Garrison"). Not a
        his or a him, unless a he or she of its sentence was so taken or it opens the sentence before a
        kinsman noun (`kin_openers`: "She was born …, the daughter of Joel Stone. Her father …"), nor
        one after a name in its own sentence (Douglass asked Auld how he would feel). A he or she in a
        relative clause is not the noun the clause tells of (`not_of`: pronoun start → the start of
        that noun's name): in
        "Ashby married Clara Beecher, with whom he had two sons", he is not Clara Beecher. A his or
        her that `same_as` pairs with one before it (pronoun start → that one's start) means whom
        that one was taken for: "His father, Elias, was a miller, and his mother …". A kinsman
        noun no name is set beside (`unnamed`: start → the sex it says) is someone of its sex there
        too: "Master Thomas married his second wife. Her name was …" is not Mrs. Lucretia's."""
        not_of, same_as, led_by, unnamed = not_of or {}, same_as or {}, led_by or {}, unnamed or {}
        unnamed_at = sorted(unnamed)
        named = sorted((m for m in self.mentions if m.basis == NAME), key=lambda m: m.span.start)
        starts = [s.start for s in sentences]
        # he and she since `since`: where, gender, whom ("": no one), the name that decided it
        said: deque[tuple[int, str, str, Span | None]] = deque()
        for span, word in sorted(pronouns, key=lambda p: p[0].start):
            gender = _PRONOUN_GENDER.get(word.lower())
            if gender is None:
                continue
            here = _sentence_of(starts, span.start)
            sentence = sentences[here]
            since = sentence.start
            before = [m for m in named if since <= m.span.start < span.start and not self._told_of_by(m, not_of, span)]
            where = f"the same sentence (at {sentence.start})"
            if not before and here > 0:
                since = sentences[here - 1].start
                before = [m for m in named if since <= m.span.start < sentence.start]
                where = f"the previous sentence (at {since})"
            keys = {m.person for m in before if not (self.persons[m.person].narrator and self.speaks(span.start))
                    and self._may_be(m.person, gender)}  # Rachel, his wife: not hers
            key = next(iter(keys)) if len(keys) == 1 else ""
            end = span.start if since == sentence.start else sentence.start
            others = unnamed_at[bisect_left(unnamed_at, since):bisect_left(unnamed_at, end)]
            if key and (self.persons[key].gender != gender or any(unnamed[at] == gender for at in others)):
                key = ""
            while said and said[0][0] < since:  # `since` only moves on, from one pronoun to the next
                said.popleft()
            alike = [(who, by) for _, g, who, by in said if g == gender]
            rivals = [m for m in before if self._may_be(m.person, gender)]
            chained = not rivals and bool(alike) and len({who for who, _ in alike}) == 1 and alike[0][0] != ""
            twin = next((m for m in self.mentions if m.basis == PRONOUN and m.span.start == same_as[span.start]),
                        None) if span.start in same_as else None  # rare: not a scan of every mention for each
            if key and any(who != key for who, _ in alike):
                key = ""  # a he or she there means someone else: "He was born …, the son of Benjamin Proctor. He …"
            if twin is not None:
                key, by = twin.person, twin.by
                note = f"its kinsman is told in a clause joined by \"and\" to one whose kinsman is told with " \
                       f"the same {word.lower()} (at {twin.span.start}), taken for {key}"
            elif chained:  # He escaped in 1838. He married Anna Murray: no one named since, the same he
                key, by = alike[0]
                note = f"no one named since the {word.lower()} before it, taken for {key} (named at {by.start})"
            elif not key and since != sentence.start and (since in told_of or since in led_by) \
                    and (about := self._going_on(word, gender, span.start, said, sentence, before,
                                                 led_by.get(since) if since not in told_of else None, arguments,
                                                 span.start in kin_openers)):
                key, by = about, next((m.span for m in reversed(before) if m.person == about), None) \
                    or next(b for at, _, _, b in said if at == led_by[since])
                note = f"{about}, whom the document is about, is the subject of {where}, and no one else " \
                       f"named there is known to be a {'man' if gender == MALE else 'woman'}"
            elif key:
                by = next(m for m in reversed(before) if m.person == key).span
                note = f"the only {'man' if gender == MALE else 'woman'} named in {where}: {key} at {by.start}"
            said.append((span.start, gender, key, by if key else None))
            if key:
                self.mentions.append(Mention(span, key, PRONOUN, note, by))

    def _going_on(self, word: str, gender: str, at: int, said: Sequence[tuple[int, str, str, Span | None]],
                  sentence: Span, before: list[Mention], led: int | None = None,
                  arguments: frozenset[int] = frozenset(), kin_opener: bool = False) -> str:
        """The person the document is about, when the pronoun may go on about him from the sentence
        before, which names him (`before`: its names), or whose subject is a he or she (at `led`)
        taken for him, with no one else named there as a verb's subject or object (`arguments`), and
        names no one else known to be of his gender as such (died at the home of her daughter, Mrs.
        George Fenn. She was born …: she is whom the obituary is about); it is a he or she, a his or
        her opening its sentence before a kinsman noun (`kin_opener`: Her father commanded …), or a
        his or him after a he or she of its sentence taken for him (He took the manuscript with him);
        no he or she since was taken for someone else. Else ""."""
        about = self._about(gender, at)
        alike = [who for _, g, who, _ in said if g == gender]
        own = [who for where, g, who, _ in said if g == gender and where >= sentence.start]
        goes_on = word.lower() in _NOMINATIVE or kin_opener or bool(own) and all(who == about for who in own)
        def argued(m: Mention) -> bool:
            return any(at in arguments for at in range(m.span.start, m.span.end))

        told = any(m.person == about for m in before) if led is None else \
            any(where == led and who == about and by is not None for where, _, who, by in said) and not any(
                m.person != about and argued(m) for m in before)
        named = told and not any(self.persons[m.person].gender == gender and m.person != about and argued(m)
                                 for m in before)
        return about if about and goes_on and named and all(who in ("", about) for who in alike) else ""

    def _may_be(self, key: str, gender: str) -> bool:
        """Whether a person may be whom a pronoun of this gender means: known to be of it, or of
        unknown sex with no given name of the other."""
        person = self.persons[key]
        return (person.gender or person.by_name) in ("", gender)

    @staticmethod
    def _told_of_by(m: Mention, not_of: dict[int, int], pronoun: Span) -> bool:
        """Whether the name is of the noun a relative clause holding the pronoun tells of."""
        at = not_of.get(pronoun.start)
        return at is not None and m.span.start <= at < m.span.end

    def _about(self, gender: str, at: int) -> str:
        """The person the document is about, when he is of this gender (and no narrator speaking
        here, where he is "I"); else ""."""
        return next((p.key for p in self.persons.values()
                     if p.about and p.gender == gender and not (p.narrator and self.speaks(at))), "")

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


def _sentence_of(starts: list[int], offset: int) -> int:
    lo, hi = 0, len(starts)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if starts[mid] <= offset:
            lo = mid
        else:
            hi = mid
    return lo
