"""A claim's clause whose doer is another named man: its facts are that man's, not his.

The sources of a check are about him: "I bought the farm" says nothing of Tom Hale, and a claim
"Tom Hale bought the farm" supported by it is a wrong fact with a real citation. A clause's doer is
its verb's subject, or a passive's agent ("was hired by Captain Hale"); it is another man when it is
a person's name with a word none of his names has ("Tom Pell" is a kinsman, not he; "Mr. Pell" and
"Amos J. Pell" are he), and no pronoun or name of his stands beside it ("Amos Pell and Tom Hale").
Such a clause's facts hold only from a sentence that names that man as a verb's subject or agent.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from ....verify.verdicts import SUPPORTED, UNSUPPORTED
from .parsed import SUBJECTS, parse_as_read
from .sentences import Sentence, words

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

_OWN_CLAUSES = ("ccomp", "advcl", "relcl", "conj", "acl")  # a clause below that may have its own doer


class Checked(Protocol):
    start: int
    end: int
    verdict: str
    reason: str
    sentence: Sentence | None


@dataclass(frozen=True)
class OtherClause:
    """Claim offsets [start, end) of a clause whose doer is `name`, another man."""
    name: str
    start: int
    end: int
    words: frozenset[str]  # his name's folded words, titles and initials left out
    verb: Token


def name_words(text: str, titles: frozenset[str]) -> frozenset[str]:
    """A name's folded words, without titles and initials ("Captain Amos J. Pell": amos, pell); an
    article's title name is written with underscores ("Amos_Pell")."""
    return frozenset(w.norm for w in words(text.replace("_", " ")) if len(w.norm) > 1 and w.norm not in titles)


def other_clauses(claim: str, about: Iterable[str], titles: frozenset[str]) -> list[OtherClause]:
    """The claim's clauses whose doer is a named man who is not he (none when `about` is empty)."""
    his = frozenset().union(*(name_words(n, titles) for n in about))
    if not his:
        return []
    doc = parse_as_read(claim)
    found = []
    for verb in doc:
        doers = _doers(verb)
        if not doers or any(_his_word(d, his, titles) for d in doers):
            continue
        named = [n for n in (_person_name(d, titles) for d in doers) if n]
        if named:
            tokens = _clause(verb)
            start, end = min(t.idx for t in tokens), max(t.idx + len(t.text) for t in tokens)
            found.append(OtherClause(named[0], start, end, name_words(named[0], titles), verb))
    return found


def not_his(facts: Sequence[Checked], claim: str, about: Sequence[str], titles: frozenset[str]) -> None:
    """Refuses, in place, each supported fact of a clause another man does whose sentence does not
    name that man as a doer; a fact of the whole claim (start 0, to its end, its verbs' words)
    counts as in every clause, a name or date of a noun's phrase in it as in none ("appointed him
    colonel of the 21st Illinois": the regiment's name tells his rank, the words the appointing)."""
    clauses = other_clauses(claim, about, titles)
    for fact in facts:
        if fact.verdict != SUPPORTED or fact.sentence is None:
            continue
        whole = fact.start == 0 and fact.end >= len(claim.rstrip())
        for c in clauses:
            if (whole or c.start <= fact.start < c.end and not _in_a_noun(c.verb, fact.start, fact.end)) \
                    and not says_of(fact.sentence.text, c.words, titles):
                fact.verdict = UNSUPPORTED
                fact.reason = f"the claim says {c.name} did this; the sources say it of {_fullest(about)}"
                break


def _fullest(about: Sequence[str]) -> str:
    """His name as a reason gives it: the one of most words ("Mark Twain", not "Mark")."""
    return max(about, key=lambda n: len(n.split()), default="the one they are about")


def says_of(text: str, name: frozenset[str], titles: frozenset[str]) -> bool:
    """Whether a verb of the sentence has that man as its subject or agent (a name whose words are
    all his: "Hale" or "Captain Hale" for Tom Hale)."""
    for verb in parse_as_read(text):
        for d in _doers(verb):
            said = name_words(_span_text(d), titles)
            if said and said <= name and d.pos_ == "PROPN":
                return True
    return False


def _in_a_noun(verb: Token, start: int, end: int) -> bool:
    """Whether the claim's words at [start, end) hang from a common noun below the clause's verb."""
    token = next((t for t in verb.doc if t.idx == start), None)
    while token is not None and token != verb and token.head != token:
        if token.pos_ == "NOUN" and not start <= token.idx < end:
            return True
        token = token.head
    return False


def _doers(verb: Token) -> list[Token]:
    """Who does the verb by the parse: a passive's agent, else its subjects, each with its conjuncts."""
    agents = [g for c in verb.children if c.dep_ == "agent" for g in c.children if g.dep_ == "pobj"]
    subjects = agents or [c for c in verb.children if c.dep_ in SUBJECTS]
    return [t for s in subjects for t in (s, *s.conjuncts)]


def _his_word(token: Token, his: frozenset[str], titles: frozenset[str]) -> bool:
    """A pronoun (I, he, she: the sources may call him so) or a name all of whose words are his."""
    if token.pos_ == "PRON":
        return True
    said = name_words(_span_text(token), titles)
    return not said or said <= his


def _person_name(token: Token, titles: frozenset[str]) -> str:
    """The token's name when it names a person (a PERSON entity, or a title before a proper noun)."""
    if token.pos_ != "PROPN":
        return ""
    text = _span_text(token)
    if token.ent_type_ == "PERSON" or any(w.norm in titles for w in words(text)):
        return text
    return ""


def _span_text(token: Token) -> str:
    """The token with its compounds and flat parts before it, or its whole entity."""
    doc: Doc = token.doc
    ent = next((e for e in doc.ents if e.start <= token.i < e.end), None)
    if ent is not None:
        return ent.text
    first = min([token.i] + [c.i for c in token.children if c.dep_ in ("compound", "flat") and c.i < token.i])
    return doc[first:token.i + 1].text


def _clause(verb: Token) -> list[Token]:
    """The verb's subtree, without the clauses below it that have a doer of their own."""
    own = [c for c in verb.children if c.dep_ in _OWN_CLAUSES and _doers(c)]
    return [t for t in verb.subtree if not any(t in c.subtree for c in own)]

