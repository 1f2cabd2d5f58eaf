"""Commands about one person or one question: person, bio, check, ask, graph."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, Progress, TextColumn

from .. import api
from ..exitcodes import ExitCode
from ..terminal import plain, shown
from .common import (
    Force,
    ProjectDir,
    data,
    emit,
    err,
    fail,
    found_or_fail,
    open_model,
    open_project,
    out,
    person_or_fail,
    print_candidates,
    writable,
    write,
)

EntityId = Annotated[int | None, typer.Option("--id", help="Choose one person when the name is shared.")]
Doc = Annotated[str | None, typer.Option("--doc", help="Keep people whose entry is in a document whose path contains this.")]


def person(
    root: ProjectDir,
    name: Annotated[str, typer.Argument(help="Name, 字 or 号, simplified or traditional (at most 100 characters).")],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
    entity_id: EntityId = None,
    doc: Doc = None,
) -> None:
    """Everything about a person: aliases, facts, every chunk that is about him, and why each
    chunk was returned (own entry, named by which alias, neighbour, or full-text match).
    A name that is no single person (unknown: where it occurs; shared: the candidates) exits 2."""
    project = open_project(root)
    r = found_or_fail(project, name, entity_id, doc)
    if as_json:
        print(plain(json.dumps(api.result_to_dict(project, r), ensure_ascii=False, indent=2)))
    else:
        _print_person(project, r)
    if r.resolved is None:  # unknown or shared: what was found is printed, but no one person was
        raise typer.Exit(ExitCode.USAGE)


def _found_in(chunks: int) -> str:
    """How many chunks the full-text search found, saying so when it stopped at its cap."""
    if not chunks:
        return "no chunk contains it either."
    if chunks >= api.FULLTEXT_LIMIT:
        return f"at least {chunks} chunks contain it; the first {chunks}:"
    return f"{chunks} chunk{'s' if chunks > 1 else ''} contain{'' if chunks > 1 else 's'} it:"


def _print_person(project: api.Project, r: api.PersonResult) -> None:
    """`person` for a reader; every piece of corpus text is printed as data, never as markup."""
    if not r.in_kg:
        data(f"「{r.query}」 is not a name in the knowledge graph{api.did_you_mean(r)}; {_found_in(len(r.chunks))}")
    elif r.ambiguous:
        print_candidates(r)
    else:
        assert r.resolved is not None
        out.print(f"[bold]{shown(r.resolved.name)}[/] (id {r.resolved.entity_id})")
        data("aliases: " + "、".join(f"{a.form}（{a.kind}）" for a in r.aliases))
        texts: dict[int, str] = {}
        for label, facts in (("facts", r.facts), ("undecided (kept out of biographies)", r.undecided)):
            if facts:
                out.print(f"{label}:")
            for t in facts:
                text = texts.setdefault(t.document_id, project.store.document_text(t.document_id))
                when = f" [{t.era if t.era and not t.when_text.startswith(t.era[:1]) else ''}{t.when_text}" \
                       f"{f' = {t.year}' if t.year else ''}]" if t.when_text else ""
                data(f"  {t.relation}: {t.tail_text}{when}  (chars {t.start}–{t.end}, {t.method}; "
                     f"his: {api.why_his(t, text)})")
    for h in r.chunks:
        data(f"- chunk {h.chunk.id} {h.chunk.path} {h.chunk.start}–{h.chunk.end} [{h.source}] {'; '.join(h.reasons)}")
        data(f"  {h.text[:80].replace(chr(10), ' ')}…")
    if r.attached:
        out.print("attached (biographies after his in the same section):")
        for h in r.attached:
            data(f"- chunk {h.chunk.id} {h.chunk.path} {h.chunk.start}–{h.chunk.end}: {'; '.join(h.reasons)}")
    if r.neighbours:
        out.print("neighbours (extra nodes of interest):")
        for h in r.neighbours:
            data(f"- chunk {h.chunk.id} {h.chunk.path}: {'; '.join(h.reasons)}")


def bio(
    root: ProjectDir,
    name: Annotated[str | None, typer.Argument(help="The person (name, 字 or 号).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON: sentences with citations and source spans.")] = False,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Write to this file (or directory with --batch).")] = None,
    batch: Annotated[Path | None, typer.Option("--batch", help="A file with one name per line.")] = None,
    entity_id: EntityId = None,
    doc: Doc = None,
    force: Annotated[bool, typer.Option("--force", help="With --batch, rewrite biographies already written; with -o, write through a symbolic link.")] = False,
    rules: Annotated[bool, typer.Option("--rules", help="Write by rules even when a model is configured.")] = False,
    no_solvers: Annotated[bool, typer.Option("--no-solvers", help="Drop failing sentences instead of correcting them.")] = False,
    max_chars: Annotated[int | None, typer.Option("--max-chars", min=20, help="Length budget in characters (default: bio.toml's max_chars, 300). What stays when space runs out: the opening, then death and 谥, degrees, the first and last office, demotions, exile and reinstatement, memorials, titles, other offices, campaigns, family.")] = None,
    free: Annotated[bool, typer.Option("--free", help="With a model: write sentence by sentence without the timeline plan (AIstorian's generation).")] = False,
    lang: Annotated[str | None, typer.Option("--lang", help="en or zh: the language to write in (default: that of the person's documents). English is written by rules, from the English facts.")] = None,
) -> None:
    """Write a biography in which every sentence cites its sources.

    The biography is planned as a timeline of the person's own facts (those whose subject was
    decided to be him): the opening, the career and the events in the order of his life with
    every year given its era and Gregorian year, and the end; trimmed to --max-chars. Without a
    model the rules write it. With a model ([llm] in shiguan.toml) the model writes each planned
    sentence; code checks its order, length and wording, the Verifier checks each atomic fact
    (the Router and Solvers may repair it), and a sentence that fails is written by the rules
    instead. An interrupted run resumes: answered model calls are replayed. A person of English
    documents gets an English biography, written by rules from his decided facts: his birth and
    parents, his life by year, his death, every clause in the source's words and cited."""
    if batch is None:
        writable(output, force)
    project = open_project(root)
    llm = open_model(project, rules)
    options = api.BiographyOptions(not no_solvers, max_chars, free, as_json, lang)
    if batch is not None:
        _batch(project, batch, output, force, llm, options)
        return
    if not name:
        fail(api.ShiguanError("give a NAME, or --batch FILE"))
    found = person_or_fail(project, name, entity_id, doc)
    try:
        model_writes = api.language(api.biography_language(project, found, lang)).model_writes
        with err.status(f"{name}: writing sentence by sentence with {llm.name}, verifying each…"
                        if llm and model_writes else f"{name}: writing by rules…"):
            b, _ = api.biography(project, found, llm, options)
    except (api.ShiguanError, api.LLMError) as exc:
        fail(exc)
    emit(b.to_json() + "\n" if as_json else b.markdown(), output, force=force)


