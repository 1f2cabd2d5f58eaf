"""REVERSUM's section enrichment over the three bench pairs (a narrative and a Wikipedia article).

    python bench/enrich_narratives.py --model GGUF [--limit-sections N] [--embed tfidf|minilm] [--out DIR]

Franklin's Autobiography, Douglass's Narrative and Keller's Story of My Life, each enriching its
Wikipedia article with the local model run in-process. Per pair: sections attempted and
enriched, why the others were left unchanged, sentences the summary stage wrote and the share
kept (a sentence is kept only if it cites evidence that was found verbatim in the narrative and
confirmed in a fresh context), quotes asked for / found verbatim / confirmed, how many of an added
sentence's content words its evidence holds (a rough check that it says what the evidence says),
the claim Verifier's verdicts on the summary sentences (the share it supports, the ones it finds
contradicted), sentences added per enriched section, model calls and seconds. Enriched articles
and JSON reports go to --out; the project there keeps the call log, so a killed run resumes where
it stopped.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from collections import Counter
from pathlib import Path

from benchdata import BENCH, REPO, peak_rss_mib

from shiguan.corpus.load import load_file
from shiguan.enrich.article import split_article
from shiguan.enrich.enricher import Enricher
from shiguan.enrich.narrative import load_narrative
from shiguan.enrich.report import NOT_ATTEMPTED, EnrichedArticle
from shiguan.enrich.support import support
from shiguan.llm import open_llm
from shiguan.project import Project

PAIRS = (
    ("franklin", "franklin.autobiography.txt", "franklin.wikipedia.txt"),
    ("douglass", "douglass.narrative.txt", "douglass.wikipedia.txt"),
    ("keller", "keller.story_of_my_life.txt", "keller.wikipedia.txt"),
)
def score(result: EnrichedArticle) -> dict:
    attempted = [o for o in result.sections if not o.section.skip_reason and o.reason != NOT_ATTEMPTED]
    written = sum(len(o.added) + len(o.dropped) for o in attempted)
    added = [a for o in attempted for a in o.added]
    refs = {r.ref: r.text for r in result.references}
    held = [support(a.text, [refs[r] for r in a.refs]) for a in added]
    return {
        "sections_attempted": len(attempted),
        "unchanged": dict(Counter(o.reason for o in attempted if o.reason)),
        "sentences_written": written,
        "share_added_with_verified_evidence": round(len(added) / written, 3) if written else None,
        **result.figures(),
        "evidence_holds_content_words": round(sum(held) / len(held), 3) if held else None,
        **result.cost,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--model", required=True, type=Path, help="the GGUF model, run in-process")
    ap.add_argument("--limit-sections", type=int, default=None, help="attempt the first N sections per article")
    ap.add_argument("--embed", default="tfidf", choices=("tfidf", "minilm"))
    ap.add_argument("--out", type=Path, default=REPO / "out" / "enrich")
    args = ap.parse_args()
    os.environ["SHIGUAN_MODEL_PATH"] = str(args.model.expanduser())
    os.environ["SHIGUAN_EMBED_BACKEND"] = args.embed
    root = args.out / "project"
    if not (root / "shiguan.toml").exists():
        Project.init(root).close()
    project = Project.open(root)
    llm = open_llm(project.config.llm, project.store)
    assert llm is not None
    rows = {}
    for name, narrative_file, article_file in PAIRS:
        began = time.perf_counter()
        loaded = load_file(BENCH / "narratives" / article_file)
        assert loaded is not None
        enricher = Enricher(project, split_article(loaded.text), load_narrative(BENCH / "narratives" / narrative_file),
                            llm)
        result = enricher.run(args.limit_sections,
                              lambda s, o: print(f"  {name}: {s.title or '(lead)'}: {o.reason or 'enriched'}",  # noqa: B023
                                                 flush=True))
        (args.out / f"{name}.md").write_text(result.markdown(), "utf-8")
        (args.out / f"{name}.json").write_text(result.to_json(), "utf-8")
        rows[name] = {**score(result), "seconds_with_embedding": round(time.perf_counter() - began, 1)}
        print(name, json.dumps(rows[name], ensure_ascii=False), flush=True)
    summary = {"model": llm.name, "embedder": args.embed, "limit_sections": args.limit_sections,
               "settings": project.config.enrich.__dict__, "pairs": rows, "peak_rss_mib": round(peak_rss_mib())}
    (args.out / "summary.json").write_text(json.dumps(summary, ensure_ascii=False, indent=2), "utf-8")
    print(json.dumps(summary, ensure_ascii=False, indent=2))
    project.close()


if __name__ == "__main__":
    main()
