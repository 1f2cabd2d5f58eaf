"""Measurements behind the design of a rules-only 纪事本末 (issue 40): an experiment, not the
implementation. Over the gold's facts supported in the corpus, at the level of sentences:

    python bench/article_design_probe.py --project DIR [--topics 黄河,水师] [--seeds 黄河=河工,河道总督 …]
                                         [--budgets 3000,6000] [--attribution]

1. gathering: which share of the facts has a supporting sentence among the sentences gathered by
   the topic word alone; by the topic word and its "family" (two- and three-character terms
   sharing a character with it, associated with the biographies that use the topic word, place
   names read from the project's 籍贯 facts left out); by one round of sentence-level association
   (terms over-represented in the topic word's sentences, ConvergeWriter's expansion without a
   model); and by hand-picked seeds (an upper bound, not a method);
2. selection: of the family-gathered sentences, those that tell a deed (a family term and an
   event verb; not an appointment alone, not an enemy's fleet), ranked (a date, the terms held,
   a deed verb, shorter first), at most two a biography, each costing its clause group plus a
   name and a date, until each budget is spent: the share of facts then kept;
3. with --attribution, the clause attribution (kg/subjects.py, as ingest reads it) of every
   supporting sentence: its actor decided, inside a quotation (a memorial: the speaker's words),
   or undecided; and the seconds it takes a chapter.
Seconds are printed for each step: the rules-only article must take ≤ 10 s on the 190 chapters.
"""

from __future__ import annotations

import argparse
import bisect
import math
import re
import time
from collections import Counter, defaultdict
from dataclasses import dataclass
from pathlib import Path

from article_gold import GOLD, in_corpus, load_gold
from benchdata import BENCH, plain

from shiguan.project import Project, Rules

SENTENCE = re.compile(r"[^。！？\n]+[。！？]?")
CLAUSE = re.compile(r"[^，；：]+[，；：。！？]?")
YEAR = re.compile(r"^[^，]{0,6}?(?:元|[一二三四五六七八九十]+)年")
APPOINTED_ONLY = re.compile(r"^[^，]{0,6}(?:授|擢|迁|调|署|补|除|拜|改|晋|加)[^，。]{1,12}(?:。|$)")
ENEMY_SHIPS = re.compile(r"(?:贼|寇|逆|匪|叛)[^，。]{0,6}(?:水师|战船|舟|船)")
EVENT = set("决溢徙溃塞堵筑濬浚开造设建修合练剿攻破击")
DEEDS = ("决", "塞", "堵", "合龙", "竣", "设", "造", "疏", "奏", "请")
MAX_DF = 300  # a term in more sentences than this is too common to gather by
FAMILY, LIFT = 20, 10  # terms kept of each kind


@dataclass(frozen=True)
class Sent:
    doc: str
    start: int
    text: str
    entry: tuple[str, int] | None  # (document, entry start): whose biography it stands in


def grams(text: str, mask: str = "") -> set[str]:
    """The two- and three-character Han terms of a text (`mask` cut out first)."""
    runs = re.sub(r"[^\u4e00-\u9fff]", "|", text.replace(mask, "|") if mask else text).split("|")
    return {run[i:i + n] for run in runs for n in (2, 3) for i in range(len(run) - n + 1)}


