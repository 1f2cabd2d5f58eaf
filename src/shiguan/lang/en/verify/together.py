"""Which of a claim's atoms must be stated in one sentence: those one verb governs ("in 1882 he
married Olivia Davidson": the year and the wife), and an office and the body it is of ("Principal
of Ware Academy": a "Lady Principal" in one sentence and "Ware Academy" in another is no office of
his there)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from .atoms import NAME, Atom

_OF = re.compile(r"\s+of\s+(?:the\s+)?", re.IGNORECASE)


def together(text: str, atoms: Sequence[Atom]) -> list[list[int]]:
    """The indices of the atoms each group holds: by the verb that governs them, then each pair of
    names the claim joins by "of"."""
    by_verb: dict[str, list[int]] = {}
    for i, atom in enumerate(atoms):
        if atom.by_verb:
            by_verb.setdefault(atom.lemma, []).append(i)
    joined = [[i, i + 1] for i, (a, b) in enumerate(zip(atoms, atoms[1:]))
              if a.kind == b.kind == NAME and _OF.fullmatch(text[a.end:b.start])]
    return [*by_verb.values(), *joined]
