"""Classical Chinese: entries segmented by pattern files, facts extracted and given their
subjects (read, store), the timeline biography, the Verifier and Solvers (verify), questions
and answers (write), and the relation extractors (relations).

The pack's parts are imported when first used, so that naming the pack (for the reader's
fingerprint, or to validate --lang) costs nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import DocumentRead, SentenceChecker
from .style import STYLE

if TYPE_CHECKING:
    from ...llm import LLM
    from ...project import Project, Rules
    from ...retrieve.citations import Citer
    from ...retrieve.person import PersonResult
    from ...verify.verdicts import ClaimCheck
    from ...write.types import Answer, Biography, BiographyOptions, VerifiedBiography


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
