"""The knowledge graph in formats other tools read: GraphML, JSON, and Neo4j (CSV files for
`neo4j-admin database import`, a Cypher script, or a push to a running server).

Every edge keeps its provenance (method, score, document, span, source sentence) as attributes,
so a fact stays checkable after it leaves shiguan.

Neo4j: every node carries the label `Entity` (its `id` is unique) and one label for its type
(`Person`, `Office`, …). Every relationship has the one type `REL` and keeps the relation in its
`relation` property: relation names are Chinese and come from the project's ontology, which a
project can change, so a fixed ASCII mapping would go stale and Chinese types would need
backticks in every query. Query with `MATCH (p:Person)-[r:REL {relation: '任职'}]->(o)`.
"""

from __future__ import annotations

import csv
import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from ..errors import ShiguanError
from .graph import Edge, Graph

if TYPE_CHECKING:
    from neo4j import ManagedTransaction

_GRAPHML_NS = "http://graphml.graphdrawing.org/xmlns"
_NODE_KEYS = (("name", "string"), ("type", "string"))
_EDGE_KEYS = (("relation", "string"), ("method", "string"), ("score", "double"), ("document", "string"),
              ("start", "int"), ("end", "int"), ("sentence", "string"))
# Characters XML 1.0 cannot hold (PDF text can carry form feeds and other controls).
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]")

NODE_HEADER = ["id:ID", "name", "type", ":LABEL"]
REL_HEADER = [":START_ID", ":END_ID", ":TYPE", "relation", "method", "score:float", "document",
              "start:int", "end:int", "sentence"]
REL_TYPE = "REL"
_BATCH = 1000
_BOLT_SCHEMES = ("bolt", "bolt+s", "bolt+ssc", "neo4j", "neo4j+s", "neo4j+ssc")


def to_graphml(graph: Graph) -> str:
    """A directed GraphML graph; node ids are shiguan's (`e12`, `v:office:刑部侍郎`)."""
    root = ET.Element("graphml", xmlns=_GRAPHML_NS)
    for domain, keys in (("node", _NODE_KEYS), ("edge", _EDGE_KEYS)):
        for name, type_ in keys:
            ET.SubElement(root, "key", {"id": name, "for": domain, "attr.name": name, "attr.type": type_})
    g = ET.SubElement(root, "graph", id="shiguan", edgedefault="directed")
    for node in graph.nodes.values():
        el = ET.SubElement(g, "node", id=node.id)
        _data(el, "name", node.name)
        _data(el, "type", node.type)
    for i, e in enumerate(graph.edges):
        el = ET.SubElement(g, "edge", id=f"r{i}", source=e.source, target=e.target)
        for name, value in (("relation", e.relation), ("method", e.method), ("score", e.score),
                            ("document", e.document), ("start", e.start), ("end", e.end), ("sentence", e.sentence)):
            if value is not None:
                _data(el, name, value)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def _data(parent: ET.Element, key: str, value: object) -> None:
    ET.SubElement(parent, "data", key=key).text = _NOT_XML.sub("", str(value))


def to_json(graph: Graph) -> str:
    return json.dumps(graph.to_dict(), ensure_ascii=False, indent=2) + "\n"


def label(node_type: str) -> str:
    """The Neo4j label of a node type: `office` → `Office` (ASCII letters only, else `Value`)."""
    word = re.sub(r"[^A-Za-z0-9_]", "", node_type)
    return word[:1].upper() + word[1:] if word[:1].isalpha() else "Value"


def _rel_row(e: Edge) -> list[object]:
    return [e.source, e.target, REL_TYPE, e.relation, e.method, e.score, e.document, e.start, e.end, e.sentence]


