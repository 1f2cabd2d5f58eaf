"""`shiguan eval …`: relation extraction against the public benchmarks, and an article's scores."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated

import typer
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from .. import api
from ..terminal import shown
from .common import err, fail, open_project, out

eval_app = typer.Typer(help="Measure extraction against the public benchmarks.", no_args_is_help=True)


@eval_app.command("re")
def eval_re(
    path: Annotated[Path, typer.Argument(help="A benchmark file: C-CLUE .jsonl or CHisIEC .json.")],
    fmt: Annotated[str, typer.Option("--format", help="cclue or chisiec: the file's format and label set.")],
    with_llm: Annotated[bool, typer.Option("--with-llm", help="Add the project's model to the sentence rules, as `extract --with-llm` does.")] = False,
    llm_only: Annotated[bool, typer.Option("--llm-only", help="With --with-llm: score the model alone, without the rules.")] = False,
    project_dir: Annotated[Path | None, typer.Option("--project", help="Project whose model settings, call cache and rule overrides are used.")] = None,
    limit: Annotated[int | None, typer.Option("--limit", min=1, help="Score only the first N sentences.")] = None,
    classifier: Annotated[Path | None, typer.Option("--classifier", help="A relation-classifier file to use instead of the installed one for this benchmark.")] = None,
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
    run = api.RelationRun(fmt, with_llm, llm_only, limit, classifier, no_classifier)
    try:
        api.check_relation_run(run, project_dir is not None)
    except api.ShiguanError as exc:
        fail(exc)
    project = open_project(project_dir) if project_dir is not None else None
    try:
        if note := api.classifier_note(run):
            err.print(f"[yellow]{shown(note)}[/]")
        with Progress(TextColumn(f"[bold]eval re[/] {fmt}"), BarColumn(), TextColumn("{task.completed}/{task.total}"),
                      TimeRemainingColumn(), console=err, disable=not err.is_terminal) as bar:
            task = bar.add_task("", total=None)
            scores = api.score_relations(path, run, project,
                                         lambda done, total: bar.update(task, completed=done, total=total))
    except (api.ShiguanError, api.LLMError) as exc:
        fail(exc)
    finally:
        if project:
            project.close()
    result = scores.result
    if as_json:
        print(json.dumps({"format": fmt, "extractor": scores.extractor, "seconds": scores.seconds, **result},
                         ensure_ascii=False))
        return
    table = Table(title=f"{path.name} ({fmt}, {scores.extractor}): {result['sentences']} sentences, "
                        f"{result['predicted']} predicted, {result['gold']} gold triples, {scores.seconds} s")
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
    reference: Annotated[Path | None, typer.Option("--reference", help="A reference article (text or Markdown) for ROUGE-1/ROUGE-L.")] = None,
    project_dir: Annotated[Path | None, typer.Option("--project", help="Measure diversity with this project's embedder ([embed]); otherwise TF-IDF fitted on the snippets.")] = None,
    as_json: Annotated[bool, typer.Option("--json", help="Print the scores as JSON.")] = False,
) -> None:
    """Score an article: hallucination rate (claims not supported by the snippets they cite; final
    text, first draft, and before removal), coverage rate (body sections with a verified claim),
    information diversity (1 − mean pairwise cosine of the snippets), unique sources, words, a
    character-overlap support check independent of the Verifier, and ROUGE against a reference."""
    try:
        report = json.loads(path.read_text("utf-8"))
        if not isinstance(report, dict) or "sections" not in report or "snippets" not in report:
            raise api.ShiguanError(f"{path}: not an article report (no sections or snippets)")
        ref_text = reference.read_text("utf-8") if reference else None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        fail(api.ShiguanError(f"cannot read {exc}"))
    except api.ShiguanError as exc:
        fail(exc)
    project = open_project(project_dir) if project_dir is not None else None
    scores = api.article_scores(report, ref_text, project).to_dict()
    if as_json:
        print(json.dumps(scores, ensure_ascii=False, indent=2))
        return
    table = Table("metric", "value", title=f"{shown(report.get('topic', ''))} ({shown(report.get('plan', ''))})")
    for key, value in scores.items():
        table.add_row(key, "—" if value is None else str(value))
    out.print(table)
