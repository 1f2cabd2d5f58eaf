"""The Router and the five Solvers (AIstorian §2.3.2).

The Router sends a fact the references do not include back for regeneration, and a fact they
contradict to the Solver for its error type. Era, alias and reference conflicts are fixed by
rules from what the sources say (a Solver never invents the replacement); knowledge lack and
other errors are rewritten by the model, given the error and the sources, and the rewrite is
verified again by the caller like any other sentence.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from pathlib import Path

from ....corpus.normalize import to_simplified
from ....era import find_era_dates
from ....llm import LLM
from ....project import Project
from ....prompts import load_prompt
from ....retrieve.citations import Citation
from ....verify.verdicts import NOT_INCLUDED, NOT_SUPPORTED, SUPPORTED, Expected, FactCheck, SentenceCheck


def route(fc: FactCheck) -> str:
    """keep | regenerate | era | reference | alias | knowledge | other"""
    if fc.verdict == SUPPORTED:
        return "reference" if fc.error_type == "reference" else "keep"
    if fc.verdict == NOT_INCLUDED:
        return "regenerate"
    assert fc.verdict == NOT_SUPPORTED
    return fc.error_type if fc.error_type in ("era", "reference", "alias", "knowledge") else "other"


@dataclass
class Fix:
    text: str  # the corrected sentence
    note: str  # what the Solver did, for the report
    citations: list[Citation] = field(default_factory=list)  # kept even if the new text cites less
    review_id: int | None = None


@dataclass
class Repair:
    """A sentence after the Solvers, and per atomic fact what they did (None where the Router
    keeps the fact or sends it back for regeneration)."""

    text: str
    notes: list[str | None]
    citations: list[Citation]
    review_ids: list[int]


class Solvers:
    def __init__(self, project: Project, entity_id: int, person: str, llm: LLM | None):
        self.project = project
        self.entity_id = entity_id
        self.person = person
        self.llm = llm
        self.prefer = project.config.era_prefer

    def repair(self, sentence: str, check: SentenceCheck) -> Repair:
        """Apply the Solver of every fact the Router sends to one, each on the text so far."""
        result = Repair(sentence, [], [], [])
        for fc in check.facts:
            action = route(fc)
            if action in ("keep", "regenerate"):
                result.notes.append(None)
                continue
            fix = self.solve(result.text, fc)
            if fix is None:
                result.notes.append(f"{action} solver: no correction the sources support for 「{fc.text}」")
                continue
            result.text = fix.text
            result.notes.append(fix.note)
            result.citations += fix.citations
            if fix.review_id is not None:
                result.review_ids.append(fix.review_id)
        return result

    def solve(self, sentence: str, fc: FactCheck) -> Fix | None:
        solver = {"era": self.era, "reference": self.reference, "alias": self.alias,
                  "knowledge": self.knowledge}.get(route(fc), self.other)
        return solver(sentence, fc)

    # -- rules -------------------------------------------------------------------------------

    def era(self, sentence: str, fc: FactCheck) -> Fix | None:
        """Put the sources' date, converted again to a Gregorian year, in place of the claimed one."""
        if not fc.claimed_date or not fc.expected:
            return None
        right = fc.expected[0]
        date = self._full_date(right, fc.claimed_date)
        year = right.year
        if year is None:
            found = find_era_dates(to_simplified(date), self.prefer)
            year = found[0].gregorian if found else None
        new_date = f"{date}（{year}）" if year is not None else date
        start = sentence.find(fc.claimed_date)
        if start < 0:
            return None
        end = start + len(fc.claimed_date)
        if sentence[end:end + 1] in "（(":
            close = min((i for i in (sentence.find("）", end), sentence.find(")", end)) if i >= 0), default=end)
            end = close + 1
        text = sentence[:start] + new_date + sentence[end:]
        return Fix(text, f"era solver: {sentence[start:end]} → {new_date} (the sources' date, converted again)",
                   [right.citation])

    def _full_date(self, right: Expected, claimed: str) -> str:
        """The sources' date with its era name: a bare 十三年 takes the claimed era if the years agree."""
        if find_era_dates(to_simplified(right.value), self.prefer):
            return right.value
        era = find_era_dates(to_simplified(claimed), self.prefer)
        if era and right.year is not None:
            candidate = era[0].era + right.value
            found = find_era_dates(to_simplified(candidate), self.prefer)
            if found and found[0].gregorian == right.year:
                return candidate
        return f"{right.year}年" if right.year is not None else right.value

    def alias(self, sentence: str, fc: FactCheck) -> Fix | None:
        """Present every reading the sources give instead of the wrong one."""
        values = _distinct(fc.expected)
        if not fc.value or not values or fc.value not in sentence:
            return None
        joined = values[0] + "".join(f"，又{fc.relation}{v}" for v in values[1:])
        return Fix(sentence.replace(fc.value, joined, 1), f"alias solver: {fc.relation} {fc.value} → {joined}",
                   [e.citation for e in fc.expected])

    def reference(self, sentence: str, fc: FactCheck) -> Fix | None:
        """The sources disagree: keep every reading with its citation and ask a person to decide."""
        values = _distinct(fc.expected)
        if not fc.value or len(values) < 2 or fc.value not in sentence:
            return None
        if fc.value in values:  # the claim's own reading first
            values.remove(fc.value)
            values.insert(0, fc.value)
        readings = [{"value": e.value, "document": e.citation.document, "start": e.citation.start,
                     "end": e.citation.end, "sentence": e.citation.sentence} for e in fc.expected]
        key = hashlib.sha256(json.dumps([self.entity_id, fc.relation, sorted(values)], ensure_ascii=False)
                             .encode()).hexdigest()
        item = self.project.store.open_review(key, self.entity_id, fc.relation, sentence,
                                              json.dumps(readings, ensure_ascii=False))
        cites = [e.citation for e in fc.expected]
        if item.status == "resolved" and item.decision:
            chosen = [e.citation for e in fc.expected if e.value == item.decision] or cites
            return Fix(sentence.replace(fc.value, item.decision, 1),
                       f"reference conflict: review #{item.id} decided {fc.relation} {item.decision}",
                       chosen, item.id)
        shown = values[0] + f"（一作{'、'.join(values[1:])}）"
        return Fix(sentence.replace(fc.value, shown, 1),
                   f"reference conflict: sources give {'、'.join(values)}; both kept, open for review #{item.id}",
                   cites, item.id)

    # -- the model ---------------------------------------------------------------------------

    def knowledge(self, sentence: str, fc: FactCheck) -> Fix | None:
        """Look the terms up in the glossary and the corpus, then let the model rewrite."""
        notes = self._glossary_notes(sentence) + self._corpus_notes(fc)
        return self._rewrite(sentence, fc, "knowledge solver", notes)

    def other(self, sentence: str, fc: FactCheck) -> Fix | None:
        values = _distinct(fc.expected)
        if self.llm is None and fc.value and len(values) == 1 and fc.value in sentence:
            return Fix(sentence.replace(fc.value, values[0], 1),
                       f"solver for others: {fc.relation} {fc.value} → {values[0]} (as the sources give it)",
                       [e.citation for e in fc.expected])
        return self._rewrite(sentence, fc, "solver for others", [])

    def _rewrite(self, sentence: str, fc: FactCheck, who: str, notes: list[str]) -> Fix | None:
        if self.llm is None:
            return None
        prompt = load_prompt("solve", "zh", self.project.root)
        extra = "\n".join(notes)
        messages = prompt.messages(
            person=self.person, sentence=sentence, fact=fc.text, message=fc.message,
            sources="\n".join(f"- {e.citation.sentence}" for e in fc.expected) or "（无）",
            knowledge=prompt.render("knowledge", notes=extra) if extra else "")
        text = self.llm.text(prompt.stage, messages, max_tokens=120, stop=["。"])
        text = text.strip().split("\n")[0].strip()
        if not text:
            return None
        return Fix(text.rstrip("。") + "。", f"{who}: rewritten by the model from the error and the sources",
                   [e.citation for e in fc.expected])

    def _glossary_notes(self, sentence: str) -> list[str]:
        path = Path(self.project.root) / self.project.config.verify.glossary
        if not path.is_file():
            return []
        notes = []
        for line in path.read_text("utf-8").splitlines():
            term, _, meaning = line.partition("\t")
            if term.strip() and meaning.strip() and to_simplified(term.strip()) in to_simplified(sentence):
                notes.append(f"{term.strip()}：{meaning.strip()}")
        return notes

    def _corpus_notes(self, fc: FactCheck, limit: int = 3) -> list[str]:
        term = fc.value or fc.text
        store = self.project.store
        ids = store.fts_search(term, limit) if len(term) >= 3 else store.substring_search(term, limit)
        notes = []
        for chunk_id in ids:
            text = store.chunk_text(chunk_id)
            i = to_simplified(text).find(to_simplified(term))
            if i >= 0:
                notes.append(text[max(0, i - 40):i + len(term) + 40].replace("\n", " "))
        return notes


def _distinct(expected: list[Expected]) -> list[str]:
    return list(dict.fromkeys(e.value for e in expected))

