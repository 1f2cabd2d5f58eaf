"""Writing one section: relevance filter, draft with [n] citations, review, revise, remove.

The writer sees only the snippets the filter kept, numbered 1..k for this section. Each round
the Reviewer checks every sentence against the snippets it cites; if any fails, its fixes go
back to the writer with the draft, up to `revisions` rounds (APOLLO's r_max). Sentences still
unsupported after the last round are removed and reported, never kept.
"""

from __future__ import annotations

import re
from typing import Any

from pydantic import BaseModel

from ..lang import language
from ..llm import Message
from ..prompts.staged import numbered
from ..verify.verdicts import SUPPORTED
from .model import ArticleModel, number_list
from .result import Round, Sentence, WrittenSection
from .review import Reviewer
from .sources import Snippet

MAX_SENTENCES = 8  # per draft of a section


class DraftSentence(BaseModel):
    text: str
    cites: list[int] = []


class Draft(BaseModel):
    sentences: list[DraftSentence] = []


class Relevant(BaseModel):
    relevant: list[int] = []


def to_sentences(draft: Any, shown: list[Snippet], lang: str) -> list[Sentence]:
    """The `sentences` of a reply (a Draft, a naive article's section), their citations turned
    from the numbers shown into pool numbers; a number outside the list shown is dropped (the
    sentence then cites less, or nothing). An item is cut into the sentences its language's
    checker reads (English by the claim Verifier's splitter, so the sentence checked is the
    sentence kept; Chinese whole), each citing what the item cites: a small model often gives a
    whole paragraph as one "sentence", and each of its sentences must stand or fall by itself.
    Citation marks written into the text ("He died in 1895. [3]", as the revision prompt shows
    the draft) are taken out of it and cited."""
    out: list[Sentence] = []
    pack = language(lang)
    for d in draft.sentences:
        cites = [shown[i - 1].n for i in dict.fromkeys(d.cites) if 1 <= i <= len(shown)]
        mine: list[Sentence] = []
        for piece in pack.sentences(d.text):
            # "… in Baltimore. [1][2] Soon …": the marks after a sentence are its own, though the
            # splitter sets them at the head of the next
            lead = _LEADING_MARKS.match(piece)
            if lead and mine:
                mine[-1].cites = list(dict.fromkeys(mine[-1].cites + _marked(lead.group(), shown)))
                piece = piece[lead.end():]
            text = _MARK.sub("", piece).strip()
            if text:
                mine.append(Sentence(text, list(dict.fromkeys(cites + _marked(piece, shown)))))
        out += mine
    return out


_MARK = re.compile(r"\s*\[(\d+)\]")  # a citation written into the text, as the revision prompt shows them
_LEADING_MARKS = re.compile(r"(?:\s*\[\d+\])+")


def _marked(text: str, shown: list[Snippet]) -> list[int]:
    """The pool numbers of the citation marks written in the text (those shown)."""
    return [shown[int(m) - 1].n for m in _MARK.findall(text) if 1 <= int(m) <= len(shown)]


def local_numbers(shown: list[Snippet]) -> dict[int, int]:
    """Pool number → the number the model was shown (1..k)."""
    return {s.n: i for i, s in enumerate(shown, 1)}


def cited_lines(sentences: list[Sentence], shown: list[Snippet], numbered: bool = False) -> str:
    """Sentences one a line, each followed by the numbers it cites among `shown` (and, with
    `numbered`, preceded by its own number, which the reviewer's fixes name)."""
    local = local_numbers(shown)
    return "\n".join((f"{i}. " if numbered else "") + f"{s.text} " + "".join(f"[{local[n]}]" for n in s.cites)
                     for i, s in enumerate(sentences, 1))


class SectionWriter:
    def __init__(self, model: ArticleModel, reviewer: Reviewer, topic: str, revisions: int):
        self.model = model
        self.reviewer = reviewer
        self.topic = topic
        self.revisions = revisions

    def relevant(self, heading: str, offered: list[Snippet]) -> list[Snippet]:
        if not offered:
            return []
        reply = self.model.ask("article-filter", Relevant, 100, number_list("relevant", len(offered)), topic=self.topic,
                               heading=heading, snippets=numbered([s.text for s in offered]))
        keep = {i for i in reply.relevant if 1 <= i <= len(offered)}
        return [s for i, s in enumerate(offered, 1) if i in keep]

    def write(self, heading: str, subheadings: list[str], offered: list[Snippet], shown: list[Snippet], words: int,
              cluster: int | None = None) -> WrittenSection:
        """A body section from `shown`, the snippets the filter kept of those offered (`relevant`)."""
        section = WrittenSection(heading, "body", offered=[s.n for s in offered], cluster=cluster)
        section.kept = [s.n for s in shown]
        if shown:
            covering = self.model.prompt("article-draft").render("covering", subheadings="; ".join(subheadings)) \
                if subheadings else ""
            self.review_loop(section, "article-draft", shown, topic=self.topic, heading=heading, covering=covering,
                             snippets=numbered([s.text for s in shown]), words=words)
        return section

    @property
    def unit(self) -> str:
        return language(self.model.lang).style.length_unit

    def review_loop(self, section: WrittenSection, stage: str, shown: list[Snippet], strict: bool = False,
                    **values: object) -> None:
        """Draft with the prompt of `stage`, then review and revise until no fix is left or
        `revisions` rounds are spent; what is still unsupported is removed. A revision keeps the
        draft's system message and brief, so the model rewrites under the same instructions.
        `strict`: the Reviewer's strict check (a sentence written from several cited ones)."""
        system, brief = self.model.messages(stage, language=self.model.language, unit=self.unit, **values)
        sentences = self._draft(stage, [system, brief], shown)
        by_number = {s.n: s for s in shown}
        local = local_numbers(shown)
        for round_ in range(self.revisions + 1):
            for s in sentences:
                self.reviewer.check(s, by_number, strict)
            fixes = self.reviewer.fixes(sentences, local)
            section.rounds.append(Round(list(sentences), fixes))
            if not fixes or round_ == self.revisions:
                break
            draft = cited_lines(sentences, shown, numbered=True)
            revise = self.model.prompt("article-revise").messages(
                brief=brief.content, draft=draft, fixes="\n".join(f"- {f}" for f in fixes))
            revised = self._draft("article-revise", [system, *revise], shown)
            sentences = revised or sentences
        section.sentences = [s for s in sentences if s.verdict == SUPPORTED]
        section.removed = [s for s in sentences if s.verdict != SUPPORTED]

    def _draft(self, stage: str, messages: list[Message], shown: list[Snippet]) -> list[Sentence]:
        # no maxItems on the list: llama.cpp's grammar for a bounded list of objects made sampling
        # crawl (over ten minutes for one reply); the token limit bounds a runaway instead
        reply = self.model.send(stage, messages, Draft, 700)
        return to_sentences(reply.model_copy(update={"sentences": reply.sentences[:MAX_SENTENCES]}), shown,
                            self.model.lang)
