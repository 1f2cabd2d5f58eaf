"""Whether a going was on an errand: "I went to Harvard College to see my cousin graduate" tells a
visit, not a schooling, though the same going "to study law" tells one. The purpose a going
states (its infinitive, by the parse) decides; a going with no stated purpose is read as before.
"""

from __future__ import annotations

from typing import Any

# What one goes to a school to do, as its student: a purpose of any other verb (to see, to hear, to
# visit, to teach, to lecture) makes the going no schooling of his.
_STUDY = frozenset({"study", "learn", "attend", "enter", "prepare", "fit", "educate", "read", "finish",
                    "complete", "begin", "commence", "continue", "pursue", "take", "receive", "obtain",
                    "acquire", "enroll", "matriculate", "graduate", "train", "qualify", "school"})


def on_errand(verb: Any) -> bool:
    """A verb of going or sending with a purpose infinitive ("to" before it) that is no study."""
    purpose = next((c for c in verb.children if c.dep_ in ("advcl", "xcomp") and c.i > verb.i and any(
        a.dep_ == "aux" and a.lower_ == "to" for a in c.children)), None)
    return purpose is not None and purpose.lemma_.lower() not in _STUDY and purpose.lower_ not in _STUDY
