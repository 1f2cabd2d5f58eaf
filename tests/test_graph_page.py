"""The graph page made readable (kg/ego_view.py): one node per string, a person's own name
drawn as him, a long list of events as one node; every edge kept with its ends as read."""

from __future__ import annotations

import json
import re

from shiguan.kg.ego_html import ego_html
from shiguan.kg.ego_view import GROUP, readable
from shiguan.kg.graph import Edge, Graph, Node

HIM = Node("e1", "兆惠", "person")


def _edge(source: str, target: str, relation: str) -> Edge:
    return Edge(source, target, relation, "test", None, "卷一百.txt", 1, 0, 2, "兆惠，字和甫。")


def _graph(nodes: list[Node], edges: list[tuple[str, str, str]]) -> Graph:
    return Graph({n.id: n for n in [HIM, *nodes]}, [_edge(*e) for e in edges])


def test_a_value_and_an_entity_of_one_string_are_one_node():
    g = _graph([Node("v:name:和甫", "和甫", "name"), Node("e40", "和甫", "name")],
               [("e1", "v:name:和甫", "字"), ("e1", "e40", "名")])
    drawn = readable(g, "e1")
    assert sorted(drawn.graph.nodes) == ["e1", "e40"]
    assert {e.target for e in drawn.graph.edges} == {"e40"} and len(drawn.graph.edges) == 2


def test_two_people_of_one_name_stay_two():
    g = _graph([Node("e2", "傅鼐", "person"), Node("e3", "傅鼐", "person")], [("e1", "e2", "友"), ("e1", "e3", "友")])
    assert sorted(readable(g, "e1").graph.nodes) == ["e1", "e2", "e3"]


def test_his_own_name_is_drawn_as_him():
    g = _graph([Node("e47", "兆惠", "name")], [("e1", "e47", "名")])
    drawn = readable(g, "e1")
    assert list(drawn.graph.nodes) == ["e1"]
    assert drawn.graph.edges[0].target == "e1" and drawn.ends == [("兆惠", "兆惠")]


def test_many_events_are_one_node_that_lists_them():
    events = [Node(f"v:value:事{i}", f"攻城{i}", "value") for i in range(GROUP + 1)]
    g = _graph([*events, Node("v:office:巡抚", "巡抚", "office")],
               [("e1", n.id, "事件") for n in events] + [("e1", "v:office:巡抚", "任职")])
    drawn = readable(g, "e1")
    group = [n for n in drawn.graph.nodes.values() if n.type == "group"]
    assert [n.name for n in group] == [f"{GROUP + 1} 事件"]
    assert len(drawn.graph.edges) == GROUP + 2  # every edge kept …
    assert [b for _, b in drawn.ends][:GROUP + 1] == [n.name for n in events]  # … with the event it read
    assert "v:office:巡抚" in drawn.graph.nodes


def test_a_few_events_are_drawn_one_by_one():
    events = [Node(f"v:value:事{i}", f"攻城{i}", "value") for i in range(GROUP)]
    drawn = readable(_graph(events, [("e1", n.id, "事件") for n in events]), "e1")
    assert not any(n.type == "group" for n in drawn.graph.nodes.values())


def test_the_page_draws_each_string_once_and_lists_the_events_read():
    events = [Node(f"v:value:事{i}", f"攻城{i}", "value") for i in range(GROUP + 3)]
    g = _graph([*events, Node("v:name:和甫", "和甫", "name"), Node("e40", "和甫", "name")],
               [("e1", n.id, "事件") for n in events] + [("e1", "v:name:和甫", "字"), ("e1", "e40", "名")])
    page = ego_html(g, "e1", "兆惠")
    data = json.loads(re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S).group(1))
    names = [n["name"] for n in data["nodes"]]
    assert sorted(names) == sorted(["兆惠", "和甫", f"{GROUP + 3} 事件"])
    assert {e["target_name"] for e in data["edges"]} >= {n.name for n in events}
