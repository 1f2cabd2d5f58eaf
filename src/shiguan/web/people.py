"""People: search by any name form, a person's page, and their neighbourhood in the graph."""

from __future__ import annotations

from urllib.parse import quote as url_quote

from fastapi import APIRouter, Depends, HTTPException, Query, Request
from starlette.responses import HTMLResponse, RedirectResponse, Response

from .. import api
from .security import inline_csp
from .site import open_project, render, site
from .spans import quote

router = APIRouter()
PAGE_SIZE = 100


@router.get("/people")
def people(request: Request, q: str = "", page: int = Query(1, ge=1),
           project: api.Project = Depends(open_project)) -> Response:
    """The search box and its results; without a query, every person with an entry."""
    q = q.strip()
    if not q:
        store = project.store
        return render(request, "people.html", project, q="", found=None,
                      people=store.people((page - 1) * PAGE_SIZE, PAGE_SIZE), total=store.people_count(),
                      page=page, page_size=PAGE_SIZE)
    found = api.find_person(project, q)
    if found.resolved is not None:
        return RedirectResponse(f"/people/{found.resolved.entity_id}?q={url_quote(q)}", 303)
    return render(request, "people.html", project, q=q, found=found)


def person_or_404(project: api.Project, entity_id: int) -> api.PersonResult:
    found = api.person_by_id(project, entity_id)
    if found is None:
        raise HTTPException(404, f"No person with id {entity_id} in this project.")
    return found


@router.get("/people/{entity_id:int}")
def person(request: Request, entity_id: int, q: str = "", project: api.Project = Depends(open_project)) -> Response:
    """Aliases, facts with their source sentences, the chunks about him, his graph and outputs."""
    found = person_or_404(project, entity_id)
    q = q.strip()  # the name form he was searched by, if any
    store = project.store

    def rows(triples):
        return [(f.triple, f.citation, quote(f.text, f.triple.start, f.triple.end, f.citation.sentence_start,
                                             f.citation.sentence_end), f.why)
                for f in api.cited_facts(project, triples)]
    return render(request, "person.html", project, found=found, person=found.resolved, q=q,
                  aliases=api.aliases_with_documents(project, found), facts=rows(found.facts),
                  undecided=rows(found.undecided),
                  outputs=store.outputs(entity_id), matched=api.matched_aliases(found, q),
                  model_configured=site(request).model_configured(project))


@router.get("/people/{entity_id:int}/graph")
def graph(entity_id: int, hops: int = Query(1, ge=1, le=2), project: api.Project = Depends(open_project)) -> Response:
    """The self-contained graph page (shown in a frame on the person page): its own inline script
    and style may run, by hash, and nothing else."""
    page = api.person_graph(project, person_or_404(project, entity_id), hops)
    return HTMLResponse(page.html, headers={"content-security-policy": inline_csp(page.html)})
