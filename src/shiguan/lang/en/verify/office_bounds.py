"""A title is held only whole: a word of the claim's office stands in a source sentence for it only
where no other word makes it another office. "Vice-President" is no President, "Lieutenant-Governor"
or "Lieutenant Governor" no Governor, "Attorney-General" no General, "Assistant Secretary" no
Secretary: the tail of a hyphened word, or a word after a rank word (vice, lieutenant, deputy,
assistant, sub, under, acting, brevet), names another office unless the claim writes that head
too. Two heads keep the office: "ex-" (an ex-President was President) and the grades of one office
(a brigadier-, major- or lieutenant-general is a general, so "general" alone is held by them, but
"brigadier-general" is not held by "major-general": the claim's head must stand there). A title
before another man's name ("met Governor Hale") is that man's, never his."""

from __future__ import annotations

from collections.abc import Container

from .sentences import Sentence, words

HYPHENS = frozenset({"-", "‐", "‑"})
RANKS = frozenset({"vice", "lieutenant", "deputy", "assistant", "sub", "under", "acting", "brevet"})
_FORMER = frozenset({"ex"})
_GRADES = {"general": frozenset({"brigadier", "major", "lieutenant"})}


def _gap(sentence: Sentence, k: int) -> str:
    ws = sentence.words
    return sentence.text[ws[k - 1].end - sentence.start:ws[k].start - sentence.start] if k else " "


def another_office(sentence: Sentence, k: int, claimed: Container[str]) -> bool:
    """Whether word `k` is made another office by the word before it: hyphened to it, or a rank
    word before it, other than a word the claim sets before it (`claimed`), "ex-" or a grade."""
    if not k:
        return False
    head, gap = sentence.words[k - 1].norm, _gap(sentence, k)
    joined = gap in HYPHENS or not gap.strip() and head in RANKS
    return joined and head != claimed and head not in _FORMER and head not in _GRADES.get(sentence.words[k].norm, ())


def heads(claim: str) -> frozenset[str]:
    """The claim's words that make its office what it is ("vice" of "vice-president", "brigadier"
    of "brigadier-general", "acting" of "acting governor"): a source must say them too."""
    ws = words(claim)
    return frozenset(w.norm for w, nxt in zip(ws, ws[1:]) if w.norm not in _FORMER and (
        claim[w.end:nxt.start] in HYPHENS or w.norm in RANKS and not claim[w.end:nxt.start].strip()))


def offices_of_others(sentence: Sentence, claim: str, his: frozenset[str], titles: frozenset[str]) -> set[str]:
    """The sentence's words that stand only inside another office or another man's title: the
    tail of another office (another_office) or a title before a name not his that the claim does
    not write after it ("Governor" of "Governor Hale")."""
    said = [w.norm for w in words(claim)]
    pairs = set(zip(said, said[1:]))
    before: dict[str, set[str]] = {}
    for a, b in pairs:
        before.setdefault(b, set()).add(a)
    ws = sentence.words
    inside, free = set(), set()
    for k, w in enumerate(ws):
        nxt = ws[k + 1] if k + 1 < len(ws) else None
        titled = w.norm in titles and nxt is not None and nxt.capital and nxt.norm not in his | titles and \
            not _gap(sentence, k + 1).strip() and (w.norm, nxt.norm) not in pairs
        (inside if another_office(sentence, k, before.get(w.norm, ())) or titled else free).add(w.norm)
    return inside - free
