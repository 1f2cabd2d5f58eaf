"""Ingest: load → normalise → segment → extract → resolve → store, one transaction per document.

Re-running is safe: a file whose bytes are already stored is skipped, a file whose content
changed replaces its old version, and a run killed midway leaves only whole documents behind,
so the next run picks up where it stopped.
"""

from __future__ import annotations

import time
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from .corpus.load import LoadedText, iter_corpus_files, load_file
from .corpus.normalize import is_mostly_traditional, to_simplified
from .corpus.segment import chunk, segment
from .errors import InputError
from .kg.aliases import alias_drafts, han_surname
from .kg.extract import extract_facts, opening_sentence_end
from .kg.naming import parse_heading
from .kg.resolve import find_or_create_person, rebuild_indexes
from .models import Fact, Span
from .project import Project


@dataclass
class IngestReport:
    added: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    replaced: list[str] = field(default_factory=list)
    empty: list[str] = field(default_factory=list)
    failed: list[tuple[str, str]] = field(default_factory=list)
    chars: int = 0
    entries: int = 0
    seconds: float = 0.0


@dataclass
class _EntryInfo:
    entry_id: int
    entity_id: int
    name: str
    name_span: Span
    facts: list[Fact]
    main: bool  # a main subject rather than a relative hung on one
    anchor_entity: int | None = None  # the person a kinship heading ties this entry to


def _kin_fact(relation: str, anchor: _EntryInfo, heading_span: Span) -> Fact:
    return Fact(relation, anchor.name, anchor.name_span, heading_span, "heading-kinship")


def _find_anchor(anchor: str, infos: list[_EntryInfo]) -> _EntryInfo | None:
    if anchor:
        return next((i for i in reversed(infos) if i.name == anchor or i.name.endswith(anchor)), None)
    return next((i for i in reversed(infos) if i.main), None)


def index_document(project: Project, loaded: LoadedText, display_path: str) -> int:
    """Store one document with everything read from it; returns its number of entries."""
    store, seg_rules = project.store, project.segment_rules
    text = loaded.text
    mode = project.config.simplify
    convert = mode == "always" or (mode == "auto" and is_mostly_traditional(text))
    norm = to_simplified(text) if convert else text
    segments = segment(norm, seg_rules)
    drafts = chunk(norm, segments, seg_rules)
    by_segment: dict[int, list] = {}
    for d in drafts:
        by_segment.setdefault(d.segment_index, []).append(d)

    with store.transaction():
        for old in store.documents_at_path(display_path):
            store.delete_document(old.id)
        doc_id = store.add_document(display_path, loaded.sha256, loaded.encoding, text,
                                    norm if norm != text else None)
        infos: list[_EntryInfo] = []
        chunk_starts: list[int] = []
        chunk_ids: list[int] = []
        ord_ = 0
        for index, seg in enumerate(segments):
            info = None
            if seg.kind == "entry":
                info = _store_entry(project, doc_id, norm, seg, len(infos), infos)
                infos.append(info)
            for d in by_segment.get(index, []):
                chunk_ids.append(store.add_chunk(doc_id, ord_, d.start, d.end, d.kind,
                                                 info.entry_id if info else None, norm[d.start:d.end]))
                chunk_starts.append(d.start)
                ord_ += 1
            if info is not None:
                _store_facts(project, doc_id, info, chunk_starts, chunk_ids)
        store.set_meta("indexes_stale", "1")
    return len(infos)


