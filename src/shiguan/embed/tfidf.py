"""TF-IDF reduced by a truncated SVD (latent semantic analysis): sentence vectors without a model.

Chinese has no spaces, so its terms are character 1-3-grams; other text uses words and word
pairs. The fit (vocabulary, idf weights, SVD components) is the embedder: it is serialised whole,
so vectors made after a reload lie in the same space as the stored ones. One transform path
serves fitting and embedding, so a text gets the same vector before and after a reload.
"""

from __future__ import annotations

import hashlib
import io
import re
from collections.abc import Sequence

import numpy as np
from scipy import sparse
from sklearn.decomposition import TruncatedSVD
from sklearn.feature_extraction.text import CountVectorizer, TfidfVectorizer

from ..config import EmbedSettings
from ..errors import ShiguanError
from .protocol import unit_rows

_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_LETTER = re.compile(r"\w")
CHINESE_SHARE = 0.3  # texts whose letters are at least this share of Han characters count as Chinese


def _analyzer(chinese: bool) -> dict:
    if chinese:
        return {"analyzer": "char", "ngram_range": (1, 3), "lowercase": False}
    return {"analyzer": "word", "ngram_range": (1, 2), "lowercase": True, "stop_words": "english"}


def _is_chinese(texts: Sequence[str]) -> bool:
    sample = "".join(texts)[:200_000]
    letters = len(_LETTER.findall(sample))
    return letters > 0 and len(_HAN.findall(sample)) / letters >= CHINESE_SHARE


class TfidfEmbedder:
    def __init__(self, chinese: bool, vocabulary: Sequence[str], idf: np.ndarray, components: np.ndarray):
        self.chinese = chinese
        self.vocabulary = list(vocabulary)
        self.idf = np.asarray(idf, dtype=np.float32)
        self.components = np.asarray(components, dtype=np.float32)  # (dim, terms)
        self.dim = int(self.components.shape[0])
        self._counter = CountVectorizer(vocabulary={t: i for i, t in enumerate(self.vocabulary)},
                                        **_analyzer(chinese))
        self.name = "tfidf-" + self._fingerprint()

    @classmethod
    def fit(cls, texts: Sequence[str], dim: int = 256, max_features: int = 20000) -> TfidfEmbedder:
        """Fit on the texts the embedder will serve (a corpus, a narrative's passages)."""
        texts = [t for t in texts if t.strip()]
        chinese = _is_chinese(texts)
        try:
            tfidf = TfidfVectorizer(sublinear_tf=True, max_features=max_features, **_analyzer(chinese)).fit(texts)
        except ValueError as exc:  # no text, or nothing but stop words
            raise ShiguanError(f"cannot fit a TF-IDF embedder: {exc}") from exc
        vocabulary = tfidf.get_feature_names_out()
        weighted = _weigh(CountVectorizer(vocabulary=vocabulary, **_analyzer(chinese)).transform(texts), tfidf.idf_)
        # the SVD rank is bounded by the number of texts and of terms
        rank = max(1, min(dim, len(texts), len(vocabulary) - 1))
        svd = TruncatedSVD(n_components=rank, algorithm="randomized", random_state=0).fit(weighted)
        return cls(chinese, vocabulary, tfidf.idf_, svd.components_)

    def embed(self, texts: Sequence[str]) -> np.ndarray:
        weighted = _weigh(self._counter.transform(list(texts)), self.idf)
        return unit_rows(weighted @ self.components.T)

    def _fingerprint(self) -> str:
        """Of the fit's content (a serialised state also holds zip timestamps)."""
        h = hashlib.sha256(b"zh" if self.chinese else b"latin")
        h.update("\n".join(self.vocabulary).encode())
        h.update(self.idf.tobytes())
        h.update(self.components.tobytes())
        return h.hexdigest()[:12]

    def state(self) -> bytes:
        buffer = io.BytesIO()
        np.savez_compressed(buffer, chinese=np.array(self.chinese), vocabulary=np.array(self.vocabulary),
                            idf=self.idf, components=self.components)
        return buffer.getvalue()

    @classmethod
    def from_state(cls, state: bytes) -> TfidfEmbedder:
        with np.load(io.BytesIO(state), allow_pickle=False) as z:
            return cls(bool(z["chinese"]), z["vocabulary"].tolist(), z["idf"], z["components"])


def _weigh(counts: sparse.csr_matrix, idf: np.ndarray) -> sparse.csr_matrix:
    """Sublinear term frequency times idf, rows L2-normalised (TfidfVectorizer's weighting)."""
    counts = counts.astype(np.float32)
    counts.data = 1 + np.log(counts.data)
    weighted = sparse.csr_matrix(counts.multiply(idf.astype(np.float32)[None, :]))
    norms = np.sqrt(np.asarray(weighted.multiply(weighted).sum(axis=1))).ravel()
    norms[norms == 0] = 1
    return sparse.csr_matrix(sparse.diags(1 / norms) @ weighted)


def from_settings(settings: EmbedSettings, texts: Sequence[str]) -> TfidfEmbedder:
    """The [embed] "tfidf" embedder, fitted on the texts it will serve."""
    return TfidfEmbedder.fit(texts, settings.dim, settings.max_features)
