"""Whose fact is it: who each clause of an entry is about, and why.

A citation makes a wrong fact look checked, so a fact is the subject's only when the clause it
stands in is about him. The histories rarely repeat a subject: a clause with no stated subject
is about whoever the last clause was about. So the entry is read clause by clause, carrying the
subject on, and changing it where a clause opens with a person: the subject's own name, another
person's name, a kinsman (子允中…), someone introduced with 者, an official named after his
title, or the person an appointment puts first (授雅尔哈善…, 以X为Y). The court (上, 诏 …) is
looked through: the clause is about the person it acts on. Quotations (an edict, a memorial)
are about no one. The patterns are data (data/subjects.toml); they read the shape of the
language, never a list of people: the people a document names are read from the document.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ...models import (
    APPOINTEE,
    ASIDE,
    KIN,
    KINSMAN,
    NAME,
    NOBODY,
    OFFICIAL,
    OPENING,
    OTHER,
    QUOTE,
    SELF,
    UNDECIDED,
    UNKNOWN_WHO,
    Span,
    Subject,
)
from .after_other import after_other, before_run, past_his_sentence, resumes
from .aliases import leading_surname
from .document_names import document_names, lifts_siege
from .given_alone import after_so, after_then, free_given_names, given_name_alone, kin_shaped
from .kin_accounts import KinAccounts
from .kin_regard import after_regard, his_forebear
from .listed_given import listed_given_name
from .name_scan import words_before
from .name_shapes import (
    CLAUSE_BREAK,
    COURT,
    RULER_ENDS,
    SENTENCE_END,
    SOMEONE,
    UNKNOWN,
    WHO_IS,
    Clause,
    Names,
    SubjectRules,
    a_place,
    aside_at,
    clause_spans,
    his_kinsman,
    is_han,
    kin_at,
    opens_clauses,
    opens_paragraph,
    repeated_prefix,
    sentence_start,
    someone_who,
    surnamed_given_names,
    twice,
    verb_and_post,
    whose_kinsman,
)
from .named_once import named_once, runs_into_verb, titled_once
from .other_openers import also_acts, another_opens, answers_rising, dies_meanwhile, official_dies, when_kin_died
from .patrons import recruited
from .person_names import PersonNames
from .quote_edges import after_their_words, past_marks, quote_at, to_a_post
from .quotes import quote_spans, speaks_of
from .run_notes import A_PEOPLE, ARMY_RUN, GROUP_RUN, RUNS, THRONE_RUN, digresses, people_note, undecided_run
from .throne_reacts import acts_as_throne
from .title_names import name_after_title
from .transcribed import transcribed_run
from .unnamed_agents import mourns


class SubjectTracker:
    """Reads one document; `track` decides who each clause of an entry in it is about."""

    def __init__(self, text: str, rules: SubjectRules, known: Iterable[str] = (), listed: str = ""):
        """`known`: the names of the document's entries; `listed`: its chapter heading lines."""
        self.text, self.rules = text, rules
        self.listed = listed
        # 国安持不可 after 与李国安战: a man the text names whole, then by his given name alone
        self.given_names = surnamed_given_names(text, rules)
        self.known, self.person_names = frozenset(known), PersonNames(text, rules)  # 国子 of 国子博士: no man
        self.names = {n for n in document_names(text, rules, known) | set(self.given_names)
                      | set(self.given_names.values()) if n in self.known or not self.person_names.why_not(n)}
        self._all_names = Names(self.names)
        self._others: dict[frozenset[str], Names] = {}
        self._opening: dict[str, bool] = {}  # opens_clauses over the whole text, by given name
        self._time_ends: dict[tuple[int, int], int] = {}  # _after_time, by clause
        self._free: frozenset[str] = frozenset()  # his one-character given names the entry opens clauses with
        self._start = 0  # where the entry being tracked starts
        self._mine: list[str] = []  # the name forms of the entry's subject
        self._given_chars: dict[str, bool] = {}  # given_name_char, by character
        self._stops = re.escape("".join(sorted(rules.name_stops)))

    def _opens_clauses(self, given: str) -> bool:
        """opens_clauses(self.text, given) once per name: it reads the whole text, and every entry asks."""
        if given not in self._opening:
            self._opening[given] = opens_clauses(self.text, given)
        return self._opening[given]

    def track(self, start: int, end: int, own: Iterable[str], opening_end: int | None = None,
              quotes: list[tuple[int, int]] | None = None) -> list[Clause]:
        """Clauses of the entry text[start:end] with who each is about. `own`: his name forms in it (name,
        given name, 字 …), the first as the entry gives it; the opening is the text up to `opening_end`."""
        text, (mine, by_length, others) = self.text, self._names_of(own, start, end)
        quotes = quote_spans(text, start, end, self.rules) if quotes is None else quotes
        # `durable`: whom the entry is about here (the subject, a digression on a kinsman or on one introduced
        # with 者); `current`: whom a clause stating no subject is about; ran_from, run_over: before a run, who acted
        # as it began in its sentence (李崇守石堡，齐人大至，拜…); before_army: what a people's run cuts (贼…齐人至)
        kins = KinAccounts(text, self.rules, by_length, self.person_names)
        home = Subject(SELF, (mine or [""])[0], OPENING, Span(start, start))
        durable = current = spoken = ran_from = run_over = before_army = home
        clauses: list[Clause] = []
        for c_start, c_end in clause_spans(text, start, end):
            acting = current  # who acted just before this clause
            c_start = past_marks(text, c_start, c_end, self.rules)  # 」迁某官: it starts past the mark
            current = durable.carried() if resumes(text, self.rules, mine, current, c_start, c_end) else current
            before = spoken  # the last person a clause was about: 吴三桂…萌异志。子应熊 is his son
            in_opening = opening_end is not None and c_start < opening_end
            in_quote = (qi := quote_at(text, quotes, c_start, c_end)) >= 0
            stated = None if in_quote else kins.read(self._stated(c_start, c_end, by_length, others), c_start, c_end)
            run = None if in_quote or in_opening or not _unnamed(stated) else self._run_of(c_start, c_end, stated)
            if in_quote:
                subject = Subject(NOBODY, "", QUOTE, Span(*quotes[qi]))
            elif run is not None:  # 贼…, 帝亲征…: theirs until he is named again
                ran_from, run_over = before_run(ran_from, run_over, durable, current)
                before_army = before_army if durable.note.startswith(ARMY_RUN) else \
                    durable if A_PEOPLE in run.note else ran_from
                subject = current = durable = run
            elif durable.note.startswith(RUNS) and ran_from.who == SELF and (
                    current is durable or current.who == SELF) and run_over.basis != UNDECIDED and (  # 崇 acted
                    stated is COURT or _unnamed(stated) and self._grants(c_start, c_end, durable)):
                subject = current = durable = home.carried()  # 帝悼惜之，赠… / 诏嘉之 / 贼反…，遂讨之: his again
            elif stated is COURT:  # it acts on the man the entry is about; 李某卒，有诏赠…: on the dead man
                subject = current = current if mourns(before, self.rules, text, c_start, c_end) else durable.carried()
            elif stated is UNKNOWN and not in_opening and self._a_person(c_start, c_end):
                subject = SOMEONE  # an unnamed subject that looks like a person: not his clause
                if opens_paragraph(text, c_start) and self._talked_of(c_start, c_end):
                    durable = SOMEONE  # 车尔布初官甲喇额真。…: a paragraph about another man
                elif self._own_run(c_start, c_end, *self._name_span(c_start, c_end)):
                    durable = undecided_run("", Span(c_start, c_end), "another man's own account (而X, his career)")
            elif stated is UNKNOWN and not in_opening:
                subject = current.carried()  # a word we do not list (喷血而殒, 散馆授…): his clause
            elif stated is SOMEONE and not in_opening:
                subject = SOMEONE
            elif stated is not None and stated is not UNKNOWN and not (in_opening and stated.basis == ASIDE):
                if in_opening and stated.who == SELF:
                    stated = Subject(SELF, stated.name, OPENING, stated.cue)
                if stated.who == SELF and durable.who != SELF and speaks_of(text, durable.name, quotes, c_start, c_end):
                    subject = stated  # 泽南语刘蓉曰： 锺生…: he speaks of the man the digression is about
                else:
                    subject = current = stated
                    if stated.who == SELF or digresses(stated) or opens_paragraph(text, c_start):
                        durable = stated  # his own clause, a digression, or a paragraph about another man
                    elif self.rules.others_carry == "entry":
                        durable = stated
                    elif stated.who == OTHER and stated.cue and \
                            self._own_run(c_start, c_end, stated.cue.start, stated.cue.end):
                        durable = undecided_run(stated.name, stated.cue, "another man's own account (而X, his career)")
            elif stated is None and (his := recruited(text, self.rules, clauses, c_start, c_end, durable, current)):
                subject, current = his, durable.carried()  # 某镇京口，引为参军: the patron's recruit
            else:
                subject = current if in_opening else current.carried()
            subject, current = after_their_words(text, clauses, c_start, c_end, mine, subject, current)  # 「臣…」出为…
            clauses.append(Clause(c_start, c_end, subject, before, durable))
            spoken = subject if subject.who in (SELF, KIN, OTHER) or subject is SOMEONE else spoken
            if subject is SOMEONE:
                if self.rules.others_carry != "entry":
                    current = after_other(text, self.rules, SOMEONE, durable, acting, c_start, c_end)
            elif subject is stated and stated.who != SELF and stated is not durable:
                current = after_other(text, self.rules, stated, durable, acting, c_start, c_end)
            current = after_regard(text, clauses, home) or current  # 从叔某特知爱之，袭封…
            if (current.basis == UNDECIDED or durable.who != SELF) and not kins.open and \
                    self._names_him(c_start, c_end, by_length):
                durable = durable if durable.who == SELF else home.carried()  # 疏荐元鼎…，授…: the man acted on
                current = durable.carried()
            if text[c_end:c_end + 1] in SENTENCE_END or c_end >= end:
                (durable, current), run_over = self._sentence_end(
                    before_army if durable.note.startswith(ARMY_RUN) else durable, current, home), home
        return clauses

    def _names_of(self, own: Iterable[str], start: int, end: int) -> tuple[list[str], list[str], Names]:
        """His name forms (with the given names of those the document writes in full), longest first,
        and the document's other names; remembers them for the clauses' questions."""
        mine = [f for f in dict.fromkeys(own) if f]
        mine += [g for g, full in self.given_names.items() if full in mine and g not in mine]
        self._free, self._start, self._mine = free_given_names(self.text, start, end, mine, self.rules), start, mine
        return mine, sorted(mine, key=len, reverse=True), self._others_than(mine)

    def _run_of(self, start: int, end: int, stated: Subject | None) -> Subject | None:
        """The enemy (贼…) or the throne doing a deed of its own (帝亲征…; not 帝嘉之, 帝崩) at the clause's start:
        theirs, and the clauses after it stating no subject, until one names him, a grant or the court ends
        the run (track); another group (师至…), or one we cannot name (_a_person) rising, invading or after 属
        (other_openers.py), to its sentence's end or a clause answering it (讨之, 遇害: the man's it began from).
        A run a people opens (齐人大至, not 会师) says so in its note (A_PEOPLE: what it cuts comes back, track)."""
        text, rules = self.text, self.rules
        pos = self._after_time(start, end)
        if hostile := rules.hostile.match(text, pos, end):
            return undecided_run("", Span(start, end), GROUP_RUN + people_note(hostile.group()))
        if (group := rules.group_nouns.match(text, pos, end)) or stated is UNKNOWN and not self._a_person(start, end) \
                and another_opens(text, pos, end, self._all_names, self._mine):
            return undecided_run("", Span(start, end), ARMY_RUN + people_note(group.group() if group else
                                                                          rules.name_run(text, pos, end)))
        m = rules.throne.match(text, pos, end)
        if m and rules.throne_acts.match(text, m.end(), end) and not rules.throne_visits.search(text, m.end(), end):
            return undecided_run("", Span(start, end), THRONE_RUN)
        return None

    def _name_span(self, start: int, end: int) -> tuple[int, int]:
        """Where the unnamed man a clause opens with stands (after a time, 而 …)."""
        pos = self._after_time(start, end)
        return pos, pos + len(self.rules.name_run(self.text, pos, end))

    def _grants(self, start: int, end: int, run: Subject) -> bool:  # 诏嘉之; 讨之 after a rising (other_openers)
        pos, cue = self._after_time(start, end), run.cue if run.note.startswith(ARMY_RUN) else None
        return bool(self.rules.throne_grants.match(self.text, pos, end)) or answers_rising(self.text, pos, end, cue)

    def _own_run(self, start: int, end: int, name_start: int, after: int) -> bool:
        """Whether another man's clause opens an account of his own: 而X… / 初，X…, or his career
        goes on in it (X累迁…) or, after his bare name, in the next clause (X，某年中历…)."""
        text, rules = self.text, self.rules
        if rules.other_run_lead.fullmatch(text, start, name_start) or (
                start >= 2 and text[start - 2:start] == "初，" and (start == 2 or text[start - 3] in SENTENCE_END)):
            return True
        if after < end:
            return bool(rules.career.match(text, self._after_time(after, end), end))
        if text[end:end + 1] != "，":
            return False
        next_end = next((i for i in range(end + 1, min(len(text), end + 40)) if text[i] in CLAUSE_BREAK), end + 1)
        return bool(rules.career.match(text, self._after_time(end + 1, next_end), next_end))

    def _others_than(self, mine: Iterable[str]) -> Names:
        """The document's names other than the subject's (kept per subject: entries ask often)."""
        key = frozenset(mine)
        if key not in self._others:
            self._others[key] = self._all_names.without(key)
        return self._others[key]

    def _after_time(self, start: int, end: int) -> int:
        """Where the subject of the clause [start, end) may stand: after a time before it (是年冬…).
        Kept per clause: a clause is asked several times, and the era names make a long pattern."""
        key = (start, end)
        if key not in self._time_ends:
            m = self.rules.time_prefix.match(self.text, start, end)
            self._time_ends[key] = m.end() if m else start
        return self._time_ends[key]

    def _talked_of(self, start: int, end: int) -> bool:
        """Whether the unnamed man a clause opens with is one the document speaks of again: three
        or more characters of it stand elsewhere, and not as a place (车尔布初官…, not 武昌事起)."""
        pos = self._after_time(start, end)
        name = repeated_prefix(self.text, self.rules.name_run(self.text, pos, end), self.rules)
        return len(name) >= 3 and not a_place(self.text, name, self.rules)

    def _names_him(self, start: int, end: int, mine: list[str]) -> bool:
        """Whether the clause names the subject as the one acted on (劾振定, 荐兆惠)."""
        return words_before(self.text[start:end], [f for f in mine if len(f) >= 2], self.rules.object_verbs)

    def given_name_char(self, ch: str) -> bool:
        """Whether the text writes `ch` as a man's one-character given name somewhere: after a
        one-character surname and before a clause break or a word that stops names (王隆守城, 与王隆战)."""
        if ch not in self._given_chars:
            self._given_chars[ch] = any(
                leading_surname(self.text[m.start():m.end()]) == self.text[m.start()]
                for m in re.finditer(f"[^，。；、\\s]{re.escape(ch)}(?=[，。；、{self._stops}])", self.text))
        return self._given_chars[ch]

    def _surname_led(self, pos: int, end: int) -> bool:
        """A surname, one or two characters (李某, 司马某), and a given name of one or two, or one that runs
        straight into its verb (孔文仲对策: named_once.runs_into_verb); not 解某围, nor a doubled word within
        a sentence: 熙性素刚，郁郁不得志 is his mood; opening one, after another man's, it may be that man's:
        亮竟坐免。郁郁不得志，发病卒; nor a run 而 follows (劳敝而卒, 归润而卒: how or where he died)."""
        run = self.rules.name_run(self.text, pos, end)
        surname = leading_surname(run)
        if not surname or self.text[pos + len(run):pos + len(run) + 1] == "而":
            return False
        return (len(run) - len(surname) <= 2 or runs_into_verb(self.text, pos, surname, end, self.rules)) \
            and not lifts_siege(self.text, pos) and (run[1:2] != run[:1] or self.text[pos - 1:pos] in SENTENCE_END)

    def _a_person(self, start: int, end: int) -> bool:
        """Whether the unknown subject a clause opens with looks like a person (a Han surname
        and a given name, or a longer name the document repeats), so that what follows in his
        sentence may be his; a verb we do not list (嘱门生…, 交部严议) does not."""
        pos = self._after_time(start, end)
        run = self.rules.name_run(self.text, pos, end)
        if verb_and_post(self.text, pos, end, self.rules):
            return False  # 权给事中, 位中书令: a verb before a post, not 权某 or 位某
        return self._surname_led(pos, end) or self._surnamed_man(pos) or (len(run) >= 3 and twice(self.text, run)) \
            or named_once(self.text, pos, end, self._mine, self.rules, self.person_names) \
            or bool(transcribed_run(self.text, pos, end, self.rules))

    def _surnamed_man(self, pos: int) -> bool:
        """A Han surname and a given name the document repeats and whose given name alone opens
        clauses elsewhere (曾国藩会诸将…, where 。国藩… stands too), even if the surname is also a
        word (曾, once); not 成进士 (成 and the degree), 从总督 (a verb and a post) or 从太宗 (a
        ruler's temple name)."""
        full = self.text[pos:pos + 3]
        return (len(full) == 3 and leading_surname(full) == full[0] and self.rules.plausible(full)
                and is_han(full[0]) and all(is_han(ch) and ch not in self.rules.name_stops for ch in full[1:])
                and full[2] not in RULER_ENDS and twice(self.text, full) and self._opens_clauses(full[1:]))

    def _sentence_end(self, durable: Subject, current: Subject, home: Subject) -> tuple[Subject, Subject]:
        """A digression on a kinsman or on someone introduced with 者 ends with its sentence:
        what follows, until a clause names someone, may be his or the subject's, and is kept out
        (父X，…。由举人授Y may be the son's career or the father's); a run goes on, a man's part in it ends."""
        if durable.note.startswith(RUNS):
            return durable, durable
        if his_forebear(self.text, durable, self._mine, self.rules):
            return home, home.carried()  # 承祖俭及父暕尝为此职。久之，出为…: his life goes on
        if durable.who != SELF and durable.basis != UNDECIDED and self.rules.kin_carry == "sentence":
            durable = Subject(UNKNOWN_WHO, durable.name, UNDECIDED, durable.cue,
                              note=f"after the sentence about {durable.kin + durable.name or 'another man'}, "
                                   "before the text names whom it speaks of again")
            return durable, durable
        if current.basis == UNDECIDED and durable.basis != UNDECIDED:
            return durable, past_his_sentence(self.text, self._mine, current, durable) or durable.carried()
        return durable, current

    def _stated(self, start: int, end: int, mine: list[str], others: Names) -> Subject | None:
        """The person a clause opens with; None when it states none (the subject carries on);
        UNKNOWN when it opens with a subject we cannot name."""
        text, rules = self.text, self.rules
        pos = self._after_time(start, end)
        if pos >= end:
            return None
        throne = rules.throne.match(text, pos, end)
        if throne and rules.throne_closing.match(text, throne.end(), end):
            return COURT  # 高祖践阼，封…: the throne's accession (not a great-great-grandfather 践阼), then a grant
        found = self._person_at(pos, end, mine, others) or after_so(text, pos, end, mine, others, self._person_at) \
            or after_then(text, pos, end, mine, others, self._person_at)
        if found is not None:
            return when_kin_died(text, pos, end, found)
        if rules.died_of.match(text, pos, end) and (text[pos] == "以" or not self.given_name_char(text[pos])):
            return None  # 暴疾卒: how his death came, no man (隆疾卒 after 王隆 is his; 以忧卒: 以 is "of", no name)
        # 廷既解亳围… after the heading lists 刘廷: his attached account
        if listed := listed_given_name(text, rules, self.listed, start, pos, end, mine):
            return Subject(OTHER, listed, NAME, Span(pos, pos + len(listed) - 1))
        if dies := dies_meanwhile(text, pos, end, mine):
            return dies
        if (dies := official_dies(text, pos, end, rules.office_word)) or rules.precedent.fullmatch(text, pos, end):
            return dies or SOMEONE  # 寻太守遇害: the holder's death; 故事，…: a rule for everyone, no deed of his
        if rules.post_alone.match(text, pos, end) or someone_who(text, pos, end, rules):
            return SOMEONE  # 其副将被执 / 守将惧而自刭: a man named by his post alone; 有言于蔡京者: one who …
        if text.startswith("字", pos) and 2 <= end - pos <= 4 and text[pos + 1:end] not in mine \
                and all(is_han(ch) for ch in text[pos + 1:end]):
            # 字天培，授都司: a man introduced by a 字 that is not his, whose name the text lost
            return Subject(OTHER, "", ASIDE, Span(pos, end), note="a man introduced by his 字 alone")
        who_is = WHO_IS.search(text, pos, end)
        if who_is:  # 主其事者为甘肃布政使王亶望: the one named after 者为
            named = self._person_at(who_is.end(), end, mine, others)
            if named is not None and named.who != SELF:
                return named
        if rules.predicate.match(text, pos, end) and len(leading_surname(text[pos:pos + 4])) == 2 \
                and named_once(text, pos, end, mine, rules, self.person_names):
            return SOMEONE  # 令狐潮率众…: a two-character surname opening as a verb (令) does, not a command
        court = rules.court.match(text, pos, end)
        if court:
            verbs = rules.court_verbs.match(text, court.end(), end)
            after = verbs.end() if verbs else court.end()
            named = self._person_at(after, end, mine, others, appointee=True)
            if named is None and self._surname_led(after, end) and text[after] not in _DEGREE:
                return SOMEONE  # 太祖复命褚英…伐乌喇: the court acts through another man; not 上益厌之
            return named or COURT
        appoint = rules.appoint_verbs.match(text, pos, end)
        if appoint:  # 以X为…; 用缮为别驾 after 邓缮: another man by his given name alone; 令诚 of 边令诚
            named = self._person_at(appoint.end(), end, mine, others, appointee=True)
            if named is not None or to_a_post(appoint, text, rules):
                return named  # 迁太子中庶子: his post, not 太 of a 文惠太子 named before
            return (given_name_alone(text, appoint.end(), end, self._start, mine, rules, self.person_names, self.known)
                    or given_name_alone(text, pos, end, self._start, mine, rules, self.person_names, self.known))
        if text[start - 1:start] == "；" and end - pos <= 4 and text[end:end + 1] == "，" \
                and all(is_han(ch) for ch in text[pos:end]) and not rules.predicate.match(text, pos, end):
            # 子善宝，…；瑞珍，道光三年进士: a name heading the next item of a list of people
            return Subject(OTHER, text[pos:end], NAME, Span(pos, end))
        if alone := given_name_alone(text, pos, end, self._start, mine, rules, self.person_names, self.known):
            return alone  # 深复来攻井澳 after 招讨刘深…: another man by his given name alone
        if self._surnamed_man(pos):
            return UNKNOWN
        if titled_once(text, pos, end, mine, rules, self.person_names):
            return SOMEONE  # 谏官刘安世以…: a role word the office list lacks, then a man named once
        short = len(rules.name_run(text, pos, end)) < rules.name_min
        if short and len(leading_surname(text[pos:pos + 4])) == 1 and named_once(  # 江万里赴水死，事闻，赠…:
                text, pos, end, mine, rules, self.person_names):  # a count (万) stops the run, not the man
            return Subject(OTHER, text[pos:pos + 3], NAME, Span(pos, pos + 3))
        if transcribed_run(text, pos, end, rules):
            return UNKNOWN  # 也速答儿叛: a name written by its sounds, which 也 (a stop) would hide
        if also_acts(text, pos, end, mine, rules.name_stops):
            return SOMEONE  # 曾觌亦召还: another man "too", his surname also a word (曾, "once")
        if rules.predicate.match(text, pos, end) or short:
            return None
        return UNKNOWN

    def _person_at(self, pos: int, end: int, mine: list[str], others: Names, appointee: bool = False) -> Subject | None:
        text, rules = self.text, self.rules
        basis = APPOINTEE if appointee else NAME
        own = next((f for f in mine if text.startswith(f, pos) and self._whole(f, pos, end)), "")
        other = others.at(text, pos)
        name = own if own and len(own) >= len(other) else other
        if name and name is other and aside_at(text, pos, end, rules) == other:
            return Subject(OTHER, other, ASIDE, Span(pos, end))  # 陈道亨，福建晋江人。…: about him
        if name:
            after = pos + len(name) + (text[pos + len(name):pos + len(name) + 1] == "之")  # 某之高祖某: his
            if name is other and whose_kinsman(text, after, end, rules) and sentence_start(text, pos) <= self._start:
                return None  # 之亨字嘉会，之遴弟也: in his opening, whose brother he is; no one new acts
            kin = kin_at(text, after, end, rules, others) or (name is own and his_kinsman(text, after, end, rules))
            if kin and not kin[0].startswith("其"):  # 贻直子奕昂: his son; but 国祚其次子也: he is a son
                return Subject(KIN, kin[1], APPOINTEE if appointee else KINSMAN, Span(pos, kin[2]), kin=kin[0])
            if unfollowed := rules.kin_unfollowed.match(text, pos + len(name), end):  # 拜某甥某为…: the nephew
                return Subject(KIN, "", APPOINTEE if appointee else KINSMAN, Span(pos, unfollowed.end()),
                               kin=unfollowed.group())
            who = name if name is own else self.given_names.get(name, name)  # 国安 is 李国安
            return Subject(SELF if name is own else OTHER, who, basis, Span(pos, pos + len(name)))
        kin = None if self._throne_at(pos, end) else kin_at(text, pos, end, rules, others)
        if kin and (alone := kin_shaped(text, pos, end, kin[2], self._start, mine, rules, self.person_names,
                                        self.known)):
            return alone  # 子鹄令某… after 行台樊子鹄: no son named 鹄
        if kin:
            term, name, cue_end = kin
            return Subject(KIN, name, APPOINTEE if appointee else KINSMAN, Span(pos, cue_end), kin=term)
        aside = aside_at(text, pos, end, rules)
        if aside:
            return Subject(OTHER, aside, ASIDE, Span(pos, pos + len(aside) + 1))
        title = rules.office_title.match(text, pos + (text[pos] == "其"), end)  # 其左翼总兵林泰曾
        if title and title.end() < end:
            after = title.end()
            own = next((f for f in mine if text.startswith(f, after)), "")
            if own:
                return Subject(SELF, own, basis, Span(after, after + len(own)))
            run = others.at(text, after)
            if not run and not rules.predicate.match(text, after, end):
                run = name_after_title(text, after, end, rules)
            if rules.plausible(run) and not self.person_names.why_not(run):  # not 尚书|吏部郎
                return Subject(OTHER, run, OFFICIAL, Span(pos, after + len(run)))
        return None

    def _throne_at(self, pos: int, end: int) -> bool:
        """Whether a temple title that is also a kinsman term (高祖) names the throne here: the
        document has it act as the throne somewhere (高祖以…, 高祖践阼), and no name of a man
        the document knows follows it (高祖东征孙恩, not 高祖X，晋太尉) but for a deed of its own
        (高祖平京邑: no kinsman 平京邑)."""
        m = self.rules.throne.match(self.text, pos, end)
        if m is None:
            return False
        return acts_as_throne(self.text, m.group(), self.rules) and (
            not self._all_names.at(self.text, m.end()) or bool(self.rules.throne_acts.match(self.text, m.end())))

    def _whole(self, form: str, pos: int, end: int) -> bool:
        """A one-character given name (鹏 of 彭鹏) names him only where the clause ends after it
        or a verb follows: 熙，顺治四年进士 / 鹏疏言 / 熙首疏请…."""
        after = pos + len(form)
        if len(form) > 1 or after >= end or form in self._free:
            return True
        return self.text[after] in self.rules.name_stops or bool(self.rules.predicate.match(self.text, after, end))

    def person_named(self, who: Subject) -> bool:
        """Whether another person's name has a person's shape (PersonNames.shaped)."""
        return self.person_names.shaped(who, self.known)

    def group_acts(self, start: int, end: int) -> bool:
        """Whether a clause opens with a group as its subject (贼…, 师…, 官军…)."""
        return bool(self.rules.group_nouns.match(self.text, self._after_time(start, end), end))

    def court_acts(self, start: int, end: int) -> bool:
        """Whether a clause opens with the throne as its subject (上虑…, 诏…)."""
        return bool(self.rules.court.match(self.text, self._after_time(start, end), end))

    def person_at(self, pos: int, end: int, own: Iterable[str]) -> Subject | None:
        """Who a name standing at `pos` is (for the person an appointment names first)."""
        mine = sorted({f for f in own if f}, key=len, reverse=True)
        found = self._person_at(pos, end, mine, self._others_than(mine), appointee=True)
        return found if found is not COURT else None


_DEGREE = "益愈颇滋稍深甚尤"  # adverbs of degree after the throne (上益厌之), no surname of a man it acts through


def _unnamed(stated: Subject | None) -> bool:
    """A clause that names no person as its subject (it states none, or one we cannot name)."""
    return stated is None or stated is UNKNOWN or stated is SOMEONE or stated is COURT
