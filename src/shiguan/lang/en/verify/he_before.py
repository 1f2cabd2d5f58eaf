"""A "he" or "she" whose man the sentence before introduces: "My father came to Dunmore in 1800.
He was the rector of the parish", or "Mr. Hale came to the town. He was the rector." The rector is
the father, or Hale; where the narrator tells his own life as "I", the "he" right after another
man is never he, so the source says it of someone else, though nothing in the sentence itself
names another. Only a person can be that man (not "Salem", "Congress"), and not where the sentence
before also has the narrator do something or tells of him ("Hale and I rode on, and I was …",
"Hale offered him the post. He accepted"): the he may then be either, and "He and I" is two. The
narrator only done to there ("Colonel Hale rode up to me. He was wounded") leaves the he Hale's;
the narrator anywhere in the he's sentence keeps the claim his ("Grant sent for me. He made me
chief of staff", "He offered the post to me", "He brought my commission"); "St. Louis" is a town."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from .parsed import SUBJECTS, parse, token_at
from .sentences import Sentence, sentence_spans, words
from .value_mood import clause_verb

if TYPE_CHECKING:
    from spacy.tokens import Token

    from .vocabulary import Vocabulary

_THIRD = frozenset({"he", "she"})
_MINE = frozenset({"my", "our"})
_NARRATOR = frozenset({"i", "we"})  # the narrator as a doer
_DONE_TO = frozenset({"me", "us", "myself", "my", "mine", "our", "ours"})  # "offered the post to me"
_PLACE_TITLES = frozenset({"st", "saint"})  # "St. Louis", a town
_HIM = {False: frozenset({"him", "his", "himself"}), True: frozenset({"her", "hers", "herself"})}
_NO_PERSON = frozenset({"GPE", "LOC", "ORG", "FAC", "NORP", "DATE", "EVENT", "WORK_OF_ART"})  # Salem, Congress


class Known(Protocol):
    """What the verifier knows of names: kin words, titles (each with its sex), other people's words."""
    vocabulary: Vocabulary
    titles: dict[str, str]
    people: frozenset[str]


def another_before(sentence: Sentence, k: int, his: frozenset[str], known: Known) -> bool:
    """Whether word `k`'s clause has "he" or "she" for its subject and the sentence before it, in
    the same evidence, has another man for the subject of its main verb: the narrator's kinsman
    ("My father", "Our mother") or a name none of whose words is his (`his`: "Mr. Hale", "John
    Hale"; not "Mr. Pell" where Pell is his), or a word of another person's name the project knows
    ("Hale went west"; not "Salem", "Congress")."""
    verb = clause_verb(token_at(sentence, k))
    pronoun = next((c for c in verb.children if c.dep_ in SUBJECTS and c.lower_ in _THIRD), None) if verb else None
    if pronoun is None or any(c.dep_ == "conj" for c in pronoun.children) or any(
            t.lower_ in _DONE_TO for t in pronoun.doc):
        return False
    e = sentence.evidence
    spans = sentence_spans(e.text[:sentence.start - e.start])
    if not spans:
        return False
    before = parse(e.text[spans[-1][0]:spans[-1][1]])
    she = pronoun.lower_ == "she"
    return any(s.dep_ in SUBJECTS and not _told(s, his, she) and (
        _kinsman(s, known.vocabulary.kin) or _named(s, his, she, known))
               for root in (t for t in before if t.dep_ == "ROOT") for s in root.children)


def _told(subject: Token, his: frozenset[str], she: bool) -> bool:
    """Whether the subject's sentence, outside the subject ("Hale, my old friend"), has the narrator
    for a subject ("and I went") or tells of him ("offered him", a word of his name)."""
    inside = {t.i for t in subject.subtree}
    rest = [t for t in subject.doc if t.i not in inside]
    return any(t.lower_ in _NARRATOR and t.dep_ in SUBJECTS or t.lower_ in _HIM[she]
               or {w.norm for w in words(t.text)} & his for t in rest)


def _kinsman(subject: Token, kin: frozenset[str]) -> bool:
    return subject.lower_ in kin and any(c.dep_ == "poss" and c.lower_ in _MINE for c in subject.children)


def _named(subject: Token, his: frozenset[str], she: bool, known: Known) -> bool:
    """A person's name (a person to the parser, a name after a title: "Mr. Hale", or a word of a
    person the project knows that the parser calls no place or body: "Hale") none of whose words
    is his, whose title does not tell the other sex than the pronoun's ("Mrs. Hale came … He was":
    not she; "John Hale", no title: the one before)."""
    name = {w.norm for t in subject.subtree if t.i <= subject.i for w in words(t.text)}
    titles = {t: sex for t, sex in known.titles.items() if t not in _PLACE_TITLES}
    person = subject.ent_type_ == "PERSON" or bool(name & titles.keys()) and subject.lower_ not in titles or \
        subject.lower_ in known.people and subject.ent_type_ not in _NO_PERSON
    other_sex = "m" if she else "f"
    return subject.pos_ == "PROPN" and person and not name & his and not any(
        titles.get(w) == other_sex for w in name)
