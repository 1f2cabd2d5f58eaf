"""A deed of two told once, its verb left out the second time: "my sister was apprenticed to a
dressmaker and I to a milliner". The reader reads it so (lang/en/gapped.py, on its own reads); the
claim Verifier reads the sentence's words: the claim's words from the verb to a value after "and
SUBJECT PREPOSITION", the verb's own preposition, say that subject's deed, not the verb's first
subject's: his for "I" or "we" (the milliner is hers, the dressmaker her sister's), another's for
anyone else ("I was apprenticed to a tailor and my brother to a cooper")."""

from __future__ import annotations

from .parsed import token_at
from .sentences import Sentence

_HIS = frozenset({"i", "we"})
_SUBJECT_WORDS = 4  # at most this many words between "and" and the repeated preposition: "my brother John"
_NO_SUBJECT = frozenset({"VERB", "AUX", "ADP", "SCONJ", "CCONJ", "PUNCT"})  # "and I went to …" has its own verb


def gapped_doer(sentence: Sentence, first: int, last: int) -> bool | None:
    """For claim words standing from a verb (word `first`) to word `last`: True when the last stands
    after a gapped "and I to …", False after another gapped subject, None when no gap stands between."""
    ws = sentence.words
    after = token_at(sentence, first + 1) if first + 1 < len(ws) else None
    if after is None or after.pos_ != "ADP":
        return None
    preposition = ws[first + 1].norm
    for q in range(last, first + 2, -1):
        if ws[q].norm != preposition:
            continue
        joint = next((a for a in range(q - 2, max(first + 1, q - 2 - _SUBJECT_WORDS), -1) if ws[a].norm == "and"), None)
        if joint is None:
            continue
        subject = range(joint + 1, q)
        tokens = [token_at(sentence, k) for k in subject]
        if any(t is None or t.pos_ in _NO_SUBJECT for t in tokens):
            continue
        return [ws[k].norm for k in subject] in ([w] for w in _HIS)
    return None
