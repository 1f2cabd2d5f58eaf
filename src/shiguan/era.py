"""Chinese era names (年号) → Gregorian years, for every dynasty in the era table.

The table (data/eras.csv) is derived from sanmiao's era, dynasty and lunar-month tables;
see data/ERAS_LICENSE.txt and scripts/build_era_table.py.  Years are astronomical
(1 BCE is year 0) and name the Gregorian year in which most of the lunar year
falls, so "year N of an era" is simply ``start_year + N - 1``, where ``start_year``
is the era's 元年 (永乐元年 is 1403, though 永乐 took the throne in 1402).

An era name shared by several regimes is decided, in this order, by a dynasty
written before it (明永乐, 西晋建兴, 五代后汉天福), by being the only era of that
name long enough, by the dynasties of the other dates in the same text, by the
project's dynasties, and by Chinese eras over Japanese and Korean ones; the rule
that decided is kept on the date.  When none decides, every candidate is kept.
"""

from __future__ import annotations

import csv
import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources

_DIGITS = "一二三四五六七八九"
_TENS = {"廿": 20, "卅": 30, "卌": 40}
_CHINESE_NUMBER = re.compile(rf"(?P<tens>[{_DIGITS[1:]}]?十|[廿卅卌])?(?P<unit>[{_DIGITS}])?")
# A year number as written before 年: 元, 一…九十九 (with 廿/卅/卌), or Arabic digits.
_NUMBER = rf"(?:元|[{_DIGITS[1:]}]?十[{_DIGITS}]?|[廿卅卌][{_DIGITS}]?|[{_DIGITS}]|[0-9０-９]{{1,2}})"
# Dynasty-name qualifiers that histories often drop: 宋元嘉 is 刘宋, 魏黄初 is 三国魏.
_QUALIFIERS = ("三国", "三國", "东", "東", "西", "南", "北", "前", "后", "後", "刘", "劉")
_SWAP_HEAD = {"太": "大", "大": "太"}
_CLAUSE_BREAK = r"[，。；：、！？\s]"
# A bare year: after a clause break (optionally then 至/迨/逮/及/自), and followed by
# a clause break, the end of the text, a season, 正月/闰月 or a numbered month.
_BARE_YEAR = re.compile(
    rf"(?:(?<={_CLAUSE_BREAK})|(?<={_CLAUSE_BREAK}[至迨逮及自])|\A)"
    rf"(?P<num>{_NUMBER})年"
    rf"(?={_CLAUSE_BREAK}|\Z|[春夏秋冬正闰閏]|[{_DIGITS}十]{{1,3}}月)"
)


@dataclass(frozen=True)
class Era:
    """One row of the era table."""

    name: str  # as in the table (traditional, or Japanese shinjitai)
    simplified: str
    dynasty: str  # simplified dynasty name, e.g. "清"
    start_year: int
    end_year: int
    max_year: int
    calendar: str  # "china", "japan" or "korea"
    accession_year: int | None = None  # the year row's start, where 元年 came a year later
    also: tuple[str, ...] = ()  # other names of the dynasty: 西晋, 北宋, 五代, 十六国, 蜀汉 …

    def year(self, year_in_era: int) -> int:
        return self.start_year + year_in_era - 1


@dataclass(frozen=True)
class EraDate:
    """An era date found in text; ``candidates`` are every era it may name."""

    text: str
    start: int
    end: int
    era: str  # as written, simplified or traditional
    year_in_era: int
    candidates: tuple[Era, ...]
    rule: str = "only"  # what decided among eras of this name: see RULES

    @property
    def gregorian(self) -> int | None:
        """The year when the candidates agree on one, else None (ambiguous)."""
        years = self.years()
        return years[0] if len(years) == 1 else None

    def years(self) -> list[int]:
        return sorted({era.year(self.year_in_era) for era in self.candidates})


@dataclass(frozen=True)
class _Table:
    by_name: dict[str, tuple[Era, ...]]  # traditional and simplified spellings
    dynasties: dict[str, frozenset[str]]  # a dynasty prefix → simplified dynasties it denotes
    names: frozenset[str]  # every dynasty prefix: those above and the eras' other names (西晋, 五代)
    longest_dynasty: int
    mention: re.Pattern[str]  # era name + year number + 年, or + 初/间/中/末/时 (乾隆初), or 改元


@dataclass(frozen=True)
class _Mention:
    """An era named in text, with a year (乾隆十三年) or without one (乾隆初, 嘉庆间)."""

    start: int
    end: int
    text: str
    era: str
    year_in_era: int | None
    candidates: tuple[Era, ...]
    rule: str


