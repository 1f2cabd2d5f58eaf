"""Whether a verb whose past is spelt as its present ("I set on foot", "I put", "I let") is told in
the past: the tagger calls it present when nothing in it says otherwise, so the narrative around
decides, never the word alone ("And now I set on foot my first project …; I drew up the proposals,
got them put into form …": his past; "I set my barrels out each morning, and sell what I can": his
present)."""

from __future__ import annotations

from ..lang.en.nlp import load

# verbs whose simple past is their present's form (English's closed class)
SAME_FORM = frozenset({"set", "put", "let", "cut", "cast", "shut", "hit", "spread", "quit", "burst", "thrust",
                       "hurt", "cost", "bid", "rid", "shed", "split", "upset", "read", "beset", "broadcast"})
_AROUND = 1200  # characters of the paragraph read on either side
_PRESENT = ("VBP", "VBZ")


def told_in_past(root, around: str) -> bool:
    """Whether a same-form root is the past: the sentence's other finite verbs and its paragraph's
    (`around`, the sentence left out) tell more in the past than in the present."""
    if root.lower_ not in SAME_FORM or root.tag_ != "VBP":
        return False
    verbs = [t.tag_ for t in root.doc if t.i != root.i]
    if around.strip():
        verbs += [t.tag_ for t in load()(around)]
    return verbs.count("VBD") > sum(verbs.count(tag) for tag in _PRESENT)


def paragraph_around(text: str, start: int, end: int) -> str:
    """The paragraph a sentence stands in (blank lines bound it), the sentence itself left out."""
    begin = max(text.rfind("\n\n", 0, start) + 2, start - _AROUND)
    stop = text.find("\n\n", end)
    stop = min(stop if stop >= 0 else len(text), end + _AROUND)
    return f"{text[begin:start]} {text[end:stop]}"
