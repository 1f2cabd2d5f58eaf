"""Everything the corpus says about one person, and why each piece was returned.

Order follows AIstorian's KG-based retrieval: the person's own entry chunks first, then chunks
elsewhere that name him by any alias (the inverted name index), and apart from those the chunks
of his neighbours one hop away (kin named in triples, people with entries of their own named in
his entry) as extra nodes of interest. Names the KG does not know fall back to full-text search.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, field

from ..corpus.normalize import to_simplified
from ..errors import MAX_NAME_CHARS, InputError, within
from ..kg.resolve import LOOKUP_KINDS
from ..project import Project
from ..store import AliasRow, ChunkRow, TripleRow
from ..store.fact_reviews import corrected
from .near_names import near_names

MAX_NEIGHBOURS = 12
FULLTEXT_LIMIT = 50


@dataclass
class Hit:
    chunk: ChunkRow
    text: str
    source: str  # "entry" | "mention" | "neighbour" | "fulltext"
    reasons: list[str]
    entity_id: int | None


@dataclass
class Candidate:
    entity_id: int
    name: str
    matched: str  # alias kind the query matched
    documents: list[str]
    identity: dict[str, list[str]]
    opening: str  # the first sentence of the first entry


@dataclass
class PersonResult:
    query: str
    candidates: list[Candidate]
    resolved: Candidate | None
    aliases: list[AliasRow] = field(default_factory=list)
    facts: list[TripleRow] = field(default_factory=list)  # decided to be his
    undecided: list[TripleRow] = field(default_factory=list)  # read in his entries, whose is unclear
    chunks: list[Hit] = field(default_factory=list)
    attached: list[Hit] = field(default_factory=list)  # biographies attached after his (附传)
    neighbours: list[Hit] = field(default_factory=list)
    # the name index is older than the documents (an ingest is running, or was killed): the
    # search read it as it is rather than rebuild it, and may miss the newest documents' people
    stale_index: bool = False
    # the same man under the same full name in other documents, where the query meant the one
    # whose own account the corpus holds (lang/en/accounts.py), and why
    elsewhere: list[Candidate] = field(default_factory=list)
    elsewhere_why: str = ""
    near: list[str] = field(default_factory=list)  # name forms a few edits away, when the name is unknown

    @property
    def ambiguous(self) -> bool:
        return self.resolved is None and len(self.candidates) > 1

    @property
    def in_kg(self) -> bool:
        return bool(self.candidates)


def _candidate(project: Project, entity_id: int, matched: str) -> Candidate:
    store = project.store
    entries = store.entries_of(entity_id)
    identity = {rel: sorted(store.fact_values(entity_id, rel)) for rel in ("字", "号", "籍贯", "旗籍", "氏族")}
    first = entries[0]
    text = store.document_text(first.document_id)
    end = next((i + 1 for i in range(first.start, first.end)
                if text[i] in "。！？" or text[i] in ".!?" and text[i + 1:i + 2].isspace()), first.end)
    return Candidate(entity_id, store.entity_name(entity_id), matched,
                     sorted({e.path for e in entries}), {k: v for k, v in identity.items() if v},
                     text[first.start:end])


def find_candidates(project: Project, query: str, scope: str = "global") -> list[Candidate]:
    """People the query names, best alias kind first (a name beats someone else's 字); with
    scope "entry", the forms an entry alone names its man by (世远 in 蔡世远's entry)."""
    by_entity: dict[int, str] = {}
    for alias in project.store.aliases_with_form(query):
        if alias.scope != scope:
            continue
        best = by_entity.get(alias.entity_id)
        if best is None or LOOKUP_KINDS.index(alias.kind) < LOOKUP_KINDS.index(best):
            by_entity[alias.entity_id] = alias.kind
    ranked = sorted(by_entity.items(), key=lambda kv: (LOOKUP_KINDS.index(kv[1]), kv[0]))
    return [_candidate(project, e, kind) for e, kind in ranked]


def _hits_for(project: Project, entity_id: int) -> list[Hit]:
    store = project.store
    entries = store.entries_of(entity_id)
    hits: dict[int, Hit] = {}
    for c in store.chunks_of_entries([e.id for e in entries]):
        entry = next(e for e in entries if e.id == c.entry_id)
        hits[c.id] = Hit(c, "", "entry", [f"his own entry, opening 「{entry.heading}」 in {entry.path}"], entity_id)
    mentions = [m for m in store.mentions_of(entity_id) if m.chunk_id not in hits]
    rows = store.chunks_by_id(m.chunk_id for m in mentions)
    owner = store.entities_of_entries(r.entry_id for r in rows.values() if r.entry_id is not None)
    forms_of: dict[int, set[str]] = {}
    mentioned: dict[int, list[str]] = {}
    for m in mentions:
        other = owner.get(rows[m.chunk_id].entry_id)
        if other not in (None, entity_id) and m.form in forms_of.setdefault(
                other, {a.form for a in store.aliases_of(other)}):
            continue  # in the entry of another man who bears the same name: it names him
        reason = f"names him as {m.form} ({m.kind})"
        if reason not in mentioned.setdefault(m.chunk_id, []):
            mentioned[m.chunk_id].append(reason)
    for chunk_id in sorted(mentioned, key=lambda c: (rows[c].document_id, rows[c].ord)):
        hits[chunk_id] = Hit(rows[chunk_id], "", "mention", mentioned[chunk_id], entity_id)
    return list(hits.values())


def _neighbours(project: Project, entity_id: int, own: set[int]) -> list[Hit]:
    store = project.store
    reasons: dict[int, str] = {}
    for t in store.triples_of(entity_id):
        if t.tail_id and t.tail_id != entity_id:
            reasons.setdefault(t.tail_id, f"his {t.relation} {t.tail_text} (triple {t.id})")
    for t in store.triples_with_tail(entity_id):
        if t.head_id != entity_id:
            reasons.setdefault(t.head_id, f"{store.entity_name(t.head_id)}, whose {t.relation} he is (triple {t.id})")
    for m in store.mentions_in_chunks(sorted(own)):
        if m.entity_id != entity_id and m.kind in ("name", "heading", "title+name", "attached"):
            reasons.setdefault(m.entity_id, f"{m.form}, named in his entry")
    hits: list[Hit] = []
    for other, why in list(reasons.items())[:MAX_NEIGHBOURS]:
        entries = store.entries_of(other)
        chunks = store.chunks_of_entries([entries[0].id]) if entries else []
        if chunks and chunks[0].id not in own:
            hits.append(Hit(chunks[0], "", "neighbour", [f"neighbour: {why}"], other))
    return hits


def _fulltext(project: Project, query: str) -> list[Hit]:
    store = project.store
    ids = store.fts_search(query, FULLTEXT_LIMIT) if len(query) >= 3 else store.substring_search(query, FULLTEXT_LIMIT)
    rows = store.chunks_by_id(ids)
    why = f"full-text match for 「{query}」 (not a name the knowledge graph knows)"
    return [Hit(rows[i], "", "fulltext", [why], None) for i in ids]


def _with_text(project: Project, hits: list[Hit]) -> list[Hit]:
    texts: dict[int, str] = {}
    for h in hits:
        if h.chunk.document_id not in texts:
            texts[h.chunk.document_id] = project.store.document_text(h.chunk.document_id)
        h.text = texts[h.chunk.document_id][h.chunk.start:h.chunk.end]
    return hits


def _is_control(ch: str) -> bool:
    return unicodedata.category(ch) == "Cc"


def lookup(project: Project, name: str, entity_id: int | None = None, doc: str | None = None) -> PersonResult:
    """Resolve `name` (any alias; traditional or simplified) and gather its chunks."""
    query = name.strip()
    if not query:
        raise InputError("give a person's name (or 字 / 号)")
    within(query, MAX_NAME_CHARS, "name")
    if any(_is_control(ch) for ch in query):  # a NUL would end SQLite's full-text query
        shown = "".join(ascii(ch)[1:-1] if _is_control(ch) else ch for ch in query)
        raise InputError(f"「{shown}」: a name cannot contain control characters")
    candidates = find_candidates(project, query)
    if not candidates and to_simplified(query) != query:
        query = to_simplified(query)
        candidates = find_candidates(project, query)
    near = [] if candidates else near_names(project.store, name.strip())
    if entity_id is not None:
        candidates = [c for c in candidates if c.entity_id == entity_id]
        if not candidates and project.store.entity_exists(entity_id):  # 康 of 「弟康」: his node's own name
            named = project.store.entity_name(entity_id) in (query, to_simplified(query))
            candidates = [_candidate(project, entity_id, "name" if named else "id")]
    if doc:
        candidates = [c for c in candidates if any(doc in d for d in c.documents)]
        if not candidates:  # bio 世远 --doc …: the given name his own entry calls him by
            candidates = [c for c in find_candidates(project, query, "entry") if any(doc in d for d in c.documents)]
    stale = project.indexes_stale
    if not candidates:
        return PersonResult(query, [], None, chunks=_with_text(project, _fulltext(project, query)), stale_index=stale,
                            near=near)
    top = [c for c in candidates if c.matched == candidates[0].matched]
    resolved = top[0] if len(top) == 1 else None
    chosen = [resolved] if resolved else top
    result = PersonResult(query, candidates, resolved, stale_index=stale)
    seen: set[int] = set()
    for cand in chosen:
        for hit in _hits_for(project, cand.entity_id):
            if hit.chunk.id not in seen:
                seen.add(hit.chunk.id)
                result.chunks.append(hit)
    if resolved:
        store = project.store
        result.aliases = store.aliases_of(resolved.entity_id)
        triples = store.triples_of(resolved.entity_id)
        result.facts = [t for t in triples if t.decided]
        result.undecided = [t for t in triples if not t.decided]
        own = {h.chunk.id for h in result.chunks if h.source == "entry"}
        result.attached = [h for h in _attached(project, resolved.entity_id) if h.chunk.id not in seen]
        result.neighbours = _neighbours(project, resolved.entity_id, own)
    for hits in (result.chunks, result.attached, result.neighbours):
        _with_text(project, hits)
    return result


def _attached(project: Project, entity_id: int) -> list[Hit]:
    """The entries after his that the chapter heading does not list (a son's or a colleague's
    biography attached to his: 子紥兰泰，… / X，字…), up to the next listed subject."""
    store = project.store
    hits: list[Hit] = []
    for mine in store.entries_of(entity_id):
        later = [e for e in store.entries_of_document(mine.document_id) if e.ord > mine.ord]
        for e in later:
            if e.pattern == "subject-line" or e.entity_id == entity_id:
                break
            how = f"{e.kinship}{e.name}" if e.kinship else e.name
            for c in store.chunks_of_entries([e.id]):
                hits.append(Hit(c, "", "attached", [f"attached after his entry: the biography of {how} "
                                                    f"({'his kinsman' if e.kinship else 'not listed in the heading'})"],
                                e.entity_id))
    return hits


_BASIS = {
    "opening": "the entry's opening sentence",
    "carried": "no subject stated: carried on from 「{cue}」",
    "name": "the clause opens with the name 「{cue}」",
    "appointee": "the appointment names 「{cue}」",
    "kinsman": "a kinsman term opens the clause: 「{cue}」",
    "aside": "an aside introduces 「{cue}」",
    "official": "the clause opens with an official: 「{cue}」",
    "undecided": "kept out of biographies: {note}",
    "pronoun": "the pronoun 「{cue}」: {note}",
    "first-person": "the narrator's own 「{cue}」",
    "reviewer": "a reviewer's decision ({note})",
    "": "read before subjects were tracked (re-ingest to decide)",
}


def why_his(t: TripleRow, text: str) -> str:
    """In words, why this fact is stored under this person (its basis and the words that decided
    it); `text` is the fact's document."""
    cue = text[t.cue_start:t.cue_end] if t.cue_start is not None and t.cue_end is not None else ""
    why = _BASIS.get(t.basis, t.basis).format(cue=cue[:20], note=t.note)
    shown = t.basis in ("name", "first-person", "carried") or (corrected(t) and t.basis != "reviewer")
    return f"{why} ({t.note})" if shown and t.note else why


def _fact_dict(t: TripleRow, paths: dict[int, str], source) -> dict:
    return {"id": t.id, "relation": t.relation, "value": t.tail_text, "when": t.when_text, "era": t.era,
            "year": t.year, "detail": t.detail, "document": paths[t.document_id], "chunk_id": t.chunk_id,
            "start": t.start, "end": t.end, "evidence": source(t.document_id, t.start, t.end),
            "method": t.method, "score": t.score,
            "basis": {"kind": t.basis, "about": t.about, "cue_start": t.cue_start, "cue_end": t.cue_end,
                      "cue": source(t.document_id, t.cue_start, t.cue_end) if t.cue_start is not None else "",
                      "why": why_his(t, source(t.document_id, 0, None))}}


def _hit_dict(h: Hit) -> dict:
    return {
        "chunk_id": h.chunk.id, "document": h.chunk.path, "start": h.chunk.start, "end": h.chunk.end,
        "kind": h.chunk.kind, "source": h.source, "why": h.reasons, "person_id": h.entity_id, "text": h.text,
    }


def aliases_with_documents(project: Project, r: PersonResult, paths: dict[int, str] | None = None) -> list[dict]:
    """His name forms, each with the document of the entry it was read in."""
    if paths is None:
        paths = {d.id: d.path for d in project.store.documents()}
    entry_docs = {e.id: e.document_id for c in r.candidates for e in project.store.entries_of(c.entity_id)}
    return [{"form": a.form, "kind": a.kind, "scope": a.scope, "rule": a.rule, "start": a.start, "end": a.end,
             "document": paths[entry_docs[a.entry_id]] if a.entry_id in entry_docs else None}
            for a in r.aliases]


def result_to_dict(project: Project, r: PersonResult) -> dict:
    """The `person --json` document (its keys are used by outside scripts: keep them stable)."""
    paths = {d.id: d.path for d in project.store.documents()}
    texts: dict[int, str] = {}

    def source(doc_id: int, start: int, end: int | None) -> str:
        return texts.setdefault(doc_id, project.store.document_text(doc_id))[start:end]

    return {
        "query": r.query,
        "found_in_kg": r.in_kg,
        "stale_index": r.stale_index,
        "ambiguous": r.ambiguous,
        "person": {"entity_id": r.resolved.entity_id, "name": r.resolved.name} if r.resolved else None,
        "candidates": [c.__dict__ for c in r.candidates],
        "did_you_mean": r.near,
        "aliases": aliases_with_documents(project, r, paths),
        "facts": [_fact_dict(t, paths, source) for t in r.facts],
        # facts read in his entries whose subject could not be decided: never written into a biography
        "undecided": [_fact_dict(t, paths, source) for t in r.undecided],
        "chunks": [_hit_dict(h) for h in r.chunks],
        "attached": [_hit_dict(h) for h in r.attached],
        "neighbours": [_hit_dict(h) for h in r.neighbours],
        "elsewhere": {"why": r.elsewhere_why, "people": [c.__dict__ for c in r.elsewhere]},
    }
