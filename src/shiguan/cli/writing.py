"""Commands that write long form with a model: article and enrich."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, Progress, TextColumn

from .. import api
from ..terminal import shown
from .common import Force, ProjectDir, emit, err, fail, open_model, open_project, out, writable, write


def enrich(
    root: ProjectDir,
    article: Annotated[Path, typer.Argument(help="The article: Markdown, MediaWiki `== … ==` headings, or 2019-dump plain text.")],
    source: Annotated[Path, typer.Option("--source", help="The narrative (.txt): autobiography, memoir; Gutenberg header and licence are skipped.")],
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Write to this file.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON report (what was added where, and why not elsewhere) instead of the article.")] = False,
    dry_run: Annotated[bool, typer.Option("--dry-run", help="No model, and no article written: list, for each section, the passages MMR retrieves, the rules' additions (the narrator's sentences told in the third person, cited) and every candidate not added, with why.")] = False,
    passages: Annotated[bool, typer.Option("--passages", help="With a model: REVERSUM's stages over retrieved passages (the model judges, quotes and summarises) instead of the model wording the rules' quotations one at a time.")] = False,
    limit_sections: Annotated[int | None, typer.Option("--limit-sections", min=1, help="Attempt only the first N sections that can be enriched.")] = None,
    fmt: Annotated[str, typer.Option("--format", help="markdown: the enriched article; mediawiki: a unified diff of the article's wikitext, each added sentence with `<ref>{{cite book}}</ref>`, after the candidates left out and why.")] = "markdown",
    force: Force = False,
) -> None:
    """Add verified information from a narrative to each section of an article (REVERSUM).

    By default the rules plan the additions: the narrator's sentences near each section's anchors
    that tell a deed of his, asserted (not negated, hypothetical or another's word), in the
    section's years and new to the article (the claim Verifier does not find their facts in the
    section or the lead), told in the third person with his name and verified against the
    sentence they cite; every candidate not added is listed with why (`candidates` in the JSON).
    Without a model ([llm] unset) the rules' sentences are added as they are; with one, the model
    words each planned addition (one call), kept only if code and the claim Verifier find it says
    what its quotation says and nothing more, else the rules' sentence stands. With --passages:

    Per section: the passages of the narrative most similar to it, kept diverse by maximal
    marginal relevance (k, λ and a similarity threshold in [enrich]); the model keeps the
    passages that add information the section lacks, copies evidence from them, and a fresh
    model context confirms each quote, which must also stand verbatim in the narrative; then a
    summary of the verified evidence is appended, citing the exact spans, each sentence only if
    the claim Verifier supports its dates, places and names against the quotes it cites. A
    section is left unchanged when a stage finds nothing, and the report says why. --passages
    needs a model ([llm]); every path needs the English pipeline (shiguan[en])."""
    if fmt not in ("markdown", "mediawiki"):
        fail(api.ShiguanError(f"--format {fmt}: choose markdown or mediawiki"))
    writable(output, force)
    project = open_project(root)
    llm = None if dry_run else open_model(project, False)
    if llm is None and passages and not dry_run:
        fail(api.ShiguanError("--passages needs a language model: set [llm] in shiguan.toml (see `shiguan model "
                              "fetch`); without one the rules plan and write the additions"))
    try:
        with err.status(f"embedding the passages of {source.name} ({project.config.embed.backend})…"):
            job = api.enricher(project, article, source, llm, passages)
        with Progress(TextColumn("[bold]enrich[/]"), BarColumn(), TextColumn("{task.completed}/{task.total} sections"),
                      TextColumn("{task.description}"), console=err, disable=not err.is_terminal) as bar:
            task = bar.add_task("", total=len(job.article.sections))
            result = api.enrich(project, job, limit_sections,
                                lambda s, o: bar.update(task, advance=1, description=s.title[:40]))
    except (api.ShiguanError, api.LLMError) as exc:
        fail(exc)
    if dry_run and not as_json:
        for o in result.sections:
            out.print(f"[bold]{shown(' > '.join(o.section.path) or '(lead)')}[/]: "
                      f"{shown(o.reason or f'{len(o.added)} added')} ({len(o.retrieved)} passages)")
            for r in o.retrieved:
                out.print(f"  passage {r.passage.index} (chars {r.passage.start}–{r.passage.end}, similarity "
                          f"{r.similarity:.2f}): {shown(r.passage.flat[:100])}…", highlight=False)
            for c in o.candidates:
                q = c.quotation
                out.print(f"  {'added' if c.added else 'not added'} (chars {q.start}–{q.end}): "
                          f"{shown(c.text or q.text)}" + ("" if c.added else f" — {shown(c.why)}"), highlight=False)
            if o.rejected:
                out.print("  not offered: " + ", ".join(f"{n} {why}" for why, n in o.rejected.items()),
                          highlight=False)
        return
    text = api.mediawiki_edit(result, article) if fmt == "mediawiki" else result.markdown()
    emit(result.to_json() + "\n" if as_json else text, output, force=force)
    reasons = Counter(o.reason.split(": ")[0] for o in result.sections if o.reason)  # each why is in the JSON
    figures = result.figures()
    verifier, quotes = figures["verifier"], figures["quotes"]
    err.print(f"{figures['sections_enriched']} sections enriched with {figures['sentences_added']} sentences "
              f"({figures['spoken_to_with_an_addition']} of the {figures['sections_spoken_to']} the narrative speaks "
              f"to; {sum(figures['not_added'].values())} candidates not added, each with why); "
              f"quotes found verbatim {quotes['found_verbatim']}/{quotes['asked']}; the Verifier supported "
              f"{verifier['supported']}/{verifier['checked']} summary sentences ({len(verifier['contradicted'])} "
              f"contradicted); {result.cost['model_calls']} model calls, {result.cost['seconds']} s; unchanged: "
              + ", ".join(f"{n} {why}" for why, n in reasons.items()), highlight=False)


def article(
    root: ProjectDir,
    topic: Annotated[str, typer.Argument(help="What the article is about, e.g. 平定准噶尔, 金川之役, 军机处.")],
    plan: Annotated[str | None, typer.Option("--plan", help="kg: APOLLO, top-down from a topic knowledge graph grown by research questions; clusters: ConvergeWriter, bottom-up from clusters of retrieved snippets; naive: one prompt over the top snippets (a baseline); rules: no model, a 纪事本末 of cited clause groups (what runs when no model is set and --plan is not given); worded: the rules' 纪事本末 as the plan, steered by the model's research queries and headings, the model wording each planned sentence, verified, the rules' sentence where it fails (the default with a model); researched: the same plan in the rules' words, framed by the model's checked introduction and conclusion. Default: [article] plan.")] = None,
    words: Annotated[int | None, typer.Option("--words", min=50, help="Target length: characters for Chinese, words for English ([article] words).")] = None,
    lang: Annotated[str, typer.Option("--lang", help="Language of the article: zh (modern written Chinese) or en.")] = "zh",
    outline_only: Annotated[bool, typer.Option("--outline-only", help="Do the research and print the outline (Markdown) to edit, then stop.")] = False,
    outline_file: Annotated[Path | None, typer.Option("--outline", help="Write to this edited outline instead of the planned one.")] = None,
    prefer: Annotated[list[str] | None, typer.Option("--prefer", help="Rank snippets from documents whose name contains DOC first (repeatable).")] = None,
    kg_model: Annotated[bool, typer.Option("--kg-model", help="kg plan: also run the model's relation extractor on the snippets (slow with a small local model).")] = False,
    output: Annotated[Path | None, typer.Option("-o", "--output", help="Write the Markdown here and the JSON report next to it (.json).")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the JSON report instead of the Markdown.")] = False,
    force: Force = False,
) -> None:
    """Write a cited article on a topic from the corpus, every sentence verified.

    Research (`--plan kg` or `clusters`) gathers snippets and an outline; each body section keeps
    the snippets a relevance filter finds for it, a writer drafts with `[n]` citations, and the
    Verifier checks every sentence against the snippets it cites. Its fixes go back to the writer
    for up to [article] revisions rounds; sentences still unsupported are removed and reported.
    An introduction and a conclusion are written from the body, and a polish pass is kept only
    if it verifies again. The article is stored in the project's outputs; an interrupted run
    resumes from the logged model calls.

    With a model and no --plan ([article] plan = "worded"): the rules' 纪事本末 below is the plan; the
    model words each planned sentence from its clause and cited source sentence (at most two
    calls a sentence), code and the Verifier check it, and the rules' sentence stands where they
    refuse; the JSON says which, and why, for every sentence.

    Without a model (or with --plan rules): a 纪事本末 in classical Chinese, as the sources speak.
    The topic's sentences are gathered by its word and the terms associated with it, each one
    clause group with its actor named by the attribution, dated (era year and Gregorian year)
    and cited, grouped into episodes and periods; --words is the budget in characters (default
    3,000), spent on episodes several biographies tell, then the topic's events, institutions,
    other deeds and proposals. On an English project (an English topic, or --lang en): the
    narrators' sentences on the topic quoted with their actor named; --words in words."""
    writable(output, force)
    project = open_project(root)
    llm = open_model(project, False)
    chosen = plan or project.config.article.plan
    rules = chosen == "rules" or (llm is None and plan is None)
    if llm is None and not rules:
        fail(api.ShiguanError(f"--plan {chosen} needs a language model: set [llm] in shiguan.toml (see `shiguan "
                              "model fetch`), or leave --plan out for the rules-only 纪事本末"))
    planned_by_rules = rules or chosen in ("worded", "researched")  # the 纪事本末's sections
    if planned_by_rules and outline_file is not None:
        fail(api.ShiguanError("--outline needs --plan kg or clusters; the 纪事本末 plans its own sections"))
    try:
        request = api.article_request(topic, "rules" if rules else chosen, lang, words, outline_file,
                                      tuple(prefer or ()), kg_model)
        with err.status("starting…") as status:
            stage = lambda what: status.update(f"[bold]article[/] {shown(what)}")  # noqa: E731
            if planned_by_rules and outline_only:
                outline, planning = api.rules_outline(project, request)
            elif rules:
                written, output_id = api.rules_article(project, request)
            elif outline_only:
                outline, planning = api.outline(project, llm, request, stage)
            else:
                written, output_id = api.article(project, llm, request, stage)
    except (api.ShiguanError, api.LLMError) as exc:
        fail(exc)
    if outline_only:
        emit(json.dumps({"outline": outline.to_dict(), "planning": planning}, ensure_ascii=False, indent=2) + "\n"
             if as_json else outline.markdown(), output, "" if rules else " (edit it, then pass it with --outline)",
             force)
        return
    if output is not None:
        write(output.with_suffix(".json"), written.to_json() + "\n", force)
    emit(written.to_json() + "\n" if as_json else written.markdown(), output, force=force)
    removed = sum(len(s.removed) for s in written.sections)
    kept = sum(len(s.sentences) for s in written.sections)
    err.print(f"output {output_id}: {kept} sentences kept, {removed} unsupported removed, {written.words()} words, "
              f"{written.cost['model_calls']} model calls ({written.cost['cache_hits']} from the log), "
              f"{written.cost['seconds']} s", highlight=False)
