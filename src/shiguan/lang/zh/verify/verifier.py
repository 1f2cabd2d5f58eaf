"""The Verifier (AIstorian §2.3.2): is each atomic fact of a sentence supported by the references?

Deterministic first. A typed fact (字, native place, office …) is compared with the person's KG
triples by relation and value; dates with the era dates of the source sentence that states the
same thing; any clause is looked up verbatim in the source sentences. Only what these rules
cannot decide goes to the model, with the references filtered by Jaccard similarity, and its
verdict counts only with an evidence quote that really stands in the sources. Without a model,
the undecided rest is judged by how much of it the best reference contains, and says so.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal

from pydantic import BaseModel, Field

from ....config import VerifySettings
from ....corpus.normalize import to_simplified
from ....era import find_era_dates, year_in_words
from ....llm import LLM
from ....models import SELF, Fact
from ....project import Project
from ....prompts import load_prompt
from ....retrieve.citations import Citation, Citer
from ....retrieve.person import Hit, PersonResult, why_his
from ....store import TripleRow
from ....verify.verdicts import NOT_INCLUDED, NOT_SUPPORTED, SUPPORTED, UNDECIDED, Expected, FactCheck, SentenceCheck
from ..entries import ReadEntry
from ..name_shapes import clause_at
from ..read import read_stored_document
from ..rules import chinese_rules
from .atomic import GREGORIAN_NOTE, AtomicFact, split_atomic
from .references import Reference, coverage, find_verbatim, relevant, split_references, tokens, verbatim_matches

# Relations a person has one true value of; two readings mean the sources disagree.
SINGLE_VALUED = {"字", "氏族", "旗籍", "籍贯", "原籍", "父", "初名", "享年"}
# Words before a value that say how, not what (寻卒, 以疾卒 and 卒 are one death).
_MANNER = {"卒": re.compile(r"^(?:寻|旋|遂|乃|竟|以疾|以病|病)")}
ALIAS_RELATIONS = {"字", "号", "初名"}
# An office counts as his only where an appointment verb stands just before it, an age at
# death where 年 does (卒，年六十), not any 六十 in the sources.
APPOINTMENT_VERBS = "授迁擢调署补除拜任至改兼领充加摄晋升护权"
_STANDS_AFTER = {"任职": APPOINTMENT_VERBS, "享年": "年"}
# Rules-only: the share of a clause's characters its best reference must hold.
OVERLAP_SUPPORT = 0.75
# A model's "supported" counts only if its quote holds at least this share of the fact's characters.
EVIDENCE_COVERAGE = 0.5
_VARIANT_NOTE = re.compile(r"（一作[^）]{1,20}）")  # a reading the reference Solver added


class ModelVerdict(BaseModel):
    verdict: Literal["supported", "not_included", "not_supported"]
    error_type: Literal["none", "era", "reference", "alias", "knowledge", "other"] = "none"
    evidence: str = Field("", description="the exact words of the reference that decide it, copied verbatim")
    explanation: str = ""


def _same(a: str, b: str) -> bool:
    return to_simplified(a) == to_simplified(b)


def _what(relation: str, value: str) -> str:
    manner = _MANNER.get(relation)
    return manner.sub("", value) if manner else value


class Verifier:
    """Checks sentences about one resolved person against that person's references."""

    def __init__(self, project: Project, found: PersonResult, citer: Citer, llm: LLM | None = None,
                 settings: VerifySettings | None = None):
        assert found.resolved is not None
        self._setup(project, found.resolved.name, found.chunks + found.neighbours, citer, llm, settings)
        self.triples = found.facts
        self.entity_id = found.resolved.entity_id
        self.names |= {a.form for a in found.aliases if a.scope == "global"}
        self.decisions = project.store.review_decisions(found.resolved.entity_id)

    @classmethod
    def over_sources(cls, project: Project, topic: str, hits: list[Hit], citer: Citer, llm: LLM | None,
                     settings: VerifySettings | None = None, whole_sentences: bool = False,
                     names: Iterable[str] = ()) -> Verifier:
        """A Verifier for claims about a topic (an article) against the given sources only: no
        KG triples vouch for anything, so every fact must stand in these hits. Of `names`
        (people's names and aliases), those the sources contain may open a clause as its
        subject. With `whole_sentences` (a language other than the sources'), a sentence is one
        fact, its references are not filtered by shared characters, and the model alone decides."""
        self = cls.__new__(cls)
        self._setup(project, topic, hits, citer, llm, settings)
        self.names |= {n for n in names if any(n in r.norm for r in self.refs)}
        self.label = "主题 Topic"
        self.whole_sentences = whole_sentences
        return self

    def _setup(self, project: Project, subject: str, hits: list[Hit], citer: Citer, llm: LLM | None,
               settings: VerifySettings | None) -> None:
        self.project = project
        self.person = subject
        self.label = "人物 Person"
        self.whole_sentences = False
        self.triples: list[TripleRow] = []
        self.entity_id: int | None = None  # the person claims are about (None: an article's topic)
        self._stored: dict[int, list[TripleRow]] = {}
        self._read: dict[int, list[ReadEntry]] = {}  # documents read again for whose clause a quote is
        self.names = {subject}
        self.prefer = project.config.era_prefer
        self.refs = split_references(hits, self.prefer)
        self.own = [r for r in self.refs if r.source == "entry"] or self.refs
        self.citer = citer
        self.llm = llm
        self.settings = settings or project.config.verify
        self.decisions: dict[str, str] = {}

    @property
    def mode(self) -> str:
        return f"model {self.llm.name}" if self.llm else "rules-only"

    def check(self, sentence: str) -> SentenceCheck:
        """Verdicts for each atomic fact; a variant note a Solver added (（一作…）) is not a fact."""
        sentence = _VARIANT_NOTE.sub("", sentence)
        if self.whole_sentences:
            text = sentence.strip()
            fc = FactCheck(text, 0, len(text), UNDECIDED)
            return SentenceCheck(sentence, [self._ask_model(fc) if self.llm else self._by_overlap(fc)] if text else [])
        atoms = split_atomic(to_simplified(sentence), self.names, chinese_rules(self.project).extract, self.prefer)
        checks = []
        for atom in atoms:
            atom.text = sentence[atom.start:atom.end].strip()  # report the fact as written
            fc = self._check_atom(atom)
            if fc.verdict == UNDECIDED:
                fc = self._ask_model(fc) if self.llm else self._by_overlap(fc)
            checks.append(fc)
        return SentenceCheck(sentence, checks)

    # -- deterministic checks ----------------------------------------------------------------

    def _someone_elses(self, ref: Reference, start: int, length: int) -> str | None:
        """Why the words at [start, start+length) of `ref` are not his, when the knowledge graph
        stores the fact read there under another man or keeps it out as undecided; else None."""
        if self.entity_id is None:
            return None
        stored = self._stored.setdefault(ref.document_id, self.project.store.triples_in_document(ref.document_id))
        for t in stored:
            if t.value_start < start + length and start < t.value_end:
                if t.head_id == self.entity_id and t.decided:
                    return None
                if t.head_id != self.entity_id:
                    who = self.project.store.entity_name(t.head_id)
                    return f"the source gives {t.tail_text} ({t.relation}) to {who}, not to {self.person}"
                return f"whose {t.tail_text} ({t.relation}) is there is undecided: {t.note}"
        return None

    def _cite_ref(self, ref: Reference, start: int, length: int) -> Citation:
        return self.citer.cite_span(ref.document_id, ref.chunk_id, start, start + length)

    def _check_atom(self, atom: AtomicFact) -> FactCheck:
        fc = FactCheck(atom.text, atom.start, atom.end, UNDECIDED)
        if atom.date_only:
            return self._fail(fc, NOT_INCLUDED, "", "era", "a date with nothing that happened then")
        dated_by_kg = False
        for fact in atom.facts:
            outcome = self._check_typed(fc, fact)
            if outcome == "failed":
                return fc
            dated_by_kg = dated_by_kg or outcome == "dated"
        for date, noted, gregorian in atom.dates:
            fc.claimed_date = date
            if noted and gregorian is not None and noted != gregorian:
                return self._fail(fc, NOT_SUPPORTED, "era", "era",
                                  f"{date} is {gregorian}, not {noted}",
                                  [Expected(date, c, gregorian) for c in fc.citations[:1]])
        if atom.facts and (dated_by_kg or not atom.dates):
            fc.verdict = SUPPORTED
            return fc
        rest = GREGORIAN_NOTE.sub("", to_simplified(atom.text))
        for date, _, _ in atom.dates:  # 张英于康熙四十年以老乞休: 于 goes with its date
            rest = re.sub(f"[于於]?{re.escape(to_simplified(date))}", "", rest)
        rest = rest.strip("，；、 ")
        for name in sorted(self.names, key=len, reverse=True):  # 兆惠以笔帖式… : the subject is no fact
            if rest.startswith(to_simplified(name)) and len(rest) > len(name) + 1:
                rest = rest[len(name):]
                break
        if atom.dates:
            return self._check_dated(fc, atom, rest)
        found, whose = self._his_verbatim(rest)
        if found:
            fc.verdict, fc.method = SUPPORTED, "verbatim"
            fc.citations.append(self._cite_ref(found[0], found[1], len(rest)))
        elif whose:
            return self._fail(fc, NOT_INCLUDED, "", "verbatim", whose)
        return fc

    def _his_verbatim(self, rest: str) -> tuple[tuple[Reference, int] | None, str | None]:
        """The first place a source says `rest` that is his: the graph gives the words there to no
        other man, and the clause they stand in is about him (a son's 卒於京师 in the father's
        entry is not, even where no fact was read from it); else why the places found are not."""
        first_reason = None
        for ref, pos in verbatim_matches(self.refs, rest) if len(rest) >= 2 else ():
            reason = self._someone_elses(ref, pos, len(rest)) or self._clause_not_his(ref, pos, rest)
            if reason is None:
                return (ref, pos), None
            first_reason = first_reason or reason
        return None, first_reason

    def _clause_not_his(self, ref: Reference, pos: int, said: str) -> str | None:
        """Why the clause at `pos` is about someone else by the subject tracker (a kinsman, another
        man, or no one it can name), or None: his clause, a clause about a man `said` names itself
        (父佛标，官至都统 speaks of the father), or a place outside every entry."""
        if self.entity_id is None:
            return None
        if ref.document_id not in self._read:
            self._read[ref.document_id] = read_stored_document(self.project, ref.document_id)
        entry = next((e for e in self._read[ref.document_id] if e.segment.start <= pos < e.segment.end), None)
        clause = clause_at(entry.clauses, pos) if entry else None
        if entry is None or clause is None:
            return None
        about, own = clause.subject, entry.heading.name in self.names
        # his entry's opening sentence says who he is (温达孙也, 崧骏弟也), whatever man it names
        if own and (pos < entry.opening_end or about.who == SELF) or \
                (about.name and (about.name in self.names or about.name in said)):
            return None
        whom = about.name or about.kin or "someone the text does not name"
        return (f"the clause there is about {whom}, not {self.person} "
                f"({about.basis}{': ' + about.note if about.note else ''})")

    def _check_typed(self, fc: FactCheck, fact: Fact) -> str:
        """Record the KG's judgement of one typed fact: "failed", "dated" (value and date
        confirmed) or "found"."""
        fc.relation, fc.value = fact.relation, fact.value
        known = [t for t in self.triples if t.relation == fact.relation]
        decided = self.decisions.get(fact.relation)
        if decided:  # a reviewer chose the reading that stands
            known = [t for t in known if _same(t.tail_text, decided)] or known
        match = [t for t in known if _same(_what(t.relation, t.tail_text), _what(fact.relation, fact.value))]
        values = {to_simplified(t.tail_text) for t in known}
        if match:
            dated = [t for t in match if t.year is not None]
            if fact.year is not None and dated and not any(t.year == fact.year for t in dated):
                fc.claimed_date = fact.when
                self._fail(fc, NOT_SUPPORTED, "era", f"kg:{fact.relation}",
                           f"the sources date {fact.value} to {'、'.join(sorted({t.when_text for t in dated}))}, "
                           f"not {fact.when}", [self._expected(t, when=True) for t in dated])
                return "failed"
            same_year = [t for t in dated if t.year == fact.year]
            fc.method = f"kg:{fact.relation}"
            used = (same_year or match)[0]
            fc.citations.append(self.citer.cite(used))
            fc.message = f"his: {why_his(used, self.citer.source(used.document_id, 0, None))}"
            if fact.relation in SINGLE_VALUED and len(values) > 1:
                # supported by one source, contradicted by another: kept, but flagged for review
                fc.error_type = "reference"
                fc.message = f"the sources disagree: {fact.relation} {'、'.join(sorted(values))}"
                fc.expected = [self._expected(t) for t in known]
            return "dated" if same_year and fact.year is not None else "found"
        if values and fact.relation in SINGLE_VALUED | ALIAS_RELATIONS:
            if fact.relation in SINGLE_VALUED and len(values) > 1:
                kind = "reference"  # the sources disagree with each other
            else:
                kind = "alias" if fact.relation in ALIAS_RELATIONS else "other"
            self._fail(fc, NOT_SUPPORTED, kind, f"kg:{fact.relation}",
                       f"the sources give {fact.relation} {'、'.join(sorted(values))}, not {fact.value}",
                       [self._expected(t) for t in known])
            return "failed"
        found = find_verbatim(self.refs, fact.value, before=_STANDS_AFTER.get(fact.relation, ""))
        if found is None:
            self._fail(fc, NOT_INCLUDED, "", f"kg:{fact.relation}",
                       f"no source names {fact.value} ({fact.relation})")
            return "failed"
        if (whose := self._someone_elses(found[0], found[1], len(fact.value))) is not None:
            self._fail(fc, NOT_SUPPORTED, "other", f"kg:{fact.relation}", whose)
            fc.citations.append(self._cite_ref(found[0], found[1], len(fact.value)))
            return "failed"
        fc.method = "verbatim"
        fc.citations.append(self._cite_ref(found[0], found[1], len(fact.value)))
        return "found"

    def _check_dated(self, fc: FactCheck, atom: AtomicFact, rest: str) -> FactCheck:
        """A dated clause: find the source sentence that says the same, and compare its date."""
        claimed = self._era_keys(atom.text)
        claimed_years = {g for _, _, g in atom.dates if g is not None}
        found, whose = self._his_verbatim(rest)
        if whose:  # a clause the graph gives to another man dates nothing of his
            return self._fail(fc, NOT_INCLUDED, "", "era", whose)
        if found is None:
            if not any(fc.citations) and not self._date_anywhere(claimed, claimed_years):
                return self._fail(fc, NOT_INCLUDED, "", "era", f"no source gives the date {fc.claimed_date}")
            return fc  # the date stands in the sources; what happened then is for the model
        ref, pos = found
        said = list(ref.dates) or ([ref.context_date] if ref.context_date else [])
        said = [date for date in said if date[0]]  # a year whose era is unknown contradicts no era
        citation = self._cite_ref(ref, pos, len(rest))
        if any((era, n) in claimed or g in claimed_years for era, n, g in said):
            fc.verdict, fc.method = SUPPORTED, "verbatim+era"
            fc.citations.append(citation)
            return fc
        if not said:
            return self._fail(fc, NOT_INCLUDED, "", "era", f"the source gives no date for 「{rest}」")
        return self._fail(fc, NOT_SUPPORTED, "era", "era",
                          f"the source dates 「{rest}」 to "
                          f"{'、'.join(f'{e}{year_in_words(n)}年' for e, n, _ in said)}, "
                          f"not {fc.claimed_date}",
                          [Expected(f"{e}{year_in_words(n)}年", citation, g) for e, n, g in said])

    def _date_anywhere(self, claimed: set[tuple[str, int]], years: set[int]) -> bool:
        return any((era, n) in claimed or g in years for r in self.refs for era, n, g in r.dates)

    def _expected(self, t: TripleRow, when: bool = False) -> Expected:
        return Expected(t.when_text if when else t.tail_text, self.citer.cite(t), t.year)

    @staticmethod
    def _fail(fc: FactCheck, verdict: str, error_type: str, method: str, message: str,
              expected: list[Expected] | None = None) -> FactCheck:
        fc.verdict, fc.error_type, fc.method, fc.message = verdict, error_type, method, message
        fc.expected = expected or []
        return fc

    # -- what the rules cannot decide ----------------------------------------------------------

    def _by_overlap(self, fc: FactCheck) -> FactCheck:
        want = tokens(fc.text) - tokens(self.person)
        best = relevant(self.refs, fc.text, 0.0, 1)
        if want and best:
            share = coverage(want, best[0].norm)
            if self._other_date(fc.text, best[0].text):
                return self._fail(fc, NOT_INCLUDED, "", "overlap", "its date is not the source sentence's (rules-only)")
            if share >= OVERLAP_SUPPORT:
                fc.verdict, fc.method = SUPPORTED, "overlap"
                fc.message = f"{share:.0%} of its characters stand in one source sentence (rules-only)"
                fc.citations.append(self._cite_ref(best[0], best[0].start, len(best[0].text)))
                return fc
        return self._fail(fc, NOT_INCLUDED, "", "overlap", "no source sentence says this (rules-only)")

    def _era_keys(self, text: str) -> set[tuple[str, int]]:
        """The (era, year in era) of each era date the text names."""
        return {(to_simplified(d.era), d.year_in_era) for d in find_era_dates(to_simplified(text), self.prefer)}

    def _other_date(self, fact: str, source: str) -> bool:
        """The fact names an era date that its source sentence, which names its own, does not."""
        said = self._era_keys(source)
        return bool(said) and bool(self._era_keys(fact) - said)

    def _ask_model(self, fc: FactCheck) -> FactCheck:
        assert self.llm is not None
        if self.whole_sentences:  # another language shares no characters with the sources
            refs = self.refs[:self.settings.max_references * 3]
        else:
            refs = relevant(self.refs, fc.text, self.settings.jaccard, self.settings.max_references)
        if not refs:
            return self._fail(fc, NOT_INCLUDED, "", "jaccard",
                              f"no reference reaches Jaccard similarity {self.settings.jaccard}")
        listing = "\n".join(f"[{i}] {r.text}" for i, r in enumerate(refs, 1))
        claim = fc.text if self.label != "人物 Person" else f"{self.person}，{fc.text}"
        # written in English with Chinese words in it (the sources' language), filed under en/
        prompt = load_prompt("verify", "en", self.project.root)
        v = self.llm.structured(prompt.stage, prompt.messages(label=self.label, person=self.person, references=listing,
                                                              claim=claim), ModelVerdict, max_tokens=300)
        fc.method, fc.message = "model", v.explanation
        if v.verdict == SUPPORTED:
            located = self._locate(v.evidence, refs)
            if located is None:
                return self._fail(fc, NOT_INCLUDED, "", "model",
                                  f"the model's evidence 「{v.evidence}」 is not in the sources")
            want = set() if self.whole_sentences else tokens(fc.text) - tokens(self.person)
            if want and coverage(want, located.text) < EVIDENCE_COVERAGE:
                return self._fail(fc, NOT_INCLUDED, "", "model",
                                  f"the model's evidence 「{located.text}」 does not state 「{fc.text}」")
            if self._other_date(fc.text, located.sentence):
                return self._fail(fc, NOT_SUPPORTED, "era", "model+era",
                                  f"the source sentence 「{located.sentence}」 gives another date")
            fc.verdict = SUPPORTED
            fc.citations.append(located)
            return fc
        error = "" if v.verdict == NOT_INCLUDED else (v.error_type if v.error_type != "none" else "other")
        expected = [Expected(v.evidence, c) for c in [self._locate(v.evidence, refs)] if c]
        return self._fail(fc, v.verdict, error, "model", v.explanation or v.evidence, expected)

    def _locate(self, evidence: str, refs: list[Reference]) -> Citation | None:
        """The model's quote in the sources: verbatim, or a reference holding nearly all of it."""
        evidence = evidence.strip(" 「」“”\"'。，")
        if len(evidence) < 2:
            return None
        found = find_verbatim(refs, evidence) or find_verbatim(self.refs, evidence)
        if found:
            return self._cite_ref(found[0], found[1], len(evidence))
        want = tokens(evidence)
        for r in refs:
            if want and coverage(want, r.norm) >= 0.9:
                return self._cite_ref(r, r.start, len(r.text))
        return None

