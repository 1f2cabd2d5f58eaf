"""Another man's own account, opened by his name and 字 (or by kinship or his given name alone:
kin_openers.py), inside an entry.

The histories tell a colleague's or a kinsman's life inside the entry where he appears: a
sentence opens with his name (often his given name alone) and his 字, and his posts and death
follow with no name again: 「遐字景远，好学，有义行。官至光禄大夫，永元初卒。」 Carried on as the
entry subject's, that life is given to the wrong man with a real citation. A sentence that opens
so, with a name that is none of the subject's, starts that man's account: the clauses after it
that name no one are undecided (kept out of the subject's biography) until a clause opens with
the subject's own name again. Where the next clause says whose kinsman he is (庆远从父兄子也),
kin_accounts.py reads the kinsman's account instead.
"""

from __future__ import annotations

import re

from ...models import KIN, NAME, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, Span, Subject
from .kin_openers import another_name
from .name_shapes import SubjectRules, ruler_at

# Words before 字 that are no man's name: 改字 / 更字 / 赐字 (a 字 changed or given), 小字, 表字, 名字
_NOT_A_NAME_START = "改更易赐小表名其又"
_TITLED = re.compile(r"[\u4e00-\u9fff]{1,5}[王公侯伯]([\u4e00-\u9fff]{1,2})")
# an era's second character, then 中/初/末 or its year: 太和中, 景明十年 (not 业年十五, 业与二弟)
_ERA_AFTER = re.compile("[^年岁与及][中初末元二三四五六七八九十]")
_MARK = "own account, opened by his name"
_NOTE = "{name}'s " + _MARK + " and {how}: carried on until the entry names him again"


def in_styled_account(subject: Subject) -> bool:
    """Whether a clause's subject was read as standing in another man's account opened by his 字
    (last_death.py: the death at its end is his, not the entry subject's)."""
    return subject.basis == UNDECIDED and _MARK in subject.note


def _name_at(text: str, name: str, start: int, end: int) -> int:
    """Where `name` stands whole in its opening clause text[start:end]: before his 字 or 本字
    (遐字景远, 白泽本字钟葵) or last (浑弟比陵; not the 元 of 元昌 in 元昌弟元); else -1."""
    at = text.find(name, start, end)
    while at >= 0:
        after = at + len(name)
        if after == end or text[after] in "字本":
            return at
        at = text.find(name, after, end)
    return -1


class StyledAccount:
    """Whether the clauses of one entry stand in another man's account opened by his name and 字."""

    def __init__(self, text: str, rules: SubjectRules, mine: list[str]):
        self.text, self.rules = text, rules
        # his given name inside a noble title (长沙嗣王业 → 业), which the entry writes alone (业幼而明敏)
        self.mine = mine + [m.group(1) for f in mine if (m := _TITLED.fullmatch(f))]
        self.name = ""  # the man whose account is open
        self._cue: Span | None = None
        self._how = ""

    def read(self, stated: Subject | None, start: int, opener: tuple[str, int, int] | None,
             first_sentence: bool) -> Subject | None:
        """The subject of the clause at `start`: undecided, naming the other man, while his account
        is open and the clause names no one; else `stated`. `opener`: (name, start, end) of the
        sentence's name-and-字 clause (KinAccounts); in the entry's first sentence none opens."""
        name = opener[0].removesuffix("本") if opener else ""  # 白泽本字钟葵: his first 字
        at = _name_at(self.text, name, opener[1], opener[2]) if opener else -1  # 浑弟比陵: the new man last
        # a name after kinship passed kin_openers' tests (章子统: 统 stops names elsewhere)
        new = opener is not None and opener[1] == start and not first_sentence and (at != start or self._another(name))
        if new and at != start and stated is not None and stated.who in (OTHER, KIN) and stated.name:
            self.name = ""  # 颖胄子靡，…早卒: the tracker names the kinsman and carries his clauses on to him
        elif new:
            how = f"kinship ({self.text[opener[1]:opener[2]]}…)" if at != start else f"字 ({name}字…)" \
                if "字" in self.text[start:opener[2] + 2] else f"a comma ({name}，…: his given name alone)"
            self.name, self._cue, self._how = name, Span(at, at + len(name)), how
        elif stated is not None and stated.who == SELF:
            self.name = ""  # his own name opens a clause: his account resumes
        elif self.name and not self._how.startswith("kinship") and (his := self._his_name_at(start)):
            self.name = ""  # 业幼而明敏 (of 长沙嗣王业): one character of his, read as his name here
            # (not in a kinsman's account opened by kinship: 飏弟升…。翻惭恚，…升终不止 goes on about 升)
            return stated if stated is not None and stated.who in (OTHER, KIN) else his
        if not self.name or (stated is not None and stated.who in (SELF, OTHER, KIN) and stated.name):
            return stated
        return Subject(UNKNOWN_WHO, self.name, UNDECIDED, self._cue, note=_NOTE.format(name=self.name, how=self._how))

    def close(self) -> None:
        self.name = ""

    def _his_name_at(self, start: int) -> Subject | None:
        """The subject himself when the clause at `start` opens with one of his forms, whatever follows."""
        at = start + len(self.text[start:start + 2]) - len(self.text[start:start + 2].lstrip(" \u3000"))
        form = next((f for f in sorted(self.mine, key=len, reverse=True) if f and self.text.startswith(f, at)), "")
        if len(form) == 1 and _ERA_AFTER.match(self.text, at + 1) or ruler_at(self.text, at, form):
            return None  # 太和中, 景明初 (of 太 or 景): an era's first character; 明帝: a ruler; not his name
        return Subject(SELF, form, NAME, Span(at, at + len(form))) if form else None

    def _another(self, name: str) -> bool:
        """Whether `name` may be a man's name that is none of the subject's forms."""
        return another_name(name, self.rules, self.mine) and name[0] not in _NOT_A_NAME_START
