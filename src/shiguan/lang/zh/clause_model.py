"""A learned check on whose a clause is: the rules' "his" made undecided where the model, trained
on the silver labels of the histories' translations, finds another agent likely.

The rules decide a clause is the entry's man by positive evidence (his name, the opening, a run
of clauses nobody else enters). Classical prose is more varied than any rule list: a colleague
named two clauses back, a rebel's deed, a kinsman's career. The model reads the shape of the
clause and its neighbourhood, never names: its characters and pairs, how it opens, the clause
before it, how far back he was last named, who acted in between, the rules' basis and the fact's
relation. A hashed logistic model (numpy arrays, no pickle) is cheap enough for the reading
workers.

It only ever moves a fact from his to undecided, with the probability in the stored note (the
basis stays visible). Without a weights file the rules decide alone. The file is built by
`make clause-model` (scripts/train_clause_subject.py) into the user's cache; SHIGUAN_CLAUSE_MODEL
names another file, or "off".
"""

from __future__ import annotations

import os
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache
from pathlib import Path

import numpy as np

from ...cache import default_cache_dir
from ...errors import ProjectError
from ...models import APPOINTEE, KIN, NAME, OPENING, OTHER, SELF, UNDECIDED, UNKNOWN_WHO, Fact, Span, Subject
from .name_shapes import Clause
from .relations.linear_model import LinearModel, feature_index

FORMAT = 1
ENV = "SHIGUAN_CLAUSE_MODEL"
MOVED = "model: another agent likely"  # the note's opening: what the stored basis says
_NAMED = (NAME, OPENING, APPOINTEE)
_STOPS = "。！？\n"
_REACH = 30  # clauses looked back at for his last naming


HIS, OTHER_LABEL = "his", "other"


