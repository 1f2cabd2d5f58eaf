"""The reviewer: every sentence checked against the snippets it cites, fixes in plain words.

APOLLO's reviewer reads the draft for unsupported claims; here the Verifier does the reading
(atomic facts, dates against era dates, verbatim spans, then the model with an evidence quote
that must stand in the snippet), so a fix names the exact fact that failed and why, which a
small model can act on better than a free-form critique.

An English sentence that cites English snippets only is read by the English claim Verifier
(verify/english.py) against the snippets' text, as `check` and `bio` read English claims: its
dates, numbers and names each found in a snippet sentence, the rest by shared words, the model
asked only for what the rules leave, with a quote that must stand in a snippet. An English
sentence over Chinese snippets still goes to the (Chinese) Verifier whole. An English sentence
that says "I" or "we" outside quotation marks is a narrator's sentence copied, and is not kept;
one that names the topic's person is kept only if a sentence supporting it names him, or says
"I" where he is the narrator.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cached_property

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

from ..kg.resolve import LOOKUP_KINDS
from ..lang import EN
from ..lang.en.verify.check import sentence_check
from ..lang.en.verify.claims import ClaimVerifier
from ..lang.zh.verify.verifier import Verifier
from ..llm import LLM
from ..project import Project
from ..retrieve.citations import Citer
from ..verify.verdicts import SUPPORTED, FactCheck, SentenceCheck
from .result import Sentence
from .sources import Snippet, english_documents

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
        self.english = english_documents(store) if lang == EN else set()  # whose snippets an English sentence
        # is read against by the claim Verifier; none for a Chinese article

    def check(self, sentence: Sentence, snippets: dict[int, Snippet]) -> None:
        """Give the sentence its verdict against the snippets it cites (none cited: not included)."""
        cited = [snippets[n] for n in sentence.cites if n in snippets]
        self.checked += 1
        english = bool(cited) and all(s.chunk.document_id in self.english for s in cited)
        sentence.check = self._claim_check(sentence.text, cited) if english else self._check(sentence.text, cited)
        if not cited:
            for fact in sentence.check.facts:
                fact.verdict, fact.method, fact.message = "not_included", "citation", "it cites no snippet"
        elif english and (said := _first_person(sentence.text)):
            # a narrator's own sentence copied: its "I" is not the article's to say (the gate, I suppose, …)
            sentence.check.facts.append(FactCheck(said.group(), said.start(), said.end(), "not_supported",
                                                  method="first-person", message="an article does not say “I” "
                                                  "or “we”: say who, in the third person"))
        elif english and sentence.check.verdict == SUPPORTED and (who := self._unsaid_person(sentence)):
            at = sentence.text.find(who)
            sentence.check.facts.append(FactCheck(who, at, at + len(who), "not_supported", method="who",
                                                  message=f"the snippets it cites do not say this of {who}: "
                                                  "they name neither him nor an “I”"))

    def _unsaid_person(self, sentence: Sentence) -> str:
        """The person the topic names whom the sentence makes its subject but whom none of the
        sentences supporting it names or calls "I": the claim Verifier does not check those
        names (a narrative calls him "I"), so "She taught it to Laura" would support "Helen
        Keller taught it to Laura"."""
        named = [n for n in self.claims.about if _names(sentence.text, n)]
        if not named or sentence.check is None:
            return ""
        citations = [c for f in sentence.check.facts for c in f.citations]
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

    def _check(self, text: str, cited: list[Snippet]) -> SentenceCheck:
        """The Verifier's verdicts, over the cited snippets only."""
        verifier = Verifier.over_sources(self.project, self.topic, [s.hit() for s in cited], self.citer, self.llm,
                                         whole_sentences=self.whole_sentences, names=self.names)
        return verifier.check(text)

    def _claim_check(self, text: str, cited: list[Snippet]) -> SentenceCheck:
        """The English claim Verifier's verdicts against the cited snippets' text."""
        return sentence_check(self.claims, text, [(s.evidence(), s.chunk.id) for s in cited], self.citer)

    @cached_property
    def claims(self) -> ClaimVerifier:
        """The English claim Verifier, made at the first English sentence (it loads spaCy). The
        people the topic names are not facts to check: their own narratives call them "I"."""
        about = [n for n in self.names if _names(self.topic, n)]
        return ClaimVerifier(self.llm, about, self.project.root)

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
