"""English: documents read by spaCy's parse (people, first-person words and pronouns resolved,
facts by dependency patterns), stored per person; the English biography, questions and answers
(write), and the claim Verifier (verify).

The pack's parts are imported when first used, so that naming the pack (for the reader's
fingerprint, or to validate --lang) loads neither spaCy nor the writers.
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
    from ...write.types import Answer, Biography, BiographyOptions


class English:
    code = "en"
    name = "English"
    style = STYLE
    rule_files = ("en_facts.toml", "en_names.toml")
    model_writes = False  # the rules write; a model rewords each sentence the Verifier supports

    def recognises(self, text: str) -> str:
        return ""  # corpus/language.py places every English text

    def read(self, rules: Rules, text: str, narrator: str) -> DocumentRead:
        """Read by spaCy's parse (`narrator`: who the "I" is, when the title does not say)."""
        from ...corpus.front_matter import body_spans
        from .read import read_english
        from .rules import english_rules

        en = english_rules(rules)
        english = read_english(text, body_spans(text), narrator, en.facts, en.names)
        how = "English (spaCy en_core_web_sm)"
        how += f"; narrator {english.narrator} ({english.narrator_reason})" if english.narrator else \
            f"; about {english.subject} ({english.subject_reason})" if english.subject else \
            f"; no narrator: {english.narrator_reason}"
        return DocumentRead(self.code, how, english)

    def store(self, project: Project, document_id: int, text: str, read: DocumentRead,
              before: dict[str, list[int]]) -> int:
        from .store import store_english

        return store_english(project.store, document_id, text, read.content, before)

    def biography(self, project: Project, found: PersonResult, llm: LLM | None,
                  options: BiographyOptions) -> Biography:
        """The plan of his English facts, by rules; with a model, each sentence reworded where the
        Verifier supports it."""
        from .write.biography import write_english_biography
        from .write.model_biography import write_english_model_biography

        if llm:
            return write_english_model_biography(project, found, llm, options.max_chars)
        return write_english_biography(project, found, options.max_chars)

    def check(self, project: Project, found: PersonResult, claim: str, llm: LLM | None) -> ClaimCheck:
        from .verify.check import check_english_claim

        return check_english_claim(project, found, claim, llm)

    def answer(self, project: Project, question: str, llm: LLM | None, hops: int) -> Answer:
        from .write.answer import answer

        return answer(project, question, llm)

    def sentences(self, text: str) -> list[str]:
        """By the claim Verifier's own splitter, so that the sentence checked is the sentence kept."""
        from .verify.sentences import sentence_spans

        return [text[s:e] for s, e in sentence_spans(text)]

    def sentence_checker(self, project: Project, topic: str, llm: LLM | None, names: set[str], citer: Citer,
                         written_in: str) -> SentenceChecker:
        from .verify.article import ArticleChecker

        return ArticleChecker(project, topic, llm, names, citer)
