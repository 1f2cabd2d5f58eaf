"""A prisoner in a figure of speech is no capture (issue 43): "I was as much a prisoner as if I had
been in jail", "a prisoner of hope", "of my own fears", "in my own house". A capture names its war
or captor (a prisoner of war; of the Sioux), or none (I was a prisoner at Lanark)."""

from __future__ import annotations

from typing import Any

_CAPTIVES = frozenset({"prisoner", "prisoners", "captive", "captives"})
_DEGREE = frozenset({"as", "much", "so", "more", "quite", "very"})


def a_figure(token: Any) -> bool:
    """Whether "a prisoner" the verb predicates is said in a figure: a degree before it (as much a
    prisoner), an "of" that names no war or captor (of hope, of my fears), or "own" after it (in my
    own house)."""
    if token.lower_ not in _CAPTIVES or token.dep_ not in ("attr", "oprd"):
        return False
    if any(c.dep_ in ("amod", "advmod") and c.lower_ in _DEGREE for c in token.subtree if c.i < token.i):
        return True
    after = [t for t in token.subtree if t.i > token.i] + [
        t for c in token.head.children if c.dep_ == "prep" and c.i > token.i for t in c.subtree]
    if any(t.lower_ == "own" for t in after):
        return True
    return any(c.dep_ == "prep" and c.lower_ == "of" and not any(
        g.dep_ == "pobj" and (g.lower_ == "war" or g.tag_ in ("NNP", "NNPS")) for g in c.children)
        for c in token.children)
