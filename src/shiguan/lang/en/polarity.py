"""Whether an English sentence written from cited sentences keeps their polarity: it neither denies
what they assert (he was a member → he was never a member) nor asserts what they deny (I was never
a member → he was a member). A Verifier that reads the cited sentences together finds every word
of either in them, and vouches: code refuses it instead.

Read on spaCy's parse, as mood.py reads a trigger: a `neg` child (not, n't, never), a "no" before
a noun (no brother), a subject that is no one (nobody came), a preposition that denies its object
(without leave), a verb or adjective that says what it governs was not done (failed to reach; refused
to join; was unable to go; sought in vain; no longer lived), a word with a denying prefix whose bare
word the other side says (unsuccessful against successful). Both sides are parsed as the reader
parses (parsed.for_parser: "endeavour'd" spelt "endeavoured", which the small model otherwise tags
a modal and hangs on the verb as its `neg`). "No doubt" and "without question" deny a
doubt, which affirms: no denial. Each denial is keyed by the word it denies: the verb, or the noun a "be", "have"
or "do" carries (was never a member: member), so that a denial that only moved (did not return;
never returned) is the same denial.
"""

from __future__ import annotations

from typing import Any

from .mood import affirming, denying, fruitless, no_longer, no_one
from .nlp import load
from .parsed import for_parser
from .verbs import infinitive

_CARRIERS = frozenset({"be", "have", "do"})  # a verb that carries the noun or adjective it is said of
_CARRIED = ("attr", "acomp", "dobj", "oprd", "xcomp")
_ADDING = frozenset({"only", "merely", "just"})  # "not only …": a "not" that adds, as 不久 is no 不
# A verb or adjective that says the verb it governs was not done (he failed to reach Boston; I was
# unable to go): the governed verb is denied. Intent and proposal (hoped to, was invited to) are
# mood, not polarity: a wording keeps or drops them as it keeps any other word.
_UNDOING = frozenset({"fail", "refuse", "decline", "neglect", "unable", "unsuccessful", "unwilling", "incapable"})
_MEASURES = frozenset({"longer", "more", "less", "fewer"})
_PREFIXES = ("un", "in", "im", "il", "ir", "dis", "non")
_GRADED = ("ADJ", "ADV")  # a denying prefix is read on these only (unhappy, unsuccessfully; not "income")


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


def _undone(word: Any) -> tuple[str, list[Any]]:
    """What says a word of _UNDOING, or a verb said "in vain", was not done, and the verbs it
    governs as not done: its infinitive or gerund, or the infinitive the parser hangs on the "be"
    it predicates (was unable, through illness, to go); the verb itself when it governs none."""
    vain = next((c for c in word.children if fruitless(c)), None)
    if word.lemma_.lower() not in _UNDOING and word.lower_ not in _UNDOING and vain is None:
        return "", []
    said = word.text if vain is None else " ".join(t.text for t in vain.subtree)
    heads = [word, word.head] if word.dep_ == "acomp" else [word]
    done = [c for h in heads for c in h.children if c.dep_ in ("xcomp", "advcl") and infinitive(c)]
    done += [g for c in word.children if c.dep_ == "prep" for g in c.children if g.dep_ == "pcomp"]
    return said, done or ([word] if word.pos_ in ("VERB", "AUX") else [])


def denials(doc: Any) -> dict[str, str]:
    """The words a parsed text denies, each with the word that denies it (member: never)."""
    found: dict[str, str] = {}
    for t in doc:
        said, undone = _undone(t)
        for done in undone:
            found.setdefault(_denied_word(done), said)
        if t.dep_ in ("neg", "det") and (affirming(t.head) or t.head.lower_ in _MEASURES and any(
                w.lower_ == "than" for w in t.head.subtree)):
            continue  # no doubt: an affirmation; no longer than a year, no more than ten: a measure
        if t.dep_ == "neg" and no_longer(t.head):
            found.setdefault(_denied_word(t.head.head), f"{t.text} {t.head.text}")
        elif t.dep_ == "neg":
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
    doc = nlp(for_parser(text))
    said = denials(doc)
    if cited_denies is not None:
        # not the converse: the other language's whole source is given, and a denial anywhere in
        # it is no sign that the sentence worded from one of its clauses dropped it
        return "" if cited_denies or not said else (
            f"adds a negation (“{next(iter(said.values()))}”), which its clauses do not hold")
    cited_doc = nlp(for_parser(cited))
    given = denials(cited_doc)
    added = [w for k, w in said.items() if k not in given] + _prefixed(doc, cited_doc)
    if added:
        return f"adds a negation (“{added[0]}”), which its clauses do not hold"
    words = {t.lemma_.lower() for t in doc}
    dropped = [w for k, w in given.items() if k in words and k not in said] + _prefixed(cited_doc, doc)
    if dropped:
        return f"drops the negation (“{dropped[0]}”) its clauses hold"
    return ""


def _prefixed(doc: Any, other: Any) -> list[str]:
    """The words of `doc` with a denying prefix whose bare word `other` says and it does not
    (unsuccessful, where the other says successful; unable, where it says able)."""
    bare = {t.lower_ for t in other if t.pos_ in _GRADED}
    own = {t.lower_ for t in doc}
    return [t.text for t in doc if t.pos_ in _GRADED for p in _PREFIXES if t.lower_.startswith(p)
            and len(t.lower_) - len(p) >= 4 and t.lower_[len(p):] in bare and t.lower_ not in
            {w.lower_ for w in other} and t.lower_[len(p):] not in own]
