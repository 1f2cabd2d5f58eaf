"""Write a person's biography and keep it among the project's outputs: the one path the `bio`
command and the web app share, so both record the same rows."""

from __future__ import annotations

from ..llm import LLM
from ..project import Project
from ..retrieve.person import PersonResult
from .biography import Biography, write_rules_biography
from .plan_writer import TimelineWriter
from .verified import BiographyWriter, VerifiedBiography


def write_biography(project: Project, found: PersonResult, llm: LLM | None, solvers: bool = True,
                    max_chars: int | None = None, free: bool = False) -> tuple[Biography | VerifiedBiography, int]:
    """The resolved person's biography and the id of its stored output: his timeline realised by
    rules, or written by the model step by step (`free`: AIstorian's sentence-by-sentence writing
    without a plan)."""
    if llm is None:
        bio: Biography | VerifiedBiography = write_rules_biography(project, found, max_chars)
    elif free:
        bio = BiographyWriter(project, found, llm, solvers=solvers).write()
    else:
        bio = TimelineWriter(project, found, llm, solvers=solvers, max_chars=max_chars).write()
    output_id = project.store.add_output(bio.entity_id, "biography", bio.mode, bio.markdown(), bio.to_json())
    return bio, output_id
