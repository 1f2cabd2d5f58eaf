"""Word-level ranking for English, on two narratives and their Wikipedia articles.

    python bench/english_retrieval.py [--no-minilm] [--sections N] [--project DIR]

Each narrative is loaded by the corpus loader and cut into passages as `shiguan enrich` cuts it
(`enrich.narrative.passages`, 1,000 characters). The passages are ranked three ways:
  (a) char   BM25 over character unigrams and bigrams of every run, as the article search read
             all text before it read English words;
  (b) word   BM25 over stemmed English words (`retrieve.bm25`), as it reads English now;
  (c) fused  (b) and MiniLM cosines by reciprocal-rank fusion (`retrieve.rank.fuse`, k = 60);
and MiniLM alone is shown next to them. For each section heading of the paired article (its path
of headings is the query) the top three passages of each ranking are printed; then, for ten
hand-written queries per book whose expected passage is the one holding a given quote, the mean
reciprocal rank of each ranking (a passage not ranked at all counts 0). The queries say what a
reader of the article would ask, mostly not in the narrative's words. MiniLM's passage vectors
are kept in a project database (--project), so a second run embeds nothing.
"""

from __future__ import annotations

import argparse
import re
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from benchdata import BENCH, REPO

from shiguan.corpus.load import load_file
from shiguan.corpus.normalize import to_simplified
from shiguan.embed.minilm import MiniLMEmbedder
from shiguan.embed.vectors import passage_matrix
from shiguan.enrich.article import REFERENCE_SECTION, split_article
from shiguan.enrich.narrative import Passage, load_narrative, passages
from shiguan.project import Project
from shiguan.retrieve.bm25 import BM25
from shiguan.retrieve.rank import fuse

# (query, a quote the expected passage holds), ten a book, written from reading the narratives
QUERIES = {
    "franklin": [
        ("apprenticed to his brother James as a printer at the age of twelve",
         "signed the indentures when I was yet but twelve years old"),
        ("arrived in Philadelphia with little money and bought bread", "three great puffy rolls"),
        ("taught himself to write prose by imitating essays from a London periodical",
         "About this time I met with an odd volume of the"),
        ("became a vegetarian to save money for books", "recommending a vegetable diet"),
        ("formed a club of tradesmen and artisans for mutual improvement",
         "mutual improvement, which was called the Junto"),
        ("founded the first subscription lending library", "my first project of a public nature, that for a"),
        ("a plan of thirteen virtues for moral perfection", "Eat not to dullness; drink not to elevation."),
        ("elected clerk of the Pennsylvania Assembly", "My first promotion was my being chosen, in 1736, clerk"),
        ("invented an improved stove to heat rooms with less fuel", "invented an open stove"),
        ("procured wagons and horses for General Braddock's army", "almost every farmer had his"),
    ],
    "douglass": [
        ("where he was born and why he never knew his own age", "I was born in Tuckahoe, near Hillsborough"),
        ("taken away from his mother as a baby", "separated when I was but an infant"),
        ("his aunt was brutally whipped by the overseer", "Aunt Hester went out one night"),
        ("his mistress taught him the alphabet until her husband forbade it",
         "commenced to teach me the A, B, C."),
        ("learned to read with the help of white children in the streets",
         "making friends of all the little white boys"),
        ("a schoolbook of speeches that shaped his thinking about freedom", "hold of a book entitled"),
        ("the fight with the slave breaker was the turning point of his life",
         "This battle with Mr. Covey was the turning-point"),
        ("worked as a ship caulker in the Baltimore shipyards", "there to learn how to calk"),
        ("escaped from slavery to New York in 1838", "I left my chains, and succeeded in reaching New York"),
        ("chose the surname Douglass after a character in a poem", "Mr. Johnson had just been reading the"),
    ],
}
PAIRS = (("franklin", "franklin.autobiography.txt", "franklin.wikipedia.txt"),
         ("douglass", "douglass.narrative.txt", "douglass.wikipedia.txt"))
_NOT_TEXT = re.compile(r"[\s，。；：、！？（）()「」『』“”‘’《》〈〉,.;:!?\"']+")

Ranking = Callable[[str], list[int]]  # a query -> passage indexes, best first


