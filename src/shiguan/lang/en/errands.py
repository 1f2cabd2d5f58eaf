"""Whether a going was on an errand: "I went to Harvard College to see my cousin graduate" tells a
visit, not a schooling, though the same going "to study law" tells one; "I went to Boston to
deliver a lecture" tells no home in Boston, "to live", "to work" or "to study" there does. The
purpose a going states decides; a going with no stated purpose is read as before.

One reading for both sides: the reader asks it of the parse (on_errand: a fact of schooling or
residence is not read from an errand), `ask` of a stored fact's words after its value
(write/meeting.py a_stay, for projects read before), both through `stays_for`.
"""

from __future__ import annotations

from typing import Any

from .nlp import lemma
from .verbs import infinitive

# What one goes to a school to do, as its student: a purpose of any other verb (to see, to hear, to
# visit, to teach, to lecture) makes the going no schooling of his.
_STUDY = frozenset({"study", "learn", "attend", "enter", "prepare", "fit", "educate", "read", "finish",
                    "complete", "begin", "commence", "continue", "pursue", "take", "receive", "obtain",
                    "acquire", "enroll", "matriculate", "graduate", "train", "qualify", "school"})
# What one goes to a place to do that makes it his place for a time: to live, to work, to study
# there; to see, to hear, to lecture, to buy is a visit.
_STAY = _STUDY | frozenset({"live", "reside", "dwell", "settle", "stay", "remain", "work", "teach", "practise",
                            "practice", "serve", "labor", "labour", "board", "lodge", "apprentice", "clerk"})
_PURPOSES = {"education": _STUDY, "residence": _STAY}


def stays_for(purpose: str, relation: str) -> bool:
    """Whether a going "to `purpose`" (a verb's base form) may tell a stay of `relation`
    (education: to study; residence: to study, to live, to work); any purpose for another relation."""
    wanted = _PURPOSES.get(relation)
    return wanted is None or purpose.lower() in wanted


def on_errand(verb: Any, relation: str = "education") -> bool:
    """A verb of going or sending with a purpose infinitive ("to" before it) that tells no stay of
    `relation` (never for a relation that is no stay), or a going told as repeated (every time I
    entered Hull-House; whenever I went to Boston): visits."""
    if relation not in _PURPOSES:
        return False
    if _repeated(verb):
        return True
    ordered = [g for p in verb.children if p.dep_ == "prep" and p.lower_ == "in" for o in p.children
               if o.dep_ == "pobj" and o.lower_ == "order" for g in o.children if g.dep_ == "acl"]  # in order to
    purpose = next((c for c in [*verb.children, *ordered] if c.dep_ in ("advcl", "xcomp", "acl") and c.i > verb.i
                    and infinitive(c)), None)
    if purpose is None or purpose.lower_ == "be" and any(c.dep_ == "attr" for c in purpose.children):
        return False  # sent to Baltimore, to be a house servant: a place to be something in is a stay
    return not any(stays_for(w, relation) for w in (lemma(purpose), purpose.lower_))


def _repeated(verb: Any) -> bool:
    """A verb of a clause of "every time" or "each time", or with "whenever"."""
    head = verb.head
    return verb.dep_ == "relcl" and head.lower_ in ("time", "times") and any(
        c.dep_ == "det" and c.lower_ in ("every", "each") for c in head.children) or any(
        c.dep_ in ("advmod", "mark") and c.lower_ == "whenever" for c in verb.children)