def _batch(project: api.Project, batch: Path, output: Path | None, force: bool, llm: api.LLM | None,
           options: api.BiographyOptions) -> None:
    if output is None:
        fail(api.ShiguanError("--batch needs -o OUTDIR"))
    try:
        names = [n.strip() for n in batch.read_text("utf-8").splitlines() if n.strip() and not n.startswith("#")]
    except (OSError, UnicodeDecodeError) as exc:
        fail(api.ShiguanError(f"{batch}: cannot read the list of names ({exc})"))
    with Progress(TextColumn("[bold]bio[/]"), BarColumn(), TextColumn("{task.completed}/{task.total} {task.description}"),
                  console=err, disable=not err.is_terminal) as bar:
        task = bar.add_task("", total=None)
        done = api.biography_batch(project, names, output, llm, options, force,
                                   on_start=lambda n: bar.update(task, total=n),
                                   on_done=lambda name: bar.update(task, advance=1, description=name))
    if done.error is not None:
        err.print(f"[bold red]error:[/] {shown(done.error)}")
        err.print(f"{done.written} written this run; rerun the same command to resume.")
        raise typer.Exit(ExitCode.MODEL)
    out.print(f"{done.written} written, {done.skipped} already there (use --force to rewrite), "
              f"{len(done.failed)} not written; in {output}")
    for f in done.failed:
        err.print(f"[yellow]not written[/] {shown(f)}")
    if done.failed:
        raise typer.Exit(ExitCode.PARTIAL)


