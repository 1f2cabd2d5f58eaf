"""Enrichment reports scored against the hand-read gold of bench/narratives/enrich_gold.toml.

    shiguan enrich DIR ../shared/bench/narratives/douglass.wikipedia.txt \
        --source ../shared/bench/narratives/douglass.narrative.txt --json > douglass.json   # or --dry-run --json
    python bench/enrich_gold.py douglass.json [franklin.json keller.json] [--gold FILE] [--quotes]

Per gold section (a Wikipedia section the narrative speaks to): the passages retrieved, how many
of the gold facts' quotes lie inside one of them (what retrieval lets the later stages see), the
top passage's place (front matter: outside the narrative's body as the English reader cuts it),
the similarities shown against the 0.3 floor the README states; and, for a run with a model, the
facts added (importance-weighted recall: an added sentence of that section holds every `must`
string), the wrong additions (an added sentence holding every `must` string of a `not` entry),
and the added sentences no gold fact accounts for (to be read by hand). Additions to sections the
gold does not list are counted apart. Without a model (`--dry-run`), the quotations offered for an
editor are scored the same way: gold facts offered (a quotation holds the fact's quote, or every
`must` string), wrong ones offered (a `not` entry's), and what was not offered, by reason.
`--quotes` prints each fact's quote and where it was found.
"""

from __future__ import annotations

import argparse
import json
import tomllib
from collections import defaultdict
from pathlib import Path

from benchdata import REPO, holds, plain

from shiguan.corpus.front_matter import body_spans
from shiguan.enrich.narrative import load_narrative
from shiguan.lang.en.voice import narrator_spans

GOLD = REPO / "bench" / "narratives" / "enrich_gold.toml"
FLOOR = 0.3  # [enrich] threshold as the README states it
NARRATORS = {"franklin": "Benjamin Franklin", "douglass": "Frederick Douglass", "keller": "Helen Keller"}


def load_gold(path: Path) -> dict[str, list[dict]]:
    """Gold sections by narrative name (franklin, douglass, keller)."""
    by_name: dict[str, list[dict]] = defaultdict(list)
    for section in tomllib.loads(path.read_text("utf-8"))["section"]:
        by_name[section["narrative"]].append(section)
    return by_name


def said(sentences: list[str], must: list[str]) -> bool:
    """Whether one of the sentences holds every must string."""
    return any(all(holds(s, m) for m in must) for s in sentences)


def _inside(at: int, spans: list[tuple[int, int]]) -> bool:
    return any(s <= at < e for s, e in spans)


def score_section(gold: dict, outcome: dict | None, text: str, body: list[tuple[int, int]],
                  voiced: list[tuple[int, int]]) -> dict:
    outcome = outcome or {"retrieved": [], "added": [], "reason": "section not found in the report"}
    passages = [(r["start"], r["end"], r["similarity"]) for r in outcome["retrieved"]]
    inside = [plain(text[s:e]) for s, e, _ in passages]
    facts = gold["fact"]
    reached = [f["id"] for f in facts if any(plain(f["quote"]) in p for p in inside)]
    added = [a["text"] for a in outcome["added"]]
    stated = [f for f in facts if said(added, f["must"])]
    wrong = [n["id"] for n in gold.get("not", []) if said(added, n["must"])]
    # offered: every sentence the section was given, as a quotation or judged as a candidate (added or not)
    quoted = list(dict.fromkeys([q["text"] for q in outcome.get("quotations", [])]
                                + [c["quotation"] for c in outcome.get("candidates", [])]))
    offered = [f["id"] for f in facts if said(quoted, f["must"]) or any(
        plain(f["quote"]) in plain(q) or plain(q) in plain(f["quote"]) for q in quoted)]
    wrong_offered = [n["id"] for n in gold.get("not", []) if said(quoted, n["must"])]
    accounted = [a for a in added if any(all(holds(a, m) for m in f["must"]) for f in facts)]
    top = passages[0] if passages else None
    return {
        "title": gold["title"], "reason": outcome.get("reason"), "passages": len(passages),
        "facts": len(facts), "quotes_in_passages": reached,
        "top_in_front_matter": bool(top) and not _inside(top[0], body),
        "top_not_narrators": bool(top) and not _inside(top[0], voiced),
        "not_narrators": sum(not _inside(p[0], voiced) for p in passages),
        "similarities": [round(p[2], 2) for p in passages],
        "below_floor": sum(p[2] < FLOOR for p in passages),
        "added": len(added), "facts_added": [f["id"] for f in stated],
        "weight_added": sum(f["importance"] for f in stated), "weight": sum(f["importance"] for f in facts),
        "wrong_additions": wrong, "unaccounted_additions": [a for a in added if a not in accounted],
        "quotations": len(quoted), "facts_offered": offered, "wrong_offered": wrong_offered,
        "weight_offered": sum(f["importance"] for f in facts if f["id"] in offered),
        "rejected": outcome.get("rejected", {}),
    }


