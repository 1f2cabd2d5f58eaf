"""Documents: the list, and a reader with the spans that produced facts highlighted.

A pattern triple is highlighted over the clause it was read from, its value more strongly; an
extracted edge over the spans of its two ends (its evidence is the whole sentence, which would
cover everything). Documents are addressed by id only: no request names a file.
"""

from __future__ import annotations

from dataclasses import dataclass

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from starlette.responses import Response

from .. import api
from .site import open_project, render
from .spans import Span, runs

router = APIRouter()


@dataclass
class FactView:
    """One highlighted fact, as the side panel lists it."""

    id: int
    kind: str  # "triple" | "edge"
    row_id: int
    head: str
    head_id: int | None  # set when the head is a person with a page
    relation: str
    tail: str
    tail_id: int | None
    method: str
    score: float | None
    when: str
    year: int | None
    start: int
    end: int


def _facts(store: api.Store, document_id: int) -> tuple[list[FactView], list[Span]]:
    triples = store.triples_in_document(document_id)
    edges = store.edges_in_document(document_id)
    names = store.entities({t.head_id for t in triples} | {e.head_id for e in edges} | {e.tail_id for e in edges})
    pages: dict[int, int | None] = {}

    def page(entity_id: int) -> int | None:
        """The id to link to, if that entity is a person with an entry (a page of their own)."""
        if entity_id not in pages:
            pages[entity_id] = entity_id if store.entries_of(entity_id) else None
        return pages[entity_id]

    facts: list[FactView] = []
    spans: list[Span] = []
    for t in triples:
        i = len(facts)
        facts.append(FactView(i, "triple", t.id, names[t.head_id][0], t.head_id, t.relation, t.tail_text, t.tail_id,
                              t.method, t.score, t.when_text, t.year, t.start, t.end))
        spans += [Span(t.start, t.end, "evidence", i), Span(t.value_start, t.value_end, "value", i)]
    for e in edges:
        i = len(facts)
        facts.append(FactView(i, "edge", e.id, names[e.head_id][0], page(e.head_id), e.relation, names[e.tail_id][0],
                              page(e.tail_id), e.method, e.score, "", None, e.start, e.end))
        spans += [Span(e.head_start, e.head_end, "evidence", i), Span(e.tail_start, e.tail_end, "evidence", i)]
    return facts, spans


@router.get("/documents")
def documents(request: Request, project: api.Project = Depends(open_project)) -> Response:
    store = project.store
    return render(request, "documents.html", project, documents=store.documents(), counts=store.document_counts())


@router.get("/documents/{document_id:int}")
def document(request: Request, document_id: int, start: int | None = Query(None, ge=0),
             end: int | None = Query(None, ge=0), project: api.Project = Depends(open_project)) -> Response:
    """The document's text; `start`/`end` mark a span to jump to (a fact's or a citation's)."""
    store = project.store
    row = store.document(document_id)
    if row is None:
        raise HTTPException(404, f"No document with id {document_id} in this project.")
    text = store.document_text(document_id)
    facts, spans = _facts(store, document_id)
    target = None
    if start is not None and end is not None and start < end <= len(text):
        target = start
        spans.append(Span(start, end, "target"))
    return render(request, "document.html", project, doc=row, runs=runs(text, spans), facts=facts, target=target,
                  entries=store.entries_of_document(document_id))
