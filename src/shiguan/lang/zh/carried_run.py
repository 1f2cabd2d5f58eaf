"""Which clauses after a named deed carry it on although they point back at what he acted on
(issue 41, point 4: an unbroken run of clauses with no other possible agent).

「某率众出间道击虏，破之」, 「某夺矛冲之，杀伤甚众」: after a deed his name opens, a clause with no
subject of its own whose 之 or 其 points at the man or the place he acted on (破之, 斩其将) is still
his: the pronoun is the object, he the agent. It is not his when the pointer is the agent (其众溃,
之 opening the clause), nor when its verb is how a ruler or a court answers a man (许之, 嘉之, 从之,
收之, 宥之): there the dropped subject is the one who answered him, never he himself.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from ...models import SELF, Fact, Span
from .aliases import leading_surname
from .name_shapes import CLAUSE_BREAK, Clause

# 之 the object of one of these verbs: what another (the ruler, the court) did to him or his plea
_ANSWERED = re.compile(
    "(?:嘉|善|奇|壮|重|异|器|许|从|听|纳|宥|赦|宽|恕|贷|原|释|免|召|悦|爱|礼|厚|惜|哀|悯|恶|忌|疑|责|让|怒|义|美|伟|贤|信|委|"
    "亲|宠|待|遇|赏|赐|慰|劳|称|誉|荐|举|表|拜|除|授|诛|害|囚|收|捕|劾|弹|黜|废|罢|贬|徙|流|留|遣|征|用|擢|"
    "然|是|可|依|谓|问|谢|难|惮|畏|患|怨)(?:而)?[之其焉]"
)
_POINTER = "之其焉此"
_AGENT_POINTER = re.compile("^(?:其|之|此|彼)")  # 其众溃, 此人…: the pointer is who acts


# a word before one of these adverbs is the clause's own subject (蛮遂散走, 道洛乃退走, 承祖自下攻之,
# 突厥相顾): someone else acts; at the clause's start the adverb is his (遂还, 自某城…)
_OWN_SUBJECT = re.compile("^(?![躬亲独]自)[^，。；]{1,3}?(?:遂|乃|因|亦|皆|并|相|莫|咸|俱|各|悉|自|犹|既|已|竟|即|便)")
# a temple title (高祖重违其意, 太宗嘉之) or a date (元嘉二十七年，索虏南寇) opening the clause: the
# throne acts, or a new time begins
# any dynasty's temple title (神宗, 高祖), not a word of kin or shrine (宗室, 宗族, 祖庙)
TEMPLE_TITLE = ".[祖宗](?![室族庙])"
_THRONE_OR_DATE = re.compile(f"^(?:{TEMPLE_TITLE}|[^，。；]{{0,4}}[元一二三四五六七八九十]+年)")


def carries_his_run(clause: str) -> bool:
    """Whether a clause after his deed, with no subject the extractor sees, may carry it on: no
    pointer that is not his act's object (object_pointer_only), no word before an adverb that is
    its own subject (蛮遂散走), no temple title or date opening it."""
    return object_pointer_only(clause) and not _OWN_SUBJECT.match(clause) and not _THRONE_OR_DATE.match(clause)


# a clause that only sends or orders a man (遣丁戊, 乃使将军丁戊): the next act is the man's errand
_SENDS_ONLY = re.compile("(?:密|再|复|又|乃|遂|因|即|别)?(?:遣|使(?!于|还)|令|命)([^，。；之其]{2,8})$")


# a clause that puts a man into a post (荐王某为某县令, 表王某为长史): what follows is his work there.
# Not 以 (以经国为务, 以天下为己任: a view, as often as a post), nor a category he himself was
# recommended under (举方正为某县令, 擢高第为郎中: his own post)
PLACES = ("(?:荐|表|举|引|辟|擢|署)(?!方正|明经|高第|秀才|孝廉|贤良|茂才|有道|直言|文学|才异|异等|甲科|射策"
          "|对策|明法|进士)")
PLACING = f"{PLACES}(?P<man>[^，。；之其为]{{2,3}})为[^，。；]"  # the verb, the man, 为 and the post's start
_PLACES_ONLY = re.compile(f"{PLACING}[^，。；]*$")


def after_a_sending(before: str, mine: Sequence[str] = ()) -> str:
    """The man the last clause of `before` (words up to a clause) sends and does nothing more with,
    named by a surname and a given name, alone or after a title (某遣丁戊，乃击贼; 遣将军丁戊: 丁戊), or
    puts into a post (荐丁戊为某县令), or "": the clause after it is what that man did. Not troops,
    an act or a place (遣军士鼓噪, 令人掩获, 遣骑二千断江津, 遣游骑, 命左右: his own deed), nor a place
    his own mission goes to (使高丽), nor himself (乙表植为长史: `mine`, his names)."""
    last = re.split("[，；、]", before.rstrip("，；、 "))[-1]
    m, placed = _SENDS_ONLY.match(last), _PLACES_ONLY.search(last)
    sent = m.group(1) if m and not _NO_MAN.search(m.group(0)) else placed["man"] if placed else ""
    man = next((sent[-n:] for n in (3, 2) if len(sent) >= n and leading_surname(sent[-n:])
                and (len(sent) == n or sent[-n - 1] in _TITLE_ENDS)), "")
    return "" if man and one_of_his(man, mine) else man


def one_of_his(man: str, mine: Sequence[str]) -> bool:
    """Whether a name a clause sends or places is one of his own (植, 文振 his 字). Not his surname and
    an address (侯君): 植荐侯君 places a kinsman."""
    return any(man in form or len(form) >= 2 and form in man for form in mine if form)


# troops or attendants (遣游骑, 命左右), or 使 and a place he goes to himself (使高丽, 使江南)
_NO_MAN = re.compile("(?:骑|兵|军|卒|士|众|师|左右|从者)$|^使[^，；]{1,2}[南北东西州丽夷]$")
_TITLE_ENDS = "将军史尉吏督守令丞侯公"  # 遣将军丁戊, 遣长史丁戊: a title before the man (not 遣骑二千断江津)


# what makes a clause of fear his act (惧罪自杀, 惧而出奔), not a fear alone (惧祸) that waits for it
_FEAR_ACTS = re.compile("[^，。；]*(?:而|自杀|自缢|自刎|奔|逃|遁|亡去|降)")


def a_fear_alone(words: str, motive: re.Pattern[str]) -> bool:
    """Whether `words` (a clause after his name) only tell what he feared or wanted (某惧祸，遂见杀):
    not when its own act follows in it (惧罪自杀)."""
    return bool(motive.match(words)) and not _FEAR_ACTS.match(words)


def object_pointer_only(clause: str) -> bool:
    """Whether every pointing-back word of `clause` is the object of his act (破之, 斩其将, 因而
    歼焉), so that it may carry his deed on: not when a pointer opens the clause (其众大溃) or
    follows a verb of answering a man (许之, 帝嘉之)."""
    if not any(ch in clause for ch in _POINTER):
        return True
    return not _AGENT_POINTER.match(clause) and not _ANSWERED.search(clause)


def opened_by(entry: str, start: int, forms: Sequence[str]) -> int:
    """The start of the clause of `entry` holding `start` when one of his `forms` opens it (乙丙率众
    击虏: the event read from 率众击虏 is a deed his name opens), else -1."""
    s = start
    while s > 0 and entry[s - 1] not in CLAUSE_BREAK:
        s -= 1
    return s if any(entry.startswith(f, s) for f in forms) else -1


def carried_past(f: Fact, clauses: Sequence[Clause], text: str) -> Fact:
    """An event read by a pattern and carried on past what the pattern matched (extract.py
    _typed_joined; its evidence is the match, its span runs further) without the clauses from the
    first one the subject rules give to someone else (乙丙击虏，破之，王丁戊亦至): what the pattern
    matched is never cut."""
    if f.span.end <= f.evidence.end:
        return f
    at = next((c.start for c in clauses if f.evidence.end <= c.start < f.span.end and c.subject.who != SELF), None)
    if at is None:
        return f
    end = at
    while end > f.evidence.end and text[end - 1] in CLAUSE_BREAK:
        end -= 1
    return replace(f, value=text[f.span.start:end], span=Span(f.span.start, end))


_WITHIN = "中内上下人"  # 栅中人, 城上: those in or on the thing he acted on


def acted_on_before(clause: str, before: str) -> bool:
    """Whether a clause opens with words the deed before it wrote after his name, the man or the
    thing he acted on, who now acts (某亦发系英私书，系英获谴; 某攻某城，某城降), or by one
    character the thing the deed ended on, where it was theirs (其) or the clause says who was in
    it (驰击其栅，栅中人皆走散; not 拊循士卒，卒能…, where 卒 is "in the end")."""
    acted = before.rstrip("，；、 \u3000")
    one = len(acted) >= 2 and clause[0] == acted[-1] and (acted[-2] == "其" or clause[1] in _WITHIN)
    return len(clause) > 2 and (clause[:2] in before or one)
