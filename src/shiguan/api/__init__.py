"""One function per user job: what the CLI and the web app call, and nothing below it.

Each job takes the project and typed options, reports progress through callbacks, returns a
typed result, and records what it wrote in one place (`record.py`), so a biography written
from the web and one written by `bio` leave the same rows. The CLI and the web app add only
presentation: terminals, progress bars, pages, exit statuses.

Every name is imported on first use (PEP 562): `shiguan era` or `shiguan --help` then starts
without loading scikit-learn, spaCy or the model clients that other jobs need (issue 42).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

# name -> (module, attribute path in it); the module relative to this package
_HOME: dict[str, tuple[str, str]] = {
    "display_name": ("..corpus.load", "display_name"), "conversion_hint": ("..corpus.load", "conversion_hint"),
    "file_size": ("..corpus.load", "file_size"),
    "IngestReport": ("..ingest", "IngestReport"),
    "ERA_RULES": ("..era", "RULES"), "convert_era": ("..era", "convert"),
    "DamagedProjectError": ("..errors", "DamagedProjectError"), "ShiguanError": ("..errors", "ShiguanError"),
    "ExtractReport": ("..extraction_run", "ExtractReport"), "language": ("..lang", "language"),
    "LLM": ("..llm", "LLM"), "LLMError": ("..llm", "LLMError"), "fetch_model": ("..llm.fetch", "fetch_model"),
    "Project": ("..project", "Project"), "init_project": ("..project", "Project.init"),
    "load_config": ("..config", "load_config"),
    "OutputRow": ("..store", "OutputRow"), "ReviewRow": ("..store", "ReviewRow"), "Store": ("..store", "Store"),
    "shown_url": ("..store.postgres", "shown"), "BiographyOptions": ("..write.types", "BiographyOptions"),
    "train": (".train", ""),
    **{name: ("..retrieve.person", name) for name in (
        "FULLTEXT_LIMIT", "PersonResult", "aliases_with_documents", "result_to_dict", "why_his")},
    **{name: (".articles", name) for name in (
        "article", "article_request", "enrich", "enricher", "mediawiki_edit", "outline", "rules_article",
        "rules_outline")},
    **{name: (".corpus", name) for name in ("embed", "embedder", "extract", "ingest")},
    **{name: (".evaluation", name) for name in (
        "RelationRun", "article_scores", "check_relation_run", "classifier_note", "score_relations")},
    **{name: (".graph", name) for name in (
        "EMPTY_QUEUE", "ExportTarget", "check_export", "decide_review", "export_graph", "forget_failed_calls",
        "person_graph", "reviews", "usage")},
    "migrate_store": (".migrate", "migrate_store"),
    **{name: (".exchange", name) for name in (
        "ExchangeExport", "export_exchange", "export_review_sheet", "import_review_sheet")},
    **{name: (".people", name) for name in (
        "CitedFact", "NoSinglePerson", "cited_facts", "did_you_mean", "find_person", "matched_aliases", "one_person",
        "open_model", "open_project", "person_by_id")},
    **{name: (".writing", name) for name in ("ask", "biography", "biography_batch", "biography_language", "check")},
}

__all__ = sorted(_HOME)


def __getattr__(name: str) -> Any:
    """Import the module that holds `name`, keep the value here, and return it."""
    try:
        module, attribute = _HOME[name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None
    value: Any = import_module(module, __name__)
    for part in filter(None, attribute.split(".")):
        value = getattr(value, part)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOME})
