"""Error-aware biography writing (AIstorian §2.3.2): one sentence at a time, each verified.

The model writes the next sentence from the person's references and the sentences already
verified, and stops at 。, so an error is caught before later sentences can build on it. The
Verifier checks every atomic fact; the Router regenerates what the sources do not include (at a
lower temperature, a bounded number of times), and sends contradictions to the Solvers. A
corrected sentence is verified again; whatever still fails is cut out clause by clause or
dropped, never kept. With `solvers=False` a failing sentence is simply dropped (the
"verify-and-drop" ablation).

A re-run after an interruption replays the model calls already logged (the cache), so it
resumes where the first run stopped.
"""

from __future__ import annotations

import re

from ....llm import LLM
from ....project import Project
from ....prompts import load_prompt
from ....retrieve.citations import Citer
from ....retrieve.person import Hit, PersonResult, lookup
from ....verify.verdicts import SUPPORTED
from ....write.types import VerifiedBiography, WrittenSentence
from ..verify.solvers import Solvers
from ..verify.verifier import Verifier
from .biography import write_rules_biography

END_MARK = "完"
FIRST_TEMPERATURE = 0.6
PROMPT = "generate"  # prompts/zh/generate.toml
STYLE = load_prompt(PROMPT, "zh").render("system")  # the shipped instructions (bench/bio_model.py)
STYLE_FILE = "style.txt"  # a user's example biographies in the house style, in the project directory
MIN_SENTENCES = 5  # before this many, the model is not offered 完: small models stop too early


def house_style_example(project: Project, entity_id: int, chars: int = 160) -> str:
    """The house style shown to the model (few-shot): the project's own `style.txt` if there is
    one, else a rules-only biography of someone else in the project (the person with the most
    facts, so that the example has a career sentence)."""
    own = project.root / STYLE_FILE
    if own.is_file():
        return own.read_text("utf-8").strip()
    other = project.store.richest_person(exclude=entity_id)
    if other is None:
        return ""
    found = lookup(project, project.store.entity_name(other), entity_id=other)
    text = "".join(s.text for s in write_rules_biography(project, found).sentences)
    return text[:chars].rsplit("。", 1)[0] + "。" if "。" in text[:chars] else text[:chars]


def _instruction(written: int) -> str:
    """The prompt part that asks for the next sentence: 完 is offered only after MIN_SENTENCES."""
    return "first" if written == 0 else "career" if written < MIN_SENTENCES else "next"


def reference_text(hits: list[Hit], budget: int) -> str:
    """The person's chunks, own entry first, cut to `budget` characters for the prompt."""
    parts, used = [], 0
    for h in hits:
        piece = h.text.strip()[: budget - used]
        if piece:
            parts.append(piece)
            used += len(piece)
        if used >= budget:
            break
    return "\n".join(parts)


