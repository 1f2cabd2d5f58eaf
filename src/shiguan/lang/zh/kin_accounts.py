"""A kinsman's own account inside the entry of the man he is kin to.

The histories of the Southern and Northern dynasties write a family in one entry. After the
head's life a sentence opens with another man's name and 字, then says whose kinsman he is:
「文达字仲远，庆远从父兄子也。」 The clause that names the head there states the kinship; it
is the new man's clause, not the head's, and what follows (his father, his career, his death)
is the kinsman's account. Inside it the head is named as the one acted on (随庆远征广陵), which
does not hand the account back to him: only a clause that opens with the head's own name does.
Nor does his merit, for which the heir is granted (子明，…以椿功袭爵): 以 + his name + 功 states
no subject. A man introduced by name and 字 with no kinship after it opens his own account too
(styled_accounts.py).
"""

from __future__ import annotations

import re

from ...models import APPOINTEE, KIN, KINSMAN, OTHER, SELF, Span, Subject
from .kin_openers import given_opener, kinsman_opener
from .name_shapes import SENTENCE_END, SubjectRules
from .person_names import PersonNames
from .styled_accounts import StyledAccount

# A sentence-opening clause that is a name and its 字 (文达字仲远), or a name alone before a
# clause that gives the 字 (文达，字仲远): the man the kinship clause after it speaks of.
_NAME_AND_STYLE = re.compile(r"(?P<name>[^，。；：、\s字]{1,4})(?:字[^，。；：、\s]{1,3})?")
_STYLE_NEXT = re.compile(r"[，,]字[^，。；：、\s]{1,3}[，,]")
# After 以 and the head's name: his merit, for which another (his heir) is granted (以椿功袭爵)
_MERIT = re.compile(r"之?(?:功|勋|荫|战功)")


class KinAccounts:
    """Which clauses of one entry stand in a kinsman's own account (read clause by clause)."""

    def __init__(self, text: str, rules: SubjectRules, mine: list[str], person_names: PersonNames):
        self.text, self.rules, self.mine = text, rules, sorted(mine, key=len, reverse=True)
        self._names = person_names  # given_opener's name test
        self._kin = False  # inside a kinsman's account: the head acted on does not end it
        self._opener: tuple[str, int, int] | None = None  # (name, start, end) of 文达字仲远
        self._first: int | None = None  # where the entry's first clause starts
        self._first_end: int | None = None  # where its first sentence ends (found once)
        self._styled = StyledAccount(text, rules, self.mine)  # 遐字景远，…: another man's account

    def read(self, stated: Subject | None, start: int, end: int) -> Subject | None:
        """The subject of the clause text[start:end]: the kinsman when the clause states his
        kinship to the head (庆远从父兄子也, after 文达字仲远), else `stated` as read."""
        opener = self._opener
        self._opener = opener if opener and self.text.startswith("字", start) else self._opens(start, end)
        if stated is not None and stated.who == SELF and stated.basis == APPOINTEE and stated.cue \
                and _MERIT.match(self.text, stated.cue.end):
            stated = None  # 子明…以椿功袭爵: the heir's grant for the head's merit, not the head's post
        self._first = start if self._first is None else self._first
        if stated is not None and stated.who == OTHER and stated.cue and stated.cue.start == start \
                and self._terms(stated.cue.end, end) and self._in_first_sentence(start):
            return None  # 文达，字仲远，庆远之从子也: whose kinsman he is, in his own entry's opening
        term = opener and stated is not None and stated.who == SELF and self._kinship(start, end)
        if not term:
            stated = self._styled.read(stated, start, self._opener, self._in_first_sentence(start))
        if stated is None or stated.who != SELF:
            return stated
        if opener and term:
            self._styled.close()
            self._kin = True
            name, o_start, _ = opener
            return Subject(KIN, name, KINSMAN, Span(o_start, end), kin=term)
        self._kin = False  # the head opens a clause again: his account resumes
        return stated

    @property
    def open(self) -> bool:
        """Inside a kinsman's or another man's own account: the head acted on does not end it."""
        return self._kin or bool(self._styled.name)

    def _in_first_sentence(self, start: int) -> bool:
        """Whether no sentence has ended between the entry's start and `start` (its opening)."""
        if self._first is None:
            return False
        if self._first_end is None:  # asked for every clause: the first sentence's end is found once
            self._first_end = next((i for i in range(self._first, len(self.text)) if self.text[i] in SENTENCE_END),
                                   len(self.text))
        return start <= self._first_end

    def _opens(self, start: int, end: int) -> tuple[str, int, int] | None:
        """(name, start, end) when the clause opens a sentence with a name and its 字, or with another
        man's name, a kinship term and a new man's given name (kin_openers.py)."""
        text = self.text
        if start > 0 and text[start - 1] not in SENTENCE_END:
            return None
        m = _NAME_AND_STYLE.fullmatch(text, start, end)
        if m is None or "字" not in m.group(0) and not _STYLE_NEXT.match(text, end, end + 6):
            # 浑弟比陵，…: 比陵's account; 爽，… after 高爽: his
            return kinsman_opener(text, start, end, self.rules, self.mine) or \
                given_opener(text, start, end, self.rules, self.mine, self._names)
        return m.group("name"), start, end

    def _kinship(self, start: int, end: int) -> str:
        """The kinsman term when the clause is the head's name, a kinsman term and 也 (庆远从父兄子也,
        庆远之子也): it says whose kinsman the man just named is."""
        text = self.text
        if text[start:end].count("字"):
            return ""
        for form in self.mine:  # the head's name forms, longest first
            if not text.startswith(form, start):
                continue
            if term := self._terms(start + len(form), end):
                return term
        return ""

    def _terms(self, at: int, end: int) -> str:
        """The kinsman terms when text[at:end] is (之) terms 也 (之从子也, 从父兄子也), else ""."""
        text = self.text
        at += text[at:at + 1] == "之"
        after = at
        while m := self.rules.kin.match(text, after, end):  # 从父兄 + 子: the terms chain
            after = m.end()
        return text[at:after] if after > at and text[after:end] == "也" else ""
