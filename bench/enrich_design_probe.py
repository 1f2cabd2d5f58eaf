"""Measurements behind the design of enrichment without a model (issue 40): an experiment, not the
implementation. For the gold sections of bench/narratives/enrich_gold.toml, how many gold facts'
quotes lie among the text a section would be offered:

    python bench/enrich_design_probe.py --project DIR [--radius 2000,5000] [--top 10]

1. today's retrieval (MMR over 1,000-character passages, [enrich] k), over every passage and over
   the narrator's own passages only (english/voice.py), with k and 2k;
2. the narrative around the section's anchors: the narrator's sentences within RADIUS characters
   of the five sentences BM25 ranks best for the section, less those whose words the section holds
   for the most part (more than half): the candidates an editor would be shown, their count, and
   how many of them a surface ranking (new capitalised names, numbers, the narrator as "I") keeps
   in its first TOP.
DIR is any project (it only caches the passage vectors); the embedder is its [embed] one.
"""

from __future__ import annotations

import argparse
import re
from pathlib import Path

import numpy as np
from benchdata import BENCH, plain
from enrich_gold import GOLD, NARRATORS, load_gold

from shiguan.corpus.front_matter import body_spans
from shiguan.corpus.load import load_file
from shiguan.corpus.terms import terms
from shiguan.enrich.article import Section, split_article
from shiguan.enrich.narrative import Narrative, load_narrative
from shiguan.enrich.retrieval import NarrativeIndex
from shiguan.lang.en.verify.sentences import sentence_spans
from shiguan.lang.en.voice import narrator_spans
from shiguan.project import Project
from shiguan.retrieve.bm25 import BM25
from shiguan.retrieve.mmr import mmr

FILES = {"franklin": ("franklin.autobiography.txt", "franklin.wikipedia.txt"),
         "douglass": ("douglass.narrative.txt", "douglass.wikipedia.txt"),
         "keller": ("keller.story_of_my_life.txt", "keller.wikipedia.txt")}
ANCHORS = 5
SAID = 0.5  # a candidate whose words the section holds beyond this share is already said
_CAPITAL = re.compile(r"\b[A-Z][a-z]{2,}\b")
_NUMBER = re.compile(r"\b(?:1[6-9]\d\d|\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|"
                     r"fifty|hundred|thousand)\b", re.I)


def found(quote: str, texts: list[str]) -> bool:
    q = plain(quote)
    return any(q in t or (t and t in q) for t in texts)


def passages_reach(project: Project, narrative: Narrative, voiced: list[tuple[int, int]],
                   sections: list[tuple[Section, dict]]) -> dict[str, int]:
    """Gold quotes inside the passages MMR gives each section: all passages or the narrator's, k and 2k."""
    settings = project.config.enrich
    index = NarrativeIndex(project.store, narrative, project.config.embed, settings)
    his = np.array([any(a <= p.start < b for a, b in voiced) for p in index.passages])
    out = {}
    for k in (settings.k, 2 * settings.k):
        for only in (False, True):
            got = 0
            for section, gold in sections:
                query = " ".join(" ".join((*section.path, section.body)).split())[:settings.section_chars]
                vector = index.embedder.embed([query])[0]
                relevance = index.relevance(query, vector)
                if only:
                    relevance = np.where(his, relevance, -1.0)
                picks = mmr(vector, index.matrix, k, settings.mmr_lambda, settings.threshold, settings.candidates,
                            relevance)
                texts = [plain(index.passages[p.index].text) for p in picks]
                got += sum(found(f["quote"], texts) for f in gold["fact"])
            out[f"k={k}{' narrator only' if only else ''}"] = got
    return out


def around_anchors(text: str, voiced: list[tuple[int, int]], sections: list[tuple[Section, dict]], radius: int,
                   top: int) -> tuple[int, int, int]:
    """(gold quotes among the candidates, candidates, gold quotes among the `top` ranked a section)."""
    spans = [(s + a, e + a) for a, b in voiced for s, e in sentence_spans(text[a:b])]
    flat = [" ".join(text[s:e].split()) for s, e in spans]
    index = BM25(flat, terms)
    got = shown = kept = 0
    for section, gold in sections:
        body = " ".join(section.body.split())
        scores = index.scores(f"{section.title} {body}"[:3000])
        anchors = [spans[i][0] for i in np.argsort(-scores)[:ANCHORS]]
        said, known = set(terms(body)), set(_CAPITAL.findall(body))
        candidates = []
        for (start, _), sentence in zip(spans, flat):
            words = set(terms(sentence))
            if not any(abs(start - a) <= radius for a in anchors) or not words or len(words & said) / len(words) > SAID:
                continue
            rank = (2 * len(set(_CAPITAL.findall(sentence)) - known) + len(_NUMBER.findall(sentence))
                    + 2 * bool(re.search(r"\b(?:I|my)\b", sentence)) - len(sentence) / 200)
            candidates.append((rank, plain(sentence)))
        texts = [t for _, t in candidates]
        best = [t for _, t in sorted(candidates, reverse=True)[:top]]
        shown += len(texts)
        got += sum(found(f["quote"], texts) for f in gold["fact"])
        kept += sum(found(f["quote"], best) for f in gold["fact"])
    return got, shown, kept


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--project", type=Path, required=True)
    ap.add_argument("--gold", type=Path, default=GOLD)
    ap.add_argument("--radius", default="2000,5000")
    ap.add_argument("--top", type=int, default=10)
    args = ap.parse_args()
    gold = load_gold(args.gold)
    project = Project.open(args.project)
    for name, (narrative_file, article_file) in FILES.items():
        narrative = load_narrative(BENCH / "narratives" / narrative_file)
        voiced = narrator_spans(narrative.text, body_spans(narrative.text), NARRATORS[name])
        by_title = {s.title: s for s in split_article(load_file(BENCH / "narratives" / article_file).text).sections}
        sections = [(by_title[g["title"]], g) for g in gold[name]]
        facts = sum(len(g["fact"]) for g in gold[name])
        print(f"{name}: {facts} gold facts in {len(sections)} sections")
        print(f"  passages (MMR): {passages_reach(project, narrative, voiced, sections)}")
        for radius in (int(r) for r in args.radius.split(",")):
            got, shown, kept = around_anchors(narrative.text, voiced, sections, radius, args.top)
            print(f"  around the anchors, ±{radius}: {got}/{facts} among {shown} candidate sentences "
                  f"({shown / len(sections):.0f} a section); {kept}/{facts} in the first {args.top} a section")
    project.close()


if __name__ == "__main__":
    main()
