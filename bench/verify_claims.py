"""Accuracy of `check` on 200 true and 200 perturbed sentences of 清史稿 entries (claims_data.py).

    python bench/verify_claims.py --project DIR [--model GGUF] [--limit N]

DIR is a project holding the bench corpus (`python bench/ingest_speed.py --keep DIR`). A claim
counts as accepted when its verdict is "supported"; a true claim should be accepted, a perturbed
one rejected (not_included or not_supported). Without --model the check runs by rules alone;
with it, facts the rules cannot decide go to the model.
"""

from __future__ import annotations

import argparse
import time
from collections import Counter, defaultdict
from pathlib import Path

from benchdata import peak_rss_mib
from claims_data import Claim, build_claims

from shiguan.config import LLMSettings
from shiguan.lang.zh.verify.check import check_claim
from shiguan.llm import open_llm
from shiguan.project import Project
from shiguan.retrieve.person import PersonResult, lookup

KINSHIP = ("从子", "从孙", "子", "弟", "孙", "兄")


def resolve(project: Project, claim: Claim) -> PersonResult | None:
    """The claim's person in the chapter it comes from (headings like 子舒常 name 舒常)."""
    names = [claim.person] + [claim.person[len(k):] for k in KINSHIP if claim.person.startswith(k)]
    for name in names:
        found = lookup(project, name, doc=claim.doc)
        if found.resolved is not None:
            return found
    return None


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--project", type=Path, required=True)
    ap.add_argument("--model", type=Path, help="a GGUF file: run the model for what rules leave undecided")
    ap.add_argument("--limit", type=int, help="only the first N claims of each label (quick runs)")
    args = ap.parse_args()
    project = Project.open(args.project)
    llm = None
    if args.model:
        llm = open_llm(LLMSettings(backend="llama", model_path=str(args.model), context=4096), project.store)
    claims = build_claims()
    if args.limit:
        claims = [c for c in claims if c.label][: args.limit] + [c for c in claims if not c.label][: args.limit]
    right: Counter[str] = Counter()
    total: Counter[str] = Counter()
    verdicts: dict[str, Counter[str]] = defaultdict(Counter)
    methods: Counter[str] = Counter()
    unresolved = 0
    started = time.perf_counter()
    for claim in claims:
        found = resolve(project, claim)
        total[claim.kind] += 1
        if found is None:
            unresolved += 1
            verdicts[claim.kind]["unresolved"] += 1
            continue
        result = check_claim(project, found, claim.text, llm, record=False)
        verdicts[claim.kind][result.verdict] += 1
        methods.update(f.method for f in result.check.facts)
        if (result.verdict == "supported") == claim.label:
            right[claim.kind] += 1
    seconds = time.perf_counter() - started
    mode = f"model {llm.name}" if llm else "rules-only"
    n = sum(total.values())
    true_n = total["true"]
    false_n = n - true_n
    print(f"mode: {mode}; {n} claims ({true_n} true, {false_n} perturbed); {unresolved} persons not resolved")
    print(f"accuracy {sum(right.values()) / n:.3f}; true accepted {right['true'] / true_n:.3f}; "
          f"perturbed rejected {(sum(right.values()) - right['true']) / false_n:.3f}")
    for kind in total:
        print(f"  {kind:<13} {right[kind]:>3}/{total[kind]:<3} = {right[kind] / total[kind]:.3f}   "
              + ", ".join(f"{v} {c}" for v, c in verdicts[kind].most_common()))
    print("deciding checks per atomic fact: " + ", ".join(f"{m} {c}" for m, c in methods.most_common()))
    calls = f"; model calls {llm.calls}, cache hits {llm.cache_hits}" if llm else ""
    print(f"{seconds:.1f} s ({seconds / n * 1000:.0f} ms per claim){calls}; peak RSS {peak_rss_mib():.0f} MiB")


if __name__ == "__main__":
    main()
