"""Which passages of the narrative each section is shown: MMR over the passages' vectors.

The embedder is the project's `[embed]` one; a TF-IDF embedder is fitted on the narrative's own
passages, the texts it serves. Passage vectors are cached in the project database by text, so a
second run over the same narrative embeds nothing.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..config import EmbedSettings, EnrichSettings
from ..embed import embedder_for
from ..embed.vectors import passage_matrix
from ..errors import InputError
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
        self.settings = settings

    def search(self, section: Section) -> list[Retrieved]:
        """Up to k passages for the section (its headings and text), diverse, none below the threshold."""
        s = self.settings
        query = " ".join(" ".join((*section.path, section.body)).split())[:s.section_chars]
        picks = mmr(self.embedder.embed([query])[0], self.matrix, s.k, s.mmr_lambda, s.threshold, s.candidates)
        return [Retrieved(self.passages[p.index], p.similarity) for p in picks]
