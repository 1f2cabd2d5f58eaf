"""The notes of another agent's run (subjects.py): whose run a clause stating no subject is in.

A group (贼…), the throne acting on its own (帝亲征…) or a group to the end of its sentence (师至…)
makes the clauses after it stating no subject theirs until the text names the entry's subject
again; the note says which run it is, and whether a people opened it (齐人大至: at its sentence's
end the account it cut comes back).
"""

from __future__ import annotations

from ...models import ASIDE, KINSMAN, UNDECIDED, UNKNOWN_WHO, Span, Subject

THRONE_RUN = "the throne acting on its own (帝亲征…)"
GROUP_RUN = "the enemy or rebels acting on their own (贼…, 捻窜…)"
ARMY_RUN = "a group acting on its own to the end of its sentence (师至…, 魏军…)"
RUNS = (THRONE_RUN, GROUP_RUN, ARMY_RUN)  # the notes of another agent's run
# in the note of a clause a kinsman term seemed to open (子鹄令…) that another man's given name alone
# opens (樊子鹄): his account lasts, as a kinsman's digression would, until the text names him again
KIN_SHAPED = ", written as a kinsman term and his name would be"
A_PEOPLE = ", a people"  # in a run's note when a people opens it (齐人大至), not an army (会师)
_RUN_NOTE = ": its run lasts until the text names him again"


def people_note(opener: str) -> str:
    """A_PEOPLE when the words opening a run are a people's (齐人, 夷人), else nothing."""
    return A_PEOPLE if opener.endswith("人") else ""


def undecided_run(name: str, cue: Span | None, what: str) -> Subject:
    return Subject(UNKNOWN_WHO, name, UNDECIDED, cue, note=f"{what}{_RUN_NOTE}")


def undecided(note: str, name: str = "", cue: Span | None = None) -> Subject:
    """A subject no rule can decide, saying why (`note`): kept for search, never written as his."""
    return Subject(UNKNOWN_WHO, name, UNDECIDED, cue, note=note)


def reads_as_kin(who: Subject) -> bool:
    """Whether a clause's man is one whose given name reads as a kinsman term and a name (子鹄 of
    樊子鹄): the note given_alone.kin_shaped gives him says so."""
    return who.note.endswith(KIN_SHAPED)


def digresses(stated: Subject) -> bool:
    """Whether a clause's man opens an account that lasts until the subject is named again: a kinsman,
    an aside, or a man whose given name reads as a kinsman term and a name (子鹄 of 樊子鹄)."""
    return stated.basis in (KINSMAN, ASIDE) or reads_as_kin(stated)
