"""What every English answer is made of, by rules or by the model: the answer, quoting its
sources the English way, the refusal, and words as a question and a sentence are compared
(without their endings, so that publish, published and publish'd meet).
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

from ....project import Project
from ....retrieve.graph import Named
from ....rules import load_rules
from ....write.types import Answer
from ..style import STYLE

WORDS = re.compile(r"[A-Za-z'’]+")
_ENDINGS = ("'d", "’d", "ied", "ed", "d", "ing", "es", "s", "y", "e")  # of those a word ends with, longest first


class EnglishAnswer(Answer):
    """An Answer whose references quote their sentences the English way, on one line."""

    quotes: ClassVar[str] = STYLE.quotes
    one_line: ClassVar[bool] = STYLE.one_line


def questions_style(project: Project) -> dict[str, Any]:
    return load_rules("questions_en.toml", project.root)


def refuse(question: str, mode: str, named: list[Named], why: str) -> EnglishAnswer:
    return EnglishAnswer(question, False, STYLE.refusal, mode, [n.name for n in named], why=why)


def word_stems(text: str) -> set[str]:
    return {word_stem(bare_word(w)) for w in WORDS.findall(text)}  # Women's meets the question's Women's


def word_stem(word: str, keep: int = 0) -> str:
    """A verb without its ending, so that publish, published and publish'd meet; an ending is taken
    off only where `keep` letters stay."""
    word = word.lower()
    ending = next((e for e in _ENDINGS if word.endswith(e) and len(word) - len(e) >= keep), "")
    return word[:len(word) - len(ending)]


def bare_word(word: str) -> str:
    return re.sub(r"['’]s$", "", word).casefold()
