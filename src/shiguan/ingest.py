"""Ingest: load → normalise → segment → extract (reading.py, in worker processes) → resolve →
store, one transaction per document, in one process and in the order of the files.

Re-running is safe: a file whose bytes are already stored is skipped, a file whose content
changed replaces its old version, and a run killed midway leaves only whole documents behind,
so the next run picks up where it stopped.
"""

from __future__ import annotations

import time
from bisect import bisect_right
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import NamedTuple

from .corpus.load import CorpusFiles, LoadedText, display_name, file_size
from .english.store import store_english
from .errors import InputError
from .kg.aliases import alias_drafts, han_surname
from .kg.attribute import FAMILY
from .kg.entries import ReadEntry, heading_subject
from .kg.resolve import find_or_create_person
from .models import KIN, OTHER, SELF, ChunkDraft, Fact, Span
from .project import Project
from .reading import ChineseRead, DocumentRead, ReadJob, read_chinese_entries, read_in_order, read_job
from .store import AliasRow, DocumentRow, NewChunk, NewEntry, NewTriple, Store

SAMPLE_PATHS = 100  # of each outcome, the report names this many files


@dataclass
class Outcome:
    """How many files had one outcome, and the first SAMPLE_PATHS of them: a run over a million
    files keeps no list of them all."""
    count: int = 0
    first: list[str] = field(default_factory=list)

    def add(self, path: str) -> None:
        self.count += 1
        if len(self.first) < SAMPLE_PATHS:
            self.first.append(path)


@dataclass
class IngestReport:
    added: Outcome = field(default_factory=Outcome)
    unchanged: Outcome = field(default_factory=Outcome)
    replaced: Outcome = field(default_factory=Outcome)
    empty: Outcome = field(default_factory=Outcome)
    failed: list[tuple[str, str]] = field(default_factory=list)  # each refusal is the user's to fix: all kept
    reread: list[str] = field(default_factory=list)  # stored documents read again with today's rules
    stale: int = 0  # stored documents read under other rules, left as they are (see --reread)
    read_as: dict[str, str] = field(default_factory=dict)  # first SAMPLE_PATHS documents -> which path read each
    read_by: Counter[str] = field(default_factory=Counter)  # documents per path (English, classical Chinese)
    chars: int = 0
    entries: int = 0
    seconds: float = 0.0

    def note_read(self, path: str, how: str) -> None:
        if len(self.read_as) < SAMPLE_PATHS:
            self.read_as[path] = how
        self.read_by[how.split(" (")[0]] += 1


class StoredDocument(NamedTuple):
    id: int
    entries: int


def _unchanged(store: Store, loaded: LoadedText, stored_before: bool, this_run: set[int]) -> DocumentRow | None:
    """The stored document with this text, when it was stored before the run began (not read
    again) or by this run already (a second copy of a text in the corpus)."""
    same = store.document_by_sha(loaded.sha256)
    return same if same is not None and (stored_before or same.id in this_run) else None


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


def read_stored_document(project: Project, document_id: int) -> list[ReadEntry]:
    """A stored document's entries as today's rules read them, with whom each clause is about:
    for the Verifier, which must know whose a sentence it quotes is even where no fact was stored."""
    return read_chinese_entries(project, project.store.document_text(document_id, normalised=True))


def store_document(project: Project, loaded: LoadedText, display_path: str, read: DocumentRead,
                   report: IngestReport | None = None) -> StoredDocument | None:
    """Store one document with everything read from it, in one transaction (replacing what was
    read from an earlier version at the same path, its people keeping their ids); None when
    another run (a second `ingest` at the same time) stored the same text meanwhile: the
    document is claimed inside the transaction that stores it."""
    store = project.store
    content = read.content
    norm = content.norm if isinstance(content, ChineseRead) else None
    with store.transaction():
        same = store.document_by_sha(loaded.sha256)
        if same is not None and (same.path != display_path or
                                 store.get_meta(f"reader:{same.id}") == project.reader_fingerprint):
            return None  # read already, by today's rules (--reread reads a document stored under older ones)
        before: dict[str, list[int]] = {}  # the people of the old version, by name, in entry order
        old_versions = store.documents_at_path(display_path)
        for old in old_versions:
            for e in store.entries_of_document(old.id):
                before.setdefault(e.name, []).append(e.entity_id)
            store.delete_document(old.id, keep_people=True)
        doc_id = store.add_document(display_path, loaded.sha256, loaded.encoding, loaded.text,
                                    norm if norm is not None and norm != loaded.text else None)
        if isinstance(content, ChineseRead):
            entries = _store_chinese(project, doc_id, content, before)
        else:
            entries = store_english(store, doc_id, loaded.text, content, before)
        if report is not None:
            report.note_read(display_path, read.how)
        if old_versions:  # only an old version's people can be left without entries
            store.drop_orphans()
        store.set_meta(f"reader:{doc_id}", project.reader_fingerprint)
        store.set_meta("indexes_stale", "1")
    return StoredDocument(doc_id, entries)


