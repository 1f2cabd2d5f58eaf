"""An English biography written with a model, sentence by sentence, each sentence verified.

The plan and its facts are the rules biography's (biography.py): the model only
rewords each of its sentences, given the sentence's own cited source sentences, and the English
claim Verifier (lang/en/verify/claims.py) checks the reworded sentence against those sources, with the
same model judging what the rules cannot. A sentence the Verifier does not support keeps the
rules' wording, which is the sources' own, and so does one that holds a word neither its draft
nor its sources hold, or ends cut off: the model can make the text read better, never add to it,
and every sentence keeps its citations.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pydantic import BaseModel

from ....corpus.terms import terms
from ....llm import LLM
from ....project import Project
from ....prompts.staged import StagedRequests
from ....retrieve.person import PersonResult
from ....verify.evidence import Evidence
from ....verify.verdicts import SUPPORTED
from ....write.types import Biography, Clause, Sentence
from ..parsed import for_parser
from ..verify.claims import ClaimVerifier
from .biography import write_english_biography


class Reworded(BaseModel):
    sentence: str


@dataclass
class ModelNote:
    kept: int = 0  # sentences in the model's wording, verified
    refused: int = 0  # the model's wording not supported: the rules' kept


_OPEN_END = frozenset({"of", "the", "a", "an", "to", "and", "or", "from", "with", "in", "for", "by", "on", "at",
                       "that", "which", "who", "his", "her", "their"})


_NAMING = frozenset(terms("named called"))  # a son named William Franklin: a son, William Franklin


def _adds(text: str, given: str) -> bool:
    """Whether a reworded sentence says more than its draft and sources: a word neither holds (a
    significant achievement that helped her recover …: the judgement is the model's), or an end cut
    off before its last word (… from the effects of.)."""
    words = re.findall(r"[A-Za-z0-9']+", text)
    said = set(terms(_plain(for_parser(given))))  # "arriv'd" as "arrived", which the model may write
    return bool(set(terms(_plain(text))) - said - _NAMING) or bool(words) and words[-1].lower() in _OPEN_END


def _plain(text: str) -> str:
    """Ordinals as their numbers: "the 24th of December" and "December 24" say one day."""
    return re.sub(r"\b(\d+)(?:st|nd|rd|th|d)\b", r"\1", text)


def write_english_model_biography(project: Project, found: PersonResult, llm: LLM,
                                  max_chars: int | None = None) -> Biography:
    """The rules biography of `found`, each sentence reworded by the model where the Verifier
    supports its wording; `mode` and `note` say how many."""
    assert found.resolved is not None
    bio = write_english_biography(project, found, max_chars)
    model = StagedRequests(llm, "en", project.root)
    verifier = ClaimVerifier(llm, [a.form for a in found.aliases], project.root)
    note = ModelNote()
    for i, sentence in enumerate(bio.sentences):
        cited = sentence.citations
        sources = "\n".join(f"- {' '.join(c.sentence.split())}" for c in cited)
        reply = model.ask("biography-sentence", Reworded, max_tokens=200, person=bio.person,
                          draft=sentence.text, sources=sources)
        text = " ".join(reply.sentence.split())
        evidence = [Evidence(c.sentence, c.document_id, c.sentence_start, c.sentence_end) for c in cited]
        if not text or _adds(text, f"{bio.person} {sentence.text} {sources}") \
                or verifier.check(text, evidence).verdict != SUPPORTED:
            note.refused += 1
            continue
        first = sentence.clauses[0]
        body = text.rstrip(".!? ")
        bio.sentences[i] = Sentence(body + bio.wording.sentence_end,
                                    [Clause(body, first.relation, first.value, first.triple_id, cited)])
        note.kept += 1
    bio.mode = f"model {llm.name}"
    bio.note = (f"Planned by rules; {note.kept} of {len(bio.sentences)} sentences reworded by {llm.name} and "
                f"verified against their sources, {note.refused} kept in the sources' own words.")
    return bio
