"""Claim-verification benchmark built from the 清史稿 biographies in persons.jsonl.

    python bench/claims_data.py [--out FILE.jsonl] [--n-true N] [--n-false N] [--seed S]

The public claim sets (WiCE, FEVER) are modern English; shiguan's checker has to judge classical
Chinese sentences against a person's own biography. This builds such a set deterministically:
true claims are verbatim sentences of an entry, false ones are the same kind of sentence with
exactly one fact changed (courtesy name, native place, an era year, or an added office), each
change checked against the whole entry so that the perturbed claim is really unsupported.
"""

from __future__ import annotations

import argparse
import json
import random
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from benchdata import BENCH

from shiguan.era import convert, find_era_dates, resolve_bare_years, year_in_words

KINDS = ("other_zi", "wrong_place", "shifted_year", "added_office")
_SUFFIX = "尚书|侍郎|总督|巡抚|知府|知县|总兵|提督|学士|都统|御史|布政使|按察使|道"
# The office is the whole clause after the trigger (so 授X，/迁X。), 2–8 chars, ending in a suffix.
_OFFICE = re.compile(r"(?:官至|授|迁)至?([^，。；、：\s“”「」]{2,8}?)(?=[，。；、])")
_OFFICE_END = re.compile(rf"(?:{_SUFFIX})$")
# Characters that betray a clause rather than a title: 授戴均元为河道总督, 亦至总兵, 额外侍郎.
_NOT_OFFICE = set("为以亦之其本转调额兼")
_QUOTES = set("“”「」‘’『』")


@dataclass(frozen=True)
class Claim:
    person: str  # the name as in persons.jsonl
    doc: str  # the chapter file name (used to pick the right namesake)
    text: str  # the claim sentence
    label: bool  # True = supported by the person's entry, False = perturbed
    kind: str  # "true" | "other_zi" | "wrong_place" | "shifted_year" | "added_office"
    detail: str  # what was changed


Row = dict  # one persons.jsonl row
Maker = Callable[[Row, random.Random], "Claim | None"]


def clean_rows() -> list[Row]:
    """Rows that name one person unambiguously: no namesake in the index, none in the chapter."""
    rows = [json.loads(ln) for ln in (BENCH / "persons.jsonl").read_text("utf-8").splitlines()]
    names = Counter(row["person"] for row in rows)
    return [r for r in rows if not r["ambiguous_in_doc"] and names[r["person"]] == 1]


def first_sentence(entry: str) -> str:
    return entry[: entry.index("。") + 1] if "。" in entry else ""


def sentences(entry: str) -> list[str]:
    """The entry's sentences (verbatim substrings), up to the historian's 论曰."""
    return [s.lstrip() for s in re.findall(r"[^。\n]*。", entry.split("论曰")[0])]


def _claim(row: Row, text: str, kind: str, detail: str) -> Claim:
    return Claim(row["person"], row["doc"], text, kind == "true", kind, detail)


def _pick(rng: random.Random, options: list[tuple[str, str]], like: str) -> tuple[str, str] | None:
    """A random (value, donor), from those as long as ``like`` if there are any."""
    best = [o for o in options if len(o[0]) == len(like)] or options
    return rng.choice(best) if best else None


