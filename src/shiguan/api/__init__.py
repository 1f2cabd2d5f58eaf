"""One function per user job: what the CLI and the web app call, and nothing below it.

Each job takes the project and typed options, reports progress through callbacks, returns a
typed result, and records what it wrote in one place (`record.py`), so a biography written
from the web and one written by `bio` leave the same rows. The CLI and the web app add only
presentation: terminals, progress bars, pages, exit statuses.
"""

from __future__ import annotations

from ..corpus.load import display_name
from ..enrich.report import DRY_RUN
from ..era import RULES as ERA_RULES
from ..era import convert as convert_era
from ..errors import DamagedProjectError, ShiguanError
from ..extraction_run import ExtractReport
from ..lang import language
from ..llm import LLM, LLMError
from ..llm.fetch import fetch_model
from ..project import Project
from ..retrieve.person import FULLTEXT_LIMIT, PersonResult, aliases_with_documents, result_to_dict, why_his
from ..store import OutputRow, ReviewRow, Store
from ..store.postgres import shown as shown_url
from ..write.types import BiographyOptions
from . import train
from .articles import article, article_request, enrich, enricher, outline, rules_article, rules_outline
from .corpus import embed, embedder, extract, ingest
from .evaluation import RelationRun, article_scores, check_relation_run, classifier_note, score_relations
from .graph import ExportTarget, check_export, decide_review, export_graph, person_graph, reviews, usage
from .migrate import migrate_store
from .people import (
    CitedFact,
    NoSinglePerson,
    cited_facts,
    find_person,
    matched_aliases,
    one_person,
    open_model,
    open_project,
    person_by_id,
)
from .writing import ask, biography, biography_batch, biography_language, check

init_project = Project.init

__all__ = [
    "BiographyOptions", "CitedFact", "DamagedProjectError", "DRY_RUN", "ERA_RULES", "ExportTarget", "ExtractReport",
    "FULLTEXT_LIMIT", "LLM", "LLMError", "NoSinglePerson", "OutputRow", "PersonResult", "Project", "RelationRun",
    "ReviewRow", "ShiguanError", "Store", "aliases_with_documents", "article", "article_request", "article_scores",
    "ask", "biography", "biography_batch", "biography_language", "check", "check_export", "check_relation_run",
    "cited_facts", "classifier_note", "convert_era", "decide_review", "display_name", "embed", "embedder", "enrich",
    "enricher", "export_graph", "extract", "fetch_model", "find_person", "ingest", "init_project", "language",
    "matched_aliases",
    "migrate_store", "one_person", "open_model", "open_project", "outline", "person_by_id", "person_graph",
    "rules_article", "rules_outline",
    "result_to_dict", "reviews", "score_relations", "shown_url", "train", "usage", "why_his",
]
