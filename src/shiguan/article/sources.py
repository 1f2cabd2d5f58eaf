"""Snippets for an article: found in the corpus by a query, numbered once, cited by number.

A snippet is not a whole chunk but the run of its sentences that holds most of the query's
words, up to `snippet_chars`: a small model writes from a few hundred characters well and from
a few thousand badly, and a citation should point at the sentences that say the thing.
Chunks are ranked by BM25 over character unigrams and bigrams, which needs no model and no word
segmenter for classical Chinese. `--prefer DOC` multiplies the scores of chunks from matching
documents, so a user's pinned source comes first wherever it is relevant at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

import numpy as np
from sklearn.feature_extraction.text import CountVectorizer

from ..corpus.normalize import to_simplified
from ..project import Project
from ..retrieve.person import Hit
from ..store import ChunkRow
from ..verify.references import SENTENCE

_NOT_TEXT = re.compile(r"[\s，。；：、！？（）()「」『』“”‘’《》〈〉,.;:!?\"']+")
PREFER_BOOST = 2.0
K1, B = 1.2, 0.75


@dataclass(frozen=True)
class Snippet:
    n: int  # its number in the pool: the [n] the writer cites
    chunk: ChunkRow
    start: int  # offsets in the document
    end: int
    text: str  # the original text of that span
    query: str  # the query that found it

    @property
    def document(self) -> str:
        return self.chunk.path

    def hit(self) -> Hit:
        """The snippet as a Verifier reference."""
        span = ChunkRow(self.chunk.id, self.chunk.document_id, self.chunk.path, self.chunk.ord, self.start,
                        self.end, self.chunk.kind, self.chunk.entry_id)
        return Hit(span, self.text, "snippet", [f"query: {self.query}"], None)

    def to_dict(self) -> dict:
        return {"n": self.n, "document": self.document, "document_id": self.chunk.document_id,
                "chunk_id": self.chunk.id, "start": self.start, "end": self.end, "text": self.text, "query": self.query}


def terms(text: str) -> list[str]:
    """Character unigrams and bigrams of the text's runs of letters, in simplified form."""
    out: list[str] = []
    for run in _NOT_TEXT.split(to_simplified(text).lower()):
        out += list(run) + [run[i:i + 2] for i in range(len(run) - 1)]
    return out


class CorpusSearch:
    """BM25 over every chunk of the project, built once per run in memory (a few seconds for
    the 1.7 M characters of the bench corpus)."""

    def __init__(self, project: Project, snippet_chars: int, prefer: Iterable[str] = ()):
        self.project = project
        self.snippet_chars = snippet_chars
        self.ids: list[int] = []
        texts: list[str] = []
        for chunk_id, text in project.store.iter_chunk_texts():
            self.ids.append(chunk_id)
            texts.append(text)
        self.vectorizer = CountVectorizer(analyzer=terms, min_df=1)
        self.counts = self.vectorizer.fit_transform(texts).tocsc() if texts else None
        lengths = np.asarray(self.counts.sum(axis=1)).ravel() if texts else np.zeros(0)
        self.norm = K1 * (1 - B + B * lengths / max(lengths.mean(), 1.0)) if texts else lengths
        df = np.diff(self.counts.indptr) if texts else np.zeros(0)
        self.idf = np.log(1 + (len(texts) - df + 0.5) / (df + 0.5))
        self.rows = project.store.chunks_by_id(self.ids)
        self.prefer = tuple(prefer)
        self.boost = np.array([PREFER_BOOST if self._preferred(self.rows[i].path) else 1.0 for i in self.ids])

    def _preferred(self, path: str) -> bool:
        return any(p in path for p in self.prefer)

    def scores(self, query: str) -> np.ndarray:
        """BM25 of every chunk for the query (preferred documents boosted)."""
        scores = np.zeros(len(self.ids))
        if self.counts is None:
            return scores
        vocabulary = self.vectorizer.vocabulary_
        for term in set(terms(query)):
            col = vocabulary.get(term)
            if col is None:
                continue
            start, end = self.counts.indptr[col], self.counts.indptr[col + 1]
            rows, tf = self.counts.indices[start:end], self.counts.data[start:end]
            scores[rows] += self.idf[col] * tf * (K1 + 1) / (tf + self.norm[rows])
        return scores * self.boost

    def search(self, query: str, limit: int, exclude: set[int] = frozenset()) -> list[tuple[ChunkRow, str]]:
        """The best chunks for the query, skipping `exclude`d chunk ids, each with its snippet."""
        scores = self.scores(query)
        found = []
        for i in np.argsort(-scores, kind="stable"):
            if scores[i] <= 0 or len(found) >= limit:
                break
            if self.ids[i] not in exclude:
                found.append(self.rows[self.ids[i]])
        return [(c, query) for c in found]


