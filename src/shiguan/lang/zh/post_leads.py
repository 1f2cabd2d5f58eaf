"""A post whose words open with a man's name (issue 41): granted to him, or on his staff.

授李思忠都督同知 grants the post to 李思忠; but 为刘敬宣宁朔府司马 and 为王景文镇南谘议参军 are posts
the subject held under 刘敬宣 and 王景文. Read as grants, they gave the patron his subordinate's
post with a real citation (attribute.py). After a verb of granting the two readings meet
(授惟德汝州司士参军: his grandson's post; 除王景文安南谘议参军: his own under 王景文), and the post
is no one's until the text says more.
"""

from __future__ import annotations

import re
from collections.abc import Collection

from .name_shapes import CLAUSE_BREAK, SubjectRules

# 刘敬宣|宁朔府|司马: an office (府), then the post in it
STAFF = re.compile("[\u3400-\u9fff]{0,4}府(?=[\u3400-\u9fff])")
# 王景文|镇南谘议参军, 裴某|司马: his command, then a staff title ending the post (not 为长史: a grant to him;
# not 琇之|晋熙王冠军长史: another patron, 王 or 公, stands between)
STAFF_TITLE = re.compile("(?:(?![为爲為兼领以王公])[\u3400-\u9fff]){0,6}?"
                         "(?:司马|长史|参军|主簿|功曹|从事|记室|掾|助教|录事|别驾|治中)(?![\u3400-\u9fff])")
ON_STAFF = re.compile(f"{STAFF.pattern}|{STAFF_TITLE.pattern}")
ON_HIS_STAFF = "a post on the named man's staff"
GRANT_VERBS = "授封除拜迁补转赠加进擢"  # verbs of granting a post or an honour (also attribute.py, quote_edges.py)
# 累迁王景文镇南长史, 为王景文镇南谘议参军: his own move onto a man's staff, granted to no one; any other verb
# before the man (署, 用: he appoints the man) reads as before the staff shapes
_HIS_MOVES = "迁转为爲為兼领行守"


def after_grant_verb(text: str, at: int) -> bool:
    """A value at `at` standing right after a verb of granting (封张文远…，授李思忠…), not after 、 or 为."""
    return text[at - 1:at] in GRANT_VERBS


def staff_post(text: str, at: int, lead: str, value: str, rules: SubjectRules) -> str:
    """How the post `value` at `at`, opening with `lead`, reads: ON_HIS_STAFF (a post on the staff of
    an office, or of a man the text names elsewhere after his own move: 迁, 转, 为, 兼), the reason it is
    no one's (such a staff title after another verb of granting), or "" (neither shape, or after 署, 用)."""
    if STAFF.match(value, len(lead)):
        return ON_HIS_STAFF
    if not STAFF_TITLE.match(value, len(lead)) or not named_as_a_man(text, lead, at, rules):
        return ""
    if text[at - 1:at] in _HIS_MOVES:
        return ON_HIS_STAFF
    if after_grant_verb(text, at):
        return f"{value}: granted to {lead}, or a post on {lead}'s staff"
    return ""


_NAMING_GRANTS = "除拜授"  # not 迁, 转 (his own move onto a staff) nor 封, 赠 (a title, an honour)
_RANK_WORDS = "大左右前后中上下副少小"  # 车骑大|将军, 镇军左|长史: the rank opens the post
_TITLE_WORDS = "行郎"  # 卫军行|参军 (acting), 司封郎|官兼…: a word of the title, no name, ends the lead
_RULER = "祖宗帝"  # 除高祖平北长史: a post on a ruler's staff (his temple title), his own


def granted_whole(text: str, at: int, lead: str, rules: SubjectRules, names: Collection[str]) -> str:
    """Why a post after 除, 拜 or 授 that opens with a surname and a two-character given name
    (除王仲宣征西长史) is no one's yet, even where the text writes the name only there: it is that
    man's post, or one on his staff; "" for any other lead (拜司徒左长史: an office opens it; 拜车骑
    大将军: a rank word ends it; 授司封郎官: 郎 or 行 (acting) ends it; 拜宁车骑将军 after 子宁: a kinsman's
    name or a shorter name of `names`, the document's, opens it)."""
    if len(lead) != 3 or text[at - 1:at] not in _NAMING_GRANTS or lead[-1] in _RANK_WORDS + _TITLE_WORDS \
            or lead[1] in _RULER \
            or rules.office_any.search(lead) or any(rules.office_word.match(text, at + i) for i in (1, 2)) \
            or lead[:2] in names or re.search(f"(?:{rules.kin.pattern}){lead[0]}[，。；]", text):
        return ""
    return f"{lead} stands whole after {text[at - 1]}: the post is that man's, or one on his staff"


def named_as_a_man(text: str, lead: str, at: int, rules: SubjectRules) -> bool:
    """Whether the text writes `lead` somewhere else as a man's name, before a verb, a particle or
    a clause break (王茂辞不受), and not going on as it does at `at` (车骑大|将军 everywhere)."""
    end = at + len(lead)
    goes_on = text[end:end + 1]
    i = text.find(lead)
    while i >= 0:
        nxt = text[i + len(lead):i + len(lead) + 1]
        if i != at and nxt != goes_on and (not nxt or nxt in CLAUSE_BREAK or nxt in rules.name_stops):
            return True
        i = text.find(lead, i + 1)
    return False
