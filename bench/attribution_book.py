"""One book of the attribution benchmark: ingest it, label what its graph gives each person, and
gather the figures (attribution_measures.py) and the silver clause-subject pairs."""

from __future__ import annotations

import random
import time
from bisect import bisect_left
from collections import defaultdict
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from attribution_graph import Document, Reading, documents, ingest_book, key, person_used, rules_biography
from attribution_measures import (
    DEATH,
    HONOURS,
    UNALIGNED,
    UNTRANSLATED,
    EntryCoverage,
    Row,
    Told,
    flags_of,
    grouped,
    label_figures,
    lengths,
    share,
    spanned_figures,
)
from parallel_labels import HIS, OTHER, UNKNOWN, read_clause, reader_label, verdict
from parallel_names import Lexicon, chapter_lexicon
from parallel_text import Chapter, clause_spans

from shiguan.project import Project
from shiguan.store import TripleRow

EXAMPLES = 40  # wrong "his" clauses kept per book in the JSON


@dataclass
class BookRun:
    book: str
    figures: dict = field(default_factory=dict)
    rows: list[Row] = field(default_factory=list)  # facts and biography clauses, labelled
    pairs: list[dict] = field(default_factory=list)  # every translated classical clause, read
    examples: dict = field(default_factory=dict)  # wrong clauses, junk nodes: to read by eye
    failed: list[str] = field(default_factory=list)
    bio_lengths: list[int] = field(default_factory=list)  # for figures over several books
    entry_lengths: list[int] = field(default_factory=list)  # the same, of the entries themselves
    entries: list[dict] = field(default_factory=list)  # each entry: what is his, and what his biography says
    spanned: list[dict] = field(default_factory=list)  # every clause a biography's fact spans, labelled

    def drop_clauses(self) -> None:
        """Keep the aggregate figures only (a book nobody may read)."""
        self.rows, self.pairs, self.examples, self.entries, self.spanned = [], [], {}, [], []


def _label(d: Document, reading: Reading, person: str) -> tuple[str, str]:
    """The label a reading gives the person, and the label its topic gives."""
    kind = reading.subject.kind
    if kind in (UNTRANSLATED, UNALIGNED):
        return kind, ""
    forms, kinsman = d.forms_of(person), d.kinsman(person)
    label = reader_label(reading.subject, reading.topic, person, forms, kinsman, d.kin_words(person))
    bare = verdict(reading.subject, person, forms, kinsman)
    topic = verdict(reading.topic, person, forms, kinsman) if bare == UNKNOWN and reading.topic is not None else ""
    return label, topic


def _row(book: str, doc: Document, source: str, person: str, entity_id: int, t: TripleRow, reading: Reading,
         bio_text: str = "") -> Row:
    label, topic_label = _label(doc, reading, key(entity_id))
    return Row(book, doc.chapter.name, source, person, entity_id, t.id, t.relation, t.tail_text, t.basis,
               reading.line, reading.classical, reading.translation, reading.rendered, reading.subject.form,
               reading.subject.kind, reading.subject.how, label,
               reading.topic.form if reading.topic else "", topic_label, bio_text)


