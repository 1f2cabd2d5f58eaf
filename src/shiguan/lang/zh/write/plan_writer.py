"""The model writes the timeline: one sentence per planned group of steps, each verified.

The plan (timeline.py) decides what is said, in what order and at what length; the model
only words it. Each request holds that sentence's facts (each dated as the biography must date
it) and the source sentences they were read from, the biography written so far, and the house
style (the project's style.txt, or another man's rules-only biography). What comes
back is kept only if code finds nothing wrong with it and the Verifier supports every atomic fact
(the Router and Solvers may repair it first, as for free writing):

- it says what each of its steps says (the values as the sources wrote them), and states no year
  the steps do not have (order is the plan's, never the model's);
- it is not much longer than the rules' sentence for the same step (the budget is the plan's);
- it copies no source sentence whole and no quotation;
- no words of the instructions, and not his own name after an appointment verb;
- every year carries its era, and no clause repeats one already written.

Otherwise the rules' sentence for the step stands in, and the JSON says why.
"""

from __future__ import annotations

import re

from ....corpus.normalize import to_simplified
from ....era import find_era_dates
from ....llm import LLM
from ....project import Project
from ....prompts import Prompt, load_prompt
from ....retrieve.person import PersonResult
from ....verify.verdicts import SUPPORTED
from ....write.plan import OPENING, Step
from ....write.types import VerifiedBiography, WrittenSentence
from .biography import plan_for, sentence_groups, sentences
from .timeline import LEAD_ADVERBS
from .verified import BiographyWriter

PROMPT = "timeline"  # prompts/zh/timeline.toml
PLAN_STYLE = load_prompt(PROMPT, "zh").render("system")  # the shipped instructions
_APPOINT = "授迁擢调署补除拜任改兼领充命赠封谥加晋"
# a year; not a duration (居三年, 凡十年, 越二年, 垂四十年) nor an age (年七十)
_YEAR = re.compile(r"(?<![居凡越逾阅历积经数垂元一二三四五六七八九十百])[元一二三四五六七八九十百]+年")
_GREGORIAN = re.compile(r"（(\d{3,4})）")
SAME_LENGTH = 1.3  # a model sentence may be this much longer than the rules' sentence


def _windows(text: str, n: int = 4) -> set[str]:
    return {text[i:i + n] for i in range(len(text) - n + 1)}


def instruction_words(prompt: Prompt) -> set[str]:
    """What a sentence must not repeat of its prompt: four characters running in the instructions,
    two in a label of the user message (传主, 本句所记 …, the text between placeholders)."""
    literal = [re.sub(r"\$\{?\w+\}?", "\n", prompt.parts[part].template) for part in ("user", "style", "not_started")]
    labels = [label for text in literal for label in re.split(r"[\n：]+", text)]
    return _windows(prompt.render("system")) | {w for label in labels for w in _windows(label, 2)}


def bare_years(text: str, prefer: tuple[str, ...]) -> list[str]:
    """The years of `text` that stand without an era (卒于二十七年), in order."""
    dated = find_era_dates(text, prefer)
    return [m.group() for m in _YEAR.finditer(text)
            if not any(d.start <= m.start() < d.end for d in dated) and not text[m.end():m.end() + 1].isdigit()]


def with_gregorian(text: str, prefer: tuple[str, ...], planned: str | None = None) -> str:
    """Every era date followed by its Gregorian year: code adds what the model left out, and not
    where the model put it after the season or month (嘉庆八年秋（1803）). With `planned`, only
    the years that sentence gives: an era date inside a quoted memorial (自乾隆九年下埽修防) has
    none, and a year added there is one its source does not state."""
    out, last = [], 0
    years = None if planned is None else {int(y) for y in _GREGORIAN.findall(planned)}
    for d in find_era_dates(text, prefer):
        if d.gregorian is None or _GREGORIAN.match(text, d.end) or f"（{d.gregorian}）" in text[d.end:d.end + 8]:
            continue
        if years is not None and d.gregorian not in years:
            continue
        out.append(text[last:d.end] + f"（{d.gregorian}）")
        last = d.end
    return "".join(out) + text[last:]


