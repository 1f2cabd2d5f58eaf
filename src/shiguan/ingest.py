"""Ingest: load → read by the pack of the document's language (reading.py, in worker processes)
→ store by the same pack, one transaction per document, in one process and in the order of the
files.

Re-running is safe: a file whose bytes are already stored is skipped, a file whose content
changed replaces its old version, and a run killed midway leaves only whole documents behind,
so the next run picks up where it stopped. A document is known by its content and by its name
relative to the corpus root: a corpus moved to another folder (the old one gone) is the same
corpus, and its edited files replace their old versions.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath
from typing import NamedTuple

from .corpus.load import CorpusFiles, LoadedText, display_name, file_size
from .errors import InputError
from .lang import DocumentRead, language
from .project import Project
from .reading import OnReading, ReadJob, read_in_order, read_job
from .store import DocumentRow, Store

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
    skipped: Outcome = field(default_factory=Outcome)  # files in the folders given that are no .txt, .md, .pdf
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


def moved_from(stored: dict[str, list[str]], display: str, relative: str) -> str:
    """The stored path this document had before its corpus moved, or "": the one stored path
    (among `stored`, by file name) that ends with the same name relative to the corpus root and
    whose corpus root is gone from disk. A root still there is another corpus (a copy), whose
    documents stay."""
    found = [p for p in stored.get(PurePath(relative).name, ()) if p != display and p.endswith("/" + relative)
             and not Path(p[:-len(relative)]).exists()]
    return found[0] if len(found) == 1 else ""


def store_document(project: Project, loaded: LoadedText, display_path: str, read: DocumentRead,
                   report: IngestReport | None = None, moved: str = "") -> StoredDocument | None:
    """Store one document with everything read from it, in one transaction (replacing what was
    read from an earlier version at the same path, or at the path `moved` from, its people
    keeping their ids); None when another run (a second `ingest` at the same time) stored the
    same text meanwhile: the document is claimed inside the transaction that stores it."""
    store = project.store
    norm = read.norm
    with store.transaction():
        same = store.document_by_sha(loaded.sha256)
        if same is not None and (same.path != display_path or
                                 store.get_meta(f"reader:{same.id}") == project.reader_fingerprint):
            return None  # read already, by today's rules (--reread reads a document stored under older ones)
        before: dict[str, list[int]] = {}  # the people of the old version, by name, in entry order
        old_versions = store.documents_at_path(display_path) + (store.documents_at_path(moved) if moved else [])
        for old in old_versions:
            for e in store.entries_of_document(old.id):
                before.setdefault(e.name, []).append(e.entity_id)
            store.delete_document(old.id, keep_people=True)
        doc_id = store.add_document(display_path, loaded.sha256, loaded.encoding, loaded.text,
                                    norm if norm is not None and norm != loaded.text else None)
        entries = language(read.language).store(project, doc_id, loaded.text, read, before)
        if report is not None:
            report.note_read(display_path, read.how)
        if old_versions:  # only an old version's people can be left without entries
            store.drop_orphans()
        store.set_meta(f"reader:{doc_id}", project.reader_fingerprint)
        store.set_meta("indexes_stale", "1")
    return StoredDocument(doc_id, entries)


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
    on_reading: OnReading | None = None,
    on_next: Callable[[str], None] = lambda display: None,
) -> IngestReport:
    """Ingest files and directories, read by `workers` processes (one: read in this process)
    and stored here in the order of the files. `on_start(total_bytes)`,
    `on_file(path, bytes, characters stored)` and `on_reading(path, share read)` (while a file
    is read, before it is stored) let a caller draw progress, `on_next(display)` name the file
    the run waits for next. With `reread_stale`, documents read under other rules are first read
    again from their stored text; without, they are counted in the report. `narrator` is the
    person the "I" of English first-person documents means when their title does not say."""
    report = IngestReport()
    started = time.perf_counter()
    store = project.store
    before = store.documents()
    stored = frozenset(d.sha256 for d in before)  # one per document (a text is stored once)
    paths_by_name: dict[str, list[str]] = {}  # the stored paths by file name, for a corpus moved since
    for d in before:
        paths_by_name.setdefault(PurePath(d.path).name, []).append(d.path)
    del before
    if stored and store.get_meta("reader") != project.reader_fingerprint:
        if reread_stale:  # reads each stored text again: the same texts, so `stored` holds
            report.reread = reread(project, workers=workers)
        else:
            report.stale = len(stored)
    files = CorpusFiles(paths, on_skip=lambda path: report.skipped.add(display_name(path)))
    if on_start:
        on_start(files.total_bytes())
    this_run: set[int] = set()  # the documents this run stored: a second copy of one is unchanged
    jobs = (ReadJob(path, display_name(path)) for path in files)
    for outcome in read_in_order(project, jobs, workers, stored, narrator, on_reading, on_next):
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
            here = bool(store.documents_at_path(display))
            moved = "" if here else moved_from(paths_by_name, display, files.relative(outcome.job.path))
            replaced = here or bool(moved)
            stored_now = store_document(project, loaded, display, outcome.read, report, moved)
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

