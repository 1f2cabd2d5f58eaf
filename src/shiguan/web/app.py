"""The FastAPI application: routes from the page modules, the security middleware, error pages."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from contextlib import asynccontextmanager
from pathlib import Path

from fastapi import Depends, FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException
from starlette.responses import RedirectResponse, Response

from .. import api
from . import biographies, documents, downloads, outputs, people, review
from .jobs import Jobs, ModelOpener
from .security import Guard, require_csrf
from .site import HERE, Site, render, templates


def configured_model(project: api.Project) -> api.LLM | None:
    return api.open_model(project)


def create_app(project_root: Path, open_model: ModelOpener | None = None,
               allowed_hosts: Iterable[str] | None = None) -> FastAPI:
    """The app for one project. `open_model` replaces the project's configured model (tests use
    a scripted one); `allowed_hosts` are the Host names answered (None: any)."""
    root = Path(project_root).resolve()
    api.open_project(root).close()  # fail now, with the usual message, if it is not a project
    jobs = Jobs(root, open_model or configured_model)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        yield
        jobs.close()

    app = FastAPI(title="shiguan", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan,
                  dependencies=[Depends(require_csrf)])
    app.state.site = Site(root, templates(), jobs, open_model is not None)
    app.add_middleware(Guard, allowed_hosts=allowed_hosts)
    app.mount("/static", StaticFiles(directory=HERE / "static"), name="static")
    for module in (people, biographies, documents, outputs, review, downloads):
        app.include_router(module.router)

    @app.get("/")
    def home() -> Response:
        return RedirectResponse("/people", 303)

    @app.exception_handler(HTTPException)
    def http_error(request: Request, exc: HTTPException) -> Response:
        return render(request, "error.html", status=exc.status_code, message=exc.detail)

    @app.exception_handler(RequestValidationError)
    def bad_parameter(request: Request, exc: RequestValidationError) -> Response:
        where = "; ".join(f"{'.'.join(str(x) for x in e['loc'][1:])}: {e['msg']}" for e in exc.errors())
        return render(request, "error.html", status=400, message=f"Bad request parameter ({where}).")

    @app.exception_handler(OverflowError)
    def out_of_range(request: Request, exc: OverflowError) -> Response:
        # SQLite integers are 64-bit: a larger id or page number in the address matches nothing.
        return render(request, "error.html", status=404,
                      message="No such item: a number in the address is out of range.")

    @app.exception_handler(api.ShiguanError)
    def shiguan_error(request: Request, exc: api.ShiguanError) -> Response:
        return render(request, "error.html", status=400, message=str(exc))

    return app