class TimelineWriter(BiographyWriter):
    """Writes the rules' timeline with the model, sentence by sentence, each verified."""

    def __init__(self, project: Project, found: PersonResult, llm: LLM, solvers: bool = True,
                 max_chars: int | None = None):
        super().__init__(project, found, llm, solvers=solvers)
        self.timeline, self.style = plan_for(project, found, self.citer, max_chars)
        self.plan_prompt = load_prompt(PROMPT, "zh", project.root)  # self.prompt is the free writer's
        self.instruction_words = instruction_words(self.plan_prompt)
        self.own_forms = sorted({found.resolved.name} | {a.form for a in found.aliases
                                                          if a.kind in ("name", "given", "字", "heading")},
                                key=len, reverse=True)

    def write(self) -> VerifiedBiography:
        calls0, hits0 = self.llm.calls, self.llm.cache_hits
        mode = "timeline+verify" + ("+solvers" if self.use_solvers else "")
        bio = VerifiedBiography(self.person, self.found.resolved.entity_id, mode, self.llm.name)
        rules = sentences(self.timeline, self.style)
        for index, (steps, by_rules) in enumerate(zip(sentence_groups(self.timeline, self.style), rules)):
            bio.sentences.append(self._step(bio, index, steps, by_rules.text,
                                            [c for cl in by_rules.clauses for c in cl.citations]))
        self._within_budget(bio, rules)
        bio.references = self.citer.references()
        bio.model_calls = self.llm.calls - calls0
        bio.cache_hits = self.llm.cache_hits - hits0
        return bio

    def _within_budget(self, bio: VerifiedBiography, rules: list) -> None:
        """Over the plan's length, the model's longest sentences give way to the rules' ones."""
        budget = self.timeline.max_chars
        while sum(len(s.text) for s in bio.sentences) > budget:
            longer = [(len(s.text) - len(r.text), i) for i, (s, r) in enumerate(zip(bio.sentences, rules))
                      if s.text != r.text]
            if not longer:
                return
            _, i = max(longer)
            rule = rules[i]
            bio.sentences[i] = WrittenSentence(rule.text, self.verifier.check(rule.text),
                                               ["written by rules: the biography was over its length budget"],
                                               [c for cl in rule.clauses for c in cl.citations])

    def _step(self, bio: VerifiedBiography, index: int, steps: list[Step], rules_text: str,
              rules_citations: list) -> WrittenSentence:
        """The model's sentence for these steps if it passes every check, else the rules'."""
        reasons = []
        for attempt in range(2):
            text = self._ask(bio, index, steps, sample=attempt)
            problem = self._problem(text, steps, rules_text, bio, wording_only=True)
            if problem is None:  # the Router and Solvers may correct a date or a name first
                written = self._verify_and_repair(text)
                problem = self._problem(written.text, steps, rules_text, bio)
                if problem is None and written.check.verdict == SUPPORTED:
                    if attempt:
                        written.actions.insert(0, f"written again: {'; '.join(reasons)}")
                    return written
                problem = problem or f"not verified ({written.check.verdict})"
            reasons.append(problem)
            bio.dropped.append({"text": text, "attempt": attempt, "why": problem})
        check = self.verifier.check(rules_text)
        return WrittenSentence(rules_text, check, [f"written by rules: the model's sentence {'; '.join(reasons)}"],
                               rules_citations)

    def _ask(self, bio: VerifiedBiography, index: int, steps: list[Step], sample: int) -> str:
        p = self.plan_prompt
        lead = f"{self.person}，" if index == 0 else ""
        messages = p.messages(
            style=p.render("style", example=self.style_example) if self.style_example else "", person=self.person,
            said="".join(s.text for s in bio.sentences) or p.render("not_started"),
            facts="\n".join(f"{i + 1}. {self._fact_line(s)}" for i, s in enumerate(steps)),
            sources="\n".join(dict.fromkeys(f"「{c.sentence}」" for s in steps for c in s.citations)), lead=lead)
        reply = self.llm.text(p.stage, messages, temperature=0.3 if sample else 0.0, max_tokens=160, stop=["。", "\n"],
                              sample=sample)
        text = reply.strip().split("\n")[0].strip().strip("「」“” ")
        if index == 0 and not text.startswith(self.person):
            text = lead + text
        return with_gregorian(text.rstrip("。") + "。", self.project.config.era_prefer) if text else ""

    def _values(self, steps: list[Step]) -> list[str]:
        """What each step says, as the source wrote it: every one must stand in the sentence."""
        return [self.citer.source(t.document_id, t.value_start, t.value_end).lstrip(LEAD_ADVERBS)
                for s in steps for t in s.triples]

    def _fact_line(self, step: Step) -> str:
        """A step as the model is told it: its clause as the rules write it (date with era and
        Gregorian year, the value as the source wrote it)."""
        return step.text if step.part != OPENING else step.text.removeprefix(self.person + "，")

    def _problem(self, text: str, steps: list[Step], rules_text: str, bio: VerifiedBiography,
                 wording_only: bool = False) -> str | None:
        """What code finds wrong with a sentence for these steps, or None. `wording_only`: only
        what no Solver could mend (the instructions' words, a copied source, a repeat …)."""
        if not text or len(text) < 3:
            return "is empty"
        wording = self._wording(text, steps, rules_text, bio)
        if wording_only or wording:
            return wording
        if len(text) > max(len(rules_text) * SAME_LENGTH, len(rules_text) + 8):
            return f"is longer than its share of the budget ({len(text)} > {len(rules_text)} characters)"
        allowed = {s.year for s in steps if s.year is not None}
        stated = {int(y) for y in _GREGORIAN.findall(text)}
        stated |= {d.gregorian for d in find_era_dates(text, self.project.config.era_prefer) if d.gregorian}
        if stated - allowed:
            return f"states a year the step does not have ({'、'.join(map(str, sorted(stated - allowed)))})"
        bare = bare_years(text, self.project.config.era_prefer)
        if bare:
            return f"gives a year without its era ({bare[0]})"
        missing = [v for v in self._values(steps) if to_simplified(v) not in to_simplified(text)]
        if missing:
            return f"leaves out {'、'.join(missing)}"
        return None

    def _wording(self, text: str, steps: list[Step], rules_text: str, bio: VerifiedBiography) -> str | None:
        leaked = sorted(w for w in _windows(text, 4) | _windows(text, 2)
                        if w in self.instruction_words and not any(w in c.sentence for s in steps for c in s.citations))
        if any(len(w) == 4 or w in ("传主", "已写", "所记", "所据", "原文", "体例") for w in leaked):
            return f"repeats the instructions ({leaked[0]})"
        plain, planned = (re.sub(r"[，。；：、\s]", "", t) for t in (text, rules_text))
        for s in steps:
            for c in s.citations:
                source = re.sub(r"[，。；：、\s]", "", c.sentence)
                if len(source) >= 12 and source in plain and source not in planned:
                    return "copies a source sentence whole"
        if any(f"{v}{f}" in text for f in self.own_forms if len(f) >= 2 for v in _APPOINT):
            return "puts his own name after an appointment verb"
        said = {c for s in bio.sentences for c in re.split(r"[，。；]", s.text) if len(c) >= 3}
        repeated = [c for c in re.split(r"[，。；]", text) if c in said and c != self.person]
        if repeated:
            return f"repeats 「{repeated[0]}」"
        return None
