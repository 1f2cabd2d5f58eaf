"""`ask` by rules on short hand-written texts of shapes the bench narratives lack (bench/probes/).

    python bench/english_probes.py --project DIR [--set dev|held|all] [--show]

Each text is ingested into a project of its own under DIR (when new), and its questions of
bench/probes/questions.toml are asked. Rules may be developed on the "dev" texts; the "held" ones
are the check that a rule was written on the shape of the language, not on those texts. Scoring is
bench/english_questions.py's: right when the answer's first clause holds a gold word; a wrong
answer is the error that matters, a refusal only costs an answer.
"""

from __future__ import annotations

import argparse
import tomllib
from collections import Counter
from pathlib import Path

from benchdata import REPO
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


if __name__ == "__main__":
    main()
