"""A man named whole once, at a clause's start, before his verb: 石某某护葬，转观察使.

The histories name a minor man in full where he acts and never again. His name runs straight
into his verb (护葬, 乘城固守) with no word that stops names between them, so the name-like run is
longer than a surname and a given name, and the tracker read the clause as a word it does not
list: the subject's, carried, and the post or deed after it in the sentence his, with a real
citation. A single-character surname, a two-character given name and a verb right after them
(the predicate pattern) make the clause another man's. Not a name of the subject's, an office, a
place or a time (person_names.why_not, a_place), a temple title or a ruler (高祖闻而嘉之, 宋明帝每见某,
某王尤加钦重: the throne or a patron, whose grant follows), nor a
surname that is a word of his far more often (解褐…, 尚公主), nor an office word inside the run
(白衣兼御史中丞, 田曹行参军), nor a clause of four characters alone (桑麻成行，花药成行): prose in
fours, not a man and his verb (a man named once acts on something: 护葬, 乘城). Opening a sentence, the
name need not run into a verb: 王僧达贵公子孙，以才傲物，为吴郡太守 tells of him what he was (but not
where a man named so starts inside the run, 寿春李玄成作乱, a place and a man, nor after a state's
name: 魏孝武西迁, a ruler).

So does a role word of one to four characters before such a name (谏官刘安世以…, 统军王子武乘城固守,
裨将刘文喜因…), or before a surname and a one-character given name (驻泊都监田斌亦以…): a word
ending as a role does (…官, …将, …军, …丞, …帅, …监 …) that the office list does not hold, so
the title test never read the name after it. Not when the man speaks against someone or advises
(谏官某某论某贪墨，夺职: the punishment after it is the accused's, often the subject's), nor a list
of men (宠吏某某及假子某某…).
"""

from __future__ import annotations

from collections.abc import Sequence

from .aliases import leading_surname
from .name_shapes import RULER_ENDS, SENTENCE_END, SubjectRules, a_place, is_han
from .person_names import PersonNames

# surnames that open a clause as a word of his far more often (解褐, 权知, 尚主, 应举, 闻…乃还, 安贫, 车驾, 易心,
# 连章乞免, 益严备御, 通商惠工, 索毁…, 贺…生辰, 别置…, 尤善…, 终太常少卿, 丁内艰; in a list of his ways:
# 廉谨雅素, 经传多通, 明步天历算, 禄禀随散, 广益异闻, 成文粲然, 陈嫡庶分)
_WORD_FIRST = "解权尚应闻安车易连益通索贺别尤终丁廉经明禄广成陈"
# counts a given name opens with, and what a count counts (百人, 千户: no name)
_COUNT_NAMES, _COUNTED = "万千百", "人户匹斤石级余口骑众岁年"
# states and dynasties, whose names are surnames too: opening a sentence, 魏孝武西迁 and 齐北平王贞为司州牧 are a
# ruler and a prince of the state, not a man named once
_STATES = "齐魏周陈梁宋燕秦晋楚吴蜀隋赵唐汉"
# the last character of a role word before a man's name (谏官, 统军, 裨将, 大理丞, 贼帅, 门吏, 驻泊都监)
_ROLE_ENDS = "官将军丞相帅守尉吏监"
# no role word holds a coverb or a verb acting on the man after it (与中丞某某同议, 荐裨将某某…, 斩魏将某某以徇,
# 督偏将某某进讨: his clause)
_NO_ROLE = "与从随及共同偕率遣命令使以为于在至自召荐举劾奏请拜授除迁擢诏敕斩杀擒获执诱劝谕督檄招说责"
# after the name, or as the third character read as one (谢某议: a one-character given name):
# words against a man, advice or a recommendation (谏官某某论某贪墨，夺职; 中尉某表荐某，除…: what follows is
# the accused's, often the subject's), or a list of men (宠吏某某及假子…): the run would take his clauses
_NOT_AN_ACT = "劾论弹奏言指诋乞请议谓表荐举保及等"


def named_once(text: str, pos: int, end: int, mine: Sequence[str], rules: SubjectRules,
               person_names: PersonNames) -> bool:
    """Whether text[pos:end] opens with a surname, a two-character given name and a verb; or with a
    two-character surname (令狐, 斛律) and a given name of one or two characters before a verb."""
    if len(surname := leading_surname(text[pos:pos + 4])) == 2:
        return any(_named_whole_once(text, pos, pos + 2 + n, end, mine, rules, person_names, surname) for n in (1, 2))
    return _named_whole_once(text, pos, pos + 3, end, mine, rules, person_names, text[pos:pos + 1])