# What may decide among eras of one name, in the order tried (EraDate.rule).
RULES = {
    "prefix": "a dynasty written before the era (明永乐, 西晋建兴)",
    "only": "the only era of that name that lasted so long, or all candidates give one year",
    "document": "the dynasties of the other dates in the same text",
    "project": "the project's dynasties (shiguan.toml [era] dynasties)",
    "chinese": "a Chinese era before Japanese and Korean ones",
    "undecided": "nothing decided: every candidate is kept",
    "new reign": "a bare year after a new ruler took the throne: no era, no Gregorian year",
    "beyond": "a bare year beyond the length of the era last named: no era, no Gregorian year",
}
# A new reign between the era last named and a bare year: a ruler's accession (践阼, 受禅; 炀帝嗣位,
# 上即位: the throne's holder, not a khan's, a vassal's or an heir's 袭爵嗣位), a bare 改元 that was not
# only asked for (请改元), or a reign named instead of an era (炀帝时, 太宗时; not 先帝时, 帝时年少, nor a
# flashback 初，某帝时).  The bare year's era is then unknown.
_NEW_REIGN = re.compile(
    r"即帝位|践[阼祚]|受禅|登[极基]|(?<=[帝宗祖上主])[初既乃遂寻]?(?:嗣位|即位|继位)"
    r"|(?<![请议欲将劝])改元(?=[，。；])"
    r"|(?<![先初])(?<!初，)(?<!初，.)(?<!初，..)(?<!初，...)(?:帝|宗|祖)时(?!年)")
_SENTENCE_END = "。！？"


def parse_year_number(s: str) -> int | None:
    """Year-in-era number: 元 is 1; Chinese numerals up to 九十九 (廿/卅/卌 too); digits.

    正 is not accepted: it only means "first" in 正月, never before 年.
    """
    if s == "元":
        return 1
    if s.isdecimal():
        return int(s) or None
    match = _CHINESE_NUMBER.fullmatch(s)
    if match is None or not s:
        return None
    tens, unit = match["tens"], match["unit"]
    return _tens_value(tens) + (_DIGITS.index(unit) + 1 if unit else 0)


def year_in_words(n: int) -> str:
    """Inverse of parse_year_number for 1–99, as the histories write it: 元, 九, 十, 十三, 二十一."""
    if n == 1:
        return "元"
    tens, unit = divmod(n, 10)
    head = "" if tens == 0 else "十" if tens == 1 else _DIGITS[tens - 1] + "十"
    return head + (_DIGITS[unit - 1] if unit else "")


def _tens_value(tens: str | None) -> int:
    if tens is None:
        return 0
    if tens in _TENS:
        return _TENS[tens]
    return 10 * (_DIGITS.index(tens[0]) + 1 if len(tens) == 2 else 1)


@lru_cache(maxsize=1)
def load_eras() -> tuple[Era, ...]:
    """Every era in the table, ordered by start year."""
    return tuple(_era(row) for row in _rows())


def _rows() -> list[dict[str, str]]:
    text = (resources.files("shiguan") / "data" / "eras.csv").read_text(encoding="utf-8")
    return list(csv.DictReader(text.splitlines()))


def _era(row: dict[str, str]) -> Era:
    return Era(
        name=row["era"],
        simplified=row["era_simplified"],
        dynasty=row["dynasty_simplified"],
        start_year=int(row["start_year"]),
        end_year=int(row["end_year"]),
        max_year=int(row["max_year"]),
        calendar=row["calendar"],
        accession_year=int(row["accession_year"]) if row["accession_year"] else None,
        also=tuple(filter(None, row["also"].split("|"))),
    )


@lru_cache(maxsize=1)
def _table() -> _Table:
    """Lookups built once: era spellings, dynasty prefixes, and the mention regex."""
    by_name: dict[str, dict[tuple, Era]] = {}
    for era in load_eras():
        # Variant spellings of one era (寶永/宝永) collapse into a single candidate.
        key = (era.simplified, era.dynasty, era.start_year, era.max_year)
        for name in {era.name, era.simplified}:
            by_name.setdefault(name, {}).setdefault(key, era)
    # 太 and 大 stand for each other at the head of an era name (唐太和 is 唐大和, 827-835).
    variants = {name: _SWAP_HEAD[name[0]] + name[1:] for name in by_name if name[0] in _SWAP_HEAD}
    by_name = {name: {**eras, **by_name.get(variants.get(name, ""), {})} for name, eras in by_name.items()}
    dynasties: dict[str, set[str]] = {}
    for row in _rows():
        for spelling in (row["dynasty"], row["dynasty_simplified"]):
            for prefix in _dynasty_prefixes(spelling):
                dynasties.setdefault(prefix, set()).add(row["dynasty_simplified"])
    names = frozenset(dynasties).union(*(era.also for era in load_eras()))
    pattern = rf"(?P<era>{_trie_pattern(by_name)})(?:(?P<num>{_NUMBER})年|[初间間中末时時]|改元)"
    return _Table(
        by_name={name: tuple(eras.values()) for name, eras in by_name.items()},
        dynasties={prefix: frozenset(spellings) for prefix, spellings in dynasties.items()},
        names=names,
        longest_dynasty=max(map(len, names)),
        mention=re.compile(pattern),
    )


