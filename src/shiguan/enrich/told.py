"""An addition the section already tells in other words: the same year and the same event.

The claim Verifier matches facts by their words, so "In 1736 I lost one of my sons … by the
small-pox" is new to it beside "Francis … died of smallpox in 1736", and "In 1746 … I met with a
Dr. Spence, who … show'd me some electric experiments" beside "in 1746 when he saw some of
Archibald Spencer's lectures". A section's sentence naming a year the addition names tells the
same event when both tell a death, or both name the same other man (his surname, or one the
other's beginning when one of them names him by his surname alone: an author spells a name his
own way; first names, when both give them, agree). A year alone, or a place, is no event:
"In 1737, Colonel Spotswood … offered it to me" stays new beside "appointed postmaster … in 1737".
"""

from __future__ import annotations

import re
from functools import cache

from ..lang.en.nlp import lemma, load

_YEAR = re.compile(r"\b1[5-9]\d\d\b")
_DEATH = frozenset({"die", "death", "decease"})
_KIN = frozenset({"son", "daughter", "child", "wife", "husband", "father", "mother", "brother", "sister"})
_MIN_STEM = 5  # a surname shorter than this is matched only whole


def told_again(addition: str, section: str, names: tuple[str, ...] = ()) -> bool:
    """Whether a sentence of `section` naming a year `addition` names tells its event (`names`:
    the subject's, never the other man shared)."""
    years = set(_YEAR.findall(addition))
    if not years:
        return False
    own = frozenset(w.lower() for n in names for w in re.findall(r"[A-Za-z]+", n))
    death, men = _event(addition, own)
    return any((death and d) or any(_same(a, b) for a in men for b in m)
               for s in _sentences(section) if years & set(_YEAR.findall(s))
               for d, m in [_event(s, own)])


@cache
def _sentences(text: str) -> tuple[str, ...]:
    return tuple(s.text for s in load()(text).sents)


@cache
def _event(sentence: str, own: frozenset[str]) -> tuple[bool, tuple[tuple[str, ...], ...]]:
    """Whether the sentence tells a death ("died"; "I lost one of my sons", not "my father's mill";
    "left for dead" is none), and the other men it names, each as the words of his name."""
    doc = load()(sentence)
    death = any(lemma(t) in _DEATH or lemma(t) == "lose" and any(
        lemma(w) in _KIN and w.dep_ != "poss" for c in t.children if c.dep_ == "dobj" for w in c.subtree)
        for t in doc)
    men = []
    for e in doc.ents:
        words = re.findall(r"[A-Za-z]+", e.text.removesuffix("'s").removesuffix("’s"))
        if e.label_ == "PERSON" and words and not own & {w.lower() for w in words}:
            men.append(tuple(w.lower() for w in words))
    return death, tuple(men)


def _same(a: tuple[str, ...], b: tuple[str, ...]) -> bool:
    """One man: the same surname, or one the other's beginning (Spence, Spencer) when one of the
    two is named by his surname alone ("a Dr. Spence"); first names, when both give them, agree."""
    (first_a, last_a), (first_b, last_b) = (a[:-1], a[-1]), (b[:-1], b[-1])
    if first_a and first_b:
        return last_a == last_b and first_a[0] == first_b[0]
    short, long = sorted((last_a, last_b), key=len)
    return short == long or len(short) >= _MIN_STEM and long.startswith(short)
