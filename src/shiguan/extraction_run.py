"""`shiguan extract`: run an extractor over every chunk not yet done, store its edges with
spans, and link their ends to entities.

A chunk's edges and its "done" mark are written in one transaction, so an interrupted run loses
at most the chunks in hand; the model calls already answered for them replay from the call log.
With a model, the passages of several chunks are read `concurrency` at a time (LLM.map) and
stored chunk by chunk in the chunks' order once all are read, so what is stored does not depend
on which reply came first.

Linking follows the name index, never a bare name: a person is the indexed person whose mention
covers the span (one with an entry in the same document wins a shared name); otherwise a person
known only to this document. Other entities are keyed by their simplified form, which merges
traditional and simplified variants of one place or office.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from .corpus.normalize import to_simplified
from .kg.ontology import Mention, Ontology, RelationTriple
from .kg.resolve import one_person
from .lang.zh.relations.classifier import RelationClassifier, graph_triples
from .lang.zh.relations.llm_extract import Reading, passages
from .lang.zh.relations.sentence_rules import SentenceRules
from .llm import LLM
from .project import Project
from .store import ChunkRow, MentionRow, NewEdge

Reader = Callable[[str], Reading]


@dataclass
class ExtractReport:
    chunks: int = 0
    passages: int = 0
    kept: int = 0
    dropped: int = 0  # scored below the threshold
    rejected: int = 0  # not found verbatim, or outside the ontology
    skipped: int = 0  # chunks another run stored while this one read them


def rules_reader(ontology: Ontology, project_root: Path | None = None) -> Reader:
    """The sentence patterns as a reader: every triple kept, nothing scored."""
    rules = SentenceRules.load(project_root)
    return lambda text: Reading("rules", kept=rules.extract_sentence(text, ontology))


def classifier_reader(classifier: RelationClassifier, ontology: Ontology) -> Reader:
    """The trained classifier as a reader: only its confident triples of relations that mean
    in the graph what they mean in its benchmark (relation_classifier.graph_triples)."""
    return lambda text: Reading("classifier", kept=graph_triples(classifier, text, ontology))


class _Linker:
    def __init__(self, project: Project, chunk: ChunkRow):
        self.store = project.store
        self.chunk = chunk
        self.mentions: list[MentionRow] = self.store.mentions_in_chunks([chunk.id])

    def entity(self, m: Mention, offset: int) -> int:
        """Entity id for a mention at `offset` + m.start in the chunk's document."""
        if m.type != "person":
            return self.store.entity_named(to_simplified(m.text), m.type)
        start = offset + m.start - self.chunk.start
        end = offset + m.end - self.chunk.start
        owners = {r.entity_id for r in self.mentions if r.start < end and start < r.end
                  and (r.form in m.text or m.text in r.form)}
        owner = one_person(self.store, owners, self.chunk.document_id)
        if owner is not None:
            return owner
        return self.store.entity_named(m.text, "person", f"doc:{self.chunk.document_id}")


def _store_reading(project: Project, linker: _Linker, span: tuple[int, int], reading: Reading) -> int:
    store = project.store
    chunk = linker.chunk
    offset = chunk.start + span[0]
    extraction = store.add_extraction(chunk.id, offset, chunk.start + span[1], reading.method, reading.score,
                                      json.dumps(reading.steps, ensure_ascii=False))
    for kept, triples in ((True, reading.kept), (False, reading.dropped)):
        for t in triples:
            _store_triple(project, linker, extraction, offset, t, kept)
    return len(reading.kept)


def _store_triple(project: Project, linker: _Linker, extraction: int, offset: int, t: RelationTriple,
                  kept: bool) -> None:
    head, tail = linker.entity(t.head, offset), linker.entity(t.tail, offset)
    project.store.add_edge(NewEdge(
        extraction_id=extraction, head_id=head, relation=t.relation, tail_id=tail,
        document_id=linker.chunk.document_id, chunk_id=linker.chunk.id,
        head_start=offset + t.head.start, head_end=offset + t.head.end,
        tail_start=offset + t.tail.start, tail_end=offset + t.tail.end,
        start=offset + t.evidence[0], end=offset + t.evidence[1], method=t.method, score=t.score, kept=kept,
    ))


@dataclass
class _Pending:
    """A chunk whose passages are being read."""

    chunk: ChunkRow
    text: str
    spans: list[tuple[int, int]]


def extract_project(project: Project, extractor: str, read: Reader, limit: int | None = None,
                    on_chunk: Callable[[ExtractReport], None] | None = None, llm: LLM | None = None) -> ExtractReport:
    """Run `read` over every passage of the chunks `extractor` ("rules", "classifier" or "llm") has
    not done; `llm` is the model `read` asks, whose `concurrency` passages are read at once.

    A chunk is claimed inside the transaction that stores it: another run (a second `extract` at
    the same time) may have stored it since the list was read, and then this run's reading of it
    is dropped rather than stored twice."""
    project.ensure_indexes()
    store = project.store
    report = ExtractReport()
    todo = store.chunks_to_extract(extractor, limit)
    rows = store.chunks_by_id(todo)
    # passages read together: a few rounds of `concurrency`, so the last replies of a batch keep
    # few slots idle; one chunk at a time when calls go one by one
    window = 1 if llm is None or llm.parallel == 1 else 4 * llm.parallel
    texts: dict[int, str] = {}
    batch: list[_Pending] = []
    for n, chunk_id in enumerate(todo, 1):
        chunk = rows[chunk_id]
        if chunk.document_id not in texts:
            texts = {chunk.document_id: store.document_text(chunk.document_id)}
        text = texts[chunk.document_id][chunk.start:chunk.end]
        batch.append(_Pending(chunk, text, passages(text, project.config.extract.passage_chars)))
        if sum(len(p.spans) for p in batch) >= window or n == len(todo):
            pieces = [p.text[s:e] for p in batch for s, e in p.spans]
            readings = iter(llm.map(read, pieces) if llm is not None else [read(x) for x in pieces])
            for pending in batch:
                _store_chunk(project, extractor, pending, [next(readings) for _ in pending.spans], report)
                if on_chunk:
                    on_chunk(report)
            batch = []
    return report


def _store_chunk(project: Project, extractor: str, pending: _Pending, readings: list[Reading],
                 report: ExtractReport) -> None:
    store = project.store
    chunk = pending.chunk
    linker = _Linker(project, chunk)
    with store.transaction():
        claimed = not store.chunk_finished(chunk.id, extractor)
        if claimed:
            for span, reading in zip(pending.spans, readings):
                report.kept += _store_reading(project, linker, span, reading)
                report.dropped += len(reading.dropped)
                report.rejected += len(reading.steps.get("rejected", ()))
            store.finish_chunk(chunk.id, extractor, len(pending.spans), sum(len(r.kept) for r in readings))
    if claimed:
        report.chunks += 1
        report.passages += len(pending.spans)
    else:
        report.skipped += 1
