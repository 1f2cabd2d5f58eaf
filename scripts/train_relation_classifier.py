"""Train the relation classifiers (one per benchmark) from the benchmarks' train splits.

    python scripts/train_relation_classifier.py /work/shared/bench/re

writes relation_classifier_cclue.npz and relation_classifier_chisiec.npz into ~/.cache/shiguan/
relations, where shiguan looks for them (plain arrays, no pickle; applied with numpy by
shiguan.lang.zh.relations.classifier). With --half a it trains
on one half of each train file only (split by a hash of the sentence text) and writes the other
half next to the models as cclue_heldout.jsonl / chisiec_heldout.json, for

    shiguan eval re OUT/cclue_heldout.jsonl --format cclue --classifier OUT/relation_classifier_cclue.npz

The span tagger is trained on CHisIEC's entity spans (every entity is marked there); C-CLUE's
adds the arguments of C-CLUE's triples, with the first tagger's spans where C-CLUE marks none.
scikit-learn (already a dependency) fits the models; the same files give the same models.
The two benchmarks state no licence: the models are built locally and kept out of git.
"""

from __future__ import annotations

import argparse
import json
import sys
import zlib
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np
from scipy import sparse
from sklearn.linear_model import LogisticRegression

from shiguan.cache import default_cache_dir
from shiguan.lang.zh.relations.classifier import NONE, RelationClassifier, candidate_pairs, pair_features
from shiguan.lang.zh.relations.linear_model import LinearModel, hashed_rows
from shiguan.lang.zh.relations.span_tagger import Span, bio_labels, candidates, char_features, tag

TAGGER_BUCKETS = 1 << 16
PAIR_BUCKETS = 1 << 16
MAX_DISTANCE = {"cclue": 30, "chisiec": 60}  # characters between two spans of a candidate pair
SPAN_FLOOR = 0.1  # the least per-character probability of a candidate span
PAIR_C = 1.0  # inverse regularisation of the pair classifier
CCLUE_TYPES = {"PER": "PER", "LOC": "LOC", "JOB": "OFI", "BOO": "BOOK", "ORG": "ORG"}
# C-CLUE's train split labels a courtesy name 字 (32 times) and also 名 (韦子粲 → 晖茂); its test
# split uses 名 alone, as ontology.toml [datasets.cclue] maps it.
CCLUE_RELABEL = {"字": "名"}


@dataclass(frozen=True)
class Sentence:
    """A train sentence: its text, the spans known in it and its gold label by (head, tail) string."""

    text: str
    spans: list[Span]
    gold: dict[tuple[str, str], str]


def in_half(text: str, half: str | None) -> bool:
    return half is None or "ab"[zlib.crc32(text.encode("utf-8")) % 2] == half


def occurrences(text: str, value: str, kind: str) -> list[Span]:
    out, at = [], text.find(value)
    while value and at >= 0:
        out.append(Span(value, kind, at, at + len(value)))
        at = text.find(value, at + 1)
    return out


def read_cclue(path: Path) -> list[tuple[str, list[dict]]]:
    grouped: dict[str, list[dict]] = defaultdict(list)
    for line in path.read_text("utf-8").splitlines():
        if line.strip():
            row = json.loads(line)
            grouped[row["text"]].append(row)
    return list(grouped.items())


def cclue_sentences(groups: list[tuple[str, list[dict]]]) -> list[Sentence]:
    out = []
    for text, rows in groups:
        spans, gold = [], {}
        for row in rows:
            spo = row["spo_list"]
            spans += occurrences(text, spo["subject"], CCLUE_TYPES.get(spo["subject_type"], "PER"))
            spans += occurrences(text, spo["object"], CCLUE_TYPES.get(spo["object_type"], "PER"))
            gold[(spo["subject"], spo["object"])] = CCLUE_RELABEL.get(spo["predicate"], spo["predicate"])
        out.append(Sentence(text, spans, gold))
    return out


def chisiec_sentences(items: list[dict]) -> list[Sentence]:
    out = []
    for item in items:
        text = item["tokens"] if isinstance(item["tokens"], str) else "".join(item["tokens"])
        spans = [Span(text[e["start"]:e["end"]], e["type"], e["start"], e["end"]) for e in item["entities"]]
        gold = {(spans[r["head"]].text, spans[r["tail"]].text): r["type"] for r in item["relations"]}
        out.append(Sentence(text, spans, gold))
    return out


def fit(rows: list[list[str]], labels: list[str], buckets: int, c: float) -> LinearModel:
    """Multinomial logistic regression on hashed binary features, stored as float16."""
    idx = hashed_rows(rows, buckets)
    indptr = np.cumsum([0] + [len(r) for r in idx])
    x = sparse.csr_matrix((np.ones(indptr[-1], dtype=np.float32),
                           np.concatenate([np.array(r, dtype=np.int64) for r in idx]), indptr),
                          shape=(len(rows), buckets))
    names = sorted(set(labels))
    y = np.array([names.index(v) for v in labels])
    clf = LogisticRegression(C=c, max_iter=300, tol=1e-3)
    clf.fit(x, y)
    return LinearModel(tuple(names), clf.coef_.T.astype(np.float16), clf.intercept_.astype(np.float16))


