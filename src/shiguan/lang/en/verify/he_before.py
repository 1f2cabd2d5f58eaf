"""A "he" or "she" whose man the sentence before introduces: "My father came to Dunmore in 1800.
He was the rector of the parish", or "Mr. Hale came to the town. He was the rector." The rector is
the father, or Hale; where the narrator tells his own life as "I", the "he" right after another
man is never he, so the source says it of someone else, though nothing in the sentence itself
names another."""

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
_WOMEN = frozenset({"mrs", "miss", "ms", "mistress", "lady", "madam", "madame"})
_MEN = frozenset({"mr", "sir", "lord", "master", "colonel", "col", "captain", "capt", "general", "gen", "governor",
                  "gov", "judge", "rev", "reverend", "father", "brother"})


def another_before(sentence: Sentence, k: int, kin: frozenset[str], his: frozenset[str]) -> bool:
    """Whether word `k`'s clause has "he" or "she" for its subject and the sentence before it, in
    the same evidence, has another man for the subject of its main verb: the narrator's kinsman
    ("My father", "Our mother") or a name none of whose words is his (`his`: "Mr. Hale", "John
    Hale"; not "Mr. Pell" where Pell is his)."""
    verb = clause_verb(token_at(sentence, k))
    if verb is None or not any(c.dep_ in _SUBJECTS and c.lower_ in _THIRD for c in verb.children):
        return False
    e = sentence.evidence
    spans = sentence_spans(e.text[:sentence.start - e.start])
    if not spans:
        return False
    before = parse(e.text[spans[-1][0]:spans[-1][1]])
    she = any(c.dep_ in _SUBJECTS and c.lower_ == "she" for c in verb.children)
    return any(s.dep_ in _SUBJECTS and (_kinsman(s, kin) or _named(s, his, she))
               for root in (t for t in before if t.dep_ == "ROOT") for s in root.children)


def _kinsman(subject: Token, kin: frozenset[str]) -> bool:
    return subject.lower_ in kin and any(c.dep_ == "poss" and c.lower_ in _MINE for c in subject.children)


def _named(subject: Token, his: frozenset[str], she: bool) -> bool:
    """A person's name none of whose words is his, whose title does not tell the other sex than the
    pronoun's ("Mrs. Hale came … He was": not she; "John Hale", no title: the one before)."""
    name = {w.norm for t in subject.subtree if t.i <= subject.i for w in words(t.text)}
    return subject.pos_ == "PROPN" and not name & his and not (name & _WOMEN if not she else name & _MEN)
