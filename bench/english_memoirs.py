"""An English memoir set of issue 43, by rules, against the gold written before any run.

    python bench/english_memoirs.py --project DIR [--set memoirs|heldout] [--memoirs washington,stanton] [--show]

The set is a directory of bench/ holding texts and their gold (NAME.toml): `memoirs`, the six
development memoirs the rules are written on (the default), or `heldout`, three that nobody changing
the reader reads (bench/heldout/README.md). Memoirs whose gold is of the set "memoir-unread",
"memoir-fresh3" or "memoir-fresh4" run only when named (--memoirs): nobody writing rules reads the
first's output, so a default run with --show must not print it, and the others came after the
documented figures of the default eight, which keep their meaning. Each memoir is read into a
project of its own (DIR/NAME) and all of them, with the three narratives of the shared bench, into
one more (DIR/all); a project is ingested when it is new, and its speed and what ingest said of each
document are kept beside it (DIR/NAME.ingest.json), so a rerun measures the same projects again. Per
memoir and project it prints the figures of bench/english.py, whose measure it shares: `ask`
(answerable questions right, answers without a gold word in their first clause, answerable ones
refused, unanswerable ones refused, the share answered), key facts in the rules biography, the
gold's `never` words the biography says (each a fact of another person or one the text negates, to
be read), and `check` (true claims supported, false ones not), with the narrator: whether ingest
read the book as his (or as about him) under the gold's name. Then, for the project of all: whether
each biography is the one his own project gives, and, for every narrator whose full name another
document of the corpus also says, whether the name means one person there. --show prints the
biographies, every verdict and every miss.
"""

from __future__ import annotations

import argparse
import difflib
import json
import tomllib
from pathlib import Path

from benchdata import BENCH, REPO, flat, ingested
from english import Figures, gold_of, measure

from shiguan import api
from shiguan.project import Project

SETS = ("memoirs", "heldout")  # directories of bench/ with memoir texts and their gold
NAMED_ONLY = ("memoir-unread", "memoir-fresh3", "memoir-fresh4")  # the gold's `set` of memoirs measured only when named
NARRATIVES = ("douglass", "franklin", "keller")  # bench/narratives/NAME.toml, their texts under the shared bench


def memoir_gold(where: Path, name: str) -> dict:
    """The gold of memoir `name` of the set in `where`, with its text's path under "path"."""
    gold = tomllib.loads((where / f"{name}.toml").read_text("utf-8"))
    return gold | {"path": where / gold["file"]}


def default_names(where: Path) -> list[str]:
    """The memoirs a run measures when none are named: every memoir's gold in `where` (one with a
    narrator: adversarial.toml is claims) but the named-only ones."""
    golds = {p.stem: tomllib.loads(p.read_text("utf-8")) for p in where.glob("*.toml")}
    return sorted(name for name, gold in golds.items() if "narrator" in gold and gold.get("set") not in NAMED_ONLY)


def project_with(root: Path, paths: list[Path]) -> tuple[Project, dict]:
    """The project at `root` holding `paths`, and what its ingest reported (kept beside it)."""
    kept = root.with_name(root.name + ".ingest.json")
    project, report, seconds = ingested(root, paths)
    if report is not None:
        kept.write_text(json.dumps({"chars": report.chars, "seconds": seconds, "read_as": report.read_as},
                                   ensure_ascii=False, indent=1), "utf-8")
    return project, json.loads(kept.read_text("utf-8")) if kept.exists() else {}


def narrator_read(ingest: dict, gold: dict) -> str:
    """What ingest said of the memoir's "I" or subject: one of the gold's names (a full one), or
    what it said instead."""
    how = next((h for p, h in ingest.get("read_as", {}).items() if Path(p).name == gold["file"]), "")
    said = (how.split("; ", 1)[1] if "; " in how else how or "?").split(" (")[0]
    names = [gold["narrator"], *(a for a in gold.get("aliases", []) if " " in a)]
    return f"yes ({said})" if any(said.endswith(f" {n}") for n in names) else f"no ({said[:70]})"


def scored(project: Project, name: str, gold: dict, ingest: dict, show: bool) -> tuple[Figures | str, str]:
    """The memoir's figures in `project`, and the name they were measured under: the gold's, or,
    when that is no person there (what a user asking for him meets first), the name ingest gave
    the narrator, else the first of the gold's other names that is one person; or why none is."""
    how = next((h for p, h in ingest.get("read_as", {}).items() if Path(p).name == gold["file"]), "")
    given = how.split("; narrator ", 1)[1].split(" (")[0] if "; narrator " in how else ""
    failed = ""
    for who in dict.fromkeys([gold["narrator"], *([given] if given else []), *gold.get("aliases", [])]):
        try:
            return measure(project, name, None, show, set(), gold | {"narrator": who}, gold["path"]), who
        except api.NoSinglePerson as e:
            failed = failed or f"{e} ({len(e.result.candidates)} candidates)"
    return failed, ""


def _cells(figs: list[Figures]) -> list[str]:
    """The table's figures summed over `figs`."""
    def add(attr: str) -> int:
        return sum(getattr(f, attr) for f in figs)

    answerable = add("questions") - add("unanswerable")
    answered_answerable = add("answers") - (add("unanswerable") - add("unanswerable_refused"))
    return [f"{add('answered_right') - add('unanswerable_refused')}/{answerable}",
            str(add("answers") - add("answers_correct")), str(answerable - answered_answerable),
            f"{add('unanswerable_refused')}/{add('unanswerable')}", f"{add('answers') / add('questions'):.2f}",
            f"{sum(f.recalled['rules'] for f in figs)}/{add('facts')}",
            ", ".join(w for f in figs for w in f.never) if len(figs) == 1 and figs[0].never
            else str(sum(len(f.never) for f in figs)),
            f"{add('accepted')}/{add('true_claims')}", f"{add('rejected')}/{add('false_claims')}"]