def _named_whole_once(text: str, pos: int, at: int, end: int, mine: Sequence[str], rules: SubjectRules,
                      person_names: PersonNames, surname: str) -> bool:
    """Whether text[pos:at], a name opening with `surname` (what a name stop may hold: 令 of 令狐), is
    another man's before his verb at `at`."""
    full, given = text[pos:at], text[pos + len(surname):at]
    read = given[1:] if _named_by_count(given) else given  # 江万里: 万 stops names, but not this one
    if at >= end or leading_surname(full) != surname or full[0] in _WORD_FIRST or given[0] in "祖宗" \
            or full[-1] in RULER_ENDS or not all(is_han(ch) for ch in full) \
            or any(ch in rules.name_stops for ch in (read if len(surname) == 2 else surname + read)):
        return False
    time = rules.time_prefix.match(text, pos)  # 明年, 元和二年: a time, not 明 or 元 and a name
    said = rules.predicate.match(text, at, end) or text[pos - 1:pos] in SENTENCE_END and is_han(text[at]) \
        and full[0] not in _STATES and not _inner_name(text, pos + 2)
    return bool(said) and rules.plausible(full) \
        and not (time and time.end() > pos + 1) and not person_names.why_not(full) and not a_place(text, full, rules) \
        and not any(rules.office_word.match(text, p) for p in range(pos, at + 1)) and end - pos > 4 \
        and not any(full in form or form in full for form in mine if len(form) >= 2)


def _named_by_count(given: str) -> bool:
    """Whether a two-character given name opens with a count that names (万里, 千秋, 百药), not a count of
    something (百人, 千户)."""
    return len(given) == 2 and given[0] in _COUNT_NAMES and given[1] not in _COUNTED


def _inner_name(text: str, at: int) -> bool:
    """Whether a surname at `at`, the third character of the run, may open a man after a place of two
    (寿春|李玄成作乱). Not the second: a given name often opens with a surname's character (张尧佐缘后宫亲，
    为三司使 is 张尧佐's post, not 张 and a man 尧佐缘)."""
    return len(leading_surname(text[at:at + 3])) == 1


def titled_once(text: str, pos: int, end: int, mine: Sequence[str], rules: SubjectRules,
                person_names: PersonNames) -> bool:
    """Whether text[pos:end] opens with a role word (谏官, 统军, 裨将) and then a man named once (named_once)."""
    for k in range(1, 5):
        role = text[pos:pos + k]
        if len(role) < k or not is_han(role[-1]) or role[-1] not in _ROLE_ENDS:
            continue
        if all(is_han(ch) and ch not in _NO_ROLE for ch in role) and not any(f in role for f in mine if f) \
                and not any(ch in _NOT_AN_ACT for ch in text[pos + k + 2:pos + k + 4]) \
                and (named_once(text, pos + k, end, mine, rules, person_names)
                     or _one_character_given(text, pos + k, end, mine, rules, person_names)):
            return True
    return False


def _one_character_given(text: str, at: int, end: int, mine: Sequence[str], rules: SubjectRules,
                         person_names: PersonNames) -> bool:
    """After a role word, a surname and a one-character given name before a verb (驻泊都监田斌亦以…):
    the role says a man follows, so a short name is one too."""
    full = text[at:at + 2]
    return len(full) == 2 and leading_surname(full) == full[0] and full[0] not in _WORD_FIRST \
        and is_han(full[1]) and full[1] not in rules.name_stops and bool(rules.predicate.match(text, at + 2, end)) \
        and not person_names.why_not(full) and not any(full in form for form in mine if form)


def runs_into_verb(text: str, pos: int, surname: str, end: int, rules: SubjectRules) -> bool:
    """Whether `surname` at `pos` and a given name run on into a verb (孔文仲对策, a man named once): two
    characters after a one-character surname (突厥围雁门 is a people, 车服 a word), one or two after a
    two-character one; none of them opens as a verb does (强力专精 is a word), and the surname is no word
    of his far more often (安贫, 尤善); no post (司徒左长史), no place (乐安任昉) and no clause of four characters
    alone (桑麻成行: prose in fours)."""
    at = pos + len(surname)
    if surname in _WORD_FIRST or end - pos <= 4 or rules.office_word.match(text, pos) \
            or rules.office_title.match(text, pos, end):
        return False
    return any(rules.predicate.match(text, at + n, end) and not a_place(text, text[pos:at + n], rules)
               and not any(rules.predicate.match(text, at + k, end) for k in range(n))
               for n in ((1, 2) if len(surname) == 2 else (2,)))
