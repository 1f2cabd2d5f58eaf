"""Store what was read from a classical Chinese document: its per-person entries, their chunks
and their facts, each fact under the person it is about (the entry's subject, another entry's
subject of the same document, or a person known to this document only), and each person's
name forms for the name index."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

from ...kg.resolve import find_or_create_person
from ...models import KIN, OTHER, SELF, ChunkDraft, Fact, Span
from ...project import Project
from ...rules import load_rules
from ...store import AliasRow, NewChunk, NewEntry, NewTriple
from .aliases import alias_drafts, han_surname
from .attribute import FAMILY
from .entries import ReadEntry, heading_subject
from .naming import NamingRules
from .read import ChineseRead


@dataclass
class _EntryInfo:
    entry_id: int
    entity_id: int
    name: str
    name_span: Span
    facts: list[Fact]
    main: bool  # a main subject rather than a relative hung on one
    anchor_entity: int | None = None  # the person a kinship heading ties this entry to


def _find_anchor(anchor: str, infos: list[_EntryInfo]) -> _EntryInfo | None:
    if anchor:
        return next((i for i in reversed(infos) if i.name == anchor or i.name.endswith(anchor)), None)
    return next((i for i in reversed(infos) if i.main), None)


def store_chinese(project: Project, doc_id: int, content: ChineseRead, before: dict[str, list[int]]) -> int:
    """Store a classical Chinese document's per-person entries, their chunks and their facts,
    each fact under the person it is about."""
    store, norm, read = project.store, content.norm, content.entries
    by_segment: dict[int, list[ChunkDraft]] = {}
    for d in content.drafts:
        by_segment.setdefault(d.segment_index, []).append(d)
    infos: list[_EntryInfo] = []
    chunk_starts: list[int] = []
    chunk_ids: list[int] = []
    chunk_texts: list[tuple[int, str]] = []  # indexed last, in one batch (Documents.index_chunks)
    ord_ = 0
    for index in range(len(content.segments)):
        info = None
        if index in read:
            info = _store_entry(project, doc_id, read[index], len(infos), infos, before)
            infos.append(info)
        for d in by_segment.get(index, []):
            piece = NewChunk(document_id=doc_id, ord=ord_, start=d.start, end=d.end, kind=d.kind,
                             entry_id=info.entry_id if info else None)
            chunk_ids.append(store.add_unindexed_chunk(piece))
            chunk_texts.append((chunk_ids[-1], norm[d.start:d.end]))
            chunk_starts.append(d.start)
            ord_ += 1
        if info is not None:  # his own facts now: a later entry of his name compares with them
            _store_facts(project, doc_id, info, [f for f in info.facts if not _others(f)], {},
                         chunk_starts, chunk_ids)
    # others' facts last, so that they can go to a person whose entry comes later in the document
    store.set_clauses(doc_id, content.clauses_json)
    by_name = {i.name: i.entity_id for i in infos}
    for info in infos:
        _store_facts(project, doc_id, info, [f for f in info.facts if _others(f)], by_name, chunk_starts, chunk_ids)
    store.index_chunks(chunk_texts)
    return len(infos)


def _store_entry(project: Project, doc_id: int, entry: ReadEntry, ord_: int, infos: list[_EntryInfo],
                 before: dict[str, list[int]]) -> _EntryInfo:
    store, seg, heading = project.store, entry.segment, entry.heading
    facts = list(entry.facts)
    anchor = _find_anchor(heading.anchor, infos) if heading.kinship else None
    at_heading = heading_subject(entry)
    if anchor is not None:
        relation = _kin_relations(project).get(heading.kinship, "亲属")
        facts.insert(0, Fact(relation, anchor.name, anchor.name_span, entry.heading_span, "heading-kinship",
                             subject=at_heading))
    if heading.title:
        t_at = entry.heading_span.start + seg.heading.find(heading.title)
        facts.insert(0, Fact("封爵", heading.title, Span(t_at, t_at + len(heading.title)), entry.heading_span,
                             "heading-title", subject=at_heading))
    # the entry's own kin line (子紥兰泰) read again as "his son is 紥兰泰" would make him his own son
    facts = [f for f in facts if not (f.value == heading.name and f.relation in FAMILY)]
    his = [f for f in facts if f.subject and f.subject.who == SELF]
    earlier = before.get(heading.name)
    if earlier:  # read again: the same person, so that reviews and outputs still find him
        entity_id = earlier.pop(0)
    else:
        entity_id = find_or_create_person(store, heading.name, his)
    entry_id = store.add_entry(NewEntry(
        document_id=doc_id, ord=ord_, heading=seg.heading, name=heading.name, start=seg.start, end=seg.end,
        pattern=seg.pattern, kinship=heading.kinship, relative_of=anchor.name if anchor else "",
        entity_id=entity_id,
    ))
    info = _EntryInfo(entry_id, entity_id, heading.name, entry.name_span, facts, anchor is None,
                      anchor.entity_id if anchor else None)
    inferred = han_surname(anchor.name, anchor.facts) if anchor else ""
    aliases = alias_drafts(heading.name, seg.heading, heading.title, his,
                           (entry.heading_span.start, entry.heading_span.end), inferred)
    attached = seg.pattern == "kin-line"  # not listed in the chapter heading
    store.add_aliases(
        AliasRow(entity_id=entity_id, entry_id=entry_id, form=a.form,
                 kind="attached" if attached and a.kind == "name" else a.kind, scope=a.scope,
                 start=a.span.start if a.span else None, end=a.span.end if a.span else None, rule=a.rule)
        for a in aliases
    )
    return info


def _kin_relations(project: Project) -> dict[str, str]:
    """The relation each kinship heading names (子: 父子), from the naming rules alone: the writer
    needs no other rule, and loading them all (every pattern the reader compiles) was about a
    tenth of its work in an ingest with reading workers. chinese_rules(project).naming, the same."""
    return project.language_rules(
        "zh:naming", lambda root, _config: NamingRules.from_dict(load_rules("segment.toml", root)).relation)


def _others(f: Fact) -> bool:
    return f.subject is not None and f.subject.who in (KIN, OTHER)


def _store_facts(project: Project, doc_id: int, info: _EntryInfo, facts: list[Fact], by_name: dict[str, int],
                 starts: list[int], ids: list[int]) -> None:
    """Facts read in one entry, each under the person it is about: the entry's subject (also
    for undecided facts, which biographies leave out), another entry's subject of this document
    named so, or a person known to this document only."""
    store = project.store
    rows = []
    for f in facts:
        subject = f.subject
        assert subject is not None
        if subject.who in (KIN, OTHER):
            head = by_name.get(subject.name) or store.entity_named(subject.name, "person", f"doc:{doc_id}")
        else:
            head = info.entity_id
        chunk_id = ids[max(0, bisect_right(starts, f.evidence.start) - 1)]
        rows.append(NewTriple(
            head_id=head, relation=f.relation, tail_text=f.value,
            tail_id=info.anchor_entity if f.method == "heading-kinship" else None,
            entry_id=info.entry_id, chunk_id=chunk_id, document_id=doc_id,
            start=f.evidence.start, end=f.evidence.end, value_start=f.span.start, value_end=f.span.end,
            method=f.method, score=f.score, when_text=f.when,
            when_start=f.when_span.start if f.when_span else None, when_end=f.when_span.end if f.when_span else None,
            year=f.year, detail=f.detail, basis=subject.basis, about=subject.name or subject.kin,
            cue_start=subject.cue.start if subject.cue else None, cue_end=subject.cue.end if subject.cue else None,
            note=subject.note, era=f.era,
        ))
    store.add_triples(rows)
