"""`shiguan eval article`: APOLLO's citation metrics and more, from an article's JSON report.

- hallucination rate = 1 − supported claims / claims, a claim being an atomic fact checked
  against the snippets its sentence cites. Reported for the final text, and for the drafts the
  reviewer saw (the first draft, and the last one before unsupported sentences were removed),
  since the final text is by construction what the Verifier accepted.
- coverage rate = body sections with at least one verified claim / body sections; none when no
  sentence was checked claim by claim (a rules-only article quotes its sources: nothing to score).
- information diversity = 1 − mean pairwise cosine of the curated snippets.
- unique sources: documents (and chunks) the article cites.
- overlap support, a check that does not use the Verifier: the share of a final sentence's Han
  characters that stand in the snippets it cites (meaningful for Chinese output only).
- ROUGE-1 / ROUGE-L F1 against a reference article when one is given (character level for Chinese).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from typing import Any

import numpy as np

from ..embed.protocol import Embedder
from ..verify.verdicts import SUPPORTED
from .rouge import rouge_1, rouge_l

OVERLAP_SUPPORTED = 0.5


@dataclass
class ArticleScores:
    sentences: int
    claims: int
    hallucination_rate: float | None
    hallucination_first_draft: float | None
    hallucination_before_removal: float | None
    removed_sentences: int
    coverage_rate: float | None
    diversity: float | None
    unique_documents: int
    unique_chunks: int
    words: int
    overlap_support: float | None  # mean share of Han characters found in the cited snippets
    overlap_supported: float | None  # share of sentences with at least OVERLAP_SUPPORTED
    rouge_1: float | None = None
    rouge_l: float | None = None

    def to_dict(self) -> dict[str, Any]:
        return {k: (round(v, 4) if isinstance(v, float) else v) for k, v in asdict(self).items()}


def _rate(sentences: Sequence[dict]) -> tuple[int, float | None]:
    facts = [f for s in sentences for f in s["facts"]]
    if not facts:
        return 0, None
    return len(facts), 1 - sum(1 for f in facts if f["verdict"] == SUPPORTED) / len(facts)


def _han(text: str) -> list[str]:
    return [ch for ch in text if "\u3400" <= ch <= "\u9fff"]


def overlap(sentence: dict, snippets: dict[int, str]) -> float | None:
    """Share of the sentence's Han characters present in the snippets it cites."""
    chars = _han(sentence["text"])
    if not chars:
        return None
    source = set(_han("".join(snippets.get(n, "") for n in sentence["snippets"])))
    return sum(1 for ch in chars if ch in source) / len(chars)


def diversity(vectors: np.ndarray) -> float | None:
    """1 − mean cosine over all pairs of rows."""
    if len(vectors) < 2:
        return None
    unit = vectors / np.maximum(np.linalg.norm(vectors, axis=1, keepdims=True), 1e-12)
    sims = [float(unit[i] @ unit[j]) for i, j in itertools.combinations(range(len(unit)), 2)]
    return 1 - sum(sims) / len(sims)


def score_article(report: dict, embedder: Embedder | None = None, reference: str | None = None) -> ArticleScores:
    """Scores from the report `shiguan article --json` writes. Diversity needs an embedder
    (without one, a TF-IDF embedder is fitted on the snippets themselves)."""
    sections = report["sections"]
    final = [s for sec in sections for s in sec["sentences"]]
    claims, hallucination = _rate(final)
    first = [s for sec in sections
             for s in (sec["rounds"][0]["draft"] if sec["rounds"] else sec["sentences"] + sec["removed"])]
    last = [s for sec in sections for s in sec["sentences"] + sec["removed"]]
    body = [sec for sec in sections if sec["kind"] == "body"]
    covered = [sec for sec in body if any(f["verdict"] == SUPPORTED for s in sec["sentences"] for f in s["facts"])]
    texts = [s["text"] for s in report["snippets"]]
    if embedder is None and len(texts) >= 2:
        from ..embed.tfidf import TfidfEmbedder

        embedder = TfidfEmbedder.fit(texts)
    vectors = embedder.embed(texts) if embedder is not None and texts else np.zeros((0, 1))
    snippets = {s["n"]: s["text"] for s in report["snippets"]}
    overlaps = [o for s in final if (o := overlap(s, snippets)) is not None]
    refs = report["references"]
    body_text = "\n".join(s["text"] for s in final)
    return ArticleScores(
        sentences=len(final), claims=claims, hallucination_rate=hallucination,
        hallucination_first_draft=_rate(first)[1], hallucination_before_removal=_rate(last)[1],
        removed_sentences=sum(len(sec["removed"]) for sec in sections),
        coverage_rate=len(covered) / len(body) if body and claims else None,
        diversity=diversity(vectors), unique_documents=len({r["document"] for r in refs}),
        unique_chunks=len({r["chunk_id"] for r in refs}), words=report["words"],
        overlap_support=sum(overlaps) / len(overlaps) if overlaps else None,
        overlap_supported=sum(1 for o in overlaps if o >= OVERLAP_SUPPORTED) / len(overlaps) if overlaps else None,
        rouge_1=rouge_1(body_text, reference) if reference is not None else None,
        rouge_l=rouge_l(body_text, reference) if reference is not None else None,
    )
