"""Whether a date in a source says what a claimed date says, or cannot be the same time."""

from __future__ import annotations

from ..dates import DateMention


def date_holds(evidence: DateMention, claim: DateMention) -> bool:
    """The evidence date says at least what the claimed one says: the same ISO prefix (1838 for
    "in 1838", 1838-09-03 too), a year within a claimed decade; without a year, the same words."""
    if not claim.iso:
        return evidence.text.lower() == claim.text.lower()
    if claim.precision == "decade":
        return evidence.year is not None and claim.year is not None and 0 <= evidence.year - claim.year < 10
    return evidence.iso.startswith(claim.iso)


def date_differs(evidence: DateMention, claim: DateMention) -> bool:
    """Two dates that cannot be the same time (neither says more of the other)."""
    if not claim.iso or not evidence.iso or claim.precision == "decade":
        return claim.iso != "" and evidence.year is not None and not date_holds(evidence, claim)
    return not evidence.iso.startswith(claim.iso) and not claim.iso.startswith(evidence.iso)
