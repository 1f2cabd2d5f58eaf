"""Writing a biography from the person page: start a background job, follow its progress."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator

from fastapi import APIRouter, Depends, Form, HTTPException, Request
from starlette.responses import RedirectResponse, Response, StreamingResponse

from .. import api
from .jobs import Job
from .people import person_or_404
from .site import open_project, render, site

router = APIRouter()
POLL_SECONDS = 0.5


@router.post("/people/{entity_id:int}/biographies")
def start(request: Request, entity_id: int, writer: str = Form("rules"),
          project: api.Project = Depends(open_project)) -> Response:
    if writer not in ("rules", "model"):
        raise HTTPException(400, f"Unknown writer {writer!r}: choose rules or model.")
    s = site(request)
    if writer == "model" and not s.model_configured(project):
        raise HTTPException(400, "No model is configured for this project ([llm] in shiguan.toml).")
    person = person_or_404(project, entity_id).resolved
    assert person is not None
    job = s.jobs.start(entity_id, person.name, writer == "model")
    return RedirectResponse(f"/jobs/{job.id}", 303)


def _job(request: Request, job_id: str) -> Job:
    job = site(request).jobs.get(job_id)
    if job is None:
        raise HTTPException(404, "No such job (jobs are forgotten when the server restarts).")
    return job


@router.get("/jobs/{job_id}")
def job_page(request: Request, job_id: str, project: api.Project = Depends(open_project)) -> Response:
    """The progress page, or the biography itself once it is written."""
    job = _job(request, job_id)
    if job.output_id is not None:
        return RedirectResponse(f"/outputs/{job.output_id}", 303)
    return render(request, "job.html", project, job=job, progress=job.progress())


@router.get("/jobs/{job_id}/events")
def job_events(request: Request, job_id: str) -> Response:
    """Server-sent events: the job's progress every half second, then `done` with the result."""
    job = _job(request, job_id)

    async def events() -> AsyncIterator[str]:
        while not job.finished_work:
            yield f"data: {json.dumps(job.progress(), ensure_ascii=False)}\n\n"
            await asyncio.sleep(POLL_SECONDS)
        yield f"event: done\ndata: {json.dumps(job.progress(), ensure_ascii=False)}\n\n"

    return StreamingResponse(events(), media_type="text/event-stream")
