"""`ask` and `bio` by rules on short hand-written texts of shapes the bench narratives lack (bench/probes/).

    python bench/english_probes.py --project DIR [--set dev|held|all] [--show]

Each text is ingested into a project of its own under DIR (when new), and its questions of
bench/probes/questions.toml are asked. Rules may be developed on the "dev" texts; the "held" ones
are the check that a rule was written on the shape of the language, not on those texts. Scoring is
bench/english_questions.py's: right when the answer's first clause holds a gold word; a wrong
answer is the error that matters, a refusal only costs an answer. The texts of bench/probes/bios.toml
also get their subject's rules biography: its key facts found, and the words of another person's
facts it holds (each a fact given to the wrong man).
"""

from __future__ import annotations

import argparse
import tomllib
from collections import Counter
from pathlib import Path

from benchdata import REPO, holds
from english_questions import ask_all

from shiguan import api
from shiguan.project import Project

PROBES = REPO / "bench" / "probes"


def project_for(root: Path, text: str) -> Project:
    """The project holding one probe text, ingested when new."""
    if (root / text).exists():
        return Project.open(root / text)
    project = Project.init(root / text)
    api.ingest(project, [PROBES / text])
    return project


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--project", type=Path, required=True, help="a directory for the projects")
    parser.add_argument("--set", choices=("dev", "held", "all"), default="dev",
                        help="which texts to ask (default: dev)")
    parser.add_argument("--show", action="store_true", help="print the questions not answered right")
    args = parser.parse_args()
    questions = [q for q in tomllib.loads((PROBES / "questions.toml").read_text("utf-8"))["question"]
                 if args.set in ("all", q["set"])]
    print("| text | set | answerable right | answerable wrong | answerable refused "
          "| unanswerable refused | unanswerable answered |")
    print("|---|---|---|---|---|---|---|")
    total: Counter[str] = Counter()
    for text in dict.fromkeys(q["text"] for q in questions):
        asked = [q for q in questions if q["text"] == text]
        project = project_for(args.project, text)
        counts = ask_all(project, asked, args.show, text)
        project.close()
        answerable = sum(1 for q in asked if "answer" in q)
        counts["answerable"], counts["unanswerable"] = answerable, len(asked) - answerable
        total.update(counts)
        print(f"| {text} | {asked[0]['set']} | {counts['right']}/{answerable} | {counts['wrong']} "
              f"| {counts['missed']} | {counts['refused']}/{len(asked) - answerable} | {counts['answered']} |")
    print(f"| all | {args.set} | {total['right']}/{total['answerable']} | {total['wrong']} | {total['missed']} "
          f"| {total['refused']}/{total['unanswerable']} | {total['answered']} |")
    bios = [b for b in tomllib.loads((PROBES / "bios.toml").read_text("utf-8"))["bio"] if args.set in ("all", b["set"])]
    print("\n| text | set | key facts in the biography | another person's words in it |\n|---|---|---|---|")
    found = wrong = keys = 0
    for b in bios:
        project = project_for(args.project, b["text"])
        bio, _ = api.biography(project, api.one_person(project, api.find_person(project, b["person"])), None,
                               api.BiographyOptions(max_chars=None))
        project.close()
        body = bio.markdown().split("\n## ")[0]
        hits = [k for k in b["keys"] if all(holds(body, w) for w in k)]
        wrongly = [w for w in b["never"] if holds(body, w)]
        found, wrong, keys = found + len(hits), wrong + len(wrongly), keys + len(b["keys"])
        print(f"| {b['text']} | {b['set']} | {len(hits)}/{len(b['keys'])} | {', '.join(wrongly) or 0} |")
        if args.show:
            print(f"\n{body}\n  missed: {[k for k in b['keys'] if k not in hits]}\n")
    print(f"| all | {args.set} | {found}/{keys} | {wrong} |")


if __name__ == "__main__":
    main()
