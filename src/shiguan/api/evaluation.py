"""Measuring: relation extraction against C-CLUE or CHisIEC, and a written article's scores."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from time import monotonic
from typing import Any

from ..errors import ShiguanError
from ..evaluate.article import ArticleScores, score_article
from ..evaluate.relations import evaluate, load_cclue, load_chisiec
from ..kg.ontology import Ontology
from ..lang.zh.relations.classifier import RelationClassifier, installed, installed_path
from ..lang.zh.relations.sentence_rules import SentenceRules
from ..project import Project
from .people import open_model

LOADERS = {"cclue": load_cclue, "chisiec": load_chisiec}


@dataclass(frozen=True)
class RelationRun:
    fmt: str  # "cclue" or "chisiec"
    with_llm: bool = False  # add the project's model to the rules
    llm_only: bool = False  # with_llm: the model alone
    limit: int | None = None
    classifier: Path | None = None  # instead of the installed one
    no_classifier: bool = False


@dataclass
class RelationScores:
    extractor: str  # what scored: rules, rules+llm, llm, each perhaps +classifier
    seconds: float
    result: dict[str, Any]  # "overall", "per_relation" and the counts


def check_relation_run(run: RelationRun, with_project: bool) -> None:
    """Refuse option combinations that mean nothing, before any work."""
    if run.fmt not in LOADERS:
        raise ShiguanError(f"--format {run.fmt}: use cclue or chisiec")
    if run.llm_only and not run.with_llm:
        raise ShiguanError("--llm-only goes with --with-llm")
    if run.classifier is not None and run.no_classifier:
        raise ShiguanError("--classifier and --no-classifier exclude each other")
    if run.with_llm and not with_project:
        raise ShiguanError("--with-llm needs --project DIR: the model settings and the call cache come from a project")


def score_relations(path: Path, run: RelationRun, project: Project | None,
                    progress: Callable[[int, int], None] | None = None) -> RelationScores:
    """Score the sentence rules (with the benchmark's classifier when built, and the model when
    asked) on a benchmark file; the benchmark's entity spans are never read."""
    check_relation_run(run, project is not None)
    root = project.root if project else None
    started = monotonic()
    gold = LOADERS[run.fmt](path)
    ontology = Ontology.load(root)
    if run.fmt not in ontology.datasets:
        raise ShiguanError(f"ontology.toml has no [datasets.{run.fmt}] label map")
    labels = ontology.datasets[run.fmt]
    ontology = ontology.restricted(set(labels.labels))
    rules = SentenceRules.load(root)
    skip_classifier = run.no_classifier or run.llm_only
    trained = None if skip_classifier else (
        RelationClassifier.load(run.classifier) if run.classifier is not None else installed(run.fmt))
    if trained is not None and trained.dataset != run.fmt:
        raise ShiguanError(f"{run.classifier}: this classifier predicts {trained.dataset} labels, not {run.fmt}")

    def by_rules(text: str) -> list:
        return rules.extract_sentence(text, ontology)

    extractor = by_rules
    if run.with_llm:
        from ..lang.zh.relations.llm_extract import llm_sentence_extractor

        assert project is not None
        llm = open_model(project)
        if llm is None:
            raise ShiguanError(f"--with-llm needs a model: configure the llm section of "
                               f"{project.root / 'shiguan.toml'} (see `shiguan model fetch`)")
        by_model = llm_sentence_extractor(llm, ontology, project.config.extract, project.root)
        extractor = by_model if run.llm_only else (lambda text: by_rules(text) + by_model(text))
    result = evaluate(gold, extractor, labels, run.limit, progress, labelled=trained.extract if trained else None)
    method = ("llm" if run.llm_only else "rules+llm") if run.with_llm else "rules"
    method += "+classifier" if trained else ""
    return RelationScores(method, round(monotonic() - started, 1), result)


def classifier_note(run: RelationRun) -> str:
    """What to say when the installed classifier the run would use is not built."""
    if run.no_classifier or run.llm_only or run.classifier is not None or installed_path(run.fmt).exists():
        return ""
    return (f"no relation classifier at {installed_path(run.fmt)}: scoring the rules alone; "
            "`make re-model` builds it from the benchmarks' train splits")


def article_scores(report: dict, reference: str | None, project: Project | None) -> ArticleScores:
    """An article report's scores; diversity by the project's embedder when one is given."""
    embedder = None
    if project is not None:
        from ..embed.vectors import project_embedder

        embedder = project_embedder(project)
    return score_article(report, embedder, reference)
