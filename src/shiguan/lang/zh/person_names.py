"""Whether a word read as a person is a person's name, or an office, a place or words.

A node made for a word that names no one takes every fact the document's name index finds at
that word again: 通直散 of 通直散骑常侍 becomes a man holding every 散骑常侍 of the chapter, 国子
of 国子博士 one holding every chair of the 国子学. So a word is no person's name when it is an
office itself (吏部郎 read after 尚书, 尚书左丞), or when the text writes it, at every place it
stands, as the start of an office (国子博士/国子祭酒, 步兵校尉, 宁朔将军, 吴郡太守). A real name
stands somewhere before a verb or a clause break; a man named once, before a post, in a list
of appointments (授某某定边将军) is kept: nothing shows him to be an office.
These read the shape of the language: the office words of extract.toml, never a list of names.
"""

from __future__ import annotations

from ...models import ASIDE, KIN, Subject
from .aliases import leading_surname, name_body
from .name_shapes import CLAUSE_BREAK, RULER_ENDS, SubjectRules, a_place, is_han
from .not_a_name import shape_not_a_name

_INSIDE, _AFTER = "inside", "after"
_PLACE_END = "州郡县"  # 雍州, 吴郡: a place (before 刺史, 太守)
TAKES = "兼摄"  # 赵平章摄太尉, 王俭兼太尉: a man, then the post he takes; not after two characters
# an office word runs into or that open with no surname (南中郎长兼行参军)
_COUNT = "二三四五六七八九十"  # 都督荆雍益梁宁|五州|诸军事: the places a post counts
_SIDE = "左右"  # 拜韩忠彦左仆射: the post opens right after the name, with its side (左仆射)
_REACH = 2  # an office word may begin this many characters after the word (通直散|骑|常侍, 平西鄱|阳王|长史)


class PersonNames:
    """The name test of one document (its answers kept: a name is asked of many clauses)."""

    def __init__(self, text: str, rules: SubjectRules):
        self.text = text
        self.rules = rules
        self._office_start: dict[str, bool] = {}

    def why_not(self, name: str) -> str:
        """Why `name` names no person in this document, or "" when it may name one."""
        if not name:
            return ""
        if self.rules.office_end.search(name):
            return f"{name} is an office, not a name"
        if len(name) >= 2 and name[-1] in _PLACE_END:
            return f"{name} is a place, not a name"
        if self.office_start(name):
            return f"{name} is the start of an office wherever the text writes it"
        return shape_not_a_name(name, self.text)  # 枢密院, 国夫 of 国夫人

    def shaped(self, who: Subject, known: frozenset[str]) -> bool:
        """Whether another person's name has a person's shape, so that a node may be made for him:
        an entry's name (`known`); a name a kinsman term, 者 or a native place introduces; two or
        more characters otherwise (以慧晓为…: a given name); never words that stop names (以疾, 益封二),
        a ruler, a lady, a state, a place or an army (晋安帝, 孔氏, 魏豫州, 魏军), nor the start of an
        office (临川太 of 临川太守)."""
        name, rules = who.name, self.rules
        if name in known:
            return True
        if not name or not all(is_han(ch) and ch not in rules.name_stops for ch in name_body(name)) \
                or name[-1] in RULER_ENDS + "氏" or rules.post_end.search(name) or self.why_not(name):
            return False
        if who.cue is not None and (title := rules.office_title.match(self.text, who.cue.end - len(name))) \
                and title.end() > who.cue.end:
            return False  # 母临川太守谢惠宣女: 临川太 is the start of an office
        if who.who == KIN or who.basis == ASIDE:
            return True
        return len(name) >= 2 and name[-1] not in "州郡县国军" and not a_place(self.text, name, rules)

    def office_start(self, name: str) -> bool:
        """Whether every place the text writes `name` goes on into an office word: twice or
        more (国子博士 … 国子祭酒), or once with the word begun inside it or a character after it
        (通直散|骑|常侍, 宁朔将|军). A name written once right before a post (授李思忠都督同知)
        may be a man's: nothing shows it is not."""
        if name not in self._office_start:
            text, at, seen, inside = self.text, self.text.find(name), 0, False
            while at >= 0:
                how = self.continues_at(at, name)
                if not how:
                    break
                seen, inside = seen + 1, inside or how == _INSIDE
                at = text.find(name, at + 1)
            self._office_start[name] = at < 0 and (seen >= 2 or inside)
        return self._office_start[name]

    def _surname_given(self, pos: int, name: str) -> bool:
        """王俭 (兼太尉): a one-character surname and a one-character given name, which 兼 or 摄
        ends; not the end of an office word begun before it (中郎|长兼)."""
        return len(name) == 2 and leading_surname(name) == name[0] and not any(
            (m := self.rules.office_any.match(self.text, s)) and m.end() > pos for s in range(max(pos - 2, 0), pos))

    def continues_at(self, pos: int, name: str) -> str:
        """How the text goes on from `name` at `pos` into an office word: one begun inside it or
        at most _REACH characters after it (_INSIDE: 宁朔将|军, 通直散|骑|常侍), or right after it
        (_AFTER: 国子|博士); "" when none does, or a clause break, a verb or another word that
        stops names comes first (王茂|为|太守, 赵平章|摄|太尉), but for the count of places a post holds (荆雍|五州|
        诸军事)."""
        text, rules = self.text, self.rules
        end = pos + len(name)
        for p in range(pos + 1, min(end + _REACH, len(text)) + 1):
            gap = text[p - 1]
            if p > end and not (is_han(gap) and gap not in CLAUSE_BREAK
                                and (gap not in TAKES or len(name) < 3 and not self._surname_given(pos, name))
                                and (gap not in rules.name_stops or gap in _COUNT)):
                return ""
            m = rules.office_any.match(text, p)
            if m and m.end() > end:
                return _AFTER if p == end or (p == end + 1 and gap in _SIDE) else _INSIDE
        return ""
