"""The jobs that build a project: ingest, extract and embed. Each holds the project's writer
lock while it writes (a second writer waits, told for whom through `on_wait`)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from ..embed.protocol import Embedder
from ..embed.vectors import EmbedReport, embed_chunks, project_embedder
from ..errors import ShiguanError
from ..extraction_run import ExtractReport, classifier_reader, extract_project, rules_reader
from ..ingest import IngestReport
from ..ingest import ingest as read_files
from ..kg.entity_merge import normalise
from ..kg.ontology import Ontology
from ..lang.zh.relations.classifier import installed, installed_path
from ..llm import LLM
from ..project import Project
from ..writer_lock import writing

Waiting = Callable[[str], None]


@dataclass
class IngestOutcome:
    report: IngestReport
    counts: dict[str, int]  # what the project holds afterwards


def ingest(project: Project, paths: Sequence[Path], reread: bool = False, on_wait: Waiting = print,
           on_start: Callable[[int], None] | None = None,
           on_file: Callable[[Path, int, int], None] | None = None, narrator: str = "",
           workers: int = 1, on_reading: Callable[[Path, float], None] | None = None,
           on_next: Callable[[str], None] = lambda display: None) -> IngestOutcome:
    """`on_file(path, bytes, characters stored)`; `on_reading(path, share read)` while a long file
    is read; `on_next(display)`: the file the run waits for next; `workers`: the processes that
    read (see ingest.py)."""
    with writing(project.root, "ingest", on_wait):
        report = read_files(project, paths, on_file=on_file, on_start=on_start, reread_stale=reread,
                            narrator=narrator, workers=workers, on_reading=on_reading, on_next=on_next)
    return IngestOutcome(report, project.store.counts())


@dataclass
class ExtractOutcome:
    reports: dict[str, ExtractReport] = field(default_factory=dict)  # by extractor, in the order run
    merged: int = 0  # entities the normalisation merged
    stats: dict[str, int] = field(default_factory=dict)


def extract(project: Project, llm: LLM | None, with_classifier: bool = False, limit: int | None = None,
            on_wait: Waiting = print, on_start: Callable[[str, int], None] | None = None,
            on_chunk: Callable[[str, ExtractReport], None] | None = None,
            on_done: Callable[[str, ExtractReport], None] | None = None) -> ExtractOutcome:
    """The sentence rules, then the relation classifier and the model when asked for, over every
    chunk each has not done; then entities are normalised. `on_start(extractor, chunks)`."""
    ontology = Ontology.load(project.root)
    settings = project.config.extract
    if settings.relations:
        ontology = ontology.restricted(set(settings.relations))
    runs = [("rules", rules_reader(ontology, project.root))]
    if with_classifier:
        classifier = installed("cclue")
        if classifier is None:
            raise ShiguanError(f"--with-classifier: no relation classifier at {installed_path('cclue')}; build it "
                               "with `make re-model` (python scripts/train_relation_classifier.py BENCH_RE_DIR: "
                               "it needs the C-CLUE train split)")
        runs.append(("classifier", classifier_reader(classifier, ontology)))
    if llm is not None:
        from ..lang.zh.relations.llm_extract import RelationExtractor

        runs.append(("llm", RelationExtractor(llm, ontology, settings, project.root).read))
    outcome = ExtractOutcome()
    with writing(project.root, "extract", on_wait):
        for kind, read in runs:
            if on_start:
                on_start(kind, len(project.store.chunks_to_extract(kind, limit)))
            report = extract_project(project, kind, read, limit,
                                     (lambda r, kind=kind: on_chunk(kind, r)) if on_chunk else None,
                                     llm if kind == "llm" else None)
            outcome.reports[kind] = report
            if on_done:
                on_done(kind, report)
        outcome.merged = normalise(project.store, llm, project.root)
    outcome.stats = project.store.extraction_stats()
    return outcome


def embedder(project: Project, refit: bool = False) -> Embedder:
    """The project's embedder; TF-IDF is fitted on the corpus the first time (`refit`: anew)."""
    return project_embedder(project, refit)


def embed(project: Project, model: Embedder, on_wait: Waiting = print,
          on_batch: Callable[[int, int], None] | None = None) -> EmbedReport:
    """A vector for every chunk that has none of this embedder's yet."""
    with writing(project.root, "embed", on_wait):
        return embed_chunks(project, model, project.config.embed.batch, on_batch)
