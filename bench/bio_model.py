"""Biographies of 20 bench persons written with the local model, three ways on the same references.

    python bench/bio_model.py --project DIR --model GGUF [--persons 20] [--out DIR]

(a) naive RAG: the model alone, the references in one prompt; (b) verify-and-drop: sentence by
sentence, each verified, failing sentences dropped; (c) full: with the Router and Solvers.
DIR is a project holding the bench corpus (`python bench/ingest_speed.py --keep DIR`); each way
runs on its own copy of it, so one way's logged calls never serve another as a cache (and a
killed run resumes from its copy's log). Judged per sentence by shiguan's deterministic checks
(rules-only Verifier) against the person's sources, 字/native place against persons.jsonl, and
character-level ROUGE-L against the gold entry. Outputs go to --out for reading by hand.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import shutil
import time
from dataclasses import replace
from pathlib import Path

from benchdata import BENCH, peak_rss_mib

from shiguan.config import LLMSettings
from shiguan.lang.zh.verify.verifier import Verifier
from shiguan.lang.zh.write.verified import STYLE, BiographyWriter, reference_text
from shiguan.llm import LLM, Message, open_llm
from shiguan.project import Project
from shiguan.retrieve.citations import Citer
from shiguan.retrieve.person import PersonResult, lookup

REFERENCE_CHARS = 700
MAX_SENTENCES = 6
_ZI = re.compile(r"字([\u3400-\u9fff]{1,4}?)[，。；]")
_PLACE = re.compile(r"，([\u3400-\u9fff]{2,12}?)人[，。]")


def pick_persons(project: Project, n: int, seed: int = 7) -> list[tuple[dict, PersonResult]]:
    rows = [json.loads(line) for line in (BENCH / "persons.jsonl").read_text("utf-8").splitlines()]
    names = [r["person"] for r in rows]
    rows = [r for r in rows if not r["ambiguous_in_doc"] and names.count(r["person"]) == 1
            and r["facts"].get("字") and r["facts"].get("籍贯") and 300 <= len(r["entry"]) <= 3000]
    random.Random(seed).shuffle(rows)
    chosen = []
    for r in rows:
        found = lookup(project, r["person"], doc=r["doc"])
        if found.resolved is not None:
            chosen.append((r, found))
        if len(chosen) == n:
            break
    return chosen


def naive(llm: LLM, found: PersonResult) -> str:
    refs = reference_text(found.chunks, REFERENCE_CHARS)
    user = f"参考资料 References:\n{refs}\n\n为{found.resolved.name}作传，六句以内。"
    return llm.text("naive", [Message("system", STYLE.split("每次只写")[0]), Message("user", user)],
                    temperature=0.6, max_tokens=300).strip()


def rouge_l(a: str, b: str) -> float:
    """Character-level ROUGE-L F1 (LCS)."""
    a, b = [c for c in a if not c.isspace()], [c for c in b if not c.isspace()]
    if not a or not b:
        return 0.0
    prev = [0] * (len(b) + 1)
    for ca in a:
        cur = [0]
        for j, cb in enumerate(b):
            cur.append(prev[j] + 1 if ca == cb else max(prev[j + 1], cur[j]))
        prev = cur
    lcs = prev[-1]
    p, r = lcs / len(a), lcs / len(b)
    return 2 * p * r / (p + r) if lcs else 0.0


def judge(project: Project, found: PersonResult, text: str) -> tuple[int, int]:
    """(sentences, sentences with an atomic fact the deterministic checks do not support by the
    person's own entry: the gold entry, without the mentions and neighbours the writer may use)."""
    own = replace(found, chunks=[h for h in found.chunks if h.source == "entry"], neighbours=[])
    verifier = Verifier(project, own, Citer(project), llm=None)
    sentences = [s + "。" for s in re.split(r"[。\n]+", re.sub(r"\[\d+\]", "", text)) if s.strip()]
    bad = sum(1 for s in sentences if verifier.check(s).verdict != "supported")
    return len(sentences), bad


def identity(text: str, gold: dict) -> tuple[int, int, int, int]:
    """(字 stated, 字 right, native place stated, native place right)."""
    zi = _ZI.findall(text)
    place = _PLACE.findall(text.split("。")[0] + "。")
    return (int(bool(zi)), int(bool(zi) and zi[0] == gold["字"]),
            int(bool(place)), int(bool(place) and gold["籍贯"] in place))


def run_way(way: str, src: Path, model: Path, persons: list[tuple[dict, str]], out: Path) -> dict:
    """Write (or, if --out already holds this way's finished records, re-score) every biography."""
    root = out / f"project-{way}"
    if not root.exists():
        shutil.copytree(src, root)
    project = Project.open(root)
    verify = project.config.verify.model_copy(update={"max_sentences": MAX_SENTENCES})
    project.config = project.config.model_copy(update={"verify": verify})
    llm = open_llm(LLMSettings(backend="llama", model_path=str(model), context=2048, threads=2), project.store)
    totals = {"sentences": 0, "bad": 0, "bios_with_bad": 0, "zi": 0, "zi_ok": 0, "place": 0, "place_ok": 0,
              "rouge": 0.0, "seconds": 0.0, "calls": 0}
    done_path = out / f"{way}.jsonl"
    done = {}
    if done_path.exists():
        done = {(r["person"], r["doc"]): r for r in map(json.loads, done_path.read_text("utf-8").splitlines())}
    with done_path.open("a", encoding="utf-8") as f:
        for gold, doc in persons:
            found = lookup(project, gold["person"], doc=doc)
            calls0, began = llm.calls + llm.cache_hits, time.perf_counter()
            if (gold["person"], doc) in done:
                record = done[(gold["person"], doc)]
                text, seconds, calls = record["text"], record["seconds"], record.get("calls", 1)
            elif way == "naive":
                text = naive(llm, found)
                record = {"text": text}
            else:
                bio = BiographyWriter(project, found, llm, solvers=(way == "full"),
                                      reference_chars=REFERENCE_CHARS).write()
                text = "".join(s.text for s in bio.sentences)
                record = {"text": text, "markdown": bio.markdown(), "dropped": bio.dropped,
                          "actions": [a for s in bio.sentences for a in s.actions]}
            if (gold["person"], doc) not in done:
                seconds, calls = time.perf_counter() - began, llm.calls + llm.cache_hits - calls0
            n, bad = judge(project, found, text)
            zi, zi_ok, place, place_ok = identity(text, gold["facts"])
            rouge = rouge_l(text, gold["entry"])
            for key, value in (("sentences", n), ("bad", bad), ("bios_with_bad", int(bad > 0)), ("zi", zi),
                               ("zi_ok", zi_ok), ("place", place), ("place_ok", place_ok), ("rouge", rouge),
                               ("seconds", seconds), ("calls", calls)):
                totals[key] += value
            if (gold["person"], doc) in done:
                continue
            record.update(person=gold["person"], doc=doc, sentences=n, unsupported=bad, rouge_l=rouge,
                          seconds=seconds, calls=calls)
            f.write(json.dumps(record, ensure_ascii=False) + "\n")
            f.flush()
            print(f"  {way:<7} {gold['person']:<5} {n} sentences, {bad} unsupported, {seconds:.0f} s: {text[:60]}",
                  flush=True)
    project.close()
    return totals


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--project", type=Path, required=True)
    ap.add_argument("--model", type=Path, required=True)
    ap.add_argument("--persons", type=int, default=20)
    ap.add_argument("--out", type=Path, default=Path("bench-out/bio_model"))
    ap.add_argument("--ways", default="naive,verify,full")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    source = Project.open(args.project)
    persons = [(gold, gold["doc"]) for gold, _ in pick_persons(source, args.persons)]
    source.close()
    print(f"{len(persons)} persons: {'、'.join(g['person'] for g, _ in persons)}")
    results = {}
    for way in args.ways.split(","):
        results[way] = run_way(way, args.project, args.model, persons, args.out)
    n = len(persons)
    print(f"\n{'way':<8} {'sent.':>5} {'unsupp.':>8} {'bios w/ err':>11} {'字 ok':>8} {'籍贯 ok':>8} "
          f"{'ROUGE-L':>8} {'calls/bio':>9} {'s/bio':>6}")
    for way, t in results.items():
        share = t["bad"] / t["sentences"] if t["sentences"] else 0.0
        print(f"{way:<8} {t['sentences']:>5} {share:>8.1%} {t['bios_with_bad'] / n:>11.0%} "
              f"{t['zi_ok']:>3}/{t['zi']:<4} {t['place_ok']:>3}/{t['place']:<4} {t['rouge'] / n:>8.3f} "
              f"{t['calls'] / n:>9.1f} {t['seconds'] / n:>6.0f}")
    print(f"peak RSS {peak_rss_mib():.0f} MiB; outputs in {args.out}")


if __name__ == "__main__":
    main()
