"""The later posts of a list granted to a man named before its first post.

「其弟晔僭立，拜肃侍中、太师、录尚书事」: 肃 is named before 侍中, and the whole list is his; the
clause, though, is about 晔, so 太师 and 录尚书事, read without a name of their own, would fall to
晔. A later post of one appointment whose first post went to the man named before it, but which the
clause gives to another, is left undecided: never given to the clause's man.
"""

from __future__ import annotations

from ...models import APPOINTEE, SELF, UNDECIDED, UNKNOWN_WHO, Fact, Subject


def after_a_named_first(facts: list[Fact]) -> list[Fact]:
    """The facts, later posts of a list whose first post named its man undecided where they are
    another man's (the clause's, not the named one's)."""
    first: dict[tuple[str, int], Subject | None] = {}
    for f in facts:
        if not f.method.startswith("office") or f.recipient is not None or f.subject is None:
            continue
        key = (f.relation, f.evidence.start)
        if key not in first:
            first[key] = f.subject if _named_before(f) else None
        elif (lead := first[key]) is not None and not _same_man(lead, f.subject):
            f.subject = Subject(UNKNOWN_WHO, "", UNDECIDED, lead.cue,
                                note=f"a later post of a list granted to {lead.name}, named before its first")
    return facts


def _named_before(f: Fact) -> bool:
    """Whether the fact's man was read from a name standing right before its value (拜肃侍中)."""
    cue = f.subject.cue if f.subject is not None else None
    return f.subject is not None and f.subject.basis == APPOINTEE and f.subject.name != "" \
        and cue is not None and f.evidence.start <= cue.start and f.span.start in (cue.start, cue.end)


def _same_man(lead: Subject, other: Subject) -> bool:
    """One man: the entry's own subject however named, or another man by the same name; an
    undecided fact stays as it is."""
    return other.basis == UNDECIDED or lead.who == other.who and (lead.who == SELF or lead.name == other.name)
