"""Write a person's biography and keep it among the project's outputs: the one path the `bio`
command and the web app share, so both record the same rows."""

from __future__ import annotations

from ..llm import LLM
from ..project import Project
from ..retrieve.person import PersonResult
from .biography import Biography, write_rules_biography
from .verified import BiographyWriter, VerifiedBiography


def write_biography(project: Project, found: PersonResult, llm: LLM | None,
                    solvers: bool = True) -> tuple[Biography | VerifiedBiography, int]:
    """The resolved person's biography (by the model when one is given, else by rules) and the
    id of its stored output."""
    if llm is None:
        bio: Biography | VerifiedBiography = write_rules_biography(project, found)
    else:
        bio = BiographyWriter(project, found, llm, solvers=solvers).write()
    output_id = project.store.add_output(bio.entity_id, "biography", bio.mode, bio.markdown(), bio.to_json())
    return bio, output_id
