"""Source words a claim's predicate matches that tell no such fact of him, beyond their clause's
mood (deed_mood.py): the narrator's own death ("I died, as it were, to the world"; "I was told that
I had passed away": a figure or a rumour, since a narrator does not tell his own death), and a
relation only sought ("I asked Jane Hale to be my wife", "I proposed marriage to her"), where the
relation word is what is wished, though the woman it names is no wish."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..facts import FactRules
from ..narrator_death import told_by_the_dead
from ..verbs import form
from .deed_mood import done_so
from .parsed import SUBJECTS
from .sentences import words

if TYPE_CHECKING:
    from spacy.tokens import Token


def narrator_dies(token: Token | None, deaths: frozenset[str]) -> bool:
    """Whether the word is a verb of death (`deaths`: its words; "passed away" read as "died")
    whose subject is "I" or "we"; not another word of its clause ("I nearly died of fever": a fever)."""
    return token is not None and token.pos_ in ("VERB", "AUX") and form(token) in deaths and any(
        c.dep_ in SUBJECTS and told_by_the_dead(c) for c in token.children)


def sought(token: Token | None, rules: FactRules, kin: frozenset[str], claim: str) -> bool:
    """Whether a relation noun is only wished or asked for: what a clause not told as done makes
    him or her ("to be my wife", "would make her my wife"), or, not being a kin word ("I asked my
    wife Jane to go" names his wife), the object of a verb of wish or proposal the claim does not
    say itself ("proposed marriage", "asked her in marriage"; not "asked the governor to give" for
    a claim that he asked it)."""
    if token is None or token.pos_ != "NOUN":
        return False
    if token.dep_ in ("attr", "oprd"):
        return not done_so(token.head, rules)
    head = token.head.head if token.dep_ == "pobj" else token.head
    return token.lower_ not in kin and token.dep_ in ("dobj", "pobj") and form(head) in rules.not_done and \
        form(head) not in {w.norm for w in words(claim)}
