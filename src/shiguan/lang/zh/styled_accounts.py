"""Another man's own account, opened by his name and 字, inside an entry.

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

from ...models import KIN, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, Span, Subject
from .name_shapes import SubjectRules, is_han

# Words before 字 that are no man's name: 改字 / 更字 / 赐字 (a 字 changed or given), 小字, 表字, 名字
_NOT_A_NAME_START = "改更易赐小表名其又"
_MARK = "own account, opened by his name and 字"
_NOTE = "{name}'s " + _MARK + " ({name}字…): carried on until the entry names him again"


def in_styled_account(subject: Subject) -> bool:
    """Whether a clause's subject was read as standing in another man's account opened by his 字
    (last_death.py: the death at its end is his, not the entry subject's)."""
    return subject.basis == UNDECIDED and _MARK in subject.note


class StyledAccount:
    """Whether the clauses of one entry stand in another man's account opened by his name and 字."""

    def __init__(self, rules: SubjectRules, mine: list[str]):
        self.rules, self.mine = rules, mine
        self.name = ""  # the man whose account is open
        self._cue: Span | None = None

    def read(self, stated: Subject | None, start: int, opener: tuple[str, int, int] | None,
             first_sentence: bool) -> Subject | None:
        """The subject of the clause at `start`: undecided, naming the other man, while his account
        is open and the clause names no one; else `stated`. `opener`: (name, start, end) of the
        sentence's name-and-字 clause (KinAccounts); in the entry's first sentence none opens."""
        if opener and opener[1] == start and not first_sentence and self._another(opener[0]):
            self.name, self._cue = opener[0], Span(opener[1], opener[1] + len(opener[0]))
        elif stated is not None and stated.who == SELF:
            self.name = ""  # his own name opens a clause: his account resumes
        if not self.name or (stated is not None and stated.who in (SELF, OTHER, KIN) and stated.name):
            return stated
        return Subject(UNKNOWN_WHO, self.name, UNDECIDED, self._cue, note=_NOTE.format(name=self.name))

    def close(self) -> None:
        self.name = ""

    def _another(self, name: str) -> bool:
        """Whether `name` may be a man's name that is none of the subject's forms."""
        return (all(is_han(ch) and ch not in self.rules.name_stops for ch in name)
                and name[0] not in _NOT_A_NAME_START
                and not any(name in form or form in name for form in self.mine if form))
