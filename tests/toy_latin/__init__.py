"""A toy language pack, the proof that a third language is one folder and one registry line: Latin
birth notices ("Carolus Linnaeus, medicus et botanicus, natus est Rashulti in Smolandia anno 1707."),
read by one rule, stored as one person with one fact, written as a one-sentence biography, checked
by the words of his fact's sentence. It imports only what every pack shares (lang, store, retrieve,
verify, write), never another pack.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from shiguan.lang import Cited, DocumentRead, Style
from shiguan.llm import LLM
from shiguan.project import Project, Rules
from shiguan.retrieve.citations import Citer
from shiguan.retrieve.person import PersonResult
from shiguan.store import AliasRow, NewChunk, NewEntry, NewTriple
from shiguan.verify.verdicts import NOT_INCLUDED, SUPPORTED, ClaimCheck, FactCheck, SentenceCheck
from shiguan.write.types import Answer, Biography, BiographyOptions, Clause, Sentence, Wording

NOTICE = re.compile(r"(?P<name>[A-Z][a-z]+(?: [A-Z][a-z]+)+)(?:, [^,]+,)? natus est (?P<place>[^.]+?) "
                    r"anno (?P<year>\d{3,4})\.")
STYLE = Style(quotes="«»", one_line=True, joiner=" ", length_unit="verba", refusal="Nescio.",
              prompt_name="Latin", sources={"source_language": "Latin", "sources": "Latin sources"})
WORDING = Wording(", ", ".", " ", "(Nihil.)", "Fontes", STYLE.quotes, STYLE.one_line)


@dataclass
class Notice:
    """One birth notice as read: offsets in the document."""

    name: tuple[int, int]
    place: tuple[int, int]
    year: tuple[int, int]
    sentence: tuple[int, int]


class LatinAnswer(Answer):
    quotes = STYLE.quotes
    one_line = STYLE.one_line


class Latin:
    code = "la"
    name = "Latin"
    style = STYLE
    rule_files: tuple[str, ...] = ()
    model_writes = False

    def recognises(self, text: str) -> str:
        return "a Latin birth notice (natus est)" if NOTICE.search(text) else ""

    def read(self, rules: Rules, text: str, narrator: str) -> DocumentRead:
        notices = [Notice(m.span("name"), m.span("place"), m.span("year"), m.span()) for m in NOTICE.finditer(text)]
        return DocumentRead(self.code, f"Latin (toy pack: {len(notices)} birth notices)", notices)

    def store(self, project: Project, document_id: int, text: str, read: DocumentRead,
              before: dict[str, list[int]]) -> int:
        store = project.store
        for ord_, n in enumerate(read.content):
            name = text[slice(*n.name)]
            entity = store.add_entity(name)
            entry = store.add_entry(NewEntry(document_id, ord_, name, name, *n.sentence, "la-notice", "", "", entity))
            chunk = store.add_chunk(NewChunk(document_id, ord_, *n.sentence, "notice", entry), text[slice(*n.sentence)])
            store.add_aliases([AliasRow(entity, entry, name, "name", "global", *n.name, "la")])
            store.add_triples([NewTriple(
                head_id=entity, relation="birth", tail_text=text[slice(*n.place)], tail_id=None, entry_id=entry,
                chunk_id=chunk, document_id=document_id, start=n.sentence[0], end=n.sentence[1],
                value_start=n.place[0], value_end=n.place[1], method="la:notice", score=1.0,
                when_text=text[slice(*n.year)], when_start=n.year[0], when_end=n.year[1],
                year=int(text[slice(*n.year)]), detail="natus", basis="name", about=name, cue_start=n.name[0],
                cue_end=n.name[1], note="", era="")])
        store.set_meta(f"lang:{document_id}", self.code)
        return len(read.content)

    def biography(self, project: Project, found: PersonResult, llm: LLM | None,
                  options: BiographyOptions) -> Biography:
        assert found.resolved is not None
        citer = Citer(project)
        bio = Biography(found.resolved.name, found.resolved.entity_id, "rules-only", "Regulis scripta.", WORDING)
        for t in found.facts:
            text = f"{found.resolved.name} natus est {t.tail_text} anno {t.when_text}"
            bio.sentences.append(Sentence(text + WORDING.sentence_end,
                                          [Clause(text, t.relation, t.tail_text, t.id, [citer.cite(t)])]))
        bio.references = citer.references()
        return bio

    def check(self, project: Project, found: PersonResult, claim: str, llm: LLM | None) -> ClaimCheck:
        """Supported when every word of the claim stands in the sentence of one of his facts."""
        assert found.resolved is not None
        citer = Citer(project)
        words = set(re.findall(r"\w+", claim))
        said = [t for t in found.facts if words <= set(re.findall(r"\w+", citer.cite(t).sentence))]
        fact = FactCheck(claim, 0, len(claim), SUPPORTED if said else NOT_INCLUDED, method="verbatim",
                         citations=[citer.cite(t) for t in said])
        return ClaimCheck(found.resolved.name, found.resolved.entity_id, claim, "rules-only",
                          SentenceCheck(claim, [fact]), ["kept" if said else "not in the sources"])

    def answer(self, project: Project, question: str, llm: LLM | None, hops: int) -> Answer:
        return LatinAnswer(question, False, STYLE.refusal, "rules", why="the toy pack answers nothing")

    def sentences(self, text: str) -> list[str]:
        return [s for s in re.split(r"(?<=\.)\s+", text.strip()) if s]

    def sentence_checker(self, project: Project, topic: str, llm: LLM | None, names: set[str], citer: Citer,
                         written_in: str) -> Verbatim:
        return Verbatim()


class Verbatim:
    """An article's sentence is supported where one snippet it cites holds it word for word."""

    def check_sentence(self, text: str, cited: Sequence[Cited]) -> SentenceCheck:
        held = any(text.rstrip(".") in s.evidence().text for s in cited)
        return SentenceCheck(text, [FactCheck(text, 0, len(text), SUPPORTED if held else NOT_INCLUDED,
                                              method="verbatim")])
