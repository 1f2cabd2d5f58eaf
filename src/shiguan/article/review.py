"""The reviewer: every sentence checked against the snippets it cites, fixes in plain words.

APOLLO's reviewer reads the draft for unsupported claims; here the Verifier does the reading
(atomic facts, dates against era dates, verbatim spans, then the model with an evidence quote
that must stand in the snippet), so a fix names the exact fact that failed and why, which a
small model can act on better than a free-form critique.

A sentence written from several cited sentences (an introduction, a conclusion, a polished
section) is also read by code with `strict`: the Verifier reads its sources together and lets by
a sentence that trades their actors or dates or adds a negation (crossing.py).

Which Verifier reads a sentence is the language pack's: the pack of the article's language when
every snippet the sentence cites is in that language (an English sentence over English snippets:
the English claim Verifier, lang/en/verify/article.py), else the default pack's (the Chinese
Verifier, which reads a sentence in another language than its sources whole).
"""

from __future__ import annotations

from ..kg.resolve import LOOKUP_KINDS
from ..lang import DEFAULT, SentenceChecker, documents_in, language
from ..llm import LLM
from ..project import Project
from ..retrieve.citations import Citer
from ..verify.verdicts import NOT_INCLUDED, NOT_SUPPORTED, SUPPORTED, FactCheck
from .crossing import CitedCheck
from .result import Sentence
from .sources import Snippet


class Reviewer:
    def __init__(self, project: Project, topic: str, llm: LLM, lang: str):
        self.project = project
        self.topic = topic
        self.llm = llm
        self.lang = lang
        self.citer = Citer(project)
        self.checked = 0  # sentences checked (the cost report)
        store = project.store
        self.names = {n for n in store.alias_forms(LOOKUP_KINDS) | store.entity_names() if len(n) >= 2}
        self.own = documents_in(store, lang)  # the documents in the article's language
        self.checkers: dict[str, SentenceChecker] = {}  # by language, made at their first sentence
        self._cross: CitedCheck | None = None

    @property
    def cross(self) -> CitedCheck:
        """The crossing and negation check, made at its first use."""
        if self._cross is None:
            self._cross = CitedCheck.of(self.project, self.lang)
        return self._cross

    def check(self, sentence: Sentence, snippets: dict[int, Snippet], strict: bool = False) -> None:
        """Give the sentence its verdict against the snippets it cites (none cited: not included);
        with `strict`, a crossing or an added negation (crossing.py) is not supported either."""
        cited = [snippets[n] for n in sentence.cites if n in snippets]
        self.checked += 1
        own = bool(cited) and all(s.chunk.document_id in self.own for s in cited)
        sentence.check = self.checker(self.lang if own else DEFAULT).check_sentence(sentence.text, cited)
        if not cited:
            for fact in sentence.check.facts:
                fact.verdict, fact.method, fact.message = NOT_INCLUDED, "citation", "it cites no snippet"
        elif strict:
            why = self.cross.refuse(sentence.text, [s.text for s in cited])
            if why:
                sentence.check.facts.append(FactCheck(sentence.text, 0, len(sentence.text), NOT_SUPPORTED,
                                                      method="crossing", message=why))

    def checker(self, code: str) -> SentenceChecker:
        """The pack's checker of this article's sentences, made at its first sentence."""
        if code not in self.checkers:
            self.checkers[code] = language(code).sentence_checker(self.project, self.topic, self.llm, self.names,
                                                                   self.citer, self.lang)
        return self.checkers[code]

    def fixes(self, sentences: list[Sentence], local: dict[int, int]) -> list[str]:
        """What to change, sentence by sentence; `local` maps pool numbers to the numbers the
        writer was shown. An empty list means the draft stands."""
        out = []
        for i, s in enumerate(sentences, 1):
            if not s.cites:
                out.append(f"Sentence {i} cites no snippet: cite the snippet that states it, or delete it.")
                continue
            if s.check is None or s.check.verdict == SUPPORTED:
                continue
            shown = ", ".join(f"[{local.get(n, n)}]" for n in s.cites)
            for fact in s.check.failures:
                said = "; the snippet says " + "、".join(e.value for e in fact.expected) if fact.expected else ""
                why = f" ({fact.message})" if fact.message else ""
                out.append(f"Sentence {i}: 「{fact.text}」 is {fact.verdict.replace('_', ' ')} by {shown}{why}{said}. "
                           f"Say only what the cited snippet states, or delete the sentence.")
        return out
