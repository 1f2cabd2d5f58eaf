"""`ask` by rules on the questions of bench/narratives/more_questions.toml, written after its rules.

    python bench/english_questions.py --project DIR [--show]

DIR/narratives holds the three narratives and DIR/wikipedia the three Wikipedia articles, each
ingested when its project is new. Per text: answerable questions answered right (the answer's
first clause holds one of the gold words), answered wrongly, and refused; unanswerable ones refused, and answered
(each such answer is wrong). A wrong answer is the error that matters: a refusal only costs an
answer. --show prints every question that was not answered right.
"""

from __future__ import annotations

import argparse
import tomllib
from collections import Counter
from pathlib import Path

from benchdata import BENCH, REPO, first_said

from shiguan import api
from shiguan.project import Project
from shiguan.write.types import Answer

QUESTIONS = REPO / "bench" / "narratives" / "more_questions.toml"
TEXTS = {
    "narratives": ("douglass.narrative.txt", "franklin.autobiography.txt", "keller.story_of_my_life.txt"),
    "wikipedia": ("douglass.wikipedia.txt", "franklin.wikipedia.txt", "keller.wikipedia.txt"),
}


def project_for(root: Path, text: str) -> Project:
    """The project holding the text's files, ingested when new."""
    if (root / text).exists():
        return Project.open(root / text)
    project = Project.init(root / text)
    api.ingest(project, [BENCH / "narratives" / name for name in TEXTS[text]])
    return project


def outcome(answer: Answer, gold: list[str] | None) -> str:
    if gold is None:
        return "answered" if answer.answered else "refused"
    if not answer.answered:
        return "missed"
    return "right" if any(g.casefold() in first_said(answer.answer).casefold() for g in gold) else "wrong"


def ask_all(project: Project, asked: list[dict], show: bool, label: str) -> Counter[str]:
    """Each question asked of the project, counted by its outcome; with `show`, the ones not
    answered right (and not refused as they should be) printed with their answers."""
    counts: Counter[str] = Counter()
    for q in asked:
        answer = api.ask(project, q["question"], None)
        result = outcome(answer, q.get("answer"))
        counts[result] += 1
        if show and result not in ("right", "refused"):
            print(f"  {label}: {result}: {q['question']} → {answer.answer[:160]!r}")
    return counts


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--project", type=Path, required=True, help="a directory for the two projects")
    parser.add_argument("--show", action="store_true", help="print the questions not answered right")
    args = parser.parse_args()
    questions = tomllib.loads(QUESTIONS.read_text("utf-8"))["question"]
    print("| text | answerable right | answerable wrong | answerable refused | unanswerable refused "
          "| unanswerable answered |")
    print("|---|---|---|---|---|---|")
    for text in TEXTS:
        asked = [q for q in questions if q["text"] == text]
        project = project_for(args.project, text)
        counts = ask_all(project, asked, args.show, text)
        project.close()
        answerable = sum(1 for q in asked if "answer" in q)
        print(f"| {text} | {counts['right']}/{answerable} | {counts['wrong']} | {counts['missed']} "
              f"| {counts['refused']}/{len(asked) - answerable} | {counts['answered']} |")


if __name__ == "__main__":
    main()
