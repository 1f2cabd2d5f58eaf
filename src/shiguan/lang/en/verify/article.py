"""An English article's sentences checked against the English snippets they cite.

The claim Verifier (claims.py) reads each sentence against the snippets' text, as `check` and
`bio` read English claims: its dates, numbers and names each found in a snippet sentence, the
rest by shared words, the model asked only for what the rules leave, with a quote that must
stand in a snippet. A sentence that says "I" or "we" outside quotation marks is a narrator's
sentence copied, and is not kept; one that names the topic's person is kept only if a sentence
supporting it names him, or says "I" where he is the narrator.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cached_property

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from ....llm import LLM
from ....project import Project
from ....retrieve.citations import Citer
from ....verify.verdicts import NOT_SUPPORTED, SUPPORTED, FactCheck, SentenceCheck
from ... import Cited
from .check import sentence_check
from .claims import ClaimVerifier

_FIRST_PERSON = re.compile(r"\bI\b|\b(?i:me|my|mine|myself|we|us|our|ours|ourselves)\b")
_I = re.compile(r"\bI\b|\b(?i:we)\b")  # the narrator as a subject: "my brother was a sailor" is not his
_QUOTED = re.compile(r"“[^”]*”|\"[^\"]*\"")  # what a sentence quotes may say "I"


def _first_person(text: str, words: re.Pattern[str] = _FIRST_PERSON) -> re.Match[str] | None:
    """The first "I", "my", "we" … (`words`) the sentence says outside quotation marks; not the US,
    nor a king's numeral (Charles I: an "I" after a capitalised word that is no common word)."""
    unquoted = _QUOTED.sub(lambda m: " " * len(m.group()), text)
    for m in words.finditer(unquoted):
        before = (unquoted[:m.start()].split() or [""])[-1]
        numeral = m.group() == "I" and before[:1].isupper() and before.lower() not in ENGLISH_STOP_WORDS
        if m.group() == "US" or numeral:
            continue
        return m
    return None


def _names(text: str, name: str) -> bool:
    """Whether the text names `name` as a whole word."""
    return bool(re.search(rf"(?<!\w){re.escape(name)}(?!\w)", text))


class ArticleChecker:
    def __init__(self, project: Project, topic: str, llm: LLM | None, names: set[str], citer: Citer):
        self.project, self.topic, self.llm, self.names, self.citer = project, topic, llm, names, citer

    def check_sentence(self, text: str, cited: Sequence[Cited]) -> SentenceCheck:
        checked = sentence_check(self.claims, text, [(s.evidence(), s.chunk.id) for s in cited], self.citer)
        if said := _first_person(text):
            # a narrator's own sentence copied: its "I" is not the article's to say (the gate, I suppose, …)
            checked.facts.append(FactCheck(said.group(), said.start(), said.end(), NOT_SUPPORTED,
                                           method="first-person", message="an article does not say “I” "
                                           "or “we”: say who, in the third person"))
        elif checked.verdict == SUPPORTED and (who := self._unsaid_person(text, checked)):
            at = text.find(who)
            checked.facts.append(FactCheck(who, at, at + len(who), NOT_SUPPORTED, method="who",
                                           message=f"the snippets it cites do not say this of {who}: "
                                           "they name neither him nor an “I”"))
        return checked

    @cached_property
    def claims(self) -> ClaimVerifier:
        """The claim Verifier, made at the first sentence (it loads spaCy). The people the topic
        names are not facts to check: their own narratives call them "I"."""
        about = [n for n in self.names if _names(self.topic, n)]
        return ClaimVerifier(self.llm, about, self.project.root)

    def _unsaid_person(self, text: str, checked: SentenceCheck) -> str:
        """The person the topic names whom the sentence makes its subject but whom none of the
        sentences supporting it names or calls "I": the claim Verifier does not check those
        names (a narrative calls him "I"), so "She taught it to Laura" would support "Helen
        Keller taught it to Laura"."""
        named = [n for n in self.claims.about if _names(text, n)]
        if not named:
            return ""
        citations = [c for f in checked.facts for c in f.citations]
        speaks = self._narrators(c.chunk_id for c in citations)
        for c in citations:
            if any(_names(c.sentence, n) for n in named) or (
                    _first_person(c.sentence, _I) and any(n in speaks.get(c.chunk_id, ()) for n in named)):
                return ""
        return named[0]

    def _narrators(self, chunk_ids: Iterable[int]) -> dict[int, set[str]]:
        """Chunk → the names of the narrator whose "I" it is (a preface's "I" is its editor's)."""
        store = self.project.store
        chunks = store.chunks_by_id(set(chunk_ids))
        entity_of = store.entities_of_entries({c.entry_id for c in chunks.values() if c.entry_id is not None})
        names = {e: {store.entity_name(e)} | {a.form for a in store.aliases_of(e)} for e in set(entity_of.values())}
        return {c.id: names[entity_of[c.entry_id]] for c in chunks.values() if c.entry_id in entity_of}
