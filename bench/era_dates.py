"""Era conversion against an independent public reign table (bench/reign_reference.csv).

Draws dates at random (seeded): one year of every era the reference lists, then more at random,
and converts each twice with `shiguan.era.convert`: as written alone (永乐十一年) and with the
reference's dynasty before it (明永乐十一年), where its section names one.  A date is right when
the conversion gives exactly the reference's year; "alone, among candidates" also counts an
undecided list that holds it.  Disagreements are printed for reading: the reference has errors
of its own, and the note of each run says which side is right.

    python bench/era_dates.py [--dates 600] [--seed 13] [--show 40]
"""

from __future__ import annotations

import argparse
import csv
import random
from dataclasses import dataclass
from pathlib import Path

from shiguan.era import convert, year_in_words

REFERENCE = Path(__file__).resolve().parent / "reign_reference.csv"
# The reference's sections, as a dynasty written before an era; sections that hold several
# regimes (三国, 五代十国) are not written.
PREFIX = {"汉": "汉", "魏": "曹魏", "蜀汉": "蜀汉", "吴": "孙吴", "西晋": "晋", "南朝": "南朝", "北朝": "北朝",
          "北魏": "北魏", "东魏": "东魏", "北齐": "北齐", "西魏": "西魏", "隋朝": "隋", "唐朝": "唐", "北宋": "北宋",
          "南宋": "南宋", "辽": "辽", "金朝": "金", "元朝": "元", "明朝": "明", "清朝": "清"}


@dataclass(frozen=True)
class ReignRow:
    section: str
    era: str
    first_year: int  # astronomical: 1 BCE is 0
    years: int


@dataclass(frozen=True)
class Outcome:
    query: str
    expected: int
    got: list[int] | str  # the years, or the error


def read_reference(path: Path = REFERENCE) -> list[ReignRow]:
    lines = [line for line in path.read_text(encoding="utf-8").splitlines() if not line.startswith("#")]
    rows = []
    for row in csv.DictReader(lines):
        written = int(row["first_year"])
        rows.append(ReignRow(row["section"], row["era"], written + 1 if written < 0 else written, int(row["years"])))
    return rows


def draw(rows: list[ReignRow], count: int, seed: int) -> list[tuple[ReignRow, int]]:
    """One year of every era whose name is written plainly (not 永熹/嘉), then more at random."""
    plain = [row for row in rows if row.era.isalnum()]
    rng = random.Random(seed)
    chosen = plain + [rng.choice(plain) for _ in range(max(0, count - len(plain)))]
    return [(row, rng.randint(1, row.years)) for row in chosen]


def outcome(query: str, expected: int) -> Outcome:
    try:
        return Outcome(query, expected, convert(query).years())
    except ValueError as exc:
        return Outcome(query, expected, str(exc))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dates", type=int, default=600)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--show", type=int, default=40, help="disagreements to print")
    args = parser.parse_args()
    drawn = draw(read_reference(), args.dates, args.seed)
    alone, prefixed = [], []
    for row, n in drawn:
        written = f"{row.era}{year_in_words(n)}年"
        expected = row.first_year + n - 1
        alone.append(outcome(written, expected))
        if row.section in PREFIX:
            prefixed.append(outcome(PREFIX[row.section] + written, expected))
    exact = [o for o in alone if o.got == [o.expected]]
    among = [o for o in alone if isinstance(o.got, list) and o.expected in o.got]
    right = [o for o in prefixed if o.got == [o.expected]]
    eras = len({(row.section, row.era, row.first_year) for row, _ in drawn})
    print(f"{len(drawn)} dates from {eras} eras of the reference (seed {args.seed})")
    print(f"  alone, one year and right:    {len(exact)}/{len(alone)} = {len(exact) / len(alone):.3f}")
    print(f"  alone, among candidates:      {len(among)}/{len(alone)} = {len(among) / len(alone):.3f}")
    print(f"  with its dynasty, right:      {len(right)}/{len(prefixed)} = {len(right) / len(prefixed):.3f}")
    wrong = [o for o in prefixed if o not in right] + [o for o in alone if o not in among]
    seen = set()
    for o in wrong:
        if o.query not in seen and len(seen) < args.show:
            seen.add(o.query)
            print(f"  {o.query}: reference {o.expected}, shiguan {o.got}")


if __name__ == "__main__":
    main()
