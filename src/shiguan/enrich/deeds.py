"""Whether a narrator's sentence tells a fact of his: "I" (or "we", he among them) as the subject of
a verb in the simple past, or "me"/"us" as the object of one ("he gave me three rolls") or its
receiver ("offered it to me", "a match for me"), not denied, not wished. The enrichment's
quotations are planned from such sentences, like the biography from his own facts: a sentence
that only describes a scene, reflects, instructs, or tells what other men did adds nothing about
the article's subject; one that denies his deed ("I will not swell this narrative with an account
of … a kite") must not be offered as one. Rules on the shape of the sentence (no parse), so that
a dry run stays fast; only a "to me" that no other rule decided is parsed, to find the verb it
belongs to.
"""

from __future__ import annotations

import re
from functools import cache

from ..lang.en.nlp import lemma, load
from ..rules import load_rules

# words that may stand between the subject and its verb: I *then* went, I *had* written
_BETWEEN = (r"(?:(?:then|also|now|soon|afterwards|first|at\s+length|accordingly|immediately|presently|"
            r"therefore|thereupon|once|again|likewise|had|not|never|did|will|would|could|should|might|"
            r"must|may|can|shall|[a-z]+ly),?\s+){0,3}")
_DENIED = frozenset({"not", "never", "no", "nothing", "hardly", "scarcely", "neither", "nor"})
_MODALS = frozenset({"would", "could", "should", "might", "must", "may", "can", "will", "shall", "ought"})
# verbs of a state, a thought or a wish: no deed (I thought it best, I hoped he would come)
_STATES = frozenset({"was", "were", "had", "did", "thought", "felt", "knew", "saw", "heard",
                     "supposed", "believed", "hoped", "wished", "feared", "expected", "intended", "wanted",
                     "seemed", "liked", "loved", "remembered", "imagined", "fancied", "doubted"})
# verbs whose "to me" is what it seemed to him, not what he was given (it appeared to me, it looked hard to me)
_SEEMING = frozenset({"appear", "occur", "seem", "look", "sound", "feel", "become", "prove", "be"})
# participles questions_en.toml's irregular pasts do not list (I was born, I was beaten, I put)
_PARTICIPLES = frozenset({"born", "borne", "put", "beaten", "bound", "shown", "set", "cut", "hurt", "let", "shut"})
_PAST = r"[A-Za-z]+(?:ed|'d|’d)|[A-Za-z]+"


@cache
def _pasts() -> frozenset[str]:
    return frozenset(load_rules("questions_en.toml")["irregular_past"])


_SUBJECT = re.compile(r"\b(?:I|[Ww]e)\s+(" + _BETWEEN + r")(" + _PAST + r")\b(?![’']t)")  # I won't: no "won"
_OBJECT = re.compile(r"\b(" + _PAST + r")\s+(?:me|us)\b")
_RECEIVER = re.compile(r"\b(?:to|for)\s+(?:me|us)\b")  # offered it to me, a match for me


def _past(verb: str) -> bool:
    verb = verb.lower()
    return verb not in _STATES and verb not in _MODALS and (
        verb.endswith(("ed", "'d", "’d")) or verb in _pasts() or verb in _PARTICIPLES)


def told_in_the_past(verb: str) -> bool:
    """Whether a word after "I" tells the past: a deed's verb, a state's (was, had, thought), or a
    modal's past (could, would): not the narrator's present (I am, I think, I come to)."""
    return _past(verb) or verb.lower() in _STATES or verb.lower() in ("could", "would", "should", "might")


def _done_to_him(verb: str, rest: str) -> bool:
    """I was born, we were separated: a deed done to him, told in the passive."""
    following = re.match(r"\s+(?:[a-z]+ly\s+)?([A-Za-z]+)", rest)
    return verb.lower() in ("was", "were") and bool(following) and _past(following.group(1))


_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"")
# Had it been known …, Were I to …: an inverted condition, what follows did not happen
_INVERTED = re.compile(r"\W*(?:Had|Were|Should)\s+(?:it|I|he|she|they|we|you|there)\b")


def his_fact(sentence: str) -> str:
    """"deed" when the sentence tells a done deed of his (or one done to him); "denied" when its
    first "I"/"we" clause is denied (what follows it is often what he did not do: "I will not
    swell this narrative with an account of … the pleasure I receiv'd") or it opens with an
    inverted condition (Had it been known …); else ""."""
    if _INVERTED.match(sentence):
        return "denied"
    sentence = _QUOTED.sub(" ", sentence)  # “I have brought you a young man,” says Bradford: his words
    for n, match in enumerate(_SUBJECT.finditer(sentence)):
        between = set(match.group(1).lower().replace(",", " ").split())
        if between & _DENIED:
            if n == 0:
                return "denied"
            continue
        if not between & _MODALS and (_past(match.group(2)) or _done_to_him(match.group(2), sentence[match.end():])):
            return "deed"
    for match in _OBJECT.finditer(sentence):
        before = sentence[max(0, match.start() - 12):match.start()].lower().split()
        # would have ruined me: what did not happen
        if _past(match.group(1)) and not (_DENIED | _MODALS) & set(before[-2:]):
            return "deed"
    return "deed" if _RECEIVER.search(sentence) and _received(sentence) else ""


def _received(sentence: str) -> bool:
    """Whether a "to me" / "for me" belongs, by the parse, to a verb in the past that gave it to him
    ("took from him the commission and offered it to me"), or to its object ("projected a match for
    me"): not to a noun or a word of a state ("a trial to me", "hard to me", "owing to me"), not to
    a verb of seeming ("it appeared to me"), nor to one of a clause that describes someone ("the
    man who lived next door to me", "a letter addressed to me"); not denied nor only willed ("would
    have given it to me")."""
    for me in load()(sentence):
        if me.lower_ not in ("me", "us") or me.dep_ != "pobj" or me.head.lower_ not in ("to", "for"):
            continue
        verb = me.head.head
        if verb.pos_ in ("NOUN", "PROPN") and verb.dep_ == "dobj":  # a match for me
            verb = verb.head
        if (verb.tag_ in ("VBD", "VBN") and verb.dep_ not in ("relcl", "acl", "amod")
                and lemma(verb) not in _SEEMING and _past(verb.text)
                and not any(a.dep_ in ("relcl", "acl") for a in verb.ancestors)
                and not any(c.dep_ == "neg" or c.lower_ in _DENIED | _MODALS for c in verb.children)):
            return True
    return False
