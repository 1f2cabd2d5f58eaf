"""A grant that names its receiver: 拜众御史中丞, 诏除陶翰林学士, 赠暄卫将军.

The histories name a man in full once (御史崔众) and later give him a post by his given name
alone, right after the verb of granting and before the post. Read as a post of the entry's
subject, the run carried on from him passes through another man's appointment, and the clauses
after it in the same sentence (赠暄卫将军，谥曰忠) are that man's too. A value that opens with
the given name of a man the entry named in full before, after a verb of granting, is his; the
fact is kept undecided (one character is a weak name), and so are the facts carried on after it
in its sentence. So is a grant whose value opens with a name ending in 之 that is none of his
(赠崔勋之通直郎: 之 there is no pronoun). The given name must also open a clause of the entry alone (众素狂易), or the
full name must stand whole shortly before the grant, before a verb (荐崔亮可任。除亮某州通判;
刘珙进对 … 手诏除珙端明殿学士): a character of a post (礼 of 礼部尚书) that some earlier name
happens to end with is no man.
"""

from __future__ import annotations

import re

from .aliases import leading_surname
from .given_alone import REACH, acts_alone, given_names, named_whole
from .name_shapes import CLAUSE_BREAK, SubjectRules, is_han
from .person_names import PersonNames

GRANT_VERBS = "拜授除擢赠迁加封转补"
_BEFORE_POST = "为爲领兼"  # 擢某领节度使, 封某为某王: the man, then the post
_BOARD = "部寺监院省府司曹台阁"  # 礼部, 太常寺: after a one-character given name, a board's name, not a man's


def named_receiver(text: str, at: int, value: str, entry_start: int, mine: list[str], rules: SubjectRules,
                   person_names: PersonNames) -> str:
    """The full name of the man whose given name alone opens the granted `value` (at `at`), after
    a verb of granting, when the entry named him in full before; else ''. `mine`: the subject's
    name forms."""
    if appointed := _appointed_before(text, at, entry_start, mine, rules, person_names):
        return appointed
    if text[at - 1:at] not in GRANT_VERBS or rules.office_word.match(text, at) or rules.office_any.match(text, at):
        return ""
    if (k := value.find("之", 1, 4)) > 0 and len(value) > k + 2 and not any(value.startswith(m) for m in mine):
        return value[:k + 1]  # 赠崔勋之通直郎: a name ending in 之 (no pronoun there) opens the grant
    if full := _full_name_before_post(text, value, mine, rules, person_names):
        return full
    opening = value[:-2]  # two characters of the post at least after it
    # names that are no word first; then those that are words too (拜众御史中丞 after 崔众…，众素狂易),
    # which only a clause they open alone makes a man's
    for worded in (False, True):
        for given in given_names(opening, mine, rules, worded=worded):
            full = named_whole(text, entry_start, at - 1, given, mine, rules, whole_only=False)
            if full and not person_names.why_not(full) and (
                    acts_alone(text, entry_start, given, rules)
                    or (not worded and value[len(given)] not in _BOARD
                        and _acts_just_before(text, max(entry_start, at - REACH), at, full, rules))):
                return full
    return kin_named_before_post(text, at, value, entry_start, mine, rules)


def _full_name_before_post(text: str, value: str, mine: list[str], rules: SubjectRules,
                           person_names: PersonNames) -> str:
    """A surname and a given name opening the granted value before 为/领/兼 and the post (擢童贯领
    节度使, 封萧栋为淮阴王), a name the text writes more than once and not his: the receiver."""
    for n in (3, 2):
        name = value[:n]
        if len(value) > n + 2 and value[n] in _BEFORE_POST and _another_man(name, text, mine, rules, person_names):
            return name
    return ""


