"""The review queue: where the sources disagree, a reviewer decides which reading stands.

A decision is stored exactly as `shiguan review N --choose VALUE --note …` stores it, so later
biographies and checks use it; the reviewer may also rewrite the sentence, which is kept with
the decision and shown wherever that sentence is read.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from fastapi import APIRouter, Depends, Form, HTTPException, Query, Request
from starlette.responses import RedirectResponse, Response

from .. import api
from .site import open_project, render
from .spans import Run, Span, runs

router = APIRouter()


@dataclass
class Reading:
    value: str
    document: str
    document_id: int | None  # None when no document of that path is in the project any more
    start: int
    end: int
    quote: list[Run]  # the cited sentence, the reading marked


@dataclass
class ReviewItem:
    row: api.ReviewRow
    person: str
    readings: list[Reading]

    @property
    def values(self) -> list[str]:
        return list(dict.fromkeys(r.value for r in self.readings))


def _item(store: api.Store, row: api.ReviewRow) -> ReviewItem:
    readings = []
    for x in json.loads(row.readings):
        docs = store.documents_at_path(x["document"])
        at = x["sentence"].find(x["value"])
        marks = [Span(at, at + len(x["value"]), "span")] if at >= 0 else []
        readings.append(Reading(x["value"], x["document"], docs[0].id if docs else None, x["start"], x["end"],
                                runs(x["sentence"], marks)))
    return ReviewItem(row, store.entity_name(row.entity_id), readings)


@router.get("/review")
def queue(request: Request, decided: int | None = Query(None),
          project: api.Project = Depends(open_project)) -> Response:
    store = project.store
    items = [_item(store, r) for r in store.reviews()]
    return render(request, "review.html", project, open=[i for i in items if i.row.status == "open"],
                  closed=[i for i in items if i.row.status != "open"],
                  decided=next((i for i in items if i.row.id == decided), None),
                  why_empty=api.EMPTY_QUEUE.format(project=project.root.name))


@router.post("/review/{review_id:int}")
def decide(review_id: int, choose: str = Form(""), note: str = Form(""), sentence: str = Form(""),
           project: api.Project = Depends(open_project)) -> Response:
    """Record which reading stands (one of the item's readings), why, and the sentence as the
    reviewer would have it ('' when unchanged)."""
    store = project.store
    row = store.review(review_id)
    if row is None:
        raise HTTPException(404, f"No review item #{review_id}.")
    values = [x["value"] for x in json.loads(row.readings)]
    if choose not in values:
        raise HTTPException(400, f"Choose one of the readings of #{review_id}: {', '.join(dict.fromkeys(values))}.")
    sentence = sentence.strip()
    store.resolve_review(review_id, choose, note.strip(), "" if sentence == row.claim else sentence)
    return RedirectResponse(f"/review?decided={review_id}#item-{review_id}", 303)
