"""Enrichment by rules: each section's additions planned from the narrator's own cited sentences.

The biography's way, for a section: the candidates are the narrator's sentences near the
section's anchors that tell a deed of his and that the section does not already say in its words
(enrich/quotations.py); each is then taken only when

- **his and asserted**: every clause whose subject is his "I" (or whose object is his "me")
  happened, as the English reader's mood rules read it (lang/en/mood.py: not negated,
  hypothetical, under a verb of intent, hedged or asked), and is not another's word reported;
- **said of him**: the sentence can be told in the third person with his name without changing
  who did what (enrich/third_person.py);
- **in scope**: a year it names falls within the section's years (one either side), when both
  name years;
- **new**: the claim Verifier, given the section and the article's lead as its evidence, does
  not find every fact of it there (facts, not words: "he was born at Tuckahoe" is said by "born
  … west of Tuckahoe Creek" though few words are shared), nor does a sentence of the section
  tell its event in other words (enrich/told.py: the same year, a death or the same other man);
- **verified**: the same checks a model's wording passes (enrich/wording.py: no first person, no
  number or name its sentence lacks, the same polarity, its words the sentence's) and the claim
  Verifier supports it against the narrator's sentence alone.

- **about the section**: its BM25 score for the section is at least MIN_SHARE of the best
  sentence's (near an anchor is not enough: "In accomplishing this, …" shares none of its words),
  and, in a section of LONG_SECTION words or more, it holds at least SHARED_WORDS of them: a long
  section shares one word with most sentences near it ("positive" filed a rule of his conduct
  under his newspaper).

At most ADDED a section: first those holding a fact the English reader decided is his (when the
project has ingested the narrative: `narrator_facts`, the biography's own facts), then the nearest
the section's words; every candidate not taken is
listed with its reason, and counted by it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, replace
from pathlib import Path

from ..corpus.terms import terms
from ..lang.en.facts import fact_rules
from ..lang.en.mood import asked, asserted, happened
from ..lang.en.nlp import lemma, load
from ..lang.en.parsed import old_not
from ..lang.en.people import FIRST_PERSON
from ..store import Store
from ..verify.evidence import Evidence
from ..verify.verdicts import SUPPORTED
from .article import Article, Section
from .it_before import ItRead, it_read
from .quotations import SHARED_WORDS, Quotation, in_period
from .third_person import DEMONSTRATIVES, LEANS, third_person, without_links_back
from .told import told_again
from .wording import QuotationWording

ADDED = 3  # additions a section is given at most
MIN_SHARE = 0.1  # an addition's BM25 score for the section, as a share of its best sentence's, at least
LONG_SECTION = 100  # distinct words (corpus.terms) from which one word in common is a coincidence
THEME_SHARE = 0.6  # in a section without years, the share a sentence naming none of its names needs
UNASSERTED, REPORTED, ASKED, OUT_OF_YEARS, ALREADY_STATED, BELOW_ADDED = (
    "his clause is negated, hypothetical, intended or hedged (lang/en/mood.py)",
    "his clause is another's word reported (lang/en/mood.py)", "his clause is a question",
    "its year (named, or the narrative's time where it stands) falls outside the section's years",
    "already said by the article: the Verifier finds each of its facts in the section or the lead",
    f"ranked below the section's first {ADDED} additions")
NOT_VERIFIED = "not verified"
TOLD_AGAIN = "already said in other words: a sentence of the section names its year and tells its event"
OFF_THEME = (f"names none of the names of a section without years, nor comes near its best sentence "
             f"(BM25 under {THEME_SHARE:.0%} of it)")
PRESENT_ROOT = "told in the present or future (the narrator's comment, not his life)"
OFF_WORDS = (f"shares too few of the section's words (BM25 under {MIN_SHARE:.0%} of its best sentence's, "
             f"or, in a long section, fewer than {SHARED_WORDS} of them)")
ADDED_WHY = "added: new, in scope, every fact verified against the narrator's sentence"
IT_READ = ("added: new, in scope, verified against the narrator's two sentences with its \"it\" read as the "
           "one thing the sentence before names (enrich/it_before.py): an editor should read that reading")
_YEAR = re.compile(r"\b1[5-9]\d\d\b")
_SEMICOLON = re.compile(r"(?<=;)\s+")
# a part after a semicolon that opens on "so" or "such" standing for the part before, and says
# nothing of him (so swore Mr. Pyne; or so the neighbours believed; so it was settled by my father)
_SO_AFTER = re.compile(r";\s*(?:(?:and|or|but|at\s+least)\s*,?\s*)?(?:so|such)\b(?![^;]*\b(?:I|me)\b)", re.I)
_SHE = re.compile(r"\b(?:she|her|hers|herself)\b", re.I)
_HE = re.compile(r"\b(?:he|him|his|himself)\b", re.I)


@dataclass
class Candidate:
    """One of the narrator's sentences offered to a section: the rules' sentence for it, and
    whether it was added, and why (not)."""

    quotation: Quotation
    text: str  # the third-person sentence ("" when none could be written)
    added: bool
    why: str
    facts: tuple[str, ...] = ()  # the reader's decided facts of his read in the sentence ("residence: Baltimore")
    by: str = "rules"  # who wrote the added text: "rules", or "model" when its wording was kept
    worded: str = ""  # the model's wording when it was asked
    worded_why: str = ""  # why the model's wording was (not) kept

    def to_dict(self) -> dict:
        q = self.quotation
        out = {"quotation": q.text, "start": q.start, "end": q.end, "year": q.year, "share": q.share, "rank": q.rank,
               "facts": list(self.facts), "text": self.text, "added": self.added, "why": self.why, "by": self.by}
        if self.worded or self.worded_why:
            out |= {"worded": self.worded, "worded_why": self.worded_why}
        return out


class AdditionPlanner:
    """Plans one article's additions from one narrative, section by section."""

    def __init__(self, article: Article, names: list[str], min_support: float, root: Path | None = None):
        self.name = subject_name(names)
        self.names = (*names, self.name)
        body = "\n".join(s.body for s in article.sections if s.level)
        self.feminine = len(_SHE.findall(body)) > len(_HE.findall(body))
        self.lead = next((s.body for s in article.sections if not s.level), "")
        self.checks = QuotationWording(None, "", names, min_support, root)  # the code checks, no model
        self.verifier = self.checks.verifier  # one Verifier (its vocabulary is loaded per instance)
        self.decided: list[tuple[int, int, str]] = []  # the reader's facts of his, where the project holds them
        rules = fact_rules(root)
        self.not_done, self.hearsay = rules.not_done, (rules.hearsay_verbs, rules.hearsay_nouns)

    def plan(self, section: Section, quotations: list[Quotation], source: str,
             period: tuple[int, int] | None = None, names: tuple[str, ...] = ()) -> list[Candidate]:
        """Each quotation judged, nearest the section's words first; `source`: the narrative's text,
        for the spans; `period`: the section's years, `names`: its names the narrator's sentences
        hold (enrich/scope.py)."""
        out: list[Candidate] = []
        facts = {q.start: tuple(f for s, e, f in self.decided if s < q.end and e > q.start) for q in quotations}
        article = self.article(section)
        long = len(set(terms(section.body))) >= LONG_SECTION
        for q in sorted(quotations, key=lambda q: (not facts[q.start], -q.share, -q.rank)):
            text, why, cited = self.judge(article, q, source)
            if text and not why:
                few = q.share < MIN_SHARE or long and q.shared < SHARED_WORDS
                why = out_of_scope(q, period, names) or (OFF_WORDS if few else "")
            if not why and sum(c.added for c in out) >= ADDED:
                why = BELOW_ADDED
            added = IT_READ if cited.start != q.start else ADDED_WHY
            out.append(Candidate(cited, text, not why, why or added, facts[q.start]))
        return sorted(out, key=lambda c: c.quotation.start)

    def article(self, section: Section) -> list[Evidence]:
        """What the article already says there: the section and the lead, as the Verifier's evidence."""
        said = [Evidence(section.body, None, 0, len(section.body), label="[section]")]
        if self.lead:
            said.append(Evidence(self.lead, None, 0, len(self.lead), label="[lead]"))
        return said

    def judge(self, article: list[Evidence], q: Quotation, source: str) -> tuple[str, str, Quotation]:
        """The rules' sentence for a quotation (`source`: the narrative), why it is not added ("" when
        it is): whether it is his, asserted, new (`article`: what the article says there) and
        verified (its scope is asked apart), and what it cites: the sentence before too when its
        leaning "it" is read as the one thing that one names (enrich/it_before.py)."""
        said, evidence = without_links_back(q.text), source[q.start:q.end]
        why = self.unasserted(said)
        if why == LEANS and (read := self.it_read(said, q, source)) is not None:
            why = self.unasserted(read.sentence)
            if not why:
                said, evidence = read.sentence, f"{read.before} {read.sentence}"
                q = replace(q, start=read.start, text=f"{read.before} {q.text}")
        if why:
            return "", why, q
        rewritten = third_person(said, self.name, self.feminine)
        if rewritten.why:
            return "", rewritten.why, q
        text = rewritten.text
        if told_again(text, article[0].text, self.names):
            return text, TOLD_AGAIN, q
        if self.verifier.check(text, article).verdict == SUPPORTED:
            return text, ALREADY_STATED, q
        problem, _ = self.checks.checked(text, q, evidence)
        return text, f"{NOT_VERIFIED}: {problem}" if problem else "", q

    @staticmethod
    def it_read(said: str, q: Quotation, source: str) -> ItRead | None:
        """The sentence with its leaning "it" read as the thing the one before names, or None."""
        it = leaning_it(load()(said))
        return None if it is None else it_read(said, it.idx, source, q.start)

    def unasserted(self, sentence: str) -> str:
        """Why the narrator's own clauses in the sentence are not told as done, or why the sentence
        leans on one before (a demonstrative: "that great erratum"; a bare definite subject: "The
        house was pretty full"); "" when neither. Each clause a semicolon ends is also read apart,
        and the whole sentence's refusal stands unless the parser hung a clause on a verb of another
        part that has its own complement there (misattached: "I was ever on the look-out for means
        of escape; and, …, I determined to try …" read as the thing determined; but "I was to be
        sold; so my master had resolved": what he resolved, hedged)."""
        sentence = old_not(sentence)  # had'nt: a denial the mood rules see
        doc = load()(sentence)
        if leans(doc):
            return LEANS
        if _SO_AFTER.search(sentence):
            return UNASSERTED
        parts = [load()(part) for part in _SEMICOLON.split(sentence)] if ";" in sentence else []
        why = next((w for part in parts if (w := self._mood(part))), "")
        whole = self._mood(doc)
        return why or ("" if whole and _misattached(doc) else whole)

    def _mood(self, doc) -> str:
        """Why the narrator's clauses of one parsed clause group are not told as done ("" when they are)."""
        for root in (t for t in doc if t.dep_ == "ROOT"):  # Perhaps it was …; The paper will be found …
            # piti'd, esteem'd: an elided past the tagger calls present (not "I proceed", "I let")
            present = root.tag_ == "VBZ" or root.tag_ == "VBP" and not root.lower_.endswith(("'d", "’d"))
            if present or any(c.dep_ == "aux" and c.lower_ in ("will", "shall") for c in root.children):
                return PRESENT_ROOT
            if not happened(root, self.not_done):
                return UNASSERTED
        for token in doc:
            if token.text not in ("I", "me") or token.dep_ not in ("nsubj", "nsubjpass", "dobj", "dative", "pobj"):
                continue
            verb = token.head if token.dep_ != "pobj" else token.head.head
            if asked(verb):
                return ASKED
            if not happened(verb, self.not_done):
                return UNASSERTED
            if not asserted(verb, *self.hearsay):
                return REPORTED
        return ""