def train_tagger(marked: list[Sentence], partial: list[Sentence] = (),
                 teacher: LinearModel | None = None) -> LinearModel:
    """A tagger on sentences whose every span is marked; `partial` ones mark only some (C-CLUE
    marks a triple's arguments), so the `teacher` tagger's spans that overlap none are added."""
    rows, labels = [], []
    for s, extra in [(s, []) for s in marked] + [(s, _taught(s, teacher)) for s in partial]:
        rows += [char_features(s.text, i) for i in range(len(s.text))]
        labels += bio_labels(len(s.text), s.spans + extra)
    return fit(rows, labels, TAGGER_BUCKETS, c=4.0)


def _taught(s: Sentence, teacher: LinearModel | None) -> list[Span]:
    if teacher is None:
        return []
    return [x for x in tag(teacher, s.text) if not any(x.start < y.end and y.start < x.end for y in s.spans)]


def pair_rows(sentences: list[Sentence], tagger: LinearModel, distance: int) -> tuple[list[list[str]], list[str]]:
    """Features and labels of every candidate pair: the known spans and the tagged ones."""
    rows, labels = [], []
    for s in sentences:
        known = {(x.start, x.end) for x in s.spans}
        spans = s.spans + [x for x in candidates(tagger, s.text, SPAN_FLOOR) if (x.start, x.end) not in known]
        for h, t in candidate_pairs(spans, distance):
            rows.append(pair_features(s.text, h, t, spans))
            labels.append(s.gold.get((h.text, t.text), NONE))
    return rows, labels


def best_threshold(model: LinearModel, sentences: list[Sentence], tagger: LinearModel, distance: int) -> float:
    """The probability cut with the best string-level F1 on sentences the model did not see."""
    clf = RelationClassifier("", tagger, model, distance, SPAN_FLOOR, 0.0)
    found = [(n, t.key(), t.score) for n, s in enumerate(sentences) for t in clf.extract(s.text)]
    gold = sum(len(s.gold) for s in sentences)
    best = (0.0, 0.0)
    for cut in np.arange(0.2, 0.91, 0.05):
        kept = [(n, k) for n, k, p in found if p >= cut]
        tp = sum(sentences[n].gold.get((k[0], k[2])) == k[1] for n, k in kept)
        f1 = 2 * tp / (len(kept) + gold) if kept else 0.0
        best = max(best, (f1, round(float(cut), 2)))
    print(f"  threshold {best[1]} (inner held-out F1 {best[0]:.3f})", file=sys.stderr)
    return best[1]


def train_pairs(name: str, sentences: list[Sentence], tagger: LinearModel) -> RelationClassifier:
    """Pick the threshold on a third of the sentences with a model fit on the rest, then fit on all."""
    inner = [s for s in sentences if zlib.crc32(s.text.encode("utf-8")) % 3 != 0]
    check = [s for s in sentences if zlib.crc32(s.text.encode("utf-8")) % 3 == 0]
    distance = MAX_DISTANCE[name]
    rows, labels = pair_rows(inner, tagger, distance)
    threshold = best_threshold(fit(rows, labels, PAIR_BUCKETS, c=PAIR_C), check, tagger, distance)
    rows, labels = pair_rows(sentences, tagger, distance)
    print(f"  {name}: {len(rows)} pairs, {sum(v != NONE for v in labels)} related", file=sys.stderr)
    return RelationClassifier(name, tagger, fit(rows, labels, PAIR_BUCKETS, c=PAIR_C), distance, SPAN_FLOOR, threshold)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("bench", type=Path, help="the folder holding cclue_train.jsonl and chisiec_train.json")
    parser.add_argument("--out", type=Path, default=default_cache_dir("relations"),
                        help="where to write the models (default: where shiguan looks for them)")
    parser.add_argument("--half", choices=["a"], help="train on half a only; write half b as held-out files")
    parser.add_argument("--only", choices=["cclue", "chisiec"], help="train this benchmark's classifier only")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    cclue_groups = [g for g in read_cclue(args.bench / "cclue_train.jsonl") if in_half(g[0], args.half)]
    chisiec_items = [x for x in json.loads((args.bench / "chisiec_train.json").read_text("utf-8"))
                     if in_half(x["tokens"] if isinstance(x["tokens"], str) else "".join(x["tokens"]), args.half)]
    if args.half:
        heldout = [g for g in read_cclue(args.bench / "cclue_train.jsonl") if not in_half(g[0], args.half)]
        (args.out / "cclue_heldout.jsonl").write_text(
            "".join(json.dumps(row, ensure_ascii=False) + "\n" for _, rows in heldout for row in rows), "utf-8")
        items = json.loads((args.bench / "chisiec_train.json").read_text("utf-8"))
        (args.out / "chisiec_heldout.json").write_text(json.dumps(
            [x for x in items
             if not in_half(x["tokens"] if isinstance(x["tokens"], str) else "".join(x["tokens"]), args.half)],
            ensure_ascii=False), "utf-8")
    cclue, chisiec = cclue_sentences(cclue_groups), chisiec_sentences(chisiec_items)
    print(f"taggers: {len(chisiec)} CHisIEC sentences, then {len(cclue)} C-CLUE ones", file=sys.stderr)
    tagger = train_tagger(chisiec)
    taggers = {"chisiec": tagger, "cclue": train_tagger(chisiec, cclue, tagger)}
    for name, sentences in (("cclue", cclue), ("chisiec", chisiec)):
        if args.only and name != args.only:
            continue
        print(f"{name}:", file=sys.stderr)
        train_pairs(name, sentences, taggers[name]).save(args.out / f"relation_classifier_{name}.npz")


if __name__ == "__main__":
    main()
