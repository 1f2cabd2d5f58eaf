"""One view of the knowledge graph for export, display and question answering.

The store keeps two kinds of facts: pattern triples about an entry's subject (their tail is a
value such as a 字 or an office, linked to a person when it names one) and model-extracted edges
between entities of any type. This module joins them into nodes and edges, each edge carrying
the document, span and sentence it was read from.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

from ..store import EdgeRow, Store, TripleRow

# The entity type a pattern triple's value has when it names no person.
_VALUE_TYPES = {
    "任职": "office", "赠": "office", "封爵": "title", "谥号": "title", "籍贯": "location",
    "旗籍": "organisation", "氏族": "organisation", "出身": "degree", "卒": "time",
    "字": "name", "号": "name", "初名": "name",
}
_SENTENCE_END = "。！？\n"


@dataclass(frozen=True)
class Node:
    id: str  # "e<entity id>" for an entity, "v:<type>:<text>" for a value
    name: str
    type: str  # person | location | office | title | organisation | time | book | degree | name | value


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    relation: str
    method: str  # the pattern or model path that produced it
    score: float | None
    document: str  # the document's path as ingested
    document_id: int
    start: int  # evidence span in the document
    end: int
    sentence: str  # the source sentence, as written


@dataclass
class Graph:
    nodes: dict[str, Node] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)

    def to_dict(self) -> dict:
        return {"nodes": [asdict(n) for n in self.nodes.values()], "edges": [asdict(e) for e in self.edges]}


def entity_node_id(entity_id: int) -> str:
    return f"e{entity_id}"


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence (up to 。！？ or a line end) that holds [start, end)."""
    left = max((text.rfind(ch, 0, start) for ch in _SENTENCE_END), default=-1) + 1
    rights = [i for i in (text.find(ch, end) for ch in _SENTENCE_END) if i >= 0]
    right = min(rights) + 1 if rights else len(text)
    return left, right


class _Builder:
    def __init__(self, store: Store):
        self.store = store
        self.graph = Graph()
        self.paths = {d.id: d.path for d in store.documents()}
        self.texts: dict[int, str] = {}
        self.merges = store.merges()
        # people extraction found only in one document: a pattern triple's value naming one of
        # them there (父佛标) is drawn as that person, not as a second, unlinked node
        self.local_people = {(int(scope.removeprefix("doc:")), name): i for i, name, scope in store.scoped_people()}

    def _text(self, document_id: int) -> str:
        if document_id not in self.texts:
            self.texts[document_id] = self.store.document_text(document_id)
        return self.texts[document_id]

    def entity(self, entity_id: int, names: dict[int, tuple[str, str]]) -> str:
        entity_id = self.merges.get(entity_id, entity_id)
        node_id = entity_node_id(entity_id)
        if node_id not in self.graph.nodes:
            name, type_ = names.get(entity_id) or self.store.entities([entity_id])[entity_id]
            self.graph.nodes[node_id] = Node(node_id, name, type_)
        return node_id

    def value(self, relation: str, text: str) -> str:
        type_ = _VALUE_TYPES.get(relation, "value")
        node_id = f"v:{type_}:{text}"
        self.graph.nodes.setdefault(node_id, Node(node_id, text, type_))
        return node_id

    def add(self, source: str, target: str, relation: str, method: str, score: float | None,
            document_id: int, start: int, end: int) -> None:
        text = self._text(document_id)
        s, e = sentence_around(text, start, end)
        self.graph.edges.append(Edge(source, target, relation, method, score, self.paths.get(document_id, ""),
                                     document_id, start, end, text[s:e].strip()))

    def triple(self, t: TripleRow, names: dict[int, tuple[str, str]]) -> None:
        tail_id = t.tail_id or self.local_people.get((t.document_id, t.tail_text))
        target = self.entity(tail_id, names) if tail_id else self.value(t.relation, t.tail_text)
        self.add(self.entity(t.head_id, names), target, t.relation, t.method, t.score, t.document_id, t.start, t.end)

    def edge(self, e: EdgeRow, names: dict[int, tuple[str, str]]) -> None:
        self.add(self.entity(e.head_id, names), self.entity(e.tail_id, names), e.relation, e.method, e.score,
                 e.document_id, e.start, e.end)


def build_graph(store: Store, triples: list[TripleRow] | None = None, edges: list[EdgeRow] | None = None) -> Graph:
    """The whole graph, or the one made of the given triples and edges."""
    triples = store.all_triples() if triples is None else triples
    edges = store.edges() if edges is None else edges
    b = _Builder(store)
    ids = {t.head_id for t in triples} | {t.tail_id for t in triples if t.tail_id}
    ids |= {e.head_id for e in edges} | {e.tail_id for e in edges}
    names = store.entities(ids | {b.merges.get(i, i) for i in ids})
    for t in triples:
        b.triple(t, names)
    for e in edges:
        b.edge(e, names)
    return b.graph


def ego_graph(store: Store, entity_id: int, hops: int = 1) -> Graph:
    """A person's neighbourhood: their facts and edges, and with hops=2 their neighbours' too."""
    seen = {entity_id}
    triples: dict[int, TripleRow] = {}
    edges: dict[int, EdgeRow] = {}
    frontier = {entity_id}
    for _ in range(hops):
        nxt: set[int] = set()
        for ent in frontier:
            for t in store.triples_of(ent) + store.triples_with_tail(ent):
                triples[t.id] = t
                nxt |= {t.head_id} | ({t.tail_id} if t.tail_id else set())
        for e in store.edges_touching(sorted(frontier)):
            edges[e.id] = e
            nxt |= {e.head_id, e.tail_id}
        frontier = nxt - seen
        seen |= nxt
    return build_graph(store, list(triples.values()), list(edges.values()))
