"""Decisions undone later in their sentence (issue 41, item 6): 征为某官，不就; 征为A，B，并不就.

A decision undone by one of the next two clauses of its sentence (疏请某事，不报) did not happen; a
post not taken up (未拜) undoes only the clause just before it, or past one held with it (领B). A
reversal of several (并不就, 皆不拜) undoes the decisions before it back to a grant or a new turn
(赐…, 时…): what was declined after one may be gifts or other men's posts. The patterns are
extract.toml's [whole].
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...models import Fact
from .name_shapes import SENTENCE_END
from .office_lists import bare_posts, clause_end

if TYPE_CHECKING:
    from .extract_rules import ExtractRules


def following(entry: str, pos: int, n: int) -> list[tuple[int, int]]:
    """Up to `n` clauses after the clause ending at `pos`, within its sentence."""
    out: list[tuple[int, int]] = []
    while len(out) < n and pos < len(entry) and entry[pos] not in SENTENCE_END:
        start = pos + 1
        end = clause_end(entry, start)
        if end == start:
            break
        out.append((start, end))
        pos = end
    return out


def undoing(entry: str, pos: int, rules: ExtractRules) -> tuple[int, int] | None:
    """The clause among the next two of its sentence that undoes a decision ending at `pos`; the
    next one only for a post not taken up (除A，又除B，未拜: A was held; 迁A，领B，未拜: neither) or
    a reversal of several, which _declined_with_others judges (迁A，时征某、某，并不就: A was held)."""
    after = following(entry, pos, 2)
    return next(((s, e) for i, (s, e) in enumerate(after) if rules.reversal.search(entry, s, e)
                 and not (i and ((rules.reversal_next.search(entry, s, e) and not _with_it(entry, *after[0], rules))
                                 or rules.several_reversed.match(entry, s, e)))), None)


def _with_it(entry: str, start: int, end: int, rules: ExtractRules) -> bool:
    """Whether the clause [start, end) goes with the post before it: held with it (领B, 行府国事,
    秩中二千石) or listed after it (转A，B，未拜: neither was taken up)."""
    return bool(rules.concurrent.match(entry, start, end) or bare_posts(entry, start, end, rules))


def undone(facts: list[Fact], entry: str, base: int, rules: ExtractRules) -> list[Fact]:
    """Facts a later clause of their sentence undoes (征为某官，不就), or a reversal of several
    after them in it (征为A，B，C，D，并不就): left out, as the decision never took effect. A grant
    or a new turn between stops that reach: what was declined after it may be the gifts or other
    men's posts (迁某官，赐钱十万，皆辞不受; 时征处士某、某，并不就)."""
    return [f for f in facts if f.relation not in rules.undone or (
        undoing(entry, (pos := clause_end(entry, f.span.end - base)), rules) is None
        and not _declined_with_others(entry, pos, rules))]


def _declined_with_others(entry: str, pos: int, rules: ExtractRules) -> bool:
    """Whether a reversal of several follows the clause ending at `pos` in its sentence with no
    grant or new turn of the story (declined_stop) between."""
    for s, e in following(entry, pos, len(entry)):
        if rules.several_reversed.match(entry, s, e):
            return True
        if rules.declined_stop.match(entry, s, e):
            return False
    return False