def window(text: str, query: str, limit: int) -> tuple[int, int]:
    """A run of whole sentences of `text`, at most `limit` characters: the shortest run holding
    the most distinct query terms (earliest on a tie), then the sentences after it while they fit,
    since what follows a mention is usually what happened next."""
    want = {t for t in terms(query) if len(t) == 2} or set(terms(query))
    sentences = [(m.start(), m.end()) for m in SENTENCE.finditer(text) if m.group().strip()]
    if not sentences:
        return 0, min(len(text), limit)
    best = (-1, 0, 0, 0)  # (score, -length, first, last)
    for i, (start, _) in enumerate(sentences):
        for j in range(i, len(sentences)):
            if j > i and sentences[j][1] - start > limit:
                break
            found = (len(want & set(terms(text[start:sentences[j][1]]))), start - sentences[j][1], i, j)
            if found[:2] > best[:2]:
                best = found
    _, _, i, j = best
    while j + 1 < len(sentences) and sentences[j + 1][1] - sentences[i][0] <= limit:
        j += 1
    start, end = sentences[i][0], min(sentences[j][1], sentences[i][0] + limit)
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return start, end


class SourcePool:
    """The curated snippets of one article, numbered in order of retrieval; a chunk once.
    A number is never reused, so a removed snippet leaves a gap rather than a wrong citation."""

    def __init__(self, project: Project, search: CorpusSearch):
        self.project = project
        self.search = search
        self.snippets: list[Snippet] = []
        self.queries: list[str] = []  # every query issued, in order (APOLLO's query memory)
        self._numbered: dict[int, Snippet] = {}
        self._texts: dict[int, str] = {}

    @property
    def chunk_ids(self) -> set[int]:
        return {s.chunk.id for s in self.snippets}

    def candidates(self, query: str, limit: int) -> list[tuple[ChunkRow, str]]:
        """Issue a query: the best chunks not yet in the pool."""
        self.queries.append(query)
        return self.search.search(query, limit, exclude=self.chunk_ids)

    def retrieve(self, query: str, limit: int) -> list[Snippet]:
        """Issue a query and add what it finds."""
        return [self.add(chunk, q) for chunk, q in self.candidates(query, limit)]

    def add(self, chunk: ChunkRow, query: str) -> Snippet:
        text = self.chunk_text(chunk)
        start, end = window(text, query, self.search.snippet_chars)
        n = max(self._numbered, default=0) + 1
        snippet = Snippet(n, chunk, chunk.start + start, chunk.start + end, text[start:end], query)
        self.snippets.append(snippet)
        self._numbered[n] = snippet
        return snippet

    def remove(self, snippet: Snippet) -> None:
        self.snippets.remove(snippet)

    def chunk_text(self, chunk: ChunkRow) -> str:
        """The chunk's original text."""
        if chunk.document_id not in self._texts:
            self._texts[chunk.document_id] = self.project.store.document_text(chunk.document_id)
        return self._texts[chunk.document_id][chunk.start:chunk.end]

    def get(self, numbers: Iterable[int]) -> list[Snippet]:
        """Snippets by number, removed ones included (they may be named in the report)."""
        return [self._numbered[n] for n in numbers if n in self._numbered]

    def rank(self, query: str, among: list[Snippet], limit: int) -> list[Snippet]:
        """The snippets of `among` sharing the most character bigrams with a query."""
        want = set(terms(query))
        scored = [(sum(1 for t in set(terms(s.text)) if t in want and len(t) == 2), -s.n, s) for s in among]
        scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
        return [s for _, _, s in scored[:limit]]
