"""A fight's outcome said with the deed it ends (issue 41: his deeds in the narrative he holds).

「率兵讨某州叛胡，破之」, 「某攻某城，拔之，斩首千级」: the clause after the attack names no one and points
back at what was attacked, so alone it says nothing and no fact is read from it (the events refuse 之 and a
count of men). After a deed of his that ends just before it in its sentence it is the same man's, and the
deed runs on over it: the outcome is told whole with its attack, never alone. Not after a deed that sends or
orders another man, or in a sentence that sends a man to lead before it (某遣将某讨之，破之;
遣某将兵，讨某州，破之: the errand's; not 乃遣游骑，遂攻某城), nor an outcome suffered (为贼所败), denied or
only meant (不克, 欲破之), his own death (杀身以殉), nor a rout whose side the words do not say (败走);
whose the deed is stays the subject rules' (attribute.py cuts a deed carried into a clause they give to
another man: carried_run.carried_past).

An engagement his name opens (某与战, 某攻其栅, 某率骑三千背城逆战) is no deed alone (与 may open a
friendship, 其 is most of it: extract.toml named_deed); with the outcome after it (某与战，破之)
it is his deed, read as one his name opens (行事: his only where the subject rules give that
name to him); not a given name of one character, which is a word too (进击之, 复与战: advancing, again).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from ...models import SELF, Fact, Span
from .extract import EVENT, NAMED_DEED
from .name_shapes import Clause, clause_at
from .quote_replies import opening_name
from .reversals import following
from .then_clauses import then_his
from .unnamed_agents import unnamed_agent


@dataclass(frozen=True)
class OutcomeRules:
    clause: re.Pattern[str] = re.compile("(?!)")  # a whole clause that tells a fight's outcome
    deeds: frozenset[str] = frozenset()  # the kinds of event (事件 details) an outcome may end
    sends: re.Pattern[str] = re.compile("(?!)")  # words of a deed that send or order another man
    sent_leads: re.Pattern[str] = re.compile("(?!)")  # a sending before the deed: the man sent leads it
    most: int = 0  # how many outcome clauses in a row may join one deed
    engaged: re.Pattern[str] = re.compile("(?!)")  # the words after his name of a fight (与战, 逆击)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> OutcomeRules:
        o = d.get("outcome", {})
        return cls(re.compile(o.get("clause", "(?!)")), frozenset(o.get("deeds", ())),
                   re.compile(o.get("sends", "(?!)")), re.compile(o.get("sent_leads", "(?!)")), int(o.get("most", 0)),
                   re.compile(o.get("engaged", "(?!)")))


def with_outcomes(facts: list[Fact], text: str, start: int, end: int, body: int, own: Sequence[str],
                  clauses: Sequence[Clause], rules: OutcomeRules) -> list[Fact]:
    """`facts` of the entry text[start:end], each deed of `rules.deeds` run on over the outcome
    clauses right after it in its sentence that no other fact holds, and the engagements his
    names (`own`) open after `body` (the end of its opening sentence) with their outcomes. An
    outcome clause must be one the subject rules keep in his run (`clauses`: 虏遂出塞 is the
    enemy's) and not open with his name (擒遂取之: his own deed, read as one); a campaign the text
    gives no one (会征高丽, 亲征…) takes none."""
    entry = text[start:end]
    taken = [f.span for f in facts]
    forms = sorted((f for f in own if f), key=len, reverse=True)

    def his_outcome(s: int, e: int) -> bool:
        c = clause_at(clauses, start + s)
        return (rules.clause.fullmatch(entry, s, e) is not None and c is not None and c.subject.who == SELF
                and not any(entry.startswith(form, s) for form in forms))

    def anothers(f: Fact) -> bool:  # 会征高丽, 亲征…: a campaign the text gives no one (unnamed_agents.py)
        c = clause_at(clauses, f.evidence.start)
        return c is not None and bool(unnamed_agent(f, text, c.start, c.end, forms, c.before))

    def sent_before(f: Fact) -> bool:  # 遣某将兵，讨…: a man sent to lead, earlier in the deed's sentence
        at = f.span.start - start
        return rules.sent_leads.search(entry, max(entry.rfind("。", 0, at), 0), at) is not None

    out = []
    for f in facts:
        if f.detail in rules.deeds and not rules.sends.search(f.value) and not sent_before(f) and not anothers(f):
            f = _run_on(f, entry, start, his_outcome, rules.most, taken)
        out.append(f)
    engaged = _engagements(entry, start, body - start, forms, rules, his_outcome, taken)
    return sorted(out + engaged, key=lambda f: f.span.start)


def _engagements(entry: str, base: int, s: int, forms: list[str], rules: OutcomeRules,
                 his_outcome: Callable[[int, int], bool], taken: list[Span]) -> list[Fact]:
    """The clauses after `s` his name opens that tell only a fight and hold no fact, each with
    the outcome clauses after it (none: not read)."""
    out = []
    while s < len(entry):
        s, e, form, bare = opening_name(entry, s, forms)
        if len(form) > 1 and not bare and rules.engaged.fullmatch(entry, s + len(form), e) \
                and not any(t.start < e + base and s + base < t.end for t in taken):
            f = Fact(EVENT, entry[s:e], Span(s + base, e + base), Span(s + base, e + base),
                     f"event:{NAMED_DEED}", detail=NAMED_DEED, recipient=Span(s + base, s + len(form) + base))
            if (joined := _run_on(f, entry, base, his_outcome, rules.most, taken)) is not f:
                out.append(joined)
        s = e + 1
    return out


def _run_on(f: Fact, entry: str, base: int, his_outcome: Callable[[int, int], bool], most: int,
            taken: list[Span]) -> Fact:
    """The deed with the outcome clauses after it (at most `most`); not one after his own loss or
    flight (散走，乃斩之: another man's act on him, then_clauses.py)."""
    end = f.span.end - base
    if entry[end:end + 1] not in "，；":
        return f  # the deed does not end its clause, or ends its sentence
    words = (f.recipient.end if f.recipient else f.span.start) - base  # what he did, past his name
    for s, e in following(entry, end, most):
        if entry[e:e + 1] == "：" or not his_outcome(s, e) or not then_his(entry[words:s], entry[s:e]) \
                or any(t.start < e + base and s + base < t.end for t in taken):
            break
        end = e
    if end == f.span.end - base:
        return f
    return replace(f, value=f.value + entry[f.span.end - base:end], span=Span(f.span.start, end + base))
