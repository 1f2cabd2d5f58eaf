"""A "he" or "she" whose man the sentence before introduces: "My father came to Dunmore in 1800.
He was the rector of the parish", or "Mr. Hale came to the town. He was the rector." The rector is
the father, or Hale; where the narrator tells his own life as "I", the "he" right after another
man is never he, so the source says it of someone else, though nothing in the sentence itself
names another. Only a person can be that man (not "Salem", "Congress"), and not where the sentence
before also tells of the narrator or of him ("Grant sent for me. He made me …", "Hale offered him
the post. He accepted"): the he may then be either, and "He and I" is two."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .parsed import parse, token_at
from .sentences import Sentence, sentence_spans, words
from .value_mood import clause_verb

if TYPE_CHECKING:
    from spacy.tokens import Token

_SUBJECTS = ("nsubj", "nsubjpass")
_THIRD = frozenset({"he", "she"})
_MINE = frozenset({"my", "our"})
_NARRATOR = frozenset({"i", "me", "my", "mine", "myself", "we", "us", "our"})
_HIM = {False: frozenset({"him", "his", "himself"}), True: frozenset({"her", "hers", "herself"})}
_WOMEN = frozenset({"mrs", "miss", "ms", "mistress", "lady", "madam", "madame"})
_MEN = frozenset({"mr", "sir", "lord", "master", "colonel", "col", "captain", "capt", "general", "gen", "governor",
                  "gov", "judge", "rev", "reverend", "father", "brother"})


def another_before(sentence: Sentence, k: int, kin: frozenset[str], his: frozenset[str]) -> bool:
    """Whether word `k`'s clause has "he" or "she" for its subject and the sentence before it, in
    the same evidence, has another man for the subject of its main verb: the narrator's kinsman
    ("My father", "Our mother") or a name none of whose words is his (`his`: "Mr. Hale", "John
    Hale"; not "Mr. Pell" where Pell is his)."""
    verb = clause_verb(token_at(sentence, k))
    pronoun = next((c for c in verb.children if c.dep_ in _SUBJECTS and c.lower_ in _THIRD), None) if verb else None
    if pronoun is None or any(c.dep_ == "conj" for c in pronoun.children):
        return False
    e = sentence.evidence
    spans = sentence_spans(e.text[:sentence.start - e.start])
    if not spans:
        return False
    before = parse(e.text[spans[-1][0]:spans[-1][1]])
    she = pronoun.lower_ == "she"
    return any(s.dep_ in _SUBJECTS and not _told(s, his, she) and (_kinsman(s, kin) or _named(s, his, she))
               for root in (t for t in before if t.dep_ == "ROOT") for s in root.children)


def _told(subject: Token, his: frozenset[str], she: bool) -> bool:
    """Whether the subject's sentence, outside the subject ("Hale, my old friend"), tells of the
    narrator or of him ("sent for me", "offered him", a word of his name)."""
    inside = {t.i for t in subject.subtree}
    rest = [t for t in subject.doc if t.i not in inside]
    return any(t.lower_ in _NARRATOR | _HIM[she] or {w.norm for w in words(t.text)} & his for t in rest)


def _kinsman(subject: Token, kin: frozenset[str]) -> bool:
    return subject.lower_ in kin and any(c.dep_ == "poss" and c.lower_ in _MINE for c in subject.children)


def _named(subject: Token, his: frozenset[str], she: bool) -> bool:
    """A person's name (a person to the parser, or a name after a title: "Mr. Hale") none of whose
    words is his, whose title does not tell the other sex than the pronoun's ("Mrs. Hale came … He
    was": not she; "John Hale", no title: the one before)."""
    name = {w.norm for t in subject.subtree if t.i <= subject.i for w in words(t.text)}
    person = subject.ent_type_ == "PERSON" or bool(name & (_MEN | _WOMEN)) and subject.lower_ not in _MEN | _WOMEN
    return subject.pos_ == "PROPN" and person and not name & his and not (name & _WOMEN if not she else name & _MEN)
