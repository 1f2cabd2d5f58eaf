"""Negation words that assert: a doubt denied ("I doubt not that I went", "never doubted"), a question
or a doubt ruled out ("without any question", "without a doubt", "no doubt"), "without fail", and "not
only … but". The word is a negation to the vocabulary, but the sentence says what it says is so."""

from __future__ import annotations

from collections.abc import Sequence

from .sentences import Word

_DOUBTING = frozenset({"doubt", "doubted"})
_RULED_OUT = frozenset({"question", "doubt", "fail"})  # without question, without a doubt, without fail
_ARTICLES = frozenset({"a", "an", "any", "the", "all"})


def asserts(words: Sequence[Word], k: int) -> bool:
    """Whether the negation word `words[k]` asserts what follows instead of denying it."""
    if any(w.norm in _DOUBTING for w in words[max(0, k - 1):k + 2]):
        return True  # I doubt not that I went; I never doubted that I went; no doubt he went
    after = [w.norm for w in words[k + 1:k + 3]]
    if after and after[0] in _ARTICLES:
        after = after[1:]
    if words[k].norm == "without" and after[:1] and after[0] in _RULED_OUT:
        return True
    return words[k].norm == "not" and after[:1] == ["only"]
