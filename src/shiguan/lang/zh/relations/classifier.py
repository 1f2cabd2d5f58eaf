"""Relations read by a trained classifier: tagged spans, then every nearby ordered pair labelled.

The sentence rules read a relation only where a pattern states it; the benchmarks also label
what their annotators read between the lines (a short given name standing for the full one, an
office named before a man). A linear model over the words between and around two spans learns
those habits from a benchmark's train split (scripts/train_relation_classifier.py). Its labels
are the benchmark's own; `graph_triples` turns the confident ones into this ontology's relations.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ....cache import default_cache_dir
from ....errors import ProjectError
from ....kg.graph import sentence_around
from ....kg.ontology import Mention, Ontology, RelationTriple
from .linear_model import LinearModel
from .span_tagger import Span, candidates

NONE = "NONE"
# The tagger's types as this ontology names them.
ONTOLOGY_TYPES = {"PER": "person", "LOC": "location", "OFI": "office", "BOOK": "book", "ORG": "organisation"}
_BREAKS = frozenset("，。；：！？")
# C-CLUE labels whose meaning is this ontology's relation of the same name; its 名, 号, 同名于 and
# 隶属于 follow the benchmark's own conventions and are not put in the graph.
GRAPH_RELATIONS = frozenset({"任职", "父", "子", "兄", "弟", "出生地", "葬于", "去往", "杀", "讨伐", "管理"})
# The least probability for the graph: a wrong fact about the wrong man is the worst error.
GRAPH_THRESHOLD = 0.8


def _bucket(n: int) -> str:
    return str(n) if n < 4 else "4-7" if n < 8 else "8-15" if n < 16 else "16-31" if n < 32 else "32+"


def pair_features(text: str, head: Span, tail: Span, spans: list[Span]) -> list[str]:
    """What decides a relation between two spans: their types and order, the words between
    them, the characters just outside, how far apart they are, and how their names overlap."""
    first, second = (head, tail) if head.start < tail.start else (tail, head)
    order = "ht" if first is head else "th"
    between = text[first.end:second.start]
    types = f"{head.type}>{tail.type}"
    clauses = sum(ch in _BREAKS for ch in between)
    inside = sum(first.end <= s.start and s.end <= second.start for s in spans)
    feats = [f"types:{types}", f"order:{order}:{types}", f"dist:{order}:{_bucket(len(between))}",
             f"clauses:{_bucket(clauses)}", f"inside:{_bucket(inside)}:{types}",
             f"left:{text[max(0, first.start - 2):first.start]}", f"left1:{text[max(0, first.start - 1):first.start]}",
             f"right:{text[second.end:second.end + 2]}", f"right1:{text[second.end:second.end + 1]}",
             f"hlast:{head.text[-1]}", f"tlast:{tail.text[-1]}", f"hlen:{min(len(head.text), 5)}",
             f"tlen:{min(len(tail.text), 5)}:{types}"]
    if len(between) <= 6:
        feats.append(f"between:{order}:{between}:{types}")
    near = between if len(between) <= 12 else between[:6] + between[-6:]
    feats += [f"b1:{order}:{ch}" for ch in near]
    feats += [f"b2:{order}:{near[k:k + 2]}" for k in range(len(near) - 1)]
    feats += [f"after_first:{order}:{between[:2]}", f"before_second:{order}:{between[-2:]}",
              f"after_first1:{order}:{between[:1]}:{types}", f"before_second1:{order}:{between[-1:]}:{types}"]
    if head.text != tail.text and (head.text in tail.text or tail.text in head.text):
        inner = "h_in_t" if head.text in tail.text else "t_in_h"
        feats += [f"overlap:{inner}",
                  f"overlap:{inner}:"
                  f"{'suffix' if tail.text.endswith(head.text) or head.text.endswith(tail.text) else 'other'}"]
    return feats


def candidate_pairs(spans: list[Span], max_distance: int) -> list[tuple[Span, Span]]:
    """Ordered pairs of distinct spans at most `max_distance` characters apart."""
    return [(h, t) for h in spans for t in spans
            if h is not t and h.text != t.text
            and max(h.start, t.start) - min(h.end, t.end) <= max_distance]


@dataclass(frozen=True)
class RelationClassifier:
    dataset: str  # the benchmark whose labels it predicts: cclue or chisiec
    tagger: LinearModel
    pairs: LinearModel
    max_distance: int
    span_floor: float  # the least per-character probability of a candidate span
    threshold: float  # the least probability at which a labelled pair is kept

    def scored(self, text: str) -> list[tuple[Span, str, Span, float]]:
        """Each pair's most probable relation other than none, with its probability."""
        spans = candidates(self.tagger, text, self.span_floor)
        pairs = candidate_pairs(spans, self.max_distance)
        if not pairs:
            return []
        probs = self.pairs.probabilities([pair_features(text, h, t, spans) for h, t in pairs])
        labels = np.array(self.pairs.labels)
        out = []
        for (h, t), p in zip(pairs, probs):
            k = int(p.argmax())
            if labels[k] != NONE:
                out.append((h, str(labels[k]), t, float(p[k])))
        return out

    def extract(self, text: str, threshold: float | None = None) -> list[RelationTriple]:
        """Triples labelled with the benchmark's relations, each pair of strings once (the most
        probable reading), kept when at least `threshold` (default: the model's) probable."""
        least = self.threshold if threshold is None else threshold
        best: dict[tuple[str, str], tuple[Span, str, Span, float]] = {}
        for h, label, t, p in self.scored(text):
            key = (h.text, t.text)
            if p >= least and (key not in best or p > best[key][3]):
                best[key] = (h, label, t, p)
        return [RelationTriple(_mention(h), label, _mention(t),
                               sentence_around(text, min(h.start, t.start), max(h.end, t.end)),
                               f"classifier:{self.dataset}", round(p, 4))
                for h, label, t, p in sorted(best.values(), key=lambda x: (min(x[0].start, x[2].start), x[1]))]

    def save(self, path: Path) -> None:
        np.savez_compressed(path, dataset=np.array(self.dataset), max_distance=np.array(self.max_distance),
                            span_floor=np.array(self.span_floor), threshold=np.array(self.threshold),
                            **self.tagger.arrays("tagger"), **self.pairs.arrays("pairs"))

    @classmethod
    def load(cls, path: Path) -> RelationClassifier:
        try:
            with np.load(path, allow_pickle=False) as f:
                arrays = dict(f)
        except (OSError, ValueError) as exc:
            raise ProjectError(f"{path}: cannot be read as a relation-classifier file ({exc})") from exc
        try:
            dataset, max_distance = str(arrays["dataset"]), int(arrays["max_distance"])
            span_floor, threshold = float(arrays["span_floor"]), float(arrays["threshold"])
        except KeyError as exc:
            raise ProjectError(f"{path}: not a relation-classifier file (no {exc})") from exc
        return cls(dataset, LinearModel.from_arrays(arrays, "tagger", path),
                   LinearModel.from_arrays(arrays, "pairs", path), max_distance, span_floor, threshold)


def graph_triples(classifier: RelationClassifier, text: str, ontology: Ontology) -> list[RelationTriple]:
    """The classifier's triples fit for the knowledge graph: a relation of GRAPH_RELATIONS that
    the ontology has, ends of the types it allows, at least GRAPH_THRESHOLD probable."""
    out = []
    for t in classifier.extract(text, GRAPH_THRESHOLD):
        relation = ontology.relations.get(t.relation)
        if relation and t.relation in GRAPH_RELATIONS and t.head.type in relation.head and t.tail.type in relation.tail:
            out.append(t)
    return out


def _mention(span: Span) -> Mention:
    return Mention(span.text, ONTOLOGY_TYPES.get(span.type, span.type), span.start, span.end)


def installed_path(dataset: str) -> Path:
    """Where `make re-model` puts the classifier trained on `dataset`: the user's cache, since the
    benchmarks it learns from may not be shipped with shiguan."""
    return default_cache_dir("relations") / f"relation_classifier_{dataset}.npz"


def installed(dataset: str) -> RelationClassifier | None:
    """The classifier trained on `dataset`, if it was built."""
    path = installed_path(dataset)
    return RelationClassifier.load(path) if path.exists() else None
