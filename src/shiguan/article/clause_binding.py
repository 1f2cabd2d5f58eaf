"""Each clause of a planned sentence bound to its own stretch of the model's wording (issue 40).

The other checks read the wording as a whole against the planned sentence: each word kept
somewhere, the known names in order. A wording that swaps what two clauses say keeps every
word and passes them: 王通筑堤，李成濬河 worded 王通疏濬河道，李成修筑堤坝 gives each man the other's
deed, 塞决口于杨桥，筑月堤于荆隆口 worded with the places exchanged moves each deed, 七年筑堤；八年濬河
with the deeds exchanged moves each year, and 李成至江口，王通未至 worded 李成未到江口，王通到达 moves
the negation to the other man.

So the planned clauses are read in order, each in the stretch of the wording after the one the
clause before it took: every word of the clause that binds it (a known name, a date inside the
sentence, a word no other clause of the sentence holds) must stand there, as written or in one of
its modern forms (kept_words.MODERN); the stretch ends at the last of them. A word two clauses
share (河 of 河决 … 河复故道) binds neither, except a name: 张达劾李成，李成罢 worded with 张达罢
moves the dismissal. Relation words (于, 以, 为 …), particles and numbers bind nothing: their
modern forms (在, 因, 是) stand anywhere, and other checks read them.

Order alone lets a copy through where a move is refused: 李成至江口，王通未至 worded 李成未到江口，王通也未到
keeps every clause's words in place and gives the negation to 李成 too; 张达卒 worded with 李成 …也去世
gives the death to both. So a binding word may not be said in more separate places than the plan
says it (adjacent forms are one saying: 修筑 is one 筑), nor a name or a date more often than the
plan does (王通劾李成侵饷，李成罢 worded …李成反使王通罢官 hands the dismissal to the accuser).
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence

from .clause_checks import QUANTITY
from .kept_words import FREE, MODERN, NUMERALS

_CLAUSES = re.compile(r"[，；：。,;:]")
_HAN = re.compile(r"[\u3400-\u9fff]")
# words of relation: their modern forms are the commonest words of a modern sentence
RELATION = set("于与及同偕会以为被见从随自将令使俾")
DIRECTIONS = set("上下出入来去起开回过")  # what a modern verb takes on after it or before it (溢出, 上涨)
_UNIT = 0xE000  # a known name or a date, marked as one character of the private use area


def unbound(text: str, planned: str, units: Sequence[str] = ()) -> str:
    """Why `text` does not tell each clause of `planned` in its own stretch, in order (see the
    module's docstring), or "". `units`: the known names and the dates, each read as one word."""
    marks = {u: chr(_UNIT + i) for i, u in enumerate(dict.fromkeys(u for u in units if u))}
    said, told = _marked(text, marks), _marked(planned, marks)
    clauses = [c for c in _CLAUSES.split(told) if c]
    needs = [list(dict.fromkeys(_binding(c))) for c in clauses]
    shared = Counter(w for own in needs for w in own)
    unit = set(marks.values())
    start = 0
    for clause, own in zip(clauses, needs, strict=True):
        ends = start
        for word in (w for w in own if w in unit or shared[w] == 1):
            end = _found(said, word, start)
            if end is None:
                shown = {m: u for u, m in marks.items()}
                return (f"tells 「{_shown(word, shown)}」 of 「{_shown(clause, shown)}」 outside that clause's place: "
                        "its deed, place, date or negation went with another clause")
            ends = max(ends, end)
        start = ends
    return _copied(said, told, marks)


def _copied(said: str, told: str, marks: dict[str, str]) -> str:
    """Why `said` tells a binding word of `told` in more places than `told` does (a copied deed,
    place, date, negation or name), or "". A word inside another planned word's modern form is
    none of its sayings: the 建 of 建议 (请), a direction word the modern verb takes on (上涨 for
    涨, 溢出 for 溢)."""
    words = list(dict.fromkeys(_binding(told)))
    for word in words:
        others = [w for w in words if w != word]
        if _sayings(_masked(said, word, others), word) > _sayings(_masked(told, word, others), word):
            shown = _shown(word, {m: u for u, m in marks.items()})
            return f"says 「{shown}」 more often than its plan: told of another clause too"
    return ""


def _masked(text: str, word: str, others: list[str]) -> str:
    """`text` with the other words' modern forms of two characters or more blanked, and `word`
    blanked where it is a direction beside another word (上涨)."""
    forms = sorted({f for w in others for f in MODERN.get(w, ()) if len(f) > 1}, key=len, reverse=True)
    if forms:
        text = re.sub("|".join(map(re.escape, forms)), lambda m: "\0" * len(m.group()), text)
    beside = "".join(re.escape(c) for w in others for c in [w, *MODERN.get(w, ())] if len(c) == 1)
    if word in DIRECTIONS and beside:
        text = re.sub(f"(?<=[{beside}]){re.escape(word)}|{re.escape(word)}(?=[{beside}])", "\0", text)
    return text


def _sayings(text: str, word: str) -> int:
    """How many separate places say `word` or its modern forms; adjacent forms (修筑 for 筑) are one."""
    forms = sorted(dict.fromkeys([word, *MODERN.get(word, ())]), key=len, reverse=True)
    return len(re.findall("(?:" + "|".join(map(re.escape, forms)) + ")+", text))


def _marked(text: str, marks: dict[str, str]) -> str:
    if not marks:
        return text
    pattern = re.compile("|".join(map(re.escape, sorted(marks, key=len, reverse=True))))
    return pattern.sub(lambda m: marks[m.group()], text)


def _binding(clause: str) -> list[str]:
    """The words of a planned clause that may bind it: its marked units and its characters that
    carry a meaning of their own."""
    return [c for c in clause if _UNIT <= ord(c) < _UNIT + 0x1000 or (
        _HAN.fullmatch(c) and c not in FREE and c not in RELATION and c not in QUANTITY and c not in NUMERALS)]


def _found(said: str, word: str, start: int) -> int | None:
    """Where the first saying of `word` (itself or a modern form) at or after `start` ends, or None."""
    ends = [at + len(form) for form in dict.fromkeys([word, *MODERN.get(word, ())])
            if (at := said.find(form, start)) >= 0]
    return min(ends, default=None)


def _shown(text: str, units: dict[str, str]) -> str:
    return "".join(units.get(c, c) for c in text)
