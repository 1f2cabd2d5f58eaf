"""A post or an honour granted to another man: named by his given name alone, or whole before it.

拜贲监察御史, 擢汝纳左拾遗, 徙汝腾翰林学士: the grant verb's value opens with the given name of a
man the text has just named whole, after a surname (给事中赵汝腾…，乃徙汝腾…), and then a post.
The histories name a man in full and by his given name after, so the post is that man's, not
the entry subject's; the test of leads shaped as full names (attribute.py) never sees it, and
reads 贲监察 as the opening of the post. Only moves a fact to undecided, and only where the shape
is sure: the man is named whole in the _NEAR characters before; a one-character given name
must also stand alone as a man's in the text (贲趋门, 王贲，), be no word opening titles (平…将军, 东…州)
and be followed by a post the text writes on its own elsewhere; what follows it ends as a post does; the
name and the post's first character stand nowhere else (光禄 of 光禄大夫, 光禄勋 after 崔光 is a post's
opening); a value that opens as a title does (太…, 左…) or with an office word, or any name of his,
is not read so; nor a place after 于/牧 (起于荆州…除荆州刺史) nor a patron before a post in his
office (转惠开辅国府参军).

宦者王德谦除节度使, 杜弘徽任中书舍人: a clause carried as the subject's whose post follows a full
name (a surname, one or two characters) and the verb of his move or grant is that man's: the
name, written once, is no name the tracker knows, so the clause was carried. Undecided too
(named_before); never for a name of his, the throne's, a word like 有司, or after a cause, a
starting post or a man acted for (以…, 自…, 为…, 充…), nor for an era (元嘉中除), a patron's
memorial (贺拔岳表授) or a word opening with 于 (于路除).
"""

from __future__ import annotations

import re

from ...models import CARRIED, SELF, Fact, Subject
from .aliases import leading_surname
from .given_alone import KIN_ENDS
from .name_scan import occurrences
from .name_shapes import a_place, is_han, opens_clauses
from .post_leads import GRANT_VERBS
from .receivers import named_receiver
from .subjects import SubjectTracker

GRANT_LEADS = GRANT_VERBS + "徙"  # 徙汝腾翰林学士: moved, like 迁
# the verb between a man named whole and his post: 王某除…, 王某出为…, 王某亦授…, 某稍迁…
_MOVED = re.compile("(?:[亦又复乃遂寻仍即稍超特责累历就重]?(?:除|任|授|拜|迁|补|擢|出为|入为|改|转|进|加|为))+$")
# before the name in its clause: a cause (以文学除…), a starting post (自元士稍迁…), a man acted for or
# with (为赵某加恩使, 命与范某…), a place (于路除…): the post is his
_NOT_THE_MOVER = re.compile("[以因坐用由自于於为与命令使遣诏充]")
# a one-character "given name" that opens titles and posts (平北将军, 东兗州刺史, 府推官)
_OPENS_POSTS = "东西南北中左右前后上下内外州郡县府军国路道司征镇安抚"
# how far before the grant the man must be named whole or after a kinship term (安弟哲; 宗人凤贤等作乱…乃授凤贤
# 龙骧将军): a one-character given name, a few sentences; a two-character one, his part of the chapter (吴汝纳 five
# hundred characters before 擢汝纳左拾遗)
_NEAR = {1: 400, 2: 1000}
# a word read as "surname + given name" that is a place after a preposition or a governing verb
# (起于荆州, 战于襄阳, 牧扬州): the post named after it is his in that place
_BEFORE_A_PLACE = "于於在至牧镇守治据向"
# the last character of a two-character place the place test does not know (汾州, 河东, 襄阳)
_PLACE_ENDS = "州郡东西南北阳陵川"
# a post in a patron's office (转惠开辅国府参军: the subject serves in 萧惠开's office); not 开府, a rank
_STAFF_POST = re.compile("(?<!开)府|参军$|长史$|司马$|主簿$|从事$|记室$|功曹$|掾$|属$")
# what a "full name" before the move verb may not be: an era and 中 (元嘉中), a patron's memorial or an
# errand (岳表, 充), a preposition opening it (于路)
_NO_MOVER_NAME = re.compile("^[于於]|[中表奏荐充]$")


