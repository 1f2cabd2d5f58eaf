"""What a sentence told in the first person cannot tell of him: a clause whose subject is "he" or
"she" beside his kinsman ("He married my mother, and was for twenty years the rector": the
father's; "my brother died; he had been president of the Society"), and a death whose subject is "I" or "we"
("I died, as it were, in 1862": a figure, narrator_death.py). The subject is the parse's
(verbs.verb_subject, through "and" to the clause's first verb); the first person must stand
outside quotation marks, where "I" is another speaker's."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..narrator_death import told_by_the_dead
from ..parsed import quoted
from ..verbs import verb_subject

if TYPE_CHECKING:
    from spacy.tokens import Token

_FIRST = frozenset({"i", "me", "my", "myself", "we", "us", "our"})  # "he and I"
_MINE = frozenset({"my", "our"})
_THIRD = frozenset({"he", "she"})


def not_his_voice(verb: Token | None, death: bool, done_to_him: Callable[[Token], bool],
                  kin: frozenset[str]) -> bool:
    """Whether the clause of `verb` is another's told beside the narrator's kinsman ("my father",
    `kin`: the kin nouns), or (`death`) his own death told as "I"; not a deed done to him ("he
    appointed me colonel": `done_to_him`), nor one "he and I" did. A "she" beside a bare "I" is
    left alone: in a letter or an account another wrote into the book, "she" may be he."""
    subject = verb_subject(verb) if verb is not None else None
    if subject is None or verb is None:
        return False
    if death and told_by_the_dead(subject):
        return True
    if subject.lower_ not in _THIRD or done_to_him(verb) or any(c.lower_ in _FIRST for c in subject.conjuncts):
        return False
    inside = quoted(verb.doc.text)
    return any(t.lower_ in kin and not inside[t.idx] and any(c.lower_ in _MINE for c in t.children) for t in verb.doc)