def run_book(project: Project | None, book: str, chapters: list[Chapter], workers: int,
             progress: Callable[[str], None]) -> BookRun:
    """One book's figures, labelled clauses and pairs; `project` is None for a book without text.txt."""
    run = BookRun(book)
    with_text = [c for c in chapters if c.has_text]
    run.figures["chapters"] = len(chapters)
    if project is None or not with_text:
        run.pairs = [p for c in chapters for p in _text_less_pairs(c)]
        run.figures.update(ingested=False, training_pairs=len(run.pairs))
        return run
    seconds = ingest_book(project, with_text, workers)
    progress(f"{book}: ingested in {seconds:.0f} s; labelling")
    started = time.perf_counter()
    docs = documents(project, with_text)
    run.failed = [str(c.text_path) for c in with_text if c.name not in {d.chapter.name for d in docs}]
    by_id = {d.doc_id: d for d in docs}
    triples = {t.id: t for d in docs for t in project.store.triples_in_document(d.doc_id)}
    names = project.store.entities({t.head_id for t in triples.values()})
    for t in triples.values():
        d = by_id[t.document_id]
        reading = d.read(t.start, (t.value_start, t.value_end), t.relation)
        run.rows.append(_row(book, d, "fact", names[t.head_id][0], t.head_id, t, reading))
    bios = _biographies(project, run, by_id, triples)
    progress(f"{book}: {len(bios)} biographies written; reading the entries")
    coverage, told, used = _entries(project, run, docs, bios)
    junk, testable, junk_figures = _junk(project, run, docs, used)
    for r in run.rows:
        r.junk_node = (r.entity_id in junk) if r.entity_id in testable else None
    facts = [r for r in run.rows if r.source == "fact"]
    bio_rows = [r for r in run.rows if r.source == "bio"]
    run.bio_lengths = [len(b["text"]) for b in bios.values()]
    run.entry_lengths = [e["entry_chars"] for e in run.entries]
    run.figures.update(
        ingested=True,
        chars=sum(len(d.text) for d in docs),
        ingest_seconds=round(seconds, 1),
        label_seconds=round(time.perf_counter() - started, 1),
        located_share=share(sum(s is not None for d in docs for s in d.located.spans),
                            sum(len(d.located.spans) for d in docs)),
        facts=label_figures([r for r in facts if r.basis != "undecided"]),
        facts_of_people=label_figures([r for r in facts if r.basis != "undecided" and r.junk_node is False]),
        undecided_facts=label_figures([r for r in facts if r.basis == "undecided"]),
        facts_by_basis=grouped(facts, "basis"),
        biography_clauses=label_figures(bio_rows),
        biography_clauses_by_basis=grouped(bio_rows, "basis"),
        biography_clauses_by_relation=grouped(bio_rows, "relation"),
        biography_spanned=spanned_figures((r["i"], r["label"]) for r in run.spanned),
        lengths=lengths(run.bio_lengths),
        entry_lengths=lengths(run.entry_lengths),
        coverage=coverage.figures(),
        deaths=told[0].figures(),
        honours=told[1].figures(),
        junk=junk_figures,
        item6={flag: sum(flag in r.flags for r in bio_rows)
               for flag in ("subordinate without main clause", "decision without its reversal")},
    )
    wrong = [r for r in run.rows if r.label == OTHER and r.basis != "undecided"]
    run.examples["wrong_his"] = [_example(r) for r in wrong[:EXAMPLES]]
    return run


def _example(r: Row) -> dict:
    return {"chapter": r.chapter, "source": r.source, "person": r.person, "relation": r.relation, "value": r.value,
            "basis": r.basis, "classical": r.classical, "translation": r.translation, "subject": r.subject,
            "bio_text": r.bio_text}


def _biographies(project: Project, run: BookRun, by_id: dict[int, Document],
                 triples: dict[int, TripleRow]) -> dict[int, dict]:
    """Each entry subject's rules-only biography, its clauses labelled at their citations."""
    people = sorted({e.entity_id for d in by_id.values() for e in project.store.entries_of_document(d.doc_id)})
    bios: dict[int, dict] = {}
    for entity_id in people:
        bio = rules_biography(project, entity_id)
        if bio is None:
            continue
        bios[entity_id] = bio
        refs = {r["ref"]: r for r in bio["references"]}
        # every span the biography cites (a reference keeps only its sentence's first citation)
        cited = {(t.document_id, t.start, t.end) for s in bio["sentences"] for c in s["clauses"]
                 if (t := triples.get(c["triple_id"])) is not None}
        _label_spanned(run, bio["person"], entity_id, by_id, [triples.get(c["triple_id"]) for s in bio["sentences"]
                                                              for c in s["clauses"]])
        for sentence in bio["sentences"]:
            for clause in sentence["clauses"]:
                t = triples.get(clause["triple_id"])
                ref = refs.get(clause["citations"][0]) if clause["citations"] else None
                if t is None or ref is None or ref["document_id"] not in by_id:
                    continue
                d = by_id[ref["document_id"]]
                reading = d.read(ref["start"], (max(t.value_start, ref["start"]), t.value_end), t.relation)
                row = _row(run.book, d, "bio", bio["person"], entity_id, t, reading, clause["text"])
                row.flags = _flags(d, t.start, cited) if t.document_id == d.doc_id else []
                run.rows.append(row)
    return bios


def spanned_labels(d: Document, start: int, end: int, person: str, relation: str = "") -> list[tuple[int, int, str]]:
    """Each clause the value span [start, end) covers (a deed carried on over several clauses),
    labelled against the person as a fact is (with its relation, the value's words in that clause):
    (start, end, label). The first clause reads as the fact's own row does."""
    return [(cs, ce, _label(d, d.read(cs, (max(start, cs), end), relation), person)[0])
            for cs, ce in clause_spans(d.text, start, end)]


def _label_spanned(run: BookRun, person: str, entity_id: int, by_id: dict[int, Document],
                   cited: list[TripleRow | None]) -> None:
    """Every clause of every fact his biography cites, labelled for him (each fact once)."""
    seen: set[int] = set()
    for t in cited:
        if t is None or t.id in seen or t.document_id not in by_id:
            continue
        seen.add(t.id)
        d = by_id[t.document_id]
        labels = spanned_labels(d, t.value_start, t.value_end, key(entity_id), t.relation)
        for i, (cs, ce, label) in enumerate(labels):
            run.spanned.append({"book": run.book, "chapter": d.chapter.name, "person": person, "entity_id": entity_id,
                                "triple_id": t.id, "i": i, "clause": d.text[cs:ce], "label": label,
                                "basis": t.basis})


