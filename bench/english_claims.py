"""`check` alone on the English books: the gold's true facts and false claims, or the adversarial
near-truths of bench/memoirs/adversarial.toml, through api.check, each book in a project of its own.

    python bench/english_claims.py --project DIR [--adversarial] [--totals] SET:NAME ...

SET:NAME is memoirs:grant, narratives:douglass, … (a gold .toml of bench/SET). A project under DIR
is made when missing and reused (bench/english_memoirs.py's projects serve). Every verdict is
printed, then the totals; `--totals` prints only the totals line, for books nobody may read.
"""

from __future__ import annotations

import argparse
import tomllib
from pathlib import Path

from benchdata import BENCH, REPO, ingested

from shiguan import api

ADVERSARIAL = REPO / "bench" / "memoirs" / "adversarial.toml"


def claims_of(name: str, gold: dict, adversarial: bool) -> list[tuple[str, str, str]]:
    """(true or false, id, claim) of one book: its adversarial claims, else its gold's."""
    if adversarial:
        book = tomllib.loads(ADVERSARIAL.read_text("utf-8"))[name]
        return [(side, c["id"], c["claim"]) for side in ("false", "true") for c in book[f"{side}_claim"]]
    return [("false", c.get("id", ""), c["claim"]) for c in gold["false_claim"]] + \
        [("true", f.get("id", ""), f["statement"]) for f in gold["fact"]]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--project", type=Path, required=True)
    parser.add_argument("--adversarial", action="store_true")
    parser.add_argument("--totals", action="store_true")
    parser.add_argument("books", nargs="+")
    args = parser.parse_args()
    tot = {"true": [0, 0], "false": [0, 0]}
    for book in args.books:
        kind, name = book.split(":")
        gold = tomllib.loads((REPO / "bench" / kind / f"{name}.toml").read_text("utf-8"))
        path = BENCH / "narratives" / gold["file"] if kind == "narratives" else REPO / "bench" / kind / gold["file"]
        project, _, _ = ingested(args.project / name, [path])
        found = None
        for who in dict.fromkeys([gold["narrator"], *gold.get("aliases", [])]):
            try:
                found = api.one_person(project, api.find_person(project, who))
                break
            except api.NoSinglePerson:
                continue
        for side, cid, claim in claims_of(name, gold, args.adversarial) if found is not None else ():
            verdict = api.check(project, found, claim, None).verdict
            tot[side][0] += (verdict == "supported") == (side == "true")
            tot[side][1] += 1
            if not args.totals:
                print(f"{name} | {side} | {verdict} | {cid} | {claim}")
        project.close()
    print(f"TOTAL true supported {tot['true'][0]}/{tot['true'][1]}, "
          f"false rejected {tot['false'][0]}/{tot['false'][1]}")


if __name__ == "__main__":
    main()
