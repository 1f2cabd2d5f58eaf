"""Enrichment with a model: the rules' cited quotations are the plan, the model words each one.

REVERSUM's four stages, with the rules doing what a small model did badly (docs/article-design.md
§7): **relevance** is the section's anchors in the narrative and the sentences near them that the
section does not already say (enrich/quotations.py, which also counts what it rejects and why);
**evidence** is each offered quotation, the narrator's own sentence with its exact span;
**summarisation** is one model call per quotation, asking for it in encyclopedic third person;
**verification** is code and the claim Verifier (lang/en/verify/claims.py, without a model)
against that quotation alone. A wording is refused when it is empty, JSON or markup, still in
the first person, states a number or a capitalised name the quotation does not, denies what it
asserts or asserts what it denies (lang/en/polarity.py), names the
article's subject where the quotation does not speak of the narrator ("When the Civil War broke
out, he fought …" is her grandfather, not Keller) or loses the narrator of one that does ("My
Grandmother Keller was a daughter of … Alexander Moore, and granddaughter of Alexander Spotswood"
became "Alexander Moore was Alexander Spotswood's granddaughter"), holds too few of
the quotation's content words for its own ([enrich] min_support), or is not supported fact by
fact; the quotation then stays offered to the editor, and the report says why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ..lang.en.polarity import changed_polarity
from ..lang.en.verify.claims import CheckedClaim, ClaimVerifier
from ..llm import LLM
from ..prompts.staged import StagedRequests
from ..verify.evidence import Evidence
from ..verify.verdicts import SUPPORTED
from .article import Section
from .quotations import Quotation
from .support import support

STAGE = "enrich-word"  # prompts/en/enrich-word.toml
_FIRST_PERSON = re.compile(r"\b(?:I|[Mm]e|[Mm]y|[Mm]ine|[Mm]yself|[Ww]e|[Uu]s(?!['’]d)|[Oo]urs?)\b")  # not US, us'd
_THIRD_PERSON = re.compile(r"\b(?:he|she|him|her|his|hers|himself|herself)\b", re.I)
_NUMBER = re.compile(r"\b\d[\d,]*\b|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|"
                     r"thirty|forty|fifty|hundred|thousand)\b", re.I)
_NAME = re.compile(r"\b[A-Z][a-z]+\b")  # a possessive's name alone: Keller of Keller's
_JUNK = re.compile(r"^[\s`]*[{\[]|```|\"\s*:|</?\w+>")
_COMMON = frozenset({"He", "She", "His", "Her", "They", "Their", "The", "A", "An", "In", "On", "At", "As", "When",
                     "After", "Before", "During", "While", "Although", "Though", "This", "That", "There", "It",
                     "Its", "Later", "Then", "Once", "From", "By", "With", "For", "To", "Of", "And", "But", "Mr",
                     "Mrs", "Miss", "Dr", "Sir", "God", "Lord"})


@dataclass
class WordedQuotation:
    """One candidate: the quotation, the model's sentence if it was kept, and why (not)."""

    quotation: Quotation
    text: str  # the model's reply as it came
    kept: bool
    why: str
    check: CheckedClaim | None = None

    def to_dict(self) -> dict:
        q = self.quotation
        return {"quotation": q.text, "start": q.start, "end": q.end, "by": "model" if self.kept else "quotation",
                "text": self.text, "why": self.why}


class QuotationWording:
    """Words quotations for one article, one call each, each checked against its quotation."""

    def __init__(self, llm: LLM, about: str, names: list[str], min_support: float, root: Path | None = None):
        self.model = StagedRequests(llm, "en", root)
        self.llm = llm
        self.about = about
        self.names = names  # whose life it is: the words his "I" becomes
        # his names as a sentence writes them (an article may open in capitals: HELEN ADAMS KELLER)
        self.own = {w.capitalize() for n in names for w in re.findall(r"[A-Za-z]+", n)}
        self.min_support = min_support
        self.verifier = ClaimVerifier(None, names, root)

    def word(self, section: Section, quotation: Quotation, source: str) -> WordedQuotation:
        """The model's third-person sentence for `quotation` (`source`: the narrative's own words
        at its span), kept only if nothing is wrong with it."""
        messages = self.model.prompt(STAGE).messages(about=self.about, path=" > ".join(section.path) or section.title,
                                                     quote=quotation.text)
        with self.model.counting:
            self.model.requests[STAGE] += 1
        reply = self.llm.text(STAGE, messages, temperature=0.0, max_tokens=160, stop=["\n"])
        text = reply.strip().split("\n")[0].strip()
        text = text if _JUNK.search(text) else text.strip("“”\"' ")
        why, check = self.checked(text, quotation, source)
        if why:
            return WordedQuotation(quotation, text, False, why, check)
        return WordedQuotation(quotation, text, True, "checked: every fact stands in the quotation", check)

    def checked(self, text: str, quotation: Quotation, source: str) -> tuple[str, CheckedClaim | None]:
        """What is wrong with a sentence written for `quotation` ("" when nothing), and the claim
        Verifier's check when code found nothing: a model's wording and the rules' own sentence
        (enrich/additions.py) pass the same checks."""
        problem = self.problem(text, quotation.text)
        if problem is not None:
            return problem, None
        check = self.verifier.check(text, [Evidence(source, None, quotation.start, quotation.end, label="[1]")])
        if check.verdict != SUPPORTED:
            failing = "; ".join(f"{f.text}: {f.verdict}" + (f" ({f.reason})" if f.reason else "")
                                for f in check.facts if f.verdict != SUPPORTED)
            return f"not verified against the quotation: {failing}", check
        return "", check

    def problem(self, text: str, quote: str) -> str | None:
        """What code finds wrong with a wording of `quote`, or None."""
        if _JUNK.search(text):
            return "is not a sentence (JSON or markup)"
        if len(text.split()) < 3:
            return "is empty"
        if re.search(r"[\u3400-\u9fff]", text):
            return "is not in English"
        if _FIRST_PERSON.search(text):
            return "is still in the first person"
        numbers = {n.lower() for n in _NUMBER.findall(text)} - {n.lower() for n in _NUMBER.findall(quote)}
        if numbers:
            return f"states a number the quotation does not ({sorted(numbers)[0]})"
        mine = bool(_FIRST_PERSON.search(quote))
        if not mine and any(n in self.own and n not in quote for n in _NAME.findall(text)):
            return "gives the quotation to the article's subject, but it does not speak of the narrator (no I, my, we)"
        if mine and not (set(_NAME.findall(text)) & self.own or _THIRD_PERSON.search(text)):
            return "loses the narrator: the quotation's I is neither named nor he or she"
        names = [n for n in _NAME.findall(text) if n not in quote and n not in self.own and n not in _COMMON]
        if names:
            return f"names {names[0]}, whom or which the quotation does not"
        flipped = changed_polarity(text, quote)  # the one check the article's wordings use (crossing.py)
        if flipped:
            return flipped.replace("its clauses do not", "the quotation does not").replace(
                "its clauses hold", "the quotation holds")
        if support(text, [quote]) < self.min_support:
            return f"says more than the quotation (under {self.min_support:.0%} of its words are the quotation's)"
        return None

