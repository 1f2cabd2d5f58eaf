"""The errand of a man he sent: 遣太常丞元某间行贼中，诣江都奏事.

A clause that sends a named man (遣, 使, 令 + an office or none + a surname and a given name)
is the sender's deed; the clauses carried on after it in the same sentence tell, as often as
not, what the man sent did (诣江都奏事, 分援某州) and the translations give them to him. Read
as carried on from the entry's subject, the envoy's journey, his defeat or his death would be
given to the subject with a real citation. Such a clause has no name of its own to decide it:
it is kept undecided, naming the man sent, unless the subject's name opens it again (then the
subject rules decide it by name, not by carrying).
"""

from __future__ import annotations

import re

from ...models import CARRIED
from .aliases import leading_surname
from .carried_run import PLACING, one_of_his
from .name_shapes import CLAUSE_BREAK, Clause, SubjectRules, a_place, is_han, twice, used_alone

# 遣 anywhere but 差遣/调遣; 使 and 令 only opening a clause or after an adverb, since they end
# posts (节度使, 苑使白某, 县令)
_ADVERB = "(?:密|再|复|又|乃|遂|因|即|别)?"
_SEND = re.compile(f"(?<![差调]){_ADVERB}遣|(?:(?<=[，。；：])|^){_ADVERB}[使令]")
# a clause that puts a man into a post (荐王某为某县令, 表王某为长史): the clauses after it tell, as
# often as not, what he did there (在县有惠政，以病死), as an envoy's tell his errand
_PLACE = re.compile(f"{_ADVERB}{PLACING}")
_OPENS = frozenset(CLAUSE_BREAK)
_REACH = 10  # an office (太常丞, 部将, 都统) may stand between the verb and the man's name


def errand_of(text: str, before: list[Clause], mine: list[str], rules: SubjectRules) -> str:
    """The man sent by a clause of `before` (the clauses of the sentence before a carried fact's,
    in order) from which the fact is carried on unbroken: every clause after the sending one is
    carried too (a clause that states its subject, him by name, the court or another man, ends
    the errand: 关中遣某据某州，朝廷以某行某州，摄行台左丞). A man he put into a post keeps the run to
    the sentence's end, though he may act again (表王某为长史，身率骑兵: 身 and 自 open the placed man's
    own acts as often, 自洛阳之官, 自陈母老): his deed there is left undecided, never given to either."""
    for clause in reversed(before):
        if sent := man_sent(text, clause.start, clause.end, mine, rules):
            return sent
        if clause.subject.basis != CARRIED:
            return ""
    return ""


def man_sent(text: str, start: int, end: int, mine: list[str], rules: SubjectRules) -> str:
    """The full name of a man text[start:end] (one clause) sends on an errand (遣某官李某将兵…),
    when a verb of sending is followed, within a few characters, by a surname and a given name
    standing before a verb or a particle, or the man it puts into a post (荐王某为某县令: placed_man);
    '' when it sends nobody named, or sends the subject."""
    if placed := placed_man(text, start, end, mine, rules):
        return placed
    for m in _SEND.finditer(text, start, end):
        for at in range(m.end(), min(m.end() + _REACH, end - 1)):
            name = _name_at(text, at, end, rules)
            if name:
                return "" if any(name in form or form in name for form in mine if len(form) >= 2) else name
    return ""


def placed_man(text: str, start: int, end: int, mine: list[str], rules: SubjectRules) -> str:
    """The man text[start:end] puts into a post (荐王某为某县令): a surname and a given name right
    between the verb and 为, the shape itself naming him though the text writes him once; '' when
    it places none, or places the subject (帝以某为…)."""
    for m in _PLACE.finditer(text, start, end):
        name = m["man"]
        surname = leading_surname(name)
        if surname and len(name) > len(surname) and rules.plausible(name) and not a_place(text, name, rules) \
                and not rules.office_word.match(name) and not any(ch in rules.name_stops for ch in name[len(surname):]):
            return "" if one_of_his(name, mine) or any(name.endswith(form) for form in mine if form) else name
    return ""


def _name_at(text: str, at: int, end: int, rules: SubjectRules) -> str:
    """A surname and a one- or two-character given name at `at` that the text writes again: whole
    with a verb or a particle after it, or by the given name alone opening a clause (善达遂…)."""
    for size in (3, 2):
        name = text[at:at + size]
        after = at + size
        if len(name) < size or after >= end or not all(is_han(ch) for ch in name):
            continue
        surname = leading_surname(name)
        if not surname or not rules.plausible(name) or a_place(text, name, rules) \
                or rules.office_word.match(text, at) \
                or any(ch in rules.name_stops for ch in name[len(surname):]):  # 步兵: a surname, then troops
            continue
        acts = text[after] in rules.name_stops or rules.predicate.match(text, after, end)
        if (acts and twice(text, name)) or used_alone(text, name[len(surname):], surname, _OPENS):
            return name
    return ""