_COMPLEMENT = ("xcomp", "ccomp", "dobj")
_PRO_FORMS = ("so", "such", "it", "this", "that")


def _misattached(doc) -> bool:
    """Whether the parser hung a clause of one semicolon part on a verb of another that already has
    its own complement in its own part ("determined to try"): a complement said twice, one misread.
    A verb whose part gives it none, or only a pro-form ("so my master had resolved"), does take
    the clause before it."""
    part = [0] * len(doc)
    for t in doc[1:]:
        part[t.i] = part[t.i - 1] + (doc[t.i - 1].text == ";")
    return any(t.dep_ in ("ccomp", "xcomp") and part[t.i] != part[t.head.i]
               and any(c.dep_ in _COMPLEMENT and part[c.i] == part[t.head.i] and c.lower_ not in _PRO_FORMS
                       for c in t.head.children)
               for t in doc)


def leans(doc) -> bool:
    """Whether a parsed sentence leans on the one before for what it speaks of: a demonstrative,
    before a noun or standing for one ("that great erratum", "I spent this under a tree"), or a
    bare definite noun as the subject it opens with, adjectives or an ordinal before it or not
    ("The house was pretty full", "The thing pleas'd me", "The first members were …": which
    house, which members, the sentence before said), or an "it" before any noun it could stand for
    (leaning_it). A named one ("The Indians"),
    one the sentence itself describes ("The house where I lodged"), or one whose "was" a comma
    follows ("The truth was, I …": its content follows) stands on its own; after a verb of a deed
    the comma is no such sign ("The barrel leaked, so I sold it")."""
    if any(t.tag_ == "DT" and t.lower_ in DEMONSTRATIVES for t in doc) or leaning_it(doc) is not None:
        return True
    head = doc[0].head if len(doc) > 3 and doc[0].lower_ == "the" and doc[0].head.i > 0 else None
    return (head is not None and head.tag_ in ("NN", "NNS") and head.dep_ in ("nsubj", "nsubjpass")
            and all(t.dep_ == "amod" and t.tag_ in ("JJ", "JJR", "JJS") and t.head == head for t in doc[1:head.i])
            and all(c.dep_ in ("det", "cc", "conj") or c.dep_ == "amod" and c.i < head.i for c in head.children)
            and not (lemma(head.head) == "be" and doc[head.head.i + 1:head.head.i + 2].text == ","))


