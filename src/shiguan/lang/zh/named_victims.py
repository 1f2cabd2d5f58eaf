"""His death told with his name as the one put to death: 诏赐某死, 并诛某, 逼某令自杀.

The death words of extract.toml stand first in their clause, the dead man its subject; but the
histories as often tell a death from the killer's side, his name after the verb: 诏赐康死 (the court
grants 康 death), 宇文化及杀逆之际，并诛充. The clause is the court's or the killer's, and the death
was left out. Here a clause that ends with a killing verb right before one of his own names (诛, 杀,
害, 斩, 戮; 赐…死; 逼…令自杀) is his death, decided by that name: nothing but the verb stands between
them (诛李充 is another man), and no wish, plot, plea, fear or negation stands before the verb in its
clause (欲杀某, 请诛某, 不杀某, 几杀某, 谓某至必诛某: no death told), nor an order, a memorial, a plea,
a plot, a pact or an ambush in its sentence before it (遣刺客杀某, 奏诛某, 说帝诛某, 约杀某, 伏兵…杀某:
the killing may not have been done). The killing must be done and final: its clause ends its
sentence (or only his age follows: 并诛某，时年七十五), and no escape, pardon or refusal follows in
that sentence or the next (…，某觉而免; …。帝不许). Quoted words tell none, and a death of his read later,
or a plain one still undecided (卒于家: decided after this, last_death.py), is left to stand: none is
added before it. A wrong death with a real citation is worse than none: the shapes are narrow.
"""

from __future__ import annotations

import re

from ...models import NAME, QUOTE, SELF, UNDECIDED, Fact, Span, Subject
from .attribute import sentence_start
from .name_shapes import Clause

DEATH = "卒"
NOTE = "the one put to death, named after the verb"
# What before the verb in its clause tells no death done: a wish, a plot, a plea, a fear, a threat,
# a negation, a near miss (欲杀某, 谓某至必诛某, 几杀某) …
_NOT_DONE = re.compile("[欲谋请劝议将当宜拟图若如不未勿莫无免宥恕几赦释曰谓必恐虑惧]")
# … or before it in its sentence: an order, a memorial, a plea, a plot, a pact, an ambush, a wish, a fear
_PLANNED = re.compile("[遣令命奏说求构约伏欲谋议请劝谓恐虑惧拟图将]")
# … or after it, in its sentence or the next: an escape, a pardon, a refusal, a failure, a plot found out
_UNDONE = re.compile("免|赦|不许|不从|不克|不果|不忍|事泄|乃止|获全|得全")
_SENTENCE_END = "。！？\n"
_PLAIN = re.compile("[卒薨殂]|终于")
# … and its clause ends the sentence, or only his age at death follows (并诛某，时年七十五。)
_LAST = re.compile(f"(?:，时年[^，。；]{{1,6}})?(?:[{_SENTENCE_END}]|$)")
# One character that is a pronoun or what a killing verb most often takes (杀人, 害民, 斩首, 诛贼):
# never a name of his there, whatever the entry calls him
_WORDS = set("之其此彼人民首贼敌众兵")


def named_victims(facts: list[Fact], clauses: list[Clause], text: str, own: list[str]) -> list[Fact]:
    """`facts` with his death added for each clause that puts him to death by name, where no
    death was read in that clause."""
    forms = sorted((f for f in own if f and not (len(f) == 1 and f in _WORDS)), key=len, reverse=True)
    if not forms:
        return facts
    read = {f.span.start for f in facts if f.relation == DEATH}
    later = max((f.span.start for f in facts if f.relation == DEATH and _may_be_his(f)), default=-1)
    added = []
    for c in clauses:
        if c.subject.basis == QUOTE or any(c.start <= s < c.end for s in read) or later >= c.end:
            continue
        if not _LAST.match(text, c.end) or _UNDONE.search(text, c.end, _next_end(text, c.end)):
            continue
        if (victim := _victim(text, c.start, c.end, forms)) is not None:
            verb, name = victim
            added.append(Fact(DEATH, text[verb:c.end], Span(verb, c.end), Span(c.start, c.end), "rule:named_victim",
                              subject=Subject(SELF, text[name.start:name.end], NAME, name, note=NOTE)))
    return facts + added


def _victim(text: str, start: int, end: int, forms: list[str]) -> tuple[int, Span] | None:
    """(where the killing verb stands, his name's span) when text[start:end] ends with a killing verb
    and one of his names, with no wish or negation before the verb; else None."""
    clause = text[start:end]
    for form in forms:
        name = re.escape(form)
        m = re.search(f"(?:[诛杀害斩戮](?P<a>{name})|赐(?P<b>{name})死|逼(?P<c>{name})令?自[杀尽缢经])$", clause)
        if m and not _NOT_DONE.search(clause, 0, m.start()) and not _PLANNED.search(text, sentence_start(text, start),
                                                                                         start):
            g = next(k for k in "abc" if m.group(k))
            return start + m.start(), Span(start + m.start(g), start + m.end(g))
    return None


def _may_be_his(death: Fact) -> bool:
    """A death that is his, or a plain one (卒, 薨, 终于) still undecided that may be decided his later."""
    return death.subject.who == SELF or death.subject.basis == UNDECIDED and _PLAIN.search(death.value) is not None


def _next_end(text: str, at: int) -> int:
    """Where the sentence after the one ending at `at` ends."""
    return min((i + 1 for i in (text.find(e, at + 1) for e in _SENTENCE_END) if i >= 0), default=len(text))

