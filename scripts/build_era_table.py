"""Build src/shiguan/data/eras.csv from sanmiao's era, dynasty and lunar-month tables.

shiguan ships a small derived table instead of depending on sanmiao at run
time (sanmiao pulls in pandas and lxml).  Usage:

    python scripts/build_era_table.py [SANMIAO_DATA_DIR]

Without an argument the data directory of an installed (or unpacked and
importable) sanmiao is used.  Get one with
``pip download --no-deps sanmiao==0.2.12`` and unzip the wheel.

An era's 元年 is taken from its first day (era_start_jdn, placed in sanmiao's
lunar-month table), not from the year row, where that day opens a lunar year
after the year row's start: a reign that began in mid-year and counted its
first year from the next new year (逾年改元: 建文元年 is 1399, 永乐元年 1403).
The year row is kept as ``accession_year``.  Other first days are not trusted
over the year row: sanmiao records some eras by the day they were proclaimed
(麟德, proclaimed in the last month of 663, counted from 664) or by a later
ruler's first day.  Rows that continue one era under another ruler or after an
interruption (洪武 restored in 1402; 天福 kept by 后汉) count from the era's own
元年, and rows of one era and dynasty are merged.
"""

from __future__ import annotations

import argparse
import bisect
import csv
import importlib.util
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import opencc