def write_neo4j(graph: Graph, outdir: Path) -> list[Path]:
    """nodes.csv and relationships.csv for `neo4j-admin database import full`, the same files
    loaded by import.cypher (for cypher-shell), and README.txt with both commands."""
    outdir.mkdir(parents=True, exist_ok=True)
    nodes, rels = outdir / "nodes.csv", outdir / "relationships.csv"
    with nodes.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(NODE_HEADER)
        w.writerows([n.id, n.name, n.type, f"Entity;{label(n.type)}"] for n in graph.nodes.values())
    with rels.open("w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(REL_HEADER)
        w.writerows(_rel_row(e) for e in graph.edges)
    cypher, readme = outdir / "import.cypher", outdir / "README.txt"
    cypher.write_text(_cypher_script(graph), encoding="utf-8")
    readme.write_text(
        "Import into an empty database (stop Neo4j first; Neo4j 5):\n\n"
        f"  neo4j-admin database import full --nodes={nodes.resolve()} --relationships={rels.resolve()} "
        "--overwrite-destination neo4j\n\n"
        "Or with a running server: copy nodes.csv and relationships.csv into its import directory, then\n\n"
        "  cypher-shell -u neo4j -p PASSWORD -f import.cypher\n\n"
        f"Nodes are labelled Entity plus their type (Person, Office, ...); every relationship has type {REL_TYPE}\n"
        "and keeps the relation in its `relation` property, e.g.\n"
        f"  MATCH (p:Person)-[r:{REL_TYPE} {{relation: '任职'}}]->(o) RETURN p.name, o.name, r.sentence\n",
        encoding="utf-8")
    return [nodes, rels, cypher, readme]


def _cypher_script(graph: Graph) -> str:
    """LOAD CSV statements that build what the neo4j-admin import builds. A label cannot be a
    parameter in Cypher, so the nodes are read once per label present."""
    lines = ["CREATE CONSTRAINT shiguan_entity_id IF NOT EXISTS FOR (n:Entity) REQUIRE n.id IS UNIQUE;"]
    for t in sorted({label(n.type) for n in graph.nodes.values()}):
        lines += ["LOAD CSV WITH HEADERS FROM 'file:///nodes.csv' AS row",
                  f"WITH row WHERE row.`:LABEL` = 'Entity;{t}'",
                  f"MERGE (n:Entity {{id: row.`id:ID`}}) SET n.name = row.name, n.type = row.type, n:{t};"]
    lines += ["LOAD CSV WITH HEADERS FROM 'file:///relationships.csv' AS row",
              "MATCH (a:Entity {id: row.`:START_ID`}), (b:Entity {id: row.`:END_ID`})",
              f"MERGE (a)-[r:{REL_TYPE} {{relation: row.relation, method: row.method, "
              "document: coalesce(row.document, ''), "
              "`start`: toInteger(row.`start:int`), `end`: toInteger(row.`end:int`)}]->(b)",
              "SET r.score = toFloat(row.`score:float`), r.sentence = row.sentence;"]
    return "\n".join(lines) + "\n"


def _batches(rows: list[dict], size: int = _BATCH) -> Iterator[list[dict]]:
    for i in range(0, len(rows), size):
        yield rows[i:i + size]


def push_neo4j(graph: Graph, uri: str, user: str, password: str, database: str | None = None) -> None:
    """Write the graph into a running Neo4j server: nodes merged by id, relationships merged by
    their relation and span, so pushing again updates instead of duplicating."""
    try:
        import neo4j
        from neo4j.exceptions import DriverError, Neo4jError
    except ImportError:
        raise ShiguanError("pushing to Neo4j needs its driver: pip install 'shiguan[neo4j]'") from None
    if uri.split("://")[0] not in _BOLT_SCHEMES:
        raise ShiguanError(f"{uri}: a Neo4j address starts with {', '.join(s + '://' for s in _BOLT_SCHEMES)}")
    by_label: dict[str, list[dict]] = {}
    for n in graph.nodes.values():
        by_label.setdefault(label(n.type), []).append({"id": n.id, "name": n.name, "type": n.type})
    rels = [{"source": e.source, "target": e.target, "relation": e.relation, "method": e.method, "score": e.score,
             "document": e.document, "start": e.start, "end": e.end, "sentence": e.sentence} for e in graph.edges]
    try:
        with neo4j.GraphDatabase.driver(uri, auth=(user, password)) as driver:
            driver.verify_connectivity()
            with driver.session(database=database) as session:
                session.run("CREATE CONSTRAINT shiguan_entity_id IF NOT EXISTS "
                            "FOR (n:Entity) REQUIRE n.id IS UNIQUE").consume()
                for name, rows in by_label.items():
                    for batch in _batches(rows):
                        session.execute_write(_run, f"UNWIND $rows AS row MERGE (n:Entity {{id: row.id}}) "
                                                    f"SET n.name = row.name, n.type = row.type, n:{name}", batch)
                for batch in _batches(rels):
                    session.execute_write(_run, (
                        "UNWIND $rows AS row MATCH (a:Entity {id: row.source}), (b:Entity {id: row.target}) "
                        f"MERGE (a)-[r:{REL_TYPE} {{relation: row.relation, method: row.method, "
                        "document: row.document, `start`: row.start, `end`: row.end}]->(b) "
                        "SET r.score = row.score, r.sentence = row.sentence"), batch)
    except (DriverError, Neo4jError, ValueError) as exc:
        raise ShiguanError(f"Neo4j at {uri}: {exc}") from exc


def _run(tx: ManagedTransaction, query: str, rows: list[dict]) -> None:
    tx.run(query, rows=rows).consume()
