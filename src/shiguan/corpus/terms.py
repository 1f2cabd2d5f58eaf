"""English words as search terms: lower-cased, stop words out, reduced by a small suffix stemmer.

The stemmer strips inflections and the few derivational endings whose stem keeps the word's sense
(-s, -es, -ies, -ed, -ing, -ly, -ness, -ment), then a final e, so that "apprenticed" and
"apprentice", "printers" and "printer", "married" and "marry" meet. It leaves alone what it
cannot strip safely ("born" and "birth" stay apart; "family" and "early" keep their -ly): a
wrong merge puts unrelated passages together, a missed one only loses a match. A stem is a
search key, never shown. Plain string work, no parser: a megabyte of text takes a fraction of
a second.
"""

from __future__ import annotations

import re
from functools import lru_cache

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

# A word: Latin letters and digits, with apostrophes inside it (don't, o'clock, Franklin's).
_WORD = re.compile(r"[0-9a-z\u00c0-\u024f]+(?:['\u2019][0-9a-z\u00c0-\u024f]+)*")
_VOWEL = re.compile(r"[aeiouy]")
# (ending, the least stem left): "comment", "witness" and "early" are not com-ment, wit-ness, ear-ly
_ENDINGS = (("ment", 4), ("ness", 4), ("ing", 3), ("ed", 3), ("ly", 4))
SHORT = 3  # words this short are kept whole


def terms(text: str) -> list[str]:
    """The text's words as search terms, in order: possessive 's and other apostrophes dropped,
    stop words and single letters left out, numbers kept, each stemmed."""
    out = []
    for word in _WORD.findall(text.lower()):
        if word.endswith(("'s", "\u2019s")):
            word = word[:-2]
        word = word.replace("'", "").replace("\u2019", "")
        if word in ENGLISH_STOP_WORDS or (len(word) == 1 and not word.isdigit()):
            continue
        out.append(stem(word))
    return out


@lru_cache(maxsize=1 << 16)
def stem(word: str) -> str:
    """A lower-case word without its inflection: the plural, then one ending, then a final e."""
    if len(word) <= SHORT or not word.isalpha():
        return word
    word = _singular(word)
    if word.endswith("ied"):  # married -> marry, cried -> cry; died, tied -> die, tie
        word = word[:-3] + ("y" if len(word) > 4 else "ie")
    elif word.endswith("ying") and len(word) == 5:  # dying, lying -> die, lie
        word = word[0] + "ie"
    else:
        word = _without_ending(word)
    if word.endswith("e") and len(word) > SHORT:
        word = word[:-1]
    return word


def _singular(word: str) -> str:
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"  # studies -> study (dies, ties lose their s below)
    if word.endswith("sses"):
        return word[:-2]  # businesses -> business
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]  # printers -> printer; boxes -> boxe, which loses its e with the others
    return word


def _without_ending(word: str) -> str:
    for ending, least in _ENDINGS:
        base = word[:-len(ending)]
        if not word.endswith(ending) or len(base) < least or not _VOWEL.search(base):
            continue
        if ending == "ly" and (base[-1] in "aiou" or base.endswith("ll")):  # family, Italy, Billy
            return word
        if ending == "ed" and base.endswith("e"):  # agree-d, not agre-ed
            return word[:-1]
        return _undouble(base) if ending in ("ed", "ing") else base
    return word


def _undouble(base: str) -> str:
    """stopp(ed) -> stop, runn(ing) -> run; a double l, s or z stays (called, passed), and so
    does a three-letter stem (added)."""
    if len(base) > SHORT and base[-1] == base[-2] and base[-1] not in "aeioulsz":
        return base[:-1]
    return base
