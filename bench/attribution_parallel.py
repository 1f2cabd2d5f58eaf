"""Whose clause is it: the graph's attributions checked against the histories' translations.

    python bench/attribution_parallel.py [--books 宋史,梁书] [--unread 元史,旧唐书] \\
        [--projects DIR [--fresh]] [--workers 2] [--json OUT.json] [--training-pairs OUT.jsonl]

Each book's chapters (`text.txt`, as printed) are ingested into a project of its own, DIR/BOOK
(reused when it exists: files already stored are skipped; --fresh rebuilds it; without
--projects, a temporary directory that is removed afterwards). Then every clause the graph gives
a person is labelled from the line-aligned translation (parallel_labels.py):

- (a) every fact it stores, under the person it stores it (decided facts, and undecided ones
  apart), with its basis (opening, carried, name, kinsman …);
- (b) every clause of each entry subject's rules-only biography, at the span its citation gives.

The classical lines (`source.txt`) are located in the stored text in order (the share located is
reported); a clause in no located line is "untranslated" (宋史's translation covers 43 % of its
printed text). Reported per book:

- precision of "his" = his / (his + other) among labelled clauses; label rate = (his + other) /
  clauses with an aligned translation; the same with topics (a clause with no subject or a
  pronoun takes the man the translation was talking about: measured apart, not the headline);
- per basis: clauses and precision; "P(people)": the precision over the facts of person nodes that
  pass the junk test below (the rest are errors of segmentation, not of attribution);
- coverage: of the clauses of an entry (its located lines) that the translation says are the
  entry subject's, the share in which the graph decides one of his facts, over those holding any
  fact (his decided, his undecided, or another man's); also the share of all his clauses with a
  decided fact (clause coverage) and with a citation in his biography (biography coverage);
- junk entities: person nodes whose name the translation never uses for a person (never the
  subject of a clause, nor in a person's context: X字, X说, X的父亲, X去世, 任命X …), among nodes
  whose name the translated classical lines hold;
- biography length (median, quartiles, share under 20 characters); death coverage (entries whose
  translation tells his death, and whether his biography states one), and the same for his
  posthumous honours (谥, 追赠);
- issue 41 item 6: biography clauses kept without their main clause or their reversal;
- every clause a biography's facts span ("span cl"): a fact is labelled above by the clause its
  value starts in, but a deed carried on over several clauses is cited whole, so each clause its
  value covers is labelled for the biography's subject, read with the fact's relation as a fact
  is (his / other / unknown, and P(his) as above; "joined": the clauses after the first).
  In coverage, a clause none of whose facts starts there but that an earlier clause's fact
  carries on into counts as "spanned", not "no fact".
- the entries' own length (median characters, "entry med"): the ceiling of a biography's; an
  entry of 100 characters rarely gives a biography of 120.

The JSON holds every figure per book and pooled ("totals": read, unread; with facts and
biography clauses per basis and biography clauses per relation, so that an unread book's weak
relation shows without a clause of it), and for the books read:
every labelled clause, one row per entry (what of it is his, decided, cited), and samples to read
(wrong "his" clauses, nodes judged junk and not). Three readings of these labels by eye, and of
the junk test, are in bench/attribution_reading.tsv.

Books named by --unread are reported apart, by their aggregate figures only: no clause of theirs
is printed or written to the JSON or the training pairs. Books without `text.txt` (史记, 汉书,
后汉书, 晋书, 新五代史) give training pairs only. --training-pairs writes, for every classical
clause with a translation in the other books: the clause, its line, the translation, the clause
that renders it, and whom the translation names as its subject (a silver label for a
clause-subject model).

Exit status: 0 done; 1 some chapters could not be read (listed), or an ingest stopped (rerun the
command: it resumes); 2 usage (an unknown book, no corpus: set SHIGUAN_BENCH); 4 a damaged project
or a bug. Progress goes to stderr. Time, on 2 shared cores: ingesting the 14 books with text.txt
(9.3 M characters) takes about 2 minutes on 2 workers (skipping stored files: 5–8 s a book,
mostly starting the readers); reading the clauses, writing 9,300 rules-only biographies and
labelling them takes about 3.5 minutes (pure Python: locating lines, building each chapter's
names, aligning); the five books without text.txt add half a minute of training pairs.

    SHIGUAN_BENCH=../shared/bench python bench/attribution_parallel.py --projects DIR \
        --unread 元史,旧唐书,北齐书,陈书 --json before.json --training-pairs pairs.jsonl
"""

