"""Key facts, traps and order in biographies, against the hand-read gold of bench/bio_gold.jsonl.

    python bench/bio_keyfacts.py --project DIR [--split A|B|C|dev|all] [--model GGUF --persons 12] [--show]

DIR is a project holding the bench corpus (`python bench/ingest_speed.py --keep DIR`). Each gold
person is looked up by name and document, as `shiguan bio DIR NAME --doc DOC` would, and written
by rules and, with --model, by the model writing the same timeline (on a copy of DIR, so that its
logged calls are its own; the first --persons people of the split, with seconds and model calls
per biography). Reported per way and per split of the gold:

- key-fact recall: key facts whose text the biography holds (Chinese compared in simplified
  form); "dated right": of the dated key facts found, those whose sentence states their year
  (Gregorian, or the era year);
- traps stated: another person's fact (a trap's text) standing in the biography in a clause
  that does not name its owner (父佛标，官至都统 names him in the clause before);
- order violations: a stated year earlier than the one stated before it (era years are read
  with the Gregorian year they carry, or converted);
- length: characters of the text (median and range); clauses without a citation;
- garbled clauses: the subject's own name after an appointment verb (擢永檀…), a clause said
  twice, a bare year with no era before it, or a prompt's words in a model's text.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

from benchdata import REPO

from shiguan.corpus.normalize import to_simplified
from shiguan.era import resolve_bare_years
from shiguan.lang.zh.write.biography import write_rules_biography
from shiguan.lang.zh.write.plan_writer import bare_years
from shiguan.project import Project
from shiguan.retrieve.person import lookup

GOLD = REPO / "bench" / "bio_gold.jsonl"
_CITATION = re.compile(r"\[\d+\]")
_CLAUSE = re.compile(r"[^，。；：！？]+")
_OBJECT_VERB = "授迁擢调署补除拜任改兼领充命赠封谥赐予加晋"
_GREGORIAN = re.compile(r"（(\d{3,4})）")


def load_gold(path: Path = GOLD) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines()
            if line.strip() and not line.startswith("#")]


@dataclass
class Score:
    keyfacts: int = 0
    found: int = 0
    dated: int = 0
    dated_right: int = 0
    traps: int = 0
    traps_stated: list[str] = field(default_factory=list)
    order_violations: int = 0
    clauses: int = 0
    uncited: int = 0
    garbled: list[str] = field(default_factory=list)
    length: int = 0
    seconds: float = 0.0
    calls: int = 0


def sentences_of(text: str) -> list[str]:
    return [s for s in re.split(r"(?<=[。！？])", text) if s]


def stated_years(text: str) -> list[int]:
    """The years a text states, in order: a Gregorian year in parentheses stands for the era
    date before it; an era date without one is converted."""
    years: list[int] = []
    covered: list[tuple[int, int]] = []
    for m in _GREGORIAN.finditer(text):
        years.append((m.start(), int(m.group(1))))  # type: ignore[arg-type]
        covered.append((m.start() - 12, m.start()))
    for d in resolve_bare_years(text, ("清",)):
        if d.gregorian and not any(a <= d.start < b for a, b in covered):
            years.append((d.start, d.gregorian))  # type: ignore[arg-type]
    return [y for _, y in sorted(years)]  # type: ignore[misc]


def score_text(text: str, gold: dict, own: list[str], prompt_words: list[str]) -> Score:
    s = Score()
    plain = to_simplified(_CITATION.sub("", text))
    sents = sentences_of(plain)
    for f in gold["keyfacts"]:
        s.keyfacts += 1
        want = to_simplified(f["text"])
        holder = next((x for x in sents if want in x), None)
        if holder is None:
            continue
        s.found += 1
        if f.get("year"):
            s.dated += 1
            era = to_simplified(f.get("era_when", ""))
            s.dated_right += str(f["year"]) in holder or bool(era and era in holder)
    clauses_of = [c for x in sents for c in _CLAUSE.findall(x)]
    for t in gold["traps"]:
        s.traps += 1
        want, owner = to_simplified(t["text"]), to_simplified(t["owner"])
        owners = [part for part in re.split("[、，]", owner) if part]
        # stated: in a clause of the biography that does not name its owner (从大将军福全讨X names him)
        holders = [i for i, c in enumerate(clauses_of) if want in c]
        if any(not any(o in clauses_of[i] or (i and o in clauses_of[i - 1] and clauses_of[i - 1].endswith(o))
                       for o in owners) for i in holders):
            s.traps_stated.append(f"{t['text']} ({t['relation']} {t['owner']})")
    years = stated_years(plain)
    s.order_violations = sum(1 for a, b in zip(years, years[1:]) if b < a)
    clauses = _CLAUSE.findall(plain)
    seen: set[str] = set()
    for c in clauses:
        if c in seen and len(c) >= 3:
            s.garbled.append(f"repeated: {c}")
        seen.add(c)
        for form in own:
            if len(form) >= 2 and any(f"{v}{form}" in c for v in _OBJECT_VERB):
                s.garbled.append(f"own name as object: {c}")
                break
        if bare_years(c, ("清",)):
            s.garbled.append(f"bare year: {c}")
        if any(w in c for w in prompt_words):
            s.garbled.append(f"prompt words: {c}")
    s.length = len(re.sub(r"\s", "", plain))
    return s


def own_forms(found) -> list[str]:
    return sorted({found.resolved.name} | {a.form for a in found.aliases if a.kind in ("name", "given", "字")},
                  key=len, reverse=True)


def rules_way(project: Project, gold: dict, max_chars: int) -> tuple[Score, str]:
    found = lookup(project, gold["person"], doc=gold["doc"])
    if found.resolved is None:
        return Score(keyfacts=len(gold["keyfacts"]), traps=len(gold["traps"])), ""
    t0 = time.perf_counter()
    bio = write_rules_biography(project, found, max_chars=max_chars)
    text = "".join(sen.text for sen in bio.sentences)
    s = score_text(text, gold, own_forms(found), [])
    s.seconds = time.perf_counter() - t0
    s.clauses = sum(len(sen.clauses) for sen in bio.sentences)
    s.uncited = sum(1 for sen in bio.sentences for c in sen.clauses if not c.citations)
    return s, text


def model_way(project: Project, gold: dict, max_chars: int, llm) -> tuple[Score, str]:
    from shiguan.lang.zh.write.plan_writer import PLAN_STYLE, TimelineWriter

    found = lookup(project, gold["person"], doc=gold["doc"])
    if found.resolved is None:
        return Score(keyfacts=len(gold["keyfacts"]), traps=len(gold["traps"])), ""
    t0 = time.perf_counter()
    bio = TimelineWriter(project, found, llm, max_chars=max_chars).write()
    text = "".join(sen.text for sen in bio.sentences)
    words = [PLAN_STYLE[i:i + 4] for i in range(len(PLAN_STYLE) - 3)] + ["本句所记", "所据原文", "传主", "已写"]
    s = score_text(text, gold, own_forms(found), words)
    s.seconds = time.perf_counter() - t0
    s.calls = bio.model_calls
    s.clauses = sum(len(re.findall(r"[^，。；]+", sen.text)) for sen in bio.sentences)
    s.uncited = sum(1 for sen in bio.sentences if not sen.citations)
    return s, text


def summarise(label: str, scores: list[Score]) -> None:
    if not scores:
        return
    kf = sum(s.keyfacts for s in scores)
    found = sum(s.found for s in scores)
    dated = sum(s.dated for s in scores)
    lengths = sorted(s.length for s in scores)
    traps = sum(len(s.traps_stated) for s in scores)
    print(f"{label}: {len(scores)} people | key-fact recall {found}/{kf} = {found / kf:.3f} "
          f"(dated right {sum(s.dated_right for s in scores)}/{dated}) | traps stated {traps}/"
          f"{sum(s.traps for s in scores)} | order violations {sum(s.order_violations for s in scores)} | "
          f"length median {statistics.median(lengths):.0f} (range {lengths[0]}–{lengths[-1]}) | "
          f"clauses {sum(s.clauses for s in scores)}, uncited {sum(s.uncited for s in scores)}, "
          f"garbled {sum(len(s.garbled) for s in scores)}"
          + (f" | {statistics.mean(s.seconds for s in scores):.1f} s and "
             f"{statistics.mean(s.calls for s in scores):.1f} model calls per biography"
             if any(s.calls for s in scores) else ""))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--project", type=Path, required=True, help="a project holding the bench corpus")
    ap.add_argument("--split", default="all", choices=["A", "B", "C", "dev", "all"],
                    help="A and C are for development (dev: both), B is only reported")
    ap.add_argument("--max-chars", type=int, default=300)
    ap.add_argument("--show", action="store_true", help="print each biography with what it missed")
    ap.add_argument("--model", type=Path, help="a GGUF model: also write each biography with it")
    ap.add_argument("--persons", type=int, default=12, help="with --model: how many people (default 12)")
    ap.add_argument("--model-project", type=Path, help="with --model: the copy of --project to write in "
                    "(default: DIR.model beside it; kept, so a re-run replays the calls it logged)")
    args = ap.parse_args()
    project = Project.open(args.project)
    golds = [g for g in load_gold()
             if args.split in ("all", g["split"]) or (args.split == "dev" and g["split"] in "AC")]
    ways = {"rules": lambda g: rules_way(project, g, args.max_chars)}
    if args.model:
        ways["model"] = _model_way(args, golds)
    for way, write in ways.items():
        by_split: dict[str, list[Score]] = {}
        for g in golds[:args.persons] if way == "model" else golds:
            s, text = write(g)
            by_split.setdefault(g["split"], []).append(s)
            if args.show:
                missed = [f["text"] for f in g["keyfacts"] if to_simplified(f["text"]) not in to_simplified(text)]
                print(f"\n## {way} {g['person']} [{g['split']}] {s.found}/{s.keyfacts}  {text}")
                print(f"   missed: {'、'.join(missed)}")
                for x in s.traps_stated + s.garbled:
                    print(f"   !! {x}")
        for split in sorted(by_split):
            summarise(f"{way}, split {split}", by_split[split])
        summarise(f"{way}, all", [s for v in by_split.values() for s in v])


def _model_way(args, golds):
    import shutil

    from shiguan.config import LLMSettings
    from shiguan.llm import open_llm

    copy = args.model_project or args.project.with_name(args.project.name + ".model")
    if not copy.exists():
        shutil.copytree(args.project, copy)
    project = Project.open(copy)
    llm = open_llm(LLMSettings(backend="llama", model_path=str(args.model)), project.store)
    return lambda g: model_way(project, g, args.max_chars, llm)


if __name__ == "__main__":
    main()
