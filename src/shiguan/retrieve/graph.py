"""Graph retrieval for questions (historical GraphRAG paper §4.1, the retriever).

The entities a question names are found through the alias dictionary (every name, 字 and 号
the KG knows), so a question that calls a man by his 字 reaches the same facts; each entity's
neighbourhood one or two hops out is gathered, every edge is put into words ("兆惠的字是和甫"),
and the statements are ranked against the question by BM25 over character bigrams, which needs
no model and suits classical Chinese, which has no word breaks.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass

import ahocorasick

from ..corpus.normalize import to_simplified
from ..kg.graph import Edge, Graph, ego_graph
from ..kg.resolve import LOOKUP_KINDS, leftmost_longest
from ..store import Store

# How an edge reads as a sentence; other relations read "<head>的<relation>是<tail>".
_PHRASES = {
    "任职": "{h}任{t}", "升迁": "{h}升任{t}", "赠": "{h}获赠{t}", "封爵": "{h}受封{t}", "谥号": "{h}谥{t}",
    "籍贯": "{h}是{t}人", "出生地": "{h}是{t}人", "旗籍": "{h}隶{t}", "氏族": "{h}为{t}氏", "出身": "{h}出身{t}",
    "卒": "{h}{t}", "父": "{h}的父亲是{t}", "子": "{h}的儿子是{t}", "兄": "{h}的哥哥是{t}",
    "弟": "{h}的弟弟是{t}", "去往": "{h}到{t}", "驻守": "{h}驻守{t}", "管理": "{h}管理{t}", "葬于": "{h}葬于{t}",
    "同僚": "{h}与{t}同僚", "朋友": "{h}与{t}为友", "杀": "{h}杀{t}", "讨伐": "{h}讨伐{t}",
    "作战": "{h}与{t}作战", "作": "{h}著{t}", "隶属于": "{h}隶属于{t}", "依附": "{h}依附{t}",
    "政治奥援": "{h}援引{t}",
}


@dataclass(frozen=True)
class Statement:
    text: str  # the edge in words
    edge: Edge
    head: str
    tail: str
    score: float = 0.0


@dataclass(frozen=True)
class Named:
    """An entity the question names, and the form it used."""

    entity_id: int
    form: str
    name: str


def phrase(relation: str, head: str, tail: str) -> str:
    """A fact in words: 兆惠谥文襄, 兆惠的字是和甫."""
    return _PHRASES.get(relation, "{h}的" + relation + "是{t}").format(h=head, t=tail)


def verbalise(edge: Edge, graph: Graph) -> Statement:
    head, tail = graph.nodes[edge.source].name, graph.nodes[edge.target].name
    return Statement(phrase(edge.relation, head, tail), edge, head, tail)


def named_entities(store: Store, question: str, forms: list[str] | None = None) -> list[Named]:
    """Entities the question names: by the given forms (from a model) or by scanning it for
    every alias form, longest first; forms naming several people yield them all."""
    q = to_simplified(question)
    if forms is None:
        automaton = ahocorasick.Automaton()
        substrings = (q[i:j] for i in range(len(q)) for j in range(i + 2, len(q) + 1))
        for form in store.names_among(substrings, LOOKUP_KINDS):
            automaton.add_word(form, (form, None))
        if len(automaton) == 0:
            return []
        automaton.make_automaton()
        forms = [form for _, _, form, _ in leftmost_longest(automaton, q)]
    found: dict[int, Named] = {}
    for form in forms:
        ids = {a.entity_id for a in store.aliases_with_form(form) if a.kind in LOOKUP_KINDS and a.scope == "global"}
        ids |= set(store.entities_called(form))
        for entity_id in sorted(ids):
            found.setdefault(entity_id, Named(entity_id, form, store.entity_name(entity_id)))
    return list(found.values())


def statements_around(store: Store, entities: list[Named], hops: int = 2) -> list[Statement]:
    out: dict[tuple, Statement] = {}
    for e in entities:
        graph = ego_graph(store, e.entity_id, hops)
        for edge in graph.edges:
            s = verbalise(edge, graph)
            out.setdefault((s.text, edge.document_id), s)  # a pattern and a rule reading one fact
    return list(out.values())


def _bigrams(text: str) -> list[str]:
    t = to_simplified(text)
    return [t[i:i + 2] for i in range(len(t) - 1)] + list(t)


def rank(statements: list[Statement], question: str, top: int, k1: float = 1.2, b: float = 0.75) -> list[Statement]:
    """BM25 over character unigrams and bigrams of each statement and its source sentence."""
    if not statements:
        return []
    docs = [Counter(_bigrams(s.text + s.edge.sentence)) for s in statements]
    avg = sum(sum(d.values()) for d in docs) / len(docs)
    df = Counter(term for d in docs for term in d)
    n = len(docs)
    query = set(_bigrams(question))
    scored = []
    for s, d in zip(statements, docs):
        length = sum(d.values())
        score = sum(
            math.log(1 + (n - df[t] + 0.5) / (df[t] + 0.5)) * d[t] * (k1 + 1) / (d[t] + k1 * (1 - b + b * length / avg))
            for t in query if t in d)
        scored.append(Statement(s.text, s.edge, s.head, s.tail, score))
    scored.sort(key=lambda s: -s.score)
    return scored[:top]
