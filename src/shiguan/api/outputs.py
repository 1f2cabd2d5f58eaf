"""The one place what a job wrote is kept: outputs (biographies, articles, answers,
enrichments) and checked claims."""

from __future__ import annotations

from ..project import Project
from ..verify.verdicts import ClaimCheck


def record_output(project: Project, kind: str, mode: str, markdown: str, json_text: str,
                  entity_id: int | None = None) -> int:
    """Store an output (biography, article, answer, enrichment) and return its id: the web app
    lists it, and its citations open their sources."""
    return project.store.add_output(entity_id, kind, mode, markdown, json_text)


def record_check(project: Project, result: ClaimCheck) -> None:
    project.store.add_check(result.entity_id, result.claim, result.verdict, result.mode, result.to_json())
