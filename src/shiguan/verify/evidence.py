"""Evidence: a text a claim may rest on, and where it stands in its document.

Whatever cites it (an article's snippet, a narrative's passage, a fact's sentence) hands the
Verifier this, so that a verdict can point at the exact span it rests on.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Evidence:
    """A text a claim may rest on, and where it stands: `text` is document[start:end]."""

    text: str
    document_id: int | None
    start: int
    end: int
    label: str = ""  # how a report names it ("[3]", a file name)
