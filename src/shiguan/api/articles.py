"""The jobs that write long form from many sources: an article on a topic (or only its outline)
and the enrichment of an article from a narrative; both are recorded. Without a model an
article is the rules' 纪事本末 and an enrichment a dry run.

The article and enrich packages are imported by the job that uses them: they bring in
scikit-learn (over a second), which no other command should wait for at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from ..corpus.load import load_file
from ..errors import ShiguanError
from ..llm import LLM
from ..project import Project
from .outputs import record_output

if TYPE_CHECKING:
    from ..article.compose import ArticleRequest
    from ..article.outline import Outline
    from ..article.result import WrittenArticle
    from ..enrich.enricher import Enricher
    from ..enrich.report import EnrichedArticle

Stage = Callable[[str], None]


def article_request(topic: str, plan: str, lang: str, words: int | None, outline_file: Path | None,
                    prefer: tuple[str, ...], kg_model: bool) -> ArticleRequest:
    from ..article.compose import ArticleRequest
    from ..article.outline import read_outline

    return ArticleRequest(topic, plan, lang, words, read_outline(outline_file) if outline_file else None,
                          prefer, kg_model)


def outline(project: Project, llm: LLM, request: ArticleRequest, on_stage: Stage) -> tuple[Outline, dict]:
    """The research and the outline alone, for a person to edit and pass back with --outline."""
    from ..article.compose import plan_outline

    return plan_outline(project, llm, request, on_stage)


def article(project: Project, llm: LLM, request: ArticleRequest, on_stage: Stage) -> tuple[WrittenArticle, int]:
    """The verified article and the id of its stored output."""
    from ..article.compose import write_article

    written = write_article(project, llm, request, on_stage)
    output_id = record_output(project, "article", f"{request.plan}:{llm.name}", written.markdown(), written.to_json())
    return written, output_id


def rules_article(project: Project, request: ArticleRequest) -> tuple[WrittenArticle, int]:
    """The article without a model (a 纪事本末 of cited clause groups) and its stored output's id."""
    from ..article.chronicle import write_rules_article

    written = write_rules_article(project, request.topic, request.lang, request.words)
    output_id = record_output(project, "article", "rules", written.markdown(), written.to_json())
    return written, output_id


def rules_outline(project: Project, request: ArticleRequest) -> tuple[Outline, dict]:
    """`--outline-only` without a model: the 纪事本末's sections and what it gathered."""
    from ..article.chronicle import plan_chronicle
    from ..article.chronicle import rules_outline as outline_of

    chronicle, english = plan_chronicle(project, request.topic, request.lang, request.words)
    return outline_of(chronicle, english), {"terms": chronicle.terms, "left_out": chronicle.left_out}


def enricher(project: Project, article_path: Path, source: Path, llm: LLM | None, passages: bool = False) -> Enricher:
    """The article split into sections and the narrative into embedded passages, ready to run."""
    from ..enrich.article import split_article
    from ..enrich.enricher import Enricher
    from ..enrich.narrative import load_narrative

    loaded = load_file(article_path)
    if loaded is None:
        raise ShiguanError(f"{article_path}: the article is empty")
    return Enricher(project, split_article(loaded.text), load_narrative(source), llm, passages)


def mediawiki_edit(result: EnrichedArticle, article_path: Path) -> str:
    """The enrichment as an edit of the article's wikitext: a unified diff with {{cite book}} refs,
    after the candidates left out and why."""
    from ..enrich.mediawiki import mediawiki_diff

    loaded = load_file(article_path)
    return mediawiki_diff(result, loaded.text if loaded else "", article_path.name)


def enrich(project: Project, job: Enricher, limit_sections: int | None,
           on_section: Callable[..., None] | None = None) -> EnrichedArticle:
    """Run the enrichment; recorded among the outputs unless it was a dry run (no model)."""
    result = job.run(limit_sections, on_section)
    if job.llm is not None:
        record_output(project, "enrichment", job.llm.name, result.markdown(), result.to_json())
    return result
