"""The graph as a whole: export, one person's neighbourhood page, the review queue and the
model-call usage."""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from ..errors import ShiguanError
from ..kg.export import push_neo4j, to_graphml, to_json, write_neo4j
from ..kg.graph import Graph, build_graph
from ..llm.client import unusable
from ..project import Project
from ..store import ReviewRow, UsageRow
from ..write.graph_page import GraphPage, person_graph_page
from .people import PersonResult

FORMATS = ("graphml", "json", "neo4j", "cbdb", "tei")
DIRECTORY_FORMATS = ("neo4j", "cbdb", "tei")


@dataclass(frozen=True)
class ExportTarget:
    fmt: str
    output: Path | None = None  # a file (graphml, json; None: the text is returned) or a directory (neo4j)
    neo4j_uri: str | None = None
    neo4j_user: str = "neo4j"
    neo4j_password_env: str = "NEO4J_PASSWORD"
    neo4j_database: str | None = None


def check_export(target: ExportTarget) -> str | None:
    """Refuse targets that mean nothing, before the project is read; the Neo4j password."""
    if target.fmt not in FORMATS:
        raise ShiguanError(f"--format {target.fmt}: choose {', '.join(FORMATS[:-1])} or {FORMATS[-1]}")
    if target.neo4j_uri and target.fmt != "neo4j":
        raise ShiguanError("--neo4j-uri goes with --format neo4j")
    if target.fmt == "neo4j" and target.output is None and not target.neo4j_uri:
        raise ShiguanError("--format neo4j writes a directory: give -o DIR (or --neo4j-uri to push to a server)")
    if target.fmt in DIRECTORY_FORMATS and target.output is None and not target.neo4j_uri:
        raise ShiguanError(f"--format {target.fmt} writes a directory: give -o DIR")
    if target.fmt in DIRECTORY_FORMATS and target.output is not None and target.output.is_file():
        raise ShiguanError(f"{target.output} is a file: --format {target.fmt} writes a directory")
    password = os.environ.get(target.neo4j_password_env) if target.neo4j_uri else None
    if target.neo4j_uri and password is None:
        raise ShiguanError(f"set {target.neo4j_password_env} to the Neo4j password (or name another variable "
                           "with --neo4j-password-env)")
    return password


def export_graph(project: Project, target: ExportTarget) -> tuple[Graph, str | None]:
    """Write or push the graph; returns it, and its text for graphml and json."""
    password = check_export(target)
    kg = build_graph(project.store)
    if target.fmt == "graphml":
        return kg, to_graphml(kg)
    if target.fmt == "json":
        return kg, to_json(kg)
    if target.output is not None:
        write_neo4j(kg, target.output)
    if target.neo4j_uri:
        push_neo4j(kg, target.neo4j_uri, target.neo4j_user, password or "", target.neo4j_database)
    return kg, None


def person_graph(project: Project, found: PersonResult, hops: int) -> GraphPage:
    assert found.resolved is not None
    return person_graph_page(project.store, found.resolved.entity_id, found.resolved.name, hops)


# What an empty queue says, so that a newcomer learns what it is for (the CLI and the web app alike).
EMPTY_QUEUE = ("Nothing to review. An item opens here when a sentence is checked (`shiguan check {project} NAME "
               "SENTENCE`, and every sentence of a biography written by a model) and the sources give two readings "
               "of one fact, such as two editions naming different fathers: both readings are kept with their "
               "citations until you decide which stands. Rules-only biographies use the stored facts as read and "
               "open no items.")


def reviews(project: Project, show_all: bool = False) -> list[ReviewRow]:
    return project.store.reviews(None if show_all else "open")


def decide_review(project: Project, item: int, choose: str | None, note: str) -> ReviewRow:
    """Record which reading of a review item stands; later biographies and checks use it."""
    row = project.store.review(item)
    if row is None:
        raise ShiguanError(f"no review item #{item}")
    values = [x["value"] for x in json.loads(row.readings)]
    if choose not in values:
        raise ShiguanError(f"--choose one of the readings of #{item}: {', '.join(values)}")
    project.store.resolve_review(item, choose, note)
    return row


def usage(project: Project) -> list[UsageRow]:
    return project.store.usage()


def forget_failed_calls(project: Project) -> int:
    """Drop the logged model calls no caller accepted (failed, or replies that could not be used,
    also those an older shiguan cached as good), so that a rerun asks the model again; how many."""
    store = project.store
    return store.forget_llm_calls([i for i, request, response in store.cached_calls() if unusable(request, response)])
