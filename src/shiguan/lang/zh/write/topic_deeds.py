"""A topic's deeds: its sentences' clause groups that tell something done, each with its actor, its
date and why it was kept or left out. A clause group runs from the first clause holding one of
the topic's terms to the first clause from there that holds a deed verb, with the sentence's date
clause before it. It is a deed of the topic unless it holds no deed verb, or only names an
appointment (授, 擢, 调 … an office, nothing done); the topic's term stands in an enemy's fleet (贼船,
寇舟); every term it holds stands inside a place or a person's name (the county 河源, a man named
黄河清); or the actor is not named by the attribution (lang/zh/subjects.py): a clause whose subject
is undecided or unknown; a clause carried from the biography's subject past another known person
before its verb, or from a rebel's; a name that is no man's (topic_actor.py); the court's order
or honour (仁宗知…, 建专祠). A wrong fact with a real citation is the worst error: these are left out
and counted. Quotations (疏言…) are nobody's clauses: a group whose other clauses are the speaker's is his.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cached_property

from ....era import resolve_bare_years
from ....models import APPOINTEE, CARRIED, KIN, NAME, NOBODY, OPENING, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, UNSTATED
from ..aliases import leading_surname
from ..carried_run import TEMPLE_TITLE
from ..read import ClauseRow
from .topic_actor import ActorNames, honoured, sends
from .topic_corpus import Sentence
from .topic_elsewhere import listed_name
from .topic_words import SPEECH, SPEECH_END, speech_lead, words_end

CLAUSE = re.compile(r"[^，；：]+[，；：。！？]?")
DATE_CLAUSE = re.compile(r"^(?:[^，]{0,6}?(?:元|[一二三四五六七八九十]+|[次明是翌逾越])年|[^，]{0,4}[春夏秋冬]"
                         r"|[正一二三四五六七八九十]+月)")
DEED = re.compile(r"[决溢徙溃塞堵筑濬浚开挑造设建修合练剿攻破击焚毁沈防导泄疏奏请议定裁增改立募统率]|治(?![当在])|工竣")
# (迭署…, 兼…都统, 充…大臣, 移…提督, 出为…将军, 以副都统署…, 改…提督: a post too; not 移驻工次, 兼程)
APPOINTED_ONLY = re.compile(r"^(?:寻|旋|累|再|复|历|后|乃|又|迭)*"
                            r"(?:迁|调|擢|授|署|补|除|拜|改[授调署补命]|晋|加|命|特|发|实授|兼(?!程)|充|出为"
                            r"|以[^，。；]{2,10}署|[改移](?=[^，。；]{0,8}(?:提督|总兵|将军|总督|巡抚|大学士|尚书|侍郎|都统|大臣)))"
                            r"[^，。；]{0,14}[。，；]?$"
                            r"|^(?:丁[父母]?忧|服阕|去官|罢)[。，；]?$")
# not a fact: a condition or a supposition (若黄河底淤, 堤溃则清水泄枯)
# what a flood did, told after it (被灾者数十州县, 运道梗, 水围省城): still the setting
CONSEQUENCE = re.compile(r"^(?:被灾|灾|淹|漂|水围|水入|运道|漕艘|民田|田庐|城)[^，；。]{0,10}[，；。]?$")
SUPPOSED = re.compile(r"^(?:若|倘|苟|如|设使)|[^，。；]则")
# the enemy's own (贼船, 寇之舟师), not a fight against him (欲剿贼非治水师不可)
ENEMY = re.compile(r"(?<![剿击破攻御防讨灭平捕歼拒])(?:贼|寇|逆|匪|叛|敌|盗|夷)[^，。；]{0,6}$")
# an institution: set up, its rules fixed, or a fleet or works created (创立水师, 造战舰於衡州)
INSTITUTION = re.compile(r"设|定[^，。]{0,8}制|别立|增设|裁|改[^，。]{0,4}为|营制|章程|创|造[^，。]{0,6}[船舰舟厂]")
PROPOSAL = re.compile(r"疏|奏|请|议|条陈|言")
# the court took it up (如议行, 从之, 用辅策 …), said after the proposal in its sentence; not 未允行, 格不行
ADOPTED = re.compile(r"(?<![未不])(?:从之|如议行|如所请|允之|允行|报可|依议|议行|韪之|嘉纳)|用[^，。；]{0,2}[策议]")
REFUSED = re.compile(r"未行|不行|不果|不允|未允|议寝|不从|不许|未许|报罢|寝其")
OUTCOME = re.compile(f"{ADOPTED.pattern}|{REFUSED.pattern}")  # the court's answer to a proposal
# a flood or breach, the water its subject (河决…, 黄水并涨, 堤溃): nobody's deed
# (会: "it happened that"; 以河决: "because of the breach", the cause of something else)
NATURAL = re.compile(r"^(?:[会值适]?[^，；塞堵筑请治防疏濬议统督率命以]{0,4}?)"
                     r"(?:黄河|河水|黄水|湖水|江水|河|淮|堤|堰|湖)[^，；师军]{0,3}?(?:决|溢|徙|溃|涨|漫|淤|冲)")
FLOOD = re.compile(r"[决溢徙溃漫]")  # a term of a water's floods (河决, 决口)
NATURAL_VERB = re.compile(r"^[^，；]{0,2}?(?:决|溢|徙|溃|涨|漫|淤|冲)")
HUMAN_DEED = re.compile(r"[塞堵筑濬浚开挑造设建修合练剿攻破击焚毁治防导泄疏奏请议定裁增改立募统率勘督]|合龙|工竣"
                        r"|奉[命檄旨诏]")  # 奉命往按: the order he received, his response
HIS_MAN = re.compile(r"将(?![水陆舟兵军师])[\u4e00-\u9fff]{2,3}(?:率|以|引|领|举)")  # 三桂将林兴珠率…: his general
TITLED = re.compile(r"(?:总督|巡抚|提督|总兵|河督|漕督|侍郎|尚书|学士|将军|都统|御史|布政使|按察使|知府|知县)"
                    r"([\u4e00-\u9fff]{2,3}?)(?=[言奏疏请议以率督令遣曰，])")
COURT_OPENS = re.compile(rf"^(?:上|帝|诏|敕|谕|特命|乃命|寻命|命|{TEMPLE_TITLE})")  # 仁宗知某…, 神宗知某…
# … unless it sends him on a task, he left out as its object (命往江南勘视河工, 旋令偕大学士某按…): the
# court's order to him, told with his name after the order's word
ORDERED = re.compile(r"^(?:[上帝特旋寻复又乃遂再即]{0,2})(?:命|诏|敕|谕)(?=[往偕驰赴会督勘按察查塞堵治署兼管办巡视赈]"
                     r"|自[^，；]{1,6}[赴往])"
                     r"|^(?:[旋寻复又乃遂再即]{0,2})令(?=偕)")
COURT_ORDER = re.compile(r"(?:[上帝特旋寻复又乃遂再即]{0,2})(?:命|诏|敕|谕|令)")  # the order's word, his name next
# (会 inside a clause, after a verb, is "joined him": 赴河南会河道总督某督塞河; at its head, "it happened")
OBJECT_BEFORE = re.compile(r"(?:偕|与|会同|同|及|命|令|遣|檄|随|从|劾|荐|以|召|谕|诏|责|斥|罢|褫|逮|诘"
                           r"|(?<=[\u4e00-\u9fff])会)[^，。；]{0,8}$")
# he led or commanded the titled men after it (率水师总兵某等击贼): his objects, not the actors
# (not the word inside a title: 总督, 提督, 督办军务, 都统, 总统, 领队大臣, 领侍卫内大臣)
LEADS = re.compile(r"(?:率|(?<![总提])督(?!办)|(?<![总都])统|(?<!统)领(?![队侍])|调)[^，。；]{0,8}$")
# what opens a clause whose subject is left out (his, carried on): a verb, adverb or preposition, after
# 於是/于是(日)/既而/至是 if any; else its own subject (旗丁请…, 时…, 於是团练日盛, 言者: 者; offices: 总兵, 言路)
SUBJECTLESS = re.compile(
    r"^(?:(?:[於于]是[日时岁]?|既而|至是|已而)，?|(?![於于]是|既而|至是|已而))(?![\u4e00-\u9fff]{1,2}者|督抚|言路)(?:[以乃遂又复寻旋即因再亦屡并"
    r"督率疏奏请议筑塞开濬浚修造设治募统练剿攻破击偕与从命令遣檄亲力增裁改定立建挑堵防导泄条陈迭累擢授调署补迁兼充监驻"
    r"往赴至驰抵还出进移分合收获捕擒斩焚毁拔克败追袭援守拒御招抚荐劾论尝既方犹仍益更首独凡每躬身於于别发勘责褫后惟被连"
    r"两徙次效值旧按查察巡视筹拟奉偕暨专兴办]"  # not 咸丰 (an era), 总署, 言官 (offices: subjects)
    r"|咸(?!丰)|总(?!署|理各国|督|兵|河|漕|镇)|言(?!官)|始(?=[设建立创置定造开筑募练倡议奏请])|初(?!，)"
    r"|自(?:请|募|备|捐|率|领|劾|陈|效)|欲|会(?:同|剿|师|攻|奏|议|商|勘|集|合|讯|审|办|筹|兵|军)"
    r"|[一二三四五六七八九十]+年)")
NAMED_WITHIN = 12  # a given name this near the group's start names its actor
GROUP_MAX = 70  # characters a group may run on to, through its actor's own clauses
RESPONSE = 3  # clauses after an event that may tell the response to it
REBEL = re.compile(r"^[^，。]{0,4}?(?:遂|乃|竟|因|即|复|举兵)?(?:反(?![间侧覆复正])|叛|僭号|僭称|称帝|称王|自称)")
REBEL_MIN = 2  # clauses of his own that say he rose against the court


@dataclass
class Deed:
    """One clause group of a topic sentence, with its actor and date."""

    sentence: Sentence
    start: int  # the group's span in the document (the date clause included)
    end: int
    text: str  # the group as written, without its date clause
    date_text: str  # the date clause as written ("二十四年"), or ""
    terms: list[str]  # the topic's terms it holds
    kind: str = "deed"  # "institution" | "proposal" | "deed"
    actor: str = ""  # the actor's full name
    actor_basis: str = ""
    era: str = ""  # the era of its date, and the Gregorian year
    year: int | None = None
    estimate: float = 0.0  # the year it is ordered by (undated: the entry's last date before it)
    why_out: str = ""  # why it was left out, if it was
    body_at: int = 0  # where the group's first clause (after the date clause) begins
    setting: str = ""  # a flood or breach told before the deed (nobody's), with `text` the response
    words_at: int = 0  # where the words his memorial or saying reports begin (nobody's clauses), if any
    ordered: bool = False  # the court's order sending him (命往…): his name goes after the order's word

    @property
    def adopted(self) -> bool:
        """A proposal its sentence says the court took up after it (…：如议行), and none refused."""
        after = self.sentence.text[self.end - self.sentence.start:]
        return self.kind == "proposal" and bool(ADOPTED.search(after)) and not REFUSED.search(after)

    @property
    def entry(self) -> int | None:
        return self.sentence.entry


@dataclass
class DeedReader:
    """Reads clause groups; `attribution` gives the clauses of an entry (by its stored id)."""

    entry_names: dict[int, str]
    persons: re.Pattern[str] | None = None  # every known full name, longest first
    known: frozenset[str] = frozenset()  # every name form the project knows
    names: ActorNames | None = None  # what a name the attribution read must be to name the actor
    left_out: dict[str, int] = field(default_factory=dict)

    def group(self, s: Sentence, terms: list[str], masks: list[str], since: int = 0) -> Deed | None:
        """The sentence's clause group for the topic from offset `since` on (a later group: not
        inside a man's words), or None (counted in `left_out`)."""
        clauses = [(m.start(), m.group()) for m in CLAUSE.finditer(s.text)]
        first = next((i for i, (at, c) in enumerate(clauses) if at >= since and _holds(c, terms, masks)), None)
        if first is None:
            return self._out("the topic's words only inside a name or place")
        stop = next((j for j in range(first, len(clauses)) if clauses[j][1][-1:] in "；："), len(clauses) - 1)
        last = next((j for j in range(first, stop + 1) if DEED.search(clauses[j][1])), None)
        speech = speech_lead(clauses, first)
        if since and speech is not None:
            return None
        if speech is not None:  # inside a memorial or a saying: his words from their lead on, not his deed
            last = words_end(clauses, speech, first, stop, HUMAN_DEED, GROUP_MAX, OUTCOME)
        elif last is None:
            opens = _segment_deed(clauses, first)  # …筑缕堤，使黄水不致泛滥: the deed before its purpose
            if opens is None:
                return self._out("nothing done (no deed verb)")
            first, last = opens, first
        if ENEMY.search(clauses[first][1][:max(0, min((clauses[first][1].find(t) for t in terms
                                                          if t in clauses[first][1]), default=0))]):
            return self._out("an enemy's fleet or works")
        opens = first if speech is None else speech
        body = "".join(c for _, c in clauses[opens:last + 1])
        if _appointment_only(body) and not ORDERED.match(body):
            return self._out("an appointment, nothing done")
        date = clauses[0][1] if opens and DATE_CLAUSE.match(clauses[0][1]) else ""
        start = s.start + (clauses[0][0] if date else clauses[opens][0])
        end = s.start + clauses[last][0] + len(clauses[last][1])
        kind = "proposal" if speech is not None else (
            "institution" if INSTITUTION.search(body) else "proposal" if PROPOSAL.search(body) else "deed")
        words_at = s.start + clauses[speech][0] + len(clauses[speech][1]) if speech is not None else 0
        return Deed(s, start, end, body.rstrip("，；：、"), date.rstrip("，"), [t for t in terms if t in body], kind,
                    body_at=s.start + clauses[opens][0], words_at=words_at)

    def attribute(self, deed: Deed, clauses: list[ClauseRow], rebel: bool, earlier: str = "") -> bool:
        """Give the deed its actor from the clauses of its entry (start, end, who, name, basis);
        False (and why) if none can be named. A flood or a breach (河决…, 黄水并涨) is nobody's
        deed: it is kept as the setting of the response the sentence tells next, or alone."""
        if NATURAL.match(deed.text):
            self._setting(deed, [c for c in clauses if deed.body_at <= c[0] < deed.sentence.end])
            if deed.setting and deed.text and not self._responds(deed.text, self.entry_names.get(deed.entry or -1, "")):
                deed.end, deed.text = deed.body_at, ""  # the event alone: what follows may be the water's
        # a clause overlapping the group (it may start one character before it: a quotation's closing mark)
        spoken = [c for c in clauses if deed.body_at < c[1] and c[0] < (deed.words_at or deed.end) and c[2] != NOBODY]
        if not spoken and deed.setting:  # the event alone: nobody's deed, no actor named
            return self._alone(deed)
        if not spoken and not self._speaker(deed, clauses):
            return self._refuse(deed, "only a quotation, nobody's words")
        spoken = spoken or [c for c in clauses if deed.body_at < c[1] and c[0] < deed.end and c[2] != NOBODY]
        if any(c[2] == UNKNOWN_WHO or c[4] in (UNDECIDED, UNSTATED) for c in spoken):
            return self._refuse(deed, "an actor undecided")
        subjects = {(c[2], c[3]) for c in spoken}
        if len(subjects) > 1:
            return self._refuse(deed, "more than one actor in the group")
        who, name = subjects.pop()
        if (who == SELF and spoken[0][4] not in (NAME, OPENING, APPOINTEE) or who == OTHER and not leading_surname(
                name)) and not SUBJECTLESS.match(deed.text) and (other := self._opening_other(deed, earlier)):  # 忠源…
            who, name = OTHER, other
        if who == KIN:
            return self._refuse(deed, "a kinsman's deed")
        if who == SELF:
            carried = spoken[0][4] not in (NAME, OPENING, APPOINTEE)  # its first clause: his by carrying
            if rebel:  # named or carried: a rebel's fleet and works are the enemy's, not the topic's
                return self._refuse(deed, "a rebel's own deed (his forces are the enemy's)")
            deed.ordered = carried and bool(ORDERED.match(deed.text))
            name = self.entry_names.get(deed.entry or -1, name)
            if self.names is not None and (why := self.names.not_his_own(name, deed.entry)):  # 子煦, 子骏业
                return self._refuse(deed, why)
            before = deed.sentence.text[:deed.body_at - deed.sentence.start]
            if COURT_OPENS.match(deed.text) and not deed.ordered and not _ordered_him(deed.text, name) or (
                    carried and honoured(earlier + before, deed.text)):  # the court's honour for the dead (…建专祠)
                return self._refuse(deed, "the court's order, carried to him: not his deed")
            if carried and (COURT_OPENS.match(before) or self._another_in(before, name)
                            or sends(before, _forms(name), deed.text)):
                return self._refuse(deed, "carried to him past another man, the men he sent or the court named earlier")
            if carried and not _named_in(deed.text[:NAMED_WITHIN], name, opening=True) \
                    and not SUBJECTLESS.match(deed.text):
                return self._refuse(deed, "the clause opens with a subject of its own (旗丁请…, 时南河…), not his")
        elif who != OTHER or not name:
            return self._refuse(deed, "an actor undecided")
        elif not _named_in(deed.sentence.text, name):
            return self._refuse(deed, "another man carried from an earlier sentence, not named in this one")
        elif name not in self.known and (name[1:] in self.known or name[1:] in self._name_tails):
            return self._refuse(deed, "a name read with the word before it (从满保: 满保 of 觉罗满保)")
        elif any(t in name for t in deed.terms) or not (name in self.known or leading_surname(name)) or (
                name not in self.known and set(name) & set("".join(deed.terms))):  # 成支河: no man's name
            return self._refuse(deed, "the actor's name is not a person's (it holds the topic's word, or no "
                                      "known name or surname)")
        elif self.names is not None and (why := self.names.not_a_man(name, deed.sentence.text)):
            return self._refuse(deed, f"the actor's name is no man's: {why}")
        if self._names_another(deed, name):
            return self._refuse(deed, "another person named before the verb")
        if self._possessor(deed.text, name):
            return self._refuse(deed, "the actor's general or troops acted (X将Y, X所部), not he")
        if _object_of(deed.text, name) and not _ordered_him(deed.text, name):
            return self._refuse(deed, "the actor named as a companion or object, not as the subject")
        deed.actor, deed.actor_basis = name, spoken[0][4]
        self._run_on(deed, clauses, (spoken[-1][2], spoken[-1][3]))
        if _appointment_only(deed.text):  # after a flood (河决睢州，出为东河总督): the flood alone
            if not deed.setting:
                return self._refuse(deed, "an appointment, nothing done")
            deed.end, deed.text, deed.actor, deed.actor_basis = deed.body_at, "", "", ""
            return self._alone(deed)
        if who == SELF and spoken[0][4] not in (NAME, OPENING, APPOINTEE) and _named_within(deed.text, name):
            return self._refuse(deed, "the man it is carried to is named inside it as another's object (获可喜戚属)")
        return True

    def _alone(self, deed: Deed) -> bool:
        """A flood or breach told alone: a fact (not a supposition) naming where (not a bare 河决。)."""
        if SUPPOSED.search(deed.setting):
            return self._refuse(deed, "a condition or supposition, not a fact")
        site = NATURAL.match(deed.setting)
        if site is None or len(re.sub(r"[，；：。、\s]", "", deed.setting[site.end():])) < 2:
            return self._refuse(deed, "an event alone with no site")
        return True

    @cached_property
    def _name_tails(self) -> frozenset[str]:
        """The last two and three characters of every known name of four or more (满保 of 觉罗满保)."""
        return frozenset(n[-k:] for n in self.known if len(n) >= 4 for k in (2, 3))

    def _opening_other(self, deed: Deed, earlier: str) -> str:
        """The man a clause carried to the biography's subject opens with instead: the given name
        (two characters or more) of a man whose full name the biography wrote earlier, the
        nearest (忠源 of 江忠源 in 洪秀全's biography), or ""."""
        if self.persons is None or not earlier:
            return ""
        own, found = self.entry_names.get(deed.entry or -1, ""), ""
        for m in self.persons.finditer(earlier[-3000:]):
            surname = leading_surname(m.group())
            given = m.group()[len(surname):] if surname else ""
            if m.group() != own and len(given) >= 2 and deed.text.startswith(given):
                found = m.group()
        return found

    def _run_on(self, deed: Deed, clauses: list[ClauseRow], subject: tuple[str, str]) -> None:
        """The group runs on through the sentence's next clauses while they are the same actor's
        (…请於高邮筑堤，束黄河注海), up to GROUP_MAX characters."""
        for c in clauses:
            if c[0] < deed.end or c[0] >= deed.sentence.end:
                continue
            if (c[2], c[3]) != subject or c[4] in (UNDECIDED, UNSTATED) or c[1] - deed.body_at > GROUP_MAX:
                break
            if deed.sentence.text[c[0] - deed.sentence.start - 1:c[0] - deed.sentence.start] in "；：":
                break  # a semicolon or colon starts another matter (…；创设公司船赴英贸易)
            text = self._text(deed, c)
            if self.persons is not None and any(m.group() != deed.actor and not OBJECT_BEFORE.search(
                    text[:m.start()]) for m in self.persons.finditer(text)):
                break  # a clause that names another man may be his (not 从大将军某, 以布政使某随往)
            deed.end = c[1]
        self._words(deed)
        deed.text = self._span(deed, deed.body_at, deed.end).lstrip("，；：").rstrip("，；：。")

    def _words(self, deed: Deed) -> None:
        """A group that ends with a saying's lead (略曰：, 谓：) takes the words it brings, up to
        GROUP_MAX characters (at least their first clause): …疏陈河工久远大计，略曰：今日之黄河，有防无治."""
        if not SPEECH_END.search(self._span(deed, deed.body_at, deed.end + 1)):
            return
        at = deed.end - deed.sentence.start
        words = [m for m in CLAUSE.finditer(deed.sentence.text, at)]
        for k, m in enumerate(words):
            if k and deed.sentence.start + m.end() - deed.body_at > GROUP_MAX:
                break
            deed.words_at = deed.words_at or deed.end
            deed.end = deed.sentence.start + m.end()
            if m.group()[-1:] in "；：。！？":
                break

    def _setting(self, deed: Deed, after: list[ClauseRow]) -> None:
        """The event clauses at the group's head become its setting, and the group runs on to the
        first deed after them by a decided actor in the same sentence (at most RESPONSE
        clauses), or ends with the event."""
        lead = 0
        while lead < len(after) and (after[lead][2] in (UNKNOWN_WHO, NOBODY) or after[lead][4] in (
                UNDECIDED, UNSTATED, CARRIED)) and (_event(self._text(deed, after[lead]), lead == 0) or lead and (
                CONSEQUENCE.match(self._text(deed, after[lead])))):
            lead += 1
        if lead == 0:
            return
        set_end = after[lead - 1][1]
        deed.setting = self._span(deed, deed.body_at, set_end)
        window, own = after[lead:lead + RESPONSE], self.entry_names.get(deed.entry or -1, "")
        skip = 0  # others' clauses before the one his name opens (河臣议次年兴工，宝桢谓…): left out
        if window and not (SUBJECTLESS.match(head := self._text(deed, window[0])) or self._named(head, own)):
            skip = next((k for k, c in enumerate(window) if self._named(self._text(deed, c), own)), 0)
        response = next((c for c in window[skip:] if HUMAN_DEED.search(self._text(deed, c))
                         and c[2] in (SELF, OTHER) and c[4] not in (UNDECIDED, UNSTATED)), None)
        deed.body_at = window[skip][0] if skip and response else set_end
        deed.end = response[1] if response else set_end
        deed.text = self._span(deed, deed.body_at, deed.end).lstrip("，；：").rstrip("，；：")

    def _named(self, text: str, own: str) -> bool:
        """The text opens with a known name, or his (the biography's man's given name too)."""
        return self.persons is not None and self.persons.match(text) is not None or bool(own) and _named_in(
            text[:NAMED_WITHIN], own, opening=True)

    def _responds(self, text: str, own: str) -> bool:
        """The clause after a flood opens as a man's response: a deed verb in it, and it opens
        with a name (the biography's man's given name too: 通亲督堵筑) or as a subject-less clause
        does (not 运河…两堤俱溃, 自长垣直注张秋)."""
        first = CLAUSE.match(text)
        head = first.group() if first else text
        return bool(HUMAN_DEED.search(head)) and bool(SUBJECTLESS.match(text)) or self._named(text, own) and bool(
            HUMAN_DEED.search(text))  # named: his deed may come a clause later (宝桢谓…，力疾请自任)

    def _speaker(self, deed: Deed, clauses: list[ClauseRow]) -> bool:
        """A quotation's speaker: the clauses before it in its sentence that say who memorialised
        (锡恩上疏条陈河务，略曰：…): the group is his words, and starts with them."""
        before = [c for c in clauses if deed.sentence.start <= c[0] < deed.body_at and c[2] != NOBODY
                  and not DATE_CLAUSE.match(self._text(deed, c))]
        leads = [c for c in before if SPEECH.search(self._text(deed, c))]
        if not leads or leads[-1] is not before[-1] and not SPEECH.search(self._text(deed, before[-1])):
            return False
        first = next(c for c in before if c in leads)
        deed.text = self._span(deed, first[0], deed.end).rstrip("，；：")
        deed.body_at, deed.kind = first[0], "proposal"
        return True

    @staticmethod
    def _span(deed: Deed, start: int, end: int) -> str:
        return deed.sentence.text[start - deed.sentence.start:end - deed.sentence.start]

    @staticmethod
    def _text(deed: Deed, c: ClauseRow) -> str:
        return deed.sentence.text[max(0, c[0] - deed.sentence.start):c[1] - deed.sentence.start]

    def _names_another(self, deed: Deed, actor: str) -> bool:
        """Another known person, or an official named after his title, stands before the group's
        first deed verb, not as a companion or an object (偕X, 命X, 劾X): the deed may be his."""
        if self.persons is None:
            return False
        verb = DEED.search(deed.text)
        head = deed.text[:verb.start()] if verb else deed.text
        surname = leading_surname(actor)
        given = actor[len(surname):] if surname else actor
        titled = [m.group(1) for m in TITLED.finditer(head) if not OBJECT_BEFORE.search(head[:m.start()])]
        if any(not (n.startswith(actor) or n.startswith(given) or actor.endswith(n)) for n in titled):
            return True  # 而河道总督靳辅言…: an official named after his title, known or not
        return self._another_in(head, actor)

    def _another_in(self, text: str, actor: str) -> bool:
        """A known person other than the actor stands in the text, not as a companion or object."""
        return self.persons is not None and any(
            m.group() != actor and not actor.endswith(m.group()) and not m.group().endswith(actor[1:])
            and not OBJECT_BEFORE.search(text[:m.start()]) for m in self.persons.finditer(text))

    def _possessor(self, text: str, actor: str) -> bool:
        """The group opens with the actor's name before 部将 or 所部, or before 将 and another
        known name (三桂将林兴珠率所将水师降): another man's deed."""
        surname = leading_surname(actor)
        for form in [actor] + ([actor[len(surname):]] if surname else []):
            rest = text[len(form):] if text.startswith(form) else None
            if rest is None:
                continue
            if rest.startswith(("部将", "所部")) or HIS_MAN.match(rest) or (
                    rest.startswith("将") and self.persons is not None and self.persons.match(rest, 1)):
                return True
        return False

    def _refuse(self, deed: Deed, why: str) -> bool:
        deed.why_out = why
        self._out(why)
        return False

    def _out(self, why: str) -> None:
        self.left_out[why] = self.left_out.get(why, 0) + 1


