"""Rules-only question answering against persons.jsonl: "X的字是什么？" and "X是哪里人？".

    python bench/ask_rules.py --project DIR [--limit N]   # DIR from ingest_speed.py --keep

For every person whose gold 字 (or 籍贯) is known, the question is asked by name alone, as a
user would. Correct: answered and the gold value stands in the answer. Exact: the answer gives
that value and no other (a shared name can make it list several people's). Refused: `ask` said
it cannot answer. Also asks about people the corpus does not have, which must all be refused.
"""

from __future__ import annotations

import argparse
import re
import time
from pathlib import Path

from benchdata import gold_persons

from shiguan.lang.zh.write.answer import answer_by_rules
from shiguan.project import Project

QUESTIONS = {"字": "{}的字是什么？", "籍贯": "{}是哪里人？"}
# 郑成功 is not in ABSENT: he has a 清史稿 biography
ABSENT = ["诸葛亮", "司马懿", "李白", "苏轼", "王安石", "岳飞", "文天祥", "海瑞", "戚继光", "韩愈"]


def values(answer: str) -> set[str]:
    """The values an answer gives: what follows 是 in each clause, citations removed."""
    found = set()
    for clause in re.sub(r"\[\d+\]", "", answer).rstrip("。").split("；"):
        m = re.search(r"(?:的字是|是)(.+?)(?:人)?$", clause)
        if m:
            found.add(m.group(1))
    return found


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--project", type=Path, required=True)
    ap.add_argument("--limit", type=int, default=None)
    args = ap.parse_args()
    project = Project.open(args.project)
    project.ensure_indexes()
    golds = gold_persons()[: args.limit]
    began = time.perf_counter()
    asked = 0
    for relation, template in QUESTIONS.items():
        n = correct = exact = refused = 0
        for g in golds:
            want = g.facts.get(relation)
            if not want:
                continue
            a = answer_by_rules(project, template.format(g.person))
            n += 1
            refused += not a.answered
            if a.answered and want in a.answer:
                correct += 1
                exact += values(a.answer) == {want}
        asked += n
        print(f"{relation}: {n} questions; correct {correct / n:.3f}, exact {exact / n:.3f}, refused {refused / n:.3f}")
    absent = [answer_by_rules(project, QUESTIONS["字"].format(name)) for name in ABSENT]
    asked += len(absent)
    print(f"people not in the corpus: {sum(not a.answered for a in absent)}/{len(absent)} refused")
    print(f"{(time.perf_counter() - began) * 1000 / asked:.1f} ms per question")


if __name__ == "__main__":
    main()
