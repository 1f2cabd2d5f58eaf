"""English end to end on the bench narratives, against the hand-read gold of bench/narratives/*.toml.

    python bench/english.py --project DIR [--narrators douglass,franklin,keller] [--model GGUF]
                            [--model-for bio,check,ask] [--show]

DIR is made (or reused) and holds the three narratives, each read by the English path; the
ingest speed is measured when DIR is new. Douglass and Franklin were the development set, Keller
the held-out one: the table gives each narrator and the two groups. Reported, per narrator:

- ingest: characters per second of the English path (spaCy's small pipeline, one core);
- person retrieval: of the passages `person NAME` returns as his, the share about him (a passage
  is about him when it names him by a form of the gold's, or holds an unquoted first-person
  word in the book's own chapters, not in a preface or account by someone else), and the
  share of the gold facts' quotes that stand in a returned passage;
- key-fact recall of the rules-only biography (and, with --model, of the model's): a fact is
  recalled when the biography holds all its keys (a key's alternatives split by "|");
- check: the share of the false claims it does not call supported, and the share of the gold
  facts' statements (true claims) it does;
- ask: answerable questions answered with one of the gold's words in the answer's first clause (a list of
  every fact of a relation is not right for the one it holds), unanswerable ones refused;
- sentences of the biographies and answers without a citation.
"""

from __future__ import annotations

import argparse
import re
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

from benchdata import BENCH, REPO, first_said, flat, holds

from shiguan import api
from shiguan.corpus.front_matter import body_spans
from shiguan.corpus.load import load_file
from shiguan.lang.en.voice import narrator_spans
from shiguan.project import Project

GOLD = REPO / "bench" / "narratives"
DEV, HELD_OUT = ("douglass", "franklin"), ("keller",)
_FIRST_PERSON = re.compile(r"\b(?:I|me|my|myself)\b")


@dataclass
class Figures:
    narrator: str
    chars: int = 0
    seconds: float = 0.0
    passages: int = 0
    about_him: int = 0
    quotes: int = 0
    quotes_found: int = 0
    facts: int = 0
    recalled: dict[str, int] = field(default_factory=dict)  # way → facts recalled
    false_claims: int = 0
    rejected: int = 0
    true_claims: int = 0
    accepted: int = 0
    questions: int = 0
    answered_right: int = 0
    answers: int = 0  # answers given (not refused)
    answers_correct: int = 0
    unanswerable: int = 0
    unanswerable_refused: int = 0
    uncited: int = 0
    misses: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)  # questions answered with no gold word, and what was said
    never: list[str] = field(default_factory=list)  # the gold's `never` words the rules biography says
    bodies: dict[str, str] = field(default_factory=dict)  # way → the biography's text
    verdicts: list[str] = field(default_factory=list)  # each claim checked: its verdict and why


def ingest(root: Path, names: list[str]) -> dict[str, tuple[int, float]]:
    """Read each narrative into a new project, one at a time, with its time."""
    project = Project.init(root)
    speed = {}
    for name in names:
        gold = tomllib.loads((GOLD / f"{name}.toml").read_text("utf-8"))
        path = BENCH / "narratives" / gold["file"]
        began = time.perf_counter()
        report = api.ingest(project, [path]).report
        speed[name] = (report.chars, time.perf_counter() - began)
    project.close()
    return speed


def _about_him(text: str, chunk_start: int, forms: list[str], voiced: list[tuple[int, int]]) -> bool:
    """Whether a passage names him by a form of his name, in any case (a heading in capitals), or
    is his own first-person narration."""
    if any(re.search(rf"\b{re.escape(f)}\b", text, re.I) for f in forms):
        return True
    return any(s <= chunk_start < e for s, e in voiced) and bool(_FIRST_PERSON.search(_unquoted(text)))


def _unquoted(text: str) -> str:
    return re.sub(r"[\"“][^\"”]*[\"”]", " ", text)


def gold_of(name: str) -> dict:
    return tomllib.loads((GOLD / f"{name}.toml").read_text("utf-8"))