def check(
    root: ProjectDir,
    name: Annotated[str, typer.Argument(help="The person the claim is about (name, 字 or 号).")],
    claim: Annotated[str, typer.Argument(help="One sentence, e.g. 兆惠，字和甫，满洲正黄旗人。 (at most 1,000 characters)")],
    as_json: Annotated[bool, typer.Option("--json", help='Print JSON; its top-level "verdict" is supported, not_included or not_supported.')] = False,
    entity_id: EntityId = None,
    doc: Doc = None,
    rules: Annotated[bool, typer.Option("--rules", help="Decide by rules only, even when a model is configured.")] = False,
) -> None:
    """Check a claim about a person against the sources: a verdict for each atomic fact with
    its evidence, what the Router would do, and a correction when the sources support one.
    Facts the rules decide (names, 字/号, places, offices, dates) never reach the model."""
    project = open_project(root)
    llm = open_model(project, rules)
    try:
        r = api.check(project, person_or_fail(project, name, entity_id, doc), claim, llm)
    except api.ShiguanError as exc:
        fail(exc)
    if as_json:
        print(plain(r.to_json()))
        return
    colour = {"supported": "green", "not_included": "yellow", "not_supported": "red"}[r.verdict]
    out.print(f"[bold {colour}]{r.verdict}[/]  {shown(claim)}  ({shown(r.person)}, id {r.entity_id}; {r.mode})",
              highlight=False)
    for f, action in zip(r.check.facts, r.actions):
        data(f"  {f.verdict:<13} 「{f.text}」 by {f.method}{': ' + f.message if f.message else ''}")
        for c in f.citations:
            data(f"      [{c.ref}] {c.document} {c.start}–{c.end}: 「{c.sentence}」")
        if action != "kept":
            data(f"      → {action}")
    if r.suggestion:
        data(f"suggested: {r.suggestion}  ({r.suggestion_check.verdict if r.suggestion_check else '?'})")


def ask(
    root: ProjectDir,
    question: Annotated[str, typer.Argument(help="A question, e.g. 兆惠的字是什么？ (at most 500 characters)")],
    as_json: Annotated[bool, typer.Option("--json", help='Print JSON with "answered", "answer" and "citations".')] = False,
    rules: Annotated[bool, typer.Option("--rules", help="Answer by rules even when a model is configured.")] = False,
    hops: Annotated[int, typer.Option("--hops", min=1, max=2, help="How far from the named entities to look.")] = 2,
    lang: Annotated[str | None, typer.Option("--lang", help="en or zh: answer from the English or the Chinese sources (default: the question's language).")] = None,
) -> None:
    """Answer a question from the knowledge graph, citing the source sentence of every fact used.

    The question's people and places are found through the alias dictionary (a 字 or 号 reaches
    the same person), the facts one or two hops around them are ranked against the question, and
    the model answers from those alone. Without a model, questions that name a person and ask for
    a relation the graph holds (字, 号, 籍贯, 父, 子, 官职 …) are answered by rules. When the
    graph holds no support the answer says it cannot answer, rather than guess. A question in
    English is answered from the English sources: by rules from the person's facts, or from the one
    sentence of his that holds the question's words and names one thing of the kind it asks for
    (who, what year, what book …; the answer says why), or by the model from his passages with a
    quotation that must stand in one of them word for word."""
    project = open_project(root)
    llm = open_model(project, rules)
    try:
        a = api.ask(project, question, llm, hops, lang)
    except (api.ShiguanError, api.LLMError) as exc:
        fail(exc)
    print(plain(a.to_json() if as_json else a.markdown()), end="\n" if as_json else "")


def graph(
    root: ProjectDir,
    name: Annotated[str, typer.Argument(help="The person (name, 字 or 号).")],
    output: Annotated[Path, typer.Option("-o", "--output", help="The HTML file to write.")],
    hops: Annotated[int, typer.Option("--hops", min=1, max=2, help="1: the person's own facts and relations; 2: also theirs.")] = 1,
    entity_id: EntityId = None,
    doc: Doc = None,
    force: Force = False,
) -> None:
    """Draw a person's neighbourhood in the knowledge graph as one HTML page that needs no
    network: nodes coloured by type, relations on the lines, the person in the middle. Click a
    node or a line to read its source sentences with document and character span."""
    project = open_project(root)
    page = api.person_graph(project, person_or_fail(project, name, entity_id, doc), hops)
    writable(output, force)
    write(output, page.html, force)
    err.print(f"wrote {output} ({page.nodes} nodes, {page.edges} edges)")
