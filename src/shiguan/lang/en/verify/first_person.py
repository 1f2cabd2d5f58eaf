"""What a sentence told in the first person cannot tell of him: his own death told as "I" or "we"
("I died, as it were, in 1862"; "I was told that I passed away"): a figure, since a narrator does
not tell his own death (narrator_death.py, the reader's and ask's rule). The subject is the
parse's (verbs.verb_subject, through "and" to the clause's first verb)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..narrator_death import told_by_the_dead
from ..verbs import verb_subject

if TYPE_CHECKING:
    from spacy.tokens import Token


def own_death(verb: Token | None) -> bool:
    """Whether the death `verb` tells (a "die" or an idiom's verb) has "I" or "we" as its subject."""
    return verb is not None and told_by_the_dead(verb_subject(verb))
