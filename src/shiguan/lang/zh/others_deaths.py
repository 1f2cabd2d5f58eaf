"""Another man's death and honours told inside the entry are not the subject's.

The tracker carries the subject on to a clause that states none, and hands him back after
another man's clause that closes that man's part (某败，… / 某死，…: shapes of subjects.py). A death
or an honour for the dead told right after another man's part is that man's, not the subject's:
「王某为贼所败，投水死」, 「江某赴水死，事闻，赠太傅」, 「诏褒其长史死节，赠太常」, 「时某犹卧后阁，亦伏诛」,
and a kinsman's sentence before it (「其父以老去官。居数月，卒，赠太常」) makes it the kinsman's as
likely as his. A death or honour carried on to him (never one his name states) is kept undecided when,
in its sentence before its clause,

- another death is told (a clause holding a decided fact of his, such as his own death, is his, and a
  quotation's words are no death told);
- a named man, a kinsman or an unnamed man who looks like a person is the subject of a clause, and
  no clause since names him;
- or its own clause opens with 亦/并/皆/俱 (亦伏诛: "he too died" follows another man's death);

or the sentence before it opens with an unnamed kinsman (其父以…, 母年…) and names him nowhere.
Leaving such a death out costs a clause; giving it to him states a wrong death with a real citation.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import CARRIED, KIN, NAME, NOBODY, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, UNSTATED, Fact
from .attribute import undecided
from .kin_mourners import NOTE as MOURNED
from .name_shapes import SENTENCE_END, Clause, clause_at
from .subjects import SubjectTracker

DEATH = "卒"
OF_THE_DEAD = frozenset({DEATH, "享年", "赠", "谥号"})  # a death and what is told of the dead
_DIED = re.compile("[卒薨殁]|死|遇害|见杀|被杀|伏诛|自经|自缢|投缳")
_TOO = re.compile("[亦并皆俱]")  # 亦伏诛, 并投水死: after another man's death, or several men's
# A sentence opening with an unnamed kinsman before what he does (其父以老去官, 母年八十余)
_KIN_OPENS = re.compile("其?(?:父|母|兄|弟|妻|长子|次子)(?=[以年为尝既亦自])")


def others_deaths_kept_out(facts: list[Fact], clauses: list[Clause], tracker: SubjectTracker,
                           own: list[str]) -> list[Fact]:
    """`facts` with each death, age or honour carried on to the subject after another man's part
    or another death in its sentence (or a kinsman's sentence just before) made undecided."""
    out = []
    for f in facts:
        s = f.subject
        if f.relation in OF_THE_DEAD and s is not None and s.who == SELF and s.basis == CARRIED \
                and s.note != MOURNED:  # 子某护丧还，赠…: his sons mourn him, the honour is his
            clause = clause_at(clauses, f.span.start)
            if clause is not None and (why := _another_mans(f, clause, facts, clauses, tracker, own)):
                f = replace(f, subject=undecided(why, cue=s.cue))
        out.append(f)
    return out


def _another_mans(f: Fact, clause: Clause, facts: list[Fact], clauses: list[Clause], tracker: SubjectTracker,
                  own: list[str]) -> str:
    """Why the death or honour in `clause` may be another man's, or ""."""
    text = tracker.text
    start = _sentence_start(text, clause.start)
    if _TOO.match(text, clause.start) and f.relation == DEATH:
        return "a death told with 亦/并/皆 (he too died): another man's death came first"
    for c in clauses:
        if c.end <= start or c.start >= clause.start:
            continue
        who = c.subject
        if who.who == SELF and who.basis == NAME:
            return ""  # he is named since: what follows is his
        if _holds_his(c, facts):
            continue  # a clause a later rule gave him (诏赠… after his death): his, whatever its subject
        if who.who != NOBODY and _DIED.search(text, c.start, c.end):
            return "after another death told in its sentence"
        if who.who in (OTHER, KIN) and tracker.person_named(who) \
                or who.who == UNKNOWN_WHO and who.basis == UNSTATED and not who.name:
            return "after another man's clause in its sentence"
        if _kin_opens(text, c.start, own):
            return "after an unnamed kinsman's clause in its sentence"
    before = _sentence_start(text, start - 1) if start > 0 else start
    if before < start and (at := _kin_opens(text, before, own)) \
            and not any(form and form in text[at:clause.start] for form in own):
        return "after a sentence about an unnamed kinsman"
    return ""


def _kin_opens(text: str, at: int, own: list[str]) -> int:
    """Where the words after an unnamed kinsman of his (其父以…, 季直母年…) start when a clause
    opens with him at `at`, else 0."""
    at += next((len(form) for form in sorted(own, key=len, reverse=True) if form and text.startswith(form, at)), 0)
    m = _KIN_OPENS.match(text, at)
    return m.end() if m else 0


def _holds_his(c: Clause, facts: list[Fact]) -> bool:
    """Whether a decided fact of the subject (his death, his 赠) stands in clause `c`."""
    return any(c.start <= f.span.start < c.end and f.subject is not None
               and f.subject.who == SELF and f.subject.basis != UNDECIDED for f in facts)


def _sentence_start(text: str, at: int) -> int:
    """Where the sentence holding `at` starts."""
    while at > 0 and text[at - 1] not in SENTENCE_END:
        at -= 1
    return at
