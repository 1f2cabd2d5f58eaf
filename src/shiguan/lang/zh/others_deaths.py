"""Another man's death and honours told inside the entry are not the subject's.

The tracker carries the subject on to a clause that states none, and hands him back after
another man's clause that closes that man's part (某败，… / 某死，…: shapes of subjects.py). A death
or an honour for the dead told right after another man's part is that man's, not the subject's:
「王某为贼所败，投水死」, 「江某赴水死，事闻，赠太傅」, 「诏褒其长史死节，赠太常」, 「时某犹卧后阁，亦伏诛」,
and a kinsman's sentence before it (「其父以老去官。居数月，卒，赠太常」) makes it the kinsman's as
likely as his. A death or honour carried on to him (never one his name states) is kept undecided when,
in its sentence before its clause (or when its own clause charges a man with being his partisan,
坐植党诛死: that man's death),

- another death is told: in a clause of someone else's, or the court's praise of a man of his
  (诏褒其长史死节; not 褒其死节); a clause holding a decided fact of his, or his name, is his, and a
  quotation's words, a resolve to die, a plea to die instead and death granted (期以必死, 乞代死,
  遣…赐死: the one granted it dies) are no death of the clause's man, nor is a clause opening
  with a doubled word (郁郁不得意卒) a man's;
- for a death, the clause right before it is a named or unnamed man's that closes his part (某为贼
  所败，投水死: the tracker hands the subject back after 败, 死 …); after a plea or another man's
  deed an honour or a death stays as read (李峤等奏请加赠，诏赠…; 宗权平，…，卒); a death the court
  deals (诏赐死) right after another man is charged or jailed (某坐事下狱) is that man's;
- or its own clause opens with 亦 before the death (亦伏诛: "he too died" follows another man's
  death) and no clause of its sentence or the one before names him (昱还京师。后归乡里，亦为天光
  所害 is 昱's), or with 并/皆/俱 after several men named with 等 in a sentence that names him nowhere;
- or an unnamed kinsman opens a clause of its sentence (not, for a death, with his own death:
  母殁，…而卒 is his), or the sentence before, which never names him and ends the kinsman's part
  (其父以老去官, 其父卒; not 母年老，乞归养: his death after that is his);
- for an honour, the sentence before tells, after his name and any decided death of his, the
  death of a man the text names (德裕死之。事闻，赠太常), or one kept out here;
- for a death, a clause of its sentence holds his name only after another man's 与 (开善寺藏法师与胤
  遇于秦望，后还都，卒于钟山: the man he met died), though the tracker took the clause for his.

His name in a clause nearer than those ends the search (侯景乱，之遴避难还乡，未至，卒于夏口 is
之遴's; 后侂胄死，诏赐熹遗表恩泽，谥曰文 is 熹's), but not his name before a man of his (季直部将
王某战殁，赠…: the 部将's death, though the tracker names the clause his); a clause that tells when (后废帝元徽三年,
及玄感败, 齐受禅; before an honour, a rebel's fall: 侯景平，追赠…) or the throne's (庄帝追复王爵)
is no one's. An age or honour goes with the death just before it (暴疾卒，时年四十七; 卒于州，
赠…): the first death met going back decides, so his own death nearer keeps them his; they are
kept out where that death is another man's or undecided (an age right after a death no fact was
read for stays as read). Leaving such a death out costs a clause; giving it to
him states a wrong death with a real citation.
"""

from __future__ import annotations

import re
from dataclasses import replace

from ...models import CARRIED, KIN, NAME, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, UNSTATED, Fact, Subject
from .kin_mourners import NOTE as MOURNED
from .last_death import HONOURS, WHEN_ONLY, another_person
from .name_scan import occurrences
from .name_shapes import Clause, clause_at, sentence_start
from .run_notes import undecided
from .subjects import SubjectTracker

DEATH, AGE = "卒", "享年"
OF_THE_DEAD = frozenset({DEATH, AGE}) | HONOURS  # a death and what is told of the dead
# A death told; 死 after 必, 誓, 以, 效 … is a resolve to die (期以必死, 以死自誓, 效死前驱), no death
_DIED = re.compile("[卒薨殁]|(?<![必誓以致不效决宁敢代为赐])死(?![战守斗日期])|遇害|见杀|被杀|伏诛|自经|自缢|投缳"
                   "|自刭|自刎|自杀|自尽")
