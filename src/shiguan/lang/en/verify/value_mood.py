"""Whether a source tells as not done a clause the claim tells as done, where the mood test of a
verb's atom (AtomMatcher.unasserted) does not reach: a number or a noun's value ("I hoped to be
the mother of five children" says no "he was the mother of five children") and a claim's other
words. The test is the reader's (deed_mood.done_so) on the verb of each side's clause."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..facts import FactRules
from ..nlp import lemma
from .atoms import NUMBER
from .deed_mood import less_done
from .parsed import token_at

if TYPE_CHECKING:
    from spacy.tokens import Doc, Token

    from .atom_match import AtomMatcher, Match
    from .atoms import Atom
    from .sentences import Sentence


def clause_verb(token: Token | None) -> Token | None:
    """The verb of the clause a word stands in (judge in "was never made a judge": made)."""
    for _ in range(4):
        if token is None or token.pos_ in ("VERB", "AUX") or token.head.i == token.i:
            break
        token = token.head
    return token


def undone(source: Token | None, claim: Token | None, rules: FactRules) -> bool:
    """Whether the source word's clause is hoped, meant, wished, asked, supposed or another's word
    ("I hoped to have five children") while the claim word's is told as done."""
    verb, mine = clause_verb(source), clause_verb(claim)
    return verb is not None and mine is not None and less_done(verb, [mine], rules)


def mostly_undone(matcher: AtomMatcher, sentence: Sentence, said: Match) -> bool:
    """Whether most of the claim's words a run holds stand in a clause told as not done where the
    claim tells them done: "my father was a justice, and I supposed he possessed the power of life
    and death" says no "his father had the power of life and death", though its first word is told."""
    lemmas = {claimed for _, claimed in matcher.reading.words}  # not `lemma`: the function below
    held = [k for k in range(said.first, said.last + 1)
            if (token := token_at(sentence, k)) is not None and token.is_alpha and lemma(token) in lemmas]
    return 2 * sum(matcher.undone(sentence, k, -1) for k in held) > len(held)


def claim_token(claim: Doc, start: int, word: Token | None) -> Token | None:
    """The claim's word at character `start`, else its word the source's `word` is (the same word
    or lemma: its clause is the one to compare), else its root verb."""
    at = next((t for t in claim if t.idx == start), None)
    same = next((t for t in claim if word is not None and (
        t.lower_ == word.lower_ or t.is_alpha and lemma(t) == lemma(word))), None)
    return at or same or next((t for t in claim if t.dep_ == "ROOT"), None)


def told_at(matcher: AtomMatcher, sentence: Sentence, found: list[Match], atom: Atom) -> tuple[Match | None, str]:
    """The first place of a value with no predicate (`found`) the sentence tells as the claim does:
    with the claim's sense, not supposed, told as done ("I hoped to have two sons, and I had two
    sons": the second); else why not, at the first place."""
    whys = []
    for m in found:
        if matcher.negated(sentence, m) != atom.negated:
            whys.append("negation")
        elif matcher.supposed(sentence, m):
            whys.append("supposition")
        elif matcher.undone(sentence, m.first, atom.start):
            whys.append("mood")
        elif atom.kind == NUMBER and not matcher.counted_his(sentence, m.first, atom.start):
            whys.append("subject")  # another's count, or one he did not have (I taught five children)
        else:
            return m, ""
    return None, whys[0] if whys else ""
