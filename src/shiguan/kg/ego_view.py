"""What the graph page draws of a person's neighbourhood: the same graph, made readable.

- One string is one node: a value (a 字 read by the entry patterns) and an entity of the same
  kind and name (the same 字 found by extraction) are drawn once. People are never merged by
  name: two men called alike stay two nodes.
- A name node that names the person it hangs from (兆惠 —名→ 兆惠) is drawn as that person.
- More than GROUP free-text values of one relation from one node (事件: eighteen event clauses
  in a ring of unreadable labels) are one node, "18 事件", whose click lists them all.

Only the drawing changes: every edge is kept, with its source sentence and the names of both
its ends as read, for the panel that lists what was clicked.
"""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass, replace

from .graph import Edge, Graph, Node

GROUP = 5  # free-text values of one relation from one node drawn one by one; more are one node


@dataclass(frozen=True)
class Drawn:
    graph: Graph  # the nodes and edges to draw
    ends: list[tuple[str, str]]  # for each edge, the names of its source and target as read


def readable(graph: Graph, centre: str) -> Drawn:
    """The graph to draw around `centre`, with each edge's ends as they were read."""
    ends = [(graph.nodes[e.source].name, graph.nodes[e.target].name) for e in graph.edges]
    into = _same_strings(graph)
    into.update(_own_names(graph, into))
    edges = [replace(e, source=_final(into, e.source), target=_final(into, e.target)) for e in graph.edges]
    nodes = {n: node for n, node in graph.nodes.items() if n not in into}
    edges, nodes = _grouped(edges, nodes, centre)
    return Drawn(Graph(nodes, edges), ends)


def _final(into: dict[str, str], node: str) -> str:
    while node in into:
        node = into[node]
    return node


def _same_strings(graph: Graph) -> dict[str, str]:
    """Each node that is not a person, into the first of its kind and name (an entity before a value)."""
    first: dict[tuple[str, str], str] = {}
    into: dict[str, str] = {}
    for node in sorted(graph.nodes.values(), key=lambda n: (not n.id.startswith("e"), n.id)):
        if node.type == "person":
            continue
        kept = first.setdefault((node.type, node.name), node.id)
        if kept != node.id:
            into[node.id] = kept
    return into


def _own_names(graph: Graph, into: dict[str, str]) -> dict[str, str]:
    """A name node linked to a person of that very name is that person's name: drawn as him."""
    found: dict[str, str] = {}
    for e in graph.edges:
        for one, other in ((e.source, e.target), (e.target, e.source)):
            a, b = graph.nodes[_final(into, one)], graph.nodes[_final(into, other)]
            if a.type == "person" and b.type == "name" and a.name == b.name:
                found.setdefault(b.id, a.id)
    return found


def _grouped(edges: list[Edge], nodes: dict[str, Node], centre: str) -> tuple[list[Edge], dict[str, Node]]:
    """More than GROUP free-text leaves of one relation from one node become one node."""
    degree: dict[str, int] = defaultdict(int)
    for e in edges:
        degree[e.source] += 1
        degree[e.target] += 1
    leaves: dict[tuple[str, str], list[int]] = defaultdict(list)
    for i, e in enumerate(edges):
        if e.target != centre and nodes[e.target].type == "value" and degree[e.target] == 1:
            leaves[e.source, e.relation].append(i)
    nodes = dict(nodes)
    edges = list(edges)
    for (source, relation), indexes in leaves.items():
        if len(indexes) <= GROUP:
            continue
        group = f"group:{source}:{relation}"
        nodes[group] = Node(group, f"{len(indexes)} {relation}", "group")
        for i in indexes:
            nodes.pop(edges[i].target, None)
            edges[i] = replace(edges[i], target=group)
    return edges, nodes