def _appointment_only(text: str) -> bool:
    """Every clause names a post given or left (旋授开归陈许道，调山东运河道): nothing done."""
    parts = [m.group() for m in CLAUSE.finditer(text)]
    return bool(parts) and all(APPOINTED_ONLY.match(c.rstrip("，；：。")) for c in parts) \
        and not INSTITUTION.search(text)


def _segment_deed(clauses: list[tuple[int, str]], first: int) -> int | None:
    """Where the matter of a clause with no deed verb begins (…复於其内筑缕堤，使黄水不致泛滥): the
    clause before it, when that one holds a deed verb and opens as a subject-less clause does
    (not 初，…京师设官米局: background with a subject of its own)."""
    if first == 0 or clauses[first - 1][1][-1:] in "；：":
        return None
    before = clauses[first - 1][1]
    return first - 1 if DEED.search(before) and SUBJECTLESS.match(before) and not before.startswith(("初", "时")) \
        else None


def _event(clause: str, first: bool) -> bool:
    """A clause of a flood or breach: the water its subject, or (after one) a breach verb with no
    deed of a man (俄黄水并涨，决盐河民堰: the water breached it, nobody did)."""
    if NATURAL.match(clause):
        return True
    return not first and bool(NATURAL_VERB.match(clause)) and not HUMAN_DEED.search(clause)