def _row(name: str, where: str, fig: Figures | str, who: str, ingest: dict, gold: dict) -> str:
    speed = f"{ingest['chars'] / ingest['seconds']:,.0f}" if where == "own" and ingest.get("seconds") else "-"
    measured_as = "" if who in ("", gold["narrator"]) else f"; {gold['narrator']} is no person, measured as {who}"
    cells = [name, where, narrator_read(ingest, gold) + measured_as, speed]
    cells += [fig] + [""] * 8 if isinstance(fig, str) else _cells([fig])
    return "| " + " | ".join(cells) + " |"


def same_biography(own: Figures | str, together: Figures | str, show: bool) -> str:
    """Whether the project of all gives the memoir's narrator the biography his own project does."""
    if isinstance(own, str) or isinstance(together, str):
        return "not comparable (a narrator not found)"
    a, b = own.bodies["rules"].splitlines(), together.bodies["rules"].splitlines()
    if a == b:
        return "same"
    diff = [d for d in difflib.unified_diff(a, b, "own project", "project of all", n=0, lineterm="")
            if d[:1] in "+-" and d[:3] not in ("+++", "---")]
    if show:
        print("\n".join(diff))
    return (f"differs: {sum(d.startswith('-') for d in diff)} of {len(a)} lines only in its own project, "
            f"{sum(d.startswith('+') for d in diff)} of {len(b)} only in the project of all")


def one_person_across(project: Project, texts: dict[str, str], narrators: list[str]) -> list[str]:
    """For each narrator whose full name another document says: is the name one person here?"""
    lines = []
    for who in narrators:
        said_in = sorted(doc for doc, text in texts.items() if flat(who) in text)
        if len(said_in) < 2:
            continue
        found = api.find_person(project, who)
        if found.resolved is not None:
            verdict = f"one person (documents: {', '.join(found.resolved.documents)})"
        else:
            verdict = "; ".join(f"{c.name} [{', '.join(c.documents)}]" for c in found.candidates) or "nobody"
            verdict = f"{len(found.candidates)} candidates: {verdict}"
        lines.append(f"- {who}: named in {', '.join(said_in)} → {verdict}")
    return lines


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--project", type=Path, required=True, help="a directory for the projects")
    parser.add_argument("--set", choices=SETS, default="memoirs",
                        help="the set: bench/memoirs (development, default) or bench/heldout (never read)")
    parser.add_argument("--memoirs",
                        help="which memoirs of the set (default: every one, bench/SET/*.toml, but the unread)")
    parser.add_argument("--show", action="store_true", help="print the biographies, verdicts and misses")
    args = parser.parse_args()
    where = REPO / "bench" / args.set
    names = args.memoirs.split(",") if args.memoirs else default_names(where)
    missing = [n for n in names if not (where / f"{n}.toml").exists()]
    if missing:
        parser.error(f"no gold bench/{args.set}/NAME.toml for: {', '.join(missing)}")
    golds = {n: memoir_gold(where, n) for n in names}
    args.project.mkdir(parents=True, exist_ok=True)
    narrative_paths = [BENCH / "narratives" / gold_of(n)["file"] for n in NARRATIVES]
    together, ingest_all = project_with(args.project / "all", [golds[n]["path"] for n in names] + narrative_paths)
    print("| memoir | project | narrator read | ingest chars/s | ask right | ask wrong | answerable refused "
          "| unanswerable refused | answered | key facts | never said | true claims supported "
          "| false claims rejected |\n|" + "---|" * 13)
    own_figs: dict[str, Figures | str] = {}
    all_figs: dict[str, Figures | str] = {}
    for name in names:
        project, ingest = project_with(args.project / name, [golds[name]["path"]])
        own_figs[name], who = scored(project, name, golds[name], ingest, args.show)
        project.close()
        print(_row(name, "own", own_figs[name], who, ingest, golds[name]), flush=True)
        all_figs[name], who = scored(together, name, golds[name], ingest_all, args.show)
        print(_row(name, "all", all_figs[name], who, ingest_all, golds[name]), flush=True)
    for label, figs in (("own", own_figs), ("all", all_figs)):
        measured = [f for f in figs.values() if isinstance(f, Figures)]
        if measured:
            print("| " + " | ".join([f"{len(measured)} measured", label, "", ""] + _cells(measured)) + " |")
    if args.show:
        for label, figs in (("own project", own_figs), ("project of all", all_figs)):
            for name, fig in figs.items():
                if isinstance(fig, Figures):
                    print(f"\n### {name}, {label}\n" + "\n".join(f"  {v}" for v in fig.verdicts + fig.misses))
                    print("\n".join(f"  WRONG {w}" for w in fig.wrong))
    print("\nThe project of all, against each memoir's own project (rules biography):")
    for name in names:
        print(f"- {name}: {same_biography(own_figs[name], all_figs[name], args.show)}")
    texts = {p.name: flat(p.read_text("utf-8", errors="replace"))
             for p in [golds[n]["path"] for n in names] + narrative_paths}
    who = [golds[n]["narrator"] for n in names] + [gold_of(n)["narrator"] for n in NARRATIVES]
    print("\nNarrators whose full name another document says, in the project of all:")
    print("\n".join(one_person_across(together, texts, who)) or "- none")
    together.close()


if __name__ == "__main__":
    main()
