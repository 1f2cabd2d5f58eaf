"""What enrichment did to each section, and the enriched article with its narrative references."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..lang.en.verify.claims import CheckedClaim
from ..retrieve.citations import markdown_text
from ..verify.verdicts import CONTRADICTED, SUPPORTED
from .additions import Candidate, reasons
from .article import Article, Section
from .narrative import Narrative, Passage
from .quotations import Quotation
from .retrieval import Retrieved
from .scope import Speaks
from .stages import Judgement
from .wording import WordedQuotation

NO_CHUNKS = "no relevant chunks"
NOTHING_NEW = "no new information"
NOT_VERIFIED = "evidence not verified"
NO_SUMMARY = "summary cited no verified evidence"
SUMMARY_NOT_SUPPORTED = "the Verifier supported no summary sentence"
NOT_ATTEMPTED = "beyond the section limit"
NO_QUOTATION = "no sentence near the section's anchors that it does not already say"
NOT_SPOKEN_TO = "the narrative does not speak to it (enrich/scope.py)"
NO_ADDITION = "no candidate is his, asserted, new, in scope and verified: offered as quotations"
SOURCES_TITLE = "Narrative sources"  # heading of the reference list (a reference section itself)


@dataclass
class Evidence:
    quote: str  # as the model copied it
    passage: Passage
    span: tuple[int, int] | None  # where it stands in the narrative; None: not there verbatim
    confirmed: bool | None = None  # the fresh-context check's answer (None: not asked)

    @property
    def verified(self) -> bool:
        return self.span is not None and bool(self.confirmed)


@dataclass(frozen=True)
class NarrativeRef:
    ref: int
    start: int
    end: int
    text: str  # narrative.text[start:end]


@dataclass(frozen=True)
class AddedSentence:
    text: str
    refs: tuple[int, ...]


@dataclass
class SectionOutcome:
    section: Section
    reason: str = ""  # why the section is unchanged; "" when sentences were added
    retrieved: list[Retrieved] = field(default_factory=list)
    judgements: list[Judgement] = field(default_factory=list)
    evidence: list[Evidence] = field(default_factory=list)
    added: list[AddedSentence] = field(default_factory=list)
    dropped: list[str] = field(default_factory=list)  # summary sentences not added, whatever the reason
    checks: list[CheckedClaim] = field(default_factory=list)  # the Verifier on each sentence its quotes hold
    quotations: list[Quotation] = field(default_factory=list)  # without a model: offered for an editor
    rejected: dict[str, int] = field(default_factory=dict)  # sentences near the anchors not offered, by reason
    worded: list[WordedQuotation] = field(default_factory=list)  # with a model: each addition's wording and why
    candidates: list[Candidate] = field(default_factory=list)  # the rules' plan: each offered sentence, and why
    speaks: Speaks | None = None  # whether the narrative speaks to the section (enrich/scope.py)

    def to_dict(self) -> dict[str, Any]:
        s = self.section
        return {
            "index": s.index, "title": s.title, "level": s.level, "path": list(s.path),
            "status": "unchanged" if self.reason else "enriched", "reason": self.reason or None,
            "retrieved": [{"passage": r.passage.index, "start": r.passage.start, "end": r.passage.end,
                           "similarity": round(r.similarity, 4)} for r in self.retrieved],
            "relevance": [{"passage": j.passage.index, "adds_information": j.adds, "new_facts": j.new_facts}
                          for j in self.judgements],
            "evidence": [{"quote": e.quote, "passage": e.passage.index, "found_verbatim": e.span is not None,
                          "start": e.span[0] if e.span else None, "end": e.span[1] if e.span else None,
                          "confirmed": e.confirmed} for e in self.evidence],
            "added": [{"text": a.text, "refs": list(a.refs)} for a in self.added],
            "dropped": self.dropped,
            "verifier": [c.to_dict() for c in self.checks],
            "quotations": [q.__dict__ for q in self.quotations],
            "rejected": self.rejected,
            "worded": [w.to_dict() for w in self.worded],
            "candidates": [c.to_dict() for c in self.candidates],
            "speaks_to": self.speaks.to_dict() if self.speaks else None,
        }


@dataclass
class EnrichedArticle:
    article: Article
    narrative: Narrative
    embedder: str
    model: str
    sections: list[SectionOutcome]
    references: list[NarrativeRef]
    passages: int
    cost: dict[str, Any]
    narrator_facts: int | None = None  # the reader's facts of his the project holds (None: narrative not ingested)

    def markdown(self) -> str:
        parts = [f"# {self.article.title}"] if self.article.title else []
        for o in self.sections:
            s = o.section
            if s.level:
                parts.append(f"{'#' * s.level} {s.title}")
            if s.body:
                parts.append(s.body)
            if o.added:
                parts.append(" ".join(markdown_text(a.text) + "".join(f"[^{r}]" for r in a.refs) for a in o.added))
            if o.quotations:
                source = markdown_text(self.narrative.path.name)
                parts.append("\n".join(f"> Offered: “{markdown_text(q.text)}” ({source}, chars {q.start}–{q.end})"
                                       for q in o.quotations))
        if self.references:
            parts.append(f"## {SOURCES_TITLE}")
            parts.append("\n".join(f"[^{r.ref}]: {markdown_text(self.narrative.path.name)}, chars {r.start}–{r.end}: "
                                   f"“{markdown_text(' '.join(r.text.split()))}”" for r in self.references))
        return "\n\n".join(parts) + "\n"

    def figures(self) -> dict[str, Any]:
        """What a run did, over its sections: quotes asked for and found, the Verifier's verdicts
        on the summary sentences their quotes hold, sentences added per enriched section."""
        enriched = [o for o in self.sections if not o.reason]
        evidence = [e for o in self.sections for e in o.evidence]
        checks = [c for o in self.sections for c in o.checks]
        supported = sum(c.verdict == SUPPORTED for c in checks)
        added = sum(len(o.added) for o in enriched)
        worded = [w for o in self.sections for w in o.worded]
        spoken = [o for o in self.sections if o.speaks and o.speaks.speaks]
        return {
            "sections_spoken_to": len(spoken), "spoken_to_with_an_addition": sum(bool(o.added) for o in spoken),
            "added_by": dict(Counter(c.by for o in self.sections for c in o.candidates if c.added)),
            "not_added": dict(sum((reasons(o.candidates) for o in self.sections), Counter())),
            "quotations_worded": {"candidates": len(worded), "by_model": sum(w.kept for w in worded),
                                  "left_as_quotations": sum(not w.kept for w in worded)},
            "sections_enriched": len(enriched), "sentences_added": added,
            "sentences_per_enriched_section": round(added / len(enriched), 2) if enriched else None,
            "sentences_by_section": {" > ".join(o.section.path): len(o.added) for o in enriched},
            "quotes": {"asked": len(evidence), "found_verbatim": sum(e.span is not None for e in evidence),
                       "confirmed": sum(e.verified for e in evidence)},
            "verifier": {"checked": len(checks), "supported": supported, "dropped": len(checks) - supported,
                         "share_supported": round(supported / len(checks), 3) if checks else None,
                         "contradicted": [{"sentence": c.claim, "reason": c.reason} for c in checks
                                          if c.verdict == CONTRADICTED]},
        }

    def to_dict(self) -> dict[str, Any]:
        return {
            "source": str(self.narrative.path), "encoding": self.narrative.encoding,
            "body": [self.narrative.start, self.narrative.end], "passages": self.passages,
            "article_form": self.article.form, "embedder": self.embedder, "model": self.model,
            "narrator_facts": self.narrator_facts,
            **self.figures(),
            "sections": [o.to_dict() for o in self.sections],
            "references": [r.__dict__ for r in self.references],
            "cost": self.cost,
            "markdown": self.markdown(),
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)