class Builder:
    def __init__(self, rows: list[Row]) -> None:
        self.rows = rows
        self.zi = [(r["facts"]["字"], r["person"]) for r in rows if r["facts"].get("字")]
        self.places = [(r["facts"]["籍贯"], r["person"]) for r in rows if r["facts"].get("籍贯")]
        self.offices = self._offices()

    def _offices(self) -> list[tuple[str, str]]:
        """(title, person) for titles after 官至/授/迁 that read as titles in ≥ 2 entries."""
        found = [(m[1], r["person"]) for r in self.rows for m in _OFFICE.finditer(r["entry"])]
        found = [(t, p) for t, p in found if _OFFICE_END.search(t) and not _NOT_OFFICE & set(t)]
        titles = {t for t, _ in found}
        common = {t for t in titles if sum(t in r["entry"] for r in self.rows) >= 2}
        return sorted({(t, p) for t, p in found if t in common})

    def other_zi(self, row: Row, rng: random.Random) -> Claim | None:
        zi, sent, entry = row["facts"].get("字"), first_sentence(row["entry"]), row["entry"]
        if not zi or "字" + zi not in sent:
            return None
        options = [(z, p) for z, p in self.zi if z != zi and z not in entry]
        if (picked := _pick(rng, options, zi)) is None:
            return None
        new, donor = picked
        text = sent.replace("字" + zi, "字" + new, 1)
        return _claim(row, text, "other_zi", f"字 {zi} → {new} (from {donor})")

    def wrong_place(self, row: Row, rng: random.Random) -> Claim | None:
        place, sent, entry = row["facts"].get("籍贯"), first_sentence(row["entry"]), row["entry"]
        if not place or place not in sent:
            return None
        # 江南武进 and 江苏武进 are one county: the county (last two chars) must differ too.
        options = [(p, d) for p, d in self.places if p != place and p not in entry
                   and place not in p and p[-2:] != place[-2:] and p[-2:] not in entry]
        if (picked := _pick(rng, options, place)) is None:
            return None
        new, donor = picked
        text = sent.replace(place, new, 1)
        return _claim(row, text, "wrong_place", f"籍贯 {place} → {new} (from {donor})")

    def shifted_year(self, row: Row, rng: random.Random) -> Claim | None:
        entry = row["entry"]
        dated = (s for s in sentences(entry) if find_era_dates(s) and not _QUOTES & set(s))
        sent = next(dated, None)
        if sent is None:
            return None
        date = find_era_dates(sent)[0]
        head = date.text[: date.text.rfind(date.era) + len(date.era)]  # dynasty prefix + era
        known = {(d.era, d.year_in_era) for d in resolve_bare_years(entry)}  # 十五年 after 乾隆
        for delta in rng.sample([1, 2, 3], 3):
            year = date.year_in_era + delta
            new = f"{head}{year_in_words(year)}年"
            if year > 99 or new in entry or f"{date.era}{year_in_words(year)}年" in entry:
                continue
            if (date.era, year) in known or not _valid(new):
                continue
            text = sent[: date.start] + new + sent[date.end :]
            return _claim(row, text, "shifted_year", f"{date.text} → {new} (+{delta})")
        return None

    def added_office(self, row: Row, rng: random.Random) -> Claim | None:
        sent, entry = first_sentence(row["entry"]), row["entry"]
        plain = _no_side(entry)
        options = [(t, p) for t, p in self.offices
                   if p != row["person"] and not any(f in plain for f in _spellings(t))]
        if not sent or not options:
            return None
        title, donor = rng.choice(options)
        return _claim(row, sent[:-1] + f"，官至{title}。", "added_office",
                      f"added 官至{title} (from {donor})")


def _no_side(text: str) -> str:
    return text.replace("左", "").replace("右", "")


def _spellings(title: str) -> set[str]:
    """Ways an entry may already name the office: 刑部左侍郎 for 刑部侍郎, 左都御史 for
    都察院左都御史, 巡抚山西 for 山西巡抚 (all compared without 左/右)."""
    plain = _no_side(title)
    forms = {plain, re.sub(r"^(?:都察院|翰林院)", "", plain)}
    if m := re.fullmatch(r"(.+?)(巡抚|总督|提督)", plain):
        forms.add(m[2] + m[1])
    return forms


def _valid(date: str) -> bool:
    try:
        convert(date)
    except ValueError:
        return False
    return True


def build_claims(n_true: int = 200, n_false: int = 200, seed: int = 13) -> list[Claim]:
    """n_true verbatim first sentences, then n_false perturbed ones split evenly over KINDS."""
    rows, rng = clean_rows(), random.Random(seed)
    builder = Builder(rows)
    claims = [_claim(r, first_sentence(r["entry"]), "true", "verbatim first sentence")
              for r in rng.sample(rows, n_true)]
    for i, kind in enumerate(KINDS):
        want = n_false // len(KINDS) + (i < n_false % len(KINDS))
        made = _take(getattr(builder, kind), rng.sample(rows, len(rows)), rng, want)
        if len(made) < want:
            raise ValueError(f"only {len(made)} {kind} claims can be made, {want} wanted")
        claims += made
    return claims


def _take(make: Maker, rows: list[Row], rng: random.Random, want: int) -> list[Claim]:
    made: list[Claim] = []
    for row in rows:
        if len(made) == want:
            break
        claim = make(row, rng)
        if claim is not None:
            made.append(claim)
    return made


def main() -> None:
    raw = argparse.RawDescriptionHelpFormatter
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=raw)
    ap.add_argument("--out", type=Path, help="write the claims as JSONL")
    ap.add_argument("--n-true", type=int, default=200)
    ap.add_argument("--n-false", type=int, default=200)
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args()
    claims = build_claims(args.n_true, args.n_false, args.seed)
    for kind, n in Counter(c.kind for c in claims).items():
        print(f"{kind:13} {n}")
        for c in [c for c in claims if c.kind == kind][:3]:
            print(f"    {c.person} | {c.text} | {c.detail}")
    if args.out:
        lines = (json.dumps(asdict(c), ensure_ascii=False) for c in claims)
        args.out.write_text("\n".join(lines) + "\n", encoding="utf-8")
        print(f"wrote {len(claims)} claims to {args.out}")


if __name__ == "__main__":
    main()
