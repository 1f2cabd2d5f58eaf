"""The worded article's introduction and conclusion (issue 40): written by the model only from
the body's own sentences, which are already verified, and checked as a wording is.

One request each shows the model the body's sentences, numbered, and asks for LEAD_SENTENCES
sentences (the introduction: what the article tells; the conclusion: what came of it), each
naming the body sentences it rests on. Code gives an era date it states the Gregorian year its
cited body sentences give, and no other (none inside a quoted memorial, as in a wording), and
refuses a proposed sentence that

- cites no body sentence, or a number no body sentence has;
- is no sentence, or states a year, an era date, a person or place the project knows, or a
  claiming word (首次, 成功 …) that its cited body sentences do not hold (ChronicleWording.adds,
  with those sentences as what is given), or an office the project read (任职, 升迁) they do not;
- joins a name or a date to a deed no single cited body sentence gives them (crossing.py, the
  check every path that writes from cited sentences shares);
- repeats a body sentence or a kept one (the introduction's too) as it stands, or reordered (the
  same characters, the topic's aside): it adds nothing;

and the Verifier must support it against its cited body sentences (each standing for the snippet
its body sentence cites), so that the model never vouches for itself. A kept sentence cites the
snippets of the body sentences it rests on: no fact outside the plan, no sentence without a
citation. There is no retry: a refused sentence costs nothing more.

With no model, or every proposal refused, there is no introduction (nor conclusion). The rules
have none to give: the first sentence of each section is its earliest deed, not what the topic
is, and repeating body sentences says nothing the article does not already say (the model plans'
introduction drops repeats for the same reason). Nothing is better than a lead that misleads.
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, replace
from typing import TYPE_CHECKING

from pydantic import BaseModel

from ..corpus.normalize import to_simplified
from ..verify.verdicts import SUPPORTED
from .result import Sentence, WrittenArticle, WrittenSection

if TYPE_CHECKING:
    from .wording import ChronicleWording

# the section's kind → its stage (prompts/en/<stage>.toml) and the key of its report in `planning`
FRAMES = {"intro": ("article-lead", "lead"), "conclusion": ("article-close", "conclusion")}
LEAD_SENTENCES = 3  # asked for and kept at most (twice as many read, if a reply runs on)
SHOWN = 40  # body sentences shown at most: the first (introduction), the last (conclusion)
OFFICES = ("任职", "升迁")
_HAN = re.compile(r"[\u3400-\u9fff]")


class _Said(BaseModel):
    text: str
    rests_on: list[int] = []


class _Lead(BaseModel):
    sentences: list[_Said]


@dataclass
class Proposed:
    """One sentence the model proposed for the introduction, and what code made of it."""

    text: str
    rests_on: list[int]
    kept: bool
    why: str

    def to_dict(self) -> dict:
        return asdict(self)


class Frame:
    """The introduction or the conclusion of a worded article, from its body's sentences (see the
    module's docstring)."""

    def __init__(self, wording: ChronicleWording, kind: str):
        self.wording = wording
        self.kind = kind
        self.stage = FRAMES[kind][0]
        store = wording.project.store
        offices = {o for r in OFFICES for o in store.tail_texts(r) if len(o) >= 2}
        self.offices = re.compile("|".join(map(re.escape, sorted(offices, key=len, reverse=True)))) if offices else None

    def write(self, article: WrittenArticle) -> tuple[WrittenSection | None, dict]:
        """The section (None when nothing was kept) and the report of what was proposed."""
        body = [s for sec in article.sections if sec.kind == "body" for s in sec.sentences]
        body = body[:SHOWN] if self.kind == "intro" else body[-SHOWN:]  # what it tells; what came of it
        framed = [s for sec in article.sections if sec.kind != "body" for s in sec.sentences]
        report: dict = {"shown": len(body), "proposed": [], "refused_reply": None}
        if not body:
            return None, report
        reply = self._ask(article.topic, body, report)
        section = WrittenSection("introduction" if self.kind == "intro" else "conclusion", self.kind)
        snippets = {s.n: s for s in article.snippets}
        for i, said in enumerate(reply.sentences if reply else []):
            rests_on = list(dict.fromkeys(said.rests_on))
            given = "\n".join(body[n - 1].text for n in rests_on if 1 <= n <= len(body))
            text = self.wording.tidy(said.text.strip().split("\n")[0], given)
            why = "refused: beyond the sentences asked for" if i >= 2 * LEAD_SENTENCES or len(
                section.sentences) >= LEAD_SENTENCES else self._refuse(text, rests_on, body,
                                                                        [*framed, *section.sentences])
            if not why:
                cited = [body[n - 1] for n in rests_on]
                proposed = Sentence(text, list(dict.fromkeys(c for s in cited for c in s.cites)))
                why = self._verify(proposed, cited, snippets)
                if not why:
                    section.sentences.append(proposed)
            report["proposed"].append(Proposed(text, rests_on, not why, why or "kept: every fact stands in the "
                                               "body sentences it cites").to_dict())
        return (section if section.sentences else None), report

    def _ask(self, topic: str, body: list[Sentence], report: dict) -> _Lead | None:
        model = self.wording.model
        shown = "\n".join(f"{i}. {s.text}" for i, s in enumerate(body, 1))
        lead, why = model.ask_once(self.stage, _Lead, 400, language=model.language, topic=topic, n=LEAD_SENTENCES,
                                   sentences=shown)
        if why:
            report["refused_reply"] = why
        return lead

    def _refuse(self, text: str, rests_on: list[int], body: list[Sentence], said: list[Sentence]) -> str:
        """Why code refuses a proposed sentence before the Verifier reads it, or ""."""
        if not rests_on:
            return "refused: cites no body sentence"
        wrong = [n for n in rests_on if not 1 <= n <= len(body)]
        if wrong:
            return f"refused: cites {wrong[0]}, which is no body sentence"
        given = "\n".join(body[n - 1].text for n in rests_on)
        adds = self.wording.adds(text, given)
        if adds:
            return "refused: " + adds.replace("its clauses", "its body sentences").replace(
                "its planned sentence does", "its body sentences do")
        plain, given_plain = to_simplified(text), to_simplified(given)
        found = self.offices.finditer(plain) if self.offices else ()
        office = [m.group() for m in found if m.group() not in given_plain]
        if office:
            return f"refused: names the office {office[0]}, which its body sentences do not"
        crossed = self.wording.cross.crossed(plain, [to_simplified(body[n - 1].text) for n in rests_on])
        if crossed:
            return "refused: " + crossed.replace("sentence it cites", "body sentence it cites")
        key = "".join(plain.split())
        if any(key == "".join(to_simplified(s.text).split()) for s in [*body, *said]):
            return "refused: repeats a sentence as it stands"
        # the characters of one sentence, the topic's aside: that sentence again, reordered (the
        # 1.5B model's introduction was 「黄河决后，开封城垣淤圮」 beside 「河决后，开封城垣淤圮」)
        topic = set(to_simplified(self.wording.topic))
        chars = set(_HAN.findall(plain)) - topic
        if chars and any(chars == set(_HAN.findall(to_simplified(s.text))) - topic for s in [*body, *said]):
            return "refused: repeats a sentence in other words"
        return ""

    def _verify(self, proposed: Sentence, cited: list[Sentence], snippets: dict) -> str:
        """"" if the Verifier supports `proposed` against its body sentences, else why not."""
        by_number = {n: replace(snippets[n], text=s.text) for s in cited for n in s.cites}
        self.wording.reviewer.check(proposed, by_number)
        if proposed.verdict == SUPPORTED:
            return ""
        failed = "; ".join(f"「{f.text}」 {f.verdict}" + (f" ({f.message})" if f.message else "")
                           for f in proposed.check.failures) if proposed.check else ""
        return f"refused: not verified: {failed or proposed.verdict}"


def add_frame(wording: ChronicleWording, article: WrittenArticle) -> None:
    """Put the model's checked introduction before the body and its conclusion after it, and
    what was proposed and why in `planning.lead` and `planning.conclusion`."""
    for kind, (_, key) in FRAMES.items():
        section, report = Frame(wording, kind).write(article)
        if section is not None:
            article.sections.insert(0 if kind == "intro" else len(article.sections), section)
        article.planning[key] = report
