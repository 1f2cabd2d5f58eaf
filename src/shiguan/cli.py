"""The `shiguan` command: a thin layer over the project, ingest, retrieval and writing modules."""

from __future__ import annotations

import json
import logging
import os
import sys
from pathlib import Path
from typing import Annotated, Optional

import typer
from rich.console import Console
from rich.progress import BarColumn, DownloadColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from . import era as era_mod
from .errors import ShiguanError
from .ingest import ingest as run_ingest
from .project import Project
from .retrieve.person import PersonResult, lookup, result_to_dict
from .write.biography import Biography, write_rules_biography

app = typer.Typer(
    help="shiguan (史官): turn a corpus into a provenance-tracked knowledge graph and write "
    "biographies in which every clause cites its source.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode="markdown",
)
out = Console()
err = Console(stderr=True)

ProjectDir = Annotated[Path, typer.Argument(help="Project directory (made by `shiguan init`).")]


def _fail(exc: Exception) -> None:
    err.print(f"[bold red]error:[/] {exc}")
    raise typer.Exit(2)


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
    out.print(f"created {root / 'shiguan.toml'} and {root / 'shiguan.db'}")
    out.print(f"next: shiguan ingest {root} CORPUS_DIR --progress")


@app.command()
def ingest(
    root: ProjectDir,
    paths: Annotated[list[Path], typer.Argument(help="Files (.txt, .md, .pdf) or directories to read.")],
    progress: Annotated[Optional[bool], typer.Option("--progress/--no-progress",
                                                     help="Show a progress bar (default: when on a terminal).")] = None,
) -> None:
    """Read documents into the project: segment them into per-person entries, extract facts
    with exact spans, and index every name. Re-running skips files already stored and resumes
    an interrupted run; a changed file replaces its old version."""
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s: %(message)s")
    project = _open(root)
    show = err.is_terminal if progress is None else progress
    bar = Progress(TextColumn("[bold]ingest[/]"), BarColumn(), DownloadColumn(), TimeRemainingColumn(),
                   TextColumn("{task.description}"), console=err, disable=not show)
    task = bar.add_task("", total=None)
    try:
        with bar:
            report = run_ingest(
                project, paths,
                on_start=lambda files, total: bar.update(task, total=total),
                on_file=lambda path, size: bar.update(task, advance=size, description=path.name),
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
    out.print(f"project now holds {counts['documents']} documents, {counts['entries']} entries, "
              f"{counts['entities']} people, {counts['triples']} facts, {counts['chunks']} chunks")
    for path, message in report.failed:
        err.print(f"[red]refused[/] {message}")
    project.close()
    if report.failed:
        raise typer.Exit(1)


def _person_or_fail(project: Project, name: str, entity_id: int | None, doc: str | None) -> PersonResult:
    try:
        return lookup(project, name, entity_id, doc)
    except ShiguanError as exc:
        _fail(exc)
        raise


def _print_candidates(r: PersonResult) -> None:
    table = Table(title=f"「{r.query}」 names {len(r.candidates)} people: choose one with --id")
    for col in ("id", "name", "matched as", "identity", "documents", "opening"):
        table.add_column(col)
    for c in r.candidates:
        ident = "; ".join(f"{k} {'/'.join(v)}" for k, v in c.identity.items())
        table.add_row(str(c.entity_id), c.name, c.matched, ident, "\n".join(c.documents), c.opening[:40])
    out.print(table)


@app.command()
def person(
    root: ProjectDir,
    name: Annotated[str, typer.Argument(help="Name, 字 or 号, simplified or traditional.")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    entity_id: Annotated[Optional[int], typer.Option("--id", help="Choose one person when the name is shared.")] = None,
    doc: Annotated[Optional[str], typer.Option("--doc", help="Keep people whose entry is in a document whose path contains this.")] = None,
) -> None:
    """Everything about a person: aliases, facts, every chunk that is about him, and why each
    chunk was returned (own entry, named by which alias, neighbour, or full-text match)."""
    project = _open(root)
    r = _person_or_fail(project, name, entity_id, doc)
    if as_json:
        print(json.dumps(result_to_dict(project, r), ensure_ascii=False, indent=2))
        return
    if not r.in_kg:
        out.print(f"「{r.query}」 is not a name in the knowledge graph; {len(r.chunks)} chunks contain it:")
    elif r.ambiguous:
        _print_candidates(r)
    else:
        assert r.resolved is not None
        out.print(f"[bold]{r.resolved.name}[/] (id {r.resolved.entity_id})")
        out.print("aliases: " + "、".join(f"{a.form}（{a.kind}）" for a in r.aliases))
        for t in r.facts:
            when = f" [{t.when_text}{f' = {t.year}' if t.year else ''}]" if t.when_text else ""
            out.print(f"  {t.relation}: {t.tail_text}{when}  (chars {t.start}–{t.end}, {t.method})")
    for h in r.chunks:
        out.print(f"- chunk {h.chunk.id} {h.chunk.path} {h.chunk.start}–{h.chunk.end} [{h.source}] {'; '.join(h.reasons)}")
        out.print(f"  {h.text[:80].replace(chr(10), ' ')}…", highlight=False)
    if r.neighbours:
        out.print("neighbours (extra nodes of interest):")
        for h in r.neighbours:
            out.print(f"- chunk {h.chunk.id} {h.chunk.path}: {'; '.join(h.reasons)}")


def _write(path: Path, text: str) -> None:
    """Write atomically so an interrupted batch never leaves half a file behind."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def _biography(project: Project, name: str, entity_id: int | None, doc: str | None) -> Biography:
    r = _person_or_fail(project, name, entity_id, doc)
    if r.resolved is None:
        if r.ambiguous:
            _print_candidates(r)
            _fail(ShiguanError(f"「{name}」 is ambiguous: rerun with --id"))
        _fail(ShiguanError(f"「{name}」 is not a person in the knowledge graph; "
                           f"try `shiguan person {project.root} {name}` to see where it occurs"))
    return _write_biography(project, r)


def _write_biography(project: Project, r: PersonResult) -> Biography:
    """Write the resolved person's biography and record it among the project's outputs."""
    bio = write_rules_biography(project, r)
    project.store.add_output(bio.entity_id, "biography", bio.mode, bio.markdown(), bio.to_json())
    return bio


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
) -> None:
    """Write a biography in which every clause cites the source sentence it was read from.
    Without a language model configured it is written by rules from the knowledge graph, and
    says so."""
    project = _open(root)
    if batch is not None:
        _batch(project, batch, output, as_json, force)
        return
    if not name:
        _fail(ShiguanError("give a NAME, or --batch FILE"))
    b = _biography(project, name, entity_id, doc)
    text = b.to_json() + "\n" if as_json else b.markdown()
    if output:
        _write(output, text)
        err.print(f"wrote {output}")
    else:
        print(text, end="")


def _batch(project: Project, batch: Path, output: Path | None, as_json: bool, force: bool) -> None:
    if output is None:
        _fail(ShiguanError("--batch needs -o OUTDIR"))
        return
    try:
        names = [n.strip() for n in batch.read_text("utf-8").splitlines() if n.strip() and not n.startswith("#")]
    except (OSError, UnicodeDecodeError) as exc:
        _fail(ShiguanError(f"{batch}: cannot read the list of names ({exc})"))
        return
    suffix = ".json" if as_json else ".md"
    done = skipped = 0
    failed: list[str] = []
    with Progress(TextColumn("[bold]bio[/]"), BarColumn(), TextColumn("{task.completed}/{task.total} {task.description}"),
                  console=err, disable=not err.is_terminal) as bar:
        task = bar.add_task("", total=len(names))
        for name in names:
            target = output / f"{name}{suffix}"
            bar.update(task, description=name)
            if target.exists() and not force:
                skipped += 1
            else:
                r = lookup(project, name)
                if r.resolved is None:
                    failed.append(f"{name}: {'ambiguous' if r.ambiguous else 'not in the knowledge graph'}")
                else:
                    b = _write_biography(project, r)
                    _write(target, b.to_json() + "\n" if as_json else b.markdown())
                    done += 1
            bar.advance(task)
    out.print(f"{done} written, {skipped} already there (use --force to rewrite), {len(failed)} not written; in {output}")
    for f in failed:
        err.print(f"[yellow]not written[/] {f}")
    if failed:
        raise typer.Exit(1)


@app.command()
def era(
    text: Annotated[str, typer.Argument(help="An era date: 顺治十八年, 明崇祯三年, 崇禎三年 …")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    prefer: Annotated[Optional[str], typer.Option("--prefer", help="Comma-separated dynasties to prefer when ambiguous.")] = None,
) -> None:
    """Convert an era date (年号 + year) to the Gregorian year."""
    try:
        d = era_mod.convert(text.strip(), tuple(p for p in (prefer or "").split(",") if p))
    except ValueError as exc:
        _fail(exc)
        return
    years = d.years()
    if as_json:
        print(json.dumps({"input": text, "era": d.era, "year_in_era": d.year_in_era,
                          "gregorian": years[0] if len(years) == 1 else years,
                          "candidates": [{"era": c.name, "dynasty": c.dynasty, "start_year": c.start_year,
                                          "end_year": c.end_year, "gregorian": c.year(d.year_in_era)}
                                         for c in d.candidates]}, ensure_ascii=False))
        return
    for c in d.candidates:
        out.print(f"{text} = {c.year(d.year_in_era)}  ({c.dynasty} {c.name}, {c.start_year}–{c.end_year})")


if __name__ == "__main__":  # pragma: no cover
    sys.exit(app())