def _dynasty_prefixes(name: str) -> set[str]:
    """How a dynasty may be written before an era: 明, 大明, 汉 (for 东汉), 楚 (for 楚(马))."""
    base = re.sub(r"[(（].*[)）]$", "", name)
    names = {base} | {base[len(q):] for q in _QUALIFIERS if base.startswith(q) and base != q}
    return names | {"大" + n for n in names}


def _trie_pattern(words: Iterable[str]) -> str:
    """A regex matching any of ``words``, longest first, that re scans fast."""
    trie: dict = {}
    for word in words:
        node = trie
        for char in word:
            node = node.setdefault(char, {})
        node[""] = {}
    return _node_pattern(trie)


def _node_pattern(node: dict) -> str:
    """Greedy optional groups make the regex try longer names first, then back off."""
    branches = [re.escape(ch) + _node_pattern(child) for ch, child in sorted(node.items()) if ch]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{body})?" if "" in node else body


def _fitting(eras: Iterable[Era], year_in_era: int) -> tuple[Era, ...]:
    return tuple(era for era in eras if year_in_era <= era.max_year)


def _in_dynasties(eras: Iterable[Era], names: Iterable[str]) -> tuple[Era, ...]:
    """Eras that any of ``names`` names: a dynasty (清, or an abbreviation like 汉 or 大清) or
    another name of the era's dynasty (西晋, 北宋, 五代, 十六国)."""
    table = _table()
    era_names = set(names)
    wanted = set().union(*(table.dynasties.get(name, {name}) for name in era_names))
    return tuple(era for era in eras if era.dynasty in wanted or not era_names.isdisjoint(era.also))


def _one_year(eras: Sequence[Era], year_in_era: int | None) -> bool:
    return len({era.year(year_in_era or 1) for era in eras}) <= 1


def _decide(eras: tuple[Era, ...], year_in_era: int | None, context: Iterable[str],
            prefer: Sequence[str], written: bool = False) -> tuple[tuple[Era, ...], str]:
    """Narrow eras of one name by the RULES; each step keeps its eras only when some remain.
    `written`: a dynasty written before the era already restricted them.  Returns the eras kept
    and the rule that left one year (or "undecided")."""
    if _one_year(eras, year_in_era):
        return eras, "prefix" if written else "only"
    steps = (("document", lambda kept: _in_dynasties(kept, context)),
             ("project", lambda kept: _in_dynasties(kept, prefer)),
             ("chinese", lambda kept: tuple(era for era in kept if era.calendar == "china")))
    for rule, keep in steps:
        eras = keep(eras) or eras
        if _one_year(eras, year_in_era):
            return eras, rule
    return eras, "undecided"


def _range(era: Era) -> str:
    return f"{era.dynasty} {era.start_year}–{era.end_year}, {era.max_year} years"


def convert(text: str, prefer: Sequence[str] = ()) -> EraDate:
    """Parse one era date such as 顺治十八年, 明崇祯三年, 大清道光二十年, 西晋建兴四年 or 崇禎三年.

    A dynasty prefix, or a period and a dynasty (五代后汉天福十二年), restricts the candidates;
    otherwise ``prefer`` (dynasty names) and then Chinese eras narrow ambiguous ones (RULES).
    Raises ValueError for anything else or a year beyond the era's length.
    """
    table = _table()
    stripped = text.strip()
    offset = len(text) - len(text.lstrip())
    match = table.mention.search(stripped)
    if match is None or match.end() != len(stripped) or not match["num"]:
        raise ValueError(f"{text!r} is not an era date like 乾隆元年 or 明崇祯三年")
    era, prefix = match["era"], stripped[: match.start()]
    year_in_era = parse_year_number(match["num"])
    candidates = table.by_name[era]
    if prefix:
        candidates = _with_prefix(candidates, prefix, era)
    fitting = _fitting(candidates, year_in_era)
    if not fitting:
        ranges = "; ".join(_range(c) for c in candidates)
        raise ValueError(f"{stripped}: year {year_in_era} is beyond {era} ({ranges})")
    decided, rule = _decide(fitting, year_in_era, (), prefer, written=bool(prefix))
    end = offset + len(stripped)
    return EraDate(stripped, offset, end, era, year_in_era, decided, rule)