def _named_within(text: str, actor: str) -> bool:
    """His name (or a given name of two characters or more) stands inside the text after a word,
    not at its head nor at a clause's: there he is another's object (攻旅顺时，获尚可喜戚属)."""
    forms = [f for f in _forms(actor) if len(f) > 1]
    return any(at > 0 and text[at - 1] not in "，；：" for f in forms for at in [text.find(f)] if at >= 0)


def _ordered_him(text: str, actor: str) -> bool:
    """The group is the court's order to him, named right after its word (上命鸿藻驰往督办, 诏鼐办理…):
    his, as its object."""
    order = COURT_ORDER.match(text)
    if order is None:
        return False
    rest = text[order.end():]
    form = next((f for f in _forms(actor) if rest.startswith(f)), None)
    return form is not None


def _forms(actor: str) -> list[str]:
    """His full name and the given name after his surname (or after the first character of a
    name of three or more whose surname is not listed: 可喜 of 尚可喜)."""
    surname = leading_surname(actor) or (actor[0] if len(actor) >= 3 else "")
    return [actor] + ([actor[len(surname):]] if surname else [])


def _object_of(text: str, actor: str) -> bool:
    """The actor's name (or his given name) stands after a companion or object word only."""
    at = [m.start() for f in _forms(actor) for m in re.finditer(re.escape(f), text)]
    return bool(at) and all(OBJECT_BEFORE.search(text[:a]) for a in at)


