"""Which path reads a document: the Chinese one, the English one, or neither.

Decided on a bounded sample spread over the text, so a 64 MB file costs what a few pages do. The
Project Gutenberg header and licence are left out of it: their English wraps books in every language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .front_matter import gutenberg_body

_SAMPLE_CHARS = 20_000
_SAMPLE_WINDOWS = 10
_MARKER_WINDOW = 100_000  # a Gutenberg header ends, and its licence starts, this close to the text's ends
_MIN_UNITS = 10  # fewer characters and words than this say nothing
_DOMINANT_SHARE = 0.5
_KANA_SHARE = 0.1  # of the Han characters and kana: Japanese writes its endings in kana, Chinese has none
# Running English has about two in five of its words among these; French or German about one in thirty.
_FUNCTION_WORD_SHARE = 0.15
_ENGLISH_FUNCTION_WORDS = frozenset(
    "the and of to was were is are be been being have has had that this these those with his her he she him it its"
    " they them their i my me we our you your for as at by from not but which who whom what when would could should"
    " there then than into upon all so said did do does an or if no".split()
)
_HAN = r"\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\U00020000-\U0003134f"
_KANA = r"\u3040-\u30ff\u31f0-\u31ff\uff66-\uff9f"
# One Han character or kana is a unit of meaning, as one word is: Han, kana, a Latin word, another word.
_UNIT = re.compile(rf"([{_HAN}])|([{_KANA}])|([A-Za-z\u00c0-\u024f]+(?:['’][A-Za-z]+)*)|([^\W\d_]+)")


@dataclass(frozen=True)
class Language:
    code: str  # "zh", "en" or "other"
    reason: str  # what the sample showed, to tell the user which path read the document and why


def detect_language(text: str) -> str:
    """"zh", "en" or "other": the code of `language_of(text)`."""
    return language_of(text).code


def language_of(text: str) -> Language:
    """Chinese when Han characters are most of the sample's characters and words; English when Latin
    words are, and English function words a healthy share of those; anything else (French, German,
    Japanese) is "other". Text too short to tell is read by its script."""
    found = [0] * 5  # by the group that matched (lastindex): 1 Han, 2 kana, 3 a Latin word, 4 another
    function_words = 0
    for m in _UNIT.finditer(_sample(text)):
        found[m.lastindex or 0] += 1
        if m.lastindex == 3:
            function_words += m.group(3).lower() in _ENGLISH_FUNCTION_WORDS
    _, han, kana, latin, others = found
    units = han + kana + latin + others
    if units < _MIN_UNITS:  # too little to tell a language: its script decides (a note, a title)
        if han and han >= latin:
            return Language("zh", f"a short text ({units} characters and words), in Han characters")
        if latin:
            return Language("en", f"a short text ({units} characters and words), in Latin letters")
        return Language("other", f"too little text ({units} characters and words)")
    if kana > _KANA_SHARE * (han + kana):
        return Language("other", f"Japanese kana ({kana} of {han + kana} Han characters and kana)")
    if han > _DOMINANT_SHARE * units:
        return Language("zh", f"Han characters are {han / units:.0%} of the characters and words sampled")
    if latin > _DOMINANT_SHARE * units:
        share = function_words / latin
        if share >= _FUNCTION_WORD_SHARE:
            return Language("en", f"English function words are {share:.0%} of the {latin} Latin-script words sampled")
        return Language("other", f"Latin script, but English function words are only {share:.0%} of its words "
                                 "(another language)")
    return Language("other", f"no script makes half of the {units} characters and words sampled")


def _sample(text: str) -> str:
    """Up to _SAMPLE_CHARS of the text between a Gutenberg header and licence, in windows spread
    evenly over it (a book may open with a preface in another language than its body)."""
    start, _ = gutenberg_body(text[:_MARKER_WINDOW])
    tail = max(start, len(text) - _MARKER_WINDOW)
    end = tail + gutenberg_body(text[tail:])[1]
    if end - start <= _SAMPLE_CHARS:
        return text[start:end]
    width = _SAMPLE_CHARS // _SAMPLE_WINDOWS
    step = (end - start - width) / (_SAMPLE_WINDOWS - 1)
    starts = (start + round(k * step) for k in range(_SAMPLE_WINDOWS))
    return " ".join(text[at:at + width] for at in starts)
