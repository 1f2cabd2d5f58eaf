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

    def node(self, name: str) -> str:
        key = to_simplified(name)
        return self.alias_of.get(key, key)

    def add(self, head: str, relation: str, tail: str, snippet: int, method: str) -> None:
        if relation in ALIAS_RELATIONS:
            self.alias_of.setdefault(to_simplified(tail), self.node(head))
        t = TopicTriple(self.node(head), relation, tail if relation in ALIAS_RELATIONS else self.node(tail),
                        snippet, method)
        if t.head != t.tail and (t.head, t.relation, t.tail) not in {(x.head, x.relation, x.tail) for x in self.triples}:
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

    def read(self, kg: TopicKG, snippet: Snippet) -> None:
        for sentence in _sentences(snippet.text):
            for read in self.readers:
                for t in read(sentence):
                    kg.add(t.head.text, t.relation, t.tail.text, snippet.n, t.method)
        store = self.project.store
        for t in store.triples_in_document(snippet.chunk.document_id):
            if snippet.start <= t.value_start and t.value_end <= snippet.end:
                kg.add(store.entity_name(t.head_id), t.relation, t.tail_text, snippet.n, f"stored:{t.method}")
        for e in store.edges_in_document(snippet.chunk.document_id):
            if snippet.start <= min(e.head_start, e.tail_start) and max(e.head_end, e.tail_end) <= snippet.end:
                names = store.entities([e.head_id, e.tail_id])
                kg.add(names[e.head_id][0], e.relation, names[e.tail_id][0], snippet.n, f"stored:{e.method}")


def _sentences(text: str) -> list[str]:
    out, start = [], 0
    for i, ch in enumerate(text):
        if ch in _SENTENCE_END:
            out.append(text[start:i + 1])
            start = i + 1
    if text[start:].strip():
        out.append(text[start:])
    return [s for s in out if s.strip()]
