"""Build src/shiguan/data/eras.csv from sanmiao's era and dynasty tables.

shiguan ships a small derived table instead of depending on sanmiao at run
time (sanmiao pulls in pandas and lxml).  Usage:

    python scripts/build_era_table.py [SANMIAO_DATA_DIR]

Without an argument the data directory of an installed (or unpacked and
importable) sanmiao is used.  Get one with
``pip download --no-deps sanmiao==0.2.12`` and unzip the wheel.
"""

from __future__ import annotations

import argparse
import csv
import importlib.util
import sys
from pathlib import Path

import opencc

OUT_DIR = Path(__file__).resolve().parent.parent / "src" / "shiguan" / "data"
COLUMNS = [
    "era", "era_simplified", "dynasty", "dynasty_simplified",
    "start_year", "end_year", "max_year", "calendar",
]
# sanmiao's cal_stream: 1-3 Chinese courts, 4 Japan, 5-8 Korean kingdoms.
CALENDARS = {1: "china", 2: "china", 3: "china", 4: "japan",
             5: "korea", 6: "korea", 7: "korea", 8: "korea"}
# Rows of sanmiao 0.2.12 whose years contradict their own JDN span, keyed by era_id.
ERRATA = {
    "392": {"end_year": 707, "max_year": 3},    # 神龍 (705-707): 景龍 began in 707, not 711
    "629": {"end_year": 1323, "max_year": 3},   # 至治 (元): end year typed as 1223
    "759": {"end_year": 1129, "max_year": 1},   # 明受 (宋) lasted weeks, not 36 years
    # 嘉祐 as continued by 英宗: its jdn span is 1063, but start_year said 1054.
    "753": {"start_year": 1056, "end_year": 1063, "max_year": 8},
}

_T2S = opencc.OpenCC("t2s")
_JP2T = opencc.OpenCC("jp2t")


def default_data_dir() -> Path:
    """Locate sanmiao's data directory without importing sanmiao (and pandas)."""
    spec = importlib.util.find_spec("sanmiao")
    if spec is None or spec.origin is None:
        sys.exit("sanmiao not found: pass its data directory "
                 "(pip download --no-deps sanmiao==0.2.12, then unzip the wheel)")
    return Path(spec.origin).parent / "data"


def find_license(data_dir: Path) -> tuple[Path, str]:
    """Return sanmiao's LICENSE file and the version named by its dist-info."""
    for dist in sorted(data_dir.parent.parent.glob("sanmiao-*.dist-info")):
        for name in ("licenses/LICENSE", "LICENSE"):
            if (dist / name).is_file():
                return dist / name, dist.name.removeprefix("sanmiao-").removesuffix(".dist-info")
    sys.exit(f"no sanmiao-*.dist-info with a LICENSE next to {data_dir.parent}")


def simplify(name: str, calendar: str) -> str:
    """Simplified form; Japanese shinjitai (寛, 徳, 暦) go through traditional first."""
    return _T2S.convert(_JP2T.convert(name) if calendar == "japan" else name)


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def year(value: str) -> int:
    """sanmiao stores years as floats ("1644.0")."""
    return int(float(value))


def era_row(row: dict[str, str], dynasties: dict[str, dict[str, str]]) -> dict[str, object]:
    """One output row; the calendar must agree between the era and its dynasty."""
    dynasty = dynasties[row["dyn_id"]]
    stream = year(row["cal_stream"])
    if dynasty["cal_stream"] and year(dynasty["cal_stream"]) != stream:
        raise ValueError(f"era {row['era_id']}: cal_stream {stream} differs from its dynasty's")
    calendar = CALENDARS[stream]
    out: dict[str, object] = {
        "era": row["era_name"],
        "era_simplified": simplify(row["era_name"], calendar),
        "dynasty": dynasty["dyn_name"],
        "dynasty_simplified": _T2S.convert(dynasty["dyn_name"]),
        "start_year": year(row["era_start_year"]),
        "end_year": year(row["era_end_year"]),
        "max_year": year(row["max_year"]),
        "calendar": calendar,
    }
    out.update(ERRATA.get(row["era_id"], {}))
    return out


def build_rows(data_dir: Path) -> list[dict[str, object]]:
    """Named eras with a start year, with exact duplicates (rival rulers) merged."""
    dynasties = {d["dyn_id"]: d for d in read_csv(data_dir / "dynasty_table_dump.csv")}
    rows = {}
    for row in read_csv(data_dir / "era_table.csv"):
        if row["era_start_year"] and row["era_name"].strip():
            out = era_row(row, dynasties)
            rows[tuple(out.values())] = out
    return sorted(rows.values(), key=lambda r: (r["start_year"], r["dynasty"], r["era"]))


def write_eras(rows: list[dict[str, object]], path: Path) -> None:
    with path.open("w", encoding="utf-8", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=COLUMNS, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)


def write_license(license_file: Path, version: str, path: Path) -> None:
    text = license_file.read_text(encoding="utf-8").strip()
    path.write_text(
        f"eras.csv is derived from sanmiao {version}'s era and dynasty tables "
        "(data/era_table.csv, data/dynasty_table_dump.csv) by Daniel Patrick Morgan,\n"
        "with simplified names recomputed by OpenCC and a few erroneous rows corrected "
        "(see scripts/build_era_table.py).\nsanmiao is distributed under this licence:\n\n"
        f"{text}\n",
        encoding="utf-8",
    )


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("data_dir", nargs="?", type=Path, help="sanmiao's data directory")
    parser.add_argument("--out", type=Path, default=OUT_DIR, help="output directory")
    args = parser.parse_args(argv)
    data_dir = args.data_dir or default_data_dir()
    license_file, version = find_license(data_dir)
    rows = build_rows(data_dir)
    args.out.mkdir(parents=True, exist_ok=True)
    write_eras(rows, args.out / "eras.csv")
    write_license(license_file, version, args.out / "ERAS_LICENSE.txt")
    print(f"wrote {len(rows)} eras to {args.out / 'eras.csv'}")


if __name__ == "__main__":
    main()
