"""Graph export (GraphML, JSON, Neo4j) and the ego-network page, through the API and the CLI."""

from __future__ import annotations

import csv
import importlib.util
import io
import json
import re
import socket

import networkx as nx
import pytest
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.errors import ShiguanError
from shiguan.kg.ego_html import _layout, ego_html
from shiguan.kg.export import NODE_HEADER, REL_HEADER, push_neo4j, to_graphml, to_json, write_neo4j
from shiguan.kg.graph import Edge, Graph, Node, build_graph

runner = CliRunner()
HOSTILE = '他说"<script>alert(1)</script>"，又曰\'&amp;\'，</script><!--'


def invoke(*args: object):
    return runner.invoke(app, [str(a) for a in args])


def flat(s: str) -> str:
    return "".join(s.split())


def hand_graph() -> Graph:
    """A small graph whose text could break HTML, CSV or XML if it were not escaped."""
    g = Graph()
    for node in (Node("e1", "兆惠", "person"), Node("e2", "<img src=x onerror=alert(1)>", "person"),
                 Node("v:office:都统", "都统", "office"), Node("v:value:x", "x", "value")):
        g.nodes[node.id] = node
    g.edges += [
        Edge("e1", "e2", "同僚", "model:cot", 0.8, "corpus/卷,一百.txt", 1, 5, 9, HOSTILE),
        Edge("e2", "e1", "朋友", "model:cot", None, "corpus/卷,一百.txt", 1, 5, 9, HOSTILE),
        Edge("e1", "v:office:都统", "任职", "office", 1.0, "corpus/卷一百.txt", 1, 10, 12, "官至都统。\x0c"),
        Edge("e2", "v:value:x", "字", "opening:字", 1.0, "corpus/卷一百.txt", 1, 20, 21, "字x。"),
    ]
    return g


# --- GraphML and JSON ---------------------------------------------------------------------------

def test_graphml_parses_with_networkx(project):
    g = build_graph(project.store)
    G = nx.read_graphml(io.StringIO(to_graphml(g)))
    assert G.is_directed()
    assert G.number_of_nodes() == len(g.nodes) and G.number_of_edges() == len(g.edges)
    zhaohui = next(n for n in g.nodes.values() if n.name == "兆惠")
    assert G.nodes[zhaohui.id] == {"name": "兆惠", "type": "person"}
    first = next(e for e in g.edges if e.source == zhaohui.id and e.relation == "字")
    attrs = next(d for _, t, d in G.out_edges(zhaohui.id, data=True) if d["relation"] == "字")
    assert attrs == {"relation": "字", "method": first.method, "score": first.score, "document": first.document,
                     "start": first.start, "end": first.end, "sentence": first.sentence}
    assert "和甫" in attrs["sentence"]


def test_graphml_keeps_hostile_text_and_drops_what_xml_cannot_hold():
    G = nx.read_graphml(io.StringIO(to_graphml(hand_graph())))
    sentences = {d["sentence"] for _, _, d in G.edges(data=True)}
    assert HOSTILE in sentences and "官至都统。" in sentences
    assert G.nodes["e2"]["name"] == "<img src=x onerror=alert(1)>"
    assert all("score" not in d for _, _, d in G.edges(data=True) if d["relation"] == "朋友")


def test_json_round_trips(project):
    g = build_graph(project.store)
    d = json.loads(to_json(g))
    back = Graph({n["id"]: Node(**n) for n in d["nodes"]}, [Edge(**e) for e in d["edges"]])
    assert back == g
    assert "兆惠" in to_json(g)  # ensure_ascii=False


# --- Neo4j --------------------------------------------------------------------------------------

def read_csv(path):
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.reader(f))


def test_neo4j_csv_files_are_what_neo4j_admin_reads(project, tmp_path):
    g = build_graph(project.store)
    g.nodes.update(hand_graph().nodes)
    g.edges += hand_graph().edges
    out = tmp_path / "neo4j"
    write_neo4j(g, out)
    nodes, rels = read_csv(out / "nodes.csv"), read_csv(out / "relationships.csv")
    assert nodes[0] == ["id:ID", "name", "type", ":LABEL"] == NODE_HEADER
    assert rels[0] == [":START_ID", ":END_ID", ":TYPE", "relation", "method", "score:float", "document",
                       "start:int", "end:int", "sentence"] == REL_HEADER
    ids = [row[0] for row in nodes[1:]]
    assert len(ids) == len(set(ids)) == len(g.nodes)
    assert len(rels) - 1 == len(g.edges)
    for row in rels[1:]:
        assert row[0] in ids and row[1] in ids
        assert row[2] == "REL"
    assert {row[3] for row in nodes[1:]} >= {"Entity;Person", "Entity;Office", "Entity;Value"}
    hostile = [row for row in rels[1:] if row[3] == "同僚"]
    assert hostile[0][9] == HOSTILE and hostile[0][6] == "corpus/卷,一百.txt"
    assert next(row for row in rels[1:] if row[3] == "朋友")[5] == ""  # no score: empty, read as null
    readme = (out / "README.txt").read_text("utf-8")
    assert f"neo4j-admin database import full --nodes={(out / 'nodes.csv').resolve()} " in readme
    cypher = (out / "import.cypher").read_text("utf-8")
    assert "LOAD CSV WITH HEADERS FROM 'file:///nodes.csv'" in cypher
    assert "LOAD CSV WITH HEADERS FROM 'file:///relationships.csv'" in cypher
    assert "SET n.name = row.name, n.type = row.type, n:Person;" in cypher