class Corpus:
    """Every sentence of the project's documents, with the biography it stands in."""

    def __init__(self, project: Project):
        began = time.perf_counter()
        self.sents: list[Sent] = []
        for d in project.store.documents():
            text = project.store.document_text(d.id)
            entries = sorted(project.store.entries_of_document(d.id), key=lambda e: e.start)
            starts = [e.start for e in entries]
            for m in SENTENCE.finditer(text):
                if not m.group().strip():
                    continue
                i = bisect.bisect_right(starts, m.start()) - 1
                inside = i >= 0 and entries[i].start <= m.start() < entries[i].end
                self.sents.append(Sent(d.path, m.start(), m.group().strip(),
                                       (d.path, entries[i].start) if inside else None))
        self.split_seconds = time.perf_counter() - began
        began = time.perf_counter()
        self.df: Counter[str] = Counter()
        self.by_entry: dict[tuple[str, int], list[Sent]] = defaultdict(list)
        for s in self.sents:
            self.df.update(grams(s.text))
            if s.entry:
                self.by_entry[s.entry].append(s)
        self.entry_df: Counter[str] = Counter()
        for sents in self.by_entry.values():
            self.entry_df.update(set().union(*(grams(s.text) for s in sents)))
        self.count_seconds = time.perf_counter() - began
        self.places = {t.tail_text for t in project.store.all_triples() if t.relation == "籍贯"}
        self.persons = project.store.alias_forms(["name", "given", "字", "号", "heading"])

    def is_place(self, term: str) -> bool:
        return any(p == term or (len(p) <= 4 and (p.startswith(term) or p.endswith(term))) for p in self.places)

    def family(self, topic: str) -> list[str]:
        """Terms sharing a character with the topic, by their association with the biographies
        that use the topic word (count × log lift, over entries), places left out."""
        users = [e for e, sents in self.by_entry.items() if any(topic in s.text for s in sents)]
        held: Counter[str] = Counter()
        for e in users:
            held.update(set().union(*(grams(s.text) for s in self.by_entry[e])))
        scored = []
        for g, n in held.items():
            if topic in g or n < 3 or not set(g) & set(topic) or self.is_place(g):
                continue
            lift = (n / len(users)) / (self.entry_df[g] / len(self.by_entry))
            if lift > 1.5:
                scored.append((n * math.log(lift), g))
        return [g for _, g in sorted(scored, reverse=True)[:FAMILY]]

    def lifted(self, topic: str, among: list[Sent]) -> list[str]:
        """Terms over-represented in `among` (the topic word cut out), persons and places left out."""
        held: Counter[str] = Counter()
        for s in among:
            held.update(grams(s.text, topic))
        scored = []
        for g, n in held.items():
            if n < 4 or self.df[g] > MAX_DF or g in self.persons or self.is_place(g):
                continue
            lift = (n / len(among)) / (self.df[g] / len(self.sents))
            if lift > 2:
                scored.append((n * math.log(lift), g))
        return [g for _, g in sorted(scored, reverse=True)[:LIFT]]

    def holding(self, topic: str, terms: list[str]) -> list[Sent]:
        return [s for s in self.sents if topic in s.text or any(t in s.text for t in terms)]


def reached(facts: list[dict], chosen: list[Sent]) -> tuple[str, list[str]]:
    """`n/N (weighted w)` of the facts with a support among the chosen sentences, and those missed."""
    have = [plain(s.text) for s in chosen]
    got = []
    for f in facts:
        sup = [plain(s["sentence"]) for s in f["support"] if s.get("in_dev_corpus", True)]
        if any(a in h or h in a for a in sup for h in have):
            got.append(f)
    weight = sum(f["importance"] for f in got) / sum(f["importance"] for f in facts)
    return f"{len(got)}/{len(facts)} (weighted {weight:.2f})", [f["id"] for f in facts if f not in got]


def clause_group(text: str, terms: list[str]) -> str:
    """The clauses from the first holding a term to the first after it holding an event verb,
    with a leading date clause."""
    clauses = [m.group() for m in CLAUSE.finditer(text)]
    first = next((i for i, c in enumerate(clauses) if any(t in c for t in terms)), None)
    if first is None:
        return text
    last = next((j for j in range(first, len(clauses)) if any(ch in clauses[j] for ch in EVENT)), len(clauses) - 1)
    date = clauses[0] if first and YEAR.match(clauses[0]) else ""
    return date + "".join(clauses[first:last + 1])


def select(candidates: list[Sent], terms: list[str], budget: int, per_entry: int = 2) -> list[Sent]:
    """Deeds ranked and taken until the budget is spent (a name and a date added to each)."""
    deeds = [s for s in candidates if any(t in s.text for t in terms) and any(ch in s.text for ch in EVENT)
             and not APPOINTED_ONLY.match(s.text) and not ENEMY_SHIPS.search(s.text)]

    def rank(s: Sent) -> float:
        return (2 * bool(YEAR.match(s.text)) + len({t for t in terms if t in s.text})
                + 0.5 * sum(ch in s.text for ch in EVENT) + 1.5 * any(d in s.text for d in DEEDS) - len(s.text) / 40)

    taken: Counter = Counter()
    out, used = [], 0
    for s in sorted(deeds, key=rank, reverse=True):
        cost = len(clause_group(s.text, terms)) + 12
        if taken[s.entry] >= per_entry or used + cost > budget:
            continue
        taken[s.entry] += 1
        out.append(s)
        used += cost
    return out


