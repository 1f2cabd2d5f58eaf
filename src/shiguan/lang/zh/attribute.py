"""Give every fact of an entry the person it is about, with the basis for saying so.

The clause a fact's value stands in decides (subjects.py), with two refinements that read the
fact itself:

- a kin relation (父佛标, 子紥兰泰) is a fact of the man spoken of before the kinsman term, even
  though the term opens a clause about the kinsman;
- an appointment, an honour or a posthumous office whose value opens with a person (授兆惠定边
  将军, 授富德定边右将军、阿里衮参赞大臣) belongs to that person, each piece of a list to its own
  name; the subject's own name is cut off the value, so it never stands in object position. An
  appointment the court makes (上授…) is the subject's only when his name follows the verb.

A fact whose subject cannot be decided is marked undecided: kept for search, never written into
a biography. Where a clause-subject model is installed (clause_model.py), a "his" it finds
another agent likely for is made undecided too, the model's probability in its note.
A fact inside a quotation is nobody's and is dropped.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable, Iterator
from dataclasses import replace
from operator import attrgetter

from ...models import (
    APPOINTEE,
    CARRIED,
    KIN,
    NAME,
    NOBODY,
    OFFICIAL,
    OPENING,
    OTHER,
    SELF,
    UNDECIDED,
    UNKNOWN_WHO,
    Fact,
    Span,
    Subject,
)
from .aliases import leading_surname
from .carried_run import after_a_sending, carried_past
from .clause_model import installed, judged
from .decreed import decreed_post
from .errands import errand_of
from .extract import EVENT, NAMED_DEED
from .given_alone import named_whole
from .given_grants import anothers_grant
from .kin_grants import granted_with_kin
from .last_death import HONOURS
from .last_words import words_to_him
from .list_receivers import after_a_named_first
from .listed_recipients import RECIPIENT, listed_recipients
from .name_shapes import CLAUSE_BREAK, Clause, SubjectRules, clause_at, is_han, kin_at, sentence_start, twice
from .office_lists import judged_at
from .ordered_deeds import ORDERED
from .post_leads import ON_STAFF
from .receivers import named_receiver, no_man_named
from .run_notes import undecided
from .subjects import SubjectTracker
from .unnamed_agents import unnamed_agent

FAMILY = frozenset({"父", "子", "兄", "弟", "祖父", "叔伯", "从祖", "从兄", "从弟"})
RECOMMEND = "荐保举"  # 荐授X: someone is recommended for X
GRANTED = frozenset({"任职", "封爵", "赠", "加衔", "赐号"})  # what the court gives
# Honours others ask for him (福建士民请祀名宦祠, 总督刘坤一…请建专祠): whoever asks, they are for the
# man the entry is about at that point.
PETITIONED = frozenset({"祀"})


def attribute(facts: Iterable[Fact], clauses: list[Clause], tracker: SubjectTracker,
              own: list[str], undoes: re.Pattern[str] = re.compile("(?!)")) -> list[Fact]:
    """The facts with `subject` set (value cut where it opened with the subject's own name);
    facts inside quotations are left out. `undoes`: the words of a clause that undoes a decision
    (extract.toml whole.reversal), never cut off the deed it undoes."""
    out: list[Fact] = []
    received: list[int] = []  # the starts of sentences where a grant named another receiver
    for f in facts:
        clause = clause_at(clauses, f.span.start)
        if clause is not None and clause.subject.who == UNKNOWN_WHO:  # 累迁A，B: B, read alone, may look like
            clause = clause_at(clauses, judged_at(f, tracker.text))  # a title before a man: judged at 累迁
        if clause is None:
            f.subject = undecided("outside every clause of the entry")
            out.append(f)
            continue
        if f.method.startswith("opening:"):  # the opening's formulas are about the entry's subject
            subject = Subject(SELF, own[0] if own else "", OPENING, Span(clause.start, clause.start))
        elif f.relation in FAMILY and clause.subject.who == KIN:
            subject = clause.before
        elif f.relation in PETITIONED and (clause.subject.who == UNKNOWN_WHO or
                                           "请" in tracker.text[clause.start:f.span.start]):
            subject = clause.topic.carried()
        else:
            subject = clause.subject
        if subject.who == NOBODY:
            continue  # a quotation: an edict or a memorial is not a list of anyone's facts
        if f.relation in RECIPIENT:
            f, subject = _recipient(f, subject, tracker, own)
        if f.relation in GRANTED and (why := anothers_grant(f, subject, clause.start, clauses[0].start, tracker, own)):
            subject = undecided(why, cue=f.span)
        if subject.basis == APPOINTEE and f.relation in RECIPIENT:
            subject = _not_given(f, subject, tracker.text, clause)
        elif subject.basis == UNDECIDED and _meant(f, tracker.text, clause):  # 欲以其父某为…
            subject = undecided(_MEANT, cue=Span(clause.start, f.span.start))
        if subject.basis == OFFICIAL and f.relation in GRANTED:
            subject = _official_moves(f, subject, tracker.text)
        elif f.relation == EVENT and subject.who == OTHER and subject.basis == APPOINTEE and subject.cue \
                and not twice(tracker.text, tracker.text[subject.cue.start:subject.cue.end]):
            # 雍频表辞逊, 闻景思立败: words the text writes once, at this deed, may run past the name
            subject = undecided(f"{subject.name} is written once, at this deed: the name may end sooner",
                                cue=subject.cue)
        if subject.who == SELF and not f.method.startswith("opening:") and f.relation not in FAMILY \
                and f.detail != ORDERED and any(o in f.value[1:] for o in own if len(o) >= 2):
            subject = undecided("the fact names him as the one acted on (附祀泽南专祠)", cue=f.span)
        elif f.relation == EVENT and subject.who == SELF:
            subject = _event_subject(f, subject, clause, clauses, tracker, own)
        if subject.who == SELF and subject.basis != OPENING:
            subject = _handed_over(f, subject, clause, clauses, tracker, own)
        if f.relation in GRANTED and subject.basis == UNDECIDED and clause.topic.who == SELF:
            subject = _after_a_report(subject, clause, clauses, tracker)
        if subject.who == SELF and subject.basis != OPENING and (
                why := unnamed_agent(f, tracker.text, clause.start, clause.end, own, clause.before)):  # 会伐辽
            subject = undecided(why, cue=Span(clause.start, clause.end))
        if subject.who == UNKNOWN_WHO and subject.basis != UNDECIDED:
            subject = undecided("the clause opens with someone the text does not name as a person we know",
                                cue=Span(clause.start, clause.end))
        elif subject.who in (KIN, OTHER) and not subject.name:
            subject = undecided(f"about an unnamed {subject.kin or 'other person'}", cue=subject.cue)
        elif subject.who in (KIN, OTHER) and not tracker.person_named(subject):
            subject = undecided(f"{subject.name} has no person's name shape (an office, a place, words)",
                                cue=subject.cue)
        if subject.who == SELF and subject.basis != OPENING:
            subject = _named_receiver(f, subject, clauses, tracker, own, received)
        if subject.who == SELF and subject.basis == CARRIED and f.relation not in GRANTED \
                and (sent := _sent_before(clause, clauses, tracker, own)):  # a reward after it is his
            subject = undecided(f"the errand of {sent}, whom he sent (遣某…): carried on, not his", sent,
                                Span(clause.start, clause.end))
        if f.relation in GRANTED and subject.who == SELF and (kin := granted_with_kin(tracker.text, clause.start,
                                                                                      f.span.start, tracker.rules)):
            subject = undecided(f"granted to his kinsmen with him (「{kin}」)", cue=Span(clause.start, clause.end))
        if f.detail in (NAMED_DEED, ORDERED) and not (subject.who == SELF and subject.basis == NAME):
            continue  # read only because the clause opens with his name: his, or nobody's
        if f.detail == NAMED_DEED and (at := _runs_into_another(f, clauses)) is not None:
            f = _cut_at(f, at, tracker.text, undoes)  # 某至某城，王某出降: that clause is another man's
            if f is None:
                continue
        f = carried_past(f, clauses, tracker.text) if f.relation == EVENT else f  # 击虏，破之，王某亦至
        f.subject = subject
        out.append(f)
    return judged(after_a_named_first(listed_recipients(out, tracker, own)), clauses, tracker.text, installed())


def _named_receiver(f: Fact, subject: Subject, clauses: list[Clause], tracker: SubjectTracker, own: list[str],
                    received: list[int]) -> Subject:
    """Undecided when a grant names another receiver by his given name (拜众御史中丞), or when the
    fact is carried on after such a grant in its sentence (赠暄卫将军，谥曰忠)."""
    text = tracker.text
    sentence = sentence_start(text, f.span.start)
    if f.relation in GRANTED:
        full = named_receiver(text, f.span.start, f.value, clauses[0].start, own, tracker.rules,
                              tracker.person_names)
        if full:
            received.append(sentence)
            given = next((f.value[:n] for n in (len(full), 2, 1) if full.endswith(f.value[:n])), "")
            at = f.span.start if given else text.rfind(full, 0, f.span.start)  # 以柳某为护军将军
            return undecided(f"the grant names its receiver {given or full}, whom the entry named {full}", full,
                             Span(at, at + len(given or full)))
    if received and received[-1] == sentence and subject.basis not in (APPOINTEE, NAME):
        return undecided("carried on after a grant that names another receiver", cue=subject.cue)
    return subject


def _sent_before(clause: Clause, clauses: list[Clause], tracker: SubjectTracker, own: list[str]) -> str:
    """The man an earlier clause of the fact's sentence sent on an errand (errands.py), or the one
    the clause right before it only sends (令丁戊，遂攻城: carried_run.after_a_sending), or ''."""
    before = [c for c in earlier_in_sentence(clause, clauses, tracker.text) if c.end <= clause.start]
    if sent := errand_of(tracker.text, before, own, tracker.rules):
        return sent
    last = tracker.text[before[-1].start:before[-1].end] if before else ""
    return after_a_sending(last[max((len(o) for o in own if o and last.startswith(o)), default=0):], own)


def earlier_in_sentence(clause: Clause, clauses: list[Clause], text: str) -> list[Clause]:
    """The clauses that open in the clause's sentence before it (clauses are in text order)."""
    start = sentence_start(text, clause.start)
    lo, hi = (bisect_left(clauses, at, key=attrgetter("start")) for at in (start, clause.start))
    return clauses[lo:hi]


def _kinsman_acts(text: str, at: int, end: int, rules: SubjectRules) -> bool:
    """A kinsman term after his name, then the kinsman's name or his post (某从父弟领军将军某入直):
    the kinsman's deed. Not 某二子 / 某季子也 / 某曾祖某 (how many sons he had, whose son he was,
    his ancestry: the translations give those to him)."""
    kin = kin_at(text, at, end, rules)
    if kin is None or text[at] in _COUNTED or text[at:at + 2] in ("曾祖", "高祖"):
        return False
    term, name, cue_end = kin
    if rules.office_title.match(text, at + len(term), end):
        return True
    return bool(name) and cue_end < end and text[cue_end] not in "也，。"


_COUNTED = "一二三四五六七八九十第"  # 某二子, 某第三子: how many sons he had


def _runs_into_another(f: Fact, clauses: list[Clause]) -> int | None:
    """Where a named deed runs on over a clause (joined, or the one that undoes it) that the
    subject rules give to someone else; None when it runs over none."""
    return next((c.start for c in clauses if f.span.start < c.start < f.span.end and c.subject.who != SELF), None)


def _cut_at(f: Fact, at: int, text: str, undoes: re.Pattern[str]) -> Fact | None:
    """The named deed without its clauses from `at` on, which are not his alone (炯白皙，美容貌，…:
    his looks, then what others said of him); None when what is cut undoes the deed (请…，上不许: a
    decision is not said without its reversal) or nothing of his would be left."""
    end = at
    while end > f.span.start and text[end - 1] in CLAUSE_BREAK:
        end -= 1
    if undoes.search(text, at, f.span.end) or f.recipient is None or end <= f.recipient.end:
        return None
    return replace(f, value=text[f.span.start:end], span=Span(f.span.start, end),
                   evidence=Span(f.evidence.start, min(f.evidence.end, end)))


def _official_moves(f: Fact, subject: Subject, text: str) -> Subject:
    """A post after an official named by his title is his own only where he moves into it
    (侍中崔光兼太常卿, 太守崔休入为吏部郎); not where he grants it (校尉桓伟命为参军, 节度使李勉表署
    刺史), nor where the name runs into the post (中书|侍郎兼|工部尚书, 都督|城西面|诸军事)."""
    if subject.cue is not None and f.span.start > subject.cue.end \
            and _MOVES.fullmatch(text, subject.cue.end, f.span.start):
        return subject
    return undecided(f"the official {subject.name} named before the post may be the one who grants it",
                     cue=subject.cue)


_MOVES = re.compile("[入出复还迁改]?[为兼领行摄守]")


# Events another party often does (an enemy attacks, breaks a town, flees, surrenders): such a clause is his
# only if no one else acts earlier in its sentence after he was last named there.
CONTESTED = ("event:征伐", "event:出亡", "event:归附")


def _event_subject(f: Fact, subject: Subject, clause: Clause, clauses: list[Clause], tracker: SubjectTracker,
                   own: list[str]) -> Subject:
    """An event is written in the source's own words, so it must be his beyond doubt: not a fight
    or a flight the throne is said to do or fear (上虑两酋逃往…), nor one after another man or
    someone unnamed acts in its sentence (贼…攻，…，遂破县城)."""
    if subject.basis in (NAME, APPOINTEE, OPENING) or f.method not in CONTESTED:
        return subject
    if tracker.group_acts(clause.start, clause.end):
        return undecided("a group, not he, acts in the event's clause", cue=Span(clause.start, clause.end))
    if tracker.court_acts(clause.start, clause.end):
        return undecided("the throne, not he, is the one acting in the event's clause (上虑…逃往…)",
                         cue=Span(clause.start, clause.end))
    other: Clause | None = None
    for c in earlier_in_sentence(clause, clauses, tracker.text):
        if c.subject.who == SELF and c.subject.basis in (NAME, APPOINTEE, OPENING):
            other = None
        elif c.subject.who in (OTHER, KIN) or c.subject.note or tracker.group_acts(c.start, c.end):
            other = c
    if other is not None:
        return undecided("another man acts earlier in the event's sentence", cue=Span(other.start, other.end))
    return subject


def _after_a_report(subject: Subject, clause: Clause, clauses: list[Clause], tracker: SubjectTracker) -> Subject:
    """After another man reports a deed to the throne (济度以闻，封海澄公), what the court grants
    is for the man the entry is about."""
    if subject.cue is None:
        return subject
    his = clause_at(clauses, subject.cue.start)
    if his is not None and his.end <= clause.start and tracker.rules.reported.search(tracker.text, his.start, his.end):
        return clause.topic.carried()
    return subject


def _handed_over(f: Fact, subject: Subject, clause: Clause, clauses: list[Clause],
                 tracker: SubjectTracker, own: list[str]) -> Subject:
    """A punishment after he impeaches a man, a post after he recommends one (named whole, or by his
    given name where the sentence named him whole before: 张浚久废，鼎言浚可大任), an honour after he
    asks it for one or after the text gives his merit as its cause (及颎贵，赠…: his father's): in
    the same sentence, it may be the other man's (data/subjects.toml); an honour for the dead after he
    speaks, alive, is the dead man's; a post right after his name and his plea is the man's he asks
    it for (飞表授佐武义大夫), and one after he reports a man's merit (飞上其功，迁…) that man's; a death
    right after words may be the speaker's or the accused's (last_words.py)."""
    if subject.basis in (NAME, APPOINTEE):
        if f.relation == "任职" and subject.basis == NAME and subject.cue is not None \
                and _PLEADS.fullmatch(tracker.text, subject.cue.end, f.span.start):
            return undecided("he asks the post for another man (表授, 奏授 …)", cue=f.span)
        return subject
    if subject.basis == CARRIED and (why := words_to_him(f, clause, clauses, tracker.text, own, tracker.rules)):
        return undecided(why, cue=Span(clause.start, f.span.end))  # its sentence: not made his again by last_death
    if f.relation in HONOURS and subject.basis == CARRIED and (
            asked := _asked_by_him_alive(f, clause, clauses, tracker.text)):
        return undecided(f"an honour for the dead after he speaks, alive, in its sentence (「{asked}」)", cue=f.span)
    if f.relation in _RAISED and subject.basis == CARRIED and (
            told := _merit_he_reports(clause, clauses, tracker.text)):
        return undecided(f"a grant after he reports another man's merit (「{told}」)", cue=f.span)
    verb = tracker.rules.hands_over.get(f"{f.relation}:{f.detail}") or tracker.rules.hands_over.get(f.relation)
    if verb is None:
        return subject
    text = tracker.text
    for c in earlier_in_sentence(clause, clauses, text):
        for m in verb.finditer(text, c.start, c.end):
            if m.groupdict().get("his") and any(m.group("his").startswith(o) for o in own):
                return undecided(f"an honour for a kinsman, for his merit (「{m.group()}」)", cue=Span(c.start, c.end))
            if "who" in m.re.groupindex:
                if m.group("who") and not any(m.group("who").startswith(o) for o in own):
                    return undecided(f"after he speaks for another man in this sentence (「{m.group()}」)",
                                     cue=Span(c.start, c.end))
                continue
            other = tracker.person_at(m.end(), c.end, own)
            run = tracker.rules.name_run(text, m.end(), c.end)
            if (other is not None and other.who in (OTHER, KIN)) or (
                    other is None and (leading_surname(run) or _UNNAMED_MAN.match(text, m.end(), c.end))) or (
                    # 焘荐吕祖谦学识之明: a name run on; 荐一人: a man not named
                    _impeaches_one_named_before(text, m, c)) or _given_name_before(text, m.end(), own, tracker):
                # …柯永蓁纵兵鼓譟，德宜劾奏，上命逮治: the man he impeaches stood before the verb
                return undecided(f"after he impeaches, recommends or speaks for another man in this sentence "
                                 f"(「{text[m.start():m.end() + 4]}」)", cue=Span(c.start, c.end))
    return subject


def _given_name_before(text: str, at: int, own: list[str], tracker: SubjectTracker) -> bool:
    """Whether the man the verb at `at` speaks for is named by his given name alone, one the
    sentence named whole before (张浚久废，鼎言浚可大任: 浚 is 张浚)."""
    start = sentence_start(text, at)
    return any(named_whole(text, start, at, text[at:at + n], own, tracker.rules, whole_only=False)
               for n in (2, 1) if at + n <= len(text) and is_han(text[at + n - 1]))


_RAISED = frozenset({"任职", "封爵", "加衔"})  # what a report of merit wins
_PLEADS = re.compile("(?:乃|遂|又|复|因|即|寻)?(?:上表|表|奏|请|启)(?:授|补|除|拜)")
_UNNAMED_MAN = re.compile("[一二三四五六七八九十数]人")
_ASKS = re.compile("上言|上疏|上表|言|奏|请|乞|论")
_AGAIN = "又复乃因遂"  # before his words in a clause carried to him
_DEATH = re.compile("[卒薨殁殂亡没殒终逝]|死|遇害|见害|被害")
_REPORTS_MERIT = re.compile("(?:乃|遂|又|复|因|即)?(?:上|表|奏|言|论|录|列|疏)其(?:功|劳|绩|能|才)")


def _his_words(clause: Clause, clauses: list[Clause], text: str, words: re.Pattern[str]) -> Iterator[Clause]:
    """The clauses earlier in the sentence of `clause` that open with his name and then `words`, or
    carried to him and opening with them (又言…: he speaks again)."""
    for c in earlier_in_sentence(clause, clauses, text):
        s = c.subject
        if s.who == SELF and s.cue is not None and (
                s.basis == NAME and words.match(text, s.cue.end)
                or s.basis == CARRIED and words.match(text, c.start + (text[c.start] in _AGAIN))):
            yield c


def _asked_by_him_alive(f: Fact, clause: Clause, clauses: list[Clause], text: str) -> str:
    """His own words earlier in the sentence of a 赠 or 谥 carried to him, and no death between: he
    lives, so the honour is the dead man's he spoke for (江万里赴水死，事闻，赠太傅。斯得言赠恤之典，
    所当度越故常，遂加赠太师). The clause, or ""."""
    asked = next((c for c in _his_words(clause, clauses, text, _ASKS)
                  if not _DEATH.search(text, c.end, f.span.start)), None)  # a death he tells is another's
    return text[asked.start:asked.end] if asked else ""


def _merit_he_reports(clause: Clause, clauses: list[Clause], text: str) -> str:
    """His report of a man's merit earlier in the sentence of a grant carried to him (黄佐袭周伦砦，…。
    飞上其功，迁武经大夫): the grant is that man's. The clause, or ""."""
    told = next(_his_words(clause, clauses, text, _REPORTS_MERIT), None)
    return text[told.start:told.end] if told else ""


_OBJECT_BEFORE = re.compile("(?:奏|之|焉)?")


def _impeaches_one_named_before(text: str, m: re.Match[str], c: Clause) -> bool:
    """His clause names him and ends with the verb of impeaching (德宜劾奏): the man stood before
    it. Not when he is the one impeached (为御史所劾, 被劾), nor 追论妄劾 (his rash impeachment)."""
    return (c.subject.who == SELF and c.subject.basis == NAME and m.group().endswith(("劾", "纠", "弹"))
            and _OBJECT_BEFORE.fullmatch(text, m.end(), c.end) is not None
            and text[m.start() - 1] != "所" and "被" not in text[c.start:m.start()])


_INTENDED = re.compile("[欲将拟]以")  # 尝欲以X为Y: an appointment meant, not made
_MERIT = "功勋"  # 以X功袭爵: X's merit, another man's grant
_SEALED = "书表奏函"  # 封怀宝书呈…: 封 seals a letter, no fief


def _not_given(f: Fact, subject: Subject, text: str, clause: Clause) -> Subject:
    """The man an appointment names is no holder of it when the clause earns it by his merit
    (以椿功袭爵: his son inherits), only means it (武帝尝欲以X为仆射), or he is the one a
    deed recommends (又荐克家…: the recommender's deed); nor is a patron whose staff the post is
    on (为刘敬宣宁朔府司马), nor a man whose letter 封 seals (封怀宝书呈太宗)."""
    cue = subject.cue
    if cue is not None and text[cue.start - 1:cue.start] == "以" and _char_in(text, cue.end, _MERIT):
        return undecided(f"以{subject.name}{text[cue.end]}: earned by his merit, granted to another", cue=cue)
    if cue is not None and subject.who != SELF and f.relation in GRANTED and ON_STAFF.match(text, cue.end):
        return undecided(f"a post on {subject.name}'s staff: he does not hold it", cue=cue)
    if cue is not None and text[cue.start - 1:cue.start] == "封" and _char_in(text, cue.end, _SEALED):
        return undecided(f"封 seals {subject.name}'s letter: no fief", cue=cue)
    if _meant(f, text, clause):
        return undecided(_MEANT, cue=Span(clause.start, f.span.start))
    if f.relation == EVENT and subject.who != SELF and cue is not None \
            and _char_in(text, cue.start - 1, RECOMMEND):
        return undecided(f"{subject.name} is the one recommended: the deed is the recommender's", cue=cue)
    return subject


_MEANT = "an appointment meant (欲以…), not one made"


def _meant(f: Fact, text: str, clause: Clause) -> bool:
    """尝欲以X为Y: the post was only meant, whoever it names."""
    return f.relation in GRANTED and _INTENDED.search(text, clause.start, f.span.start) is not None


def _char_in(text: str, at: int, chars: str) -> bool:
    """Whether the character at `at` (inside the text) is one of `chars`."""
    return 0 <= at < len(text) and text[at] in chars


def _named_whole(recipient: Span, tracker: SubjectTracker, own: list[str]) -> bool:
    """Whether the tracker names the whole recipient as a man, not a kinsman (孙权: 孙 is a kin word
    too, but the text names 孙权 elsewhere as a person)."""
    named = tracker.person_at(recipient.start, recipient.end, own)
    return named is not None and named.who != KIN and named.cue == recipient


def _recipient(f: Fact, subject: Subject, tracker: SubjectTracker, own: list[str]) -> tuple[Fact, Subject]:
    """An appointment or honour whose value opens with a person (or that names him before 为)
    is that person's; the subject's own name is cut off the value."""
    who = tracker.text[f.recipient.start:f.recipient.end] if f.recipient is not None else ""
    if f.method == "office:named" and f.recipient is not None:  # 仲明为御史中丞: the name must be a man's
        named = tracker.person_at(f.recipient.start, f.recipient.end, own)
        if named is None or named.cue is None or named.cue.end != f.recipient.end:
            return f, decreed_post(f, subject, tracker.text, tracker.rules) or \
                undecided(f"the post follows {who}, not a person we know", cue=f.recipient)
        return f, (Subject(SELF, named.name, APPOINTEE, named.cue) if named.who == SELF else named)
    if who and not any(who.startswith(o) for o in own if o) \
            and kin_at(tracker.text, f.recipient.start + (who[0] == "其"), f.recipient.end, tracker.rules) \
            and not _named_whole(f.recipient, tracker, own):
        return f, undecided(f"the appointment names his kinsman {who} (拜长子某为…)", cue=f.recipient)
    if who and not no_man_named(who, tracker.rules):  # 从伐明, 偕友濂: no name
        named = tracker.person_at(f.recipient.start, f.recipient.end, own)
        if named is not None and named.cue is not None and named.who != SELF and named.cue.end == f.recipient.end:
            return f, named
        if named is not None and named.cue is not None and named.who == SELF \
                and _kinsman_acts(tracker.text, named.cue.end, f.span.end, tracker.rules):
            return f, undecided(f"{who} names his kinsman after him (某从父弟某…): the kinsman's deed", cue=f.recipient)
        if named is not None and named.cue is not None and named.who == SELF:
            if f.recipient.start == f.span.start:  # 熙首疏请…: the event without his name
                cut = named.cue.end - f.span.start
                f = replace(f, value=f.value[cut:], span=Span(named.cue.end, f.span.end))
            return f, Subject(SELF, named.name, NAME if f.relation == EVENT else APPOINTEE, named.cue)
        return f, undecided(f"the appointment names {who}, not a person we know", cue=f.recipient)
    own_lead = next((o for o in sorted(own, key=len, reverse=True)
                     if f.value.startswith(o) and len(f.value) - len(o) >= 2), "")
    named = tracker.person_at(f.span.start, f.span.end, own)
    if own_lead and (named is None or named.who == SELF):
        cut = len(own_lead)
        f = replace(f, value=f.value[cut:], span=Span(f.span.start + cut, f.span.end))
        basis = NAME if f.relation == EVENT else APPOINTEE
        return f, Subject(SELF, own_lead, basis, Span(f.span.start - cut, f.span.start))
    if named is not None and named.who in (OTHER, KIN):
        return f, named
    if f.method == "office:granted" and subject.who == SELF and subject.basis != APPOINTEE:
        return f, undecided("the court appoints someone the sentence does not name as him")
    if f.relation == "任职" and tracker.text[f.evidence.start - 1:f.evidence.start] in RECOMMEND:
        return f, undecided("recommended for the post: the sentence does not say he is the one (荐授…)")
    if f.relation == "任职" and (asked := _ASKED_FOR.search(tracker.text, max(0, f.evidence.start - 4),
                                                            f.evidence.start)) \
            and not any(ch in tracker.rules.name_stops for ch in asked.group("who")):
        return f, undecided(f"a memorial asks the post for {asked.group('who')} (奏某补…): not him", cue=f.evidence)
    return f, subject


_ASKED_FOR = re.compile("[奏荐表](?P<who>[\u4e00-\u9fff]{1,3})$")  # 奏观补成忠郎: 观 is the one asked for
