"""A biography's plan, in any language: the steps it says, each in a part of his life (the
opening, the career, the end), placed in time, and trimmed to a length budget by priority.

What a step says and how it is ordered within its part is the language pack's (the Chinese
timeline of lang/zh, the English one of lang/en); the shape of the plan, its placing in time and
its trimming are shared here, so that both languages leave out the same kind of step first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass, field

from ..retrieve.citations import Citation
from ..store import TripleRow

OPENING, CAREER, END = "opening", "career", "end"


@dataclass
class Step:
    """One thing the biography says: one fact, or the offices of one appointment."""

    part: str
    relation: str
    triples: list[TripleRow]
    priority: int
    year: int | None = None  # its own Gregorian year, if its sentence gives one
    estimate: float = float("-inf")  # the year it is placed at
    date: str = ""  # its date as the biography writes it: 乾隆二十九年（1764）
    text: str = ""  # the clause the rules write
    citations: list[Citation] = field(default_factory=list)
    grouped: int = 1  # undated appointments written together (历A、B、C)

    @property
    def position(self) -> tuple[int, int]:
        first = self.triples[0]
        return first.document_id, first.value_start


@dataclass
class Timeline:
    person: str
    steps: list[Step]
    dropped: list[Step]  # left out for the length budget, lowest priority first
    max_chars: int


def own_facts(found_facts: list[TripleRow], own_entries: set[int]) -> list[TripleRow]:
    """The facts a biography may use: decided to be his, read in his own entries."""
    return [t for t in found_facts if t.decided and t.entry_id in own_entries]


def place_in_time(steps: list[Step], telling: Callable[[Step], Hashable] = lambda s: s.position[0]) -> None:
    """An undated step takes the year of the last dated step before it in its telling: by default
    its document, or what `telling` says (an English narrative's own "I" keeps its own time, apart
    from the preface or biographical note that runs ahead to his later years)."""
    last: dict[Hashable, float] = {}
    for s in sorted(steps, key=lambda s: s.position):
        told = telling(s)
        if s.year is not None and s.part != OPENING:
            last[told] = max(s.year, last.get(told, float("-inf")))
        s.estimate = float(s.year) if s.year is not None else last.get(told, float("-inf"))


def trim(steps: list[Step], max_chars: int, size: Callable[[list[Step]], int]) -> tuple[list[Step], list[Step]]:
    """(kept, dropped): while the realised text (`size` of the steps kept) is over `max_chars`, the
    step of the lowest priority goes (of equals, the one nearest the middle); never the opening."""
    kept = list(steps)
    dropped: list[Step] = []
    while size(kept) > max_chars:
        candidates = [s for s in kept if s.part != OPENING]
        if not candidates:
            break
        worst = max(s.priority for s in candidates)
        tied = [s for s in candidates if s.priority == worst]
        middle = tied[len(tied) // 2]
        kept.remove(middle)
        dropped.append(middle)
    return kept, dropped


def violations(steps: list[Step]) -> int:
    """Pairs of consecutive dated steps whose years go backwards (0 for a planned timeline; the
    end may carry honours given later, but nothing before his death follows it)."""
    years = [s.year for s in steps if s.year is not None and s.part != OPENING and not
             (s.part == END and s.relation != "卒")]
    return sum(1 for a, b in zip(years, years[1:]) if b < a)
