"""Whom a he, she, his or her means: the only person of that gender named just before, or whom
the pronouns before it were taken for, or the person the document is about where it goes on
about him; never a guess between two. Each resolution keeps the words that decided it.

Someone no name stands for counts as well as a name. A kinsman noun no name is set beside is
someone of its sex there: "Master Thomas married his second wife. Her name was …" is not Mrs.
Lucretia's. A he or she does not go on past a previous sentence that tells of someone else of its
sex no name stands for ("His friend was a Virginian. He died in Richmond" is nobody's), nor past a
clause of its own sentence that does ("Emerson was his neighbor; he died in 1882": not the man of
the sentence before either). One carried on past a kinsman of its sex ("He visited his father.
He died soon after.") is marked (People.past_kin): a death it tells may be the kinsman's.
"""

from __future__ import annotations

from bisect import bisect_left
from collections import deque
from collections.abc import Iterable, Sequence

from ...models import Span
from .people import MALE, NAME, PRONOUN, PRONOUN_GENDER, Mention, People

_NOMINATIVE = frozenset({"he", "she"})


def resolve_pronouns(people: People, sentences: Sequence[Span], pronouns: Iterable[tuple[Span, str]],
                     told_of: frozenset[int] = frozenset(), not_of: dict[int, int] | None = None,
                     same_as: dict[int, int] | None = None, led_by: dict[int, int] | None = None,
                     arguments: frozenset[int] = frozenset(), kin_openers: frozenset[int] = frozenset(),
                     unnamed: dict[int, str] | None = None, others: dict[int, str] | None = None) -> None:
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
    that noun's name): in "Ashby married Clara Beecher, with whom he had two sons", he is not Clara
    Beecher. A his or her that `same_as` pairs with one before it (pronoun start → that one's
    start) means whom that one was taken for: "His father, Elias, was a miller, and his mother …".
    Kinsmen (`unnamed`: start → the sex it says) and others (`others`: start → the sex, "" for
    either) no name stands for count as the module says."""
    not_of, same_as, led_by, unnamed = not_of or {}, same_as or {}, led_by or {}, unnamed or {}
    unnamed_at, others_at = sorted(unnamed), sorted(others or {})
    named = sorted((m for m in people.mentions if m.basis == NAME), key=lambda m: m.span.start)
    starts = [s.start for s in sentences]
    # he and she since `since`: where, gender, whom ("": no one), the name that decided it
    said: deque[tuple[int, str, str, Span | None]] = deque()
    for span, word in sorted(pronouns, key=lambda p: p[0].start):
        gender = PRONOUN_GENDER.get(word.lower())
        if gender is None:
            continue
        here = _sentence_of(starts, span.start)
        sentence = sentences[here]
        key, before, since, where = _named_before(people, named, sentences, here, span, gender, not_of, unnamed,
                                                  unnamed_at)
        while said and said[0][0] < since:  # `since` only moves on, from one pronoun to the next
            said.popleft()
        alike = [(who, by) for _, g, who, by in said if g == gender]
        told_here = _told(others or {}, others_at, sentence.start, span.start, ("", gender))
        told_else = told_here or _told(others or {}, others_at, starts[max(here - 1, 0)], sentence.start, ("", gender))
        if told_here and since != sentence.start:
            key = ""  # Emerson was his neighbor; he died: not the man of the sentence before
        chained = not told_else and bool(alike) and len({who for who, _ in alike}) == 1 and alike[0][0] != "" \
            and not any(_may_be(people, m.person, gender) for m in before)  # no rival named before it
        twin = _twin(people, same_as.get(span.start))
        if key and any(who != key for who, _ in alike):
            key = ""  # a he or she there means someone else: "He was born …, the son of Benjamin Proctor. He …"
        about = _going_on(people, word, gender, span.start, said, sentence, before,
                          led_by.get(since) if since not in told_of else None, arguments, span.start in kin_openers) \
            if twin is None and not chained and not key and not told_else and since != sentence.start and (
                since in told_of or since in led_by) else ""
        if twin is not None:
            key, by = twin.person, twin.by
            note = f"its kinsman is told in a clause joined by \"and\" to one whose kinsman is told with " \
                   f"the same {word.lower()} (at {twin.span.start}), taken for {key}"
        elif chained:  # He escaped in 1838. He married Anna Murray: no one named since, the same he
            key, by = alike[0]
            note = f"no one named since the {word.lower()} before it, taken for {key} (named at {by.start})"
        elif about:
            key, by = about, next((m.span for m in reversed(before) if m.person == about), None) \
                or next(b for at, _, _, b in said if at == led_by[since])
            note = f"{about}, whom the document is about, is the subject of {where}, and no one else " \
                   f"named there is known to be a {'man' if gender == MALE else 'woman'}"
        elif key:
            by = next(m for m in reversed(before) if m.person == key).span
            note = f"the only {'man' if gender == MALE else 'woman'} named in {where}: {key} at {by.start}"
        said.append((span.start, gender, key, by if key else None))
        if key and (chained or about) and _told(unnamed, unnamed_at, starts[max(here - 1, 0)], span.start, (gender,)):
            people.past_kin.add(span.start)  # He visited his father. He died …: his death may be the father's
        if key:
            people.mentions.append(Mention(span, key, PRONOUN, note, by))


def _named_before(people: People, named: list[Mention], sentences: Sequence[Span], here: int, span: Span,
                  gender: str, not_of: dict[int, int], unnamed: dict[int, str], unnamed_at: list[int],
                  ) -> tuple[str, list[Mention], int, str]:
    """The names before a he or she in its sentence (here), else in the previous one: (the one
    person of its gender among them, or "" when there are several, one of another or unknown
    gender, or an unnamed kinsman of its sex beside them; the names; where they were looked for
    from; and where, as a note says it)."""
    sentence = sentences[here]
    since = sentence.start
    before = [m for m in named if since <= m.span.start < span.start and not _told_of_by(m, not_of, span)]
    where = f"the same sentence (at {sentence.start})"
    if not before and here > 0:
        since = sentences[here - 1].start
        before = [m for m in named if since <= m.span.start < sentence.start]
        where = f"the previous sentence (at {since})"
    keys = {m.person for m in before if not (people.persons[m.person].narrator and people.speaks(span.start))
            and _may_be(people, m.person, gender)}  # Rachel, his wife: not hers
    key = next(iter(keys)) if len(keys) == 1 else ""
    end = span.start if since == sentence.start else sentence.start
    others = unnamed_at[bisect_left(unnamed_at, since):bisect_left(unnamed_at, end)]
    if key and (people.persons[key].gender != gender or any(unnamed[at] == gender for at in others)):
        key = ""
    return key, before, since, where


def _told(marks: dict[int, str], marks_at: list[int], since: int, end: int, sexes: tuple[str, ...]) -> bool:
    """Whether someone no name stands for whose sex is one of `sexes` (`marks`: start → the sex, ""
    for either, `marks_at` their starts in order) is told from `since` to `end` (His friend was a
    Virginian.; He visited his father.)."""
    return any(marks[at] in sexes for at in marks_at[bisect_left(marks_at, since):bisect_left(marks_at, end)])


def _twin(people: People, at: int | None) -> Mention | None:
    """The pronoun mention at `at` (of a his or her paired with one before it), if it was taken for someone."""
    return None if at is None else next((m for m in people.mentions if m.basis == PRONOUN and m.span.start == at),
                                        None)  # rare: not a scan of every mention for each


def _going_on(people: People, word: str, gender: str, at: int, said: Sequence[tuple[int, str, str, Span | None]],
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
    about = _about(people, gender, at)
    alike = [who for _, g, who, _ in said if g == gender]
    own = [who for where, g, who, _ in said if g == gender and where >= sentence.start]
    goes_on = word.lower() in _NOMINATIVE or kin_opener or bool(own) and all(who == about for who in own)
    def argued(m: Mention) -> bool:
        return any(at in arguments for at in range(m.span.start, m.span.end))

    told = any(m.person == about for m in before) if led is None else \
        any(where == led and who == about and by is not None for where, _, who, by in said) and not any(
            m.person != about and argued(m) for m in before)
    named = told and not any(people.persons[m.person].gender == gender and m.person != about and argued(m)
                             for m in before)
    return about if about and goes_on and named and all(who in ("", about) for who in alike) else ""

def _may_be(people: People, key: str, gender: str) -> bool:
    """Whether a person may be whom a pronoun of this gender means: known to be of it, or of
    unknown sex with no given name of the other."""
    person = people.persons[key]
    return (person.gender or person.by_name) in ("", gender)

def _told_of_by(m: Mention, not_of: dict[int, int], pronoun: Span) -> bool:
    """Whether the name is of the noun a relative clause holding the pronoun tells of."""
    at = not_of.get(pronoun.start)
    return at is not None and m.span.start <= at < m.span.end

def _about(people: People, gender: str, at: int) -> str:
    """The person the document is about, when he is of this gender (and no narrator speaking
    here, where he is "I"); else ""."""
    return next((p.key for p in people.persons.values()
                 if p.about and p.gender == gender and not (p.narrator and people.speaks(at))), "")


def _sentence_of(starts: list[int], offset: int) -> int:
    lo, hi = 0, len(starts)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if starts[mid] <= offset:
            lo = mid
        else:
            hi = mid
    return lo
