"""A person's neighbourhood in the knowledge graph as one self-contained page: what `shiguan
graph` writes to a file and the web app shows on the person page."""

from __future__ import annotations

from dataclasses import dataclass

from ..kg.ego_html import ego_html
from ..kg.graph import Node, ego_graph, entity_node_id
from ..store import Store


@dataclass
class GraphPage:
    html: str
    nodes: int
    edges: int


def person_graph_page(store: Store, entity_id: int, name: str, hops: int) -> GraphPage:
    kg = ego_graph(store, entity_id, hops)
    centre = entity_node_id(store.merges().get(entity_id, entity_id))
    kg.nodes.setdefault(centre, Node(centre, name, "person"))  # a person with no facts yet
    title = f"{name} (id {entity_id}): the knowledge graph within {hops} hop{'s' if hops > 1 else ''}"
    return GraphPage(ego_html(kg, centre, title), len(kg.nodes), len(kg.edges))
