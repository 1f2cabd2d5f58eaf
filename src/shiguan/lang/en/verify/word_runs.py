"""Where a claim's words stand in an evidence sentence, as runs of word indices (claims.py): the
shortest run holding one place of each word, read within the parts a sentence's semicolons set
apart, so that the words of one claim part are said in one part of the source."""

from __future__ import annotations

from collections import Counter

from .atom_match import Match
from .sentences import Sentence


def semicolon_parts(s: Sentence) -> list[Match]:
    """The sentence's words in the parts its semicolons set apart."""
    parts, first = [], 0
    for k in range(len(s.words) - 1):
        if ";" in s.text[s.words[k].end - s.start:s.words[k + 1].start - s.start]:
            parts.append(Match(first, k))
            first = k + 1
    return [*parts, Match(first, len(s.words) - 1)] if s.words else []


def runs_by_part(window: list[Match], places: list[tuple[list[int], int]], count: int) -> list[list[Match]]:
    """The claim's words read in a run of the source's parts (`window`): each claim part's words
    (`places`: where each word stands, and its claim part) all in the source part of its rank; one
    run per claim part that has words, or none when a word the sentence holds stands elsewhere."""
    parts = [window[min(j, len(window) - 1)] for _, j in places]  # a claim part past the window: its last
    inside = [([i for i in at if part.first <= i <= part.last], j) for (at, j), part in zip(places, parts)]
    if any(at and not here for (at, _), (here, _) in zip(places, inside)):
        return []
    told = sorted({j for here, j in inside if here})
    return [[tightest([here for here, k in inside if k == j], count) for j in told]] if told else \
        [[tightest([here for here, _ in inside], count)]]


def whole(run: list[Match]) -> Match:
    """The words from a run's first claim part to its last, quoted as one."""
    return Match(run[0].first, run[-1].last)


def tightest(places: list[list[int]], count: int) -> Match:
    """The shortest run of words that holds one place of each word the sentence has (`places`, by
    word): where a word stands twice, the one among the others ("I did not seek the command …, but
    it sought me": the command is where "seek" is, and its "not" with it)."""
    held = sorted((i, k) for k, at in enumerate(places) for i in at)
    need = sum(1 for at in places if at)
    if not need:
        return Match(0, count - 1)
    best, seen, lo = Match(held[0][0], held[-1][0]), Counter[int](), 0
    for i, k in held:
        seen[k] += 1
        while len(seen) == need:
            first, g = held[lo]
            if i - first < best.last - best.first:
                best = Match(first, i)
            seen[g] -= 1
            if not seen[g]:
                del seen[g]
            lo += 1
    return best
