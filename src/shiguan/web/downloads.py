"""The project's exchange files to download: the CBDB tables and the TEI documents (zip files)
and the review sheet (CSV or xlsx), made on request by what `export` and `review --export` call."""

from __future__ import annotations

import io
import tempfile
import zipfile
from pathlib import Path

from fastapi import APIRouter, Depends, HTTPException, Request
from starlette.responses import Response

from .. import api
from .site import open_project, render

router = APIRouter()
_SHEETS = {"review.csv": "text/csv; charset=utf-8",
           "review.xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}
_SELECTIONS = {"": (False, False), "undecided": (True, False), "conflicts": (False, True)}


@router.get("/downloads")
def page(request: Request, project: api.Project = Depends(open_project)) -> Response:
    return render(request, "downloads.html", project, counts=project.store.counts())


def _zipped(directory: Path) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as z:
        for path in sorted(directory.iterdir()):
            z.write(path, path.name)
    return buffer.getvalue()


def _attachment(body: bytes, media_type: str, filename: str) -> Response:
    return Response(body, media_type=media_type, headers={"Content-Disposition": f'attachment; filename="{filename}"'})


@router.get("/downloads/{name}")
def download(name: str, only: str = "", project: api.Project = Depends(open_project)) -> Response:
    """cbdb.zip, tei.zip, review.csv or review.xlsx (`only`: undecided or conflicts)."""
    with tempfile.TemporaryDirectory() as tmp:
        if name in ("cbdb.zip", "tei.zip"):
            fmt = name.removesuffix(".zip")
            api.export_exchange(project, api.ExportTarget(fmt, Path(tmp) / fmt))
            return _attachment(_zipped(Path(tmp) / fmt), "application/zip", name)
        if name in _SHEETS and only in _SELECTIONS:
            path = Path(tmp) / name
            api.export_review_sheet(project, path, [], *_SELECTIONS[only])
            return _attachment(path.read_bytes(), _SHEETS[name], name)
    raise HTTPException(404, f"No download {name}{'?only=' + only if only else ''}.")
