"""Commands that build a project: init, ingest, extract, embed."""

from __future__ import annotations

import logging
import os
import threading
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, DownloadColumn, Progress, TaskID, TextColumn, TimeRemainingColumn

from .. import api
from ..exitcodes import ExitCode
from ..terminal import command, shown
from .common import ProjectDir, err, fail, open_model, open_project, out, waiting


def init(
    root: ProjectDir,
    store: Annotated[str, typer.Option("--store", metavar="URL", help="Keep the graph in this empty PostgreSQL database (postgresql://user@host/dbname) instead of DIR/shiguan.db: a team's shared project.")] = "",
) -> None:
    """Create a project: DIR/shiguan.toml (settings) and DIR/shiguan.db (the SQLite store)."""
    try:
        project = api.init_project(root, store)
    except api.ShiguanError as exc:
        fail(exc)
    project.close()
    where = api.shown_url(store) if store else root / "shiguan.db"
    out.print(f"created {root / 'shiguan.toml'} and {where}", markup=False)


MAX_READ_AS_LINES = 8  # one line per document up to this many; then a count per language
SLOW_FILE_SECONDS = 30.0  # a file the run has waited for this long is named on standard error


class FileWatch:
    """Says which file an ingest is on: in the progress bar, and, with or without one, once on
    standard error when the run has waited SLOW_FILE_SECONDS for one file (documents are stored
    in file order, so a long one holds back those after it)."""

    def __init__(self, on_name: Callable[[str], None]):
        self.on_name = on_name
        self.current, self.since, self.told = "", 0.0, True
        self.stop = threading.Event()
        threading.Thread(target=self._watch, daemon=True).start()

    def next(self, display: str) -> None:
        self.current, self.since, self.told = display, time.monotonic(), False
        self.on_name(display)

    def _watch(self) -> None:
        while not self.stop.wait(1.0):
            waited = time.monotonic() - self.since
            current = self.current
            if not self.told and waited >= SLOW_FILE_SECONDS:
                err.print(f"still reading {shown(current)} ({waited:.0f} s so far); the files after it are "
                          "stored when it is done")
                self.told = self.current == current  # unless the run moved on meanwhile


