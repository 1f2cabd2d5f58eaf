"""Each document as TEI P5, the way MARKUS and Recogito users exchange marked-up classical text.

The text is kept line by line (`<p n="OFFSET">`, OFFSET the line's first character in the
document as stored), with names marked where the graph knows them: `<persName ref="#p12">` for a
person's name or for a fact's value that names a person, `<placeName>` for a native place,
`<roleName>` for an office or a title, `<date when="1748">` for an era date. Marks never overlap:
where two would, the fact's value wins over a date, and both over a plain name occurrence.

`<standOff><listPerson>` holds the people the document names: each with his name forms and the
facts read in this document, every fact an `<event>` whose `<ptr>` points at its evidence as
`#string-range(LINE,OFFSET,LENGTH)` and, where its value is marked, whose `corresp` names that
mark. Undecided facts are listed under the person they were read with, typed `undecided`.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from ..lang import document_language
from ..store import Store
from .facts import DocumentFacts, ExFact, FactReader

TEI_NS = "http://www.tei-c.org/ns/1.0"
XML_ID = "{http://www.w3.org/XML/1998/namespace}id"
_OFFICE = frozenset({"任职", "升迁", "加衔", "赠"})
_TITLE = frozenset({"封爵", "谥号"})
_PLACE = frozenset({"籍贯", "原籍"})
_NAME = frozenset({"字", "号", "初名"})
_FACT, _DATE, _NAME_MARK = 0, 1, 2  # which mark wins an overlap (lower first)


def _t(tag: str) -> str:
    return f"{{{TEI_NS}}}{tag}"


@dataclass(frozen=True)
class Mark:
    start: int
    end: int
    tag: str
    attrs: tuple[tuple[str, str], ...]
    rank: int


def person_id(entity_id: int) -> str:
    return f"p{entity_id}"


def _value_mark(f: ExFact, person_of) -> Mark | None:
    t = f.triple
    if t.value_end <= t.value_start:
        return None
    vid = ("xml:id", f"v{t.id}")
    if t.tail_id:
        ref = ("ref", "#" + person_id(person_of(t.tail_id)))
        return Mark(t.value_start, t.value_end, "persName", (vid, ref), _FACT)
    if t.relation in _NAME:
        return Mark(t.value_start, t.value_end, "persName",
                    (vid, ("ref", "#" + person_id(f.person_id)), ("type", t.relation)), _FACT)
    for kinds, tag in ((_OFFICE, "roleName"), (_TITLE, "roleName"), (_PLACE, "placeName")):
        if t.relation in kinds:
            return Mark(t.value_start, t.value_end, tag, (vid, ("type", t.relation)), _FACT)
    return None


def marks(doc: DocumentFacts, mentions, person_of) -> list[Mark]:
    """The inline marks of one document, none overlapping another."""
    wanted: list[Mark] = []
    for f in doc.facts:
        if f.decided and (m := _value_mark(f, person_of)) is not None:
            wanted.append(m)
        t = f.triple
        if t.when_start is not None and t.when_end is not None and f.date.gregorian:
            wanted.append(Mark(t.when_start, t.when_end, "date", (("when", f"{f.date.gregorian:04d}"),), _DATE))
    wanted += [Mark(m.start, m.end, "persName", (("ref", "#" + person_id(person_of(m.entity_id))),), _NAME_MARK)
               for m in mentions]
    taken: list[Mark] = []
    busy = bytearray(len(doc.text) + 1)
    for m in sorted(wanted, key=lambda m: (m.rank, m.start, -m.end)):
        if m.end > len(doc.text) or any(busy[m.start:m.end]):
            continue
        busy[m.start:m.end] = b"\x01" * (m.end - m.start)
        taken.append(m)
    return sorted(taken, key=lambda m: m.start)


def _line(parent: ET.Element, text: str, start: int, number: int, inline: list[Mark]) -> None:
    p = ET.SubElement(parent, _t("p"), {XML_ID: f"l{number}", "n": str(start)})
    at, last = start, None
    for m in inline:
        piece = text[at:m.start]
        if last is None:
            p.text = piece
        else:
            last.tail = piece
        attrs = {(XML_ID if k == "xml:id" else k): v for k, v in m.attrs}
        last = ET.SubElement(p, _t(m.tag), attrs)
        last.text = text[m.start:m.end]
        at = m.end
    rest = text[at:start + len(text[start:].split("\n", 1)[0])]
    if last is None:
        p.text = rest
    else:
        last.tail = rest


class _Lines:
    """Where each line of a document starts, to turn a document span into a string-range."""

    def __init__(self, text: str):
        self.starts = [0] + [i + 1 for i, ch in enumerate(text) if ch == "\n"]
        self.text = text

    def index(self, offset: int) -> int:
        lo, hi = 0, len(self.starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if self.starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo

    def range(self, start: int, end: int) -> str:
        i = self.index(start)
        line_end = self.starts[i + 1] - 1 if i + 1 < len(self.starts) else len(self.text)
        return f"#string-range(l{i + 1},{start - self.starts[i]},{min(end, line_end) - start})"


def document_tei(store: Store, reader: FactReader, doc: DocumentFacts) -> ET.Element:
    """One document as a TEI element tree."""
    lang = document_language(store, doc.document.id)
    root = ET.Element(_t("TEI"), {"{http://www.w3.org/XML/1998/namespace}lang": lang})
    _header(root, doc)
    mentions = store.mentions_in_document(doc.document.id)
    inline = marks(doc, mentions, reader.person)
    text = ET.Element(_t("text"))
    body = ET.SubElement(text, _t("body"))
    div = ET.SubElement(body, _t("div"))
    lines = _Lines(doc.text)
    by_line: dict[int, list[Mark]] = {}
    for m in inline:
        by_line.setdefault(lines.index(m.start), []).append(m)
    for i, start in enumerate(lines.starts):
        _line(div, doc.text, start, i + 1, by_line.get(i, []))
    people = {f.person_id for f in doc.facts} | {reader.person(m.entity_id) for m in mentions}
    people |= {reader.person(e.entity_id) for e in store.entries_of_document(doc.document.id)}
    people |= {reader.person(f.triple.tail_id) for f in doc.facts if f.triple.tail_id}
    marked = {dict(m.attrs).get("xml:id") for m in inline}
    stand_off = ET.SubElement(root, _t("standOff"))
    _people(store, ET.SubElement(stand_off, _t("listPerson")), sorted(people), doc, lines, marked)
    ET.indent(root, space="")  # the header and the standOff; the text's lines are mixed content, kept exact
    root.append(text)
    return root


def _header(root: ET.Element, doc: DocumentFacts) -> None:
    file_desc = ET.SubElement(ET.SubElement(root, _t("teiHeader")), _t("fileDesc"))
    title_stmt = ET.SubElement(file_desc, _t("titleStmt"))
    ET.SubElement(title_stmt, _t("title")).text = Path(doc.document.path).stem
    ET.SubElement(ET.SubElement(file_desc, _t("publicationStmt")), _t("p")).text = (
        "Marked up by shiguan from its knowledge graph; offsets index the text as stored.")
    ET.SubElement(ET.SubElement(file_desc, _t("sourceDesc")), _t("p")).text = (
        f"{doc.document.path} (sha256 {doc.document.sha256})")


def _people(store: Store, parent: ET.Element, people: list[int], doc: DocumentFacts, lines: _Lines,
            marked: set[str | None]) -> None:
    names = store.entities(people)
    facts: dict[int, list[ExFact]] = {}
    for f in doc.facts:
        facts.setdefault(f.person_id, []).append(f)
    for pid in people:
        person = ET.SubElement(parent, _t("person"), {XML_ID: person_id(pid)})
        ET.SubElement(person, _t("persName")).text = names.get(pid, ("?", ""))[0]
        seen = {(names.get(pid, ("", ""))[0], "name")}
        for a in store.aliases_of(pid):
            if (a.form, a.kind) not in seen and a.kind != "name":
                seen.add((a.form, a.kind))
                ET.SubElement(person, _t("persName"), {"type": a.kind}).text = a.form
        for f in facts.get(pid, []):
            _event(person, f, lines, marked)


def _event(person: ET.Element, f: ExFact, lines: _Lines, marked: set[str | None]) -> None:
    t = f.triple
    attrs = {"type": t.relation}
    if f.date.gregorian:
        attrs["when"] = f"{f.date.gregorian:04d}"
    if not f.decided:
        attrs["subtype"] = "undecided"
    if f"v{t.id}" in marked:
        attrs["corresp"] = f"#v{t.id}"
    event = ET.SubElement(person, _t("event"), attrs)
    ET.SubElement(event, _t("label")).text = t.tail_text or t.relation
    ET.SubElement(event, _t("desc"), {"type": "basis", "subtype": t.basis or "unknown"}).text = f.why
    ET.SubElement(event, _t("ptr"), {"type": "evidence", "target": lines.range(t.start, t.end)})


def write_tei(store: Store, directory: Path) -> list[Path]:
    """One TEI file per document in `directory`: <document name>.xml."""
    directory.mkdir(parents=True, exist_ok=True)
    reader = FactReader(store)
    ET.register_namespace("", TEI_NS)
    written: list[Path] = []
    for doc in reader.documents():
        tree = ET.ElementTree(document_tei(store, reader, doc))
        path = directory / f"{Path(doc.document.path).stem}.xml"
        tree.write(path, encoding="utf-8", xml_declaration=True)
        written.append(path)
    return written
