"""A narrator does not tell his own death: "I died, as it were, in 1862", "we died a thousand
deaths" are figures, no death of his. One rule for the reader (facts.py) and ask
(write/meeting.py): a death whose subject is "I" or "we"."""

from __future__ import annotations

from typing import Any

NARRATORS = frozenset({"i", "we"})


def told_by_the_dead(subject: Any | None) -> bool:
    """Whether a death's subject (a parse token, or None) is the narrator himself."""
    return subject is not None and subject.lower_ in NARRATORS
