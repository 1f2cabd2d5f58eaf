"""Train the clause-subject model (shiguan.lang.zh.clause_model) on the silver labels of the
histories' translations.

    python scripts/train_clause_subject.py --labels LABELS.json --projects DIR \\
        --train 北史,南史,宋史,新唐书,魏书 --test 南齐书,周书,宋书,梁书,隋书 [--out FILE]

LABELS.json and DIR come from bench/attribution_parallel.py (`--json`, `--projects`), run with
no clause model in use: every fact the graph stores has a silver label there (his / another
named person's / unknown, from the line-aligned translation). Each book's stored chapters are
read again with the rules alone, each fact matched to its stored triple; the facts labelled his
or other are the examples, with the features clause_model.clause_features gives at ingest.

The threshold under which a "his" becomes undecided is chosen on the training books alone, on
book-held-out predictions (each training book scored by a model fit on the others): the highest
threshold that keeps at least --keep of the silver-his facts. The model is then fit on every
training book, and its effect on the --test books (never used for a choice) is printed with the
curve. Writes FILE (default: the user's cache, where the reading looks; plain arrays, no
pickle). The translations are MIT-licensed (NiuTrans/Classical-Modern); the file stays local all
the same, like the relation classifiers.

Exit status: 0 written; 2 usage (no labels, a book missing).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np
from scipy import sparse
from sklearn.linear_model import LogisticRegression

os.environ["SHIGUAN_CLAUSE_MODEL"] = "off"  # the examples are the rules' own decisions

from shiguan import api  # noqa: E402
from shiguan.lang.zh.clause_model import HIS, OTHER_LABEL, ClauseModel, clause_features, clause_index, installed_path  # noqa: E402
from shiguan.lang.zh.read import read_stored_document  # noqa: E402
from shiguan.lang.zh.relations.linear_model import LinearModel, hashed_rows  # noqa: E402
from shiguan.models import OPENING, SELF, UNDECIDED  # noqa: E402

BUCKETS = 1 << 18
THRESHOLDS = (0.2, 0.3, 0.35, 0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.8, 0.9, 0.95)


Example = tuple[list[str], bool, str, bool]  # features, silver label is his, basis, the clause's own label


def examples(labels: dict[tuple[str, int], tuple[str, bool]], projects: Path, book: str) -> list[Example]:
    """An example for each labelled fact of `book` the model would judge: a "his" not from the
    opening's formulas, or an undecided one (for the other direction)."""
    project = api.open_project(projects / book)
    out = []
    try:
        for doc in project.store.documents():
            triples = {(t.relation, t.value_start, t.value_end): t.id
                       for t in project.store.triples_in_document(doc.id, as_read=True)}
            text = project.store.document_text(doc.id, normalised=True)
            for entry in read_stored_document(project, doc.id):
                starts = [c.start for c in entry.clauses]
                for f in entry.facts:
                    s = f.subject
                    if s is None or s.basis == OPENING or not (s.who == SELF or s.basis == UNDECIDED):
                        continue
                    label = labels.get((book, triples.get((f.relation, f.span.start, f.span.end), -1)))
                    k = clause_index(starts, entry.clauses, f.span.start)
                    if label is not None and k is not None:
                        out.append((clause_features(text, entry.clauses, k, f), label[0] == HIS, s.basis, label[1]))
    finally:
        project.store.close()
    return out


def fit(rows: list[Example], c: float) -> LinearModel:
    x = _matrix([r[0] for r in rows])
    y = np.array([r[1] for r in rows])
    m = LogisticRegression(C=c, max_iter=3000).fit(x, y)
    w = m.coef_[0].astype(np.float32)
    return LinearModel((OTHER_LABEL, HIS), np.stack([np.zeros_like(w), w], axis=1),
                       np.array([0.0, float(m.intercept_[0])], dtype=np.float32))


def _matrix(rows: list[list[str]]) -> sparse.csr_matrix:
    idx = hashed_rows(rows, BUCKETS)
    indptr = np.cumsum([0] + [len(r) for r in idx])
    cols = np.array([i for r in idx for i in r], dtype=np.int64)
    return sparse.csr_matrix((np.ones(len(cols)), cols, indptr), shape=(len(rows), BUCKETS))


def curve(name: str, rows: list[Example], p: np.ndarray) -> None:
    """Precision of his on the decided facts, with the model as a filter at each threshold, and
    the undecided facts with no other agent in reach it would make his, for the record (that
    direction is not shipped)."""
    rows, p = [r for r in rows if r[3]], p[[r[3] for r in rows]]  # the clause's own labels only
    decided = np.array([r[2] != UNDECIDED for r in rows])
    alone = np.array([r[2] == UNDECIDED and "others=0" in r[0] and any(x.startswith("cs=self|") for x in r[0])
                      for r in rows])
    y = np.array([r[1] for r in rows])
    n, his = int(decided.sum()), int((y & decided).sum())
    print(f"{name}: {n} decided facts labelled, P(his) rules alone {his / max(n, 1):.3f}")
    for t in THRESHOLDS:
        keep = decided & (p >= t)
        moved = alone & (p >= t)
        print(f"  t={t:.2f}: keeps {keep.sum() / max(n, 1):.3f} of facts, {(keep & y).sum() / max(his, 1):.3f} of "
              f"his; P(his) {(keep & y).sum() / max(keep.sum(), 1):.3f} | undecided, no other in reach, p>=t: "
              f"{moved.sum()}, "
              f"P {(moved & y).sum() / max(moved.sum(), 1):.3f}")


