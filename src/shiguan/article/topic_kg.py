"""APOLLO's topic knowledge graph: triples read from the article's snippets, normalised.

The extraction is the project's own: the sentence patterns (always), the model's extractor
(`--kg-model`: about two minutes a sentence with the 1.5B demo model, so off by default), and
what the project already holds inside a snippet's span: the facts ingest read from entries and
the edges `shiguan extract` stored. Normalisation keys a node by
its simplified name and folds a 字 or 号 into the person who bears it, so 和甫 and 兆惠 are
one node; people are never merged because they share a name with something else.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from ..corpus.normalize import to_simplified
from ..kg.ontology import RelationTriple
from ..project import Project
from .sources import Snippet

ALIAS_RELATIONS = {"字", "号", "别名"}
_SENTENCE_END = "。！？"


@dataclass(frozen=True)
class TopicTriple:
    head: str
    relation: str
    tail: str
    snippet: int  # the snippet it was read in
    method: str

    def statement(self) -> str:
        return f"({self.head}, {self.relation}, {self.tail})"


@dataclass
class TopicKG:
    triples: list[TopicTriple] = field(default_factory=list)
    alias_of: dict[str, str] = field(default_factory=dict)  # a 字/号 → its bearer
    _keys: set[tuple[str, str, str]] = field(default_factory=set, repr=False)  # (head, relation, tail) held

    def node(self, name: str) -> str:
        key = to_simplified(name)
        return self.alias_of.get(key, key)

    def add(self, head: str, relation: str, tail: str, snippet: int, method: str) -> None:
        if relation in ALIAS_RELATIONS:
            self.alias_of.setdefault(to_simplified(tail), self.node(head))
        t = TopicTriple(self.node(head), relation, tail if relation in ALIAS_RELATIONS else self.node(tail),
                        snippet, method)
        key = (t.head, t.relation, t.tail)
        if t.head != t.tail and key not in self._keys:
            self._keys.add(key)
            self.triples.append(t)

    def degrees(self) -> Counter[str]:
        return Counter(n for t in self.triples for n in (t.head, t.tail) if t.relation not in ALIAS_RELATIONS)

    def summary(self, limit: int = 40) -> list[str]:
        """The triples around the best-connected nodes first: what the agents read."""
        degree = self.degrees()
        ranked = sorted(self.triples, key=lambda t: -(degree[t.head] + degree[t.tail]))
        return [t.statement() for t in ranked[:limit]]

    def to_dict(self) -> dict:
        return {"nodes": len(self.degrees()), "triples": [
            {"head": t.head, "relation": t.relation, "tail": t.tail, "snippet": t.snippet, "method": t.method}
            for t in self.triples]}


Reader = Callable[[str], list[RelationTriple]]


class TopicExtractor:
    """Reads a snippet's triples: the readers given, then the stored edges within its span."""

    def __init__(self, project: Project, readers: list[Reader]):
        self.project = project
        self.readers = readers
        self._documents: dict[int, list[tuple[int, int, str, str, str, str]]] = {}

    def read(self, kg: TopicKG, snippet: Snippet) -> None:
        for sentence in _sentences(snippet.text):
            for read in self.readers:
                for t in read(sentence):
                    kg.add(t.head.text, t.relation, t.tail.text, snippet.n, t.method)
        for start, end, head, relation, tail, method in self._stored(snippet.chunk.document_id):
            if snippet.start <= start and end <= snippet.end:
                kg.add(head, relation, tail, snippet.n, method)

    def _stored(self, document_id: int) -> list[tuple[int, int, str, str, str, str]]:
        """What the project holds about a document, read once: (start, end, head, relation, tail,
        method) of ingest's triples (span of the value) and `extract`'s edges (span of both ends)."""
        if document_id not in self._documents:
            store = self.project.store
            triples = store.triples_in_document(document_id)
            edges = store.edges_in_document(document_id)
            names = store.entities({t.head_id for t in triples} | {i for e in edges for i in (e.head_id, e.tail_id)})
            self._documents[document_id] = [
                (t.value_start, t.value_end, names[t.head_id][0], t.relation, t.tail_text, f"stored:{t.method}")
                for t in triples] + [
                (min(e.head_start, e.tail_start), max(e.head_end, e.tail_end), names[e.head_id][0], e.relation,
                 names[e.tail_id][0], f"stored:{e.method}") for e in edges]
        return self._documents[document_id]


def _sentences(text: str) -> list[str]:
    out, start = [], 0
    for i, ch in enumerate(text):
        if ch in _SENTENCE_END:
            out.append(text[start:i + 1])
            start = i + 1
    if text[start:].strip():
        out.append(text[start:])
    return [s for s in out if s.strip()]