OUT_DIR = Path(__file__).resolve().parent.parent / "src" / "shiguan" / "data"
COLUMNS = [
    "era", "era_simplified", "dynasty", "dynasty_simplified",
    "start_year", "end_year", "max_year", "calendar", "accession_year", "also",
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
# Eras sanmiao 0.2.12 lacks, by dyn_id.  绍武: 朱聿𨮁 at Guangzhou, proclaimed in the 11th month
# of 隆武二年 (December 1646), ended by the Qing capture of the city in January 1647.  後晉's own
# 天福 (936-944) and 開運 (944-947; 開運四年 is the month the 契丹 took 汴): sanmiao has them only
# as kept by other courts.  建武 of 晉惠帝 lasted from the 7th to the 11th month of 304.
SUPPLEMENT = [
    {"dyn_id": "128", "era": "紹武", "start_year": 1646, "end_year": 1647, "max_year": 1},
    {"dyn_id": "113", "era": "天福", "start_year": 936, "end_year": 944, "max_year": 9},
    {"dyn_id": "113", "era": "開運", "start_year": 944, "end_year": 947, "max_year": 4},
    {"dyn_id": "51", "era": "建武", "start_year": 304, "end_year": 304, "max_year": 1},
]
# Other names an era's dynasty goes by, for a query's prefix (西晋建兴, 北宋乾德, 五代后汉天福).
# A (first year, last year) range limits a name to the eras that began within it.
ALSO: dict[str, list[tuple[str, tuple[int, int] | None]]] = {
    "晉": [("西晉", (265, 316)), ("東晉", (317, 420))],
    "宋": [("北宋", (960, 1126)), ("南宋", (1127, 1279))],
    "三國魏": [("曹魏", None)], "三國蜀": [("蜀漢", None), ("蜀", None)],
    "三國吳": [("東吳", None), ("孫吳", None), ("吳", None)],
    "北漢": [("漢趙", None)], "前趙": [("漢趙", None)],
    "楚(馬)": [("馬楚", None)], "吳(楊)": [("楊吳", None)], "閩國": [("閩", None)],
    "周": [("武周", None), ("唐", None)], "更始": [("漢", None)], "劉宋": [("南朝宋", None)],
    "南齊": [("南朝齊", None)], "南梁": [("南朝梁", None)], "陳": [("南朝陳", None)],
}
# Periods that hold several regimes (五代后汉, 十六国后赵), with their years: dynasty names
# repeat (北漢 is both 汉赵, 304, and a kingdom of 951), so an era must begin within them.
PERIODS: dict[str, tuple[tuple[int, int], list[str]]] = {
    "五代": ((907, 960), ["後梁", "後唐", "後晉", "後漢", "後周"]),
    "十國": ((902, 979), ["吳", "吳(楊)", "南唐", "吳越", "楚(馬)", "閩", "閩國", "南漢", "前蜀", "後蜀",
                         "南平", "北漢"]),
    "十六國": ((304, 439), ["北漢", "前趙", "成漢", "後趙", "前涼", "前燕", "前秦", "後燕", "後秦", "西秦",
                           "後涼", "南涼", "北涼", "南燕", "西涼", "夏", "北燕", "西燕", "冉魏"]),
    "南朝": ((420, 589), ["劉宋", "南齊", "南梁", "陳"]),
    "北朝": ((386, 581), ["北魏", "東魏", "西魏", "北齊", "北周"]),
}

_T2S = opencc.OpenCC("t2s")
_JP2T = opencc.OpenCC("jp2t")


@dataclass(frozen=True)
class LunarYears:
    """Each calendar's months by their first day, to place a day in its lunar year."""

    days: dict[int, list[float]]  # cal_stream -> first days of months, ascending
    years: dict[int, list[int]]  # the lunar year of each of those months
    opens_year: dict[int, set[float]]  # the first day of each lunar year that opens with 正月

    def year_of(self, stream: int, jdn: float) -> int | None:
        days = self.days.get(stream, [])
        index = bisect.bisect_right(days, jdn) - 1
        if index < 0 or jdn > days[-1] + 30:
            return None
        return self.years[stream][index]


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
    """Simplified form; Japanese shinjitai (寛, 徳, 暦) go through traditional first.  乾 stays:
    in era names it is qián (乾德, 乾化), never the 干 OpenCC would make of it."""
    simplified = _T2S.convert(_JP2T.convert(name) if calendar == "japan" else name)
    return "".join("乾" if old == "乾" else new for old, new in zip(name, simplified, strict=True))


def read_csv(path: Path) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def year(value: str) -> int:
    """sanmiao stores years as floats ("1644.0")."""
    return int(float(value))


def read_lunar_years(data_dir: Path) -> LunarYears:
    """Years that open with another month (the tenth, before 104 BCE) open no era's 元年 here:
    their year numbering in sanmiao does not follow the civil year."""
    months: dict[int, list[tuple[float, int, bool]]] = defaultdict(list)
    for row in read_csv(data_dir / "lunar_table_dump.csv"):
        first_month = row["month"] == "1" and row["intercalary"] == "0"
        months[year(row["cal_stream"])].append((float(row["nmd_jdn"]), int(row["ind_year"]), first_month))
    days, years, opens = {}, {}, {}
    for stream, rows in months.items():
        rows.sort()
        days[stream] = [day for day, _, _ in rows]
        years[stream] = [lunar_year for _, lunar_year, _ in rows]
        opens[stream] = {day for i, (day, lunar_year, first_month) in enumerate(rows)
                         if first_month and i > 0 and rows[i - 1][1] != lunar_year}
    return LunarYears(days, years, opens)


def first_year(row: dict[str, str], lunar: LunarYears) -> int:
    """The era's 元年: the year after the year row's when its first day opens that next year."""
    start = year(row["era_start_year"])
    if not (row["era_start_jdn"] and row["era_end_jdn"] and row["cal_stream"]):
        return start
    stream, first_day = year(row["cal_stream"]), float(row["era_start_jdn"])
    if float(row["era_end_jdn"]) <= first_day:  # an era of no days of its own (泰昌)
        return start
    if first_day in lunar.opens_year.get(stream, ()) and lunar.year_of(stream, first_day) == start + 1:
        return start + 1
    return start


def also_names(dyn_id: str, start_year: int, dynasties: dict[str, dict[str, str]],
               tags: dict[str, set[str]]) -> list[str]:
    """Every other name of the era's dynasty, traditional and simplified: sanmiao's dynasty tags,
    the dynasty it is part of, the names in ALSO and the periods in PERIODS."""
    dynasty = dynasties[dyn_id]
    names = set(tags.get(dyn_id, ()))
    if dynasty["part_of"]:
        names.add(dynasties[str(year(dynasty["part_of"]))]["dyn_name"])
    for name, years in ALSO.get(dynasty["dyn_name"], ()):
        if years is None or years[0] <= start_year <= years[1]:
            names.add(name)
    names |= {period for period, ((first, last), members) in PERIODS.items()
              if dynasty["dyn_name"] in members and first <= start_year <= last}
    spellings = names | {_T2S.convert(name) for name in names}
    own = {dynasty["dyn_name"], _T2S.convert(dynasty["dyn_name"])}
    return sorted(spellings - own)


def last_year(row: dict[str, str], lunar: LunarYears) -> int:
    """The year row's last year, or the next when the era's last day falls in it (兴光, 454-455)."""
    listed = year(row["era_end_year"])
    if not (row["era_end_jdn"] and row["cal_stream"]):
        return listed
    by_day = lunar.year_of(year(row["cal_stream"]), float(row["era_end_jdn"]) - 1)
    return listed + 1 if by_day == listed + 1 else listed


def era_row(row: dict[str, str], dynasties: dict[str, dict[str, str]], tags: dict[str, set[str]],
            start_year: int, end_year: int) -> dict[str, object]:
    """One output row counted from ``start_year`` (the era's 元年) to ``end_year``; the calendar
    must agree between the era and its dynasty."""
    dynasty = dynasties[row["dyn_id"]]
    stream = year(row["cal_stream"])
    if dynasty["cal_stream"] and year(dynasty["cal_stream"]) != stream:
        raise ValueError(f"era {row['era_id']}: cal_stream {stream} differs from its dynasty's")
    calendar = CALENDARS[stream]
    listed = year(row["era_start_year"])
    out: dict[str, object] = {
        "era": row["era_name"],
        "era_simplified": simplify(row["era_name"], calendar),
        "dynasty": dynasty["dyn_name"],
        "dynasty_simplified": _T2S.convert(dynasty["dyn_name"]),
        "start_year": start_year,
        "end_year": end_year,
        "max_year": year(row["max_year"]) - (start_year - listed) + end_year - year(row["era_end_year"]),
        "calendar": calendar,
        "accession_year": listed if listed != start_year else "",
    }
    out.update(ERRATA.get(row["era_id"], {}))
    out["also"] = "|".join(also_names(row["dyn_id"], int(out["start_year"]), dynasties, tags))
    return out


def supplement_row(extra: dict[str, object], dynasties: dict[str, dict[str, str]],
                   tags: dict[str, set[str]]) -> dict[str, object]:
    dyn_id, start_year = str(extra["dyn_id"]), int(extra["start_year"])
    dynasty = dynasties[dyn_id]["dyn_name"]
    return {"era": extra["era"], "era_simplified": simplify(str(extra["era"]), "china"),
            "dynasty": dynasty, "dynasty_simplified": _T2S.convert(dynasty), "start_year": start_year,
            "end_year": extra["end_year"], "max_year": extra["max_year"], "calendar": "china",
            "accession_year": "", "also": "|".join(also_names(dyn_id, start_year, dynasties, tags))}


def build_rows(data_dir: Path) -> list[dict[str, object]]:
    """Named eras with a start year, continuations counted from their era's 元年, and the rows of
    one era and dynasty merged (rival rulers, restorations) into the longest."""
    dynasties = {d["dyn_id"]: d for d in read_csv(data_dir / "dynasty_table_dump.csv")}
    tags: dict[str, set[str]] = defaultdict(set)
    for tag in read_csv(data_dir / "dynasty_tags.csv"):
        tags[tag["dyn_id"]].add(tag["string"])
    lunar = read_lunar_years(data_dir)
    # One era under several rulers (or restored) shares its name and listed start year.
    eras: dict[tuple[str, str], list[dict[str, str]]] = defaultdict(list)
    for row in read_csv(data_dir / "era_table.csv"):
        if row["era_start_year"] and row["era_name"].strip():
            eras[(row["era_name"], row["era_start_year"])].append(row)
    merged: dict[tuple, dict[str, object]] = {}
    # A row that takes up its dynasty's era of that name on the day it ended (吳越's 天福 under a
    # new king in 941) goes on counting from that era's 元年: the era ending then, by name and day.
    ended: dict[tuple[str, str, str], int] = {}
    for rows in sorted(eras.values(), key=lambda rows: min(float(r["era_start_jdn"] or "inf") for r in rows)):
        rows.sort(key=lambda r: float(r["era_start_jdn"] or "inf"))
        first = rows[0]
        start_year = ended.get((first["era_name"], first["dyn_id"], first["era_start_jdn"]),
                               first_year(first, lunar))
        for row in rows:
            if row["era_end_jdn"]:
                ended[(row["era_name"], row["dyn_id"], row["era_end_jdn"])] = start_year
            out = era_row(row, dynasties, tags, start_year, last_year(row, lunar))
            key = (out["era"], out["dynasty"], out["start_year"])
            if key in merged:
                kept = merged[key]
                kept["end_year"] = max(int(kept["end_year"]), int(out["end_year"]))
                kept["max_year"] = max(int(kept["max_year"]), int(out["max_year"]))
            else:
                merged[key] = out
    rows_out = list(merged.values()) + [supplement_row(extra, dynasties, tags) for extra in SUPPLEMENT]
    return sorted(rows_out, key=lambda r: (r["start_year"], r["dynasty"], r["era"]))


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