from __future__ import annotations

import argparse
import json
import shutil
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import asdict
from pathlib import Path

from attribution_book import BookRun, run_book, training_rows
from attribution_measures import lengths, pooled, pooled_groups, pooled_spanned, share
from benchdata import BENCH
from parallel_text import chapters

from shiguan import api
from shiguan.errors import DamagedProjectError, ShiguanError
from shiguan.exitcodes import ExitCode

PARALLEL = BENCH / "parallel"


def _books(value: str, root: Path) -> list[str]:
    names = [b for b in value.split(",") if b]
    missing = [b for b in names if not (root / b).is_dir()]
    if missing:
        raise SystemExit(f"no such book under {root}: {', '.join(missing)}")
    return names


def _all_books(root: Path) -> list[str]:
    return sorted(p.name for p in root.iterdir() if p.is_dir())


_COLUMNS = ("book", "ch", "located", "facts", "P(his)", "label", "P+topic", "P(people)", "bio cl", "P(his)",
            "cover", "junk", "bio med", "q1-q3", "<20", "death", "honours", "span cl", "his/other/unk", "P(span)",
            "entry med")


def _row(name: str, f: dict) -> str:
    facts, bio, lens, span = f["facts"], f["biography_clauses"], f["lengths"], f["biography_spanned"]
    cells = (name, f.get("chapters"), f.get("located_share"), facts["clauses"], facts["precision_his"],
             facts["label_rate"], facts["with_topic"]["precision_his"], f["facts_of_people"]["precision_his"],
             bio["clauses"], bio["precision_his"], f["coverage"]["coverage"], f["junk"]["rate"], lens.get("median"),
             f"{lens.get('q1')}-{lens.get('q3')}", lens.get("under_20"), f["deaths"]["coverage"],
             f["honours"]["coverage"], span["clauses"], f"{span['his']}/{span['other']}/{span['unknown']}",
             span["precision_his"], f["entry_lengths"].get("median"))
    return " | ".join("-" if c is None else str(c) for c in cells)


def _print_table(title: str, runs: list[BookRun], total: dict | None) -> None:
    print(f"\n{title}")
    print(" | ".join(_COLUMNS))
    for r in runs:
        if r.figures.get("ingested"):
            print(_row(r.book, r.figures))
        else:
            print(f"{r.book} | {r.figures['chapters']} | (no text.txt: training pairs only)")
    if total:
        print(_row("all", total))


def _total(runs: list[BookRun]) -> dict | None:
    """The figures of several books pooled: counts added, shares of the sums."""
    books = [r for r in runs if r.figures.get("ingested")]
    if not books:
        return None
    f = [r.figures for r in books]

    def summed(part: str, keys: tuple[str, ...]) -> dict:
        return {k: sum(x[part][k] for x in f) for k in keys}

    coverage = summed("coverage", ("his_clauses", "decided", "undecided", "anothers", "spanned", "no_fact",
                                     "in_biography"))
    junk = summed("junk", ("nodes", "testable", "junk", "entry_nodes_testable", "entry_nodes_junk"))
    told = {part: summed(part, ("entries_telling_it", "biography_states_it")) for part in ("deaths", "honours")}
    with_fact = coverage["decided"] + coverage["undecided"] + coverage["anothers"]
    return {
        "chapters": sum(x["chapters"] for x in f), "located_share": None,
        **{part: pooled([x[part] for x in f])
           for part in ("facts", "undecided_facts", "facts_of_people", "biography_clauses")},
        "biography_spanned": pooled_spanned([x["biography_spanned"] for x in f]),
        **{part: pooled_groups([x[part] for x in f])
           for part in ("facts_by_basis", "biography_clauses_by_basis", "biography_clauses_by_relation")},
        "coverage": {**coverage, "coverage": share(coverage["decided"], with_fact),
                     "clause_coverage": share(coverage["decided"], coverage["his_clauses"]),
                     "biography_coverage": share(coverage["in_biography"], coverage["his_clauses"])},
        "junk": {**junk, "rate": share(junk["junk"], junk["testable"]),
                 "entry_rate": share(junk["entry_nodes_junk"], junk["entry_nodes_testable"])},
        "lengths": lengths([n for r in books for n in r.bio_lengths]),
        "entry_lengths": lengths([n for r in books for n in r.entry_lengths]),
        **{part: {**c, "coverage": share(c["biography_states_it"], c["entries_telling_it"])}
           for part, c in told.items()},
        "item6": {k: sum(x["item6"][k] for x in f) for k in f[0]["item6"]},
    }


