"""One verdict vocabulary for every check, and the reports made of it.

A sentence (of a biography, an article, a claim given to `check`) is cut into atomic facts, and
each fact gets one of four verdicts: supported, not_included (the sources do not hold it),
not_supported (they say otherwise) or undecided (for the rules: the model, or the overlap rule,
decides). A sentence's verdict is its worst fact's. The English claim Verifier reads a claim's
atoms on a scale of its own, supported, contradicted or unsupported, which an English `check` or
article reports on the first scale (contradicted as not_supported, unsupported as not_included):
both scales are named here, once, so that every reader (the CLI, the web app, the records of
checks, enrichment's report) compares against the same words.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..retrieve.citations import Citation, distinct

# A fact of a sentence.
SUPPORTED, NOT_INCLUDED, NOT_SUPPORTED, UNDECIDED = "supported", "not_included", "not_supported", "undecided"
_SEVERITY = {SUPPORTED: 0, UNDECIDED: 1, NOT_INCLUDED: 2, NOT_SUPPORTED: 3}
# An atom of a claim, as the English claim Verifier reads it (SUPPORTED as above).
CONTRADICTED, UNSUPPORTED = "contradicted", "unsupported"
# The atom's verdict as a fact's: what a report of a sentence says of it.
AS_FACT = {SUPPORTED: SUPPORTED, CONTRADICTED: NOT_SUPPORTED, UNSUPPORTED: NOT_INCLUDED}


@dataclass
class Expected:
    """What the sources say instead, with where they say it (for the Solvers)."""

    value: str
    citation: Citation
    year: int | None = None


@dataclass
class FactCheck:
    text: str
    start: int
    end: int
    verdict: str
    error_type: str = ""  # "" | era | reference | alias | knowledge | other
    method: str = ""  # which check decided: "kg:字", "verbatim", "era", "model", "overlap" …
    message: str = ""
    relation: str = ""
    value: str = ""
    claimed_date: str = ""
    citations: list[Citation] = field(default_factory=list)
    expected: list[Expected] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {
            "fact": self.text, "verdict": self.verdict, "error_type": self.error_type or None,
            "method": self.method, "message": self.message, "relation": self.relation or None,
            "value": self.value or None,
            "evidence": [{"ref": c.ref, "document": c.document, "chunk_id": c.chunk_id, "start": c.start,
                          "end": c.end, "text": c.text, "sentence": c.sentence} for c in self.citations],
            "sources_say": [{"value": e.value, "year": e.year, "ref": e.citation.ref, "text": e.citation.text}
                            for e in self.expected],
        }


@dataclass
class SentenceCheck:
    sentence: str
    facts: list[FactCheck]

    @property
    def verdict(self) -> str:
        if not self.facts:
            return NOT_INCLUDED
        return max((f.verdict for f in self.facts), key=_SEVERITY.__getitem__)

    @property
    def failures(self) -> list[FactCheck]:
        return [f for f in self.facts if f.verdict != SUPPORTED]

    @property
    def citations(self) -> list[Citation]:
        return sorted(distinct(c for f in self.facts for c in f.citations), key=lambda c: c.ref)


@dataclass
class ClaimCheck:
    person: str
    entity_id: int
    claim: str
    mode: str
    check: SentenceCheck
    actions: list[str] = field(default_factory=list)
    suggestion: str | None = None
    suggestion_check: SentenceCheck | None = None
    review_ids: list[int] = field(default_factory=list)

    @property
    def verdict(self) -> str:
        return self.check.verdict

    def to_dict(self) -> dict[str, Any]:
        return {
            "verdict": self.verdict, "claim": self.claim, "mode": self.mode,
            "person": {"entity_id": self.entity_id, "name": self.person},
            "facts": [dict(f.to_dict(), action=self.actions[i]) for i, f in enumerate(self.check.facts)],
            "suggestion": self.suggestion,
            "suggestion_verdict": self.suggestion_check.verdict if self.suggestion_check else None,
            "review_ids": self.review_ids,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)
