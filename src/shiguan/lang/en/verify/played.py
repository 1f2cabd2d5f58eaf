"""Whether a claim's word stands in the source as another's or as a part he played, not as what he
was: the possessor of another noun ("There I was a carpenter's son": the carpenter is his father)
or what a verb of acting has him play ("I played a carpenter"). Not where the claim says it so too
("he was a carpenter's son", "he played a carpenter")."""

from __future__ import annotations

from .atom_match import Match
from .parsed import parse, token_at
from .sentences import Sentence

_PLAYING = frozenset({"play", "act", "portray", "impersonate", "personate", "enact"})  # a part, not a life


def _shape(token) -> str:
    """"poss" for a noun that owns another, "played" for the object of a verb of acting, else ""."""
    if token.pos_ not in ("NOUN", "PROPN"):
        return ""
    if token.dep_ == "poss":
        return "poss"
    return "played" if token.dep_ in ("dobj", "attr") and token.head.lemma_ in _PLAYING else ""


def played_or_owned(sentence: Sentence, said: Match, claim: str) -> bool:
    """Whether a word of the run `said` is a noun of the claim the source tells as another's or as
    a part played (the module's docstring), where the claim tells that word otherwise."""
    own = {(t.lemma_.lower(), _shape(t)) for t in parse(claim)}
    for k in range(said.first, said.last + 1):
        token = token_at(sentence, k)
        if token is not None and (shape := _shape(token)) and (token.lemma_.lower(), shape) not in own and \
                any(lemma == token.lemma_.lower() for lemma, _ in own):
            return True
    return False
