"""Classical Chinese: entries segmented by pattern files, facts extracted and given their
subjects (read, store), the timeline biography, the Verifier and Solvers (verify), questions
and answers (write), and the relation extractors (relations).

The pack's parts are imported when first used, so that naming the pack (for the reader's
fingerprint, or to validate --lang) costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import DocumentRead, SentenceChecker, Style

if TYPE_CHECKING:
    from ...llm import LLM
    from ...project import Project, Rules
    from ...retrieve.citations import Citer
    from ...retrieve.person import PersonResult
    from ...verify.verdicts import ClaimCheck
    from ...write.types import Answer, Biography, BiographyOptions, VerifiedBiography

STYLE = Style(
    quotes="「」", one_line=False, joiner="", length_unit="characters",
    refusal="无法回答：知识图谱中没有足以回答这个问题的信息，为免生成错误信息，不作回答。",
    prompt_name="modern written Chinese (现代汉语, simplified characters)",
    sources={"source_language": "classical Chinese", "sources": "classical Chinese sources",
             "sources_named": "classical Chinese sources (the Draft History of Qing)",
             "keyword_words": "words of two to six Chinese characters that the sources themselves would use (names, "
                              "places, offices, events), simplified characters",
             "keyword_form": "two to six simplified Chinese characters",
             "query_form": "A query is two to six Chinese characters of words the sources themselves would use "
                           "(names, places, offices, events), in simplified characters.",
             "history": "Chinese history"},
)


class Chinese:
    code = "zh"
    name = "classical Chinese"
    style = STYLE
    rule_files = ("segment.toml", "extract.toml", "subjects.toml", "sentence_rules.toml")
    model_writes = True

    def recognises(self, text: str) -> str:
        return ""  # corpus/language.py places every classical Chinese text

    def read(self, rules: Rules, text: str, narrator: str) -> DocumentRead:
        from .read import read_chinese

        how, read = read_chinese(rules, text)
        return DocumentRead(self.code, how, read, read.norm)

    def store(self, project: Project, document_id: int, text: str, read: DocumentRead,
              before: dict[str, list[int]]) -> int:
        from .store import store_chinese

        return store_chinese(project, document_id, read.content, before)

    def biography(self, project: Project, found: PersonResult, llm: LLM | None,
                  options: BiographyOptions) -> Biography | VerifiedBiography:
        """His timeline realised by rules, or written by the model step by step (or, `free`,
        sentence by sentence without the plan), every sentence verified."""
        from .write.biography import write_rules_biography
        from .write.plan_writer import TimelineWriter
        from .write.verified import BiographyWriter

        if llm is None:
            return write_rules_biography(project, found, options.max_chars)
        if options.free:
            return BiographyWriter(project, found, llm, solvers=options.solvers).write()
        return TimelineWriter(project, found, llm, solvers=options.solvers, max_chars=options.max_chars).write()

    def check(self, project: Project, found: PersonResult, claim: str, llm: LLM | None) -> ClaimCheck:
        from .verify.check import check_claim

        return check_claim(project, found, claim, llm)

    def answer(self, project: Project, question: str, llm: LLM | None, hops: int) -> Answer:
        from .write.answer import answer_by_model, answer_by_rules

        return answer_by_model(project, llm, question, hops) if llm else answer_by_rules(project, question, hops)

    def sentences(self, text: str) -> list[str]:
        """A Chinese item whole, as written."""
        return [text.strip()] if text.strip() else []

    def sentence_checker(self, project: Project, topic: str, llm: LLM | None, names: set[str], citer: Citer,
                         written_in: str) -> SentenceChecker:
        from .verify.article import SourcesChecker

        return SourcesChecker(project, topic, llm, names, citer, whole_sentences=written_in != self.code)