def anothers_grant(f: Fact, subject: Subject, clause_start: int, entry_start: int, tracker: SubjectTracker,
                   own: list[str]) -> str:
    """Why the granted value `f`, read as the subject's, is another man's (a note), or "". A receiver the
    entry named in full is left to receivers.py (韩文礼 … 拜文礼…), which names him."""
    if subject.who != SELF:
        return ""
    if (given := given_grantee(f, tracker, own)) and not named_receiver(
            tracker.text, f.span.start, f.value, entry_start, own, tracker.rules, tracker.person_names):
        return f"{given}, another man's given name, opens the post"
    if subject.basis == CARRIED and (man := named_before(f, clause_start, tracker, own)):
        return f"{man}, named whole before the post, moves into it"
    return ""


def given_grantee(f: Fact, tracker: SubjectTracker, own: list[str]) -> str:
    """The given name of another man the granted value `f` opens with, or ""."""
    text, rules = tracker.text, tracker.rules
    at, value = f.span.start, f.value
    if text[at - 1:at] not in GRANT_LEADS or rules.post_opening.match(value) or rules.office_any.match(value):
        return ""
    for n in (2, 1):
        given = value[:n]
        if len(value) - n < 2 or not all(is_han(ch) for ch in given) or any(given in o for o in own if o) \
                or not (rules.post_end.search(value[n:]) or rules.office_end.search(value[n:])) \
                or a_place(text, given, rules):
            continue
        if _STAFF_POST.search(value[n:]) or given in GRANT_LEADS or n == 2 and given[-1] in _PLACE_ENDS:
            continue
        if text.count(value[:n + 1]) == 1 and _named_whole_before(text, given, at, own) and (n == 2 or (
                given not in _OPENS_POSTS and _post_elsewhere(text, value[1:], at)
                and (tracker.given_name_char(given) or opens_clauses(text, given)))):
            return given
    return ""


def _named_whole_before(text: str, given: str, at: int, own: list[str]) -> bool:
    """Whether the text names a man whole, a one-character surname then `given` (赵汝腾), shortly before
    `at` (_NEAR), or after a kinsman term (安弟哲, 宗人凤贤)."""
    start = max(0, at - _NEAR[len(given)])
    return any(i > start and (leading_surname(text[i - 1:i + len(given)]) == text[i - 1]
                              or text[i - 1] in KIN_ENDS or len(given) == 2 and text[i - 1] == "人")  # 宗人凤贤
               and text[i - 1:i + len(given)] not in own and text[i - 1] not in _BEFORE_A_PLACE
               for i in occurrences(text, given, start + 1, at - 1, apart=True))


def named_before(f: Fact, clause_start: int, tracker: SubjectTracker, own: list[str]) -> str:
    """The full name of another man the granted value `f` follows in its clause, with only the verb
    of his move between (王德谦除…), or ""."""
    text, rules = tracker.text, tracker.rules
    verb = _MOVED.search(text, clause_start, f.span.start)
    if verb is None:
        return ""
    for n in (3, 2):
        name = text[verb.start() - n:verb.start()]
        surname = leading_surname(name)
        if verb.start() - n < clause_start or not surname or not 1 <= n - len(surname) <= 2 \
                or _NOT_THE_MOVER.search(text, clause_start, verb.start() - n) \
                or not all(is_han(ch) for ch in name) or any(name in o or o in name for o in own if o) \
                or _NO_MOVER_NAME.search(name):
            continue
        if rules.plausible(name) and not rules.office_end.search(name) and not a_place(text, name, rules) \
                and not any(ch in rules.name_stops for ch in name[len(surname):]) \
                and not rules.predicate.match(name) and not rules.throne.match(name):  # 有司, 曾关; 宣宗擢
            return name  # not why_not: 杜某|任|中书舍人 reads as an office's start
    return ""


def _post_elsewhere(text: str, post: str, at: int) -> bool:
    """Whether the text writes `post` on its own elsewhere, after a clause break or a verb (为监察御史):
    what follows a one-character given name is then a post, not the rest of a title (平|北将军)."""
    return any(m.start() != at + 1 for m in re.finditer(f"(?<=[，。；、为{GRANT_LEADS}]){re.escape(post)}", text))
