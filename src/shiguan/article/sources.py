"""Snippets for an article: found in the corpus by a query, numbered once, cited by number.

A snippet is not a whole chunk but the run of its sentences that holds most of the query's
words, up to `snippet_chars`: a small model writes from a few hundred characters well and from
a few thousand badly, and a citation should point at the sentences that say the thing.
Chunks are ranked by BM25 over character unigrams and bigrams, which needs no model and no word
segmenter for classical Chinese. An English query in a project with English documents ranks
their chunks by `retrieve.rank`: BM25 over stemmed words, fused with the chunk vectors where
`shiguan embed` made them. `--prefer DOC` multiplies the scores of chunks from matching
documents, so a user's pinned source comes first wherever it is relevant at all.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

import numpy as np

from ..lang import EN, documents_in
from ..lang.zh.verify.references import SENTENCE
from ..project import Project
from ..retrieve.bm25 import BM25, is_english, key_terms, terms
from ..retrieve.person import Hit
from ..retrieve.rank import ChunkRanker
from ..store import ChunkRow
from ..verify.evidence import Evidence

PREFER_BOOST = 2.0
# An English sentence: up to . ! or ? (and closing quotes) before a space, or up to a blank line;
# hard line wraps inside it are not ends.
_ENGLISH_SENTENCE = re.compile(r"\S(?:.|\n)*?(?:[.!?][\"'”’)\]]*(?=\s|$)|(?=\n[ \t]*\n)|$)")


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

    def evidence(self) -> Evidence:
        """The snippet as the English claim Verifier's evidence."""
        return Evidence(self.text, self.chunk.document_id, self.start, self.end)

    def to_dict(self) -> dict:
        return {"n": self.n, "document": self.document, "document_id": self.chunk.document_id,
                "chunk_id": self.chunk.id, "start": self.start, "end": self.end, "text": self.text, "query": self.query}


class CorpusSearch:
    """Every chunk of the project, searchable; each index is built in memory at its first query,
    once per run (a few seconds for the 1.7 M characters of the bench corpus)."""

    def __init__(self, project: Project, snippet_chars: int, prefer: Iterable[str] = ()):
        self.project = project
        self.snippet_chars = snippet_chars
        self.ids: list[int] = []
        self.texts: list[str] = []
        for chunk_id, text in project.store.iter_chunk_texts():
            self.ids.append(chunk_id)
            self.texts.append(text)
        self.rows = project.store.chunks_by_id(self.ids)
        self.prefer = tuple(prefer)
        self.boost = np.array([PREFER_BOOST if self._preferred(self.rows[i].path) else 1.0 for i in self.ids])

    def _preferred(self, path: str) -> bool:
        return any(p in path for p in self.prefer)

    @cached_property
    def bm25(self) -> BM25:
        """Every chunk, for a Chinese query."""
        return BM25(self.texts)

    @cached_property
    def english(self) -> ChunkRanker | None:
        """The chunks of English documents, for an English query (None: the project has none)."""
        english = documents_in(self.project.store, EN)
        chunks = [self.rows[i] for i in self.ids if self.rows[i].document_id in english]
        return ChunkRanker(self.project, chunks) if chunks else None

    def scores(self, query: str) -> np.ndarray:
        """BM25 of every chunk for the query (preferred documents boosted)."""
        return self.bm25.scores(query) * self.boost

    def search(self, query: str, limit: int, exclude: set[int] = frozenset()) -> list[tuple[ChunkRow, str]]:
        """The best chunks for the query, skipping `exclude`d chunk ids, each with its snippet."""
        if is_english(query) and self.english is not None:
            return [(c, query) for c in self._search_english(query, limit, exclude)]
        scores = self.scores(query)
        found = []
        for i in np.argsort(-scores, kind="stable"):
            if scores[i] <= 0 or len(found) >= limit:
                break
            if self.ids[i] not in exclude:
                found.append(self.rows[self.ids[i]])
        return [(c, query) for c in found]

    def _search_english(self, query: str, limit: int, exclude: set[int]) -> list[ChunkRow]:
        assert self.english is not None
        ranked = self.english.rank(query, len(self.english.chunks))
        boosted = sorted(ranked, key=lambda r: -r.score * (PREFER_BOOST if self._preferred(r.chunk.path) else 1.0))
        return [r.chunk for r in boosted if r.chunk.id not in exclude][:limit]


def window(text: str, query: str, limit: int) -> tuple[int, int]:
    """A run of whole sentences of `text`, at most `limit` characters: the shortest run holding
    the most distinct query terms (earliest on a tie), then the sentences after it while they fit,
    since what follows a mention is usually what happened next."""
    want = set(key_terms(query))
    sentence = _ENGLISH_SENTENCE if is_english(text) else SENTENCE
    sentences = [(m.start(), m.end()) for m in sentence.finditer(text) if m.group().strip()]
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
        """The snippets of `among` sharing the most character bigrams or words with a query."""
        want = set(key_terms(query))
        scored = [(len(want & set(key_terms(s.text))), -s.n, s) for s in among]
        scored.sort(key=lambda x: (x[0], x[1]), reverse=True)
        return [s for _, _, s in scored[:limit]]
