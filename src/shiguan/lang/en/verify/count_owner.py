"""Whether a count the source gives is his, as the claim's is: "he had five children" is not said
by "the widow had five children", "a widow with five children", "I taught five children" or "I
lodged with the mother of five children". The counted noun must stand where the claim's does:
the object of the same verb, whose subject is he (I had, we had, Pell had), or under the same
noun said of him (I found myself the mother of five children)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..nlp import lemma
from ..verbs import verb_subject
from .parsed import token_at
from .sentences import Sentence
from .vocabulary import counts

if TYPE_CHECKING:
    from spacy.tokens import Token

_WE = frozenset({"i", "we"})
_AGE_LEADS = frozenset({"at", "aged"})  # the words an age a claim gives bare is told after in a source
_NOT_AN_AGE_AFTER = frozenset({"o'clock", "in", "p.m.", "a.m."})  # at seven o'clock, at seven in the morning
_SELF = frozenset({"myself", "ourselves", "himself", "herself"})


def his_count(source: Token | None, claim: Token | None, his: Callable[[Token], bool]) -> bool:
    """Whether the source's number word counts his as the claim's number word does; a claim whose
    count stands in neither shape asks nothing more of the source."""
    if claim is None:
        return True
    return source is not None and _his_at(_counted(source), _counted(claim), his, True)


def _counted(number: Token) -> Token:
    return number.head if number.dep_ == "nummod" else number


def _his_at(noun: Token, want: Token, his: Callable[[Token], bool], top: bool) -> bool:
    """Whether the source's noun stands where the claim's does, up to the verb or noun said of him
    (fifty subscribers of forty shillings that I procured: the subscribers are his object)."""
    wanted = _holder(want)
    if wanted is None:
        return True if top else _his_noun(noun, his)
    got = _holder(noun)
    if got is None or got[0] != wanted[0] or lemma(got[1]) != lemma(wanted[1]):
        return False
    return _he_does(got[1], his) if got[0] == "verb" else _his_at(got[1], wanted[1], his, False)


def _he_does(verb: Token, his: Callable[[Token], bool]) -> bool:
    """Whether the verb's subject is he; a verb with none takes the one of a clause that opens it
    ("as we lived together …, had seven children"), or of the verb it is joined to, by "and" or
    by a link the parser left unnamed ("I drew up the articles, got them signed …, and procured
    forty subscribers": "got" hangs on "drew" as a bare dep)."""
    subject = verb_subject(verb) or next((g for c in verb.children if c.dep_ == "advcl" and c.i < verb.i
                                          for g in c.children if g.dep_ in ("nsubj", "nsubjpass")), None)
    if subject is None and verb.dep_ in ("conj", "dep") and verb.head is not verb:
        return _he_does(verb.head, his)
    return subject is not None and (subject.lower_ in _WE or his(subject))


def _his_noun(noun: Token, his: Callable[[Token], bool]) -> bool:
    """Whether the noun is said of him: in apposition to him, or what he is or finds himself (I
    was the mother; I found myself the mother), not a man he met or lodged with."""
    if noun.dep_ == "appos":
        return noun.head.lower_ in _WE or his(noun.head)
    reflexive = any(c.lower_ in _SELF and c.dep_ in ("nsubj", "dative", "dobj") for c in (
        *noun.children, *noun.head.children))
    return (noun.dep_ in ("attr", "oprd") or noun.dep_ in ("dobj", "ccomp") and reflexive) and _he_does(noun.head, his)


def _holder(noun: Token) -> tuple[str, Token] | None:
    """("verb", the verb) when the noun is its object; ("noun", the noun) when it stands under that
    noun by "of"; else None."""
    if noun.dep_ == "dobj":
        return "verb", noun.head
    if noun.dep_ == "pobj" and noun.head.lower_ == "of" and noun.head.head.pos_ in ("NOUN", "PROPN"):
        return "noun", noun.head.head
    return None


def counted_as_claimed(unit: str, sentence: Sentence, i: int, j: int) -> bool:
    """Whether the number at words `i`..`j` counts what the claim's counts: its `unit` right after
    it or as the noun it counts ("two Irish servants"); a bare number is an age (_an_age)."""
    token = token_at(sentence, j)
    if unit:
        return j + 1 < len(sentence.words) and counts(unit, sentence.words[j + 1].norm) or (
            token is not None and token.dep_ == "nummod" and counts(unit, token.head.lemma_.lower()))
    return _an_age(sentence, i, j, token)


def _an_age(sentence: Sentence, i: int, j: int, token: Token | None) -> bool:
    """Whether a number is an age told the way a claim's bare one is ("At seven Ben Weller went"): after
    "at" or "aged", counting nothing but years of age ("at seven I began", "at seven years of age");
    not a length of time ("for seven years", "seven years later"), another's age ("when my son was
    seven", "a girl of twenty"), an hour ("at seven in the morning") or seven of something else."""
    ws = sentence.words
    if token is not None and token.pos_ != "NUM":
        return True  # "I first met": an order, no count
    if i == 0 or ws[i - 1].norm not in _AGE_LEADS:  # a thousand; not seven years, nor when my son was seven
        return token is None or token.dep_ not in ("nummod", "attr", "acomp") and token.head.lemma_ not in ("be", "of")
    after = [w.norm for w in ws[j + 1:j + 4]]
    if after[:1] in (["year"], ["years"]):
        return after[1:3] == ["of", "age"] or after[1:2] == ["old"]
    if after[:1] and after[0] in _NOT_AN_AGE_AFTER:
        return False
    return token is None or token.dep_ != "nummod"
