"""The figures of the attribution benchmark, from labelled clauses (see attribution_parallel.py).

Every figure is a plain count or share over `Row`s, so a later run can be diffed clause by
clause, and the definitions stand here once.
"""

from __future__ import annotations

import re
import statistics
from collections import Counter, defaultdict
from collections.abc import Iterable
from dataclasses import dataclass, field

from parallel_labels import HIS, OTHER, UNKNOWN

UNTRANSLATED, UNALIGNED = "untranslated", "unaligned"
LABELS = (HIS, OTHER, UNKNOWN, UNALIGNED, UNTRANSLATED)

# The translation tells a death (rare senses left out: 死刑, 死守, 拼死 …).
DEATH_TOLD = re.compile(r"去世|逝世|病逝|病死|身亡|被杀|遇害|被害|自杀|自尽|自缢|上吊|战死|阵亡|殉难|殉国|处死|赐死|"
                        r"被诛|斩首|死(?!刑|罪|守|战|敌|士|心|党|力|囚|者)")
# A biography states a death.
DEATH_STATED = re.compile(r"卒|薨|死|殁|殂|遇害|自经|自缢|投缳|战死|殉|被杀|见杀|伏诛|遇弑|自杀|自尽|赐死|弃市|诛")
# A subordinate clause whose main clause follows (以平某功。, 坐事): kept alone it says less, or else.
SUBORDINATE = re.compile(r"^(?:以|因|用|坐).*(?:功|故|罪|劳|绩|事|累)$")
# A decision the next clauses undo (部议夺职，疏留中不下).
REVERSAL = re.compile(r"不果|不报|寻罢|留中|不下|不许|不从|不纳|不听|不行|未行|未果|事寝|议寝|乃止|旋罢|寻免|得免|获免|"
                      r"诏释|宥之|免之|不允|弗许|弗听|竟不|卒不|寻复")


@dataclass
class Row:
    """One clause the graph gives a person (a fact, or a clause of his biography), as labelled."""

    book: str
    chapter: str
    source: str  # fact | bio
    person: str
    entity_id: int
    triple_id: int
    relation: str
    value: str
    basis: str  # opening | carried | name | … | undecided
    line: int | None
    classical: str
    translation: str
    rendered: str
    subject: str  # the subject's words in the translation
    subject_kind: str  # name | pronoun | throne | group | kin | none
    how: str
    label: str  # his | other | unknown | unaligned | untranslated
    topic: str = ""  # for a clause with no subject or a pronoun: the translation's topic …
    topic_label: str = ""  # … and the label it gives
    bio_text: str = ""  # the biography's clause, for a biography row
    flags: list[str] = field(default_factory=list)  # subordinate without main | decision without reversal
    junk_node: bool | None = None  # the person's name is never used for a person (None: not testable)


def counts(rows: Iterable[Row], topic: bool = False) -> Counter[str]:
    """Labels counted; with `topic`, a clause labelled unknown takes its topic's label."""
    out: Counter[str] = Counter()
    for r in rows:
        out[r.topic_label if topic and r.label == UNKNOWN and r.topic_label else r.label] += 1
    return out


def share(part: float, whole: float) -> float | None:
    return round(part / whole, 4) if whole else None


def label_figures(rows: list[Row]) -> dict:
    """Clauses, and of those with a translation: precision of "his" = his / (his + other), label
    rate = (his + other) / (translated and aligned); the same with topics (see Row.topic)."""
    c = counts(rows)
    t = counts(rows, topic=True)
    aligned = c[HIS] + c[OTHER] + c[UNKNOWN]
    return {
        "clauses": len(rows), **{k: c[k] for k in LABELS},
        "translated": share(len(rows) - c[UNTRANSLATED], len(rows)),
        "aligned": share(aligned, len(rows) - c[UNTRANSLATED]),
        "precision_his": share(c[HIS], c[HIS] + c[OTHER]),
        "label_rate": share(c[HIS] + c[OTHER], aligned),
        "with_topic": {"his": t[HIS], "other": t[OTHER], "precision_his": share(t[HIS], t[HIS] + t[OTHER]),
                       "label_rate": share(t[HIS] + t[OTHER], aligned)},
    }


def pooled(figures: list[dict]) -> dict:
    """`label_figures` of several books at once, from their counts."""
    c = {k: sum(f[k] for f in figures) for k in LABELS}
    t = {k: sum(f["with_topic"][k] for f in figures) for k in (HIS, OTHER)}
    clauses = sum(f["clauses"] for f in figures)
    aligned = c[HIS] + c[OTHER] + c[UNKNOWN]
    return {"clauses": clauses, **c, "translated": share(clauses - c[UNTRANSLATED], clauses),
            "aligned": share(aligned, clauses - c[UNTRANSLATED]),
            "precision_his": share(c[HIS], c[HIS] + c[OTHER]), "label_rate": share(c[HIS] + c[OTHER], aligned),
            "with_topic": {**t, "precision_his": share(t[HIS], t[HIS] + t[OTHER]),
                           "label_rate": share(t[HIS] + t[OTHER], aligned)}}


def spanned_figures(labels: Iterable[tuple[int, str]]) -> dict:
    """Every clause the biography's facts span (a deed carried on over several clauses), each
    labelled alone: `labels` are (its index in its fact, label). The headline's rows label a fact
    by its first clause only; "joined" are the clauses after the first."""
    every: Counter[str] = Counter()
    joined: Counter[str] = Counter()
    for i, label in labels:
        every[label] += 1
        if i > 0:
            joined[label] += 1
    return {"clauses": sum(every.values()), **{k: every[k] for k in LABELS},
            "precision_his": share(every[HIS], every[HIS] + every[OTHER]),
            "joined": {"clauses": sum(joined.values()), **{k: joined[k] for k in LABELS},
                       "precision_his": share(joined[HIS], joined[HIS] + joined[OTHER])}}


