"""Preference pairs for StylePO (AIstorian §2.3.1): the expert biography against worse ones.

With a model configured, negatives are the expert biography rewritten in modern Chinese, and with
a detail added or removed (the paper's recipe). A small model often ignores such instructions,
so every negative is checked to differ in the intended way before it is kept; a failed one is
replaced by a rules-made negative of the nearest kind. Without a model, rules make all of them:
a clause dropped, or another person's 字 or office swapped in (plausible, but false).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple

from ..evaluate.rouge import lcs_length
from ..llm import LLM
from ..prompts import load_prompt
from ..store import Store
from .data import PersonData, prompt_messages

_CLAUSE = re.compile(r"[^，；。]+[，；。]?")
_ZI = re.compile(r"字([\u3400-\u9fff]{1,3})[，。；]")
# Words modern written Chinese needs and a classical biography almost never uses.
MODERN_MARKERS = ("的", "了", "他", "是", "在", "被", "担任", "后来", "因为", "所以", "我们", "这")

MODEL_KINDS = ("modern", "added", "removed")  # each asked in prompts/zh/train-negative-<kind>.toml


@dataclass
class Negative:
    kind: str  # modern | added | removed | drop_clause | swap_zi | swap_office
    text: str
    how: str  # "model" | "rules"
    note: str = ""


def modern_score(text: str) -> float:
    """Modern-Chinese markers per 100 characters."""
    return 100 * sum(text.count(m) for m in MODERN_MARKERS) / max(1, len(text))


def check_negative(kind: str, gold: str, text: str) -> str:
    """"" when `text` differs from `gold` in the way `kind` says, else why not."""
    text = text.strip()
    if not text or text == gold:
        return "identical to the expert biography"
    common = lcs_length(gold, text)
    if kind == "modern":
        if modern_score(text) < modern_score(gold) + 2:
            return "not modern Chinese (too few of 的/了/他/是…)"
        if common / len(gold) < 0.2:
            return "does not keep the content"
    elif kind == "added":
        if len(text) < len(gold) + 3 or common / len(gold) < 0.8:
            return "no detail added with the rest kept"
    elif kind == "removed":
        if len(text) > len(gold) - 3 or common / len(text) < 0.9:
            return "no detail removed with the rest kept"
    return ""


def drop_clause(gold: str, rng: random.Random) -> str | None:
    """The biography without one clause (never the opening name)."""
    clauses = _CLAUSE.findall(gold)
    if len(clauses) < 3:
        return None
    i = rng.randrange(1, len(clauses))
    dropped = clauses[:i] + clauses[i + 1:]
    if clauses[i].endswith("。") and i > 0:  # keep the sentence closed
        dropped[i - 1] = dropped[i - 1][:-1] + "。"
    return "".join(dropped)


def swap_zi(gold: str, others: list[str], rng: random.Random) -> tuple[str, str] | None:
    m = _ZI.search(gold)
    choices = [z for z in others if m and z != m.group(1)]
    if not m or not choices:
        return None
    new = rng.choice(choices)
    return gold[:m.start(1)] + new + gold[m.end(1):], f"字 {m.group(1)} → {new}"


def swap_office(gold: str, mine: set[str], others: list[str], rng: random.Random) -> tuple[str, str] | None:
    present = sorted((o for o in mine if len(o) >= 2 and o in gold), key=len, reverse=True)
    choices = [o for o in others if o not in mine and o not in gold and len(o) >= 2]
    if not present or not choices:
        return None
    old, new = present[0], rng.choice(choices)
    return gold.replace(old, new, 1), f"office {old} → {new}"


class Attempt(NamedTuple):
    kind: str
    text: str
    problem: str  # why check_negative rejects it; "" when it passes


class NegativeMaker:
    def __init__(self, store: Store, llm: LLM | None, rng: random.Random, project_root: Path | None = None):
        self.store = store
        self.llm = llm
        self.rng = rng
        self.project_root = project_root
        self.zi = sorted({t.tail_text for t in store.all_triples() if t.relation == "字"})
        self.offices = sorted({t.tail_text for t in store.all_triples() if t.relation == "任职"})

    def _ask(self, gold: str, kind: str) -> tuple[str, str]:
        assert self.llm is not None
        prompt = load_prompt(f"train-negative-{kind}", "zh", self.project_root)
        reply = self.llm.text(prompt.stage, prompt.messages(bio=gold), temperature=0.3,
                              max_tokens=max(200, 3 * len(gold)))
        return reply.strip(), check_negative(kind, gold, reply)

    def rules(self, person: PersonData) -> list[Negative]:
        gold = person.gold.biography
        out = []
        if (d := drop_clause(gold, self.rng)) and d != gold:
            out.append(Negative("drop_clause", d, "rules"))
        own_zi = self.store.fact_values(person.entity_id, "字")
        if z := swap_zi(gold, [x for x in self.zi if x not in own_zi], self.rng):
            out.append(Negative("swap_zi", z[0], "rules", z[1]))
        mine = self.store.fact_values(person.entity_id, "任职")
        if o := swap_office(gold, mine, self.offices, self.rng):
            out.append(Negative("swap_office", o[0], "rules", o[1]))
        return out

    def attempts(self, people: Sequence[PersonData]) -> list[list[Attempt]]:
        """The model's negative of every kind for each person, asked `concurrency` at a time."""
        assert self.llm is not None
        asks = [(p.gold.biography, kind) for p in people for kind in MODEL_KINDS]
        tries = self.llm.map(lambda ask: Attempt(ask[1], *self._ask(*ask)), asks)
        return [tries[i:i + len(MODEL_KINDS)] for i in range(0, len(tries), len(MODEL_KINDS))]

    def negatives(self, person: PersonData, attempts: list[Attempt] | None = None
                  ) -> tuple[list[Negative], list[dict[str, str]]]:
        """(negatives kept, model attempts rejected by their check); `attempts`: the model's for
        this person, when asked for many people at once."""
        if self.llm is None:
            return self.rules(person), []
        kept, rejected = [], []
        for kind, text, problem in attempts if attempts is not None else self.attempts([person])[0]:
            if problem:
                rejected.append({"kind": kind, "text": text, "why": problem})
            else:
                kept.append(Negative(kind, text, "model"))
        if len(kept) < 3:  # fill in with rules so every person still has contrast
            kept += self.rules(person)[:3 - len(kept)]
        return kept, rejected


def pair_rows(person: PersonData, negatives: list[Negative]) -> list[dict[str, Any]]:
    prompt = prompt_messages(person.name, person.references)
    chosen = [{"role": "assistant", "content": person.gold.biography}]
    return [{"person": person.name, "person_id": person.entity_id, "kind": n.kind, "how": n.how, "note": n.note,
             "prompt": prompt, "chosen": chosen, "rejected": [{"role": "assistant", "content": n.text}]}
            for n in negatives]