def char_ngrams(text: str) -> list[str]:
    """The baseline's terms: unigrams and bigrams of every run, Latin letters included."""
    return [g for run in _NOT_TEXT.split(to_simplified(text).lower())
            for g in list(run) + [run[i:i + 2] for i in range(len(run) - 1)]]


def rankings(texts: list[str], vectors: np.ndarray | None, embed: Callable[[str], np.ndarray] | None
             ) -> dict[str, Ranking]:
    char, word = BM25(texts, char_ngrams), BM25(texts)
    out: dict[str, Ranking] = {
        "char": lambda q: [i for i, *_ in fuse(char.scores(q))],
        "word": lambda q: [i for i, *_ in fuse(word.scores(q))],
    }
    if vectors is not None and embed is not None:
        out["fused"] = lambda q: [i for i, *_ in fuse(word.scores(q), vectors @ embed(q))]
        out["minilm"] = lambda q: [i for i, *_ in fuse(np.zeros(len(texts)), vectors @ embed(q))]
    return out


def excerpt(passage: Passage, chars: int = 60) -> str:
    return f"#{passage.index} «{passage.flat[:chars]}…»"


def expected(found: list[Passage], quote: str) -> int:
    want = " ".join(quote.split())
    holding = [p.index for p in found if want in p.flat]
    assert len(holding) == 1, f"the quote {quote!r} stands in {len(holding)} passages"
    return holding[0]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--no-minilm", action="store_true", help="BM25 rankings only (no fused, no MiniLM)")
    ap.add_argument("--sections", type=int, default=None, help="show the first N sections per article")
    ap.add_argument("--project", type=Path, default=REPO / "out" / "english_retrieval",
                    help="keeps MiniLM's passage vectors between runs")
    args = ap.parse_args()
    embedder = None if args.no_minilm else MiniLMEmbedder()
    project = None
    if embedder is not None:
        if not (args.project / "shiguan.toml").exists():
            Project.init(args.project).close()
        project = Project.open(args.project)
    table = []
    for name, narrative_file, article_file in PAIRS:
        narrative = load_narrative(BENCH / "narratives" / narrative_file)
        found = passages(narrative, 1000)
        texts = [p.flat for p in found]
        began = time.perf_counter()
        vectors = passage_matrix(project.store, embedder, texts, 32) if project and embedder else None
        took = f", MiniLM vectors in {time.perf_counter() - began:.1f} s" if vectors is not None else ""
        print(f"\n# {name}: {len(found)} passages{took}")
        ranked = rankings(texts, vectors, (lambda q: embedder.embed([q])[0]) if embedder else None)
        loaded = load_file(BENCH / "narratives" / article_file)
        assert loaded is not None
        sections = [s for s in split_article(loaded.text).sections if s.level and s.skip_reason != REFERENCE_SECTION]
        for section in sections[:args.sections]:
            query = " ".join(section.path)
            print(f"\n## {' > '.join(section.path)}")
            for method, rank in ranked.items():
                top = rank(query)[:3]
                print(f"  {method:6s} " + (" | ".join(excerpt(found[i], 40) for i in top) or "(nothing)"))
        print(f"\n## {name}: rank of the expected passage per query")
        reciprocal: dict[str, list[float]] = {m: [] for m in ranked}
        for query, quote in QUERIES[name]:
            want = expected(found, quote)
            order = {m: rank(query) for m, rank in ranked.items()}
            ranks = {m: got.index(want) + 1 if want in got else None for m, got in order.items()}
            for m, r in ranks.items():
                reciprocal[m].append(1 / r if r else 0.0)
            print("  " + "  ".join(f"{m} {r or '-':>3}" for m, r in ranks.items()) + f"   {query}")
        table.append((name, reciprocal))
    methods = list(table[0][1])
    print("\n# mean reciprocal rank of the expected passage, 10 queries a book (in brackets: found in the top 3)")
    print(f"{'book':10s}" + "".join(f"{m:>14s}" for m in methods))
    for name, reciprocal in table:
        print(f"{name:10s}" + "".join(f"{np.mean(reciprocal[m]):>9.3f} ({sum(v >= 1 / 3 for v in reciprocal[m]):>2d})"
                                      for m in methods))
    if project is not None:
        project.close()


if __name__ == "__main__":
    main()
