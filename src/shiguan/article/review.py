"""The reviewer: every sentence checked against the snippets it cites, fixes in plain words.

APOLLO's reviewer reads the draft for unsupported claims; here the Verifier does the reading
(atomic facts, dates against era dates, verbatim spans, then the model with an evidence quote
that must stand in the snippet), so a fix names the exact fact that failed and why, which a
small model can act on better than a free-form critique.
"""

from __future__ import annotations

from ..kg.resolve import LOOKUP_KINDS
from ..llm import LLM
from ..project import Project
from ..retrieve.citations import Citer
from ..verify.verifier import SUPPORTED, Verifier
from .result import Sentence
from .sources import Snippet


class Reviewer:
    def __init__(self, project: Project, topic: str, llm: LLM, lang: str):
        self.project = project
        self.topic = topic
        self.llm = llm
        self.whole_sentences = lang != "zh"  # the sources are Chinese: other languages go to the model whole
        self.citer = Citer(project)
        self.checked = 0  # sentences checked (the cost report)
        store = project.store
        self.names = {n for n in store.alias_forms(LOOKUP_KINDS) | store.entity_names() if len(n) >= 2}

    def check(self, sentence: Sentence, snippets: dict[int, Snippet]) -> None:
        """Give the sentence its verdict against the snippets it cites (none cited: not included)."""
        cited = [snippets[n] for n in sentence.cites if n in snippets]
        verifier = Verifier.over_sources(self.project, self.topic, [s.hit() for s in cited], self.citer, self.llm,
                                         whole_sentences=self.whole_sentences, names=self.names)
        self.checked += 1
        sentence.check = verifier.check(sentence.text)
        if not cited:
            for fact in sentence.check.facts:
                fact.verdict, fact.method, fact.message = "not_included", "citation", "it cites no snippet"

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