def test_push_neo4j_fails_clearly_without_a_server():
    g = hand_graph()
    if importlib.util.find_spec("neo4j") is None:
        with pytest.raises(ShiguanError, match=r"pip install 'shiguan\[neo4j\]'"):
            push_neo4j(g, "bolt://127.0.0.1:7687", "neo4j", "x")
        return
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    with pytest.raises(ShiguanError, match=rf"Neo4j at bolt://127.0.0.1:{port}: .*connect"):
        push_neo4j(g, f"bolt://127.0.0.1:{port}", "neo4j", "x")
    with pytest.raises(ShiguanError, match="a Neo4j address starts with bolt://"):
        push_neo4j(g, "http://127.0.0.1:7474", "neo4j", "x")


# --- the ego page -------------------------------------------------------------------------------

def page_data(page: str) -> dict:
    m = re.search(r'<script type="application/json" id="data">(.*?)</script>', page, re.S)
    assert m
    return json.loads(m.group(1))


def test_ego_html_escapes_corpus_text_and_is_self_contained():
    g = hand_graph()
    page = ego_html(g, "e1", "兆惠 <script>alert(2)</script>")
    assert "<script>alert" not in page and "<img" not in page and "<!--" not in page
    assert "\\u003cscript\\u003ealert(1)\\u003c/script\\u003e" in page  # only as escaped JSON
    assert "&lt;script&gt;alert(2)&lt;/script&gt;" in page  # the <title>
    assert page.count("<script") == 2 and page.count("</script>") == 2
    assert not re.search(r"https?://", page)
    assert "innerHTML" not in page
    d = page_data(page)
    assert d["edges"][0]["sentence"] == HOSTILE
    assert d["title"] == "兆惠 <script>alert(2)</script>"
    assert d["centre"] == "e1"
    assert set(d["colours"]) == {"person", "office", "value"}


def test_ego_layout_rings_and_distinct_places():
    places = _layout(hand_graph(), "e1")
    assert places["e1"] == (0.0, 0.0, 0)
    assert places["e2"][2] == 1 and places["v:office:都统"][2] == 1 and places["v:value:x"][2] == 2
    assert len({p[:2] for p in places.values()}) == len(places)
    lone = hand_graph()
    lone.nodes["e9"] = Node("e9", "无关", "person")  # unreachable from the centre: still placed
    assert _layout(lone, "e1")["e9"][2] == 1


# --- CLI ----------------------------------------------------------------------------------------

def test_cli_export_graphml_to_stdout(project):
    r = invoke("export", project.root)
    assert r.exit_code == 0, r.output
    G = nx.read_graphml(io.StringIO(r.stdout))
    assert any(d["name"] == "兆惠" for _, d in G.nodes(data=True))


def test_cli_export_json_to_file(project, tmp_path):
    path = tmp_path / "kg.json"
    r = invoke("export", project.root, "--format", "json", "-o", path)
    assert r.exit_code == 0, r.output
    d = json.loads(path.read_text("utf-8"))
    assert d == build_graph(project.store).to_dict()
    assert f"{len(d['nodes'])}nodes,{len(d['edges'])}edges" in flat(r.stderr)


def test_cli_export_neo4j_directory(project, tmp_path):
    out = tmp_path / "neo"
    r = invoke("export", project.root, "--format", "neo4j", "-o", out)
    assert r.exit_code == 0, r.output
    assert {p.name for p in out.iterdir()} == {"nodes.csv", "relationships.csv", "import.cypher", "README.txt"}
    r = invoke("export", project.root, "--format", "neo4j")
    assert r.exit_code == 2 and "-oDIR" in flat(r.stderr)


def test_cli_export_refusals(project, monkeypatch):
    r = invoke("export", project.root, "--format", "gexf")
    assert r.exit_code == 2 and "choosegraphml,json,neo4j,cbdbortei" in flat(r.stderr)
    r = invoke("export", project.root, "--format", "json", "--neo4j-uri", "bolt://127.0.0.1:1")
    assert r.exit_code == 2 and "--neo4j-urigoeswith--formatneo4j" in flat(r.stderr)
    monkeypatch.delenv("NEO4J_PASSWORD", raising=False)
    r = invoke("export", project.root, "--neo4j-uri", "bolt://127.0.0.1:1")
    assert r.exit_code == 2 and "setNEO4J_PASSWORD" in flat(r.stderr)


def test_cli_graph_writes_the_page(project, tmp_path):
    path = tmp_path / "ego" / "兆惠.html"
    r = invoke("graph", project.root, "兆惠", "-o", path)
    assert r.exit_code == 0, r.output
    d = page_data(path.read_text("utf-8"))
    centre = next(n for n in d["nodes"] if n["id"] == d["centre"])
    assert centre["name"] == "兆惠" and centre["ring"] == 0
    names = {n["name"] for n in d["nodes"]}
    assert {"和甫", "满洲正黄旗", "刑部侍郎"} <= names
    assert all(e["sentence"] and e["document"].endswith("卷一百.txt") for e in d["edges"])
    two = tmp_path / "two.html"
    assert invoke("graph", project.root, "和甫", "-o", two, "--hops", "2").exit_code == 0
    assert len(page_data(two.read_text("utf-8"))["nodes"]) >= len(d["nodes"])


def test_cli_graph_refuses_unknown_and_ambiguous_names(project, tmp_path):
    path = tmp_path / "x.html"
    r = invoke("graph", project.root, "无此人", "-o", path)
    assert r.exit_code == 2 and "isnotapersonintheknowledgegraph" in flat(r.stderr)
    r = invoke("graph", project.root, "傅鼐", "-o", path)
    assert r.exit_code == 2 and "ambiguous" in r.stderr
    assert not path.exists()
    assert invoke("graph", project.root, "傅鼐", "-o", path, "--hops", "3").exit_code == 2