# The court praising a man of his for his death (诏褒其长史死节): another man's death in a clause of his
_PRAISED = re.compile("[褒旌嘉闵悯哀恤][^，。；]{0,3}?其[^，。；]+?死")
# 亦 before a death (亦伏诛, 亦为天光所害): "he too died", after another man's death; 并/皆/俱 after
# several men named with 等 (慈孙等为伯符所败，并投水死); not 皆未成而卒, 并为敌所害 with him among them
_TOO = re.compile("(?P<too>[亦并皆俱])(?:为[^，。；]{1,6}所|见|被|伏|投水|赴水|赴井|自)?[杀害诛死卒缢经]")
_ACCEDES = re.compile(".*(?:即位|即帝位|即皇帝位|受禅|践阼|践祚|登极|嗣位)")  # 齐受禅，卒…: when
_WHEN = re.compile("[及比逮迨]")  # 及玄感败，伏诛: a time clause, whose man acts in no clause after it
_FELL = re.compile("[^，。；]{1,4}?[平灭败破诛]")  # 侯景平，追赠…: a rebel's fall, then the honour for the dead
# A sentence opening with an unnamed kinsman before what he does (其父以老去官, 母年八十余, 叔父卒)
_KIN_OPENS = re.compile("其?(?:[叔伯从]?父|母|从?兄|弟|妻|[长次季少]?子|孙)(?=[以年为尝既亦自卒死殁亡])")
# After his name, a man of his (季直部将王某, 季直长史, 季直子): the name is a possessor, the clause another's
_OF_HIS = re.compile("[父母兄弟妻子孙侄婿]|部将|部下|部曲|长史|司马|参军|从事|主簿|故吏|门生")
# Another man before 与 and his name (开善寺藏法师与胤遇于秦望); not an adverb alone (遂与胤俱…), nor the
# throne, the court or a crowd dealing with him (上素与季直善; 朝廷每与; 时人皆与; 诸将多与), nor 与 "gave
# to" (诏给与季直钱; 敕以医药与季直): the death after those is his
_WITH = re.compile("(?![并乃遂寻竟亦出后遽复又尝]{0,2}与)"
                   "(?![^，。；]*?(?:上|帝|祖|宗|朝廷|诏|敕|时人|诸|皆|多|每|给|以))[^，。；]{2,12}与")
# A man charged or jailed (某坐事下狱): the court's death after it (诏赐死) is his, not the subject's
_CHARGED = re.compile("下狱|系狱|坐|获罪|得罪|被收|伏罪")
# What ends the kinsman's part in his sentence (其父以老去官); 母年老，乞归养 ends none, his death after it is his
_ENDS_PART = re.compile("去官|去职|致仕|罢|免官|亡|" + _DIED.pattern)
# A charge of being his partisan (坐植党诛死, 以植党伏诛): his name before 党 names the crime of his men
_PARTY_LEADS, _HIS_PARTY = "坐以", re.compile("之?(?:党|徒党)")  # 坐|某|党, 以|某|之党


def others_deaths_kept_out(facts: list[Fact], clauses: list[Clause], tracker: SubjectTracker,
                           own: list[str]) -> list[Fact]:
    """`facts` with each death, age or honour carried on to the subject after another man's part
    or another death in its sentence (or a kinsman's sentence just before) made undecided."""
    out: list[Fact] = []
    kept_out: set[int] = set()  # the clauses (by start) whose death was kept out here
    for f in facts:
        s = f.subject
        if f.relation in OF_THE_DEAD and s is not None and s.who == SELF and s.basis == CARRIED \
                and s.note != MOURNED:  # 子某护丧还，赠…: his sons mourn him, the honour is his
            clause = clause_at(clauses, f.span.start)
            if clause is not None and (why := _another_mans(f, clause, facts, clauses, tracker, own, kept_out)):
                f = replace(f, subject=undecided(why, cue=s.cue))
                if f.relation == DEATH:
                    kept_out.add(clause.start)
        out.append(f)
    return out


