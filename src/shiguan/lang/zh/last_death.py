"""His death where his entry closes his life: the last death the entry tells, when nobody else
acts in its sentence.

The subject rules leave a clause undecided after another man's account, a group's or the
throne's run, until the text names the subject again (subjects.py). But the histories close a
life with its death and seldom name him there (…高祖甚嘉焉。其年卒，时年六十。), so that the
death an entry tells is often read and left out. The last death of the entry that may be his
(a son's told after it, which may not, does not hide an earlier one that goes on to his age, 赠
or 谥) is his when:

- he has no decided death of his own in the entry, and the death is nobody's decided fact;
- no other man, kinsman, lady named by her clan (暕妃韦氏者), group or unnamed person is the
  subject of a clause of its sentence before it, and its own clause opens with no one and tells
  no death of several (谢粲等皆见杀);
  a clause that tells only when (后废帝元徽三年, 七年春) is no one, whoever the tracker took for it;
- no named kinsman, and no man the entry introduces by his 字, is spoken of since the text last
  named him (子鹍…。…卒 may be the son's; 卷字令远，稷从兄也。…天监初卒 is the cousin's; 遐字景远，…
  永元初卒 is 遐's, styled_accounts.py).

The age, 赠 and 谥 that follow in its sentence, undecided for the same reason, go with it. The
basis stays "carried", with a note saying why, so that the decision is visible and a biography's
guards for carried deaths still apply.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import (
    APPOINTEE,
    ASIDE,
    CARRIED,
    KIN,
    KINSMAN,
    NAME,
    OPENING,
    OTHER,
    SELF,
    UNDECIDED,
    UNKNOWN_WHO,
    UNSTATED,
    Fact,
    Span,
    Subject,
)
from .kin_openers import given_after_kin
from .name_shapes import Clause, SubjectRules, clause_at, sentence_end, sentence_start
from .run_notes import reads_as_kin
from .styled_accounts import in_styled_account
from .subjects import SubjectTracker

DEATH = "卒"
HONOURS = frozenset({"赠", "谥号"})  # the throne's last word on his life
AFTER_DEATH = frozenset({"享年"}) | HONOURS  # what its sentence goes on to tell of the same death
NOTE = "the last death his entry tells, with no other man acting in its sentence"
_SEVERAL = re.compile("[等皆并俱同]")  # 谢粲等皆见杀: several men's deaths, no one's
_NO_NAME = "has no person's name shape (an office, a place, words)"  # 后以疾卒: no one
# A clause that tells only when (后废帝元徽三年, 七年春, 经月余日, 居一岁): nobody acts in it, whoever
# the tracker took for its subject (a throne title before the era, 经月余 as a name).
_NUM = "[元一二三四五六七八九十百数]"
WHEN_ONLY = re.compile(
    rf"(?:(?:(?:[^，。；]{{0,3}}?[帝宗祖])?[^，。；]{{2}})?{_NUM}{{1,3}}年(?:[春夏秋冬]|[正闰]?{_NUM}{{1,3}}月)?"
    rf"|(?:经|居|积|逾|历|后)?(?:{_NUM}{{1,3}}|半)?(?:年|岁|月|旬|日)(?:余日?|许)?)")


# A lady named by a kin or consort term and her clan (暕妃韦氏, 母张氏): no man's name shape, but
# someone else whose own death the entry may tell (暕妃韦氏者，民部尚书冲之女也，早卒)
_LADY = re.compile(".*(?:妃|妻|母|夫人|妾|姬|女|姊|妹|嫂)[^，。；]{1,3}氏")


def another_person(who: Subject, tracker: SubjectTracker) -> bool:
    """Whether a clause's subject is another man or a kinsman with a person's name, or a lady."""
    return who.who in (OTHER, KIN) and (tracker.person_named(who) or bool(_LADY.fullmatch(who.name)))


def his_last_death(facts: list[Fact], clauses: list[Clause], tracker: SubjectTracker, own: list[str]) -> list[Fact]:
    """`facts` with the entry's last death (and the age, 赠, 谥 after it in its sentence) given
    to the entry's subject where nothing in its sentence points to another man."""
    deaths = [f for f in facts if f.relation == DEATH and f.subject is not None]
    if not deaths or any(f.subject.who == SELF and f.subject.basis != UNDECIDED for f in deaths):
        return facts
    latest = max(f.span.start for f in deaths)
    found = next(((f, c) for f in sorted(deaths, key=lambda f: -f.span.start)
                  if (f.span.start == latest or _closes_a_life(f, facts, tracker.text))
                  and (c := _his_death_clause(f, clauses, tracker)) is not None), None)
    if found is None:
        return facts
    last, clause = found
    his = Subject(SELF, own[0] if own else "", CARRIED, Span(clause.start, clause.end), note=NOTE)
    end = sentence_end(tracker.text, clause.end)
    out = []
    for f in facts:
        if f is last or (f.relation in AFTER_DEATH and last.span.start < f.span.start < end
                         and f.subject is not None and f.subject.basis == UNDECIDED
                         and (c := clause_at(clauses, f.span.start)) is not None and c.subject.who == UNKNOWN_WHO
                         and _nobody_else(f, c, clauses, tracker)):
            f = replace(f, subject=his)
        out.append(f)
    return out