def score_report(report: dict, gold: dict[str, list[dict]]) -> tuple[str, list[dict], int]:
    """The narrative's name, its gold sections' scores, and sentences added elsewhere."""
    source = Path(report["source"])
    name = source.name.split(".")[0]
    narrative = load_narrative(source)
    body = body_spans(narrative.text)
    voiced = narrator_spans(narrative.text, body, NARRATORS[name])
    outcomes = {s["title"]: s for s in report["sections"]}
    rows = [score_section(g, outcomes.get(g["title"]), narrative.text, body, voiced) for g in gold[name]]
    listed = {g["title"] for g in gold[name]}
    elsewhere = sum(len(s["added"]) for s in report["sections"] if s["title"] not in listed)
    attempted = [s for s in report["sections"] if s["retrieved"]]
    tops = {"sections_retrieving": len(attempted),
            "top_passage_front_matter": sum(not _inside(s["retrieved"][0]["start"], body) for s in attempted),
            "top_passage_not_narrators": sum(not _inside(s["retrieved"][0]["start"], voiced) for s in attempted),
            "passages_shown_below_floor": sum(r["similarity"] < FLOOR for s in attempted for r in s["retrieved"]),
            "passages": sum(len(s["retrieved"]) for s in attempted)}
    return name, rows, elsewhere, tops


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("reports", type=Path, nargs="+", help="`shiguan enrich … --json` reports")
    ap.add_argument("--gold", type=Path, default=GOLD)
    ap.add_argument("--quotes", action="store_true", help="list the facts whose quote no passage holds")
    args = ap.parse_args()
    gold = load_gold(args.gold)
    print("| narrative | section | passages (not the narrator's) | top is front matter / not the narrator's "
          "| similarity shown (<0.3) | gold quotes in passages | added | facts added (weight) | wrong | unaccounted "
          "| unchanged because |\n|---|---|---|---|---|---|---|---|---|---|---|")
    summary = {}
    for path in args.reports:
        report = json.loads(path.read_text("utf-8"))
        name, rows, elsewhere, tops = score_report(report, gold)
        for r in rows:
            print(f"| {name} | {r['title']} | {r['passages']} ({r['not_narrators']}) "
                  f"| {'yes' if r['top_in_front_matter'] else 'no'} / {'yes' if r['top_not_narrators'] else 'no'} "
                  f"| {', '.join(map(str, r['similarities']))} ({r['below_floor']}) "
                  f"| {len(r['quotes_in_passages'])}/{r['facts']} | {r['added']} "
                  f"| {len(r['facts_added'])} ({r['weight_added']}/{r['weight']}) | {len(r['wrong_additions'])} "
                  f"| {len(r['unaccounted_additions'])} | {r['reason'] or ''} |")
            if args.quotes:
                missed = [f for f in gold[name] if f["title"] == r["title"]][0]["fact"]
                for f in missed:
                    where = "in a passage" if f["id"] in r["quotes_in_passages"] else "NOT retrieved"
                    print(f"    {f['id']} ({where}): {f['quote'][:90]}")
        weight = sum(r["weight"] for r in rows)
        summary[name] = {
            "sections": len(rows), "sections_with_a_fact_added": sum(bool(r["facts_added"]) for r in rows),
            "weighted_recall": round(sum(r["weight_added"] for r in rows) / weight, 3) if weight else None,
            "quotes_in_passages": f"{sum(len(r['quotes_in_passages']) for r in rows)}/{sum(r['facts'] for r in rows)}",
            "gold_sections_top_front_matter": sum(r["top_in_front_matter"] for r in rows),
            "gold_sections_top_not_narrators": sum(r["top_not_narrators"] for r in rows),
            "all_sections": tops,
            "wrong_additions": [w for r in rows for w in r["wrong_additions"]],
            "quotations_offered": sum(r["quotations"] for r in rows),
            "sections_with_a_fact_offered": sum(bool(r["facts_offered"]) for r in rows),
            "facts_offered": f"{sum(len(r['facts_offered']) for r in rows)}/{sum(r['facts'] for r in rows)}",
            "weighted_recall_offered": round(sum(r["weight_offered"] for r in rows) / weight, 3) if weight else None,
            "wrong_offered": [w for r in rows for w in r["wrong_offered"]],
            "added_elsewhere": elsewhere, "model_calls": report.get("cost", {}).get("model_calls"),
            "seconds": report.get("cost", {}).get("seconds")}
    print(json.dumps(summary, ensure_ascii=False, indent=2))


if __name__ == "__main__":
    main()
