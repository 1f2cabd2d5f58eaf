"""A source's idiom for a birth or a death as the word a claim says: "I commenced the struggle of
life on the 12th day of November, 1815" says "born on", "he departed this life in 1839" says
"died in"; the reader's idioms (verbs.form), read on the sentence's parse."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..verbs import form, idiom_verb
from .sentences import Sentence

if TYPE_CHECKING:
    from spacy.tokens import Token


def idiom_words(forms: frozenset[str], sentence: Sentence, token_at: Callable[[int], Token | None]) -> list[int]:
    """Indices of the sentence's words that head an idiom saying one of `forms` ("born", "died")."""
    return [i for i, w in enumerate(sentence.words) if idiom_verb(w.norm) and (t := token_at(i)) is not None
            and form(t) in forms]