def _progress(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--root", type=Path, default=PARALLEL, help="the parallel corpus (default: the bench's)")
    ap.add_argument("--books", default="", help="comma-separated books (default: all)")
    ap.add_argument("--unread", default="", help="books reported by aggregate figures only")
    ap.add_argument("--projects", type=Path, help="keep one project per book here, and reuse it")
    ap.add_argument("--fresh", action="store_true", help="rebuild the projects under --projects")
    ap.add_argument("--workers", type=int, default=2, help="ingest reading processes (default 2)")
    ap.add_argument("--json", type=Path, help="write every figure and, for read books, every labelled clause")
    ap.add_argument("--training-pairs", type=Path, help="write silver clause-subject pairs (JSON lines)")
    args = ap.parse_args()
    if not args.root.is_dir():
        print(f"{args.root}: no parallel corpus there (set SHIGUAN_BENCH or --root)", file=sys.stderr)
        return ExitCode.USAGE
    try:
        books = _books(args.books, args.root) if args.books else _all_books(args.root)
        unread = set(_books(args.unread, args.root))
    except SystemExit as exc:
        print(exc, file=sys.stderr)
        return ExitCode.USAGE
    projects = args.projects or Path(tempfile.mkdtemp(prefix="attribution-"))
    started = time.perf_counter()
    runs: list[BookRun] = []
    pairs_out = args.training_pairs.open("w", encoding="utf-8") if args.training_pairs else None
    try:
        for book in books:
            _progress(f"{book}: reading")
            root = projects / book
            if args.fresh and root.exists():
                shutil.rmtree(root)
            book_chapters = chapters(args.root, book)
            project = None
            if any(c.has_text for c in book_chapters):  # a book without text.txt gives training pairs only
                project = api.open_project(root) if root.exists() else api.init_project(root)
            run = run_book(project, book, book_chapters, args.workers, _progress)
            runs.append(run)
            if pairs_out and book not in unread:
                for row in training_rows(run):
                    pairs_out.write(json.dumps(row, ensure_ascii=False) + "\n")
            if book in unread:
                run.drop_clauses()
            if project is not None:
                project.store.close()
    finally:
        if pairs_out:
            pairs_out.close()
        if not args.projects:
            shutil.rmtree(projects, ignore_errors=True)
    read = [r for r in runs if r.book not in unread]
    totals = {"read": _total(read), "unread": _total([r for r in runs if r.book in unread])}
    _print_table("Books read (development)", read, totals["read"])
    if unread:
        _print_table("Books not read (aggregate figures only)", [r for r in runs if r.book in unread], totals["unread"])
    print(f"\n{time.perf_counter() - started:.0f} s in all", file=sys.stderr)
    if args.json:
        args.json.write_text(json.dumps(_report(runs, unread, totals), ensure_ascii=False, indent=1), "utf-8")
    failed = [f"{r.book}: {p}" for r in runs for p in r.failed]
    for line in failed:
        print(f"not read: {line}", file=sys.stderr)
    return ExitCode.PARTIAL if failed else ExitCode.OK


def _report(runs: list[BookRun], unread: set[str], totals: dict) -> dict:
    def rows(run: BookRun) -> Iterator[dict]:
        for r in run.rows:
            yield asdict(r)

    return {
        "command": " ".join(sys.argv),
        "unread": sorted(unread),
        "books": {r.book: {"unread": r.book in unread, **r.figures} for r in runs},
        "totals": totals,
        "clauses": [row for r in runs if r.book not in unread for row in rows(r)],
        "examples": {r.book: r.examples for r in runs if r.book not in unread},
        "entries": {r.book: r.entries for r in runs if r.book not in unread},
        "spanned": [row for r in runs if r.book not in unread for row in r.spanned],
    }


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        sys.exit(ExitCode.PARTIAL)
    except DamagedProjectError as exc:
        print(exc, file=sys.stderr)
        sys.exit(ExitCode.BROKEN)
    except ShiguanError as exc:  # an ingest stopped (a reading process killed …): a rerun resumes
        print(f"{exc}\nrerun the same command to resume", file=sys.stderr)
        sys.exit(ExitCode.PARTIAL)
    except Exception:  # a bug: the traceback, and the status a script can tell from a partial run
        import traceback

        traceback.print_exc()
        sys.exit(ExitCode.BROKEN)