def choose(rows_by_book: dict[str, list], c: float, keep: float) -> float:
    """The highest threshold keeping >= `keep` of the silver-his decided facts, on book-held-out
    predictions over the training books."""
    ys, ps = [], []
    for book, rows in rows_by_book.items():
        others = [r for b, rs in rows_by_book.items() if b != book for r in rs]
        model = fit(others, c)
        ps.append(model.probabilities([r[0] for r in rows])[:, 1])
        ys.append(np.array([r[1] and r[2] != UNDECIDED and r[3] for r in rows]))
    y, p = np.concatenate(ys), np.concatenate(ps)
    curve("training books, each predicted by a model of the others",
          [r for rs in rows_by_book.values() for r in rs], p)
    best = 0.0
    for t in np.arange(0.05, 0.95, 0.01):
        if (y & (p >= t)).sum() >= keep * y.sum():
            best = float(t)
    return round(best, 2)


def _cached_examples(cache: Path | None, labels: dict, projects: Path, books: list[str]) -> dict[str, list]:
    """Each book's examples, read once and kept in `cache` (JSON) when given, to try settings."""
    if cache is not None and cache.is_file():
        stored = json.loads(cache.read_text("utf-8"))
        if all(b in stored for b in books):
            return {b: [tuple(r) for r in stored[b]] for b in books}
    rows: dict[str, list] = defaultdict(list)
    for book in books:
        rows[book] = examples(labels, projects, book)
        print(f"{book}: {len(rows[book])} labelled facts", file=sys.stderr, flush=True)
    if cache is not None:
        cache.write_text(json.dumps(rows, ensure_ascii=False), "utf-8")
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--labels", type=Path, required=True, help="the bench's --json output (rules alone)")
    ap.add_argument("--projects", type=Path, required=True, help="the bench's --projects directory")
    ap.add_argument("--train", required=True, help="comma-separated training books")
    ap.add_argument("--test", default="", help="comma-separated books to report on (never used for a choice)")
    ap.add_argument("--keep", type=float, default=0.85, help="share of silver-his facts to keep (default 0.85)")
    ap.add_argument("--c", type=float, default=0.5, help="inverse regularisation strength (default 0.5)")
    ap.add_argument("--with-topic", action="store_true",
                    help="also train on facts whose clause names nobody, by the translation's topic")
    ap.add_argument("--examples", type=Path, help="keep the examples read here (JSON), and reuse them")
    ap.add_argument("--out", type=Path, default=None, help="the model file (default: the user's cache)")
    args = ap.parse_args()
    if not args.labels.is_file():
        print(f"{args.labels}: no such labels file (run bench/attribution_parallel.py --json)", file=sys.stderr)
        return 2
    train, test = [b for b in args.train.split(",") if b], [b for b in args.test.split(",") if b]
    missing = [b for b in train + test if not (args.projects / b).is_dir()]
    if missing:
        print(f"no project under {args.projects} for: {', '.join(missing)}", file=sys.stderr)
        return 2
    labels: dict[tuple[str, int], tuple[str, bool]] = {}
    for row in json.loads(args.labels.read_text("utf-8"))["clauses"]:
        if row["source"] != "fact":
            continue
        if row["label"] in (HIS, OTHER_LABEL):
            labels[(row["book"], row["triple_id"])] = (row["label"], True)
        elif row["topic_label"] in (HIS, OTHER_LABEL):
            labels[(row["book"], row["triple_id"])] = (row["topic_label"], False)
    rows = _cached_examples(args.examples, labels, args.projects, train + test)
    if not args.with_topic:
        rows = {b: [r for r in rs if r[3]] for b, rs in rows.items()}
    threshold = choose({b: rows[b] for b in train}, args.c, args.keep)
    model = ClauseModel(fit([r for b in train for r in rows[b]], args.c), threshold)
    for book in test:
        curve(f"test {book}", rows[book], np.array(model.p_his([r[0] for r in rows[book]])))
    pooled = [r for b in test for r in rows[b]]
    if pooled:
        curve("test books pooled", pooled, np.array(model.p_his([r[0] for r in pooled])))
    out = args.out or installed_path()
    model.save(out)
    print(f"threshold {threshold} (keeps >= {args.keep} of his on the training books); wrote {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
