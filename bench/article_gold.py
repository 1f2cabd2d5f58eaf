"""Articles scored against a gold of facts: what a topic's article should state, and how far the
article's retrieval could have taken it.

    python bench/article_gold.py run --project DIR [--model GGUF] [--plans rules,kg,clusters]
                                     [--topics 黄河,水师] [--words N] [--lang zh] [--gold FILE] [--out DIR]
                                     [--calls CALLS.jsonl [--by-line]]
    python bench/article_gold.py score REPORT.json ... [--gold FILE]
    python bench/article_gold.py ceiling --project DIR [--topics …] [--seeds 黄河=河工,河道总督 …]
                                         [--depths 8,20,50,0] [--gold FILE]

The gold (default ../shared/bench/articles/gold_dev.jsonl; the English one is
bench/narratives/articles_gold.toml) lists per topic the facts an article should state, each
with `must` strings (a fact is stated when the article's sentences hold every one of them, or
one of a "|" choice, compared in simplified form, English in lower case), its `importance` and
the source sentences that support it (`in_dev_corpus`: whether the supporting chapter is among
the corpus's), and distractors: sentences that share the topic's words but are not about it.

`run` writes each article with the CLI exactly as a user would (`shiguan article DIR TOPIC -o
OUT/TOPIC.PLAN.md`; plan `rules` without a model, the others with the GGUF model and
`--plan`), one at a time, and scores its JSON report; a run that exits non-zero is recorded with
its exit code and message (today `article` refuses without a model). Rows go to
OUT/results.json; a row already there for the same project is not run again, so a killed run
resumes (the rows of another project's run are dropped, not reported as this one's). `--calls FILE`
with --model writes the project's answered model calls to FILE afterwards (one JSON object a
line); without --model it replays them: they are put into the project's call log and the model
plans run through bench/recorded_cli.py, whose stand-in model answers only from that log, so a
recorded run is measured again with no model (a request not recorded fails with exit 3).
`--by-line` replays a recording on a plan that drifted since it was made: each wording request is
answered from the recorded lines of the same planned sentences, none for a sentence the recording
lacks (the rules' sentence stands), and a heading, introduction or conclusion request not
recorded gets an empty reply (the rules' frame); the row counts the lines answered from the
recording and those not (`by_line`). Its figures are the recorded model's lines checked by
today's code on today's plan, not a run of the model.

Per article: importance-weighted recall of the facts supported in the corpus (`recall_in`) and of
the rest (`recall_out`, which needs chapters the corpus lacks), the in-corpus recall counted only
where one sentence holds every `must` string (the gold's rule takes them anywhere in the article,
so two unrelated sentences can state a fact), the facts stated (and those of them
the gold tests by a single string, which an unrelated sentence naming the same office or person
also holds: read those by hand), distractors used (a distractor sentence's clause copied into a
sentence, or a sentence citing a reference that holds the distractor and resting on it: of that
reference's sentences, the distractor shares the most characters pairs, or words, with it),
sentences without a citation, length in characters of the sentences, seconds (wall clock of the
command) and model calls.

`ceiling` measures retrieval alone: of the facts supported in the corpus, how many have a
supporting sentence inside the snippets (and inside the chunks) that `article/sources.py` gathers
for the topic word at each depth (8 is the plans' first retrieval, [article] initial; 0 = every
chunk with a positive score), and with hand-picked seed terms added, each searched at the same
depth. `complete` counts a fact only when the gathered supports, with the name of the person
whose biography each stands in, hold every `must` string.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sqlite3
import subprocess
import sys
import time
import tomllib
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from benchdata import BENCH, REPO, holds, plain
from recorded_cli import BY_LINE, COUNTS, SUFFIX

from shiguan.corpus.normalize import to_simplified

GOLD = BENCH / "articles" / "gold_dev.jsonl"
SHIGUAN = Path(sys.executable).with_name("shiguan")
_HAN = re.compile(r"[\u3400-\u9fff]")
_CLAUSE = re.compile(r"[^，。；：！？,;:!?]+")
_SENTENCE = re.compile(r"[^。！？!?.]+(?:[。！？!?.]+|$)")
_WORD = re.compile(r"[a-z][a-z'-]{3,}")
COPIED_CHARS = 6  # a distractor clause this long (Han characters; English: words) copied counts as used
COPIED_WORDS = 5


def load_gold(path: Path) -> list[dict]:
    """The gold's topics: one JSON object a line (.jsonl), or `[[topic]]` tables (.toml)."""
    text = path.read_text("utf-8")
    if path.suffix == ".toml":
        return tomllib.loads(text)["topic"]
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def _plain(text: str) -> str:
    return plain(to_simplified(text))


