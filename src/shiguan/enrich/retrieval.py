"""Which passages of the narrative each section is shown: MMR over the passages' vectors.

The embedder is the project's `[embed]` one; a TF-IDF embedder is fitted on the narrative's own
passages, the texts it serves. Passage vectors are cached in the project database by text, so a
second run over the same narrative embeds nothing.

An English narrative is also indexed by BM25 over stemmed words: an embedder blurs a section's
names and terms ("Civil War", "postmaster") into its general drift, while BM25 finds the passages
that use them. BM25 can only lift a passage: its relevance is the larger of its cosine and the
mean of its cosine and its lexical score, BM25 as a share of the best passage's BM25 put on the
cosine's scale (the best lexical match counts as the best cosine). The threshold then applies to
that relevance, and MMR's diversity stays a matter of the vectors. A narrative without English
words (or a section sharing none with it) is ranked by the cosine alone, as before.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..config import EmbedSettings, EnrichSettings
from ..corpus.terms import terms
from ..embed import embedder_for
from ..embed.vectors import passage_matrix
from ..errors import InputError
from ..retrieve.bm25 import BM25
from ..retrieve.mmr import mmr
from ..store import Store
from .article import Section
from .narrative import Narrative, Passage, passages


@dataclass(frozen=True)
class Retrieved:
    passage: Passage
    similarity: float  # cosine with the section


class NarrativeIndex:
    def __init__(self, store: Store, narrative: Narrative, embed: EmbedSettings, settings: EnrichSettings):
        self.passages = passages(narrative, settings.chunk_chars)
        if not self.passages:
            raise InputError(f"{narrative.path}: the narrative holds no text to retrieve from")
        texts = [p.flat for p in self.passages]
        self.embedder = embedder_for(embed, texts)
        self.matrix = passage_matrix(store, self.embedder, texts, embed.batch)
        self.words = BM25(texts, terms)
        self.settings = settings

    def search(self, section: Section) -> list[Retrieved]:
        """Up to k passages for the section (its headings and text), diverse, none below the threshold."""
        s = self.settings
        query = " ".join(" ".join((*section.path, section.body)).split())[:s.section_chars]
        vector = self.embedder.embed([query])[0]
        picks = mmr(vector, self.matrix, s.k, s.mmr_lambda, s.threshold, s.candidates, self.relevance(query, vector))
        return [Retrieved(self.passages[p.index], p.similarity) for p in picks]

    def relevance(self, query: str, vector: np.ndarray) -> np.ndarray:
        """Each passage's cosine with the query, lifted by its word BM25 (see the module's note)."""
        cosine = self.matrix @ vector
        bm25 = self.words.scores(query)
        if not bm25.any():
            return cosine
        lexical = cosine.max() * bm25 / bm25.max()
        return np.maximum(cosine, (cosine + lexical) / 2)