def _another_mans(f: Fact, clause: Clause, facts: list[Fact], clauses: list[Clause], tracker: SubjectTracker,
                  own: list[str], kept_out: set[int]) -> str:
    """Why the death, age or honour in `clause` may be another man's, or ""."""
    text = tracker.text
    if f.relation == DEATH and _charged_as_his_partisan(text, clause.start, f.span.start, own):
        return "a charge of being his partisan (坐某党诛死): the partisan's death"
    start = sentence_start(text, clause.start)
    too = _TOO.match(text, clause.start)
    if too and f.relation == DEATH:
        also = too["too"] == "亦"  # 亦: his name in the sentence before too; 并/皆: several men with 等
        since = sentence_start(text, start - 1) if also and start > 0 else start
        if (also or "等" in text[start:clause.start]) and not _named_since(clauses, since, clause.start):
            return "a death told with 亦/并/皆 (he too died): another man's death came first"
    nearest = True
    for c in reversed([c for c in clauses if start < c.end and c.start < clause.start]):
        who = c.subject
        if f.relation == DEATH and _his_companion(c, text, own):
            return "his name only after another man's 与 (某与之遇于秦望，后还都，卒): that man's death"
        if _names_him(c, text, own):
            return ""  # he is named nearer (诏赐熹遗表恩泽，谥曰文): what follows is his
        death = None if f.relation == DEATH else _death_in(c, facts)
        if death is not None:  # the death an age or honour goes with (卒于州，赠…)
            if c.start in kept_out or death.subject is not None and death.subject.basis == UNDECIDED:
                return "its death, before it, was kept out"
            return "its death is another man's" if _anothers(death.subject) else ""
        if _holds_his(c, facts) and not _as_possessor(c, text, own):
            continue  # a clause a later rule gave him (诏赠… after his death): his, whatever its subject
        if f.relation == AGE and nearest and _DIED.search(text, c.start, c.end):
            return ""  # 援兵不至，中流矢死，年五十七: the age of the death just told, as read
        man = _a_man(who, tracker) or _as_possessor(c, text, own)
        died = man and text[c.start] != text[c.start + 1] and _DIED.search(text, c.start, c.end) \
            or _PRAISED.search(text, c.start, c.end)  # 郁郁不得意卒: a doubled word, no man
        if died and (nearest or f.relation != DEATH) and not _holds_name(text, c.start, c.end, own):
            return "after another death told in its sentence"
        if WHEN_ONLY.fullmatch(text, c.start, c.end) or _WHEN.match(text, c.start) \
                or _ACCEDES.fullmatch(text, c.start, c.end) or tracker.rules.throne.match(text, c.start, c.end) \
                or f.relation in HONOURS and _FELL.fullmatch(text, c.start, c.end):
            continue  # 后废帝元徽三年, 及玄感败, 齐受禅, 庄帝追复王爵, 侯景平，追赠…: when, or the throne
        if f.relation != DEATH and any(g.relation in OF_THE_DEAD and c.start <= g.span.start < c.end for g in facts):
            continue  # 赠…，谥…: the honours for the dead go on
        if nearest and f.relation == DEATH and tracker.rules.closing.search(text, c.start, c.end) \
                and (another_person(who, tracker)
                     or who.who == UNKNOWN_WHO and who.basis == UNSTATED and not who.name):
            return "right after another man's part closed (某为贼所败，投水死)"
        if nearest and f.relation == DEATH and _court_deals(text, clause, tracker) and who.who != SELF \
                and (who.name not in own if who.name else who.basis == UNSTATED) \
                and _CHARGED.search(text, c.start, c.end):
            return "the court's death right after another man was charged (某坐事下狱，诏赐死)"
        if (kin := _kin_opens(text, c.start, own)) and (f.relation != DEATH or not _DIED.match(text, kin)):
            return "after an unnamed kinsman's clause in its sentence"  # 母殁，…，卒: his own death after hers
        nearest = False
    before = sentence_start(text, start - 1) if start > 0 else start
    if f.relation in HONOURS and _died_before(clauses, before, start, facts, tracker, own, kept_out):
        return "after another man's death in the sentence before"
    if before < start and (at := _kin_opens(text, before, own)) and _ENDS_PART.search(text, at, start) \
            and not any(form and form in text[at:clause.start] for form in own):
        return "after a sentence about an unnamed kinsman"
    return ""


