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
    another man's (the clause's, not the named one's). A first post whose man was only named at
    its head and left undecided (授钱文进都督同知、镇国将军: his name, written once) takes the posts
    of its own run with it (after 、, not those listed after a comma: 除某官，员外郎 is his career)."""
    first: dict[tuple[str, int], tuple[Subject, int] | None] = {}
    for f in facts:
        if not f.method.startswith("office") or f.recipient is not None or f.subject is None:
            continue
        key = (f.relation, f.evidence.start)
        if key not in first:
            first[key] = (f.subject, f.evidence.end) if _named_before(f) or _named_at_its_head(f) else None
        elif (lead := first[key]) is not None and not _same_man(lead[0], f.subject) \
                and (lead[0].basis != UNDECIDED or f.evidence.end == lead[1]):
            f.subject = Subject(UNKNOWN_WHO, "", UNDECIDED, lead[0].cue,
                                note=f"a later post of a list granted to {lead[0].name}, named before its first")
    return facts


def _named_before(f: Fact) -> bool:
    """Whether the fact's man was read from a name standing right before its value (拜肃侍中)."""
    cue = f.subject.cue if f.subject is not None else None
    return f.subject is not None and f.subject.basis == APPOINTEE and f.subject.name != "" \
        and cue is not None and f.evidence.start <= cue.start and f.span.start in (cue.start, cue.end)


def _named_at_its_head(f: Fact) -> bool:
    """Whether the fact was left undecided for the man whose name opens its value (授钱文进都督同知)."""
    s = f.subject
    return s is not None and s.basis == UNDECIDED and s.name != "" and s.cue is not None \
        and s.cue.start == f.span.start < s.cue.end


def _same_man(lead: Subject, other: Subject) -> bool:
    """One man: the entry's own subject however named, or another man by the same name; an
    undecided fact stays as it is."""
    return other.basis == UNDECIDED or lead.who == other.who and (lead.who == SELF or lead.name == other.name)