@dataclass(frozen=True)
class ClauseModel:
    """A logistic model of P(the clause is the entry's man's) over hashed features, and the
    probability under which a "his" becomes undecided."""

    linear: LinearModel  # labels (other, his)
    threshold: float

    def p_his(self, rows: Sequence[Sequence[str]]) -> list[float]:
        """P(his) of each row of features: the two-label softmax as one margin, each feature
        counted once (as in training), all rows summed in one numpy call."""
        if not rows:
            return []
        margin, bias = self._margin
        memo = _memo(margin.size)
        buckets = [sorted({memo[f] if f in memo else _remember(memo, f, margin.size) for f in row}) for row in rows]
        starts = np.cumsum([0] + [len(b) for b in buckets[:-1]])
        flat = np.fromiter((i for b in buckets for i in b), dtype=np.int64)
        z = np.zeros(len(rows)) if flat.size == 0 else np.add.reduceat(margin[flat], starts, dtype=np.float64)
        z[[len(b) == 0 for b in buckets]] = 0.0  # reduceat gives an empty row its neighbour's value
        return [float(p) for p in 1.0 / (1.0 + np.exp(-np.clip(z + bias, -30.0, 30.0)))]

    @cached_property
    def _margin(self) -> tuple[np.ndarray, float]:
        his, other = self.linear.labels.index(HIS), self.linear.labels.index(OTHER_LABEL)
        w = self.linear.weights
        return ((w[:, his] - w[:, other]).astype(np.float64),
                float(self.linear.bias[his]) - float(self.linear.bias[other]))

    def save(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        with path.open("wb") as out:
            np.savez_compressed(out, format=np.array(FORMAT), threshold=np.array(self.threshold),
                                **self.linear.arrays("clause"))

    @classmethod
    def load(cls, path: Path) -> ClauseModel:
        try:
            with np.load(path, allow_pickle=False) as f:
                arrays = {k: f[k] for k in f.files}
        except (OSError, ValueError) as exc:
            raise ProjectError(f"{path}: cannot be read as a clause-subject model file ({exc})") from exc
        if int(arrays.get("format", -1)) != FORMAT or "threshold" not in arrays:
            raise ProjectError(f"{path}: not a clause-subject model file of format {FORMAT} "
                               "(rebuild it: make clause-model)")
        linear = LinearModel.from_arrays(arrays, "clause", path)
        if set(linear.labels) != {HIS, OTHER_LABEL}:
            raise ProjectError(f"{path}: a clause-subject model needs the labels his and other")
        return cls(linear, float(arrays["threshold"]))


def installed_path() -> Path:
    """Where `make clause-model` puts the model: the user's cache (or $SHIGUAN_CLAUSE_MODEL)."""
    named = os.environ.get(ENV, "")
    return Path(named) if named and named != "off" else default_cache_dir("clauses") / "clause_subject.npz"


def installed() -> ClauseModel | None:
    """The model the reading uses, or None (no file, or SHIGUAN_CLAUSE_MODEL=off); read once a
    process for each setting."""
    return _by_setting(os.environ.get(ENV, ""))


@lru_cache(maxsize=8)
def _by_setting(setting: str) -> ClauseModel | None:
    if setting == "off":
        return None
    path = installed_path()
    return ClauseModel.load(path) if path.exists() else None


_BUCKETS: dict[int, dict[str, int]] = {}  # a process's memo of feature → bucket (characters recur)


def _memo(size: int) -> dict[str, int]:
    memo = _BUCKETS.setdefault(size, {})
    if len(memo) > 500_000:
        memo.clear()
    return memo


def _remember(memo: dict[str, int], feature: str, size: int) -> int:
    b = memo[feature] = feature_index(feature, size)
    return b


def _bucket(n: int) -> str:
    return str(n) if n < 3 else "3-5" if n < 6 else "6+"


def clause_features(text: str, clauses: Sequence[Clause], k: int, fact: Fact) -> list[str]:
    """The shape of clause `k` (the one holding `fact`) and its neighbourhood: its characters
    and character pairs (the name that decided its subject written as a mark), its opening, the
    clause before, how many clauses since the entry's man was last named and who acted since,
    whether the sentence went on from someone else, the rules' basis and the fact's relation."""
    c = clauses[k]
    clause = _shape(text, c)
    prev = _shape(text, clauses[k - 1]) if k else ""
    basis = fact.subject.basis if fact.subject else ""
    f = [f"b={basis}", f"r={fact.relation}", f"m={fact.method.split(':')[0]}", f"rb={fact.relation}|{basis}",
         f"o1={clause[:1]}", f"o2={clause[:2]}", f"e1={clause[-1:]}", f"n={min(len(clause), 12)}",
         f"p1={prev[:1]}", f"p2={prev[:2]}", f"pe={prev[-1:]}"]
    f += ["c=" + ch for ch in set(clause)] + ["cc=" + clause[i:i + 2] for i in range(len(clause) - 1)]
    f += ["p=" + ch for ch in set(prev)]
    f += ["vpos=" + _bucket(max(0, fact.span.start - c.start)), f"cs={c.subject.who}|{c.subject.basis}"]
    since, others, last = 0, 0, ""
    for j in range(k - 1, max(-1, k - 1 - _REACH), -1):
        s = clauses[j].subject
        if s.who == SELF and s.basis in _NAMED:
            break
        since += 1
        if s.who in (OTHER, KIN, UNKNOWN_WHO) or s.note:
            others += 1
            last = last or f"{s.who}|{s.basis}|{_bucket(since)}"
    f += [f"since={_bucket(since)}", f"others={_bucket(others)}", f"last={last}", f"bs={basis}|{_bucket(since)}",
          f"bo={basis}|{_bucket(others)}"]
    if k:
        s = clauses[k - 1].subject
        f.append(f"ps={s.who}|{s.basis}")
        f.append("sentence_on" if text[c.start - 1:c.start] not in _STOPS else "sentence_new")
    if c.topic.who != SELF:
        f.append(f"topic={c.topic.who}")
    return f


def _shape(text: str, c: Clause) -> str:
    """The clause's words with the name that decided its subject written as a mark: Ⓢ for the
    entry's man, Ⓞ for anyone else, so that no name is a feature."""
    cue = c.subject.cue
    if cue is None or cue.end <= c.start or cue.start >= c.end or cue.start == cue.end:
        return text[c.start:c.end]
    a, b = max(cue.start, c.start), min(cue.end, c.end)
    mark = "Ⓢ" if c.subject.who == SELF else "Ⓞ"
    return text[c.start:a] + mark + text[b:c.end]


def judged(facts: list[Fact], clauses: Sequence[Clause], text: str, model: ClauseModel | None) -> list[Fact]:
    """`facts` with each "his" (not from the opening's formulas) made undecided where the model's
    P(his) falls under its threshold; the note says the model moved it, with the probability."""
    if model is None or not clauses:
        return facts
    starts = [c.start for c in clauses]
    asked: list[tuple[int, int]] = []  # (fact, clause) pairs the model reads
    for i, f in enumerate(facts):
        if f.subject is not None and f.subject.who == SELF and f.subject.basis != OPENING:
            k = clause_index(starts, clauses, f.span.start)
            if k is not None:
                asked.append((i, k))
    ps = model.p_his([clause_features(text, clauses, k, facts[i]) for i, k in asked])
    out = list(facts)
    for (i, k), p in zip(asked, ps):
        if p < model.threshold:
            s, c = facts[i].subject, clauses[k]
            out[i] = replace(facts[i], subject=Subject(
                UNKNOWN_WHO, s.name, UNDECIDED, Span(c.start, c.end),
                note=f"{MOVED} (p={p:.2f}; the rules said his by {s.basis or 'default'})"))
    return out


def clause_index(starts: list[int], clauses: Sequence[Clause], offset: int) -> int | None:
    """The index of the clause holding `offset` (`starts`: the clauses' starts, in text order)."""
    i = bisect_right(starts, offset) - 1
    return i if i >= 0 and offset < clauses[i].end else None