def _flags(d: Document, start: int, cited: set[tuple[int, int, int]]) -> list[str]:
    """Item 6 flags for the biography clause whose evidence starts at `start` (see
    attribution_measures.flags_of): a clause of its sentence is kept when a cited span reaches it."""
    a = start
    while a > 0 and d.text[a - 1] not in "。！？\n":
        a -= 1
    b = start
    while b < len(d.text) and d.text[b] not in "。！？\n":
        b += 1
    spans = clause_spans(d.text, a, b)
    own = next((i for i, (s, e) in enumerate(spans) if s <= start < e), None)
    if own is None:
        return []
    cited_here = {i for i, (s, e) in enumerate(spans)
                  if any(doc == d.doc_id and cs < e and s < ce for doc, cs, ce in cited)}
    return flags_of([(s, e, d.text[s:e]) for s, e in spans], own, cited_here)


def _entries(project: Project, run: BookRun, docs: list[Document],
             bios: dict[int, dict]) -> tuple[EntryCoverage, tuple[Told, Told], dict[int, set[str]]]:
    """Every translated clause of every chapter read once: training pairs; against the subject of
    the entry it stands in, coverage, and whether it tells his death or honours; and the subject
    forms each translation uses."""
    coverage, told = EntryCoverage(), (Told(DEATH), Told(HONOURS))
    used: dict[int, set[str]] = defaultdict(set)
    for d in docs:
        facts = defaultdict(list)
        stored = project.store.triples_in_document(d.doc_id)
        for t in stored:
            facts[t.value_start].append(t)
        reach = _reach(stored)
        entries = project.store.entries_of_document(d.doc_id)
        telling: list[set[int]] = [set(), set()]
        mine: dict[int, EntryCoverage] = defaultdict(EntryCoverage)
        for line, span in enumerate(d.located.spans):
            if span is None:
                continue
            for cs, ce in clause_spans(d.text, *span):
                reading = d.read(cs, (cs, ce))
                if reading.subject.kind == "name":
                    used[d.doc_id].add(reading.subject.form)
                entry = next((e for e in entries if e.start <= cs < e.end), None)
                label, topic = _label(d, reading, key(entry.entity_id)) if entry else ("", "")
                run.pairs.append(_pair(run.book, d.chapter.name, line, d.chapter.source[line], reading,
                                       entry.name if entry else "", label, topic))
                if entry is None or entry.entity_id not in bios:
                    continue
                if label == HIS:
                    mine[entry.id].add(_clause_coverage(d, cs, ce, entry.entity_id, facts, bios[entry.entity_id],
                                                         _spans(reach, cs)))
                for k, measure in enumerate(told):
                    if HIS in (label, topic) and measure.event.told.search(reading.rendered):
                        telling[k].add(entry.id)
        for e in entries:
            for k, measure in enumerate(told):
                if e.id in telling[k]:
                    measure.add(bios[e.entity_id])
            if e.entity_id in bios:
                coverage.add(mine[e.id])
                run.entries.append(_entry_row(d, e.name, e.entity_id, e.start, e.end, mine[e.id], bios[e.entity_id],
                                              [e.id in t for t in telling]))
    return coverage, told, used


def _entry_row(d: Document, name: str, entity_id: int, start: int, end: int, c: EntryCoverage, bio: dict,
               telling: list[bool]) -> dict:
    """One entry: how much of it the translation covers, what of it is his, what his biography says."""
    covered = sum(max(0, min(b, end) - max(a, start)) for a, b in (s for s in d.located.spans if s))
    return {"chapter": d.chapter.name, "person": name, "entity_id": entity_id, "entry_chars": end - start,
            "translated": share(covered, end - start), "biography_chars": len(bio["text"]),
            "tells_death": telling[0], "tells_honours": telling[1], **c.figures()}


def _reach(triples: list[TripleRow]) -> tuple[list[int], list[int]]:
    """The facts' value starts in order, and the furthest value end of the facts up to each."""
    spans = sorted((t.value_start, t.value_end) for t in triples)
    ends, furthest = [], -1
    for _, e in spans:
        furthest = max(furthest, e)
        ends.append(furthest)
    return [s for s, _ in spans], ends


def _spans(reach: tuple[list[int], list[int]], cs: int) -> bool:
    """Whether a fact read before the clause starting at `cs` carries on into it."""
    k = bisect_left(reach[0], cs)
    return k > 0 and reach[1][k - 1] > cs