def stated(text: str, must: Iterable[str]) -> bool:
    """Whether the text holds every `must` string (or one of a "|" choice), in simplified form."""
    simple = to_simplified(text)
    return all(holds(simple, to_simplified(m)) for m in must)


def in_corpus(fact: dict) -> bool:
    return any(s.get("in_dev_corpus", True) for s in fact["support"])


def _units(text: str) -> set[str]:
    """What two sentences are compared by: Han character pairs, or English words of 4+ letters."""
    han = "".join(_HAN.findall(text))
    if han:
        return {han[i:i + 2] for i in range(len(han) - 1)}
    return set(_WORD.findall(text.lower()))


def _copied(distractor: str, text: str) -> bool:
    """Whether a long enough clause of the distractor stands in the text."""
    said = _plain(text)
    for clause in _CLAUSE.findall(distractor):
        han = len(_HAN.findall(clause))
        words = len(clause.split())
        if (han >= COPIED_CHARS or (not han and words >= COPIED_WORDS)) and _plain(clause) in said:
            return True
    return False


def _rests_on(sentence: str, reference: str, distractor: str) -> bool:
    """Whether the reference holds the distractor and, of the reference's sentences, the
    distractor is the one the sentence shares most with (at least three pairs or words)."""
    plain_ref, plain_d = _plain(reference), _plain(distractor)
    if plain_d not in plain_ref:
        return False
    mine = _units(sentence)
    shared = len(mine & _units(distractor))
    others = [len(mine & _units(s)) for s in _SENTENCE.findall(reference) if _plain(s) not in plain_d]
    return shared >= 3 and shared >= max(others, default=0)


@dataclass
class Scores:
    recall_in: float | None
    recall_out: float | None
    facts_in: str  # stated / facts supported in the corpus
    facts_out: str
    stated: list[str]
    recall_in_one_sentence: float | None  # only where one sentence holds every must string
    by_one_string: list[str]  # stated facts whose gold gives one must string: read them by hand
    distractors_used: list[str]
    sentences: int
    uncited: int
    chars: int


def _recall(facts: list[dict], texts: list[str]) -> tuple[float | None, list[str]]:
    """Weighted recall of `facts`, a fact stated when one of `texts` holds every must string."""
    if not facts:
        return None, []
    said = [f for f in facts if any(stated(t, f["must"]) for t in texts)]
    return round(sum(f["importance"] for f in said) / sum(f["importance"] for f in facts), 3), [f["id"] for f in said]


def score(report: dict, gold: dict) -> Scores:
    """A report's scores against one topic's gold; only its sentences count (never the
    references), so a fact is stated by what the article says."""
    sentences = [s for sec in report["sections"] for s in sec["sentences"]]
    text = "\n".join(s["text"] for s in sentences)
    references = {r["ref"]: r["text"] for r in report.get("references", [])}
    inside = [f for f in gold["facts"] if in_corpus(f)]
    outside = [f for f in gold["facts"] if not in_corpus(f)]
    recall_in, said_in = _recall(inside, [text])
    recall_out, said_out = _recall(outside, [text])
    # the gold's rule takes the strings anywhere in the article, so two unrelated sentences (one
    # naming the man, one the place) state a fact; held in one sentence they cannot
    one_sentence, _ = _recall(inside, [s["text"] for s in sentences])
    used = []
    for d in gold["distractors"]:
        cited = any(_rests_on(s["text"], references.get(r, ""), d["sentence"]) for s in sentences for r in s["refs"])
        if cited or any(_copied(d["sentence"], s["text"]) for s in sentences):
            used.append(d["sentence"])
    single = [f["id"] for f in gold["facts"] if len(f["must"]) == 1 and f["id"] in said_in + said_out]
    return Scores(recall_in, recall_out, f"{len(said_in)}/{len(inside)}", f"{len(said_out)}/{len(outside)}",
                  said_in + said_out, one_sentence, single, used, len(sentences),
                  sum(1 for s in sentences if not s["refs"]), sum(len(s["text"]) for s in sentences))


# -- run ------------------------------------------------------------------------------------------

CALL_FIELDS = ("key", "stage", "backend", "model", "request", "response")


