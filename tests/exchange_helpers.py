"""A project over the three example chapters (examples/corpus), for the exchange tests."""

from __future__ import annotations

from pathlib import Path

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "corpus"


def example_project(root: Path):
    from shiguan.ingest import ingest
    from shiguan.project import Project

    project = Project.init(root)
    ingest(project, [EXAMPLES])
    return project
