"""An article's sentences checked against the sources they cite, by the Verifier: no knowledge
graph vouches for anything, so every fact must stand in the cited snippets."""

from __future__ import annotations

from collections.abc import Sequence

from ....llm import LLM
from ....project import Project
from ....retrieve.citations import Citer
from ....verify.verdicts import SentenceCheck
from ... import Cited
from .verifier import Verifier


class SourcesChecker:
    """`whole_sentences`: the article is written in another language than its sources, so a
    sentence is one fact and the model alone decides (Verifier.over_sources)."""

    def __init__(self, project: Project, topic: str, llm: LLM | None, names: set[str], citer: Citer,
                 whole_sentences: bool):
        self.project, self.topic, self.llm, self.names, self.citer = project, topic, llm, names, citer
        self.whole_sentences = whole_sentences

    def check_sentence(self, text: str, cited: Sequence[Cited]) -> SentenceCheck:
        verifier = Verifier.over_sources(self.project, self.topic, [s.hit() for s in cited], self.citer, self.llm,
                                         whole_sentences=self.whole_sentences, names=self.names)
        return verifier.check(text)
