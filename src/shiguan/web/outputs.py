"""Outputs: every biography (or other text) the project has written, and a reader in which each
sentence shows its citations, its verdict and what the Solvers did, and each citation opens the
source sentence in its context."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from starlette.responses import Response

from .. import api
from .site import open_project, render
from .spans import CONTEXT, Run, Span, quote, runs

router = APIRouter()


@dataclass
class Reference:
    ref: int
    document: str
    document_id: int | None  # None when the document has since left the project
    start: int
    end: int
    quote: list[Run]  # the source sentence in context, the cited span marked
    changed: bool  # the document no longer holds the cited text at these offsets


@dataclass(frozen=True)
class Piece:
    """A stretch of a sentence and the citations that follow it."""
    text: str
    refs: list[int]


def pieces(text: str, clauses: list[dict[str, Any]], refs: list[int]) -> list[Piece]:
    """The sentence cut after each clause, its citations there, as the Markdown places them
    (兆惠，字和甫[1]，吴雅氏[1]…); without clauses (a model's sentence), or when a clause is not
    found in it, the citations follow the whole sentence."""
    cut: list[Piece] = []
    at = 0
    for clause in clauses:
        start = text.find(clause.get("text", ""), at)
        if start < 0 or not clause.get("text"):
            return [Piece(text, refs)]
        end = start + len(clause["text"])
        cut.append(Piece(text[at:end], list(clause.get("citations", []))))
        at = end
    return [*cut, Piece(text[at:], [])] if cut else [Piece(text, refs)]


@dataclass
class SentenceView:
    text: str
    refs: list[int]
    verdict: str | None  # model-written biographies: the Verifier's verdict
    actions: list[str]  # what the Router and Solvers did
    reviews: list[api.ReviewRow]
    facts: list[dict[str, Any]]  # per atomic fact (model-written) …
    clauses: list[dict[str, Any]]  # … or per clause and its triple (rules-only)

    @property
    def pieces(self) -> list[Piece]:
        return pieces(self.text, self.clauses, self.refs)


@dataclass
class OutputView:
    row: api.OutputRow
    person: str
    data: dict[str, Any]  # the stored JSON ({} when it is not JSON)
    sentences: list[SentenceView] = field(default_factory=list)
    references: list[Reference] = field(default_factory=list)


def _reference(store: api.Store, c: dict[str, Any], texts: dict[int, str | None]) -> Reference:
    doc_id = c.get("document_id")
    if doc_id not in texts:
        texts[doc_id] = store.document_text(doc_id) if isinstance(doc_id, int) and store.document(doc_id) else None
    text = texts[doc_id]
    start, end = c["start"], c["end"]
    if text is not None and text[start:end] == c["text"]:
        return Reference(c["ref"], c["document"], doc_id, start, end,
                         quote(text, start, end, c["sentence_start"], c["sentence_end"], CONTEXT), False)
    sentence = c["sentence"]
    at = sentence.find(c["text"])
    spans = [Span(0, len(sentence), "sentence")] + ([Span(at, at + len(c["text"]), "span")] if at >= 0 else [])
    return Reference(c["ref"], c["document"], doc_id if text is not None else None, start, end,
                     runs(sentence, spans), True)


def read_output(store: api.Store, row: api.OutputRow) -> OutputView:
    try:
        data = json.loads(row.json)
    except json.JSONDecodeError:
        data = {}
    data = data if isinstance(data, dict) else {}
    if row.kind == "article":
        data = _as_biography(data)
    person = data.get("person") or (store.entity_name(row.entity_id) if row.entity_id is not None else "")
    view = OutputView(row, person, data)
    texts: dict[int, str | None] = {}
    view.references = [_reference(store, c, texts) for c in data.get("references", [])]
    for s in data.get("sentences", []):
        refs = [c["ref"] if isinstance(c, dict) else c for c in s.get("citations", [])]
        reviews = [r for i in s.get("review_ids", []) if (r := store.review(i)) is not None]
        view.sentences.append(SentenceView(s["text"], refs, s.get("verdict"), s.get("actions", []), reviews,
                                           s.get("facts", []), s.get("clauses", [])))
    return view


def _as_biography(article: dict[str, Any]) -> dict[str, Any]:
    """An article's report in the shape the reader shows: its sentences in order, and each
    reference a snippet, quoted whole with its exact span."""
    sentences = [{"text": s["text"], "citations": s["refs"], "verdict": s["verdict"], "facts": s["facts"]}
                 for sec in article.get("sections", []) for s in sec.get("sentences", [])]
    references = [dict(r, ref=r["ref"], sentence=r["text"], sentence_start=r["start"], sentence_end=r["end"])
                  for r in article.get("references", [])]
    dropped = [{"text": s["text"], "verdict": s["verdict"]}
               for sec in article.get("sections", []) for s in sec.get("removed", [])]
    return dict(article, person=article.get("topic", ""), sentences=sentences, references=references,
                dropped=dropped)


def _opening(row: api.OutputRow, chars: int = 90) -> str:
    """The first words of an output, for the list."""
    try:
        text = json.loads(row.json).get("text", "")
    except (json.JSONDecodeError, AttributeError):
        text = ""
    text = text or row.markdown
    return text[:chars] + ("…" if len(text) > chars else "")


@router.get("/outputs")
def outputs(request: Request, person: int | None = Query(None),
            project: api.Project = Depends(open_project)) -> Response:
    """Every stored output, newest first (or one person's)."""
    store = project.store
    rows = store.outputs(person)
    names = store.entities(r.entity_id for r in rows if r.entity_id is not None)
    listed = [(r, names[r.entity_id][0] if r.entity_id in names else "", _opening(r)) for r in rows]
    return render(request, "outputs.html", project, rows=listed, person=names.get(person, ("",))[0] if person else "")


@router.get("/outputs/{output_id:int}")
def output(request: Request, output_id: int, project: api.Project = Depends(open_project)) -> Response:
    row = project.store.output(output_id)
    if row is None:
        raise HTTPException(404, f"No output with id {output_id} in this project.")
    return render(request, "output.html", project, view=read_output(project.store, row))
