"""Traditional -> simplified conversion that never moves a character offset.

Matching and extraction run on simplified text, but citations must point into
the original document, so the converted text has to line up with it 1:1.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import lru_cache

import opencc

Converter = Callable[[str], str]
Splitter = Callable[[str], list[str]]

# Clause boundaries: a converted clause that changes length is retried per character.
_CLAUSE_SPLIT = re.compile(r"([\s，。、；：？！,.;:?!「」『』（）()《》〈〉“”‘’…—·])")
# Characters kept as written even where OpenCC's t2s would change them, because in classical text
# the converted reading is usually wrong:
_KEPT = {
    "乾": "era names (乾封, 乾符, 乾德, 乾宁 ...) and given names (徐乾学): t2s writes 干封, 徐干学",
    "沈": "a surname (沈约); t2s makes it 沉 in phrases such as 沈重, 沈默",
    "麴": "a surname (麴允); t2s makes it 曲, another surname",
    "榘": "a given name's form (韩复榘); t2s makes it 矩",
}
# t2s also writes rare characters outside the basic CJK block (顗 -> 𫖮, 磾 -> 䃅, 瓛 -> 𤩽), almost
# all in given names: a form that fonts, input methods and the asker's question lack is kept as written.
_COMMON_HAN = re.compile(r"[\u4e00-\u9fff]")


@lru_cache(maxsize=1)
def _opencc_t2s() -> Converter:
    """Loading the OpenCC dictionaries is the slow part, so do it once."""
    return opencc.OpenCC("t2s").convert


# Coarse to fine: whole line first (keeps phrases such as 乾隆 intact), then clauses, then characters.
_SPLITTERS: tuple[Splitter, ...] = (_CLAUSE_SPLIT.split, list)


def to_simplified(text: str) -> str:
    """Return a simplified-Chinese version of `text` with EXACTLY the same length,
    so that every character offset into the result is a valid offset into the original."""
    convert = _opencc_t2s()
    converted = "\n".join(_convert_fitting(line, convert) for line in text.split("\n"))
    return converted if converted == text else _keep_as_written(text, converted)


def simplified_by_character(text: str) -> str:
    """`text` simplified one character at a time, each as it is written standing alone: a name,
    which the converter may keep whole as a phrase (魏徵), the way the text writes its parts (征)."""
    return "".join(map(_simplified_character, text))


@lru_cache(maxsize=8192)
def _simplified_character(ch: str) -> str:
    return to_simplified(ch)


def _keep_as_written(text: str, converted: str) -> str:
    """`converted` with the kept characters and the rare converted forms put back as `text` has them."""
    return "".join(was if was != now and (was in _KEPT or not _COMMON_HAN.match(now)) else now
                   for was, now in zip(text, converted))


def _convert_fitting(piece: str, convert: Converter, splitters: Sequence[Splitter] = _SPLITTERS) -> str:
    """Convert `piece` as a whole when that keeps its length; otherwise convert its parts.

    A part that cannot be converted to the same length even as a single character stays as it was.
    """
    converted = _try_convert(piece, convert)
    if converted is not None and len(converted) == len(piece):
        return converted
    if not splitters:
        return piece
    return "".join(_convert_fitting(part, convert, splitters[1:]) for part in splitters[0](piece))


def _try_convert(piece: str, convert: Converter) -> str | None:
    """OpenCC works on UTF-8, so text holding a lone surrogate cannot be converted."""
    try:
        return convert(piece)
    except UnicodeEncodeError:
        return None