def _with_prefix(candidates: tuple[Era, ...], prefix: str, era: str) -> tuple[Era, ...]:
    """The candidates a written dynasty names: one name (明, 西晋), or a period and a dynasty."""
    names = _split_prefix(prefix)
    if names is None:
        raise ValueError(f"{prefix!r} before {era} is not a dynasty name")
    restricted = candidates
    for name in names:
        restricted = _in_dynasties(restricted, [name])
    if not restricted:
        known = ", ".join(sorted({c.dynasty for c in candidates}))
        raise ValueError(f"{era} is not an era of {prefix}; it is one of: {known}")
    return restricted


def _split_prefix(prefix: str) -> tuple[str, ...] | None:
    """A known dynasty name, or two written together (五代后汉, 十六国后赵); None otherwise."""
    names = _table().names
    if prefix in names:
        return (prefix,)
    return next(((prefix[:i], prefix[i:]) for i in range(1, len(prefix))
                 if prefix[:i] in names and prefix[i:] in names), None)


def find_era_dates(text: str, prefer: Sequence[str] = ()) -> list[EraDate]:
    """Every era date (era name + year number + 年) in running text, with offsets.

    An era name counts only when a valid year follows, which keeps common
    words such as 太平 or 天命 out.  A dynasty name written just before the era
    (明崇祯) is included when it fits the era, and restricts the candidates.
    Dates beyond every candidate era's length are skipped.
    """
    return [_as_date(m) for m in _mentions(text, prefer) if m.year_in_era]


def _as_date(mention: _Mention) -> EraDate:
    return EraDate(mention.text, mention.start, mention.end, mention.era,
                   mention.year_in_era, mention.candidates, mention.rule)


def _mentions(text: str, prefer: Sequence[str]) -> list[_Mention]:
    """Era mentions, each decided by RULES; the "document" context is the dynasties of the
    mentions in ``text`` that a written dynasty or their name alone decides."""
    table = _table()
    found: list[_Mention] = []
    for match in table.mention.finditer(text):
        year_in_era = parse_year_number(match["num"]) if match["num"] else None
        candidates = table.by_name[match["era"]]
        if year_in_era:
            candidates = _fitting(candidates, year_in_era)
        if candidates:
            start, restricted = _dynasty_before(text, match.start(), candidates)
            rule = "prefix" if start < match.start() else "only"
            found.append(_Mention(start, match.end(), text[start : match.end()], match["era"],
                                  year_in_era, restricted, rule))
    context = {era.dynasty for m in found if _one_year(m.candidates, m.year_in_era)
               for era in m.candidates}
    decided = []
    for m in found:
        candidates, rule = _decide(m.candidates, m.year_in_era, context, prefer, written=m.rule == "prefix")
        decided.append(_Mention(m.start, m.end, m.text, m.era, m.year_in_era, candidates, rule))
    return decided


def _dynasty_before(
    text: str, start: int, candidates: tuple[Era, ...]
) -> tuple[int, tuple[Era, ...]]:
    """Extend a match over the longest dynasty prefix that keeps some candidate."""
    table = _table()
    for length in range(min(start, table.longest_dynasty), 0, -1):
        prefix = text[start - length : start]
        restricted = _in_dynasties(candidates, [prefix]) if prefix in table.names else ()
        if restricted:
            return start - length, restricted
    return start, candidates


def year_of(era_name: str, year_in_era: int, prefer: Sequence[str] = ()) -> list[int]:
    """Gregorian years for year ``year_in_era`` of ``era_name``, one per candidate era left
    after RULES.

    Empty when no era of that name lasted that long; ValueError for an unknown name.
    """
    eras = _table().by_name.get(era_name)
    if eras is None:
        raise ValueError(f"{era_name!r} is not a known era name")
    decided, _ = _decide(_fitting(eras, year_in_era), year_in_era, (), prefer)
    return sorted({era.year(year_in_era) for era in decided})


