"""Whether `check` may read a source's clause as a deed done: the reader's mood tests (mood.py), and
the shapes only a claim's check meets, where a near word would give him what he never did.

"Would" is a custom told as done only with a mark of custom on its own verb ("I would often go");
without one, or under an inverted condition ("had I the money, I would often go"), it is a wish or a
condition. A clause under a verb of doubt, fear or imagining ("I doubt that he went", "In 1817, I
fear, he went") is not told as done, nor one another's "they said," sets off as hearsay. Each test is
on the parse: the verb's own children and the clauses above it.
"""

from __future__ import annotations

from typing import Any

from ..facts import FactRules, said_so
from ..mood import asked, asserted, own_word, told_to
from ..verbs import form

# a mark of custom on a "would" ("I would often go"): without one, "would" is a condition or a wish
_CUSTOM = frozenset({"often", "always", "usually", "sometimes", "frequently", "generally", "commonly",
                     "regularly", "occasionally", "daily", "weekly", "yearly", "seldom"})
_EVERY = frozenset({"every", "each"})  # "every spring I would go": the det of a noun of time on the verb
_INVERSION = frozenset({"had", "were", "should"})  # had I the money; were it not for my debts
# Verbs that tell a clause under them as uncertain or imagined, not done (I doubt that he went; I fear he did).
_DOUBTING = frozenset({"doubt", "fear", "imagine", "wonder", "suspect", "fancy", "dream", "suppose", "guess"})
_REACH = 6  # clauses above a verb that may frame it
# Nouns of a wish, a pull or another's proposal whose infinitive is no deed ("the temptation to enter
# public life was strong, but I was kept from it"; "an invitation to visit Boston, which I declined").
_WISHED = frozenset({"temptation", "desire", "plan", "wish", "hope", "intention", "offer", "invitation",
                     "ambition", "proposal", "inclination", "longing", "dream", "purpose", "attempt"})


def done_so(token: Any, rules: FactRules) -> bool:
    """Whether `check` may read the clause as his deed: said so and not an order to do it, or a
    habitual "would go" (a custom, told as done) that is no hearsay; never under a doubt or a
    hearsay aside."""
    if doubted(token) or reported_aside(token, rules.hearsay_verbs):
        return False
    return (habitual(token) and asserted(token, rules.hearsay_verbs, rules.hearsay_nouns)) or (
        said_so(token, rules) and not told_to(token, rules.directives))


def less_done(source: Any, claim: list[Any], rules: FactRules) -> bool:
    """Whether the source's clause is told less as done than the claim's (each of `claim`, the
    claim's words of its verb): not done_so where they all are, or hung on a noun of wish where
    none is ("the temptation to enter public life" for "he entered public life"; not for "he
    accepted the invitation to visit Boston")."""
    return bool(claim) and (not done_so(source, rules) and all(done_so(t, rules) for t in claim) or
                            wished_for(source) and not any(map(wished_for, claim)))


def habitual(verb: Any) -> bool:
    """A main verb's own bare "would" with a mark of custom of its own ("I would often go to Dunmore",
    "every spring I would go"): his custom, told as done; not "would have gone", not one an if/unless
    clause or an inverted one makes a condition ("had I the money, I would often go"), a question, or
    a preference ("I would rather go"). A custom word elsewhere ("for each of my sons", "as my father
    always said") marks nothing of this verb."""
    aux = [c for c in verb.children if c.dep_ == "aux"]
    return verb.dep_ == "ROOT" and any(c.lower_ == "would" for c in aux) and not any(
        c.lemma_ == "have" for c in aux) and not any(_condition(c) for c in verb.children) and not asked(
        verb) and any(_custom(c) for c in verb.children) and not any(
        t.lower_ in ("rather", "sooner") for t in verb.children)


def _custom(word: Any) -> bool:
    """A mark of custom hung on the verb itself: an adverb (often), or a noun of time with every/each."""
    return word.dep_ == "advmod" and word.lower_ in _CUSTOM or word.dep_ == "npadvmod" and any(
        c.dep_ == "det" and c.lower_ in _EVERY for c in word.children)


def _condition(clause: Any) -> bool:
    """A clause that makes its head a condition: if/unless, or one opening on had/were/should before
    its own subject (had I the money; were it not for my debts), also after the verb, where the parse
    hangs it as a conj ("I would often go, had I the money")."""
    if clause.dep_ not in ("advcl", "ccomp", "parataxis", "conj"):
        return False
    opening = [t for t in (clause, *clause.children) if t.lower_ in _INVERSION and (t.i == clause.i or t.dep_ == "aux")]
    marked = clause.dep_ != "conj" and any(m.dep_ == "mark" and m.lower_ in ("if", "unless") for m in clause.children)
    return marked or any(c.dep_ in ("nsubj", "nsubjpass", "expl") and c.i > t.i
                         for t in opening for c in clause.subtree)


def wished_for(verb: Any) -> bool:
    """An infinitive hung on a noun of wish or proposal, or a verb joined to one ("the desire to go
    and see Boston"): what he was drawn or asked to do, not what he did."""
    while verb.dep_ == "conj" and verb.head.i != verb.i:
        verb = verb.head
    return verb.dep_ == "acl" and verb.head.lemma_.lower() in _WISHED and any(
        c.dep_ == "aux" and c.lower_ == "to" for c in verb.children)


def doubted(verb: Any) -> bool:
    """A clause under a verb of doubt, fear or imagining, as its complement ("I doubt that he went")
    or set beside it ("In 1817, I fear, he went"): not told as done. Not a doubt of a thing ("I
    doubted the story, and went"), nor a doubt denied ("I doubt not", "never doubted", "no doubt")."""
    token = verb
    for _ in range(_REACH):
        if any(c.dep_ == "parataxis" and _doubting(c) for c in token.children):
            return True
        if token.head.i == token.i or token.dep_ not in ("ccomp", "conj", "xcomp"):
            return False
        if token.dep_ == "ccomp" and _doubting(token.head):
            return True
        token = token.head
    return False


def _doubting(word: Any) -> bool:
    """A verb or noun of doubt that is not denied: "I doubt not that I went" asserts it."""
    return word.lemma_ in _DOUBTING and not any(
        c.dep_ == "neg" or c.dep_ in ("advmod", "det") and c.lower_ in ("never", "no") for c in word.children)


def reported_aside(verb: Any, hearsay_verbs: frozenset[str]) -> bool:
    """A clause another's word sets off beside it ("In 1817, they said, he used to go"): hearsay, as
    "they said that he went" is. Not the narrator's own aside ("I believe"), nor a speaker's of
    himself ("he said, he went")."""
    token = verb
    for _ in range(_REACH):
        if any(c.dep_ == "parataxis" and form(c) in hearsay_verbs and not own_word(c, token)
               for c in token.children):
            return True
        if token.head.i == token.i or token.dep_ not in ("xcomp", "conj", "ccomp"):
            return False
        token = token.head
    return False


def plainly_denied(verb: Any, rules: FactRules) -> bool:
    """A verb its own "not" or "never" denies, asserted otherwise: no verb of intent, wish or
    another's proposal above it (I hoped never to be made a judge says nothing of what was), no
    question, no hearsay."""
    return any(c.dep_ == "neg" for c in verb.children) and not any(
        form(a) in rules.not_done for a in verb.ancestors) and not asked(verb) and asserted(
        verb, rules.hearsay_verbs, rules.hearsay_nouns)
