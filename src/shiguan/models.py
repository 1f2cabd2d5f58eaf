"""Typed records passed between the stages (load → segment → extract → store → retrieve → write).

Offsets are always character offsets into a document's stored text, so any record can be cited
by slicing that text.
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Span:
    """A half-open character range [start, end) in one document."""

    start: int
    end: int

    def shift(self, by: int) -> Span:
        return Span(self.start + by, self.end + by)


@dataclass
class Segment:
    """A per-person entry (or a non-person block) found by segmentation, before chunking."""

    start: int
    end: int
    kind: str  # "entry" | "paragraph" | "commentary"
    heading: str = ""  # the opening form as written, e.g. "子舒常"
    pattern: str = ""  # which opener pattern found it
    first_in_group: bool = False  # a chapter heading lists it with no name before it
    kinship: str = ""  # the kinship word a chapter heading lists it after (洪皓（子适…）: 子)
    kin_of: str = ""  # the name before that word ("" = the chapter's man the listing hangs on)


@dataclass
class ChunkDraft:
    """A retrieval and citation unit: a contiguous, non-overlapping span of a document."""

    start: int
    end: int
    kind: str  # "entry" | "paragraph" | "window"
    segment_index: int  # index into the document's segment list


# Who a fact is about (Subject.who) ...
SELF, KIN, OTHER, NOBODY, UNKNOWN_WHO = "self", "kin", "other", "nobody", "unknown"
# ... and the basis for saying so (Subject.basis): the entry's first sentence; a subject carried
# on from an earlier clause; his name; the person an appointment names first; a kinsman term; a
# person introduced with 者; an official named after his title; a quotation; a clause that opens
# with someone we cannot name; a fact kept out because its subject could not be decided.
OPENING, CARRIED, NAME, APPOINTEE, KINSMAN, ASIDE, OFFICIAL, QUOTE, UNSTATED, UNDECIDED = (
    "opening", "carried", "name", "appointee", "kinsman", "aside", "official", "quote", "unstated", "undecided")


@dataclass(frozen=True)
class Subject:
    """Who a clause (and the facts in it) is about, by what name, and why: the basis, with the
    span of the words that decided it (the name, the kinsman term, the quotation) if any."""

    who: str
    name: str = ""
    basis: str = ""
    cue: Span | None = None
    kin: str = ""  # the kinsman term as written (子, 次子, 弟 …)
    note: str = ""  # why an undecided fact was kept out

    def carried(self) -> Subject:
        if self.basis in (CARRIED, QUOTE, UNSTATED, UNDECIDED):
            return self
        return Subject(self.who, self.name, CARRIED, self.cue, self.kin)


@dataclass
class Fact:
    """One extracted triple, with the exact span it was read from and who it is about."""

    relation: str
    value: str
    span: Span  # where the value itself stands
    evidence: Span  # the clause the pattern matched (what a citation shows)
    method: str  # name of the pattern that produced it
    score: float = 1.0
    when: str = ""  # era date qualifying the fact, as written ("乾隆十三年")
    when_span: Span | None = None
    year: int | None = None  # Gregorian year of `when`
    detail: str = ""  # e.g. the verb of an appointment ("授", "迁")
    subject: Subject | None = None  # None: read before subjects were tracked
    era: str = ""  # the era of `when` when `when` is a bare year (十八年 of 乾隆)
    recipient: Span | None = None  # the person an appointment names (授永福为…, 以X为Y)


@dataclass
class AliasDraft:
    form: str
    kind: str  # name | heading | 字 | 号 | 初名 | surname+字 | given | title+name | inferred
    scope: str = "global"  # "global" or "entry": entry-scoped forms only count inside the entry
    span: Span | None = None  # where the form was read; None when derived by a rule
    rule: str = ""  # how a derived form was made


@dataclass
class EntryDraft:
    """Everything extracted from one entry, ready to store."""

    segment_index: int
    name: str  # the person's name as the entry gives it (title and kinship marker removed)
    heading: str
    start: int
    end: int
    facts: list[Fact] = field(default_factory=list)
    aliases: list[AliasDraft] = field(default_factory=list)
    relative_of: str = ""  # heading subject this entry hangs on (子/弟/孙 … lines)
    kinship: str = ""  # the kinship marker of the heading ("子", "弟", …)