def _clause_coverage(d: Document, cs: int, ce: int, entity_id: int, facts: dict[int, list[TripleRow]],
                     bio: dict, spanned: bool = False) -> EntryCoverage:
    here = [t for start, ts in facts.items() if cs <= start < ce for t in ts]
    mine = [t for t in here if t.head_id == entity_id]
    cited = any(r["document_id"] == d.doc_id and cs <= r["start"] < ce for r in bio["references"])
    c = EntryCoverage(his_clauses=1, in_biography=int(cited), his_chars=ce - cs, missing_chars=0 if cited else ce - cs)
    if any(t.basis != "undecided" for t in mine):
        c.decided = 1
    elif mine:
        c.undecided = 1
    elif here:
        c.anothers = 1
    elif spanned:
        c.spanned = 1
    else:
        c.no_fact = 1
    return c


def _junk(project: Project, run: BookRun, docs: list[Document],
          used: dict[int, set[str]]) -> tuple[set[int], set[int], dict]:
    """Person nodes whose name the translation never uses for a person (neither the subject of a
    clause nor in a person's context), among those whose name stands in a translated classical
    line of one of their chapters: the junk ids, the testable ids, and the figures."""
    where: dict[str, list[Document]] = defaultdict(list)
    for d in docs:
        for k in d.people:
            where[k].append(d)
    entry_ids = {e.entity_id for d in docs for e in project.store.entries_of_document(d.doc_id)}
    names = project.store.entities([int(k[1:]) for k in where])
    testable: set[int] = set()
    junk: set[int] = set()
    for k, ds in where.items():
        eid = int(k[1:])
        if not any(names[eid][0] in "\n".join(d.chapter.source) for d in ds):
            continue
        testable.add(eid)
        forms = ds[0].people[k]
        if not any(person_used(d, forms, used[d.doc_id]) for d in ds):
            junk.add(eid)
    sample = random.Random(0)  # the same nodes each run, to read by eye
    for part, ids in (("junk", junk), ("not_junk", testable - junk)):
        run.examples[part] = sample.sample(sorted(names[e][0] for e in ids), min(300, len(ids)))
    entries_testable = testable & entry_ids
    return junk, testable, {
        "nodes": len(where), "testable": len(testable), "junk": len(junk), "rate": share(len(junk), len(testable)),
        "entry_nodes_testable": len(entries_testable), "entry_nodes_junk": len(junk & entry_ids),
        "entry_rate": share(len(junk & entry_ids), len(entries_testable))}


def _pair(book: str, chapter: str, line: int, context: str, r: Reading, entry: str, label: str = "",
          topic_label: str = "") -> dict:
    """A silver clause-subject pair: the clause, its line, its translation, whom it names, and
    (inside an entry the graph found) the label against the entry's subject and his topic's."""
    t = r.topic
    return {"book": book, "chapter": chapter, "line": line, "clause": r.classical, "context": context,
            "translation": r.translation, "rendered": r.rendered, "subject": r.subject.form,
            "subject_kind": r.subject.kind, "how": r.subject.how, "topic": t.form if t else "",
            "topic_kind": t.kind if t else "", "entry": entry, "label": label, "topic_label": topic_label}


def _text_less_pairs(chapter: Chapter) -> Iterator[dict]:
    """A chapter without text.txt: its lines read alone (names from the translation only)."""
    from attribution_graph import surnames

    pairs = list(zip(chapter.source, chapter.target))
    lexicon: Lexicon = chapter_lexicon({}, pairs, surnames())
    previous = None
    for line, (source, target) in enumerate(pairs):
        mentions = lexicon.mentions(target)
        spans = clause_spans(source)
        for k, (s, e) in enumerate(spans):
            r = read_clause(source[s:e], k / (len(spans) - 1) if len(spans) > 1 else 0.0, target, mentions,
                            before=previous, line=source)
            if r.subject.kind != UNALIGNED:
                yield _pair(chapter.book, chapter.name, line, source,
                            Reading(line, source[s:e], target, r.rendered, r.subject, r.topic), "")
        previous = (target, mentions)


def training_rows(run: BookRun) -> Iterator[dict]:
    """The pairs one line at a time: the classical line, its translation, and each clause read."""
    keep = ("clause", "rendered", "subject", "subject_kind", "how", "topic", "topic_kind", "entry", "label",
            "topic_label")
    line: dict | None = None
    for p in run.pairs:
        if p["subject_kind"] in (UNALIGNED, UNTRANSLATED):
            continue
        if line is None or (line["chapter"], line["line"]) != (p["chapter"], p["line"]):
            if line is not None:
                yield line
            line = {"book": p["book"], "chapter": p["chapter"], "line": p["line"], "source": p["context"],
                    "target": p["translation"], "clauses": []}
        line["clauses"].append({k: p[k] for k in keep})
    if line is not None:
        yield line