class BiographyWriter:
    def __init__(self, project: Project, found: PersonResult, llm: LLM, solvers: bool = True,
                 reference_chars: int = 1500, style_example: str = ""):
        assert found.resolved is not None
        self.project = project
        self.found = found
        self.person = found.resolved.name
        self.llm = llm
        self.use_solvers = solvers
        self.settings = project.config.verify
        self.citer = Citer(project)
        self.verifier = Verifier(project, found, self.citer, llm, self.settings)
        self.solvers = Solvers(project, found.resolved.entity_id, self.person, llm)
        self.references = reference_text(found.chunks, reference_chars)
        self.style_example = style_example or house_style_example(project, found.resolved.entity_id)
        self.prompt = load_prompt(PROMPT, "zh", project.root)

    def _hint(self, written: list[WrittenSentence]) -> str:
        """The first source sentence of his entry that no kept sentence cites yet: small models
        otherwise repeat what is written; AIstorian's writer follows the references in order."""
        cited = {(c.document_id, c.sentence_start) for s in written for c in s.citations}
        for r in self.verifier.own[1:]:
            if len(r.text) >= 6 and not any(d == r.document_id and r.start <= st < r.end for d, st in cited):
                return self.prompt.render("hint", source=r.text)
        return ""

    def _next(self, written: list[WrittenSentence], temperature: float, sample: int) -> str:
        p = self.prompt
        messages = p.messages(
            references=self.references, person=self.person,
            example=p.render("example", style=self.style_example) if self.style_example else "",
            written="".join(s.text for s in written) or p.render("not_started"),
            hint=self._hint(written) if written else "", instruction=p.render(_instruction(len(written))))
        reply = self.llm.text(p.stage, messages, temperature=temperature, max_tokens=120, stop=["。", "\n\n"],
                              sample=sample)
        return reply.strip().split("\n")[0].strip()

    def write(self) -> VerifiedBiography:
        calls0, hits0 = self.llm.calls, self.llm.cache_hits
        mode = "verify+router+solvers" if self.use_solvers else "verify-and-drop"
        bio = VerifiedBiography(self.person, self.found.resolved.entity_id, mode, self.llm.name)
        failures_in_row = 0
        for index in range(self.settings.max_sentences):
            if failures_in_row >= 3:
                break
            kept, done = self._sentence(bio, index)
            if done:
                break
            failures_in_row = 0 if kept else failures_in_row + 1
        bio.references = self.citer.references()
        bio.model_calls = self.llm.calls - calls0
        bio.cache_hits = self.llm.cache_hits - hits0
        return bio

    def _sentence(self, bio: VerifiedBiography, index: int) -> tuple[bool, bool]:
        """Write, verify and repair sentence `index`: (kept?, biography finished?)."""
        temperature = FIRST_TEMPERATURE
        tries = self.settings.regenerate + 1 if self.use_solvers else 1
        for attempt in range(tries):
            text = self._next(bio.sentences, temperature, sample=index * 10 + attempt)
            if not text or text.startswith(END_MARK):
                return False, True
            novel = self._novel(text.strip("「」『』“” ").rstrip("。") + "。", bio.sentences)
            if novel is None:  # a repeat: sample again, hotter
                temperature = round(min(1.0, temperature + 0.3), 3)
                continue
            text = novel
            written = self._verify_and_repair(text)
            if written.check.verdict == SUPPORTED:
                if attempt:
                    written.actions.insert(0, f"regenerated {attempt}× (not included in the sources)")
                bio.sentences.append(written)
                return True, False
            bio.dropped.append({"text": text, "attempt": attempt, "temperature": temperature,
                                "verdict": written.check.verdict,
                                "facts": [f.to_dict() for f in written.check.failures],
                                "actions": written.actions})
            temperature = round(temperature / 2, 3)
        return False, False

    def _novel(self, text: str, written: list[WrittenSentence]) -> str | None:
        """The sentence without the clauses an earlier sentence already has (small models restate
        the opening), or None when it says nothing new."""
        said = "".join(s.text for s in written)
        clauses = [c for c in re.split(r"[，；。]", text) if c]
        content = [c for c in clauses if c not in self.verifier.names]
        new = [c for c in content if c not in said]
        if text in said or (content and not new):
            return None
        if said and new and len(new) < len(clauses):
            return "，".join(new) + "。"
        return text

    def _verify_and_repair(self, text: str) -> WrittenSentence:
        check = self.verifier.check(text)
        if not self.use_solvers:
            return WrittenSentence(text, check)
        repair = self.solvers.repair(text, check)
        if repair.text != text:
            check = self.verifier.check(repair.text)
        written = WrittenSentence(repair.text, check, [n for n in repair.notes if n], repair.citations,
                                  repair.review_ids)
        return self._cut_unsupported(written)

    def _cut_unsupported(self, written: WrittenSentence) -> WrittenSentence:
        """Keep the verified clauses of a sentence whose other clauses the sources do not hold."""
        check = written.check
        if check.verdict == SUPPORTED or not any(f.verdict == SUPPORTED for f in check.facts):
            return written
        kept = [f for f in check.facts if f.verdict == SUPPORTED]
        first = written.text[:check.facts[0].start]  # the topic name, if the sentence opened with it
        text = first + "，".join(f.text for f in kept) + "。"
        recheck = self.verifier.check(text)
        if recheck.verdict != SUPPORTED:
            return written
        cut = [f.text for f in check.facts if f.verdict != SUPPORTED]
        return WrittenSentence(text, recheck, written.actions + [f"cut unsupported clauses: {'、'.join(cut)}"],
                               written.extra_citations, written.review_ids)
