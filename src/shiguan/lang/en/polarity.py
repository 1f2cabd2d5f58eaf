"""Whether an English sentence written from cited sentences keeps their polarity: it neither denies
what they assert (he was a member → he was never a member) nor asserts what they deny (I was never
a member → he was a member). A Verifier that reads the cited sentences together finds every word
of either in them, and vouches: code refuses it instead.

Read on spaCy's parse, as mood.py reads a trigger: a `neg` child (not, n't, never), a "no" before
a noun (no brother), a subject that is no one (nobody came), a preposition that denies its object
(without leave). Each denial is keyed by the word it denies: the verb, or the noun a "be", "have"
or "do" carries (was never a member: member), so that a denial that only moved (did not return;
never returned) is the same denial.
"""

from __future__ import annotations

from typing import Any

from .mood import denying, no_one
from .nlp import load

_CARRIERS = frozenset({"be", "have", "do"})  # a verb that carries the noun or adjective it is said of
_CARRIED = ("attr", "acomp", "dobj", "oprd", "xcomp")
_ADDING = frozenset({"only", "merely", "just"})  # "not only …": a "not" that adds, as 不久 is no 不


def _denied_word(head: Any) -> str:
    """What a denial on `head` denies: its lemma, or the noun or adjective a carrier verb holds."""
    if head.lemma_.lower() in _CARRIERS:
        held = next((c for c in head.children if c.dep_ in _CARRIED), None)
        if held is not None:
            return held.lemma_.lower()
    return head.lemma_.lower()


def _contrasted(neg: Any) -> str:
    """The noun a "not" hung on a noun or preposition denies: the one after it (joined the mill,
    not the bank: bank; went to Boston, not to London: London), or "" for a verb's own "not"."""
    if neg.head.pos_ in ("VERB", "AUX"):
        return ""
    after = neg.doc[neg.i + 1:neg.i + 5]
    return next((w.lemma_.lower() for w in after if w.pos_ in ("NOUN", "PROPN")), "")


def denials(doc: Any) -> dict[str, str]:
    """The words a parsed text denies, each with the word that denies it (member: never)."""
    found: dict[str, str] = {}
    for t in doc:
        if t.dep_ == "neg":
            if t.i + 1 < len(doc) and doc[t.i + 1].lower_ in _ADDING:
                continue  # not only a printer but also a cooper: both, denied neither
            found.setdefault(_contrasted(t) or _denied_word(t.head), t.text)
        elif t.dep_ == "det" and t.lower_ == "no" or t.dep_ == "preconj" and t.lower_ == "neither":
            found.setdefault(t.head.lemma_.lower(), t.text)
        elif no_one(t):
            found.setdefault(_denied_word(t.head), t.text)
        elif t.dep_ == "prep" and denying(t):
            for g in t.children:
                if g.dep_ in ("pobj", "pcomp"):
                    found.setdefault(g.lemma_.lower(), t.text)
    return found


def changed_polarity(text: str, cited: str, cited_denies: bool | None = None) -> str:
    """Why `text` does not keep the polarity of the `cited` sentences, or "". `cited_denies` is
    for cited sentences in another language, read by that language's own rule: then only a denial
    added where they deny nothing at all is refused."""
    nlp = load()
    doc = nlp(text)
    said = denials(doc)
    if cited_denies is not None:
        # not the converse: the other language's whole source is given, and a denial anywhere in
        # it is no sign that the sentence worded from one of its clauses dropped it
        return "" if cited_denies or not said else (
            f"adds a negation (“{next(iter(said.values()))}”), which its clauses do not hold")
    given = denials(nlp(cited))
    added = [w for k, w in said.items() if k not in given]
    if added:
        return f"adds a negation (“{added[0]}”), which its clauses do not hold"
    words = {t.lemma_.lower() for t in doc}
    dropped = [w for k, w in given.items() if k in words and k not in said]
    if dropped:
        return f"drops the negation (“{dropped[0]}”) its clauses hold"
    return ""
