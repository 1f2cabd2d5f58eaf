"""`shiguan train data`: the SFT and preference sets of a project, and a manifest saying how."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

from ..llm import LLM
from ..project import Project
from .data import DistractorPool, read_gold, resolve_people, sft_example, sft_examples, split_by_person, write_jsonl
from .pairs import NegativeMaker, pair_rows

FILES = {"sft_train": "sft_train.jsonl", "sft_test": "sft_test.jsonl", "pairs_train": "pairs_train.jsonl",
         "manifest": "manifest.json"}


def build_datasets(project: Project, gold_path: Path, out: Path, *, llm: LLM | None = None, seed: int = 0,
                   reference_chars: int = 1500, distractors: int = 2, distractor_chars: int = 300,
                   test_share: float = 0.2, progress=None) -> dict[str, Any]:
    """Write sft_train/sft_test/pairs_train JSONL and manifest.json into `out`; return the manifest.

    The test split holds only plain examples (the references `bio` would give), so evaluation
    measures what generation will see."""
    golds = read_gold(gold_path)
    people, skipped = resolve_people(project, golds, reference_chars)
    train_ids, test_ids = split_by_person((p.entity_id for p in people), seed, test_share)
    pool = DistractorPool(project)
    maker = NegativeMaker(project.store, llm, random.Random(seed + 1), project.root)
    rng = random.Random(seed)
    sft_train, sft_test, pairs, rejected = [], [], [], []
    train = [p for p in people if p.entity_id not in test_ids]
    # the model's negatives first, many in flight; the rules' draws then follow in the people's order
    tries = iter(maker.attempts(train) if llm is not None else [None] * len(train))
    for p in people:
        if p.entity_id in test_ids:
            sft_test.append(sft_example(p, p.references, "plain"))
        else:
            sft_train += sft_examples(p, pool, rng, distractors, distractor_chars)
            negs, bad = maker.negatives(p, next(tries))
            pairs += pair_rows(p, negs)
            rejected += [dict(b, person=p.name) for b in bad]
        if progress:
            progress(p.name)
    rng.shuffle(sft_train)
    out.mkdir(parents=True, exist_ok=True)
    write_jsonl(out / FILES["sft_train"], sft_train)
    write_jsonl(out / FILES["sft_test"], sft_test)
    write_jsonl(out / FILES["pairs_train"], pairs)
    if rejected:
        write_jsonl(out / "negatives_rejected.jsonl", rejected)
    manifest = {
        "project": str(project.root.resolve()), "gold": str(gold_path.resolve()), "seed": seed,
        "reference_chars": reference_chars, "distractors": distractors, "distractor_chars": distractor_chars,
        "negatives_by": llm.name if llm else "rules",
        "persons": {"gold": len(golds), "resolved": len(people), "train": len(train_ids), "test": len(test_ids),
                    "skipped": skipped},
        "train_persons": sorted(p.name for p in people if p.entity_id in train_ids),
        "test_persons": sorted(p.name for p in people if p.entity_id in test_ids),
        "sft_train": {"examples": len(sft_train), "variants": dict(Counter(r["variant"] for r in sft_train))},
        "sft_test": {"examples": len(sft_test)},
        "pairs_train": {"pairs": len(pairs), "kinds": dict(Counter(r["kind"] for r in pairs)),
                        "model_negatives_rejected": len(rejected)},
        "files": FILES,
    }
    (out / FILES["manifest"]).write_text(json.dumps(manifest, ensure_ascii=False, indent=2), "utf-8")
    return manifest