def _appointed_before(text: str, at: int, entry_start: int, mine: list[str], rules: SubjectRules,
                      person_names: PersonNames) -> str:
    """The man a clause appoints before the post at `at` (某以柳某为护军将军: 某 appoints, the
    post is 柳某's), a surname and a given name between 以 and 为 that the text writes more than
    once and are not his, or his given name alone when the entry named him in full and he acts
    alone in it (柳敬仁…，敬仁有将略。…以敬仁为…); else ''."""
    start = at
    while start > 0 and text[start - 1] not in CLAUSE_BREAK and at - start < 12:
        start -= 1
    for m in _APPOINTS.finditer(text, start, at):
        found = m.group(1)  # 以部将柳某为, 以兄子张某为: a word saying who he is may come first
        for name in dict.fromkeys(found[-n:] for n in (len(found), 3, 2) if len(found) - n <= _DESCRIBED):
            if _another_man(name, text, mine, rules, person_names) and not _a_post_taken(text, name):
                return name
        if not any(found in form for form in mine) and acts_alone(text, entry_start, found, rules) \
                and (full := named_whole(text, entry_start, m.start(1), found, mine, rules)) \
                and not person_names.why_not(full):
            return full
    return ""


def _a_post_taken(text: str, name: str) -> bool:
    """Whether the text writes `name` as a post taken, after a verb of taking it and before a clause
    break (入为卫尉。…以卫尉为护军将军: his former post, no man)."""
    return re.search(f"[为拜迁除授]{re.escape(name)}[{CLAUSE_BREAK}]", text) is not None


_APPOINTS = re.compile("以([^以为爲，。；：]{2,7}?)[为爲]")
_DESCRIBED = 4  # 部将, 兄子, 族人: the characters that may say who the man is before his name


def _another_man(name: str, text: str, mine: list[str], rules: SubjectRules, person_names: PersonNames) -> bool:
    """Whether `name` is a surname and a given name the text writes more than once, none of his."""
    return bool(leading_surname(name)) and rules.plausible(name) and not person_names.why_not(name) \
        and text.count(name) >= 2 and not rules.throne.match(name) \
        and not any(name in form or form in name for form in mine if len(form) >= 2)


def _acts_just_before(text: str, start: int, at: int, full: str, rules: SubjectRules) -> bool:
    """Whether `full` stands in text[start:at] right before a verb (刘珙进对, 荐崔亮可任), or twice
    (招杨钦来降 … 杨钦既降): a man who acts shortly before the grant, not a name that a book's title
    or a post happens to end."""
    if text.count(full, start, at) >= 2:
        return True
    found = text.find(full, start, at)
    while found >= 0:
        if rules.predicate.match(text, found + len(full), at):
            return True
        found = text.find(full, found + 1, at)
    return False




def kin_named_before_post(text: str, at: int, value: str, entry_start: int, mine: list[str],
                          rules: SubjectRules) -> str:
    """The name opening the granted `value` before 为 and the post when the entry wrote it after a
    kinsman term before (子仆…。赠仆为某州总管: the son's honour), and it is none of the subject's;
    else ''."""
    for n in (2, 1):
        given = value[:n]
        if len(value) > n + 2 and value[n] in "为爲" \
                and all(is_han(ch) and ch not in rules.name_stops for ch in given) \
                and not any(given in form for form in mine) and _after_kin_term(text, entry_start, at, given, rules):
            return given
    return ""


def _after_kin_term(text: str, start: int, end: int, given: str, rules: SubjectRules) -> bool:
    """Whether text[start:end] writes `given` right after a kinsman term (子仆, 长子仆, 弟朗)."""
    k = text.find(given, start, end)
    while k >= 0:
        if any(rules.kin.fullmatch(text, k - m, k) for m in (1, 2, 3) if k - m >= start):
            return True
        k = text.find(given, k + 1, end)
    return False


# A follower of the one who grants, named after 其 (署其徒蔡道人为司空, 以其党某为刺史): a man.
_SOMEONES_MAN = re.compile("其(?:徒|党|部将|将|下|属|客|所亲|亲信|腹心|心腹)")
_WITH = "偕与同及"  # 命偕X为Y: he and X


def no_man_named(who: str, rules: SubjectRules) -> bool:
    """Whether the words between a verb of granting and 为 name no man: a verb or an adverb (从伐明),
    or the one who goes with him (偕友濂). Someone's follower named after 其 (署其徒蔡道人为司空) is
    a man, though 其 opens clauses as an adverb does: the post is his, not the entry's man's."""
    return not _SOMEONES_MAN.match(who) and (rules.predicate.match(who) is not None or who[0] in _WITH)
