"""Relation extraction scored against C-CLUE and CHisIEC, sentence by sentence.

A prediction counts only when (subject, predicate, object) equals a gold triple exactly, after
the extractor's relation is renamed to the benchmark's label (and head and tail swapped for the
relations the benchmark points the other way, ontology.toml [datasets]). Relations the
benchmark lacks are dropped before scoring, so they cost no precision.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..errors import InputError
from ..kg.ontology import DatasetLabels, RelationTriple

Triple = tuple[str, str, str]
Extractor = Callable[[str], list[RelationTriple]]


@dataclass(frozen=True)
class GoldSentence:
    text: str
    triples: set[Triple]


def _read(path: Path) -> str:
    try:
        text = path.read_text("utf-8")
    except FileNotFoundError:
        raise InputError(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise InputError(f"{path}: cannot be read as UTF-8 text ({exc})") from exc
    if not text.strip():
        raise InputError(f"{path}: the file is empty")
    return text


def load_cclue(path: Path) -> list[GoldSentence]:
    """C-CLUE: one JSON object per line, {"text", "spo_list": {subject, predicate, object, …}}
    (a list of such objects is read too); lines with the same text are one sentence."""
    gold: dict[str, set[Triple]] = {}
    for n, line in enumerate(_read(path).splitlines(), 1):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            spo = row["spo_list"]
            gold.setdefault(row["text"], set()).update(
                (s["subject"], s["predicate"], s["object"]) for s in (spo if isinstance(spo, list) else [spo]))
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise InputError(f"{path}, line {n}: not a C-CLUE record "
                             f'{{"text", "spo_list": {{"subject", "predicate", "object"}}}} ({exc!r})') from exc
    return [GoldSentence(text, triples) for text, triples in gold.items()]


def _chisiec_sentence(item: dict[str, Any]) -> GoldSentence:
    text = item["tokens"] if isinstance(item["tokens"], str) else "".join(item["tokens"])
    # The entity text is the simplified tokens[start:end]; its `span` is in traditional script.
    names = [text[e["start"]:e["end"]] for e in item["entities"]]
    return GoldSentence(text, {(names[r["head"]], r["type"], names[r["tail"]]) for r in item["relations"]})


def load_chisiec(path: Path) -> list[GoldSentence]:
    """CHisIEC: a JSON list of {tokens, entities[{start, end}], relations[{type, head, tail}]},
    head and tail indexing the entities."""
    try:
        items = json.loads(_read(path))
    except json.JSONDecodeError as exc:
        raise InputError(f"{path}, line {exc.lineno}: not valid JSON ({exc.msg})") from exc
    if not isinstance(items, list) or not items:
        raise InputError(f"{path}: expected a non-empty JSON list of CHisIEC records")
    gold = []
    for n, item in enumerate(items, 1):
        try:
            gold.append(_chisiec_sentence(item))
        except (KeyError, TypeError, IndexError) as exc:
            raise InputError(f"{path}, record {n}: not a CHisIEC record "
                             f"{{tokens, entities[start, end], relations[type, head, tail]}} ({exc!r})") from exc
    return gold


def _prf(tp: int, predicted: int, gold: int) -> dict[str, float]:
    p = tp / predicted if predicted else 0.0
    r = tp / gold if gold else 0.0
    f = 2 * p * r / (p + r) if p + r else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(f, 4)}


def score(predictions: list[set[Triple]], gold: list[GoldSentence]) -> dict[str, Any]:
    """Micro-averaged precision, recall and F1 over exact triples, overall and per label
    (support: the label's gold count)."""
    if len(predictions) != len(gold):
        raise ValueError(f"{len(predictions)} predictions for {len(gold)} sentences")
    tp: Counter[str] = Counter()
    pred: Counter[str] = Counter()
    true: Counter[str] = Counter()
    for p, g in zip(predictions, gold):
        for t in p:
            pred[t[1]] += 1
            tp[t[1]] += t in g.triples
        for t in g.triples:
            true[t[1]] += 1
    per = {label: {**_prf(tp[label], pred[label], true[label]), "support": true[label]}
           for label in sorted(pred.keys() | true.keys(), key=lambda k: (-true[k], -pred[k], k))}
    return {"overall": _prf(sum(tp.values()), sum(pred.values()), sum(true.values())), "per_relation": per}


def evaluate(gold: list[GoldSentence], extractor: Extractor, labels: DatasetLabels, limit: int | None = None,
             progress: Callable[[int, int], None] | None = None,
             labelled: Extractor | None = None) -> dict[str, Any]:
    """Run `extractor` on each gold sentence (the first `limit`), map its triples to the
    benchmark's labels and score them. `labelled` adds triples already in the benchmark's labels
    (a classifier trained on its train split). `progress(done, total)` is called after each sentence."""
    sentences = gold[:limit] if limit is not None else gold
    predictions = []
    for i, g in enumerate(sentences, 1):
        mapped = {labels.convert(t.head.text, t.relation, t.tail.text) for t in extractor(g.text)}
        mapped |= {t.key() for t in labelled(g.text)} if labelled else set()
        predictions.append({t for t in mapped if t is not None})
        if progress:
            progress(i, len(sentences))
    result = score(predictions, sentences)
    return {"sentences": len(sentences), "predicted": sum(map(len, predictions)),
            "gold": sum(len(g.triples) for g in sentences), **result}
