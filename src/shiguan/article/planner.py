"""What the article writer needs from a plan, whichever way it researches.

The kg plan (APOLLO, top-down) and the clusters plan (ConvergeWriter, bottom-up) differ until
there is an outline; from there compose treats them alike through this protocol, and finds the
one the request names in shiguan.registries.PLANNERS.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from ..config import ArticleSettings
from ..project import Project
from .model import ArticleModel
from .outline import Outline, OutlineSection
from .sources import Snippet, SourcePool


class PlanContext(Protocol):
    """What a planner is built from: the article writer's model, pool, project and settings."""
    model: ArticleModel
    pool: SourcePool
    project: Project
    settings: ArticleSettings

    def readers(self) -> list:
        """The relation readers the topic knowledge graph is read with."""


class Planner(Protocol):
    def research(self, topic: str, on_stage: Callable[[str], None]) -> None:
        """Gather the snippets (into the shared pool) the outline and the sections draw on,
        reporting its stages; an InputError when it found too little to plan from."""

    def outline(self, topic: str) -> Outline:
        """The planned outline, from the research."""

    def check(self, outline: Outline) -> None:
        """An InputError when a user's edited outline does not fit the research."""

    def sources(self, section: OutlineSection) -> list[Snippet]:
        """The snippets a section of the outline may be written from."""

    def planning(self) -> dict:
        """The research as recorded in the article's report."""
