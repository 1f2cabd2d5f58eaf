"""A written article: sections of verified sentences, the reference list, and the JSON report.

Reference numbers in the article follow the order of first citation in the final text; each
reference names the document, the chunk and the exact span of the snippet, and quotes it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from ..lang import language
from ..retrieve.citations import markdown_text
from ..verify.verdicts import SentenceCheck
from .outline import Outline
from .sources import Snippet


@dataclass
class Sentence:
    text: str
    cites: list[int]  # snippet numbers in the pool
    check: SentenceCheck | None = None
    wording: Any = None  # the worded plan's Wording: the model's or the rules' sentence, and why

    @property
    def verdict(self) -> str:
        return self.check.verdict if self.check else "unchecked"

    def to_dict(self, refs: dict[int, int], snippets: dict[int, Snippet]) -> dict[str, Any]:
        facts = [f.to_dict() for f in self.check.facts] if self.check else []
        for fact in facts:  # evidence is numbered by the article's references, not the Verifier's
            for e in fact["evidence"]:
                e["ref"] = next((refs.get(n) for n in self.cites
                                 if n in snippets and snippets[n].chunk.id == e["chunk_id"]
                                 and snippets[n].start <= e["start"] < snippets[n].end), None)
        out = {"text": self.text, "snippets": self.cites, "refs": [refs[n] for n in self.cites if n in refs],
               "verdict": self.verdict, "facts": facts}
        if self.wording is not None:
            out["wording"] = self.wording.to_dict()
        return out


@dataclass
class Round:
    """One writer/reviewer round of a section: the draft's verdicts and the fixes asked for."""

    sentences: list[Sentence]
    fixes: list[str]

    def to_dict(self, refs: dict[int, int], snippets: dict[int, Snippet]) -> dict[str, Any]:
        return {"draft": [s.to_dict(refs, snippets) for s in self.sentences], "fixes": self.fixes}


@dataclass
class WrittenSection:
    heading: str
    kind: str  # "intro" | "body" | "conclusion"
    sentences: list[Sentence] = field(default_factory=list)
    removed: list[Sentence] = field(default_factory=list)  # unsupported after the last revision
    repeated: list[Sentence] = field(default_factory=list)  # verified, but already said in an earlier section
    rounds: list[Round] = field(default_factory=list)
    offered: list[int] = field(default_factory=list)  # snippets given to the relevance filter
    kept: list[int] = field(default_factory=list)  # snippets the filter kept
    cluster: int | None = None
    polished: bool = False

    def to_dict(self, refs: dict[int, int], snippets: dict[int, Snippet]) -> dict[str, Any]:
        return {"heading": self.heading, "kind": self.kind, "cluster": self.cluster, "polished": self.polished,
                "snippets_offered": self.offered, "snippets_kept": self.kept,
                "sentences": [s.to_dict(refs, snippets) for s in self.sentences],
                "removed": [s.to_dict(refs, snippets) for s in self.removed],
                "repeated": [s.text for s in self.repeated],
                "rounds": [r.to_dict(refs, snippets) for r in self.rounds]}


@dataclass
class WrittenArticle:
    topic: str
    plan: str
    lang: str
    model: str
    outline: Outline
    sections: list[WrittenSection]
    snippets: list[Snippet]
    planning: dict[str, Any]  # the topic KG or the clusters, the queries issued
    cost: dict[str, Any] = field(default_factory=dict)

    def reference_numbers(self) -> dict[int, int]:
        """Snippet number → reference number, in order of first citation in the article."""
        refs: dict[int, int] = {}
        for section in self.sections:
            for s in section.sentences:
                for n in s.cites:
                    refs.setdefault(n, len(refs) + 1)
        return refs

    def words(self) -> int:
        return sum(count_words(s.text) for sec in self.sections for s in sec.sentences)

    def markdown(self) -> str:
        refs = self.reference_numbers()
        by_number = {s.n: s for s in self.snippets}
        lines = [f"# {markdown_text(self.outline.title)}", ""]
        for section in self.sections:
            if not section.sentences:
                continue  # nothing verified to say under it (the JSON keeps the section and why)
            if section.kind == "body":
                lines += [f"## {markdown_text(section.heading)}", ""]
            lines += [_joined(section.sentences, refs, self.lang), ""]
        removed = sum(len(s.removed) for s in self.sections)
        if self.plan == "rules":
            lines.append(f"> Written without a model from {len(refs)} cited source sentences: each sentence is a "
                         "clause group as the source writes it, its actor named by the attribution, its date given "
                         "the era and the Gregorian year.")
        elif self.plan in ("worded", "researched"):
            body = [s for sec in self.sections if sec.kind == "body" for s in sec.sentences]
            by_model, kept = sum(1 for s in body if s.wording and s.wording.by == "model"), len(body)
            framed = sum(len(sec.sentences) for sec in self.sections if sec.kind != "body")
            lines.append(f"> Planned by rules from {len(refs)} cited source sentences (a 纪事本末; {self.model} "
                         "proposed research queries and headings, kept where code found them on topic and in "
                         f"their sentences); {by_model} of its {kept} sentences worded by the model and verified "
                         "against the sentence they cite, the others in the rules' words (the source's clause, dated)"
                         + (f"; the introduction's and conclusion's {framed} sentence(s) written by the model from "
                            "the body sentences they cite and verified against them." if framed else "."))
        else:
            lines.append(f"> Written by {self.model} from {len(refs)} cited snippets ({self.plan} plan); every "
                         f"sentence verified against the snippets it cites; {removed} unsupported sentences removed.")
        lines += ["", "## References", ""]
        style = language(self.lang).style
        opening, closing = style.quotes
        for n, ref in sorted(refs.items(), key=lambda x: x[1]):
            s = by_number[n]
            quoted = markdown_text(" ".join(s.text.split()) if style.one_line else s.text)
            lines.append(f"{ref}. {markdown_text(s.document)}, chunk {s.chunk.id}, chars {s.start}–{s.end}: "
                         f"{opening}{quoted}{closing}")
        return "\n".join(lines) + "\n"

    def to_dict(self) -> dict[str, Any]:
        refs = self.reference_numbers()
        snippets = {s.n: s for s in self.snippets}
        return {
            "topic": self.topic, "plan": self.plan, "lang": self.lang, "model": self.model,
            "outline": self.outline.to_dict(), "words": self.words(),
            "sections": [s.to_dict(refs, snippets) for s in self.sections],
            "references": [dict(by.to_dict(), ref=refs[by.n]) for by in self.snippets if by.n in refs],
            "snippets": [s.to_dict() for s in self.snippets],
            "planning": self.planning, "cost": self.cost,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, indent=2)


def count_words(text: str) -> int:
    """Han characters count one each, other words one each (a length both languages share)."""
    han = sum(1 for ch in text if "\u3400" <= ch <= "\u9fff")
    other = len([w for w in "".join(" " if "\u3400" <= ch <= "\u9fff" else ch for ch in text).split()
                 if any(c.isalnum() for c in w)])
    return han + other


def _joined(sentences: list[Sentence], refs: dict[int, int], lang: str) -> str:
    return language(lang).style.joiner.join(
        markdown_text(s.text) + "".join(f"[{refs[n]}]" for n in dict.fromkeys(s.cites) if n in refs)
        for s in sentences)