def _store_entry(project: Project, doc_id: int, norm: str, seg, ord_: int, infos: list[_EntryInfo]) -> _EntryInfo:
    store = project.store
    first_end = opening_sentence_end(norm, seg.start, seg.end)
    earlier = [i.name for i in infos]
    heading = parse_heading(seg.heading, norm[seg.start:first_end], earlier, project.naming_rules)
    facts = extract_facts(norm, seg.start, seg.end, project.extract_rules, project.config.era_prefer)
    h_start = norm.find(seg.heading, seg.start)
    heading_span = Span(h_start, h_start + len(seg.heading))
    name_at = seg.heading.rfind(heading.name)
    name_span = Span(h_start + name_at, h_start + name_at + len(heading.name))
    anchor = _find_anchor(heading.anchor, infos) if heading.kinship else None
    if anchor is not None:
        relation = project.naming_rules.relation.get(heading.kinship, "亲属")
        facts.insert(0, _kin_fact(relation, anchor, heading_span))
    if heading.title:
        t_at = seg.heading.find(heading.title)
        facts.insert(0, Fact("封爵", heading.title, Span(h_start + t_at, h_start + t_at + len(heading.title)),
                             heading_span, "heading-title"))
    facts = _own_offices(store, heading.name, facts)
    entity_id = find_or_create_person(store, heading.name, facts)
    entry_id = store.add_entry(doc_id, ord_, seg.heading, heading.name, seg.start, seg.end, seg.pattern,
                               heading.kinship, anchor.name if anchor else "", entity_id)
    info = _EntryInfo(entry_id, entity_id, heading.name, name_span, facts, anchor is None,
                      anchor.entity_id if anchor else None)
    inferred = han_surname(anchor.name, anchor.facts) if anchor else ""
    aliases = alias_drafts(heading.name, seg.heading, heading.title, facts,
                           (heading_span.start, heading_span.end), inferred)
    store.add_aliases(
        (entity_id, entry_id, a.form, a.kind, a.scope,
         a.span.start if a.span else None, a.span.end if a.span else None, a.rule)
        for a in aliases
    )
    return info


def _own_offices(store, name: str, facts: list[Fact]) -> list[Fact]:
    """"授兆惠定边将军" in 兆惠's entry is his office (the name is cut off); "授富德定边右将军" is
    another man's, and is dropped when 富德 is a name the project knows or the emperor is the
    one appointing ("上授雅尔哈善靖逆将军")."""
    kept = []
    for f in facts:
        if f.relation == "任职":
            if f.value.startswith(name) and len(f.value) > len(name) + 1:
                cut = len(name)
                f = Fact(f.relation, f.value[cut:], Span(f.span.start + cut, f.span.end), f.evidence,
                         f.method, f.score, f.when, f.when_span, f.year, f.detail)
            elif f.method == "office:granted" or any(
                    store.aliases_with_form(f.value[:n]) for n in range(2, min(5, len(f.value) - 1))):
                continue
        kept.append(f)
    return kept


def _store_facts(project: Project, doc_id: int, info: _EntryInfo, starts: list[int], ids: list[int]) -> None:
    rows = []
    for f in info.facts:
        chunk_id = ids[max(0, bisect_right(starts, f.evidence.start) - 1)]
        tail_id = info.anchor_entity if f.method == "heading-kinship" else None
        rows.append((
            info.entity_id, f.relation, f.value, tail_id, info.entry_id, chunk_id, doc_id,
            f.evidence.start, f.evidence.end, f.span.start, f.span.end, f.method, f.score,
            f.when, f.when_span.start if f.when_span else None, f.when_span.end if f.when_span else None,
            f.year, f.detail,
        ))
    project.store.add_triples(rows)


def ingest(
    project: Project,
    paths: Sequence[Path],
    on_file: Callable[[Path, int], None] | None = None,
    on_start: Callable[[list[Path], int], None] | None = None,
) -> IngestReport:
    """Ingest files and directories. `on_start(files, total_bytes)` and `on_file(path, bytes)`
    let a caller draw progress."""
    report = IngestReport()
    started = time.perf_counter()
    files = iter_corpus_files(paths)
    if on_start:
        on_start(files, sum(f.stat().st_size for f in files))
    for path in files:
        display = str(path)
        try:
            loaded = load_file(path)
        except InputError as exc:
            report.failed.append((display, str(exc)))
            if on_file:
                on_file(path, path.stat().st_size)
            continue
        if loaded is None:
            report.empty.append(display)
        elif (same := project.store.document_by_sha(loaded.sha256)) is not None:
            report.unchanged.append(display if same.path == display else f"{display} (same content as {same.path})")
        else:
            replaced = bool(project.store.documents_at_path(display))
            report.entries += index_document(project, loaded, display)
            report.chars += len(loaded.text)
            (report.replaced if replaced else report.added).append(display)
        if on_file:
            on_file(path, path.stat().st_size)
    if project.store.get_meta("indexes_stale") == "1":
        rebuild_indexes(project.store)
    report.seconds = time.perf_counter() - started
    return report