def attribution(project: Project, facts: list[dict]) -> None:
    """Whose clause each supporting sentence is, by the clause attribution ingest runs."""
    from shiguan.lang.zh.read import read_chinese_entries
    from shiguan.models import NOBODY, UNDECIDED, UNKNOWN_WHO

    rules = Rules(project.root, project.config)
    read: dict[str, tuple[str, list]] = {}
    seconds = 0.0
    tally: Counter[str] = Counter()
    for f in facts:
        for s in f["support"]:
            if not s.get("in_dev_corpus", True):
                continue
            if s["file"] not in read:
                text = (BENCH / "corpus" / s["file"]).read_text("utf-8")
                began = time.perf_counter()
                read[s["file"]] = (text, read_chinese_entries(rules, text))
                seconds += time.perf_counter() - began
            text, entries = read[s["file"]]
            at = text.find(s["sentence"])
            entry = next((e for e in entries if e.segment.start <= at < e.segment.end), None)
            clauses = [c for c in (entry.clauses if entry else []) if c.start < at + len(s["sentence"]) and c.end > at]
            whos = [(c.subject.who, c.subject.name, c.subject.basis) for c in clauses]
            if any(b == UNDECIDED or w == UNKNOWN_WHO for w, _, b in whos):
                kind = "an undecided clause"
            elif whos and all(w == NOBODY for w, _, _ in whos):
                kind = "all inside a quotation"
            else:
                kind = "actor decided"
            tally[kind] += 1
            print(f"   {f['id']} {kind:24s} in {entry.heading.name if entry else '—'}'s biography: "
                  f"{' '.join(sorted({n for _, n, _ in whos if n}))} | {s['sentence'][:28]}")
    print(f"   supporting sentences: {dict(tally)}; {len(read)} chapters read in {seconds:.1f} s "
          f"({seconds / max(1, len(read)):.2f} s a chapter)")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--project", type=Path, required=True)
    ap.add_argument("--gold", type=Path, default=GOLD)
    ap.add_argument("--topics", default=None)
    ap.add_argument("--seeds", action="append", default=[], help="TOPIC=term,term,… (an upper bound)")
    ap.add_argument("--budgets", default="3000,6000")
    ap.add_argument("--attribution", action="store_true")
    args = ap.parse_args()
    golds = {g["topic"]: g for g in load_gold(args.gold)}
    project = Project.open(args.project)
    corpus = Corpus(project)
    print(f"{len(corpus.sents)} sentences split in {corpus.split_seconds:.1f} s; term counts in "
          f"{corpus.count_seconds:.1f} s")
    seeds = dict(s.split("=", 1) for s in args.seeds)
    for topic in (args.topics or ",".join(golds)).split(","):
        facts = [f for f in golds[topic]["facts"] if in_corpus(f)]
        began = time.perf_counter()
        own = corpus.holding(topic, [])
        family = corpus.family(topic)
        lifted = corpus.lifted(topic, own)
        gathered = corpus.holding(topic, family)
        print(f"\n{topic}: {len(facts)} facts supported in the corpus; terms found in "
              f"{time.perf_counter() - began:.1f} s\n  family: {' '.join(family)}\n  lifted: {' '.join(lifted)}")
        rows = [("topic word", own), ("topic word + family", gathered),
                ("topic word + lifted (one round)", corpus.holding(topic, lifted))]
        if topic in seeds:
            rows.append((f"hand seeds {seeds[topic]}", corpus.holding(topic, seeds[topic].split(","))))
        for label, chosen in rows:
            share, missed = reached(facts, chosen)
            print(f"  {label}: {len(chosen)} sentences, {sum(len(s.text) for s in chosen)} characters; "
                  f"facts with a support among them {share}; missed {' '.join(missed)}")
        for budget in (int(b) for b in args.budgets.split(",")):
            chosen = select(gathered, family + [topic], budget)
            share, missed = reached(facts, chosen)
            print(f"  selected for {budget} characters: {len(chosen)} clause groups; {share}; "
                  f"missed {' '.join(missed)}")
        if args.attribution:
            attribution(project, facts)


if __name__ == "__main__":
    main()
