"""Ingest and lookups at 1x, 10x and 60x the bench corpus (60x is about 100 M characters).

    python bench/scale.py [--sizes 1,10,60] [--workers 1,2] [--corpus-dir DIR] [--work-dir DIR]

Copy 0 of the corpus is the bench corpus itself; copy k is the bench corpus with every person
renamed: every form shiguan indexes a person by (names, 字, 号, 初名 …, read by an ingest of
copy 0), each mapped to another plausible Han name by a mapping seeded per copy and applied to
the whole copy's text, so that no document repeats another and no copy names anyone of copy 0.
A size of n is copies 0 to n-1. Copies are written once, one file at a time, under
--corpus-dir (a copy is complete when its `.names.json`, the mapping, is there).

For each size and each number of reading processes the corpus is ingested into a fresh project
(in a child process, so that peak memory is that run's: the writer's, and the largest reading
worker's); then, on the last of them, `person` lookups of a few hundred names drawn from the
project's entries are timed (the function `shiguan person` calls), and retrieval on the 1,218
gold people of copy 0 is scored as bench/person_retrieval.py scores it. Each finished
measurement is kept in WORK/results.json, so that a run stopped midway, or one with other
--sizes, adds to it; the table (docs/scale.md) and the plot (docs/scale.png) show every size
measured so far.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from bisect import bisect_right
from pathlib import Path

import ahocorasick
from benchdata import BENCH, REPO, gold_persons, peak_rss_mib
from person_retrieval import score

SEED = 16
LOOKUPS = 300
# Surnames and given-name characters of Qing officials' names, to draw new names from.
SURNAMES = ("王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董袁潘于蒋蔡余杜叶程苏魏吕丁任"
            "沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔")
GIVEN = ("文武德仁义礼智信忠孝廉节恭宽敏惠明光华国安邦家兴世永昌"
         "泰康宁祥瑞福禄寿嘉善良俊杰英豪雄伟继承先宗祖荣耀辉煌锡麟凤鸣玉成章彦士元亨利贞中正和平清"
         "源海涛洪波泽润田松柏桂兰芝芳秀春秋冬夏时雨云霖霆霁曜晖晋燮钧衡鼎鼐鹏翰墨书诗经纶纬纲维"
         "焘焯煦熙照炳炎垣培增坦城均坤宇宸宏宽宗守定宜宝实审宪宾容")


def copy_dir(corpus_dir: Path, k: int) -> Path:
    return corpus_dir / f"c{k:03d}"


def copy_name(name: str, k: int) -> str:
    """Copy k's file name: the bench's own for copy 0 (the gold's `doc`), else one the gold's
    doc is not a suffix of, so that no copy's chunk is scored as copy 0's."""
    return name if k == 0 else name.replace(".txt", f".copy{k:03d}.txt")


def names_to_rename() -> list[str]:
    """Every form a person of the bench corpus is looked up and indexed by (the global aliases:
    names, headings, 字, 号, 初名, surname+字 …) as shiguan reads them, of two characters or
    more, longest first: a copy that kept one (an 初名) would add its chunks to copy 0's man."""
    from shiguan.ingest import ingest
    from shiguan.project import Project

    with tempfile.TemporaryDirectory() as tmp:
        project = Project.init(Path(tmp) / "p")
        try:
            ingest(project, [BENCH / "corpus"], workers=2)
            forms = {r[0] for r in project.store.db.execute("SELECT DISTINCT form FROM aliases WHERE scope='global'")}
        finally:
            project.close()
    han = [n for n in forms if len(n) >= 2 and all("\u4e00" <= ch <= "\u9fff" for ch in n)]
    return sorted(han, key=lambda n: (-len(n), n))


class NameMaker:
    """New names, none of them made before, and none with two neighbouring characters that stand
    together anywhere in copy 0: no new name is an old one, holds one, or occurs in copy 0's text."""

    def __init__(self, old: list[str], texts: list[str]):
        self.used = set(old)
        self.pairs = {t[i:i + 2] for t in texts for i in range(len(t) - 1)}

    def make(self, like: str, rng: random.Random) -> str:
        """A name of at least three characters (sixty copies need more two-character names than
        there are), starting with a surname if `like` does."""
        surname = like[0] in SURNAMES
        while True:
            name = (rng.choice(SURNAMES) if surname else rng.choice(GIVEN)) + "".join(
                rng.choice(GIVEN) for _ in range(max(len(like), 3) - 1))
            if name not in self.used and not any(name[i:i + 2] in self.pairs for i in range(len(name) - 1)):
                self.used.add(name)
                return name


def automaton_of(words: dict[str, str]) -> ahocorasick.Automaton:
    automaton = ahocorasick.Automaton()
    for word, value in words.items():
        automaton.add_word(word, (word, value))
    automaton.make_automaton()
    return automaton


def rename(text: str, automaton: ahocorasick.Automaton) -> tuple[str, list[tuple[int, int, str]]]:
    """Every name replaced, leftmost-longest; with (start, end, old name) of each new name in the result."""
    out, at, length, placed = [], 0, 0, []
    hits = sorted(((end + 1 - len(old), old, new) for end, (old, new) in automaton.iter(text)),
                  key=lambda h: (h[0], -len(h[1])))
    for start, old, new in hits:
        if start >= at:
            length += start - at
            placed.append((length, length + len(new), old))
            length += len(new)
            out += [text[at:start], new]
            at = start + len(old)
    out.append(text[at:])
    return "".join(out), placed


def renamed_copy(texts: dict[str, str], old: list[str], maker: NameMaker, rng: random.Random) -> dict[str, str]:
    """The mapping of one copy, with every name made again that, beside the text around it, spells
    an old name (…会 before 章 gives 会章, copy 0's 字 of someone)."""
    mapping = {n: maker.make(n, rng) for n in old}
    old_names = automaton_of(dict.fromkeys(old, ""))
    for _ in range(20):
        names = automaton_of(mapping)
        again = set()
        for text in texts.values():
            copied, placed = rename(text, names)
            starts = [p[0] for p in placed]
            for end, (form, _) in old_names.iter(copied):
                first = end + 1 - len(form)
                i = bisect_right(starts, end) - 1
                while i >= 0 and placed[i][1] > first:
                    again.add(placed[i][2])
                    i -= 1
        if not again:
            return mapping
        mapping.update({n: maker.make(n, rng) for n in sorted(again)})
    raise SystemExit("could not rename without spelling old names")


def build_corpus(corpus_dir: Path, copies: int, seed: int) -> None:
    """Copies 0..copies-1, each written only if it is not complete yet."""
    sources = sorted((BENCH / "corpus").glob("*.txt"))
    if all((copy_dir(corpus_dir, k) / ".names.json").exists() for k in range(copies)):
        return
    texts = {p.name: p.read_text("utf-8") for p in sources}
    old = names_to_rename()
    maker = NameMaker(old, list(texts.values()))
    for k in range(copies):
        target = copy_dir(corpus_dir, k)
        done = target / ".names.json"
        if done.exists():
            maker.used |= set(json.loads(done.read_text("utf-8")).values())
            continue
        started = time.perf_counter()
        shutil.rmtree(target, ignore_errors=True)
        target.mkdir(parents=True)
        mapping = renamed_copy(texts, old, maker, random.Random(f"{seed}:{k}")) if k else {}
        names = automaton_of(mapping) if mapping else None
        for name, text in texts.items():
            copied = rename(text, names)[0] if names else text
            assert k == 0 or copied != text, f"copy {k} of {name} renames nobody"
            (target / copy_name(name, k)).write_text(copied, encoding="utf-8")
        done.write_text(json.dumps(mapping, ensure_ascii=False, indent=0), encoding="utf-8")
        print(f"  corpus copy {k}: {len(mapping)} names renamed, {time.perf_counter() - started:.1f} s", flush=True)


def ingest_here(root: Path, workers: int, paths: list[Path]) -> None:
    """Run in a child process: ingest into a fresh project and print the figures as JSON."""
    from shiguan.ingest import ingest
    from shiguan.project import Project

    project = Project.init(root)
    memory = {}  # the writer's: resident when reading starts, peak through the reading

    def read_one(path: Path, size: int, chars: int) -> None:
        memory["reading"] = own_status_mib("VmHWM")

    started = time.perf_counter()
    report = ingest(project, paths, workers=workers, on_file=read_one,
                    on_start=lambda total: memory.setdefault("start", own_status_mib("VmRSS")))
    seconds = time.perf_counter() - started
    counts = project.store.counts()
    project.close()
    print(json.dumps({"seconds": seconds, "chars": report.chars, "failed": len(report.failed),
                      "documents": counts["documents"], "people": counts["people"], "facts": counts["triples"],
                      "writer_mib": own_status_mib("VmHWM"), "writer_start_mib": memory.get("start"),
                      "writer_reading_mib": memory.get("reading"),
                      "worker_mib": peak_rss_mib(children=True) if workers > 1 else None}))


def own_status_mib(field: str = "VmHWM") -> float:
    """This process's resident memory from /proc (VmHWM: its peak since it started; the rusage
    figure is the parent's too, when the parent was larger at the fork)."""
    status = Path("/proc/self/status")
    if not status.exists():
        return peak_rss_mib()
    line = next(ln for ln in status.read_text().splitlines() if ln.startswith(f"{field}:"))
    return int(line.split()[1]) / 1024


def measure_ingest(root: Path, workers: int, paths: list[Path]) -> dict:
    """The child's figures, with the machine's load when it started: on a machine shared with
    other work, two reading processes cannot be faster than one."""
    shutil.rmtree(root, ignore_errors=True)
    load = os.getloadavg()[0]
    done = subprocess.run([sys.executable, __file__, "--ingest-into", str(root), "--workers", str(workers),
                           *map(str, paths)], capture_output=True, text=True, check=False)
    if done.returncode:
        raise SystemExit(f"ingest into {root} failed:\n{done.stderr}")
    figures = json.loads(done.stdout.strip().splitlines()[-1])
    figures["chars_per_s"] = figures["chars"] / figures["seconds"]
    figures["load"] = load
    db = root / "shiguan.db"
    figures["db_mib"] = sum(f.stat().st_size for f in root.glob("shiguan.db*")) / 2**20 if db.exists() else 0.0
    return figures


def measure_lookups(root: Path, seed: int) -> dict:
    """p50/p99 of `person` lookups of random entry names, and retrieval on copy 0's gold people."""
    from shiguan.project import Project
    from shiguan.retrieve.person import lookup

    project = Project.open(root)
    try:
        names = sorted(r[0] for r in project.store.db.execute("SELECT DISTINCT name FROM entries"))
        sample = random.Random(seed).sample(names, min(LOOKUPS, len(names)))
        lookup(project, sample[0])  # the first lookup warms SQLite's page cache: not what is measured
        times = []
        for name in sample:
            started = time.perf_counter()
            lookup(project, name)
            times.append(time.perf_counter() - started)
        times.sort()
        f1s = []
        for g in gold_persons():
            r = lookup(project, g.person)
            p, rc = score(g, r.chunks, r.attached)
            f1s.append(2 * p * rc / (p + rc) if p + rc else 0.0)
    finally:
        project.close()
    return {"lookups": len(times), "p50_ms": times[len(times) // 2] * 1000,
            "p99_ms": times[min(len(times) - 1, int(len(times) * 0.99))] * 1000, "f1": statistics.mean(f1s)}


def table(results: dict) -> str:
    workers = sorted({int(w) for r in results.values() for w in r["ingest"]})
    head = (["size", "characters", "documents"] + [f"ingest s ({w}w)" for w in workers]
            + [f"chars/s ({w}w)" for w in workers]
            + ["writer MiB: start / reading / peak (most processes)", "worker MiB", "db MiB",
               "lookup p50 ms", "lookup p99 ms", "retrieval F1"]
            + [f"load at start ({w}w)" for w in workers])
    rows = []
    for size in sorted(results, key=int):
        r = results[size]
        runs = [r["ingest"].get(str(w)) for w in workers]
        any_run = next(x for x in runs if x)
        worker_mib = max((x["worker_mib"] or 0 for x in runs if x), default=0)
        rows.append([f"{size}x", f"{any_run['chars']:,}", f"{any_run['documents']:,}"]
                    + [f"{x['seconds']:.0f}" if x else "" for x in runs]
                    + [f"{x['chars_per_s']:,.0f}" if x else "" for x in runs]
                    + [writer_memory(runs), f"{worker_mib:.0f}" if worker_mib else "",
                       f"{any_run['db_mib']:.0f}"]
                    + ([f"{r['lookup']['p50_ms']:.1f}", f"{r['lookup']['p99_ms']:.1f}", f"{r['lookup']['f1']:.3f}"]
                       if "lookup" in r else ["", "", ""])
                    + [f"{x['load']:.1f}" if x and "load" in x else "" for x in runs])
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    return "\n".join(lines + ["| " + " | ".join(row) + " |" for row in rows])


def writer_memory(runs: list[dict | None]) -> str:
    """The writer's memory of the last run measured: at the start, its peak while reading (the
    rest of the peak is the mention pass after), and its peak."""
    run = [x for x in runs if x][-1]
    phases = [run.get("writer_start_mib"), run.get("writer_reading_mib"), run["writer_mib"]]
    return " / ".join(f"{m:.0f}" if m else "-" for m in phases)


def plot(results: dict, path: Path) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    sizes = sorted(results, key=int)
    chars = [next(iter(results[s]["ingest"].values()))["chars"] / 1e6 for s in sizes]
    fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
    for w in sorted({w for s in sizes for w in results[s]["ingest"]}, key=int):
        points = [(c, results[s]["ingest"][w]["seconds"] / 60) for s, c in zip(sizes, chars)
                  if w in results[s]["ingest"]]
        left.plot(*zip(*points), marker="o", label=f"{w} reading process{'es' if int(w) > 1 else ''}")
    left.set(xlabel="corpus (million characters)", ylabel="ingest (minutes)", title="Ingest time")
    left.legend()
    measured = [(c, results[s]["lookup"]) for s, c in zip(sizes, chars) if "lookup" in results[s]]
    for key, label in (("p50_ms", "p50"), ("p99_ms", "p99")):
        right.plot([c for c, _ in measured], [m[key] for _, m in measured], marker="o", label=label)
    right.axhline(50, color="grey", linestyle="--", linewidth=1, label="p99 target (50 ms)")
    right.set(xlabel="corpus (million characters)", ylabel="person lookup (ms)", title="Lookup latency")
    right.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=120)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="1,10,60", help="multiples of the bench corpus (default 1,10,60)")
    ap.add_argument("--workers", default="1,2", help="reading processes to measure (default 1,2)")
    ap.add_argument("--corpus-dir", type=Path, default=REPO / ".bench-scale" / "corpus")
    ap.add_argument("--work-dir", type=Path, default=REPO / ".bench-scale" / "runs")
    ap.add_argument("--seed", type=int, default=SEED)
    ap.add_argument("--docs", type=Path, default=REPO / "docs", help="where scale.md and scale.png go")
    ap.add_argument("--ingest-into", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("paths", nargs="*", type=Path, help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.ingest_into:
        return ingest_here(args.ingest_into, int(args.workers), args.paths)
    sizes = [int(s) for s in args.sizes.split(",")]
    workers = [int(w) for w in args.workers.split(",")]
    build_corpus(args.corpus_dir, max(sizes), args.seed)
    args.work_dir.mkdir(parents=True, exist_ok=True)
    saved = args.work_dir / "results.json"
    results = json.loads(saved.read_text("utf-8")) if saved.exists() else {}
    for size in sizes:
        entry = results.setdefault(str(size), {"ingest": {}})
        paths = [copy_dir(args.corpus_dir, k) for k in range(size)]
        root = args.work_dir / f"{size}x"
        for w in workers:
            if str(w) in entry["ingest"]:
                continue
            print(f"{size}x, {w} reading process{'es' if w > 1 else ''}: ingesting…", flush=True)
            entry["ingest"][str(w)] = measure_ingest(root, w, paths)
            entry.pop("lookup", None)  # measured on the project just built
            saved.write_text(json.dumps(results, indent=1), encoding="utf-8")
            print(f"  {entry['ingest'][str(w)]}", flush=True)
        if "lookup" not in entry:
            if not (root / "shiguan.db").exists():
                measure_ingest(root, workers[-1], paths)
            print(f"{size}x: lookups…", flush=True)
            entry["lookup"] = measure_lookups(root, args.seed)
            saved.write_text(json.dumps(results, indent=1), encoding="utf-8")
            print(f"  {entry['lookup']}", flush=True)
    shown = table(results)
    print(shown)
    args.docs.mkdir(parents=True, exist_ok=True)
    (args.docs / "scale.md").write_text(
        "# shiguan at scale\n\nMade by `python bench/scale.py` (bench/scale.py says how); the plot is "
        "scale.png. `Nw`: N reading processes. The load is the machine's one-minute load average when "
        "that ingest started: on two cores, one above about 1 means other work shared them.\n\n"
        + shown + "\n", encoding="utf-8")
    plot(results, args.docs / "scale.png")


if __name__ == "__main__":
    main()