def pooled_spanned(figures: list[dict]) -> dict:
    """`spanned_figures` of several books at once, from their counts."""
    def part(fs: list[dict]) -> dict:
        c = {k: sum(f[k] for f in fs) for k in LABELS}
        return {"clauses": sum(f["clauses"] for f in fs), **c,
                "precision_his": share(c[HIS], c[HIS] + c[OTHER])}

    return {**part(figures), "joined": part([f["joined"] for f in figures])}


def grouped(rows: list[Row], field: str) -> dict[str, dict]:
    """Clauses and precision of "his" per value of a row's `field` (its basis, its relation)."""
    groups: dict[str, list[Row]] = defaultdict(list)
    for r in rows:
        groups[getattr(r, field) or "-"].append(r)
    out = {}
    for key, group in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        c = counts(group)
        out[key] = {"clauses": len(group), HIS: c[HIS], OTHER: c[OTHER], UNKNOWN: c[UNKNOWN],
                    "precision_his": share(c[HIS], c[HIS] + c[OTHER])}
    return out


def pooled_groups(figures: list[dict[str, dict]]) -> dict[str, dict]:
    """`grouped` of several books at once, from their counts: what the unread books' figures may say
    of each basis or relation without a clause of theirs."""
    keys = sorted({k for f in figures for k in f}, key=lambda k: -sum(f.get(k, {}).get("clauses", 0) for f in figures))
    out = {}
    for key in keys:
        c = {n: sum(f[key][n] for f in figures if key in f) for n in ("clauses", HIS, OTHER, UNKNOWN)}
        out[key] = {**c, "precision_his": share(c[HIS], c[HIS] + c[OTHER])}
    return out


def lengths(sizes: list[int]) -> dict:
    """Biography lengths in characters: median, quartiles, share under 20."""
    sizes = sorted(sizes)
    if not sizes:
        return {"biographies": 0}
    q = statistics.quantiles(sizes, n=4) if len(sizes) > 1 else [sizes[0]] * 3
    return {"biographies": len(sizes), "median": statistics.median(sizes), "q1": q[0], "q3": q[2],
            "under_20": share(sum(s < 20 for s in sizes), len(sizes))}


@dataclass
class EntryCoverage:
    """Of the clauses of his entry that the translation says are his: which the graph decides."""

    his_clauses: int = 0
    decided: int = 0  # one of his decided facts stands in the clause
    undecided: int = 0  # only an undecided fact of his
    anothers: int = 0  # only a fact the graph gives another man
    spanned: int = 0  # none of those, but a fact read in an earlier clause spans it (a deed carried on)
    no_fact: int = 0  # no fact read there, nor spanning it
    in_biography: int = 0  # cited by his biography
    his_chars: int = 0  # classical characters of those clauses
    missing_chars: int = 0  # … of those his biography does not cite

    def add(self, other: EntryCoverage) -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    def figures(self) -> dict:
        with_fact = self.decided + self.undecided + self.anothers
        return {"his_clauses": self.his_clauses, "decided": self.decided, "undecided": self.undecided,
                "anothers": self.anothers, "spanned": self.spanned, "no_fact": self.no_fact,
                "in_biography": self.in_biography,
                "coverage": share(self.decided, with_fact),
                "clause_coverage": share(self.decided, self.his_clauses),
                "biography_coverage": share(self.in_biography, self.his_clauses),
                "his_chars": self.his_chars, "missing_chars": self.missing_chars}


@dataclass(frozen=True)
class LifeEvent:
    """Something an entry may tell of its subject (his death, his posthumous honours): how the
    translation tells it, and how a biography states it."""

    name: str
    told: re.Pattern[str]  # in a translated clause whose subject (or topic) is he
    stated: re.Pattern[str]  # in a clause of his biography
    relations: frozenset[str]  # … or a clause of these relations


DEATH = LifeEvent("death", DEATH_TOLD, DEATH_STATED, frozenset({"卒"}))
HONOURS = LifeEvent("honours", re.compile(r"谥|追赠|赠官|追封|赐爵"), re.compile(r"谥|赠|追封"),
                    frozenset({"谥号", "赠"}))


@dataclass
class Told:
    """Entries whose translation tells an event of their subject, and whose biography states it."""

    event: LifeEvent
    told: int = 0
    stated: int = 0

    def add(self, bio: dict) -> None:
        self.told += 1
        self.stated += any(c["relation"] in self.event.relations or self.event.stated.search(c["text"])
                           for s in bio["sentences"] for c in s["clauses"])

    def figures(self) -> dict:
        return {"entries_telling_it": self.told, "biography_states_it": self.stated,
                "coverage": share(self.stated, self.told)}


def flags_of(clauses: list[tuple[int, int, str]], cited: int, cited_any: set[int]) -> list[str]:
    """Item 6 of issue 41 for one biography clause: `clauses` are the classical clauses of its
    source sentence (start, end, text), `cited` the index of its own, `cited_any` the indexes the
    biography cites. A subordinate clause (以…功) whose next clause is left out has lost its main
    clause; a clause followed within two clauses by a reversal (不果, 留中不下 …) that is left
    out has lost its reversal."""
    out = []
    own = clauses[cited][2]
    after = [i for i in range(cited + 1, min(cited + 3, len(clauses)))]
    if SUBORDINATE.match(own) and after and after[0] not in cited_any:
        out.append("subordinate without main clause")
    if any(REVERSAL.search(clauses[i][2]) and i not in cited_any for i in after):
        out.append("decision without its reversal")
    return out
