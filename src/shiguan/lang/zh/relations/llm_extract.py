"""Relation extraction by a language model, for text the entry patterns do not cover.

Two paths, as in the papers:
- AIstorian's cheaper path: the model writes a regular expression for the passage (shown
  hand-made ones); it is compiled and run, and its captures become triples. Tried only when the
  passage holds a formula cue; when no capture survives, plan B runs.
- Plan B, the historical GraphRAG paper's chain of thought in five steps (modern translation,
  entity recognition, relation analysis, relation frames, triples), as one JSON object whose keys
  come in that order, so the model reasons before it commits to triples.

Every entity must stand verbatim in the passage: a triple whose head or tail is not found is
rejected and recorded. A second pass scores the five steps on the paper's rubric (Table 7);
deductions the code can see for itself (an entity not in the text, a relation outside the
ontology) cap the model's scores. Triples of a passage scoring below the threshold are kept in
the store for inspection but marked not kept.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from pydantic import BaseModel, Field

from ....config import ExtractSettings
from ....corpus.normalize import to_simplified
from ....kg.graph import sentence_around
from ....kg.ontology import Mention, Ontology, RelationTriple
from ....llm import LLM, Message
from ....prompts import Prompt, load_prompt

_STEPS = ("translation", "entities", "analysis", "frames", "triples")
_STEP_NAMES = ("翻译为现代文", "命名实体识别", "实体间语义关联分析", "构建关系模式框架", "实体关系三元组抽取")
_MAX_ENTITY = 16
_PUNCT = set("，。、；：？！「」『』（）《》“”‘’ \n\t")
_REGEX_MAX = 300
# Bounds applied after parsing: list-length limits in the JSON schema make llama.cpp's grammar slow.
_MAX_PATTERNS = 4
_MAX_TRIPLES = 20


class EntityOut(BaseModel):
    text: str
    type: str


class FrameOut(BaseModel):
    head_type: str
    relation: str
    tail_type: str


class TripleOut(BaseModel):
    head: str
    head_type: str
    relation: str
    tail: str
    tail_type: str


class CotReply(BaseModel):
    """The five steps, in the order the model must write them."""

    translation: str
    entities: list[EntityOut]
    analysis: str
    frames: list[FrameOut]
    triples: list[TripleOut]


class Deduction(BaseModel):
    step: str  # one of _STEPS
    reason: str
    points: int = Field(ge=1, le=2)


class RubricReply(BaseModel):
    """Penalty-based, as the paper's Table 7: the model names each deduction with its reason and
    the code adds them up, so every lost point is explained."""

    deductions: list[Deduction] = Field(default_factory=list)


class RegexOut(BaseModel):
    relation: str
    regex: str


class RegexReply(BaseModel):
    patterns: list[RegexOut]


@dataclass
class Reading:
    """What extraction made of one passage (offsets relative to the passage)."""

    method: str  # regex | cot | none
    kept: list[RelationTriple] = field(default_factory=list)
    dropped: list[RelationTriple] = field(default_factory=list)  # scored below the threshold
    score: float | None = None
    steps: dict = field(default_factory=dict)  # reasoning, rubric and rejections, stored as JSON


def _ontology_block(ontology: Ontology) -> str:
    """Types and relation definitions; the worked examples come as few-shot turns (a per-relation
    example here doubled the prompt, and a small model's prompt time with it)."""
    lines = ["实体类型：" + "、".join(f"{v}({k})" for k, v in ontology.types.items()), "关系类型："]
    for r in ontology.relations.values():
        head = "/".join(ontology.types[t] for t in r.head)
        tail = "/".join(ontology.types[t] for t in r.tail)
        lines.append(f"- {r.name}（{head}→{tail}）：{r.definition}")
    return "\n".join(lines)


def _few_shot(ontology: Ontology, prompt: Prompt) -> list[Message]:
    """The worked examples of ontology.toml as earlier turns (the paper's Figure 6), limited to
    the relations being extracted; each asks in the words of the prompt's own user message."""
    msgs: list[Message] = []
    for shot in ontology.shots:
        triples = [t for t in shot["triples"] if t[2] in ontology.relations]
        names = {(t[0], t[1]) for t in triples} | {(t[3], t[4]) for t in triples}
        reply = {
            "translation": shot["translation"],
            "entities": [{"text": n, "type": ontology.types[k]} for n, k in sorted(names)],
            "analysis": shot["analysis"],
            "frames": [{"head_type": ontology.types[t[1]], "relation": t[2], "tail_type": ontology.types[t[4]]}
                       for t in triples],
            "triples": [{"head": t[0], "head_type": ontology.types[t[1]], "relation": t[2], "tail": t[3],
                         "tail_type": ontology.types[t[4]]} for t in triples],
        }
        msgs += [Message("user", prompt.render("user", text=shot["text"])),
                 Message("assistant", json.dumps(reply, ensure_ascii=False))]
    return msgs


def _regex_demonstrations(ontology: Ontology) -> str:
    return "\n".join(f"- 文本「{text}」 关系 {rel}：{rx}" for text, rel, rx in ontology.regex_demonstrations)


def _occurrences(view: str, surface: str) -> list[int]:
    found = []
    for form in dict.fromkeys((surface, to_simplified(surface))):
        i = view.find(form)
        while i >= 0:
            found.append(i)
            i = view.find(form, i + 1)
    return sorted(set(found))


def _plausible(surface: str) -> bool:
    return 0 < len(surface) <= _MAX_ENTITY and not any(ch in _PUNCT for ch in surface)


def place(view: str, original: str, head: str, head_type: str, relation: str, tail: str, tail_type: str,
          method: str) -> RelationTriple | None:
    """Anchor a triple in the passage: the closest pair of occurrences of head and tail, or None
    when either does not stand in the text verbatim."""
    if not (_plausible(head) and _plausible(tail)) or head == tail:
        return None
    heads, tails = _occurrences(view, head), _occurrences(view, tail)
    pairs = [(abs(h - t), h, t) for h in heads for t in tails if h + len(head) <= t or t + len(tail) <= h]
    if not pairs:
        return None
    _, h, t = min(pairs)
    left = sentence_around(original, min(h, t), min(h, t) + 1)[0]
    right = sentence_around(original, max(h + len(head), t + len(tail)) - 1, max(h + len(head), t + len(tail)))[1]
    return RelationTriple(
        Mention(original[h:h + len(head)], head_type, h, h + len(head)), relation,
        Mention(original[t:t + len(tail)], tail_type, t, t + len(tail)), (left, right), method,
    )


def _constrained(schema: type[BaseModel], ontology: Ontology) -> dict:
    """`schema` with relation and entity-type fields limited to the ontology's names, so
    grammar-constrained decoding cannot leave the ontology."""
    out = schema.model_json_schema()
    relations = {"type": "string", "enum": list(ontology.relations)}
    types = {"type": "string", "enum": list(ontology.types.values())}
    for d in [out, *out.get("$defs", {}).values()]:
        props = d.get("properties", {})
        for key in props:
            if key == "relation":
                props[key] = relations
            elif key in ("type", "head_type", "tail_type"):
                props[key] = types
    return out


def _rubric_grammar() -> dict:
    out = RubricReply.model_json_schema()
    props = out["$defs"]["Deduction"]["properties"]
    props["step"] = {"type": "string", "enum": list(_STEPS)}
    props["points"] = {"type": "integer", "enum": [1, 2]}
    return out


class RelationExtractor:
    """Extract ontology triples from passages with a model; see the module docstring."""

    def __init__(self, llm: LLM, ontology: Ontology, settings: ExtractSettings, project_root: Path | None = None):
        self.llm = llm
        self.ontology = ontology
        self.settings = settings
        self.prompts = {stage: load_prompt(stage, "zh", project_root)
                        for stage in ("extract-regex", "extract-cot", "extract-score")}
        self._shots = _few_shot(ontology, self.prompts["extract-cot"])
        self._ontology_text = _ontology_block(ontology)
        self._regex_values = {"relations": "、".join(ontology.relations), "demos": _regex_demonstrations(ontology)}
        self._cot_grammar = _constrained(CotReply, ontology)
        self._regex_grammar = _constrained(RegexReply, ontology)
        self._rubric_grammar = _rubric_grammar()

    def read(self, text: str) -> Reading:
        view = to_simplified(text) if self.settings.simplified else text
        if self.settings.regex_first and any(cue in view for cue in self.ontology.regex_cues):
            reading = self._regex_path(view, text)
            if reading.kept:
                return reading
        return self._cot_path(view, text)

    # -- AIstorian's regex path -----------------------------------------------------------------

    def _regex_path(self, view: str, original: str) -> Reading:
        prompt = self.prompts["extract-regex"]
        reply = self.llm.structured(prompt.stage, prompt.messages(text=view, **self._regex_values),
                                    RegexReply, max_tokens=300, grammar=self._regex_grammar)
        reading = Reading("regex", steps={"patterns": [p.model_dump() for p in reply.patterns], "rejected": []})
        seen: set[tuple[str, str, str]] = set()
        for p in reply.patterns[:_MAX_PATTERNS]:
            problem = self._regex_problem(p)
            if problem:
                reading.steps["rejected"].append({"regex": p.regex, "why": problem})
                continue
            rel = self.ontology.relations[p.relation]
            for m in re.finditer(p.regex, view):
                head, tail = m.group("head"), m.group("tail")
                if not (_plausible(head) and _plausible(tail)) or head == tail:
                    reading.steps["rejected"].append({"regex": p.regex, "why": f"capture 「{head}」/「{tail}」"})
                    continue
                t = RelationTriple(
                    Mention(original[m.start("head"):m.end("head")], rel.head[0], m.start("head"), m.end("head")),
                    p.relation,
                    Mention(original[m.start("tail"):m.end("tail")], rel.tail[0], m.start("tail"), m.end("tail")),
                    (sentence_around(original, m.start(), m.start() + 1)[0],
                     sentence_around(original, m.end() - 1, m.end())[1]), "regex")
                if t.key() not in seen:
                    seen.add(t.key())
                    reading.kept.append(t)
        return reading

    def _regex_problem(self, p: RegexOut) -> str:
        if p.relation not in self.ontology.relations:
            return f"relation {p.relation!r} is not in the ontology"
        if len(p.regex) > _REGEX_MAX:
            return "too long"
        try:
            compiled = re.compile(p.regex)
        except re.error as exc:
            return f"does not compile ({exc})"
        if not {"head", "tail"} <= set(compiled.groupindex):
            return "no (?P<head>…) and (?P<tail>…) groups"
        if re.search(r"\([^()]*[+*]\)[+*{]", p.regex):
            return "nested repetition (could run for ever)"
        return ""

    # -- plan B: chain of thought, then process supervision -----------------------------------

    def _cot_path(self, view: str, original: str) -> Reading:
        prompt = self.prompts["extract-cot"]
        reply = self.llm.structured(
            prompt.stage, prompt.messages(self._shots, ontology=self._ontology_text, text=view),
            CotReply, max_tokens=700, grammar=self._cot_grammar)
        steps = reply.model_dump()
        candidates: list[RelationTriple] = []
        rejected: list[dict] = []
        for t in reply.triples[:_MAX_TRIPLES]:
            why = ""
            if t.relation not in self.ontology.relations:
                why = f"relation {t.relation!r} is not in the ontology"
            placed = None if why else self._place(view, original, t)
            if placed is None:
                rejected.append({**t.model_dump(), "why": why or "head or tail not found verbatim in the passage"})
            elif placed.key() not in {c.key() for c in candidates}:
                candidates.append(placed)
        steps["rejected"] = rejected
        if not reply.triples:
            return Reading("cot", steps=steps)
        score, rubric = self._score(view, reply, rejected)
        steps["rubric"] = rubric
        scored = [RelationTriple(c.head, c.relation, c.tail, c.evidence, c.method, score) for c in candidates]
        keep = score >= self.settings.threshold
        return Reading("cot", kept=scored if keep else [], dropped=[] if keep else scored, score=score, steps=steps)

    def _place(self, view: str, original: str, t: TripleOut) -> RelationTriple | None:
        rel = self.ontology.relations[t.relation]
        head_type, tail_type = self.ontology.type_key(t.head_type), self.ontology.type_key(t.tail_type)
        head_type = head_type if head_type in rel.head else rel.head[0]  # the relation decides
        tail_type = tail_type if tail_type in rel.tail else rel.tail[0]
        return place(view, original, t.head.strip(), head_type, t.relation, t.tail.strip(), tail_type, "cot")

    def _score(self, view: str, reply: CotReply, rejected: list[dict]) -> tuple[float, dict]:
        caps = self._rule_caps(view, reply, rejected)
        work = "\n".join(f"{i + 1}.{name}：{json.dumps(getattr(reply, key), ensure_ascii=False, default=_dump)}"
                         for i, (key, name) in enumerate(zip(_STEPS, _STEP_NAMES)))
        prompt = self.prompts["extract-score"]
        r = self.llm.structured(prompt.stage, prompt.messages(text=view, work=work),
                                RubricReply, max_tokens=300, grammar=self._rubric_grammar)
        lost = {k: 0 for k in _STEPS}
        for d in r.deductions:
            if d.step in lost:
                lost[d.step] += d.points
        by_step = {k: max(0, min(2 - lost[k], caps[k])) for k in _STEPS}
        return float(sum(by_step.values())), {"model": r.model_dump(), "rule_caps": caps, "final": by_step}

    def _rule_caps(self, view: str, reply: CotReply, rejected: list[dict]) -> dict[str, int]:
        """The deductions of Table 7 that can be checked without judgement."""
        missing = sum(1 for e in reply.entities if not _occurrences(view, e.text.strip()))
        odd_frames = sum(1 for f in reply.frames if f.relation not in self.ontology.relations)
        dupes = len(reply.frames) - len({(f.head_type, f.relation, f.tail_type) for f in reply.frames})
        bad_triples = len(rejected)
        return {
            "translation": 0 if not reply.translation.strip() else 2,
            "entities": max(0, 2 - missing),
            "analysis": 2 if reply.analysis.strip() else 1,
            "frames": max(0, 2 - odd_frames - dupes),
            "triples": max(0, 2 - bad_triples),
        }


def _dump(o: BaseModel) -> dict:
    return o.model_dump()


def passages(text: str, limit: int) -> list[tuple[int, int]]:
    """Whole sentences grouped into passages of at most `limit` characters (a longer sentence
    stands alone)."""
    spans: list[tuple[int, int]] = []
    start = 0
    for m in re.finditer(r"[。！？\n]+", text):
        spans.append((start, m.end()))
        start = m.end()
    if start < len(text):
        spans.append((start, len(text)))
    out: list[tuple[int, int]] = []
    for s, e in spans:
        if not text[s:e].strip():
            continue
        if out and e - out[-1][0] <= limit:
            out[-1] = (out[-1][0], e)
        else:
            out.append((s, e))
    return out


def llm_sentence_extractor(llm: LLM, ontology: Ontology, settings: ExtractSettings,
                           project_root: Path | None = None) -> Callable[[str], list[RelationTriple]]:
    """For benchmarks: the kept triples of one sentence, read as a single passage."""
    extractor = RelationExtractor(llm, ontology, settings, project_root)
    return lambda text: extractor.read(text).kept