def measure(project: Project, name: str, llm, show: bool, model_for: set[str], gold: dict | None = None,
            path: Path | None = None) -> Figures:
    """One narrator's figures against his gold (by default bench/narratives/NAME.toml, its text
    under the bench's narratives/)."""
    gold = gold or gold_of(name)
    who = gold["narrator"]
    fig = Figures(name)
    found = api.one_person(project, api.find_person(project, who))
    text = load_file(path or BENCH / "narratives" / gold["file"]).text
    voiced = narrator_spans(text, body_spans(text), who)
    forms = [who, who.split()[-1], *gold.get("aliases", [])]
    own = [h for h in found.chunks]
    fig.passages = len(own)
    fig.about_him = sum(_about_him(h.text, h.chunk.start, forms, voiced) for h in own)
    spans = [(h.chunk.start, h.chunk.end) for h in own]
    for fact in gold["fact"]:
        at = flat(text).find(flat(fact["quote"])[:60])
        fig.quotes += 1
        fig.quotes_found += at >= 0 and any(flat(text[s:e]).find(flat(fact["quote"])[:40]) >= 0 for s, e in spans)
    ways = {"rules": None} | ({"model": llm} if llm and "bio" in model_for else {})
    for way, model in ways.items():
        bio, _ = api.biography(project, found, model, api.BiographyOptions(max_chars=None))
        body = bio.markdown().split("\n## ")[0]
        fig.bodies[way] = body
        fig.uncited += sum(1 for s in bio.sentences if not s.citations)
        hits = [f for f in gold["fact"] if all(holds(body, k) for k in f["keys"])]
        fig.recalled[way] = len(hits)
        if way == "rules":
            fig.never = [w for w in gold.get("never", []) if holds(body, w)]
        if show:
            print(f"--- {name} {way} biography ({len(body)} chars)\n{body}\n")
            for f in gold["fact"]:
                if f not in hits:
                    fig.misses.append(f"{way} missed {f['id']}: {f['keys']}")
    fig.facts = len(gold["fact"])
    for claim in gold["false_claim"]:
        verdict = _checked(fig, "false", project, found, claim["claim"], llm if "check" in model_for else None)
        fig.false_claims += 1
        fig.rejected += verdict != "supported"
        if verdict == "supported":
            fig.misses.append(f"false claim called supported: {claim['claim']}")
    for fact in gold["fact"]:
        verdict = _checked(fig, "true", project, found, fact["statement"], llm if "check" in model_for else None)
        fig.true_claims += 1
        fig.accepted += verdict == "supported"
    for q in gold["question"]:
        answer = api.ask(project, q["question"], llm if "ask" in model_for else None)
        fig.questions += 1
        if q["answerable"]:
            right = answer.answered and any(holds(first_said(answer.answer), a) for a in q["answer"])
        else:
            right = not answer.answered
            fig.unanswerable += 1
            fig.unanswerable_refused += right
        fig.answered_right += right
        fig.answers += answer.answered
        fig.answers_correct += answer.answered and right
        if not right:
            fig.misses.append(f"ask {q['id']}: {q['question']} → {answer.answer[:160]!r}")
        if answer.answered and not right:
            fig.wrong.append(f"{q['id']}: {q['question']} → {answer.answer[:300]!r}")
    return fig


def _checked(fig: Figures, kind: str, project: Project, found, claim: str, llm) -> str:
    """`check`'s verdict on one claim, noted in `fig.verdicts` with the message of each fact it
    did not support (what the sources say instead, or why nothing was found)."""
    result = api.check(project, found, claim, llm)
    why = "; ".join(f"{f.verdict}: {f.message or f.method}" for f in result.check.facts if f.verdict != "supported")
    fig.verdicts.append(f"{kind} claim {result.verdict}: {claim}" + (f" [{why[:300]}]" if why else ""))
    return result.verdict


def _row(label: str, figs: list[Figures], ways: list[str]) -> str:
    def share(a: int, b: int) -> str:
        return f"{a / b:.2f} ({a}/{b})" if b else "-"

    chars = sum(f.chars for f in figs)
    secs = sum(f.seconds for f in figs)
    cells = [label, f"{chars / secs:,.0f}" if secs else "-",
             share(sum(f.about_him for f in figs), sum(f.passages for f in figs)),
             share(sum(f.quotes_found for f in figs), sum(f.quotes for f in figs))]
    cells += [share(sum(f.recalled.get(w, 0) for f in figs), sum(f.facts for f in figs)) for w in ways]
    cells += [share(sum(f.rejected for f in figs), sum(f.false_claims for f in figs)),
              share(sum(f.accepted for f in figs), sum(f.true_claims for f in figs)),
              share(sum(f.answered_right for f in figs), sum(f.questions for f in figs)),
              share(sum(f.answers_correct for f in figs), sum(f.answers for f in figs)),
              share(sum(f.unanswerable_refused for f in figs), sum(f.unanswerable for f in figs)),
              str(sum(f.uncited for f in figs))]
    return "| " + " | ".join(cells) + " |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--project", type=Path, required=True)
    parser.add_argument("--narrators", default="douglass,franklin,keller")
    parser.add_argument("--model", type=Path, help="a GGUF file: also the model's biography, check and ask")
    parser.add_argument("--model-for", default="bio,check,ask",
                        help="the stages the model does (of bio, check, ask); the others by rules")
    parser.add_argument("--show", action="store_true", help="print the biographies and every miss")
    args = parser.parse_args()
    names = args.narrators.split(",")
    speed = ingest(args.project, names) if not (args.project / "shiguan.db").exists() else {}
    project = api.open_project(args.project)
    llm = None
    if args.model:
        from shiguan.config import LLMSettings
        from shiguan.llm import open_llm

        llm = open_llm(LLMSettings(backend="llama", model_path=str(args.model)), project.store)
    figs = []
    for name in names:
        fig = measure(project, name, llm, args.show, set(args.model_for.split(",")))
        fig.chars, fig.seconds = speed.get(name, (0, 0.0))
        figs.append(fig)
        for miss in fig.misses:
            print(f"  {name}: {miss}")
    ways = ["rules"] + (["model"] if llm and "bio" in args.model_for else [])
    print("| narrators | ingest chars/s | passages about him | gold quotes in his passages | "
          + " | ".join(f"key facts ({w})" for w in ways)
          + " | false claims rejected | true claims supported | ask right | answers given that are right"
          + " | unanswerable refused | uncited sentences |")
    print("|" + "---|" * (11 + len(ways) - 1))
    for f in figs:
        print(_row(f.narrator, [f], ways))
    print(_row("dev (douglass, franklin)", [f for f in figs if f.narrator in DEV], ways))
    print(_row("held out (keller)", [f for f in figs if f.narrator in HELD_OUT], ways))


if __name__ == "__main__":
    main()
