"""One claim checked against one invented source sentence, as the English check tests ask it."""

from __future__ import annotations

from collections.abc import Iterable


def verdict(said: str, claim: str, about: str, people: Iterable[str] = ()) -> str:
    """The verdict on `claim` with `said` the only evidence, `about` the person the text tells of
    and `people` the name words of others the project knows."""
    from shiguan.lang.en.verify.claims import ClaimVerifier
    from shiguan.verify.evidence import Evidence

    return ClaimVerifier(about=[about], people=people).check(claim, [Evidence(said, None, 0, len(said))]).verdict