def _died_before(clauses: list[Clause], before: int, start: int, facts: list[Fact], tracker: SubjectTracker,
                 own: list[str], kept_out: set[int]) -> bool:
    """Whether the sentence text[before:start] told, after his name and his own decided death,
    another man's death: an honour opening the next sentence is that man's (德裕死之。事闻，赠…).
    A death left undecided, or read for a word that is no man's (暴疾卒), leaves it as read."""
    text = tracker.text
    for c in reversed([c for c in clauses if before <= c.start < start]):
        if _names_him(c, text, own):
            return False
        death = _death_in(c, facts)
        if death is not None and death.subject is not None and death.subject.who == SELF \
                and death.subject.basis != UNDECIDED and c.start not in kept_out:
            return False  # 死之。赠…: his own death, then his honour
        who = c.subject  # a man the text names (暴疾卒, 以忧卒 name no man; 战，死之 is often his own)
        named = _anothers(who) and who.basis != UNDECIDED and who.name in tracker.names  # not 死之 left open
        if (c.start in kept_out or named) and _DIED.search(text, c.start, c.end):
            return True
    return False


def _charged_as_his_partisan(text: str, start: int, end: int, own: list[str]) -> bool:
    """Whether text[start:end], before a death, charges a man with being his partisan (坐植党):
    the death is that man's. Another man's party after his name (坐杨素党) names his own charge."""
    return any(text[at - 1] in _PARTY_LEADS and _HIS_PARTY.match(text, at + len(form), end)
               for form in own if form for at in occurrences(text, form, start + 1, end))


def _a_man(who: Subject, tracker: SubjectTracker) -> bool:
    """Whether a clause's subject is another man, named with a person's shape or unnamed, or a lady."""
    return _anothers(who) and (who.who not in (OTHER, KIN) or another_person(who, tracker))


def _court_deals(text: str, clause: Clause, tracker: SubjectTracker) -> bool:
    """Whether `clause` is the court's act (诏赐死, 帝赐死)."""
    court = text.startswith(("诏", "敕"), clause.start)
    return court or bool(tracker.rules.throne.match(text, clause.start, clause.end))


def _named_since(clauses: list[Clause], start: int, end: int) -> bool:
    """Whether a clause in text[start:end] names him as its subject."""
    return any(start <= c.start < end and c.subject.who == SELF and c.subject.basis == NAME for c in clauses)


def _names_him(c: Clause, text: str, own: list[str]) -> bool:
    """Whether clause `c` names him: holds one of his names, or has him as its named subject."""
    return _holds_name(text, c.start, c.end, own) \
        or c.subject.who == SELF and c.subject.basis == NAME and not _as_possessor(c, text, own)


def _his_companion(c: Clause, text: str, own: list[str]) -> bool:
    """Whether his names stand in clause `c` only as the one another man meets or goes with
    (开善寺藏法师与胤遇于秦望): the words before 与 name that man, the clause's doer."""
    at = [a for form in own if form for a in occurrences(text, form, c.start, c.end, apart=True)]
    return bool(at) and all(_WITH.fullmatch(text, c.start, a) for a in at)


def _as_possessor(c: Clause, text: str, own: list[str]) -> bool:
    """Whether his names stand in clause `c` only before a man of his (季直部将王某战殁: that man's clause,
    which the tracker names as his)."""
    return any(form and form in text[c.start:c.end] for form in own) and not _holds_name(text, c.start, c.end, own)


def _holds_name(text: str, start: int, end: int, own: list[str]) -> bool:
    """Whether text[start:end] holds one of his names not as a possessor (季直部将王某, 季直子: another man)."""
    return any(form and any(not _OF_HIS.match(text, at + len(form), end)
                            for at in occurrences(text, form, start, end, apart=True)) for form in own)


def _death_in(c: Clause, facts: list[Fact]) -> Fact | None:
    """The death fact read in clause `c`, if any."""
    return next((f for f in facts if f.relation == DEATH and c.start <= f.span.start < c.end), None)


def _anothers(who: Subject | None) -> bool:
    """Whether a death's subject is another man: named, a kinsman, or one who looks like a person."""
    return who is not None and (who.who in (OTHER, KIN)
                                or who.who == UNKNOWN_WHO and (bool(who.name) or who.basis == UNSTATED))


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
