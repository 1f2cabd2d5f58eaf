"""Another man opening a clause in a shape the tracker cannot name: 属杨玄感作逆, 氐贼李乌奴作乱.

A clause whose opening run is no name the tracker knows is read as the subject's (喷血而殒: a
word not listed), and the clauses after it with it: on the earlier histories that gave a rising's
attack (氐贼李乌奴作乱，攻白马) or a rebel's march on a city (属杨玄感作逆，逼城) to the man who held
the city. Two shapes say the clause is another man's, and so the rest of its sentence may be:

- a circumstance word (属, 值, 适, 逮: "it happened that") and then a name the document knows
  that is not one of the subject's (属杨玄感作逆; not 属岁饥, 属母忧);
- a rising: a run of two or more characters, then the clause ends in 作乱, 作逆, 叛, 反 … (氐梁道显
  叛); or an invasion: such a run, then 寇 (侯景寇京师, 突厥入寇). The subject's own rising opens
  with his name or with no subject at all (遂举兵反), and is read before this is asked.

Such a run ends where a clause answers the rising (answers_rising): the rebels neither move
against themselves (从某讨之, 击破之) nor meet harm as its victims (遂于中途遇害), so the clause is the
man's the run began from (subjects.py), with the rest of its sentence; an army's own run (魏师
攻石堡，击破之) is not ended so. A clause that is an office title and a death (寻太守遇害) is the
holder's death (official_dies); a death after 会, "just then" (会洵卒), another man's (dies_meanwhile);
a kinsman's death after 及, "when" (及子雱死), the time of what follows, not an account of the
kinsman (when_kin_died).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace

from ...models import KIN, KINSMAN, NAME, UNDECIDED, UNKNOWN_WHO, Span, Subject
from .aliases import leading_surname
from .name_index import Names

_CIRCUMSTANCE = "属值适逮"
# 反 after a direction or a going is 返, a return (结阵东反, 往反), no rising
_RISING = re.compile("(?:作乱|作逆|构逆|称乱|为乱|反叛|叛|(?<![东西南北往还来而不])反)$")
# 侯景寇京师, 突厥从连谷入寇: an invasion; not a time or a place the raids touch (郡经寇抄, 畏虏寇)
_INVADES = re.compile("(?:(?![经畏虑避邻遭被])[^，。；：]){2,6}?(?:入|来|复|频|屡|进)?寇(?![难戎抄乱])")


def another_opens(text: str, pos: int, end: int, names: Names, mine: Iterable[str]) -> bool:
    """Whether the clause text[pos:end], whose opening run names no one the tracker knows,
    opens with another man: a known name after a circumstance word, a rising or an invasion."""
    if text[pos:pos + 1] in _CIRCUMSTANCE:
        name = names.at(text, pos + 1)
        if len(name) >= 2 and not any(name in form or form in name for form in mine if form):
            return True
    rising = _RISING.search(text, pos, end)
    return rising is not None and rising.start() - pos >= 2 or _INVADES.match(text, pos, end) is not None


_ALSO = re.compile("(?P<who>[\u4e00-\u9fff]{2,3}?)亦")


def also_acts(text: str, pos: int, end: int, mine: Iterable[str], stops: Iterable[str]) -> bool:
    """Whether the clause text[pos:end] opens with a surname, a given name and 亦, "too" (曾觌亦召还):
    another man doing as someone did, though his surname is also a word the tracker reads as an
    adverb (曾, "once"); not one of the subject's names, nor a given part holding a word that stops
    names (于是亦…)."""
    m = _ALSO.match(text, pos, end)
    if m is None:
        return False
    who = m.group("who")
    surname = leading_surname(who)
    return 0 < len(surname) < len(who) and not any(ch in stops for ch in who[len(surname):]) \
        and not any(f and (who.startswith(f) or f.startswith(who)) for f in mine)


# 讨之, 从某讨之, 击破之, 拒之: a move against the rising; 遇害, 见害, 死之: its victim's death
# the answer opens the clause, or follows only an adverb or a coverb phrase (遂于中途遇害, 从某讨之):
# a noun before it (守将遇害, 郡守拒之, 州郡讨之, 于是长史遇害) is a third party answering, not the man
_ANSWERS = re.compile("(?:(?!于是|并州)[遂乃因并亦寻复又即俄便仍率从于与亲自进出往督引帅][^，。；]*?)?"
                      "(?:(?:讨|击|拒|御|追|讨平|讨破|讨擒|讨斩|击破|击走)之$|(?P<victim>遇害|见害|死之$))")


def answers_rising(text: str, start: int, end: int, opening: Span | None) -> bool:
    """Whether the clause text[start:end] answers the rising or invasion told by the clause `opening`
    that began a group's run (None: no such run). An army's own run is answered by a victim's death
    (魏师攻城，城陷，遂见害: the attacking army is never its own victim), not by a move against
    it: 魏师攻石堡，击破之 is the army's own deed."""
    answer = _ANSWERS.match(text, start, end)
    if opening is None or answer is None:
        return False
    told = text[opening.start:opening.end]
    return bool(told[:1] in _CIRCUMSTANCE or _RISING.search(told) or _INVADES.search(told)
                or answer.group("victim"))