def _closes_a_life(death: Fact, facts: list[Fact], text: str) -> bool:
    """Whether the death's sentence goes on to his age, 赠 or 谥 (卒，年六十三，赠…): told as the
    close of a life, not in passing (伊利…破之。卒，弟某立 in a people's chapter)."""
    end = sentence_end(text, death.span.end)
    return any(f.relation in AFTER_DEATH and death.span.end <= f.span.start < end for f in facts)


def _his_death_clause(death: Fact, clauses: list[Clause], tracker: SubjectTracker) -> Clause | None:
    """The clause of an undecided death when it may be his: nobody else acts in its sentence, it
    is no death of several, and no kinsman or styled man is spoken of since his name. A later death
    that fails (a son's, told after his own) does not hide an earlier one that passes."""
    clause = clause_at(clauses, death.span.start)
    if death.subject.basis != UNDECIDED or clause is None or not _nobody_else(death, clause, clauses, tracker) \
            or _SEVERAL.search(tracker.text, clause.start, death.span.start):
        return None
    if _another_since_named(clause, clauses, tracker):
        return None  # 子鹍…, 卷字令远，稷从兄也。…: the entry went on to a kinsman or another man
    return clause


def _another_since_named(clause: Clause, clauses: list[Clause], tracker: SubjectTracker) -> bool:
    """Whether a kinsman the text names (or a man whose given name reads as one: 子谅 of 周子谅), a man
    introduced by his 字 (卷字令远), or a man we cannot name, or one introduced by his native place,
    opening a paragraph (乐浪王万寿，…; 蔡那，南阳人也: the account of a man the entries did not split off;
    not 梁台建, a time) is spoken of between the last clause that names the subject and `clause`."""
    between: list[Clause] = []
    for c in clauses:
        if c.start >= clause.start:
            break
        if c.subject.who == SELF and c.subject.basis in (NAME, OPENING, APPOINTEE):
            between = []
        else:
            between.append(c)
    opened = any(c.subject.basis in (UNSTATED, ASIDE) and tracker.text[c.start - 1:c.start] == "\n"
                 and not _a_time(tracker.text[c.start:c.end], tracker.rules) for c in between)
    return opened or any(c.subject.who == KIN and (c.subject.name or _given_unread(c, tracker))
                         or c.subject.basis == ASIDE and not c.subject.name
                         or in_styled_account(c.subject) or reads_as_kin(c.subject) for c in between)


_SUCCEEDS = "嗣袭"  # 子令则嗣: the son named succeeds
_PARTICLES = "其而"  # before a kinsman term: no name of whose kinsman he is
_NO_GIVEN = re.compile("[卒死亡殁没终薨夭在病疾年老幼也矣焉]")  # 子早卒, 母年老, 某弟也: no name


def _given_unread(clause: Clause, tracker: SubjectTracker) -> bool:
    """Whether a kinsman's clause closes on one or two characters after his term, which the reader
    did not take for his name (次子令则: 令 stops a name elsewhere): a named kinsman's account, whose
    death may be the one told next; not his state or his own death (母年八十, 其父卒), nor a term after a
    particle (其 "his", 而 "and"), which a verb follows as often as a name (其子追及, 而子获免)."""
    cue = clause.subject.cue
    if clause.subject.basis != KINSMAN or cue is None or not cue.start <= cue.end < clause.end \
            or tracker.text[clause.start] in _PARTICLES:
        return False
    given = tracker.text[cue.end:clause.end]
    given = given[:-1] if len(given) > 1 and given[-1] in _SUCCEEDS else given
    return given_after_kin(given, (), tracker.rules) and not _NO_GIVEN.search(given)


def _a_time(clause: str, rules: SubjectRules) -> bool:
    """A clause that tells when, not who: a part closed or a court founded (梁台建, 宋台立,
    孝闵帝践阼), or the throne acting (高祖总百揆)."""
    return bool(rules.closing.search(clause) or rules.throne.match(clause)
                or re.search(f"(?:{rules.throne_closing.pattern})$", clause))


def _nobody_else(fact: Fact, clause: Clause, clauses: list[Clause], tracker: SubjectTracker) -> bool:
    """No one but him may act in the fact's sentence up to its clause: no clause of it is about
    another man or a kinsman with a person's name, or about someone unnamed, and what left the
    fact or a clause undecided (another man, a group, the throne) does not stand in it."""
    text = tracker.text
    start = sentence_start(text, clause.start)
    when = [c for c in clauses if start <= c.start <= clause.start and WHEN_ONLY.fullmatch(text, c.start, c.end)]

    def cued_here(who: Subject) -> bool:  # what left it undecided stands in this sentence, not in a time
        return who.cue is not None and who.cue.start >= start and not any(c.start <= who.cue.start < c.end
                                                                           for c in when)

    if fact.subject is not None and fact.subject.basis == UNDECIDED and cued_here(fact.subject) \
            and not fact.subject.note.endswith(_NO_NAME):
        return False
    for c in clauses:
        if not start <= c.start <= clause.start or c in when:
            continue
        who = c.subject
        if another_person(who, tracker) or who.basis == UNSTATED and who.note:
            return False  # another man, a kinsman, a lady, someone unnamed
        if who.basis == UNDECIDED and cued_here(who):
            return False  # a group's, the throne's or another man's run that starts in this sentence
    return True

