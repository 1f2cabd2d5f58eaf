"""Languages as packs: one folder per language (lang/zh, lang/en) holds everything that reads,
stores, checks or writes that language, behind the one `Language` interface below; the rest of
shiguan asks `language(code)` for a pack and never branches on a language itself.

A pack is registered in registries.py (LANGUAGES), like a model backend, and imported only when
used. Which pack serves is decided once per thing: a document by its text (corpus/language.py;
the pack's reader marks each document of a language other than the default, project meta
`lang:<document id>`), a person by most of his entries' documents, a question by its script.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from .. import registries
from ..corpus.language import language_of
from ..errors import InputError
from ..store import ChunkRow, Store

if TYPE_CHECKING:
    from ..llm import LLM
    from ..project import Project, Rules
    from ..retrieve.citations import Citer
    from ..retrieve.person import Hit, PersonResult
    from ..verify.evidence import Evidence
    from ..verify.verdicts import ClaimCheck, SentenceCheck
    from ..write.types import Answer, Biography, BiographyOptions, VerifiedBiography

EN, ZH = "en", "zh"
DEFAULT = ZH  # the language of a document no reader marked
_LATIN_WORD = re.compile(r"[A-Za-z]+")
_HAN = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
_COUNT = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")


@dataclass(frozen=True)
class Style:
    """How shiguan writes in a language, and speaks of it to a model."""

    quotes: str  # the marks around a quoted source sentence: 「」, “”
    one_line: bool  # a quoted source sentence wrapped over lines is quoted on one line
    joiner: str  # between the sentences of a paragraph
    length_unit: str  # what a length in this language counts, as a prompt says it: characters, words
    refusal: str  # the answer when the sources hold nothing that answers the question
    prompt_name: str  # the language as a prompt names it (what an article is to be written in)
    sources: Mapping[str, str]  # what the article prompts say of sources in this language


@dataclass
class DocumentRead:
    """Everything a pack read from one document, before anything is stored: plain data, so that
    a reading process can hand it to the writer, which gives `content` back to the same pack."""

    language: str  # the code of the pack that read it, and stores it
    how: str  # which path read it, and why: for the ingest summary
    content: Any  # the pack's own reading
    norm: str | None = None  # the text as read, where the pack read it in another form (simplified)


class Cited(Protocol):
    """A source a sentence cites (an article's snippet), as each language's Verifier takes it."""

    chunk: ChunkRow

    def hit(self) -> Hit: ...

    def evidence(self) -> Evidence: ...


class SentenceChecker(Protocol):
    def check_sentence(self, text: str, cited: Sequence[Cited]) -> SentenceCheck:
        """The verdicts on a sentence (of an article) against the sources it cites only."""


class Language(Protocol):
    """One language: how its documents are read and stored, and how it is written and checked."""

    code: str  # as documents are marked and --lang names it: "zh", "en"
    name: str  # as a message names it: "classical Chinese"
    style: Style
    rule_files: tuple[str, ...]  # the pattern files its reading depends on (the reader's fingerprint)
    model_writes: bool  # with a model, the model writes each sentence (else the rules write, a model rewords)

    def recognises(self, text: str) -> str:
        """Why a text corpus/language.py could not place is in this language; "" when it is not."""

    def read(self, rules: Rules, text: str, narrator: str) -> DocumentRead:
        """Read one document (`narrator`: who a first-person text's "I" is, when its title does not say)."""

    def store(self, project: Project, document_id: int, text: str, read: DocumentRead,
              before: dict[str, list[int]]) -> int:
        """Store what `read` read under `document_id` (`before`: an earlier version's people by
        name, who keep their ids); the number of entries stored."""

    def biography(self, project: Project, found: PersonResult, llm: LLM | None,
                  options: BiographyOptions) -> Biography | VerifiedBiography:
        """The resolved person's biography, every sentence cited."""

    def check(self, project: Project, found: PersonResult, claim: str, llm: LLM | None) -> ClaimCheck:
        """A verdict on each atomic fact of a claim about the resolved person."""

    def answer(self, project: Project, question: str, llm: LLM | None, hops: int) -> Answer:
        """An answer from the sources with the sentence of every fact used, or a refusal."""

    def sentences(self, text: str) -> list[str]:
        """A model's item of prose cut into the sentences this language's checker reads."""

    def sentence_checker(self, project: Project, topic: str, llm: LLM | None, names: set[str], citer: Citer,
                         written_in: str) -> SentenceChecker:
        """What checks an article's sentences (written in `written_in`) against sources in this
        language; `names`: the people's names and aliases of the project."""


def codes() -> list[str]:
    """The registered languages' codes, in the order of the registry (read at each call, as
    language() reads it, so that a pack added to the registry later is known at once)."""
    return list(registries.LANGUAGES)


def language(code: str) -> Language:
    """The pack of a registered language."""
    return registries.LANGUAGES[code]()


def language_for(text: str) -> Language:
    """The pack that reads a document's text: the language corpus/language.py finds, or one whose
    pack recognises a text it could not place; InputError for a text in none."""
    found = language_of(text)
    if found.code in registries.LANGUAGES:
        return language(found.code)
    for code in registries.LANGUAGES:
        if (pack := language(code)).recognises(text):
            return pack
    names = [language(code).name for code in registries.LANGUAGES]
    count = _COUNT[len(names) - 1] if len(names) <= len(_COUNT) else str(len(names))
    raise InputError(f"neither {' nor '.join(names)} ({found.reason}); shiguan reads only these {count}")


def document_language(store: Store, document_id: int) -> str:
    return store.get_meta(f"lang:{document_id}") or DEFAULT


def documents_in(store: Store, code: str) -> set[int]:
    """The documents read as being in this language."""
    return {d.id for d in store.documents() if document_language(store, d.id) == code}


def _most(codes_: Iterable[str]) -> str:
    """The language of more than half of them; else the default."""
    counted = Counter(codes_)
    code, n = counted.most_common(1)[0] if counted else (DEFAULT, 0)
    return code if 2 * n > counted.total() else DEFAULT


def corpus_language(store: Store) -> str:
    """The language most of the project's documents are in."""
    return _most(document_language(store, d.id) for d in store.documents())


def person_language(store: Store, entity_id: int) -> str:
    """The language most of his entries' documents are in."""
    return _most(document_language(store, e.document_id) for e in store.entries_of(entity_id))


def question_language(question: str) -> str:
    """English when its Latin words outnumber its Han characters (each about a word): "Where was
    兆惠 born?" is English, "Thomas Weller的父亲是谁？" Chinese."""
    return EN if len(_LATIN_WORD.findall(question)) > len(_HAN.findall(question)) else ZH