def resolve_bare_years(text: str, prefer: Sequence[str] = (),
                       quoted: Sequence[tuple[int, int]] = ()) -> list[EraDate]:
    """Era dates plus bare years ("二十年，…") read as years of the era last named.

    Histories name an era once and then give bare years.  The era last named
    is the latest era date before the bare year, or an era named without a
    year (乾隆初, 嘉庆间, 康熙中, 乾隆末, 顺治时, 光绪改元), which starts a new context.
    An era named inside a quotation (`quoted`: spans of a memorial or a speech, which
    often cite old dates) sets the era only of bare years inside that quotation.
    To keep durations (居三年, 凡十年, 越二年, 二十馀年, 三年不调) and ages (年十八)
    out, a bare year counts only when it is
      * preceded by the start of the text or a clause break (，。；：、！？ or
        whitespace), optionally followed by one of 至 迨 逮 及 自 (至十八年), and
      * followed by a clause break, the end of the text, a season (春夏秋冬),
        正/闰 (正月, 闰三月) or a numbered month (三年五月).
    Going back in time within an era is allowed; a bare year with no era named before it is
    skipped.  A bare year beyond the era's length, or after a new reign began (炀帝嗣位, 高祖受禅,
    太宗时) since the era was named, has no era and no Gregorian year (rule "beyond" or "new
    reign"): a lost date rather than a wrong one.  An era named without
    a year that ended before a date already given (嘉庆四年 … 乾隆中屡诏…) looks
    back and does not start a new context.  A bare year's
    EraDate has the bare mention as ``text`` and the era's name as ``era``.
    """
    mentions = list(_mentions(text, prefer))
    latest: int | None = None
    contexts: list[_Mention] = []  # the mentions that set the era of the bare years after them
    for mention in mentions:
        if mention.year_in_era:
            year = min(era.year(mention.year_in_era) for era in mention.candidates)
            latest = year if latest is None else max(latest, year)
        elif latest is not None and all(era.end_year < latest for era in mention.candidates):
            continue  # 乾隆中 after 嘉庆四年: a look back, not a new context
        contexts.append(mention)
    ends = [mention.end for mention in contexts]
    inside = [_quote_end(mention.start, quoted) for mention in contexts]
    reigns = _new_reigns(text, mentions, quoted)
    bare = (_bare_year(match, contexts, ends, inside, reigns) for match in _BARE_YEAR.finditer(text))
    dates = [_as_date(m) for m in mentions if m.year_in_era]
    return sorted(dates + [date for date in bare if date], key=lambda date: date.start)


def _new_reigns(text: str, mentions: list[_Mention],
                quoted: Sequence[tuple[int, int]]) -> list[tuple[int, int | None]]:
    """Where a new reign begins (_NEW_REIGN), with the end of the quotation holding it: 光绪改元
    names its era (a context, no break), and a break inside a memorial counts only there."""
    named = {m.end for m in mentions}
    return [(m.start(), _quote_end(m.start(), quoted)) for m in _NEW_REIGN.finditer(text)
            if m.end() not in named]


def _reign_between(text: str, context: _Mention, at: int, reigns: list[tuple[int, int | None]]) -> bool:
    """Whether a new reign begins after the era last named and before the bare year at `at`;
    not an accession in the sentence of an era's 元年 (开皇元年，高祖受禅: the era it opened)."""
    for pos, quote_end in reigns:
        if not context.end <= pos < at or (quote_end is not None and quote_end <= at):
            continue
        opened = context.year_in_era == 1 and not any(ch in text[context.end:pos] for ch in _SENTENCE_END)
        if not opened:
            return True
    return False


def _quote_end(pos: int, quoted: Sequence[tuple[int, int]]) -> int | None:
    """The end of the quotation holding ``pos``, or None outside quotations."""
    return next((end for start, end in quoted if start <= pos < end), None)


def _bare_year(match: re.Match[str], mentions: list[_Mention], ends: list[int],
               inside: list[int | None], reigns: list[tuple[int, int | None]]) -> EraDate | None:
    """The bare year in ``match`` as a year of the last era named before it (not in a
    quotation the bare year is outside of); after a new reign, the year with no era."""
    index = bisect_right(ends, match.start()) - 1
    while index >= 0 and inside[index] is not None and inside[index] <= match.start():
        index -= 1
    if index < 0:
        return None
    context = mentions[index]
    year_in_era = parse_year_number(match["num"])
    if _reign_between(match.string, context, match.start(), reigns):
        return EraDate(match[0], match.start(), match.end(), "", year_in_era, (), "new reign")
    candidates = _fitting(context.candidates, year_in_era)
    if not candidates:  # 仁寿 had four years: 十年 after it is of an era not named
        return EraDate(match[0], match.start(), match.end(), "", year_in_era, (), "beyond")
    return EraDate(match[0], match.start(), match.end(), context.era, year_in_era, candidates, context.rule)