def save_calls(project: Path, path: Path) -> int:
    """The project's answered model calls into `path`, one JSON object a line (the SQLite project
    the bench makes)."""
    db = sqlite3.connect(project / "shiguan.db")
    try:
        rows = db.execute(f"SELECT {', '.join(CALL_FIELDS)} FROM llm_calls WHERE ok=1 ORDER BY id").fetchall()
    finally:
        db.close()
    path.write_text("".join(json.dumps(dict(zip(CALL_FIELDS, r)), ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return len(rows)


def load_calls(project: Path, path: Path) -> str:
    """The recorded calls of `path` into the project's call log (those it lacks); the model path
    the recording's model stands for (bench/recorded_cli.py takes its stem as the model's name)."""
    rows = [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]
    db = sqlite3.connect(project / "shiguan.db")
    try:
        with db:
            have = {k for (k,) in db.execute("SELECT key FROM llm_calls WHERE ok=1")}
            db.executemany(f"INSERT INTO llm_calls ({', '.join(CALL_FIELDS)}, ok, created_at) "
                           f"VALUES ({', '.join('?' * len(CALL_FIELDS))}, 1, datetime('now'))",
                           [tuple(r[f] for f in CALL_FIELDS) for r in rows if r["key"] not in have])
    finally:
        db.close()
    return recorded_model(path)


def recorded_model(path: Path) -> str:
    """The model path a recording's model stands for (bench/recorded_cli.py takes its stem)."""
    models = {json.loads(line)["model"] for line in path.read_text("utf-8").splitlines() if line.strip()}
    if len(models) != 1:
        raise SystemExit(f"{path}: calls of {len(models)} models; expected one")
    return f"{models.pop()}.gguf"


def run_one(project: Path, topic: str, plan: str, model: str | None, words: int | None, lang: str,
            out: Path, replay: bool = False, by_line: Path | None = None) -> dict:
    """One article by the CLI, as a user runs it; the row of figures (or of the failure).
    `replay`: the model plans answered only from the call log (bench/recorded_cli.py), or with
    `by_line` from that recording line by line."""
    md = out / f"{topic}.{plan}.md"
    command = [str(SHIGUAN), "article", str(project), topic, "-o", str(md), "--lang", lang]
    env = dict(os.environ, SHIGUAN_LLM_BACKEND="none")
    if plan != "rules":
        if model is None:
            raise SystemExit(f"plan {plan} needs --model (or --calls FILE to replay)")
        if replay:
            command[0:1] = [sys.executable, str(REPO / "bench" / "recorded_cli.py")]
        command += ["--plan", plan]
        env.update(SHIGUAN_LLM_BACKEND="llama", SHIGUAN_MODEL_PATH=model)
        if by_line is not None:
            counts = out / f"{topic}.{plan}.by_line.json"
            counts.unlink(missing_ok=True)
            forget_calls(project, Path(model).stem)  # each run answers afresh, and is counted
            env.update({BY_LINE: str(by_line), COUNTS: str(counts)})
    if words is not None:
        command += ["--words", str(words)]
    began = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True)
    row = {"topic": topic, "plan": plan, "exit": done.returncode, "seconds": round(time.perf_counter() - began, 1),
           "command": " ".join(command)}
    said = [ln for ln in done.stderr.splitlines() if ln.strip()]
    row["message"] = said[-1] if said else ""
    if by_line is not None and plan != "rules":
        row["by_line"] = json.loads(counts.read_text("utf-8")) if counts.exists() else {}
    return row


def forget_calls(project: Path, model: str) -> None:
    """The project's logged calls of `model` dropped (a by-line replay's, named apart)."""
    db = sqlite3.connect(project / "shiguan.db")
    try:
        with db:
            db.execute("DELETE FROM llm_calls WHERE model = ?", (model,))
    finally:
        db.close()


def figures(report: dict, gold: dict) -> dict:
    cost = report.get("cost", {})
    worded = {k: cost[k] for k in ("worded_by_model", "worded_by_rules", "requests", "requests_by_stage",
                                    "calls_per_kept_sentence", "requests_per_sentence",
                                    "max_calls_per_sentence") if k in cost}
    return {**score(report, gold).__dict__, "model_calls": cost.get("model_calls", 0),
            "article_seconds": cost.get("seconds"), **worded}


def earlier_rows(results: Path, project: str) -> list[dict]:
    """The rows an earlier run on `project` left in `results`, to resume from; none of another
    project's (an OUT shared by two projects once reported the first one's articles for both)."""
    earlier = json.loads(results.read_text("utf-8")) if results.exists() else {}
    return earlier.get("articles", []) if earlier.get("project") == project else []


def run(args: argparse.Namespace, golds: dict[str, dict]) -> None:
    args.out.mkdir(parents=True, exist_ok=True)
    results = args.out / "results.json"
    project = str(args.project.resolve())
    rows = earlier_rows(results, project)
    if rows:
        print(f"{results}: kept {len(rows)} of this project's earlier rows (delete the file to run them again)")
    done = {(r["topic"], r["plan"]) for r in rows}
    replay = bool(args.calls) and args.model is None
    if args.by_line and not replay:
        raise SystemExit("--by-line replays --calls FILE, with no --model")
    by_line = args.calls if args.by_line else None
    if by_line is not None:
        model = recorded_model(args.calls).removesuffix(".gguf") + SUFFIX + ".gguf"
    else:
        model = load_calls(args.project, args.calls) if replay else args.model
    for topic in args.topics.split(","):
        for plan in args.plans.split(","):
            if (topic, plan) in done:
                continue
            print(f"{topic} {plan} …", flush=True)
            row = run_one(args.project, topic, plan, model, args.words, args.lang, args.out, replay, by_line)
            report = args.out / f"{topic}.{plan}.json"
            if row["exit"] == 0 and report.exists():
                row.update(figures(json.loads(report.read_text("utf-8")), golds[topic]))
            rows.append(row)
            print(json.dumps(row, ensure_ascii=False), flush=True)
            mode = "by line" if by_line else replay
            results.write_text(json.dumps({"project": project, "gold": str(args.gold), "model": model, "replayed": mode,
                                           "words": args.words, "articles": rows}, ensure_ascii=False, indent=2),
                               "utf-8")
    if args.calls and not replay:
        print(f"{save_calls(args.project, args.calls)} answered model calls written to {args.calls}")
    table(rows)


def table(rows: list[dict]) -> None:
    print("\n| topic | plan | exit | recall in corpus | in one sentence | recall outside | stated by one string "
          "| distractors | uncited | sentences | chars | seconds | model calls |\n"
          "|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if r.get("exit", 0):
            print(f"| {r['topic']} | {r['plan']} | {r['exit']} | — | — | — | — | — | — | — | — | {r['seconds']} | 0 |"
                  f" ({r['message']})")
            continue
        print(f"| {r['topic']} | {r['plan']} | 0 | {r['recall_in']} ({r['facts_in']}) "
              f"| {r.get('recall_in_one_sentence', '—')} | {r['recall_out']} "
              f"({r['facts_out']}) | {' '.join(r.get('by_one_string', [])) or '—'} | {len(r['distractors_used'])} "
              f"| {r['uncited']} | {r['sentences']} | {r['chars']} "
              f"| {r.get('seconds', r.get('article_seconds'))} | {r['model_calls']} |")
    for r in rows:
        if "by_line" in r:
            c = r["by_line"]
            print(f"{r['topic']} {r['plan']} by line: {c.get('lines_recorded', 0)} planned sentences answered "
                  f"from the recording, {c.get('lines_not_recorded', 0)} not; "
                  f"{c.get('exact_requests', 0)} requests recorded exactly, "
                  f"{c.get('empty_replies', 0)} frame requests answered empty; "
                  f"{r.get('worded_by_model', '?')} sentences worded by the model")


# -- ceiling --------------------------------------------------------------------------------------

def ceiling(args: argparse.Namespace, golds: dict[str, dict]) -> None:
    from shiguan.article.sources import CorpusSearch, SourcePool
    from shiguan.project import Project

    project = Project.open(args.project)
    began = time.perf_counter()
    search = CorpusSearch(project, project.config.article.snippet_chars)
    search.bm25  # noqa: B018 (the index is built here, to time it apart)
    print(f"index of {len(search.ids)} chunks built in {time.perf_counter() - began:.1f} s")
    seeds = dict(s.split("=", 1) for s in args.seeds)
    depths = [int(d) for d in args.depths.split(",")]
    entry_names = {e.id: e.name for d in project.store.documents() for e in project.store.entries_of_document(d.id)}
    for topic in args.topics.split(","):
        gold = golds[topic]
        facts = [f for f in gold["facts"] if in_corpus(f)]
        queries = [topic] + [q for q in seeds.get(topic, "").split(",") if q]
        print(f"\n{topic}: {len(facts)} facts supported in the corpus (weight "
              f"{sum(f['importance'] for f in facts)}); seeds {'、'.join(queries[1:]) or '(none)'}")
        print("| queries | depth | snippets | facts with a support in a snippet | in a chunk | complete |\n"
              "|---|---|---|---|---|---|")
        for which in ([queries[:1], queries] if len(queries) > 1 else [queries]):
            for depth in depths:
                t0 = time.perf_counter()
                pool = SourcePool(project, search)
                for q in which:
                    pool.retrieve(q, depth or len(search.ids))
                gathered = [(s.text, pool.chunk_text(s.chunk), s.chunk.entry_id) for s in pool.snippets]
                found = [_reach(f, gathered, entry_names) for f in facts]
                label = "topic" if len(which) == 1 else "topic + seeds"
                print(f"| {label} | {depth or 'all'} | {len(pool.snippets)} | {_share(facts, found, 0)} "
                      f"| {_share(facts, found, 1)} | {_share(facts, found, 2)} |  ({time.perf_counter() - t0:.1f} s)")
                if args.verbose:
                    print("   missed in snippets:", " ".join(f["id"] for f, r in zip(facts, found) if not r[0]))


def _reach(fact: dict, gathered: list[tuple[str, str, int | None]], names: dict[int, str]) -> tuple[bool, bool, bool]:
    """(a support inside a snippet, inside a chunk, the snippets' supports and their biographies'
    names holding every must string)."""
    supports = [_plain(s["sentence"]) for s in fact["support"] if s.get("in_dev_corpus", True)]
    in_snippet = [(sup, entry) for sup in supports for text, _, entry in gathered if sup in _plain(text)]
    in_chunk = any(sup in _plain(chunk) for sup in supports for _, chunk, _ in gathered)
    said = "".join(sup + (names.get(entry, "") if entry is not None else "") for sup, entry in in_snippet)
    return bool(in_snippet), in_chunk, bool(in_snippet) and stated(said, fact["must"])


def _share(facts: list[dict], found: list[tuple[bool, bool, bool]], i: int) -> str:
    got = [f for f, r in zip(facts, found) if r[i]]
    weight = sum(f["importance"] for f in got) / sum(f["importance"] for f in facts)
    return f"{len(got)}/{len(facts)} (weighted {weight:.2f})"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    for name in ("run", "score", "ceiling"):
        p = sub.add_parser(name)
        p.add_argument("--gold", type=Path, default=GOLD)
        if name != "score":
            p.add_argument("--project", type=Path, required=True)
            p.add_argument("--topics", default=None, help="comma-separated (default: every topic of the gold)")
    runner = sub.choices["run"]
    runner.add_argument("--model", help="the GGUF model for the model plans")
    runner.add_argument("--plans", default="rules,kg,clusters", help="rules (no model), kg, clusters, naive")
    runner.add_argument("--words", type=int, default=None, help="--words for `article` (default: its own)")
    runner.add_argument("--lang", default="zh")
    runner.add_argument("--out", type=Path, default=REPO / "out" / "article_gold")
    runner.add_argument("--calls", type=Path, help="with --model: write the model calls here; without: replay them")
    runner.add_argument("--by-line", action="store_true",
                        help="with --calls and no --model: answer each planned sentence from its recorded line")
    sub.choices["score"].add_argument("reports", type=Path, nargs="+")
    ceil = sub.choices["ceiling"]
    ceil.add_argument("--seeds", action="append", default=[], help="TOPIC=term,term,… (repeatable)")
    ceil.add_argument("--depths", default="8,20,50,0")
    ceil.add_argument("--verbose", action="store_true", help="list the facts missed")
    args = ap.parse_args()
    golds = {g["topic"]: g for g in load_gold(args.gold)}
    if getattr(args, "topics", None) is None and args.command != "score":
        args.topics = ",".join(golds)
    if args.command == "run":
        run(args, golds)
    elif args.command == "ceiling":
        ceiling(args, golds)
    else:
        rows = []
        for path in args.reports:
            report = json.loads(path.read_text("utf-8"))
            rows.append({"topic": report["topic"], "plan": report.get("plan", "?"), "exit": 0,
                         **figures(report, golds[report["topic"]])})
            print(json.dumps(rows[-1], ensure_ascii=False))
        table(rows)


if __name__ == "__main__":
    main()
