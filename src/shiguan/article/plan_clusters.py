"""ConvergeWriter's bottom-up plan: retrieve first, cluster, summarise, then outline.

Keywords from the topic retrieve the first snippets, kept only if they name the topic or a
keyword; the model reads those and proposes expansion keywords, whose snippets are kept only if
their vector is close enough to the kept ones' mean (`relevance`). All snippets are embedded
with the project's embedder, k is chosen by the silhouette coefficient over k_min..k_max, and
k-means groups them. Tree summarisation: a one-line summary of each cluster's central snippets,
then a summary of the cluster. The outline has exactly one body section per cluster, and a
section is written from its cluster's snippets only.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import numpy as np
from pydantic import BaseModel
from sklearn.cluster import KMeans
from sklearn.metrics import silhouette_score

from ..config import ArticleSettings
from ..corpus.normalize import to_simplified
from ..corpus.terms import terms
from ..embed.protocol import Embedder
from ..embed.vectors import passage_matrix, project_embedder
from ..errors import InputError
from ..llm import LLMError
from ..prompts.staged import numbered
from ..retrieve.bm25 import is_english
from ..store import Store
from .model import ArticleModel, bounded
from .outline import Outline, OutlineSection
from .planner import PlanContext
from .sources import Snippet, SourcePool

CENTRAL = 3  # snippets per cluster summarised at the first level of the tree
OPENING = 60  # characters of a snippet standing in for its summary when the model gave none


class Keywords(BaseModel):
    keywords: list[str] = []


class Summaries(BaseModel):
    summaries: list[str] = []


class ClusterSummary(BaseModel):
    theme: str = ""
    summary: str = ""


class Heading(BaseModel):
    heading: str
    subheadings: list[str] = []


class ClusterOutline(BaseModel):
    title: str
    sections: list[Heading] = []


@dataclass
class Cluster:
    number: int  # 1..k, in order of the earliest retrieved snippet
    snippets: list[int]  # pool numbers
    central: list[int]  # the ones nearest the centroid, summarised
    summaries: list[str]
    theme: str = ""
    summary: str = ""
    fallback: str = ""  # why the snippet summaries are their openings, when they are

    def to_dict(self) -> dict:
        return {"cluster": self.number, "snippets": self.snippets, "central": self.central,
                "snippet_summaries": self.summaries, "theme": self.theme, "summary": self.summary,
                "summaries_fallback": self.fallback or None}


def choose_k(vectors: np.ndarray, k_min: int, k_max: int) -> tuple[int, np.ndarray, dict[int, float]]:
    """k-means for each k in range, scored by the silhouette coefficient (cosine); the best k,
    its labels and every score. Fewer than k_min + 1 points: one cluster."""
    high = min(k_max, len(vectors) - 1)
    scores: dict[int, float] = {}
    best: tuple[float, int, np.ndarray] | None = None
    for k in range(max(2, k_min), high + 1):
        labels = KMeans(n_clusters=k, n_init=10, random_state=0).fit_predict(vectors)
        if len(set(labels)) < 2:
            continue
        scores[k] = float(silhouette_score(vectors, labels, metric="cosine"))
        if best is None or scores[k] > best[0]:
            best = (scores[k], k, labels)
    if best is None:
        return 1, np.zeros(len(vectors), dtype=int), scores
    return best[1], best[2], scores


def _names(text: str, keyword: str) -> bool:
    """Whether a passage names a topic or keyword: a Chinese one as written, an English one by
    all of its words in any inflection ("Helen Keller's education": Keller, Helen, educated)."""
    if not is_english(keyword):
        return keyword in text
    wanted = set(terms(keyword))
    return bool(wanted) and wanted <= set(terms(text))


class ClusterPlanner:
    """The Planner of `--plan clusters`."""

    def __init__(self, model: ArticleModel, pool: SourcePool, store: Store, embedder: Embedder,
                 settings: ArticleSettings, batch: int = 32):
        self.model = model
        self.pool = pool
        self.store = store
        self.embedder = embedder
        self.settings = settings
        self.batch = batch
        self.keywords: list[str] = []
        self.expansion: list[str] = []
        self.dropped: list[dict] = []  # retrieved but judged irrelevant, and why
        self.clusters: list[Cluster] = []
        self.silhouette: dict[int, float] = {}

    def research(self, topic: str, on_stage: Callable[[str], None]) -> None:
        on_stage("research: keywords and expansion")
        self._gather(topic)
        on_stage("clustering and summarising")
        self._cluster()
        if not self.clusters:
            raise InputError(f"nothing in the corpus matches “{topic}” or its keywords")

    def _gather(self, topic: str) -> None:
        n = self.settings.questions * 2
        reply = self.model.ask("article-keywords", Keywords, 150, bounded(Keywords, "keywords", 1, n), n=n, topic=topic)
        self.keywords = list(dict.fromkeys([topic] + [k.strip() for k in reply.keywords if k.strip()]))
        names = [to_simplified(k) for k in self.keywords if len(k) >= 2]
        for i, query in enumerate(self.keywords):
            limit = self.settings.initial if i == 0 else self.settings.per_query
            for chunk, q in self.pool.candidates(query, limit):
                text = to_simplified(self.pool.chunk_text(chunk))
                if any(_names(text, name) for name in names):
                    self.pool.add(chunk, q)
                else:
                    self.dropped.append({"query": q, "chunk_id": chunk.id, "why": "names neither topic nor keyword"})
        if not self.pool.snippets:
            return
        first = [s.text[:150] for s in self.pool.snippets[:8]]
        reply = self.model.ask("article-expand", Keywords, 150, bounded(Keywords, "keywords", 0, n), n=n, topic=topic,
                               snippets=numbered(first))
        self.expansion = [k.strip() for k in reply.keywords if k.strip() and k.strip() not in self.keywords]
        centre = _unit(self._vectors(self.pool.snippets).mean(axis=0))
        for query in self.expansion:
            found = [self.pool.add(c, q) for c, q in self.pool.candidates(query, self.settings.per_query)]
            if not found:
                continue
            similarity = self._vectors(found) @ centre
            for s, sim in zip(found, similarity):
                if sim < self.settings.relevance:
                    self.pool.remove(s)
                    self.dropped.append({"query": query, "chunk_id": s.chunk.id,
                                         "why": f"similarity {sim:.2f} to the topic below {self.settings.relevance}"})

    def _cluster(self) -> None:
        snippets = self.pool.snippets
        if not snippets:
            return
        vectors = self._vectors(snippets)
        k, labels, self.silhouette = choose_k(vectors, self.settings.k_min, self.settings.k_max)
        order = sorted(set(labels.tolist()), key=lambda c: min(s.n for s, lab in zip(snippets, labels) if lab == c))
        for number, label in enumerate(order, 1):
            members = [i for i, lab in enumerate(labels) if lab == label]
            centroid = _unit(vectors[members].mean(axis=0))
            central = sorted(members, key=lambda i: -float(vectors[i] @ centroid))[:CENTRAL]
            self.clusters.append(Cluster(number, [snippets[i].n for i in members],
                                         [snippets[i].n for i in central], []))
        self.model.llm.map(self._summarise, self.clusters)  # each cluster its own: `concurrency` at a time

    def _summarise(self, c: Cluster) -> None:
        """A cluster's central snippets summarised, then its theme and summary."""
        texts = [s.text for s in self.pool.get(c.central)]
        try:
            reply = self.model.ask("article-summaries", Summaries, 120 * len(texts),
                                   bounded(Summaries, "summaries", len(texts), len(texts)),
                                   language=self.model.language, snippets=numbered(texts))
            c.summaries = [s.strip() for s in reply.summaries]
        except LLMError as exc:
            # the 1.5B model wrote one summary on and on until every retry was cut off; the
            # snippets' openings stand in, and the planning record says so
            c.summaries = [t[:OPENING] for t in texts]
            c.fallback = str(exc)
        tree = self.model.ask("article-cluster", ClusterSummary, 250, language=self.model.language,
                              summaries=numbered(c.summaries))
        c.theme, c.summary = tree.theme.strip(), tree.summary.strip()

    def outline(self, topic: str) -> Outline:
        k = len(self.clusters)
        groups = numbered([f"{c.theme}: {c.summary}" for c in self.clusters])
        reply = self.model.ask("article-outline-clusters", ClusterOutline, 150 + 100 * k,
                               bounded(ClusterOutline, "sections", k, k), language=self.model.language, topic=topic,
                               groups=groups)
        sections = []
        for c, planned in zip(self.clusters, reply.sections + [None] * k):
            heading = (planned.heading.strip() if planned else "") or c.theme or f"{topic} ({c.number})"
            subs = [h.strip() for h in planned.subheadings[:3] if h.strip()] if planned else []
            sections.append(OutlineSection(heading, subs, cluster=c.number))
        outline = Outline(reply.title.strip() or topic, sections)
        outline.check_clusters(k)
        return outline

    def check(self, outline: Outline) -> None:
        """A section may name a cluster (or none: then it draws on the whole pool), but not one
        the research did not find."""
        for s in outline.sections:
            if s.cluster is not None and not 1 <= s.cluster <= len(self.clusters):
                raise InputError(f"section 「{s.heading}」 names cluster {s.cluster}; there are {len(self.clusters)}")

    def sources(self, section: OutlineSection) -> list[Snippet]:
        if section.cluster is None:
            return self.pool.snippets
        return self.pool.get(self.clusters[section.cluster - 1].snippets)

    def planning(self) -> dict:
        return {"keywords": self.keywords, "expansion_keywords": self.expansion, "queries": self.pool.queries,
                "dropped": self.dropped, "embedder": self.embedder.name,
                "silhouette": {str(k): round(v, 4) for k, v in self.silhouette.items()},
                "clusters": [c.to_dict() for c in self.clusters]}

    def _vectors(self, snippets: list[Snippet]) -> np.ndarray:
        return passage_matrix(self.store, self.embedder, [s.text for s in snippets], self.batch)


def _unit(v: np.ndarray) -> np.ndarray:
    norm = float(np.linalg.norm(v))
    return v / norm if norm else v


def for_writer(writer: PlanContext) -> ClusterPlanner:
    """The [article] plan "clusters" for one article: ConvergeWriter's planner over the writer's pool."""
    project = writer.project
    return ClusterPlanner(writer.model, writer.pool, project.store, project_embedder(project), writer.settings,
                          project.config.embed.batch)