def _named_in(text: str, name: str, opening: bool = False) -> bool:
    """The man (his full name, or his given name after his surname is dropped) stands in the
    text; with `opening`, a one-character given name counts where it opens the text (端治南河)."""
    surname = leading_surname(name)
    given = name[len(surname):] if surname else ""
    return name in text or len(given) > 1 and given in text or opening and bool(given) and text.startswith(given)


def _holds(clause: str, terms: list[str], masks: list[str]) -> bool:
    """Whether the clause holds a term outside every name or place that contains it."""
    for t in terms:
        at = clause.find(t)
        while at >= 0:
            if not any(m in clause and clause.find(m) <= at < clause.find(m) + len(m) for m in masks if t in m) \
                    and not listed_name(clause, at, t, terms):
                return True
            at = clause.find(t, at + 1)
    return False


def is_rebel(clauses: list[ClauseRow], text: str) -> bool:
    """A rebel's biography: his clauses say, more than once, that he rose (反; not 反间, 反侧, 反覆, 反正)."""
    return sum(1 for c in clauses if c[2] == SELF and REBEL.search(text[c[0]:c[1]])) >= REBEL_MIN


def date_deeds(deeds: list[Deed], entry_text: str, entry_start: int, prefer: tuple[str, ...]) -> None:
    """Each deed of one entry gets its era date (a bare year given the era last named) and the
    year it is ordered by; an undated deed takes the entry's last date before it."""
    dates = [d for d in resolve_bare_years(entry_text, prefer) if d.candidates]  # not a year of no era
    for d in deeds:
        at = d.start - entry_start
        before = [x for x in dates if x.start < at + max(1, len(d.date_text))]
        if before:
            last = before[-1]
            year = min(era.year(last.year_in_era) for era in last.candidates)
            d.estimate = year + (0.5 if last.start < at else 0)
            if d.date_text and last.start >= at:
                d.era, d.year = last.era, year
