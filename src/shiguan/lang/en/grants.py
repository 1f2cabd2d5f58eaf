"""Whose a licence or commission is (issue 43): a paper of his own turns his life (I got my
license; received my commission as a lieutenant); one got for, from or of another man, or one of
business, is no honour of his (procured my nephew a commission; a license for my dog; his license
I took from him; the commission of Captain Rudd; a commission to buy cotton)."""

from __future__ import annotations

from typing import Any

GRANTS = frozenset({"license", "licence", "licenses", "licences", "commission", "commissions"})
_OWN = {"i": "my", "we": "our"}  # an "I" got "my" license; a "he" may get "his"
_OTHERS = frozenset({"dative", "dobj"})


def anothers_grant(token: Any) -> bool:
    """Whether a licence or commission, the object of its verb, is not the subject's own: another's
    possessive, an "of", a second object or a "for" (procured my nephew a commission), an errand
    infinitive (a commission to buy cotton; a license to marry), or "took" without "out"."""
    if token.lower_ not in GRANTS or token.dep_ != "dobj":
        return False
    verb = token.head
    subject = next((c.lower_ for c in verb.children if c.dep_ == "nsubj"), "")
    for c in token.children:
        if c.dep_ == "poss" and (c.pos_ != "PRON" or c.lower_ != _OWN.get(subject, c.lower_) or subject
                                 not in _OWN and c.lower_ in ("my", "our", "your")):
            return True  # his license, the captain's commission, your commission: not an "I"'s own
        if c.dep_ == "prep" and c.lower_ in ("of", "for") or c.dep_ in ("relcl", "acl") and _infinitive(c):
            return True
    return any(c.i != token.i and c.dep_ in _OTHERS or c.dep_ == "prep" and c.lower_ == "for"
               or c.dep_ == "advcl" and _infinitive(c) for c in verb.children) or (
        verb.lemma_ == "take" and not any(c.dep_ == "prt" and c.lower_ == "out" for c in verb.children))


def _infinitive(verb: Any) -> bool:
    """A to-infinitive: what the paper is for (to buy cotton), an errand."""
    return any(c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)
