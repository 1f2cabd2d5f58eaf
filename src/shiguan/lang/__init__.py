"""Which language a person or a question is in, so that `bio` and `ask` take the path that reads
it: the English reader marks each English document (project meta `lang:<document id>` = "en")."""

from __future__ import annotations

import re

from ..store import Store

EN, ZH = "en", "zh"
LANGUAGES = (EN, ZH)
_LATIN_WORD = re.compile(r"[A-Za-z]+")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")


def document_language(store: Store, document_id: int) -> str:
    return store.get_meta(f"lang:{document_id}") or ZH


def corpus_language(store: Store) -> str:
    """English when most of the project's documents are English."""
    languages = [document_language(store, d.id) for d in store.documents()]
    return EN if languages and 2 * languages.count(EN) > len(languages) else ZH


def person_language(store: Store, entity_id: int) -> str:
    """English when most of his entries are in English documents."""
    entries = store.entries_of(entity_id)
    english = sum(document_language(store, e.document_id) == EN for e in entries)
    return EN if entries and 2 * english > len(entries) else ZH


def question_language(question: str) -> str:
    """English when its Latin words outnumber its Han characters (each about a word): "Where was
    兆惠 born?" is English, "Thomas Weller的父亲是谁？" Chinese."""
    return EN if len(_LATIN_WORD.findall(question)) > len(_HAN.findall(question)) else ZH