# what may stand between an "it" put first and the clause it stands for (made it a rule to, found it
# necessary again to, took it amiss that, it was agreed that)
_PREDICATE_TAGS = ("DT", "JJ", "JJR", "JJS", "RB", "RBR", "NN", "VBN", "VBD", "VBZ")


def leaning_it(doc):
    """The "it" that stands before any noun the sentence gives it to stand for ("I endeavour'd to
    make it both entertaining and useful": what, the sentence before said), or None: none does, or
    it is put first for a clause that follows ("I made it a rule to forbear", "I thought it best that")."""
    for t in doc:
        if t.tag_.startswith("NN"):
            return None
        if t.lower_ != "it" or t.i == 0:
            continue
        after = next((a for a in doc[t.i + 1:] if a.tag_ not in _PREDICATE_TAGS or a.lower_ in ("that", "to")), None)
        verb = after is not None and after.i + 1 < len(doc) and doc[after.i + 1].tag_ == "VB"
        first = after is None or not (after.lower_ in ("that", "whether", "how") or after.lower_ == "to" and verb)
        return t if first else None
    return None


def narrator_facts(store: Store, text: str) -> list[tuple[int, int, str]] | None:
    """The facts the English reader decided are the narrator's (his "I"), with the span of the
    clause each was read in, when the project has ingested the narrative (the same text); None
    when it has not."""
    for d in store.documents():
        if d.chars == len(text) and store.document_text(d.id) == text:
            return [(t.start, t.end, f"{t.relation}: {t.tail_text}") for t in store.triples_in_document(d.id)
                    if t.basis == FIRST_PERSON]
    return None


def out_of_scope(q: Quotation, period: tuple[int, int] | None, names: tuple[str, ...] = ()) -> str:
    """Why a quotation is not in the section's scope ("" when it is): the years it names, else the
    narrative's time where it stands, fall outside the section's years (one either side); in a
    section without years (a theme: traction kiting, his fame before the war) only its words say
    what it is about, so a sentence must name one of its names or come near its best sentence."""
    if period is not None:
        return "" if in_period(q.text, q.year, period) else OUT_OF_YEARS
    return "" if any(n in q.text for n in names) or q.share >= THEME_SHARE else OFF_THEME


def subject_name(names: list[str]) -> str:
    """How an added sentence names him: the last word of the article's name for him, as a name
    is written (HELEN ADAMS KELLER, Benjamin_Franklin: Keller, Franklin)."""
    for name in names:
        words = re.findall(r"[A-Za-z][A-Za-z'’-]*", name)
        if words:
            return words[-1].capitalize() if words[-1].isupper() else words[-1]
    return "He"


def reasons(candidates: list[Candidate]) -> Counter[str]:
    """The candidates not added, counted by the reason's first words (a Verifier's detail apart)."""
    return Counter(c.why.split(":")[0] for c in candidates if not c.added)
