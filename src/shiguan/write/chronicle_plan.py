"""The plan of a rules-only topic article (a 纪事本末 in Chinese, a cited chronicle in English):
sections of planned sentences, each one source clause group with its actor named and the span
it cites. Both language packs build it and article/chronicle.py reports it in the article
report's shape; a model path words one planned sentence at a time from it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


class Deed(Protocol):
    """What a planned sentence tells: the actor the attribution named, on what basis, the year."""

    actor: str
    actor_basis: str
    year: int | None
    text: str


@dataclass
class Told:
    """One sentence of the chronicle: its text and the span it cites."""

    text: str
    document_id: int
    start: int
    end: int
    deed: Deed
    priority: str
    corroboration: int


@dataclass
class ChronicleSection:
    heading: str
    sentences: list[Told]


@dataclass
class Chronicle:
    topic: str
    terms: list[str]
    sections: list[ChronicleSection]
    left_out: dict[str, int]
    dropped: int  # episodes (or sentences) over the budget
    max_chars: int  # the budget: characters in Chinese, words in English
    seconds: dict[str, float] = field(default_factory=dict)
    considered: list[Deed] = field(default_factory=list)  # every clause group read, with why it was left out

    def chars(self) -> int:
        return sum(len(t.text) for s in self.sections for t in s.sentences)
