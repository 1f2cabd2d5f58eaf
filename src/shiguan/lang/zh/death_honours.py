"""His 赠 and 谥 in the sentence after his death: 卒。诏赠车骑将军。 / 卒于州镇。高祖闻之，即日素服举哀，
赠车骑将军。

The histories tell the court's honours for the dead man in the sentence after his death, with the
throne as the only actor (诏, 高祖闻之, 给东园秘器, 赙钱). The subject rules leave them undecided
(someone unnamed opens 诏赠…, the throne acts), so the honours the entry tells are left out. An
undecided 赠 or 谥 is his when his own death is decided, the honour stands in the death's
sentence or the next one of its paragraph, and between the death and the honour nobody acts but
the court or the throne: every clause after the death is of the court's shape or the throne's run,
whatever subject the tracker carried to it (其子上疏…, 其弟以哀毁终 are someone's), no person is named,
and no word of another death stands there (某亦卒, 殒于阵, read or not). A son's (子某嗣，赠…) or a
colleague's honour names him, so it stays out.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import CARRIED, KIN, OTHER, SELF, UNDECIDED, UNSTATED, Fact, Span, Subject
from .last_death import HONOURS
from .name_shapes import SENTENCE_END, Clause
from .run_notes import THRONE_RUN
from .subjects import SubjectTracker

_DIES = re.compile("[卒薨殁殂亡没殒终逝溺缢刎]|死|害|杀|诛|自尽")  # a death between his and the honour
DEATHS = frozenset({"卒"})
NOTE = "his 赠 or 谥 in the sentence after his death, with only the court acting since"
# A clause of the court's: 诏…, 帝…, 上…, 有司…, 赙钱…, 给东园秘器, 赐钱…, 追赠…, 谥曰…, and the goods
# it grants listed on (布绢各五百匹, 钱三百万)
_COURT = re.compile("(?:诏|敕|帝|上|有司|朝廷|废朝|辍朝|赙|给|赐|追|赠|谥|册|策|遣使|[布绢帛钱米谷绵]"
                    "[^，。；]{0,4}?[一二三四五六七八九十百千万]+[匹斛石斤段])")


def honours_after_his_death(facts: list[Fact], clauses: list[Clause], tracker: SubjectTracker,
                            own: list[str]) -> list[Fact]:
    """`facts` with each undecided 赠/谥 in the sentence after his decided death given to him where
    only he, the court or the throne acts between them."""
    died = [f for f in facts if f.relation in DEATHS and f.subject is not None and f.subject.who == SELF
            and f.subject.basis != UNDECIDED]
    if not died:
        return facts
    death = max(died, key=lambda f: f.span.start)
    later = [f.span.start for f in facts if f.relation in DEATHS and f.span.start > death.span.end]
    out = []
    for f in facts:
        if f.relation in HONOURS and f.subject is not None and f.subject.basis == UNDECIDED \
                and f.span.start > death.span.end and not any(d < f.span.start for d in later) \
                and _next_sentence(tracker.text, death.span.end, f.span.start) \
                and _only_the_court(tracker, clauses, death.span.end, f.span.start):
            f = replace(f, subject=Subject(SELF, own[0] if own else "", CARRIED,
                                           Span(death.span.start, f.span.start), note=NOTE))
        out.append(f)
    return out


def _next_sentence(text: str, start: int, end: int) -> bool:
    """Whether [start, end) crosses at most one sentence end and no paragraph."""
    between = text[start:end]
    return "\n" not in between and sum(between.count(ch) for ch in SENTENCE_END) <= 1


def _only_the_court(tracker: SubjectTracker, clauses: list[Clause], start: int, end: int) -> bool:
    """No clause from `start` up to the one holding `end` is another person's: each one after his
    death is the court's by its shape or the throne's run, and none names a person or a kinsman (a
    throne title is no person's name)."""
    text = tracker.text
    for c in clauses:
        if c.end <= start or c.start > end:
            continue
        if _DIES.search(text, max(c.start, start), min(c.end, end)):
            return False  # 某亦卒，诏赠…: another death, read or not
        who = c.subject
        if c.start >= start and not who.note.startswith(THRONE_RUN) \
                and not _COURT.match(text[max(c.start, start):c.end].lstrip("，。；")):
            return False  # after his death only the court acts: a clause of no court shape is someone's
        if who.who in (OTHER, KIN) and tracker.person_named(who):
            return False
        if who.who != SELF and who.basis in (UNSTATED, UNDECIDED) and not who.note.startswith(THRONE_RUN) \
                and (tracker.person_named(who) if who.name else not _COURT.match(text[c.start:c.end].lstrip())):
            return False  # left undecided by a person, or by no one named outside the court's words
    return True
