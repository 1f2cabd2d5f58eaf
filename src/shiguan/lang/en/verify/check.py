"""`shiguan check` for a person of English documents: the claim Verifier over the sentences that
are about him, never over a sentence about someone else that happens to share his passage.

The evidence is (a) the sentence of every fact decided to be his, wherever it stands, and (b) the
sentences of his passages that name him (any form of his name; for a narrator, a first-person
word outside quotation marks, in a sentence with no he or she, who may be the one it tells of)
and no one else the document names. A claim the sources contradict
is not_supported; one they do not hold is not_included; the same verdicts as the Chinese check,
so the CLI, the web app and the records of checks are shared.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence

from ....llm import LLM
from ....project import Project
from ....retrieve.citations import Citer
from ....retrieve.person import PersonResult
from ....verify.evidence import Evidence
from ....verify.verdicts import (
    AS_FACT,
    NOT_INCLUDED,
    NOT_SUPPORTED,
    SUPPORTED,
    UNSUPPORTED,
    ClaimCheck,
    FactCheck,
    SentenceCheck,
)
from ..nlp import load
from ..people import title_word
from ..rules import english_rules
from .claims import WORDS, AtomCheck, ClaimVerifier
from .kin_owner import his_parents
from .sentences import sentence_spans
from .single import Stated, stated_facts, stated_otherwise, stated_so

_FIRST_PERSON = re.compile(r"\b(?:I|me|my|myself)\b")
# a he or she beside his "I" may be the one the sentence tells of (he told me that he was born in …)
_THIRD_PERSON = re.compile(r"\b(?:he|she|him|her|his|hers|himself|herself)\b", re.I)
_PLACES = frozenset({"birth", "death", "residence"})
_QUOTED = re.compile(r"[\"“][^\"”]*[\"”]")
_ACTION = {SUPPORTED: "kept", NOT_SUPPORTED: "the sources say otherwise: a biography would drop this",
           NOT_INCLUDED: "not in the sources about him: a biography would leave this out"}


def _forms(project: Project, entity_id: int) -> set[str]:
    return {a.form for a in project.store.aliases_of(entity_id)}


def _theirs(project: Project, entity_id: int, document_id: int) -> list[set[str]]:
    """The global forms of each other person the document has entries of."""
    ids = dict.fromkeys(e.entity_id for e in project.store.entries_of_document(document_id))
    return [{a.form for a in project.store.aliases_of(i) if a.scope == "global"} for i in ids if i != entity_id]


def _people_words(project: Project, entity_id: int, forms: set[str], found: PersonResult) -> set[str]:
    """The capitalised words of other people's names in the documents of his evidence ("Hale" of
    "Colonel Hale"), none of his own (`forms`): a bare "Hale" as a subject is that man."""
    own = {w for f in forms for w in f.split()}
    docs = {t.document_id for t in found.facts} | {hit.chunk.document_id for hit in found.chunks}
    return {w for d in docs for forms in _theirs(project, entity_id, d) for f in forms for w in f.split()
            if w[:1].isupper() and w not in own}


def _others(project: Project, entity_id: int, document_id: int, places: set[str],
            claim: str) -> list[re.Pattern[str]]:
    """The other people a document names, as whole-word patterns of their full or titled names; not
    a name his own facts read as a place (the small model calls Easton a person now and then), nor
    one the claim names by a name that is not one of his own words: "In 1885, Miss Olivia
    Davidson … and I were married" is his sentence for a claim of his marriage to her, "I was sold
    to Tibeats" for one of his sale to John M. Tibeats (the Verifier still asks whose verb it is);
    a namesake of his surname stays another."""
    own = {w for f in _forms(project, entity_id) for w in f.split()}
    forms: set[str] = set()
    for theirs in _theirs(project, entity_id, document_id):
        if not any(len(f) > 2 and not set(f.split()) <= own and re.search(rf"\b{re.escape(f)}\b", claim)
                   for f in theirs):
            forms |= theirs
    return [re.compile(rf"\b{re.escape(f)}\b") for f in sorted(forms - places, key=len, reverse=True)]


def evidence_about(project: Project, found: PersonResult, claim: str = "") -> list[tuple[Evidence, int]]:
    """(evidence, chunk id) of every sentence about him (see the module's docstring); with the
    sentences that name no one else but whom `claim` names."""
    assert found.resolved is not None
    me = found.resolved.entity_id
    store = project.store
    narrator_of = {e.document_id for e in store.entries_of(me) if e.pattern == "en-narrator"}
    names = [re.compile(rf"\b{re.escape(f)}\b") for f in _forms(project, me) if len(f) > 2]
    texts: dict[int, str] = {}
    out: dict[tuple[int, int], tuple[Evidence, int]] = {}
    for t in found.facts:
        text = texts.setdefault(t.document_id, store.document_text(t.document_id))
        out[(t.document_id, t.start)] = (Evidence(text[t.start:t.end], t.document_id, t.start, t.end), t.chunk_id)
    others: dict[int, list[re.Pattern[str]]] = {}
    places = {t.tail_text for t in found.facts if t.relation in _PLACES}
    for hit in found.chunks:
        doc = hit.chunk.document_id
        text = texts.setdefault(doc, store.document_text(doc))
        if doc not in others:
            others[doc] = _others(project, me, doc, places, claim)
        for s_start, s_end in sentence_spans(text[hit.chunk.start:hit.chunk.end]):
            start, sentence = hit.chunk.start + s_start, text[hit.chunk.start + s_start:hit.chunk.start + s_end]
            bare = _QUOTED.sub(" ", sentence)
            his = any(n.search(bare) for n in names) or (doc in narrator_of and hit.source == "entry"
                                                          and bool(_FIRST_PERSON.search(bare))
                                                          and not _THIRD_PERSON.search(bare))
            if his and not any(o.search(bare) for o in others[doc]) and (doc, start) not in out:
                out[(doc, start)] = (Evidence(sentence, doc, start, start + len(sentence)), hit.chunk.id)
    return list(out.values())


_WORD_BEFORE = re.compile(r"\b([A-Z][a-z]+)\.?\s+$")


def _another_name(before: str, own: set[str], titles: dict[str, str]) -> bool:
    """Whether his surname stands as the last word of another's name: after a capitalised word that
    is neither a title nor a word of his names (His only son, Captain William Proctor, was lost at
    sea: not Captain Nathan B. Proctor, though "Proctor" is a form of his)."""
    m = _WORD_BEFORE.search(before)
    return m is not None and m[1] not in own and title_word(m[1]) not in titles


def his_sentence(project: Project, found: PersonResult, sentence: str, voiced: bool, asks_who: bool) -> bool:
    """Whether a sentence tells of him: he is the subject of one of its verbs (by a form of his
    name, or by his own "I" where he speaks and no he or she is a subject beside it: "I heard that
    he was born in Glasgow"), or, for a question asking who, he stands in it at all (Mr. Johnson
    suggested that my name be "Douglass"). "My father, John Weller, was a cooper" tells of his
    father, not of him."""
    assert found.resolved is not None
    bare = _QUOTED.sub(lambda m: " " * len(m.group()), sentence)
    parsed = load()(bare)
    subjects = [t for t in parsed if t.dep_ in ("nsubj", "nsubjpass")]
    forms = _forms(project, found.resolved.entity_id)
    own = {w for f in forms for w in f.split()}
    titles = english_rules(project).names.titles
    spans = [m.span() for f in forms if len(f) > 2 for m in re.finditer(rf"\b{re.escape(f)}\b", bare)
             if " " in f or not _another_name(bare[:m.start()], own, titles)]
    if voiced and not any(_THIRD_PERSON.fullmatch(t.text) for t in subjects):
        spans += [m.span() for m in _FIRST_PERSON.finditer(bare)]
    mine = [t for t in parsed if any(s <= t.idx < e for s, e in spans)]
    return bool(mine) and (asks_who or any(t in subjects for t in mine))


def check_english_claim(project: Project, found: PersonResult, claim: str, llm: LLM | None = None) -> ClaimCheck:
    """The claim's atomic facts, each supported, contradicted or not found in the sentences about him."""
    assert found.resolved is not None
    me = found.resolved.entity_id
    forms = _forms(project, me)
    verifier = ClaimVerifier(llm, forms, project.root, _people_words(project, me, forms, found))
    stated = stated_facts(found.facts, project.store.document_text)
    checked = sentence_check(verifier, claim, evidence_about(project, found, claim), Citer(project),
                             stated)
    mode = f"model {llm.name}" if llm is not None else "rules-only"
    result = ClaimCheck(found.resolved.name, found.resolved.entity_id, claim, mode, checked)
    result.actions = [_ACTION[f.verdict] for f in checked.facts]
    return result


def sentence_check(verifier: ClaimVerifier, claim: str, evidence: list[tuple[Evidence, int]],
                   citer: Citer, stated: Sequence[Stated] = ()) -> SentenceCheck:
    """The claim Verifier's verdicts on `claim` against (evidence, chunk id) pairs, in the verdicts
    and citations the Chinese Verifier reports, so that `check` and an English article share
    their reports (and their readers) with the Chinese ones; a father, mother, birth or death the
    `stated` facts give otherwise contradicts it (single.py)."""
    checked = verifier.check(claim, [e for e, _ in evidence])
    stated_otherwise(his_parents(claim, checked.facts, verifier.about, verifier.vocabulary), stated,
                     verifier.vocabulary)
    stated_so(claim, checked.facts, stated, verifier.vocabulary, verifier.about)
    _together(checked.facts)
    chunks = sorted((e.document_id or 0, e.start, chunk_id) for e, chunk_id in evidence)
    return SentenceCheck(claim, [_fact(a, citer, chunks) for a in checked.facts])


def _together(facts: list[AtomCheck]) -> None:
    """What a claim says of its names must be said where one of them is: its words supported only
    in a sentence that holds none of its supported names ("Josiah, my father" in one sentence,
    "the father … printing-house" in another) do not make "his father Josiah was a printer"."""
    named = [f for f in facts if f.kind != WORDS and f.verdict == SUPPORTED and f.sentence is not None]
    for f in facts:
        if f.kind == WORDS and f.verdict == SUPPORTED and named and f.sentence is not None and not any(
                (n.sentence.evidence.document_id, n.sentence.start) == (f.sentence.evidence.document_id,
                                                                       f.sentence.start) for n in named):
            f.verdict = UNSUPPORTED
            f.reason = "its words stand in a sentence that names none of its names"


def _fact(atom: AtomCheck, citer: Citer, chunks: list[tuple[int, int, int]]) -> FactCheck:
    verdict = AS_FACT.get(atom.verdict, NOT_INCLUDED)
    fact = FactCheck(atom.text, atom.start, atom.end, verdict, method=f"{atom.method}:{atom.kind}",
                     message=atom.reason, relation=atom.predicate, value=atom.text)
    quote = atom.quote
    if quote is not None and quote.document_id is not None:
        at = bisect_right(chunks, (quote.document_id, quote.start, 1 << 62)) - 1
        chunk_id = chunks[at][2] if at >= 0 and chunks[at][0] == quote.document_id else 0
        bounds = (atom.sentence.start, atom.sentence.end) if atom.sentence is not None else quote.sentence
        fact.citations = [citer.cite_span(quote.document_id, chunk_id, quote.start, quote.end, sentence=bounds)]
    return fact