def _store_chinese(project: Project, doc_id: int, content: ChineseRead, before: dict[str, list[int]]) -> int:
    """Store a classical Chinese document's per-person entries, their chunks and their facts,
    each fact under the person it is about."""
    store, norm, read = project.store, content.norm, content.entries
    by_segment: dict[int, list[ChunkDraft]] = {}
    for d in content.drafts:
        by_segment.setdefault(d.segment_index, []).append(d)
    infos: list[_EntryInfo] = []
    chunk_starts: list[int] = []
    chunk_ids: list[int] = []
    ord_ = 0
    for index in range(len(content.segments)):
        info = None
        if index in read:
            info = _store_entry(project, doc_id, read[index], len(infos), infos, before)
            infos.append(info)
        for d in by_segment.get(index, []):
            piece = NewChunk(document_id=doc_id, ord=ord_, start=d.start, end=d.end, kind=d.kind,
                             entry_id=info.entry_id if info else None)
            chunk_ids.append(store.add_chunk(piece, norm[d.start:d.end]))
            chunk_starts.append(d.start)
            ord_ += 1
        if info is not None:  # his own facts now: a later entry of his name compares with them
            _store_facts(project, doc_id, info, [f for f in info.facts if not _others(f)], {},
                         chunk_starts, chunk_ids)
    # others' facts last, so that they can go to a person whose entry comes later in the document
    by_name = {i.name: i.entity_id for i in infos}
    for info in infos:
        _store_facts(project, doc_id, info, [f for f in info.facts if _others(f)], by_name, chunk_starts, chunk_ids)
    return len(infos)


def _store_entry(project: Project, doc_id: int, entry: ReadEntry, ord_: int, infos: list[_EntryInfo],
                 before: dict[str, list[int]]) -> _EntryInfo:
    store, seg, heading = project.store, entry.segment, entry.heading
    facts = list(entry.facts)
    anchor = _find_anchor(heading.anchor, infos) if heading.kinship else None
    at_heading = heading_subject(entry)
    if anchor is not None:
        relation = project.naming_rules.relation.get(heading.kinship, "亲属")
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


def reread(project: Project, on_document: Callable[[str], None] | None = None, workers: int = 1) -> list[str]:
    """Read every stored document again from its stored text with today's rules (after a change
    to a pattern file, or to the reader). Each document is one transaction, its people keep their
    ids (reviews and outputs still find them), and a killed run resumes: what was read again is
    marked with today's fingerprint."""
    store, done = project.store, []
    due = [d for d in store.documents() if store.get_meta(f"reader:{d.id}") != project.reader_fingerprint]
    jobs = (ReadJob(Path(d.path), d.path, LoadedText(Path(d.path), store.document_text(d.id), d.encoding, d.sha256))
            for d in due)
    for outcome in read_in_order(project, jobs, workers):
        if outcome.read is None or outcome.loaded is None:
            raise InputError(outcome.refused)  # a stored document was once read: this is no user error
        store_document(project, outcome.loaded, outcome.job.display, outcome.read)
        done.append(outcome.job.display)
        if on_document:
            on_document(outcome.job.display)
    project.ensure_indexes()
    store.set_meta("reader", project.reader_fingerprint)
    return done


def ingest(
    project: Project,
    paths: Sequence[Path],
    on_file: Callable[[Path, int, int], None] | None = None,
    on_start: Callable[[int], None] | None = None,
    reread_stale: bool = False,
    narrator: str = "",
    workers: int = 1,
) -> IngestReport:
    """Ingest files and directories, read by `workers` processes (one: read in this process)
    and stored here in the order of the files. `on_start(total_bytes)` and
    `on_file(path, bytes, characters stored)` let a caller draw progress. With `reread_stale`,
    documents read under other rules are first read again from their stored text; without, they
    are counted in the report. `narrator` is the person the "I" of English first-person documents
    means when their title does not say."""
    report = IngestReport()
    started = time.perf_counter()
    store = project.store
    stored = frozenset(d.sha256 for d in store.documents())  # one per document (a text is stored once)
    if stored and store.get_meta("reader") != project.reader_fingerprint:
        if reread_stale:  # reads each stored text again: the same texts, so `stored` holds
            report.reread = reread(project, workers=workers)
        else:
            report.stale = len(stored)
    files = CorpusFiles(paths)
    if on_start:
        on_start(files.total_bytes())
    this_run: set[int] = set()  # the documents this run stored: a second copy of one is unchanged
    jobs = (ReadJob(path, display_name(path)) for path in files)
    for outcome in read_in_order(project, jobs, workers, stored, narrator):
        loaded, display = outcome.loaded, outcome.job.display
        if loaded is not None and outcome.read is None and store.document_by_sha(loaded.sha256) is None:
            outcome = read_job(project, frozenset(), narrator, outcome.job)  # removed since by another run
            loaded = outcome.loaded
        chars = 0
        if outcome.refused:
            report.failed.append((display, outcome.refused))
        elif loaded is None:
            report.empty.add(display)
        elif unchanged := _unchanged(store, loaded, outcome.read is None, this_run):
            report.unchanged.add(display if unchanged.path == display
                                 else f"{display} (same content as {unchanged.path})")
        else:
            replaced = bool(store.documents_at_path(display))
            stored_now = store_document(project, loaded, display, outcome.read, report)
            if stored_now is None:
                report.unchanged.add(f"{display} (stored meanwhile by another run)")
            else:
                this_run.add(stored_now.id)
                chars = len(loaded.text)
                report.entries += stored_now.entries
                report.chars += chars
                (report.replaced if replaced else report.added).add(display)
        if on_file:
            on_file(outcome.job.path, file_size(outcome.job.path), chars)
    project.ensure_indexes()
    if not report.stale:
        store.set_meta("reader", project.reader_fingerprint)
    report.seconds = time.perf_counter() - started
    return report

