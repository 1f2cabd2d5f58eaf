"""The project's exchange files to download: the CBDB tables and the TEI documents (zip files)
and the review sheet (CSV or xlsx), made on request by what `export` and `review --export` call;
and the filled-in sheet uploaded back, applied by what `review --import` calls."""

from __future__ import annotations

import io
import tempfile
import zipfile
from pathlib import Path

from fastapi import APIRouter, Depends, File, Form, HTTPException, Request, UploadFile
from starlette.responses import Response

from .. import api
from .site import open_project, render

router = APIRouter()
_SHEETS = {"review.csv": "text/csv; charset=utf-8",
           "review.xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"}
_SELECTIONS = {"": (False, False), "undecided": (True, False), "conflicts": (False, True)}
MAX_SHEET_BYTES = 64 * 2**20  # a sheet of every fact of a large corpus is a few MiB


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


@router.post("/downloads/review")
def upload(request: Request, sheet: UploadFile = File(...), reviewer: str = Form(""), apply_valid: bool = Form(False),
           project: api.Project = Depends(open_project)) -> Response:
    """Apply a filled-in review sheet, as `review --import` does: a refused row keeps the whole
    file out unless `apply_valid`; the page lists what changed and what was refused, and why."""
    suffix = Path(sheet.filename or "").suffix.lower()
    if suffix not in (".csv", ".xlsx"):
        raise HTTPException(400, f"「{sheet.filename}」 is no review sheet: upload the .csv or .xlsx file the "
                                 "download gave, filled in.")
    body = sheet.file.read(MAX_SHEET_BYTES + 1)
    if len(body) > MAX_SHEET_BYTES:
        raise HTTPException(413, f"The sheet is over {MAX_SHEET_BYTES // 2**20} MiB: import it with "
                                 f"`shiguan review {project.root.name} --import FILE`.")
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / f"uploaded{suffix}"
        path.write_bytes(body)
        try:
            report = api.import_review_sheet(project, path, reviewer, apply_valid)
        except api.ShiguanError as exc:
            raise HTTPException(400, str(exc).replace(str(path), f"「{sheet.filename}」")) from exc
    return render(request, "downloads.html", project, counts=project.store.counts(), report=report,
                  uploaded=sheet.filename)
