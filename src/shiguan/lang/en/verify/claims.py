"""The claim Verifier for English: is each atomic fact of a claim stated by the evidence it cites?

Rules first (atom_match.py): an atom is supported when one evidence sentence states it with
the claim's predicate, not as a supposition (if, unless …), contradicted when one states the same
predicate of the same subject with another value, and otherwise unsupported by rules. A claim with
no dates, numbers or names is compared as a whole, by the share of its content words one sentence
holds. Only what the rules leave unsupported goes to the model, with the numbered evidence
sentences, and its answer counts only with a quote that stands in the evidence word for word and
holds the fact (for what a claim says besides its atoms, a sentence that lacks at most two of those
words and names the claim's names: a paraphrase, not a claim of the model's own that borrows a
quote, nor one pieced together from two sentences): a model's "supported" without one is refused. A
claim with no words at all ("[1][2]") is never supported. Every verdict carries the evidence
sentence and the exact span it rests on, so a report can cite it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ....llm import LLM
from ....prompts.staged import StagedRequests, numbered
from ....verify.evidence import Evidence
from ....verify.verdicts import CONTRADICTED, SUPPORTED, UNSUPPORTED
from ....verify.words import content_words
from ..facts import fact_rules
from ..people import name_rules
from .atom_match import AtomMatcher, Match
from .atoms import DATE, NAME, Atom, ClaimReading, read_claim
from .gapped_doer import gapped_doer
from .he_before import another_before
from .office_bounds import heads, offices_of_others
from .other_doer import not_his
from .played import played_or_owned
from .sentences import Sentence, fold, split_evidence, words
from .together import together
from .value_mood import mostly_undone
from .vocabulary import Vocabulary
from .word_counts import counted, word_counts
from .word_runs import runs_by_part, semicolon_parts, tightest, whole

__all__ = ["AtomCheck", "CheckedClaim", "ClaimVerifier", "Evidence", "Quote"]

RULES, MODEL = "rules", "model"
WORDS = "words"  # the kind of the check of what a claim says besides its atoms
# The share of those words one evidence sentence must hold, in any inflection or a synonym.
OVERLAP_SUPPORT = 0.75
MAX_SENTENCES = 30  # evidence sentences shown to the model, those sharing most words with the claim
# The claim's words (besides its atoms) a model's "supported" may bridge: the words of a paraphrase
# ("escaped from slavery" for "I left my chains"), not a sentence of its own that borrows a quote.
MODEL_BRIDGE = 2
_WORDED = re.compile(r"[^\W\d_]{2}")  # a word of two letters or more


class ClaimVerdict(BaseModel):
    supported: bool
    contradicted: bool = False
    quote: str = Field("", description="the exact words of the evidence that decide it, copied verbatim")


@dataclass(frozen=True)
class Quote:
    document_id: int | None
    start: int  # offsets in the document
    end: int
    text: str
    sentence: tuple[int, int] | None = None  # its sentence's bounds, where no evidence Sentence holds it


@dataclass
class AtomCheck:
    text: str  # the fact as the claim writes it (the whole claim for a claim without atoms)
    start: int  # offsets in the claim
    end: int
    kind: str  # date | number | name | claim
    predicate: str  # "born in"; "" when none
    verdict: str = UNSUPPORTED
    method: str = ""  # rules | model
    reason: str = ""
    sentence: Sentence | None = None  # the evidence sentence it rests on
    quote: Quote | None = None  # the exact words there

    def to_dict(self) -> dict[str, Any]:
        s, q = self.sentence, self.quote
        return {
            "fact": self.text, "kind": self.kind, "predicate": self.predicate or None, "verdict": self.verdict,
            "method": self.method or None, "reason": self.reason,
            "evidence": None if s is None else {"label": s.evidence.label, "document": s.document_id,
                                                 "start": s.start, "end": s.end, "text": s.text},
            "quote": None if q is None else {"document": q.document_id, "start": q.start, "end": q.end,
                                              "text": q.text},
        }


@dataclass
class CheckedClaim:
    claim: str
    facts: list[AtomCheck] = field(default_factory=list)

    @property
    def verdict(self) -> str:
        """Contradicted if any fact is, supported if every one is, else unsupported."""
        if any(f.verdict == CONTRADICTED for f in self.facts):
            return CONTRADICTED
        return SUPPORTED if self.facts and all(f.verdict == SUPPORTED for f in self.facts) else UNSUPPORTED

    @property
    def reason(self) -> str:
        failing = [f for f in self.facts if f.verdict == self.verdict] if self.verdict != SUPPORTED else []
        return "; ".join(dict.fromkeys(f.reason for f in failing))  # one reason per cause

    def to_dict(self) -> dict[str, Any]:
        return {"claim": self.claim, "verdict": self.verdict, "reason": self.reason or None,
                "facts": [f.to_dict() for f in self.facts]}


class ClaimVerifier:
    """Checks English claims against the evidence given with each; `about`: the names of the
    person the texts are about (an autobiography's "I"), never themselves a fact to check;
    `people`: the words of other people's names the project knows ("Hale went west. He was …")."""

    def __init__(self, llm: LLM | None = None, about: Iterable[str] = (), project_root: Path | None = None,
                 people: Iterable[str] = ()):
        self.vocabulary = Vocabulary.load(project_root)
        self.rules = fact_rules(project_root)  # what is denied or hearsay, as the project's reader reads it
        self.titles = name_rules(project_root).titles  # title → sex: whose a he after "Mrs. Hale" can be
        self.model = StagedRequests(llm, "en", project_root) if llm is not None else None
        self.about = tuple(about)
        self.people = frozenset(fold(w) for w in people)

    def check(self, claim: str, evidence: Sequence[Evidence]) -> CheckedClaim:
        if not _WORDED.search(claim):  # "[1][2]": citation marks alone say nothing to check
            nothing = AtomCheck(claim.strip(), 0, len(claim), WORDS, "", reason="the claim has no words")
            return CheckedClaim(claim, [nothing])
        reading = read_claim(claim, self.vocabulary, self.about)
        sentences = split_evidence(list(evidence))
        matcher = AtomMatcher(self.vocabulary, reading, self.rules)
        facts = [_by_rules(matcher, atom, sentences) for atom in reading.atoms]
        _stated_together(matcher, reading.atoms, facts, sentences)
        if reading.words or not reading.atoms:
            held: dict[Sentence, set[int]] = {}
            for f in facts:
                if f.verdict == SUPPORTED and f.sentence is not None and f.quote is not None:
                    held.setdefault(f.sentence, set()).add(f.quote.start)
            facts.append(self._words_by_overlap(reading, matcher, sentences, held))
            _with_the_words(matcher, reading.atoms, facts)
        if self.model is not None and sentences and not any(f.verdict == CONTRADICTED for f in facts):
            atoms: list[Atom | None] = [*reading.atoms, None]
            for i, (atom, fact) in enumerate(zip(atoms, facts)):
                if fact.verdict == UNSUPPORTED:
                    facts[i] = self._ask(reading, matcher, atom, fact, sentences)
                    if facts[i].verdict != SUPPORTED:
                        break  # the claim is not supported whatever the rest says
        not_his(facts, claim, self.about, self.vocabulary.titles)  # "Tom Hale bought" from "I bought"
        return CheckedClaim(claim, facts)

    def _words_by_overlap(self, reading: ClaimReading, matcher: AtomMatcher, sentences: list[Sentence],
                          held: Mapping[Sentence, set[int]]) -> AtomCheck:
        """What the claim says besides its atoms (all of it, for a claim without any): most of
        those words, in any inflection or a synonym, in one sentence that agrees in negation;
        first looked for in the sentences that state its atoms (`held`, with where they stand),
        since its words must stand with its names ("in 1839, I went to West Point", not the first
        "went" of the book), and there in the clause of a name ("a silver miner in Nevada; …;
        next, a gold miner, in California" is no gold miner in Nevada)."""
        fact = AtomCheck(", ".join(w for w, _ in reading.words) or reading.text.strip(), 0, len(reading.text),
                         WORDS, "", method=RULES)
        if not reading.words or not sentences:
            fact.reason = "no evidence" if not sentences else "the claim says nothing to check"
            return fact
        wanted, counts = self._forms(reading), word_counts(reading.text, [(a.start, a.end) for a in reading.atoms])
        for s, names in held.items():
            share, _, runs = self._overlap(reading, _with_nouns(reading, matcher, wanted, s), s, names)
            said = next((r for r in runs if not self._refused(reading, matcher, s, r, counts)), None)
            if share >= OVERLAP_SUPPORT and said is not None:
                return _supported(fact, s, whole(said), RULES)
        best, best_share, missing, saids = sentences[0], -1.0, list(reading.words), [[Match(0, 0)]]
        for s in sentences:
            share, lacking, where = self._overlap(reading, _with_nouns(reading, matcher, wanted, s), s,
                                                  held.get(s, set()))
            if share > best_share:
                best, best_share, missing, saids = s, share, lacking, where
        if best_share < OVERLAP_SUPPORT:  # a wordless sentence ("* * *") has no run to read
            fact.reason = f"no source sentence says {', '.join(w for w, _ in missing)}"
            return fact
        whys = [self._refused(reading, matcher, best, said, counts) for said in saids]
        if not saids:
            fact.reason = "the source says them in another clause than its names"
        elif all(whys):
            fact.reason = whys[0]
        else:
            return _supported(fact, best, whole(saids[whys.index("")]), RULES)
        return fact

    def _overlap(self, reading: ClaimReading, wanted: list[frozenset[str]], s: Sentence,
                 names: set[int]) -> tuple[float, list[tuple[str, str]], list[list[Match]]]:
        """The share of the claim's words the sentence holds (none when it lacks a head of the
        claim's office: "vice" of "vice-president", office_bounds.heads), those it lacks, and where the ones
        it holds stand (with a denial just before them: "no accurate knowledge" keeps its "no"):
        in each clause a semicolon sets apart that holds them all ("I never sought the command;
        Captain Hale sought the command" is two statements, each read with its own subject and
        "not"), only those holding one of the claim's names (`names`, document offsets), if any
        does; else the tightest run of the sentence. A claim told in parts itself ("he had begun to
        study; he soon made himself a master") is read over as many parts of the source, each of
        its parts in the source's part of the same rank, and each such run is one per claim part,
        to be read with its own subject and "not"; it is never read across the parts."""
        have = {w.norm for w in s.words}
        held, counted = [], dict[frozenset[str], int]()
        for forms in wanted:  # two words of one group ("educated at school") need two in the sentence
            counted[forms] = counted.get(forms, 0) + 1
            held.append(len(forms & have) >= counted[forms])
        missing = [w for w, h in zip(reading.words, held) if not h]
        heads_held = not {fold(w) for w, _ in missing} & heads(reading.text, self.vocabulary.titles)
        told = sorted(set(zip(wanted, reading.word_parts)), key=lambda g: g[1])
        places = [([i for i, w in enumerate(s.words) if w.norm in forms], j) for forms, j in told]
        parts = semicolon_parts(s)
        span = told[-1][1] + 1 if told else 1
        windows = [parts[k:k + span] for k in range(len(parts) - span + 1)] or [parts]
        named = [w for w in windows
                 if any(s.words[p.first].start <= at < s.words[p.last].end for p in w for at in names)]
        runs = []
        for window in (named if len(parts) > 1 and named else windows) if parts else ():
            runs.extend(runs_by_part(window, places, len(s.words)))
        if not runs and not (len(parts) > 1 and (named or span > 1)):
            runs = [[tightest([at for at, _ in places], len(s.words))]]
        return sum(held) / len(held) * heads_held, missing, [[self._with_denial(s, said) for said in run]
                                                             for run in runs]

    def _with_denial(self, s: Sentence, said: Match) -> Match:
        denial = [k for k in range(max(0, said.first - 3), said.first) if self.vocabulary.negation(s.words[k].norm)]
        return Match(denial[0], said.last) if denial else said

    def _refused(self, reading: ClaimReading, matcher: AtomMatcher, s: Sentence, run: list[Match],
                 counts: list[int]) -> str:
        """Why the words the sentence holds do not say the claim ("" when they do): the counts its
        words give (`counts`, word_counts) in the sentence, then read in each run of the claim's parts,
        with that part's own "not", and told as done (not hoped or wished)."""
        if counts and not counted(counts, s):
            return "the source gives another count"
        for k, said in enumerate(run):
            negated = reading.parts_negated[k] if len(run) > 1 else reading.negated
            if matcher.negated(s, said) != negated:
                return "the source says it with the opposite sense (a negation one side lacks)"
            if matcher.supposed(s, said):
                return "the source only supposes it (if …), it does not say it"
            # "The latter is still living in the county of …": said of another (a claim about him, not his kin);
            # "my sister was apprenticed to a dressmaker and I to a milliner": the milliner his (gapped_doer)
            gapped = gapped_doer(s, said.first, said.last)
            if gapped is False or not reading.subject_words & self.vocabulary.kin and not gapped and (
                    matcher.someone_else(s, said.first, None) or matcher.participle_of_another(s, said.first)
                    or another_before(s, said.first, reading.subject_words, self)
                    or played_or_owned(s, said, reading.text)):
                return "the source says it of someone else"
            if matcher.undone(s, _mood_word(matcher, s, said), -1) or mostly_undone(matcher, s, said) or any(
                    matcher.untold(s, k) for k in range(said.first, said.last + 1)):
                return "the source tells it as hoped, wished or reported, not as done"
        return ""

    def _ask(self, reading: ClaimReading, matcher: AtomMatcher, atom: Atom | None, fact: AtomCheck,
             sentences: list[Sentence]) -> AtomCheck:
        """The model's verdict, counted only with a quote that stands in the evidence and holds the fact."""
        assert self.model is not None
        shown = _most_relevant(sentences, reading.text)
        what = " ".join(p for p in (fact.predicate, fact.text) if p) if atom is not None else reading.text
        reply = self.model.ask("verify-claim", ClaimVerdict, 300, claim=reading.text, fact=what,
                               evidence=numbered([" ".join(s.text.split()) for s in shown]))
        checked = replace(fact, method=MODEL)
        if not (reply.supported or reply.contradicted):
            checked.reason = "the model finds no evidence that states it"
            return checked
        located = _locate(reply.quote, shown)
        if located is None:
            checked.reason = f"the model's quote “{reply.quote}” is not in the evidence"
            return checked
        sentence, match = located
        if reply.contradicted and not reply.supported:
            checked.verdict, checked.sentence, checked.quote = CONTRADICTED, sentence, _quote(sentence, match)
            checked.reason = f"the model reads “{checked.quote.text}” as saying otherwise"
            return checked
        if matcher.supposed(sentence, match):
            checked.reason = f"the sentence the model quotes only supposes it: “{' '.join(sentence.text.split())}”"
            return checked
        if not _holds(matcher, atom, sentence, match):
            checked.reason = f"the model's quote “{sentence.quote(match.first, match.last)}” does not state {what}"
            return checked
        if atom is None and (why := self._not_paraphrased(reading, matcher, shown, sentence, match)):
            checked.reason = f"the sentence the model quotes, “{' '.join(sentence.text.split())}”, {why}"
            return checked
        return _supported(checked, sentence, match, MODEL)

    def _forms(self, reading: ClaimReading) -> list[frozenset[str]]:
        """Each of the claim's words besides its atoms, in any inflection or a synonym."""
        return [self.vocabulary.predicate_forms(lemma, word.lower())[0] for word, lemma in reading.words]

    def _not_paraphrased(self, reading: ClaimReading, matcher: AtomMatcher, shown: list[Sentence],
                         sentence: Sentence, match: Match) -> str:
        """Why the quoted sentence (`sentence`, joined to the next when the quote runs on) is no
        paraphrase of the claim's words: it lacks more than MODEL_BRIDGE of them, or does not name
        one of its names ("apprenticed … to his brother John" from "bound to my brother", John
        coming from another sentence, of another brother); "" when it is one."""
        have = {w.norm for w in sentence.words}
        unsaid = [word for (word, _), forms in zip(reading.words, self._forms(reading)) if not forms & have]
        if len(unsaid) > MODEL_BRIDGE:
            return f"says none of {', '.join(unsaid)}"
        first = next(t for t in shown if t.start == sentence.start and t.evidence is sentence.evidence)
        last = len(first.words) - 1 if match.last < len(first.words) else len(sentence.words) - 1  # run on or not
        names = [a for a in reading.atoms if a.kind == NAME]
        named = [a.text for a in names if any(m.first <= last for m in matcher.positions(a, sentence))]
        if named and unsaid and len(unsaid) == len(reading.words):
            # "took the name Douglass at the suggestion of David Ruggles" from "relieved … by the humane
            # hand of Mr. David Ruggles": a bridge is for words said otherwise (escaped ← left my
            # chains), not for a sentence that only names whom the claim speaks of
            return f"names {', '.join(named)} but says none of {', '.join(unsaid)}"
        elsewhere = [a.text for a in names if a.text not in named]
        return f"does not name {', '.join(elsewhere)}, whom the claim says it of" if elsewhere else ""


def _with_nouns(reading: ClaimReading, matcher: AtomMatcher, wanted: list[frozenset[str]],
                s: Sentence) -> list[frozenset[str]]:
    """Each claim word's forms with the nouns derived from it that the sentence says of him ("my
    promotion" for "promoted"; roles.py), less those it says only on the other side of schooling
    ("I taught at home" says no "studied at home"; teaching.py), and those it holds only inside
    another office or another man's title ("Vice-President", "Governor Hale": office_bounds.py)."""
    said = [{s.words[i].norm for i in matcher.sided(lemma, max(0, reading.text.find(word)), forms, s)}
            for forms, (word, lemma) in zip(wanted, reading.words)]
    offices = matcher.vocabulary.titles | (matcher.rules.titles - matcher.vocabulary.kin)  # Major; not Brother James
    others = offices_of_others(s, reading.text, reading.subject_words, offices, frozenset().union(*wanted))
    return [forms - ({w.norm for w in s.words} - sided) - others | {s.words[i].norm for i in matcher.derived(
        lemma, forms, s)} for forms, sided, (_, lemma) in zip(wanted, said, reading.words)]


def _by_rules(matcher: AtomMatcher, atom: Atom, sentences: list[Sentence]) -> AtomCheck:
    fact = AtomCheck(atom.text, atom.start, atom.end, atom.kind, atom.predicate, method=RULES)
    whys = []
    for s in sentences:
        match, why = matcher.support(atom, s)
        if match is not None:
            return _supported(fact, s, match, RULES)
        whys.append(why)
    for s in sentences:
        found = matcher.contradiction(atom, s)
        if found is not None:
            fact.verdict, fact.sentence, fact.quote = CONTRADICTED, s, _quote(s, found.match)
            said = f"{atom.predicate} {found.value}" if atom.predicate and atom.kind != DATE else found.value
            fact.reason = f"the sources say {said}, not {atom.text}"
            return fact
    if "negation" in whys:
        for s in sentences:
            span = matcher.opposed(atom, s)
            if span is not None:  # he was not elected to Congress: "I was elected to Congress"
                fact.verdict, fact.sentence, fact.quote = CONTRADICTED, s, _quote(s, span)
                fact.reason = f"the sources say the opposite: “{' '.join(fact.quote.text.split())}”"
                return fact
    fact.reason = _unsupported_reason(atom, whys)
    return fact


def _stated_together(matcher: AtomMatcher, atoms: Sequence[Atom], facts: list[AtomCheck],
                     sentences: list[Sentence]) -> None:
    """The atoms that must stand together (together.py: one verb's; an office and its body) must be
    stated in one sentence: "In 1882 he married Olivia Davidson" is not "In 1882 I was married to
    Miss Fannie N. Smith" and "In 1885, Miss Olivia Davidson … and I were married". Each is
    re-pointed to the first sentence that states them all, or is left unsupported."""
    for group in together(matcher.reading.text, atoms):
        pairs = [(atoms[i], facts[i]) for i in group if facts[i].verdict == SUPPORTED]
        if len({id(f.sentence) for _, f in pairs}) < 2:
            continue
        for s in sentences:
            found = [matcher.support(a, s)[0] for a, _ in pairs]
            if all(m is not None for m in found):
                for (_, f), m in zip(pairs, found):
                    _supported(f, s, m, RULES)  # type: ignore[arg-type]
                break
        else:
            said, verb = ", ".join(a.text for a, _ in pairs), pairs[0][0].predicate
            with_ = f" with {verb}" if verb else ""
            for _, f in pairs:
                f.verdict, f.sentence, f.quote = UNSUPPORTED, None, None
                f.reason = f"the sources state {said}{with_}, but in different sentences"


def _with_the_words(matcher: AtomMatcher, atoms: Sequence[Atom], facts: list[AtomCheck]) -> None:
    """Re-point the claim's supported atoms to the sentence its words stand in (the last fact) when
    that sentence states every one of them too: "We remained in Vitebsk several days" holds the
    place first, "I remained in Vitebsk about six months" the place and the stay, and a claim's
    words must stand where its names do (check.py)."""
    said = facts[-1].sentence
    if facts[-1].verdict != SUPPORTED or said is None:
        return
    pairs = [(a, f) for a, f in zip(atoms, facts) if f.verdict == SUPPORTED and f.sentence is not said]
    found = [matcher.support(a, said)[0] for a, _ in pairs]
    if pairs and all(m is not None for m in found):
        for (_, f), m in zip(pairs, found):
            _supported(f, said, m, RULES)  # type: ignore[arg-type]


def _unsupported_reason(atom: Atom, whys: list[str]) -> str:
    stated = f"{atom.predicate} {atom.text}" if atom.predicate else atom.text
    if "negation" in whys:
        return f"the sources state {stated} with the opposite sense (a negation one side lacks)"
    if "supposition" in whys:
        return f"the sources only suppose {stated} (if …), they do not say it"
    if "mood" in whys:
        return f"the sources tell {stated} as asked, meant or wished, not as done"
    if "subject" in whys:
        return f"the sources state {stated} of someone else"
    if "predicate" in whys:
        return f"the sources mention {atom.text}, but not as {atom.predicate}"
    if "preposition" in whys:
        return f"the sources mention {atom.text}, but not after “{atom.preposition}”"
    return f"no source sentence mentions {atom.text}"


def _mood_word(matcher: AtomMatcher, s: Sentence, said: Match) -> int:
    """The word of a run whose clause tells its mood: the first, but for a claim naming a kinsman
    the last that is no kin word or name ("son James would be a judge": judge, wished)."""
    if not any(a.lemma in matcher.vocabulary.kin for a in matcher.reading.atoms):
        return said.first
    return next((k for k in range(said.last, said.first - 1, -1) if not matcher.kin_word(s, k)), said.first)


def _supported(fact: AtomCheck, sentence: Sentence, match: Match, method: str) -> AtomCheck:
    fact.verdict, fact.method, fact.sentence, fact.quote = SUPPORTED, method, sentence, _quote(sentence, match)
    fact.reason = f"the source says “{' '.join(fact.quote.text.split())}”"
    return fact


def _quote(sentence: Sentence, match: Match) -> Quote:
    start, end = sentence.span(match.first, match.last)
    return Quote(sentence.document_id, start, end, sentence.quote(match.first, match.last))


def _most_relevant(sentences: list[Sentence], claim: str) -> list[Sentence]:
    if len(sentences) <= MAX_SENTENCES:
        return sentences
    want = content_words(claim)
    ranked = sorted(sentences, key=lambda s: -len(want & content_words(s.text)))[:MAX_SENTENCES]
    return sorted(ranked, key=lambda s: s.number)


def _locate(quote: str, sentences: list[Sentence]) -> tuple[Sentence, Match] | None:
    """The model's quote in the evidence word for word (case, spacing, quotation marks and the
    punctuation between words aside): the sentence it starts in, and its words there. A quote
    running on into the next sentence of the same evidence is held by a sentence made of both."""
    want = [w.text.lower() for w in words(quote)]
    if not want:
        return None
    n = len(want)
    for i, s in enumerate(sentences):
        joined = s
        for t in sentences[i + 1:]:
            if t.evidence is not s.evidence or len(joined.words) >= n + len(s.words):
                break
            joined = replace(joined, end=t.end, words=joined.words + t.words, dates=joined.dates + t.dates)
        have = [w.text.lower() for w in joined.words]
        for k in range(min(len(s.words), len(have) - n + 1)):
            if have[k:k + n] == want:
                return joined, Match(k, k + n - 1)
    return None


def _holds(matcher: AtomMatcher, atom: Atom | None, sentence: Sentence, match: Match) -> bool:
    """Whether the quoted words state the fact: its value stands in them. What a claim says
    besides its atoms has no value to look for (the model is asked because the words differ:
    "escaped" for "I left my chains"), so there the quote standing in the evidence is enough."""
    if atom is None:
        return True
    return any(match.first <= m.first and m.last <= match.last for m in matcher.positions(atom, sentence))