def ingest(
    root: ProjectDir,
    paths: Annotated[list[Path] | None, typer.Argument(help="Files (.txt, .md, .pdf) or directories to read.")] = None,
    progress: Annotated[bool | None, typer.Option("--progress/--no-progress",
                                                     help="Show a progress bar (default: when on a terminal).")] = None,
    reread: Annotated[bool, typer.Option("--reread", help="First read the stored documents again with today's pattern files (after editing them, or upgrading shiguan); people keep their ids.")] = False,
    narrator: Annotated[str, typer.Option("--narrator", metavar="NAME", help="English first-person texts: the person their \"I\" means (default: the name in the title or author line, e.g. \"The Autobiography of Benjamin Franklin\").")] = "",
    workers: Annotated[int | None, typer.Option("--workers", min=1, metavar="N", help="Processes that read documents (one process stores them, in file order, so results do not depend on N). Default: the number of usable cores.")] = None,
) -> None:
    """Read documents into the project: find the people, extract facts with exact spans,
    decide whose each fact is, and index every name. Each document's language decides its path:
    classical Chinese is segmented into per-person entries by pattern files; English is parsed by
    spaCy (install with pip install 'shiguan[en]'), its "I" resolved to the narrator. Re-running
    skips files already stored and resumes an interrupted run; a changed file replaces its old
    version."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    project = open_project(root)
    show = err.is_terminal if progress is None else progress
    bar = Progress(TextColumn("[bold]ingest[/]"), BarColumn(), DownloadColumn(), TimeRemainingColumn(),
                   TextColumn("{task.fields[docs]:,} documents, {task.fields[chars]:,} characters, "
                              "{task.fields[rate]:,.0f} characters/s"),
                   TextColumn("{task.description}"), console=err, disable=not show)
    task = bar.add_task("", total=None, docs=0, chars=0, rate=0.0)
    stored = Counter[str]()
    being_read: dict[Path, float] = {}  # bytes read so far of the files read but not yet stored

    def advance(path: Path, size: int, chars: int) -> None:
        stored.update(docs=1, chars=chars, bytes=size)
        being_read.pop(path, None)
        elapsed = bar.tasks[task].elapsed or 0.0
        bar.update(task, completed=stored["bytes"] + sum(being_read.values()), description=api.display_name(path.name),
                   docs=stored["docs"], chars=stored["chars"], rate=stored["chars"] / elapsed if elapsed else 0.0)

    def reading(path: Path, share: float) -> None:
        being_read[path] = share * api.file_size(path)
        bar.update(task, completed=stored["bytes"] + sum(being_read.values()),
                   description=f"reading {api.display_name(path.name)} {share:.0%}")

    watch = FileWatch(lambda name: bar.update(task, description=f"reading {shown(name)}"))
    try:
        with bar:
            done = api.ingest(
                project, paths or [], reread, waiting,
                on_start=lambda total: bar.update(task, total=total),
                on_file=advance, narrator=narrator, workers=workers or len(os.sched_getaffinity(0)),
                on_reading=reading if show else None, on_next=watch.next,
            )
    except api.ShiguanError as exc:
        fail(exc)
    finally:
        watch.stop.set()
    report, counts = done.report, done.counts
    out.print(
        f"{report.added.count} added, {report.replaced.count} replaced, {report.unchanged.count} unchanged, "
        f"{report.empty.count} empty (skipped), {report.skipped.count} not .txt/.md/.pdf (skipped), "
        f"{len(report.failed)} refused; "
        f"{report.chars:,} characters in {report.seconds:.1f} s"
    )
    _say_read(report)
    out.print(f"project now holds {counts['documents']} documents, {counts['entries']} entries, "
              f"{counts['people']} people, {counts['triples']} facts, {counts['chunks']} chunks")
    if report.stale:
        err.print(f"[yellow]note:[/] {report.stale} stored documents were read with other rules (older shiguan, "
                  f"or pattern files since edited); read them again with `{shown(command('ingest', root, '--reread'))}`")
    for _, message in report.failed:
        err.print(f"[red]refused[/] {shown(message)}")
    _say_skipped(report)
    project.close()
    usable = report.added.count + report.replaced.count + report.unchanged.count
    if paths and not usable and not report.failed:
        err.print(f"[bold red]error:[/] nothing to ingest: no .txt, .md or .pdf file with text in "
                  f"{shown(', '.join(api.display_name(p) for p in paths))}")
    if report.failed or (paths and not usable):
        raise typer.Exit(ExitCode.PARTIAL)


def _say_read(report: api.IngestReport) -> None:
    """How the documents were read: one line each, or a count per language when they are many."""
    if report.reread:
        out.print(f"{len(report.reread)} stored documents read again with today's rules")
    if report.read_by.total() <= MAX_READ_AS_LINES:
        for path, how in report.read_as.items():
            out.print(f"  {path}: read as {how}", markup=False)
    else:
        out.print("  read as " + ", ".join(f"{lang}: {n} documents" for lang, n in report.read_by.items()),
                  markup=False)


MAX_NAMED = 10  # skipped files named on the terminal; the rest counted


def _say_skipped(report: api.IngestReport) -> None:
    """Name the files passed over for their type, so that a folder of .docx files does not look
    ingested (empty files are named as they are met)."""
    skipped = report.skipped
    if skipped.count:
        more = skipped.count - min(len(skipped.first), MAX_NAMED)
        err.print("[yellow]skipped (not .txt, .md or .pdf):[/] " + shown(", ".join(skipped.first[:MAX_NAMED]))
                  + (f" and {more} more" if more else ""))
    hints = [hint for name in report.skipped.first if (hint := api.conversion_hint(Path(name)))]
    if hints:
        err.print(f"  convert such files to text first, e.g. {shown(hints[0])}")


def extract(
    root: ProjectDir,
    with_llm: Annotated[bool, typer.Option("--with-llm", help="Also extract with the configured model (chain of thought, scored).")] = False,
    limit: Annotated[int | None, typer.Option("--limit", help="Process at most this many chunks in this run.")] = None,
    with_classifier: Annotated[bool, typer.Option("--with-classifier", help="Also extract with the trained relation classifier (confident triples only).")] = False,
) -> None:
    """Extract relations between people, places, offices and groups from every chunk not yet
    processed, beyond what the entry patterns read at ingest.

    Rules (sentence patterns) always run. With --with-classifier the relation classifier trained
    on C-CLUE (`make re-model`) adds the triples it gives at least 0.8
    probability, for relations that mean in the graph what they mean in C-CLUE. With --with-llm the model reads each passage: it first
    writes a regular expression where a formula cue stands (AIstorian), else extracts in five
    chain-of-thought steps (historical GraphRAG paper); every entity must stand verbatim in the
    text, and a second pass scores each extraction (10 points) — triples below [extract]
    threshold are stored but not used. Entities are then normalised (alias dictionary first, then
    the model for places and offices; people are never merged by name alone). Incremental: an
    interrupted run resumes at the chunk it was on."""
    project = open_project(root)
    llm = open_model(project, not with_llm)
    if with_llm and llm is None:
        fail(api.ShiguanError("--with-llm needs a model: set [llm] in shiguan.toml (see `shiguan model fetch`)"))
    bar = Progress(TextColumn("{task.description:<5}"), BarColumn(), TextColumn("{task.completed}/{task.total} chunks"),
                   TextColumn("{task.fields[kept]} kept"), TimeRemainingColumn(), console=err)
    tasks: dict[str, TaskID] = {}

    def started(kind: str, total: int) -> None:
        tasks[kind] = bar.add_task(kind, total=total, kept=0)

    def finished(kind: str, r: api.ExtractReport) -> None:
        err.print(f"{kind}: {r.chunks} chunks, {r.passages} passages: {r.kept} triples kept, "
                  f"{r.dropped} below the score threshold, {r.rejected} rejected (not verbatim or "
                  f"outside the ontology)" + (f"; {r.skipped} chunks stored meanwhile by another run, "
                                              "left as they were" if r.skipped else ""))
    try:
        with bar:
            done = api.extract(project, llm, with_classifier, limit, waiting, on_start=started,
                               on_chunk=lambda kind, r: bar.update(tasks[kind], completed=r.chunks + r.skipped,
                                                                   kept=r.kept),
                               on_done=finished)
    except (api.ShiguanError, api.LLMError) as exc:
        fail(exc)
    stats = done.stats
    err.print(f"{done.merged} entities merged; the graph now holds {stats['edges_kept']} extracted edges "
              f"({stats['edges'] - stats['edges_kept']} more below the threshold)")


def embed(
    root: ProjectDir,
    refit: Annotated[bool, typer.Option("--refit", help="tfidf: fit anew on the corpus as it is now (the old fit's vectors are dropped).")] = False,
) -> None:
    """Store a vector for every chunk with the [embed] embedder (tfidf, minilm or openai), for
    retrieval by meaning. Each chunk is embedded once: a second run embeds only chunks added
    since, and an interrupted run resumes. A TF-IDF embedder is fitted on the corpus the first
    time and stored, so later vectors lie in the same space."""
    project = open_project(root)
    try:
        with err.status("preparing the embedder…"):
            model = api.embedder(project, refit)
        with Progress(TextColumn(f"[bold]embed[/] {model.name}"), BarColumn(),
                      TextColumn("{task.completed}/{task.total} chunks"), TimeRemainingColumn(), console=err,
                      disable=not err.is_terminal) as bar:
            task = bar.add_task("", total=None)
            report = api.embed(project, model, waiting, lambda done, total: bar.update(task, completed=done, total=total))
    except api.ShiguanError as exc:
        fail(exc)
    out.print(f"{report.embedded} chunks embedded in {report.seconds:.1f} s; {report.chunks} chunks have "
              f"{report.embedder} vectors")
