"""The English claim Verifier by rules alone on FEVER-Symmetric (dev): claim + one evidence sentence.

    python bench/claim_verifier.py [--limit N] [--show K]

Each claim is checked against its evidence sentence (lang/en/verify/claims.py, no model). FEVER's
labels are SUPPORTS and REFUTES; the Verifier answers supported, contradicted or unsupported.
Printed: the confusion matrix, then the rates that matter. A REFUTES claim called supported is
the error that lets a false sentence into an article; a SUPPORTS claim left unsupported only
costs a sentence (or a model call). FEVER's tokenisation (-LRB-, ``, " ,") is undone first.
"""

from __future__ import annotations

import argparse
import json
import re
import time
from collections import Counter

from benchdata import BENCH

from shiguan.lang.en.verify.claims import ClaimVerifier, Evidence

_PTB = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}", "``": '"', "''": '"',
        "--": "–"}


def detokenise(text: str) -> str:
    """FEVER's Penn-Treebank tokens back to written text: brackets, quotes, no space before punctuation."""
    for token, plain in _PTB.items():
        text = text.replace(token, plain)
    text = re.sub(r"\s+([.,;:!?)\]}%]|'s\b|n't\b)", r"\1", text)
    text = re.sub(r"([(\[{$])\s+", r"\1", text)
    return re.sub(r'"\s+(.*?)\s+"', r'"\1"', text).strip()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--limit", type=int, help="only the first N pairs")
    ap.add_argument("--show", type=int, default=0, help="print K REFUTES pairs called supported")
    args = ap.parse_args()
    rows = [json.loads(ln) for ln in (BENCH / "claims" / "fever_symmetric_dev.jsonl").read_text("utf-8").splitlines()]
    rows = rows[: args.limit] if args.limit else rows
    verifier = ClaimVerifier()
    matrix: Counter[tuple[str, str]] = Counter()
    methods: Counter[str] = Counter()
    wrong = []
    started = time.perf_counter()
    for row in rows:
        evidence = detokenise(row["evidence"])
        check = verifier.check(detokenise(row["claim"]), [Evidence(evidence, None, 0, len(evidence))])
        matrix[row["label"], check.verdict] += 1
        methods["atoms" if any(f.kind != "words" for f in check.facts) else "words"] += 1
        if row["label"] == "REFUTES" and check.verdict == "supported":
            wrong.append((row, check))
    seconds = time.perf_counter() - started
    verdicts = ("supported", "contradicted", "unsupported")
    print(f"FEVER-Symmetric dev, rules only: {len(rows)} pairs, {seconds:.1f} s "
          f"({methods['atoms']} claims with atoms, {methods['words']} judged by their words alone)")
    print(f"{'':10}" + "".join(f"{v:>14}" for v in verdicts))
    for label in ("SUPPORTS", "REFUTES"):
        print(f"{label:10}" + "".join(f"{matrix[label, v]:>14}" for v in verdicts))
    refutes = sum(matrix["REFUTES", v] for v in verdicts)
    supports = sum(matrix["SUPPORTS", v] for v in verdicts)
    called = matrix["SUPPORTS", "supported"] + matrix["REFUTES", "supported"]
    print(f"REFUTES called supported: {matrix['REFUTES', 'supported']}/{refutes} "
          f"({matrix['REFUTES', 'supported'] / max(refutes, 1):.1%})")
    print(f"REFUTES called contradicted: {matrix['REFUTES', 'contradicted']}/{refutes}; "
          f"SUPPORTS called contradicted: {matrix['SUPPORTS', 'contradicted']}/{supports}")
    print(f"precision of 'supported': {matrix['SUPPORTS', 'supported'] / max(called, 1):.3f}; "
          f"SUPPORTS accepted by rules: {matrix['SUPPORTS', 'supported'] / max(supports, 1):.3f}")
    for row, check in wrong[: args.show]:
        print(f"\n  claim:    {detokenise(row['claim'])}\n  evidence: {detokenise(row['evidence'])}")
        for f in check.facts:
            print(f"    {f.kind} “{f.text}” ({f.predicate or '-'}): {f.reason}")


if __name__ == "__main__":
    main()
