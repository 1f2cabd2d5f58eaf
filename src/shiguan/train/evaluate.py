"""`shiguan train eval`: write each held-out person's biography and score it.

- ROUGE-1/2/L F1 over characters (Chinese has no spaces; the paper's ROUGE is over tokens, and
  characters are the unit a tokenizer-free comparison can use);
- 字 and 籍贯 accuracy: among the held-out people whose expert biography states one (read with
  the project's own extraction patterns), the share whose generated biography states the same;
- unsupported-fact share: the generated text split into atomic facts (lang/zh/verify/atomic.py)
  and each checked by the rules-only Verifier against the person's sources; the share not
  supported.
"""

from __future__ import annotations

import json
import time
from collections import Counter
from pathlib import Path
from typing import Any

from ..evaluate.rouge import rouge_l_of, rouge_n_of
from ..lang.zh.extract import extract_facts
from ..lang.zh.extract_rules import ExtractRules
from ..lang.zh.verify.verifier import Verifier
from ..project import Project
from ..retrieve.citations import Citer
from ..retrieve.person import lookup
from ..rules import load_rules
from ..verify.verdicts import SUPPORTED
from .data import read_jsonl, sentences


def _strip(text: str) -> str:
    return "".join(ch for ch in text if not ch.isspace())


def identity(text: str, rules: ExtractRules, prefer: tuple[str, ...]) -> dict[str, str]:
    """The 字 and 籍贯 a biography states (first of each)."""
    found: dict[str, str] = {}
    for f in extract_facts(text, 0, len(text), rules, prefer):
        if f.relation in ("字", "籍贯"):
            found.setdefault(f.relation, f.value)
    return found


def score(project: Project | None, items: list[dict[str, Any]]) -> dict[str, Any]:
    """Aggregate scores over items {"person", "person_id", "gold", "generated"} (adds per-item fields)."""
    rules = ExtractRules.from_dict(load_rules("extract.toml", project.root if project else None))
    prefer = project.config.era_prefer if project else ("清", "南明", "明")
    totals = Counter()
    asked = Counter()
    facts_all = facts_bad = 0
    for it in items:
        g, p = _strip(it["gold"]), _strip(it["generated"])
        # every character counts here, punctuation included
        it["rouge1"], it["rouge2"], it["rougeL"] = rouge_n_of(p, g, 1), rouge_n_of(p, g, 2), rouge_l_of(p, g)
        want, got = identity(it["gold"], rules, prefer), identity(it["generated"], rules, prefer)
        it["identity"] = {"gold": want, "generated": got}
        for rel, value in want.items():
            asked[rel] += 1
            totals[rel] += got.get(rel) == value
        if project is not None and it["generated"].strip():
            found = lookup(project, it["person"], entity_id=it["person_id"])
            verifier = Verifier(project, found, Citer(project), None)
            verdicts = [f.verdict for s in sentences(it["generated"]) for f in verifier.check(s).facts]
            it["facts"] = len(verdicts)
            it["unsupported"] = sum(v != SUPPORTED for v in verdicts)
            facts_all += len(verdicts)
            facts_bad += it["unsupported"]
    n = max(1, len(items))
    return {
        "persons": len(items),
        "rouge1": round(sum(i["rouge1"] for i in items) / n, 4),
        "rouge2": round(sum(i["rouge2"] for i in items) / n, 4),
        "rougeL": round(sum(i["rougeL"] for i in items) / n, 4),
        "zi_accuracy": round(totals["字"] / asked["字"], 4) if asked["字"] else None, "zi_n": asked["字"],
        "jiguan_accuracy": round(totals["籍贯"] / asked["籍贯"], 4) if asked["籍贯"] else None,
        "jiguan_n": asked["籍贯"],
        "unsupported_share": round(facts_bad / facts_all, 4) if facts_all else None, "atomic_facts": facts_all,
    }


def evaluate(data_dir: Path, generate, project: Project | None, limit: int | None = None,
             progress=None) -> dict[str, Any]:
    """Generate for every test example with `generate(messages) -> str` and score the lot."""
    rows = read_jsonl(Path(data_dir) / "sft_test.jsonl")[:limit or None]
    items = []
    began = time.perf_counter()
    for r in rows:
        t = time.perf_counter()
        text = generate(r["prompt"])
        items.append({"person": r["person"], "person_id": r["person_id"], "gold": r["completion"][0]["content"],
                      "generated": text, "seconds": round(time.perf_counter() - t, 1)})
        if progress:
            progress(r["person"])
    result = score(project, items)
    result["seconds"] = round(time.perf_counter() - began, 1)
    result["items"] = items
    return result


def project_of(data_dir: Path) -> Project | None:
    """The project the data was built from (named in the manifest), if it is still there."""
    manifest = Path(data_dir) / "manifest.json"
    if not manifest.is_file():
        return None
    root = Path(json.loads(manifest.read_text("utf-8"))["project"])
    return Project.open(root) if (root / "shiguan.toml").is_file() else None
