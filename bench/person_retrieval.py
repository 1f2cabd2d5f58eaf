"""Person retrieval, alias recovery and rules-only biographies against persons.jsonl.

    python bench/person_retrieval.py [--project DIR]   # DIR from ingest_speed.py --keep

Scoring follows ../shared/bench/README.md: a returned chunk (neighbours excluded) is relevant
when at least half of it lies inside the person's gold entry, or when it names the person (by
the gold name or 字); precision = relevant / returned; recall = share of the entry's characters
covered by relevant chunks. The gold entry runs to the next subject the chapter heading lists,
so it holds the biographies attached after his (a son's, a colleague's): those come back under
`attached`, which counts for recall, not for precision (they are not about him). \
Each person is looked up by name alone, as an outside script would
(`person DIR NAME --json`): a shared name returns the chunks of every candidate.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from benchdata import BENCH, GoldPerson, gold_persons

from shiguan.ingest import ingest
from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.project import Project
from shiguan.retrieve.person import lookup


def score(gold: GoldPerson, chunks, attached=()) -> tuple[float, float]:
    names = [gold.person] + ([gold.facts["字"]] if gold.facts.get("字") else [])
    relevant, covered = 0, []
    for h in attached:
        c = h.chunk
        if c.path.endswith(gold.doc) and c.start < gold.end and gold.start < c.end:
            covered.append((max(c.start, gold.start), min(c.end, gold.end)))
    for h in chunks:
        c = h.chunk
        inside = max(0, min(c.end, gold.end) - max(c.start, gold.start)) if c.path.endswith(gold.doc) else 0
        if inside * 2 >= c.end - c.start or any(n in h.text for n in names):
            relevant += 1
            if inside:
                covered.append((max(c.start, gold.start), min(c.end, gold.end)))
    chars = 0
    last = -1
    for s, e in sorted(covered):
        s = max(s, last)
        if e > s:
            chars += e - s
            last = e
    precision = relevant / len(chunks) if chunks else 0.0
    return precision, chars / (gold.end - gold.start)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--project", type=Path, help="an already ingested project of the bench corpus")
    args = ap.parse_args()
    root = args.project
    if root is None:
        root = Path(tempfile.mkdtemp()) / "project"
        ingest(Project.init(root), [BENCH / "corpus"])
    project = Project.open(root)
    golds = gold_persons()
    P, R, F, lat = [], [], [], []
    zi_total = zi_found = 0
    ambiguous = not_found = 0
    clauses = uncited = bad_spans = 0
    zi_checked = zi_wrong = place_checked = place_wrong = 0
    for g in golds:
        t0 = time.perf_counter()
        r = lookup(project, g.person)
        lat.append(time.perf_counter() - t0)
        p, rc = score(g, r.chunks, r.attached)
        f = 2 * p * rc / (p + rc) if p + rc else 0.0
        P.append(p), R.append(rc), F.append(f)
        ambiguous += r.ambiguous
        not_found += not r.in_kg
        # the person's own record, disambiguated by document as a user would with --doc
        own = r if r.resolved else lookup(project, g.person, doc=g.doc)
        if g.facts.get("字"):
            zi_total += 1
            zi_found += any(a.kind == "字" and a.form == g.facts["字"] for a in own.aliases)
        if own.resolved is None:
            continue
        bio = write_rules_biography(project, own)
        for s in bio.sentences:
            for c in s.clauses:
                clauses += 1
                uncited += not c.citations
                for cit in c.citations:
                    text = project.store.document_text(cit.document_id)
                    bad_spans += (text[cit.start:cit.end] != cit.text
                                  or not cit.sentence_start <= cit.start < cit.end <= cit.sentence_end)
                if c.relation == "字" and g.facts.get("字"):
                    zi_checked += 1
                    zi_wrong += c.value != g.facts["字"] and c.value not in own.resolved.identity.get("字", [])
                if c.relation == "籍贯" and g.facts.get("籍贯"):
                    place_checked += 1
                    place_wrong += c.value != g.facts["籍贯"]
    n = len(golds)
    mp, mr, mf = statistics.mean(P), statistics.mean(R), statistics.mean(F)
    lat.sort()
    print(f"persons: {n} ({ambiguous} names shared by several people, {not_found} not in the KG)")
    print(f"retrieval macro P/R/F1: {mp:.3f} / {mr:.3f} / {mf:.3f}   "
          "(AIstorian: 0.936 / 0.944 / 0.923 on its own data)")
    print(f"lookup latency p50 {lat[n // 2] * 1000:.1f} ms, p99 {lat[int(n * 0.99)] * 1000:.1f} ms")
    print(f"字 recovered as an alias: {zi_found}/{zi_total} = {zi_found / zi_total:.3f}")
    print(f"biographies: {clauses} clauses, {uncited} without a citation, "
          f"{bad_spans} citations not matching the source "
          "or lying outside their quoted sentence")
    print(f"字 clauses checked against gold: {zi_checked}, wrong {zi_wrong}; "
          f"native-place clauses checked: {place_checked}, wrong {place_wrong}")


if __name__ == "__main__":
    main()
