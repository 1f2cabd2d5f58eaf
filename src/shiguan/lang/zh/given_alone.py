"""Another man named by his given name alone: 招讨刘深攻浅湾 … 深复来攻井澳.

The histories name a man in full once, often after his post, and then by his given name alone,
one character or two. A clause that opens so states no name the tracker knows, and without this
it would run on as the entry subject's: another man's attack, appointment or death given to the
subject with a real citation. A given name alone at a clause's start, before a verb, names the
other man when the entry named him in full shortly before it (within REACH characters; NEAR for
two characters before any word but a verb opening the clause: 王某孙…，某孙责授…; anywhere in the
entry for two characters before a verb): a
surname and that given name standing whole (a verb, a particle or punctuation after it), not a
name of the subject's, a place, an office or a time (和平二年 is an era, not a Mr He Ping), and
a surname that is no particle or verb (于, 有, 时: 于王, 有功 are words). So does a kinsman the
entry introduced by a kinsman term (兄攸, 以质子敦为…) or in a counted list (子三人：…), wherever
in the entry it stood (攸历开府…, 敦官至…). The clause is then not the subject's; it is kept
undecided rather than given to the other man, since one character is a weak name. 故 ("so") before
another man's name, given or whole, makes it the clause's too (故攸之怒，改计攻城: his attack).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ...models import NAME, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, Span, Subject
from .aliases import leading_surname
from .name_shapes import CLAUSE_BREAK, RULER_ENDS, Names, SubjectRules, a_place, clause_spans, is_han
from .person_names import PersonNames
from .run_notes import KIN_SHAPED
from .scan_once import matches_in

NAMED_IN_FULL = ", whom the entry named in full before"
_KIN_NOTE = ", whom a kinsman term introduced in the entry"
_ENTRY_NOTE = " alone names the man whose life the document tells under that name"
KIN_ENDS = "子弟兄孙侄"  # the last character of a kinship term before a name (次子度, 他弟浑)
_KIN_LIST = re.compile("([子弟兄孙侄])[一二三四五六七八九十]+人[：:，]([^。；，]{2,60})")  # 子三人：A、B、C
_JOINS = "然且故及"  # "but", "and", "so", "when" before the man's name
_SO = "故"
_AGED = re.compile("年[一二三四五六七八九十]")  # 仆年九岁: his age after his name
REACH = 400  # how far back the full name may stand: farther, a one-character word is rarely him
NEAR = 150  # how far back, for two characters before a word no verb list knows
FREE_OPENINGS = 2  # clauses his one-character given name opens for it to be his before any word (筠孤贫好学)
_FIEF = "侯公伯"  # after a place (西丰侯正德) a title, not the surname of the man the given name is


def given_name_alone(text: str, pos: int, end: int, entry_start: int, mine: list[str],
                     rules: SubjectRules, person_names: PersonNames, entries: frozenset[str] = frozenset(),
                     ) -> Subject | None:
    """Undecided, naming the other man, when the clause at `pos` (its end `end`) opens with the
    given name alone of a man the entry (from `entry_start`) named in full before, or before a
    verb, the one-character name an entry of the document has (`entries`: 卞拜右丞 in 蔡京's life,
    where 卞字元度 opens his brother's); else None. `mine`: the subject's name forms. A 然 or 且
    before the name (然胄不能从) is the clause's "but" or "and": the name after it still opens the
    clause."""
    if text[pos:pos + 1] in _JOINS and pos + 1 < end:
        pos += 1
    opening = text[pos:end - 1]
    # a two-character given name may open with a name stop (令诚 of 边令诚, 从谏 of 刘从谏): the full name
    # before decides; not with two (攻守, 引为: words, whatever 云攻守 or 高祖引为 hold before)
    stopped = given_names(opening, mine, rules, worded=True) if opening[:1] in rules.name_stops else []
    for given in [g for g in stopped if len(g) == 2 and g[1] not in rules.name_stops] \
            + given_names(opening, mine, rules):
        after = pos + len(given)
        verb = _before_a_verb(text, after, end, rules)  # 贻孙责授… after 王贻孙: no verb list knows 责
        # with no verb after it: not where the clause names him (天光钦远才望: regards him) or a ruler's title
        # stands in or after it (忠烈|王尤加钦重, 王亲祖道)
        if not verb and (len(given) < 2 or rules.predicate.match(text, pos, end) or any(
                f in text[after:end] for f in mine if f) or any(ch in RULER_ENDS for ch in text[pos:after + 1])):
            continue
        # two characters before a verb name the man wherever the entry named him whole (德谦寻迁… after
        # 王德谦, some pages back); one character that far back is a word as often as a name
        start = entry_start if verb and len(given) == 2 else max(entry_start, pos - (REACH if verb else NEAR))
        # two characters are a name of their own even with no break after the full name (元善达间行)
        full = named_whole(text, start, pos, given, mine, rules, whole_only=len(given) < 2)
        at = text.rfind(full, start, pos) if full else -1
        if full and not verb and (named_whole(text, start, at, given, mine, rules, whole_only=False) not in ("", full)
                                  or full[0] in _FIEF and at > 0 and is_han(text[at - 1])):
            continue  # 与李国安、王国安同事。国安持不可: two men of that given name; 西丰侯正德: a fief's 侯
        if full and given[-1] not in RULER_ENDS and not person_names.why_not(full):
            return Subject(UNKNOWN_WHO, full, UNDECIDED, Span(pos, after),
                           note=f"{given} alone names {full}{NAMED_IN_FULL}")
        if not verb:
            continue
        if len(given) == 1 and given in entries and given not in RULER_ENDS:
            return Subject(UNKNOWN_WHO, given, UNDECIDED, Span(pos, after), note=f"{given}{_ENTRY_NOTE}")
        kin = kin_named(text, entry_start, pos, given, mine, rules)
        if kin and given[-1] not in RULER_ENDS:
            note = f"{given} alone names {kin}{given}{_KIN_NOTE}"
            return Subject(UNKNOWN_WHO, given, UNDECIDED, Span(pos, after), note=note)
    return None


def after_so(text: str, pos: int, end: int, mine: list[str], others: Names,
             person_at: Callable[[int, int, list[str], Names], Subject | None]) -> Subject | None:
    """Another man the document knows, named whole right after 故 ("so") at `pos` (故子响怒，遣兵…: his
    anger, then his deed, not the entry subject's); `person_at`: who a name at an offset is. Not the
    subject's own name (故植怒 stays his), nor words (故事, 故吏): only another man's name counts."""
    if text[pos:pos + 1] != _SO:
        return None
    found = person_at(pos + 1, end, mine, others)
    return found if found is not None and found.who == OTHER and found.basis == NAME else None


def kin_shaped(text: str, pos: int, end: int, kin_end: int, entry_start: int, mine: list[str], rules: SubjectRules,
               person_names: PersonNames, entries: frozenset[str]) -> Subject | None:
    """The man a kinsman term and a name at `pos` (up to `kin_end`) spell the given name of, named in
    full before (子鹄令某… after 行台樊子鹄: no son named 鹄), as given_name_alone reads him; his account
    lasts as a kinsman's digression would (its note ends KIN_SHAPED). None when no such man is."""
    alone = given_name_alone(text, pos, end, entry_start, mine, rules, person_names, entries)
    if alone is None or not alone.note.endswith(NAMED_IN_FULL) or not alone.name.endswith(text[pos:kin_end]):
        return None
    return replace(alone, note=alone.note + KIN_SHAPED)


# a few words that set the time or the scene, then 而 and the man (命下而某卒, 后一月而某卒, 方还宫而某薨)
THEN = re.compile("[^，。；：\\s]{0,6}?而")
# what the man named after them does: die, or fall ill to die (而某卒, 而某已卒, 而某寻病卒, 而某疾笃); a
# verb there names no man (顾欢见而异之: 异 is "thought him rare", not 朱异)
_THEN_DIES = re.compile("(?:已|寻|遂|竟|旋)?(?:病|疾)?(?:卒|薨|死|殁|殂|笃)")


def after_then(text: str, pos: int, end: int, mine: list[str], others: Names,
               person_at: Callable[[int, int, list[str], Names], Subject | None]) -> Subject | None:
    """The subject by his own name after words that set the scene and 而 at `pos`, where no one
    opens the clause and he dies there (后一月而某卒: his death, told with his name). Not another
    man: the names the document reads hold words too (流矢中股而力战不衰 is no man named 力战)."""
    m = THEN.match(text, pos, end)
    found = person_at(m.end(), end, mine, others) if m else None
    if found is None or found.who != SELF or found.basis != NAME or found.cue is None:
        return None
    return found if _THEN_DIES.match(text, found.cue.end, end) else None


def kin_named(text: str, start: int, pos: int, given: str, mine: list[str], rules: SubjectRules) -> str:
    """The kinsman term that introduced `given` in text[start:pos] (兄攸亦发其事, 以质子敦为…: 攸, 敦),
    or "": the term opens a clause or follows a name of the subject's (天子, 太子 are no kin), and
    a name stop, punctuation or a verb follows the given name; or a counted list of kinsmen names
    it (子三人：忠彦、纯彦、嘉彦). 其 may stand before the term, and his age after the name (其子仆年九岁)."""
    at = text.rfind(given, start, pos)
    while at > start:
        term = text[at - 1]
        before = text[max(start, at - 6):at - 1].removesuffix("其")
        after = at + len(given)
        if term in KIN_ENDS and (not before or before[-1] in CLAUSE_BREAK or any(
                before.endswith(f) for f in mine if f)) and (after >= len(text) or not is_han(text[after])
                                                              or _AGED.match(text, after)
                                                              or _before_a_verb(text, after, len(text), rules)):
            return term
        at = text.rfind(given, start, at)
    listed = (m.group(1) for m in matches_in(_KIN_LIST, text, start, pos) if given in m.group(2).split("、"))
    return next(listed, "")


def given_names(opening: str, mine: list[str], rules: SubjectRules, worded: bool = False) -> list[str]:
    """The two- and one-character starts of `opening` (both whole within it) that may be a man's
    given name: Han characters, no name stop, not the subject's own given name or part of it.
    `worded`: those with a name stop in them instead (众), a word as often as a name, which
    receivers.py reads as a name only where it also opens a clause alone (acts_alone); never a
    particle alone (以, 于)."""
    out = []
    for n in (2, 1):
        given = opening[:n]
        # the cheap tests first (asked of nearly every clause): most starts fail on a stop or a particle
        if len(given) == n and given not in _PARTICLES and (not rules.name_stops.isdisjoint(given)) == worded \
                and all(is_han(ch) for ch in given) and not any(given in form for form in mine):
            out.append(given)
    return out


# one character: never a name (位至…); nor the words that open a clause before a verb and head a post
# too (大破之 / 赠大将军, 上怒 / 上开府, 少好学 / 少府); nor 再, "again" (再任 after 王安石再入相 is
# no man named 石再), which only a longer name holds (再兴 of 杨再兴); nor 功, "merit" (以功封… after 以迎
# 魏孝武功 is no man named 武功)
_PARTICLES = "以为爲于於与及而之其所乃遂则亦又并皆俱自使令即既将位仕大上少再功"


def acts_alone(text: str, entry_start: int, given: str, rules: SubjectRules) -> bool:
    """Whether the entry opens a clause with `given` alone before a verb (众素狂易): it is used
    as a man's name, not only as a piece of a post (礼 of 礼部尚书, 魏 of 魏国公)."""
    at = text.find(given, entry_start)
    while at >= 0:
        after = at + len(given)
        if text[at - 1:at] in CLAUSE_BREAK and after < len(text) and rules.predicate.match(text, after):
            return True
        at = text.find(given, after)
    return False


def _before_a_verb(text: str, at: int, end: int, rules: SubjectRules) -> bool:
    """Whether what follows a name at `at` is a verb or a particle (深复来攻…, 约等…, 建取…), or a
    feeling (道成怒，改计攻城: his anger, then his deed), an adverb of _ADVERBS may stand before it
    (槐终不敢…, 俨常从行)."""
    if at + 1 < end and text[at] in _ADVERBS:
        at += 1
    return text[at] in rules.name_stops or bool(_FEELING.match(text, at, end) or rules.predicate.match(text, at, end))


# "in the end", "after all", "still", "yet", "always", "alone", "each time", "often" between a man's name
# and his verb; not 深 ("deeply"), a given name's character as often (誉深衔之 is 萧誉's resentment)
_ADVERBS = "终竟犹尚素独每常"


# 怒, 大怒, 甚惧, 惶恐, 忌之: a degree word, then a feeling; no common surname among them (悦, 忧 are
# names and words)
_FEELING = re.compile("[大甚颇深益愈]?[惧怒恐窘惊怨恨惭愧惶忿愤忌畏]")


def named_whole(text: str, start: int, pos: int, given: str, mine: list[str], rules: SubjectRules,
                 whole_only: bool = True) -> str:
    """The latest full name (a listed surname and `given`) standing whole in text[start:pos]: a
    name stop, punctuation or a verb after it (周系英面陈); or anyhow, with `whole_only` false."""
    at = text.rfind(given, start, pos)
    while at > start:
        after = at + len(given)
        whole = not whole_only or after >= len(text) or not is_han(text[after]) \
                or _before_a_verb(text, after, len(text), rules)
        for k in (2, 1):
            surname = text[at - k:at] if at - k >= start else ""
            full = surname + given
            # a one-character surname that is a word too (于, 有) names no one; 令 of 令狐 does
            if whole and surname and (k == 2 or surname not in rules.name_stops) and leading_surname(full) == surname \
                    and _another_man(text, at - k, full, mine, rules):
                return full
        at = text.rfind(given, start, at)
    return ""


def _another_man(text: str, at: int, full: str, mine: list[str], rules: SubjectRules) -> bool:
    """Whether `full` at `at` is another man's name: not the subject's (nor part of one of his
    forms), no time (an era), no place, no post."""
    if any(full in form or form in full for form in mine if len(form) >= 2):
        return False
    time = rules.time_prefix.match(text, at)
    if time and time.end() > at + 1:
        return False
    return rules.plausible(full) and not a_place(text, full, rules) and not rules.office_word.match(text, at)


def free_given_names(text: str, start: int, end: int, mine: list[str], rules: SubjectRules) -> frozenset[str]:
    """His one-character given names (敻 of 韦敻) that open FREE_OPENINGS or more clauses of his entry:
    there the name is his before any word (敻对…, 敻唯取…), not only before a verb. Never a
    character that is itself a word opening clauses (遂, 乃, 以 …) or stops names."""
    singles = [f for f in mine if len(f) == 1 and f not in rules.name_stops and not rules.predicate.match(f)]
    if not singles:
        return frozenset()
    opened = [text[s] for s, e in clause_spans(text, start, end) if e - s > 1]
    return frozenset(f for f in singles if opened.count(f) >= FREE_OPENINGS)