# 寻太守遇害, 俄而刺史遇害: an official named by his title alone dies; his death, not the subject's
_DIES = re.compile("(?:亦|并|皆|俱|寻)?(?:遇害|见害|被害|见杀|被杀|战死|战没|死之|死|卒|殁|没)$")
# 以刺史卒, 迁太守卒: his own post, then his death; 与刺史俱遇害, 从太守死之: his death with the holder's
_NOT_A_HOLDER = set("以为在于拜除迁转授至官还出入与从随")


def official_dies(text: str, pos: int, end: int, office_word: re.Pattern[str]) -> Subject | None:
    """The clause text[pos:end] (past its time words) as the death of an official named by his title
    (up to three characters of place before it): undecided, the holder's, not the subject's; else None."""
    for at in range(pos, min(pos + 4, end)):
        if text[at] in _NOT_A_HOLDER:
            return None
        m = office_word.match(text, at)
        if m and _DIES.match(text, at + len(m.group(1)), end):
            return Subject(UNKNOWN_WHO, "", UNDECIDED, Span(pos, end),
                           note=f"the death of the {m.group(1)}, named by his title: not his")
        if m:
            return None
    return None


_MEANWHILE_DIES = re.compile("(?P<who>[\u4e00-\u9fff]{1,3}?)(?:病|疾|暴)?(?:卒|死|薨|殁|殂|亡|遇害|被杀)")


def dies_meanwhile(text: str, pos: int, end: int, mine: Iterable[str]) -> Subject | None:
    """会洵卒，…，于是赠光禄丞: a death told after 会 ("just then") is the time of what follows, a
    man's who is not the subject (he goes on living after it), even when the text names him once:
    undecided, so that an honour for the dead in its sentence is not given to the subject."""
    m = _MEANWHILE_DIES.fullmatch(text, pos, end)
    if text[pos - 1:pos] != "会" or m is None or any(f and m.group("who") in (f, f[-1:]) for f in mine):
        return None
    return Subject(UNKNOWN_WHO, m.group("who"), UNDECIDED, Span(pos, end),
                   note=f"会{text[pos:end]}: another man's death, told as the time of what follows")


_WHEN = "及比洎迨逮"  # "when"
_DIED = re.compile("(?:死|卒|殁|没|薨|亡)$")


def when_kin_died(text: str, pos: int, end: int, found: Subject) -> Subject:
    """及子雱死，尤悲伤不堪: a kinsman's death after "when" is the time of what follows, his grief or his
    retirement, not a digression on the kinsman: the clause is the kinsman's, the account goes on
    with the man it was about (basis NAME, not KINSMAN); `found` as it was otherwise."""
    if found.who == KIN and found.basis == KINSMAN and text[pos - 1:pos] in _WHEN and _DIED.search(text, pos, end):
        return replace(found, basis=NAME, note="a kinsman's death after 及, the time of what follows")
    return found
