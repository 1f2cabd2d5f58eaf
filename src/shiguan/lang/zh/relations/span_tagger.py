"""Entity spans read character by character: a linear BIO tagger decoded with Viterbi.

The relation classifier needs candidate names, places, offices and books in any sentence, and
the benchmarks' own spans are not given to an extractor. Each character is classified from the
characters around it (hashed n-grams); Viterbi keeps the label sequence well formed (an I-X only
after B-X or I-X).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..aliases import surnames
from .linear_model import LinearModel

_PAD = "＃"
_PUNCT = frozenset("，。；：、！？“”「」『』（）()○●◎□《》〈〉·\n\t 　")


@dataclass(frozen=True)
class Span:
    text: str
    type: str  # the tagger's type: PER, LOC, OFI, BOOK, ORG
    start: int
    end: int


def char_features(text: str, i: int) -> list[str]:
    """What the tagger sees at character i: the characters three either side, the bigrams and
    trigrams through it, punctuation next to it, and whether a listed surname starts here."""
    def c(k: int) -> str:
        j = i + k
        return text[j] if 0 <= j < len(text) else _PAD

    window = {k: c(k) for k in range(-3, 4)}
    feats = [f"u{k}:{window[k]}" for k in range(-3, 4)]
    feats += [f"b{k}:{window[k]}{window[k + 1]}" for k in range(-3, 3)]
    feats += [f"t{k}:{window[k]}{window[k + 1]}{window[k + 2]}" for k in (-2, -1, 0)]
    feats += [f"p{k}:{window[k] in _PUNCT}" for k in (-1, 1)]
    listed = surnames()
    feats += [f"s{k}:{window[k] in listed or window[k] + window[k + 1] in listed}" for k in (-1, 0)]
    return feats


def _allowed(labels: tuple[str, ...]) -> np.ndarray:
    """allowed[a, b]: label b may follow label a."""
    n = len(labels)
    ok = np.ones((n, n), dtype=bool)
    for b, lb in enumerate(labels):
        if lb.startswith("I-"):
            for a, la in enumerate(labels):
                ok[a, b] = la[2:] == lb[2:] and la[:2] in ("B-", "I-")
    return ok


def decode(labels: tuple[str, ...], probs: np.ndarray) -> list[str]:
    """The most probable well-formed BIO sequence."""
    n = len(labels)
    logp = np.log(np.clip(probs, 1e-12, 1.0))
    penalty = np.where(_allowed(labels), 0.0, -1e9)
    start_ok = np.array([0.0 if not lb.startswith("I-") else -1e9 for lb in labels])
    score = logp[0] + start_ok
    back = np.zeros((len(probs), n), dtype=np.int64)
    for i in range(1, len(probs)):
        total = score[:, None] + penalty
        back[i] = total.argmax(axis=0)
        score = total.max(axis=0) + logp[i]
    best = [int(score.argmax())]
    for i in range(len(probs) - 1, 0, -1):
        best.append(int(back[i][best[-1]]))
    return [labels[k] for k in reversed(best)]


def spans_of(text: str, tags: list[str]) -> list[Span]:
    out, start = [], None
    for i, tag in enumerate([*tags, "O"]):
        if start is not None and not tag.startswith("I-"):
            out.append(Span(text[start:i], tags[start][2:], start, i))
            start = None
        if tag.startswith("B-"):
            start = i
    return out


def tag(model: LinearModel, text: str) -> list[Span]:
    """The entity spans the tagger reads in `text` (its single best reading)."""
    if not text:
        return []
    probs = model.probabilities([char_features(text, i) for i in range(len(text))])
    return spans_of(text, decode(model.labels, probs))


def candidates(model: LinearModel, text: str, least: float = 0.2) -> list[Span]:
    """More spans than the best reading, for a classifier to choose from: spans the tagger
    thinks possible (each character at least `least` probable), a place or office run into the
    office after it (C-CLUE's 扬州刺史 is one office), and a man's given name wherever it stands
    alone (侯益 … 益)."""
    if not text:
        return []
    probs = model.probabilities([char_features(text, i) for i in range(len(text))])
    found = spans_of(text, decode(model.labels, probs))
    index = {lb: k for k, lb in enumerate(model.labels)}
    for kind in {lb[2:] for lb in model.labels if lb != "O"}:
        b, i = index.get(f"B-{kind}"), index.get(f"I-{kind}")
        for start in range(len(text)):
            if b is None or probs[start, b] < least or text[start] in _PUNCT:
                continue
            end = start + 1
            while i is not None and end < len(text) and probs[end, i] >= least and text[end] not in _PUNCT:
                end += 1
            found.append(Span(text[start:end], kind, start, end))
    found += [Span(a.text + b.text, "OFI", a.start, b.end) for a in found for b in found
              if a.end == b.start and a.type in ("LOC", "ORG", "OFI") and b.type == "OFI"]
    listed = surnames()
    for person in [x for x in found if x.type == "PER" and (len(x.text) >= 3 or x.text[:1] in listed)]:
        cut = 2 if person.text[:2] in listed and len(person.text) > 2 else 1
        given = person.text[cut:]
        at = text.find(given)
        while given and at >= 0:
            if not (person.start <= at < person.end):
                found.append(Span(given, "PER", at, at + len(given)))
            at = text.find(given, at + 1)
    unique = {(x.start, x.end, x.type): x for x in found if not any(ch in _PUNCT for ch in x.text)}  # “ is no name
    return sorted(unique.values(), key=lambda x: (x.start, x.end, x.type))


def bio_labels(length: int, spans: list[Span]) -> list[str]:
    """Training labels for a text with these spans (a later overlapping span is dropped)."""
    tags = ["O"] * length
    for s in sorted(spans, key=lambda s: (s.start, -(s.end - s.start))):
        if s.end <= length and all(t == "O" for t in tags[s.start:s.end]):
            tags[s.start] = f"B-{s.type}"
            for j in range(s.start + 1, s.end):
                tags[j] = f"I-{s.type}"
    return tags
