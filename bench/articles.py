"""Articles on five topics over the bench corpus (清史稿 列传): the kg plan (APOLLO), the
clusters plan (ConvergeWriter) and the naive baseline (one prompt over the top snippets).

    python bench/articles.py --project DIR --model GGUF [--topics 平定准噶尔,金川之役] [--plans naive,clusters,kg]
                             [--out DIR] [--words 300] [--set article.rounds=2 ...]

DIR must be a project with the bench corpus ingested (`shiguan init DIR && shiguan ingest DIR
../shared/bench/corpus`); the model runs in-process ([llm] backend = "llama"). Per article:
hallucination rate (final text, first draft, before removal), coverage rate, diversity, unique
sources, words, sentences removed, model calls and seconds, written to OUT/results.json with
each article's Markdown and JSON. The project keeps the call log, so a killed run resumes.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from pathlib import Path

from benchdata import peak_rss_mib

from shiguan.article.compose import ArticleRequest, write_article
from shiguan.embed.vectors import project_embedder
from shiguan.evaluate.article import score_article
from shiguan.llm import LLMError, open_llm
from shiguan.project import Project

TOPICS = ("平定准噶尔", "金川之役", "军机处", "河工", "科举")


def configure(root: Path, model: str, settings: list[str]) -> None:
    """Point [llm] at the GGUF model and apply `section.key=value` overrides to shiguan.toml."""
    path = root / "shiguan.toml"
    text = path.read_text("utf-8")
    text = re.sub(r'(?m)^backend = "none".*$', 'backend = "llama"', text, count=1)
    text = re.sub(r'(?m)^#? ?model_path = .*$', f'model_path = "{model}"', text, count=1)
    for item in settings:
        key, value = item.split("=", 1)
        section, name = key.split(".", 1)
        block = re.search(rf"(?ms)^\[{section}\]\n.*?(?=^\[|\Z)", text)
        if block is None:  # a project made before the section existed
            text = text.rstrip("\n") + f"\n\n[{section}]\n"
            block = re.search(rf"(?ms)^\[{section}\]\n.*?(?=^\[|\Z)", text)
        new, found = re.subn(rf"(?m)^{name} = [^#\n]*", f"{name} = {value} ", block.group(), count=1)
        if not found:
            new = new.rstrip("\n") + f"\n{name} = {value}\n"
        text = text[:block.start()] + new + text[block.end():]
    path.write_text(text, "utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--project", type=Path, required=True)
    ap.add_argument("--model", required=True)
    ap.add_argument("--topics", default=",".join(TOPICS))
    ap.add_argument("--plans", default="naive,clusters,kg")
    ap.add_argument("--words", type=int, default=300)
    ap.add_argument("--set", action="append", default=[], help="section.key=value in shiguan.toml")
    ap.add_argument("--out", type=Path, default=Path("bench/out/articles"))
    args = ap.parse_args()
    configure(args.project, args.model, args.set)
    project = Project.open(args.project)
    llm = open_llm(project.config.llm, project.store)
    embedder = project_embedder(project)
    args.out.mkdir(parents=True, exist_ok=True)
    results_path = args.out / "results.json"
    rows = json.loads(results_path.read_text("utf-8"))["articles"] if results_path.exists() else []
    done = {(r["topic"], r["plan"]) for r in rows}
    for topic in args.topics.split(","):
        for plan in args.plans.split(","):
            if (topic, plan) in done:
                continue
            began = time.perf_counter()
            try:
                article = write_article(project, llm, ArticleRequest(topic, plan, "zh", args.words),
                                        on_stage=lambda s: print(f"  {topic} {plan}: {s}", flush=True))  # noqa: B023 (called within this iteration)
            except LLMError as exc:  # recorded as a failed article; the others go on
                rows.append({"topic": topic, "plan": plan, "failed": str(exc),
                             "seconds": round(time.perf_counter() - began, 1)})
                print(json.dumps(rows[-1], ensure_ascii=False), flush=True)
                continue
            (args.out / f"{topic}.{plan}.md").write_text(article.markdown(), "utf-8")
            report = article.to_dict()
            (args.out / f"{topic}.{plan}.json").write_text(json.dumps(report, ensure_ascii=False, indent=2), "utf-8")
            scores = score_article(report, embedder).to_dict()
            row = {"topic": topic, "plan": plan, **scores, "model_calls": article.cost["model_calls"],
                   "cache_hits": article.cost["cache_hits"], "seconds": round(time.perf_counter() - began, 1),
                   "requests_by_stage": article.cost["requests_by_stage"]}
            rows.append(row)
            print(json.dumps(row, ensure_ascii=False), flush=True)
            results_path.write_text(json.dumps({
                "model": llm.name, "settings": project.config.article.__dict__, "words": args.words,
                "articles": rows, "peak_rss_mib": round(peak_rss_mib())}, ensure_ascii=False, indent=2), "utf-8")


if __name__ == "__main__":
    main()
