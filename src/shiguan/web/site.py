"""What every page handler needs: the project (opened per request, so each request has its own
SQLite connection), the templates, the background jobs, and one way to render a page."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePath
from typing import Any

from fastapi import Request
from fastapi.templating import Jinja2Templates
from jinja2 import Environment, FileSystemLoader
from starlette.responses import Response

from .. import api
from .jobs import Jobs

HERE = Path(__file__).parent


def templates() -> Jinja2Templates:
    # autoescape for every template, whatever its name: corpus text may contain anything
    env = Environment(loader=FileSystemLoader(HERE / "templates"), autoescape=True,
                      trim_blocks=True, lstrip_blocks=True)
    env.filters["basename"] = lambda path: PurePath(path).name  # the full path goes in a title
    return Jinja2Templates(env=env)


@dataclass
class Site:
    root: Path
    templates: Jinja2Templates
    jobs: Jobs
    model_given: bool  # a model opener was passed in (tests), so a model counts as configured

    def model_configured(self, project: api.Project) -> bool:
        return self.model_given or project.config.llm.backend != "none"


def site(request: Request) -> Site:
    return request.app.state.site


def open_project(request: Request) -> Iterator[api.Project]:
    """The project for one request, closed when it has been answered."""
    project = api.open_project(site(request).root)
    try:
        yield project
    finally:
        project.close()


def render(request: Request, name: str, project: api.Project | None = None, status: int = 200,
           **context: Any) -> Response:
    """A page from templates/, with what the layout needs (project name, open reviews, CSRF token)."""
    s = site(request)
    base = {
        "project_name": s.root.name,
        "open_reviews": len(project.store.reviews("open")) if project is not None else None,
        "csrf_token": request.state.csrf_token,
    }
    return s.templates.TemplateResponse(request, name, {**base, **context}, status_code=status)
